"""A probe of told plays in the kinds helper-116 fixed for plays10 (its own wordings). (1) A fan who says he could not
tell what happened in words the reader did not know ("whether ... or ..., I couldn't tell / too blurry to tell / I
honestly can't say", "I not see if", "only caught the end of it", an alternative after a dash "- or"), and "question is
did it come from X or Y?": the fact doubted is asked, not ruled on a guess. (2) A touch the fan gives to either side
("ours or theirs", "either their other forward or our centre back", "might have been our 10, might have been their
6"): onside at the first play and beyond them after the touch, how the ball reached him decides (a team-mate's touch
judges him afresh, an opponent's deflection does not, Law 11.2). (3) Level with the LAST defender while where the
goalkeeper was is doubted: the keeper away from his goal makes the last defender the second-last no more, so where he
was is asked. (4) Other voices: Ukrainian (pozaihrove, suddia, vorotar), Croatian (zaleđe, ofsajd, sudac, golman,
branič), a Canadian's d-man, a cricketer's outfielders; a defender who left the field "without any say-so from the ref"
counts on his goal line (Law 11.4). (5) A ball delivered "in from the halfway line" places the delivery, not him; "a
yard back onside when it was played"; a part of him only maybe beyond ("his arm and maybe his knee") is a hedged place,
asked (arms never count, Law 11.1)."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import AI, AP, AR, NO, OFF, left_as_xfail, ruled, ruled_head

PLAYS = [
    # --- (1) doubts in words the reader did not know ---
    (
        "our 11 was two yards past their last centre back when our 6 slid it through. their keeper came for it and "
        "our 11 went up with him - or stayed out of his way, I was getting a pie and only caught the end of it. keeper "
        "spilled it and our 7, who was onside, scored",
        AI,
    ),
    (
        "their 9 was a yard beyond our back four when the corner was cleared and their 4 lofted it back in. whether "
        "he was in our keeper's eyeline or off at the far post, the replay's too blurry to tell. their 5 headed it in, "
        "he never touched it",
        AI,
    ),
    (
        "their striker two yard past our last defender when their midfielder pass. our stoper run to block their 10 "
        "but their 9 is near. i not see if stoper must slow down for him or he go past free. their 10 score",
        AI,
    ),
    (
        "long ball from our keeper. their left back jumped for it - whether he got his head properly on it or it just "
        "skimmed off his hair as he turned, I honestly can't say - and it fell to our striker, who was two yards past "
        "their back line when our keeper kicked it. He scored",
        AR,
    ),
    (
        "their winger crossed, our 9 was past their last defender at the cross, and at the near post their full back "
        "went for it - whether our 9 got near enough to challenge him or was just jogging in I couldn't see from the "
        "away end. The full back shinned it into his own net",
        AR,
    ),
    (
        "our corner, cleared to the edge, our 6 lofted it back in and our 9 was a yard past their last man when he "
        "did. question is did it go straight to our 9 or flick off their centre half's head first? couldn't see for "
        "the flags. 9 scored",
        AR,
    ),
    (
        "their 10 was past our last defender when their 6 chipped it in. whether he went for it with our keeper or "
        "pulled out of the way, I cannot honestly say. the ball dropped for their 7, who was onside, and he scored",
        "ask",
    ),
    (
        "our 9 a yard beyond their last defender at the pass. did he block their keeper - or was he nowhere near, i "
        "was in the queue and only saw the end of it. our 11 scored from 20 yards, the 9 never touched it",
        "ask",
    ),
    (
        "i not see if their 9 touch the ball or not. he was past our last defender when their 8 shoot, and their 11 "
        "score the rebound",
        "ask",
    ),
    # --- (2) a touch of either side's player ---
    (
        "our 8 shot, our 9 level with their last defender at that moment, keeper on his line. it hit someone's shin in "
        "the six-yard box - ours or theirs, I honestly couldn't tell - and bounced to our 9, a yard beyond everyone by "
        "then, who scored",
        AR,
    ),
    (
        "their midfielder played it forward with their striker dead level with our last defender, keeper home. it then "
        "clipped a player on the edge of the area, either their other forward or our centre back, the tv angle was no "
        "help, and their striker, a yard clear by then, finished",
        AR,
    ),
    (
        "Our left back hit it long, our 9 level with their last outfielder, keeper on the line. Ball brushed a head at "
        "the halfway line, might have been our 10, might have been their 6, and our 9, by then two yards clear, scored",
        AR,
    ),
    (
        "our winger squared it with our striker level with their last defender; it ricocheted off somebody's boot, one "
        "of ours or one of theirs, and our striker, now a yard beyond them, tapped in",
        AR,
    ),
    (
        "our 7 was level with their last defender when our 4 hit it; the ball then caught a head in the box, ours or "
        "theirs, and our 7, two yards clear by then, volleyed in",
        AR,
    ),
    # Beyond them at the cross already: a deflection leaves him offside, a team-mate's touch judges him afresh where
    # he then was (untold), so how the ball came is still asked.
    (
        "their winger was a yard past our back line when the cross came in; the ball came off a leg, theirs or ours, "
        "nobody knows, and he stabbed it home",
        AR,
    ),
    # --- (3) level with the LAST defender, the keeper's place doubted (or told) ---
    (
        "their keeper went up for a late free kick and we broke. when our 7 played it to our 9, he was level with "
        "their last defender near the box - but whether their keeper had sprinted back behind him by then or was "
        "still up our end, I couldn't tell from my seat. 9 scored",
        AP,
    ),
    (
        "their keeper was up for a corner, we cleared and countered. our 9 was level with their last defender when our "
        "6 released him, but whether the keeper had got back by then or not, I don't know. 9 scored",
        AP,
    ),
    (
        "their 9 was dead level with our last defender when their 10 played it - whether our keeper was back in goal "
        "by then or still stranded up our end after the corner, no idea. 9 scored",
        AP,
    ),
    (
        "their keeper was up for a corner and we broke; our 9 was level with their last defender at the pass, in "
        "their half, and the keeper was well upfield. 9 scored",
        OFF,
    ),
    # --- (4) other voices ---
    (
        "their forward two meter past our last defender when their midfielder pass, our vorotar in goal. he score. "
        "suddia give goal. pozaihrove?",
        OFF,
    ),
    (
        "their striker is behind ball when their winger pass back to him, our vorotar on line. he score. pozaihrove?",
        NO,
    ),
    (
        "our forward was a metre past their last defender when our midfielder pass, their vorotar on line. suddia "
        "give pozaihrove. correct?",
        AI,  # what he did is never told: an offside position alone is no offence (Law 11.2)
    ),
    (
        "our napadac was a metre past their last defender when our winger crossed, their golman on the line. he "
        "scored. sudac gave zaleđe. correct?",
        OFF,
    ),
    (
        "our napadac was level with their last branic when our winger crossed, golman in goal. he scored. zaleđe?",
        NO,
    ),
    (
        "their forward was level with our last defender when the pass went, golman on his line, he scored. ofsajd?",
        NO,
    ),
    (
        "their forward was behind the ball when their winger cut it back, our golman on his line. he score. ofsajd?",
        NO,
    ),
    (
        "our centre was a couple feet past their last d-man when our winger passed it over, their goalie in net. he "
        "buried it. ref waved it off, fair?",
        OFF,
    ),
    (
        "their winger was level with our last d-man when the pass came, our goalie in the crease. he scored. offside, "
        "eh?",
        NO,
    ),
    (
        "their number 9 was past our last d-man when their center hit the pass, goalie in net. he tapped it in",
        OFF,
    ),
    (
        "their striker was beyond all our outfielders when the cross came in, our keeper on his line. he headed it in",
        OFF,
    ),
    (
        "their forward was beyond every one of our outfield players when their 8 crossed, our keeper on his line, and "
        "our right back was lying behind our goal line after sliding off, without any say-so from the ref. forward "
        "scored",
        NO,
    ),
    (
        "our forward was beyond every single one of their outfield players when our 6 crossed, their keeper on his "
        "line, with their left back lying off the pitch behind their goal line after a tackle, no say-so from the "
        "ref. our forward scored",
        NO,
    ),
    # --- (5) a delivery from halfway, back onside by a margin, a part only maybe beyond ---
    (
        "their big centre half was two yards clear of our back line, our keeper on his line, when the free kick was "
        "swung in from the halfway line. nobody touched it, he headed it in",
        OFF,
    ),
    (
        "their left back hoofed it long in from the halfway line and their striker, a yard past our last defender at "
        "the kick, ran on and scored",
        OFF,
    ),
    (
        "our striker had drifted offside but was a yard back onside when our 10 played the through ball. he rounded "
        "the keeper and scored",
        NO,
    ),
    ("our 9 was a good step back onside when the cross came in, then he volleyed it home", NO),
    ("their 9 was two yards back onside when their 6 slid it through, then he rounded our keeper", NO),
    (
        "at the pass our striker's arm and maybe his knee beyond their last defender, the rest of him level. can't "
        "tell on the still. he scored",
        AP,
    ),
    (
        "when the through ball went, their 9 had his hand and maybe his foot past our last defender, body level. he "
        "scored",
        AP,
    ),
    ("when our 8 played it, our 11's boot and maybe his knee past their last man, rest level. he scored", AP),
]

# What this round could not fix: the opening words of each play, and why.
LEFT: dict[str, str] = {
    "their 9 was a yard beyond our back four when the corner": "asks how the ball came, not what he did: the corner "
    "and the keeper in the doubted sentence are read as routes only guessed",
    "their striker two yard past our last defender": "asks how the ball came, not what he did: the defender in the "
    "doubted interference is read as a route only guessed",
    "our 9 a yard beyond their last defender at the pass. did he": "ruled no offence on 'never touched it': the "
    "interference doubted after a dash ('did he block their keeper - or was he nowhere near') is not asked",
    "their left back hoofed it long in from": "a delivery told with words between its verb and 'in' ('hoofed it long "
    "in from the halfway line') still places him on halfway",
}


@pytest.mark.parametrize(("text", "expect"), left_as_xfail(PLAYS, LEFT))
def test_told_play(text: str, expect: str) -> None:
    assert (ruled_head(text) if expect == "ask" else ruled(text)) == expect
