"""A probe of told plays in the kinds helper-120 fixed (its own wordings). (1) Where he was at the pass the fan could
not see, told after another moment ("where he was when our 8 slid it through, I couldn't say"; a transcript's
"(Inaudible.)" answer): asked. (2) Two places offered, the first doubted too ("level with their last man or maybe a
step ahead, I can't say"), and a closing "was offside?" then tells no place. (3) A touch doubted in new words ("I
could not make out"). (4) Only one "of their defenders" back with the keeper upfield: level with that one is beyond
the second-last opponent. (5) A shoulder-barge is a challenge (Law 11.2: interfering with an opponent). (6) A keeper's
throw told after his catch ("caught it and threw it out") is his team-mate's pass. (7) A defender off the field behind
his goal line counts on it only when he left without the referee's permission (Law 11.4): with it he does not count;
off for treatment, permission untold, where the attacker was is asked."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import AP, AR, NO, OFF, left_as_xfail, ruled, ruled_head

PLAYS = [
    # --- (1) the place at the pass unseen, told after a later moment ---
    (
        "the feed froze just as our 8 slid it through. our 9 collected it miles beyond their back four and scored; "
        "where he was when our 8 actually released it, I couldn't say",
        AP,
    ),
    (
        "our striker finished it well past their centre halves. where she was when our 6 played the pass, i honestly "
        "cannot tell you, i was looking at the bench",
        AP,
    ),
    (
        "Q. Where was the striker when the winger crossed? A. (Inaudible.) Q. And when he headed it? A. Beyond their "
        "last defender. Q. Then? A. He scored",
        AP,
    ),
    (
        "Q. Where was their forward when their 6 passed? A. (Unclear.) Q. When he took it? A. past our back line, keeper "
        "on his line. Q. Result? A. Goal",
        AP,
    ),
    # --- (2) two places offered, the first doubted ---
    (
        "long ball from our 5. at that moment our 11 was level with their last defender or maybe a yard ahead, I "
        "cannot say, the stream was rubbish. he scored. was offside?",
        AP,
    ),
    (
        "their 10 chipped it over. their 9 was in line with our second last defender or perhaps half a step past, hard "
        "to call from the stand. he scored. was he offside?",
        AP,
    ),
    (
        "when our 4 knocked it long our winger was square with their last centre back or possibly a touch in front, "
        "not sure. she lobbed the keeper",
        AP,
    ),
    # --- (3) a touch doubted in new words ---
    (
        "our 3 hit it long; our 9 was two yards past their last defender when he did, their keeper on his line. it "
        "came off their centre half's shin and our 9 scored. whether he meant it or it just struck him, I could not "
        "make out from the away end",
        AR,
    ),
    (
        "their 8 lofted it forward with their striker a yard beyond our back line at that moment. it skimmed our left "
        "back's head and their striker scored. whether he tried to head it or it hit him, i couldnt make out",
        AR,
    ),
    # --- (4) the keeper upfield, one of their defenders back ---
    (
        "their keeper came up for a free kick late on. we broke away, our 6 played it forward from our half, and at "
        "that moment their keeper was still up near halfway, only one of their defenders was back and our 9 was level "
        "with him in their half. he scored into an empty net",
        OFF,
    ),
    (
        "our keeper went up for the last corner. they cleared and their 8 played it through from their own half, only "
        "one of our defenders was back, their keeper... sorry, our keeper stranded upfield, and their 11 was level "
        "with that one defender in our half. he walked it in",
        OFF,
    ),
    # --- (5) a shoulder-barge is a challenge ---
    (
        "our 7 shot, their keeper parried it out. our 9, who had been two yards beyond their last defender when our 7 "
        "shot, came in and shoulder-barged their right back, who then slashed it out for a corner",
        OFF,
    ),
    (
        "their winger's shot was blocked and spun up in our box. their striker, a yard past our last defender when the "
        "winger shot, shoulder-barged our centre half and the ball ran out of play",
        OFF,
    ),
    # --- (6) a keeper's throw after his catch ---
    (
        "their keeper caught it and threw it out quickly. when he started to throw their 9 was level with our last "
        "defender, but by the time the ball left his hand he was a yard beyond him in our half, our keeper on his "
        "line. he scored",
        OFF,
    ),
    (
        "our keeper claimed the cross and rolled it out to our 9. at the point of release our 9 was a yard onside of "
        "their last defender, in their half. he ran through and scored",
        NO,
    ),
    (
        "our goalie collected it and threw it long. at the point of release our striker was two yards past their last "
        "defender in their half, their keeper on his line. he ran on and scored",
        OFF,
    ),
    # --- (7) a defender off the field: permission decides ---
    (
        "their left back went off behind their goal line for treatment with the ref's permission. our striker was past "
        "all their outfield players except the keeper when our 8 passed, and he scored",
        OFF,
    ),
    (
        "their right back was getting treatment behind their goal line, the ref had waved him off. our 9 was beyond "
        "every one of their outfield players, keeper on his line, when our 6 slid it through. he scored",
        OFF,
    ),
    (
        "their centre back was behind their goal line getting treated for a knock. our striker was past all their "
        "outfield players except the keeper when our 10 crossed. he headed it in",
        AP,
    ),
    (
        "their centre back slid off behind their goal line in a tackle and stayed there without the ref's permission. "
        "our striker was past all their outfield players except the keeper when our 10 crossed. he headed it in",
        NO,
    ),
    (
        "our left back tumbled over the goal line blocking a shot and lay there, play went on. their 9 was beyond all "
        "our outfield players except our keeper when their winger crossed. he scored",
        NO,
    ),
    (
        "one of their centre backs was off the pitch behind the goal line with the physio, the referee had allowed him "
        "to leave. our 9 was past every one of their outfield players but their keeper when our 8 played it. he scored",
        OFF,
    ),
    (
        "their full back was behind their goal line having treatment from the physio. when our 7 crossed our 9 was "
        "nearer the goal than all their outfield players but the keeper. he scored",
        AP,
    ),
    (
        "their centre half crashed off the pitch behind the goal line in a challenge, ref didnt stop play. our 9 was "
        "past all their outfield players but the keeper when our 6 played it. he scored",
        NO,
    ),
    (
        "our centre back walked off the pitch behind our goal line without any permission. their striker was beyond all "
        "our outfield players except our keeper when their 10 passed. he scored",
        NO,
    ),
    # --- plays10's leftovers in my own words: some read already, the rest left (xfail below) ---
    (
        "their striker won it off our 6 in his own half and ran the length on his own, nobody passed to him, beating "
        "four of ours. by the end he was past our back line. he scored",
        NO,
    ),
    (
        "their keeper came out to the penalty spot, only one of their defenders was on the goal line, and our 9 stood "
        "between their keeper and that defender when our 6 played it to him. he scored",
        OFF,
    ),
    (
        "their centre back headed it softly back to his keeper with nobody near him and all the time in the world, but "
        "it fell short and our 9, who was beyond their defence when our winger crossed, scored",
        NO,
    ),
    (
        "our 9 had been caught beyond their defence after the last attack and jogged back; when our 6 slid it through "
        "he was a yard behind their last defender. he scored",
        NO,
    ),
    (
        "our 9 was lying on their goal line after a fall, level with their keeper and nearer goal than all their "
        "defenders, when our 4 shot. the keeper parried and he tapped it in",
        OFF,
    ),
]

# What this round could not fix: the opening words of each play, and why.
LEFT: dict[str, str] = {
    "their centre back headed it softly back": "a defender's unhurried header back to his keeper is not read as a "
    "deliberate play (Law 11.2: it starts offside afresh)",
}


@pytest.mark.parametrize(("text", "expect"), left_as_xfail(PLAYS, LEFT))
def test_told_play(text: str, expect: str) -> None:
    assert (ruled_head(text) if expect == "ask" else ruled(text)) == expect
