"""Told plays from a probe of precision (helper-102, written first from Law 11): a fan who leaves ONE deciding fact
unknown or only hints at it is asked, never ruled on a fact he did not tell, and a fan who tells every fact, the
onside-making ones in unusual words, is ruled. The missing facts: who touched it last ("a scramble", "someone got a
head on it"), deflection or deliberate play ("got a toe to it", "tried to intercept, got a touch"), a save or a play by
the keeper ("their keeper got to it"), whether he was in the keeper's line of sight ("somewhere in the box" in a goal
from distance), where he stood at the pass when only a later moment is told ("when he collected it he was clean
through"), and the restart ("straight from the set piece", "our keeper launched it": a goal kick or from his hands).
The neighbours tell them: level ("square with", "in line with"), behind the ball, on the halfway line, a deliberate
play by a defender ("under-hit a back-pass", "miskicked a clearance"), a throw-in, a goal kick, a corner, a free kick
(no exemption), a save, a deflection, the woodwork, a keeper's throw or kick from his hands (no exemption)."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled, what_was_answered

# (the play, "ask" or the fact asked "ask:<fact>")
ASKED = [
    # who touched it last, or how an opponent touched it, unsaid
    (
        "their defender touched it and our striker, who was offside, scored, is that offside?",
        "ask:received_from",
    ),
    (
        "our 9 was two yards offside when our 7 crossed, their centre half got something on it and our 9 scored",
        "ask:received_from",
    ),
    (
        "our 9 was a yard off when our 8 passed, their full back made contact with it and it ran to our 9, goal",
        "ask:received_from",
    ),
    (
        "our 11 was past the last man when our 6 played it through, their defender got a toe to it, our 11 scored",
        "ask:received_from",
    ),
    (
        "our 9 was offside at the pass, the ball reached him via their centre back and he scored",
        "ask:received_from",
    ),
    pytest.param(
        "our 9 was a yard beyond their defence when our 4 launched it, their keeper got a hand to it and our 9 tapped in",
        "ask:received_from",
        marks=pytest.mark.xfail(
            strict=True,
            reason="a keeper's hand to the ball is read as a save; after a long ball, not a shot, a save or a deliberate play is unsaid",
        ),
    ),
    (
        "our 10 shot, their keeper got to it and our 9, who was offside when our 10 shot, put it in",
        "ask:received_from",
    ),
    (
        "our 9 was offside when our 8 passed, then their defender and our 9 both went for it and it ended up with our 9 who scored",
        "ask:received_from",
    ),
    (
        "our 9 was a yard off when our 8 chipped it, someone got a head on it and our 9 volleyed in",
        "ask:received_from",
    ),
    (
        "our 9 was in an offside position when our 7 played it in, it took a touch off somebody and he scored",
        "ask:received_from",
    ),
    (
        "our 9 was two yards past their last defender when our 5 hit it long, their centre back and our 11 went up for it, not sure who won it, and our 9 scored",
        "ask:received_from",
    ),
    (
        "our 9 was offside when our 8 crossed, there was a scramble and it fell to our 9 who scored",
        "ask:received_from",
    ),
    (
        "our 9 was offside when our 10 crossed, the ball went through a crowd of bodies to our 9 who scored",
        "ask:received_from",
    ),
    (
        "our 9 was two yards off when our 10 played it, their keeper came out and the ball somehow ended up with our 9, who scored",
        "ask:received_from",
    ),
    (
        "our 9 was in an offside position when our 10 played it through, their defender and the ball collided, whether he meant it who knows, and our 9 scored",
        "ask:received_from",
    ),
    (
        "our 9 was offside when our 7 shot, it was going wide and their centre back put his foot to it, our 9 scored",
        "ask:received_from",
    ),
    (
        "our 9 was a yard off when our 10 passed, their keeper dealt with it badly and our 9 scored",
        "ask:received_from",
    ),
    (
        "our 9 was offside when our 10 played it through, their defender tried to intercept, got a touch, and our 9 scored",
        "ask:received_from",
    ),
    (
        "our 10 crossed low, their keeper got down and it squirmed out to our 9 who was offside at the cross, goal",
        "ask:received_from",
    ),
    (
        "our 9 was a yard off when our 10 played it, it took a nick off someone and he scored",
        "ask:received_from",
    ),
    (
        "our 11 was offside when our 8 played it in, it was pinballing around the six yard box and our 11 poked it home",
        "ask:received_from",
    ),
    # the restart, or whether it was one, unsaid
    ("our 9 was two yards off and headed in straight from the set piece", "ask:received_from"),
    ("straight from the dead ball our 9, who was offside, scored", "ask:received_from"),
    ("our 9 was offside and scored directly from the restart", "ask:received_from"),
    (
        "our keeper's long kick went straight to our 9 who was past their defence and he scored",
        "ask:received_from",
    ),
    ("our keeper launched it, our 9 was two yards offside and scored", "ask:received_from"),
    ("the ball was thrown to our 9 who was offside, he scored", "ask:received_from"),
    ("our 9 was offside when the set piece was delivered, he headed it in", "ask:received_from"),
    (
        "our 9 was offside and scored from the delivery, can't remember if it was a corner or a cross from open play",
        "ask:received_from",
    ),
    # whether he was in the keeper's way, in a goal he did not touch
    (
        "our 7 shot from 25 yards and it flew in, our 9 was a yard offside somewhere in the box",
        "ask:involvement",
    ),
    ("our 6 scored from distance, our 9 was two yards offside at the time", "ask:involvement"),
    (
        "long-range screamer from our 8, our striker was standing offside near the penalty spot",
        "ask:involvement",
    ),
    (
        "our 10 curled one in from the edge while our 9 was in an offside position, does that count?",
        "ask:involvement",
    ),
    ("our 9 was offside when our 7 shot, the keeper dived late and it went in", "ask:involvement"),
    ("our 9 was offside near the keeper when our 4 headed it in from the corner", "ask:involvement"),
    (
        "our 8 smashed it in from 20 yards, our 9 was offside and their keeper was screaming at the ref",
        "ask:involvement",
    ),
    ("our 8's shot went in, our 9 was offside and ducked under it", "ask:involvement"),
    ("our 9 was offside when our 11 scored from the cross, our 9 was somewhere around the far post", "ask"),
    ("our 9 was offside when our 10 shot, the ball went in off their defender", "ask:involvement"),
    (
        "our 7 scored from 30 yards, our 9 was offside but I don't know where he was standing relative to the keeper",
        "ask",
    ),
    pytest.param(
        "our 8 shot from range and scored, our 9 was in an offside spot; I couldn't make out if the keeper could see round him",
        "ask:involvement",
        marks=pytest.mark.xfail(
            strict=True,
            reason="the keeper named inside a doubt is read as a route only guessed: how the ball came is asked, not what he did",
        ),
    ),
    (
        "our 10 scored with a curler, our 9 was offside, the keeper claimed he was unsighted",
        "ask:involvement",
    ),
    # where he was at the pass: only a later moment told
    (
        "our 10 played it through, our 9 ran on and scored, he was miles past the defender by the time he shot",
        "ask:position",
    ),
    (
        "our 9 was a yard past the last defender when he got the ball and scored, off a pass from our 8",
        "ask:position",
    ),
    (
        "our 8 slid it through and our 9 scored, when he collected it he was clean through behind their defence",
        "ask:position",
    ),
    pytest.param(
        "our winger crossed, our 9 headed it in, he was in front of the last defender when he headed it",
        "ask:position",
        marks=pytest.mark.xfail(
            strict=True,
            reason="'when he headed it' may be a team-mate's header ('our 9, who was offside when he headed it'): not read as his own",
        ),
    ),
    ("our 9 was offside when he scored from our 10's through ball", "ask:position"),
    (
        "our 6 played a ball over the top, our 9 was past everyone when it dropped and he scored",
        "ask:position",
    ),
    ("our 9 latched onto our 10's pass two yards beyond their last man and finished", "ask:position"),
    ("he was level when he received it from our 8 and scored", "ask:position"),
    ("our 9 was behind their defence when he took our 7's pass in his stride and scored", "ask:position"),
    pytest.param(
        "our 9 was onside when he shot, after our 10 put him through",
        "ask:position",
        marks=pytest.mark.xfail(
            strict=True,
            reason="the pass told after the moment: 'when he shot' is read as the team-mate's shot",
        ),
    ),
    (
        "our 10 played it through and our 9 scored, when he took his first touch he was well past their centre backs",
        "ask:position",
    ),
    ("our 9 scored after our 6's pass, the linesman said he was off when he shot", "ask:position"),
    # where he was at the pass: only hinted
    ("our 9 might've been a fraction off when our 10 released him, he scored", "ask:position"),
    ("our 9 was tight to the line, couldn't call it, when our 10 put it through, he scored", "ask:position"),
    ("it was marginal whether our 9 was off when our 6 played it, he scored", "ask:position"),
    ("our 9 was on the shoulder of their last defender when our 10 passed, he scored", "ask:position"),
    (
        "our 9 was right on the line with their defender, or a touch ahead, when our 10 played it, he scored",
        "ask:position",
    ),
    (
        "couldn't tell from the stand if our 9 was ahead of their last defender when our 7 crossed, he scored",
        "ask:position",
    ),
    ("no idea if our 9 was off when our 10 played it, he scored", "ask:position"),
    ("our 9 was offside by a whisker or level, couldn't say, when our 8 passed, he scored", "ask:position"),
]

# (the play with every deciding fact told, its ruling)
KEPT = [
    # a keeper's long throw out is from his hands, though "throw out" alone is blanked (the lead, at integration: the
    # first cut asked it, from "launched")
    (
        "our keeper launched a long throw out and our striker, a yard beyond their last defender, scored",
        "offside",
    ),
    # level, behind the ball, in his own half: never in an offside position (Law 11.1)
    ("our 9 was dead level with their last defender when our 10 played it, he scored", "no-offence"),
    ("our 9 was in line with the last defender when our 8 passed it, goal", "no-offence"),
    ("our 9 was square with their centre back when our 7 played the through ball, he finished", "no-offence"),
    ("our 9 was a yard behind the ball when our winger pulled it back, he smashed it in", "no-offence"),
    ("our 9 was level with the ball when our 11 squared it, he tapped in", "no-offence"),
    ("our 9 stood a yard behind our 10 when he played it, our 9 scored", "no-offence"),
    (
        "our 9 was still in his own half when our 6 played it over the top, he ran clear and scored",
        "no-offence",
    ),
    (
        "our 9 was standing on the halfway line when our 4 hit it long, he ran through and scored",
        "no-offence",
    ),
    ("our 9 started his run from inside our half when our 8 played it, he scored", "no-offence"),
    ("our 9 was inside his own half when our 8 released him, he went 60 yards and scored", "no-offence"),
    ("our 9 was onside when our 6 played it, he rounded the keeper and scored", "no-offence"),
    # a deliberate play by an opponent (Law 11.2)
    (
        "our 9 was a yard offside when our 10 passed, but their centre half deliberately played it and miscontrolled, our 9 scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 8 passed, their full back tried to pass it back to the keeper and under-hit it, our 9 scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 7 crossed, their defender controlled it and then lost it to our 9 who scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 6 played it, their centre half had all the time in the world and passed it straight to our 9, who scored",
        "no-offence",
    ),
    (
        "our 9 was offside at the pass from our 8, their keeper rushed out and tried to kick it clear but miskicked, our 9 scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 10 played it, their defender cleared it straight against our 9 and it rebounded in",
        "no-offence",
    ),
    (
        "our 9 was offside when their defender deliberately passed it back to his keeper, he intercepted and scored",
        "no-offence",
    ),
    # restarts: a throw-in, goal kick, corner exempt (Law 11.3); a free kick, a keeper's throw or kick not
    ("straight from our throw-in, our 9 was two yards beyond their defence and scored", "no-offence"),
    ("our 9 was three yards off but it was a throw-in straight to him and he scored", "no-offence"),
    (
        "our 9 was miles offside when our keeper took the goal kick and it went straight to him, he scored",
        "no-offence",
    ),
    (
        "our 9 was in an offside position when our winger took the corner, it went straight to him and he scored",
        "no-offence",
    ),
    ("our 9 was level with the last defender when our keeper's goal kick came down, he scored", "no-offence"),
    ("our 9 was offside when our 10 took the free kick, it went straight to him and he scored", "offside"),
    ("our 9 was two yards off when our 10 took a quick free kick to him, he scored", "offside"),
    ("our keeper kicked it out of his hands, our 9 was three yards offside and scored", "offside"),
    ("our 9 was two yards offside when our keeper threw it out to him, he ran on and scored", "offside"),
    # rebounds, saves, deflections: no reset
    ("our 9 was offside when our 6 crossed, it came back off the crossbar and our 9 scored", "offside"),
    ("our 9 was offside when our 7 shot, it hit the post and our 9 tapped in", "offside"),
    (
        "our 9 was offside when our 8 shot, their defender blocked it on the line and our 9 knocked in the rebound",
        "offside",
    ),
    ("our 9 was offside when our 8 shot, their keeper palmed it out and our 9 scored", "offside"),
    (
        "our 9 was offside when our 10 shot, their keeper dived and saved it, our 9 tucked in the rebound",
        "offside",
    ),
    (
        "our 9 was offside when our 10 played it, it ricocheted off their defender's knee to our 9, goal",
        "offside",
    ),
    (
        "our 9 was two yards offside when our 8 passed, it struck their centre back on the back and fell to our 9 who scored",
        "offside",
    ),
    (
        "our 9 was offside when our 7 shot, it took a wicked deflection off their centre back and our 9 scored",
        "offside",
    ),
    (
        "our 10's shot was blocked by their centre back and our 9, who was offside when our 10 shot, scored the loose ball",
        "offside",
    ),
    (
        "our 9 was offside when our 10 passed; it went through to him without anyone touching it, he scored",
        "offside",
    ),
    # what he did, told
    (
        "our 9 was offside when our 10 shot from 25 yards, he was stood right in front of their keeper so he couldn't see it, it went in",
        "offside",
    ),
    (
        "our 9 was offside when our 7 shot, he was out wide by the corner flag and nowhere near the play, it went in",
        "no-offence",
    ),
    (
        "our 9 was offside when our 10 passed, he wrestled their centre back for the ball and our 11 scored",
        "offside",
    ),
    ("our 9 was a yard offside when our 6 crossed and flicked it on for our 11 to score", "offside"),
    (
        "our 9 was a yard offside when our 6 crossed, he didn't touch it, didn't move and wasn't near anyone, our 11 scored",
        "no-offence",
    ),
    # beyond the second-last opponent at a team-mate's long ball
    (
        "our left back hoofed it up the pitch and our striker was 3 yards past their last defender, he ran on and scored",
        "offside",
    ),
    (
        "our 6 launched it forward, our 9 was two yards beyond their back four, he took it round the keeper and scored",
        "offside",
    ),
    ("our centre half pumped it long, our 9 was a yard past their last man, he lobbed the keeper", "offside"),
    (
        "our 9 was two yards beyond the last defender when our 5 played a long ball, he chested it down and scored",
        "offside",
    ),
    ("our 9 was clear of their back line by a yard when our 10 slipped it in, he finished", "offside"),
    ("our 9 was ahead of everyone bar the keeper when our 10 played it, he scored", "offside"),
    # neighbours of the rules the probe led to
    (
        "our 9 was offside when our 8 crossed, it went through a crowd of bodies untouched and our 9 scored",
        "offside",
    ),
    ("our 9 was two yards off when our 6 cleared it long from the back, he scored", "offside"),
    (
        "our 9 was level with their last man when our 7 crossed, it came off somebody and he scored",
        "no-offence",
    ),
    (
        "our 9 was a yard off when our 10 played it, it took a nick off their centre back and he scored",
        "offside",
    ),
    ("our 9 was a fraction off when our 10 released him, he scored", "offside"),
    ("our 9 was ahead of everyone except the keeper when our 10 played it, he scored", "offside"),
    ("our 9 was offside when our 7 swung it in from the corner, he headed it in", "no-offence"),
    ("our 9 was offside when our 4 headed it on from the corner, he scored", "offside"),
    ("our keeper kicked it long from his hands, our 9 was two yards offside and scored", "offside"),
    (
        "our right back launched it forward and our 9, a yard past their last defender when he hit it, scored",
        "offside",
    ),
    (
        "our 9 was offside when our 10 passed, he and their centre back both jumped for it and he headed in",
        "offside",
    ),
    (
        "after a scramble in the box our 10 shot and our 9, who was offside when our 10 shot, tapped in the rebound off"
        " the post",
        "offside",
    ),
    (
        "our 9 was level when our 10 played it, he was well past them by the time he shot and he scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 10 shot, he stood in front of the keeper and the keeper was unsighted, it went in",
        "offside",
    ),
]

# Told plays the whole reply (not only the reader) used to answer otherwise: (question, what_was_answered)
WHOLE = [
    ("their defender touched it and our striker, who was offside, scored, is that offside?", "situation:ask"),
    (
        "our left back hoofed it up the pitch and our striker was 3 yards past their last defender, he ran on and"
        " scored",
        "situation:offside",
    ),
]


def _got(text: str, expect: str) -> str:
    return ruled(text) if ":" in expect else ruled(text).partition(":")[0]


@pytest.mark.parametrize(("text", "expect"), ASKED)
def test_one_deciding_fact_unsaid_is_asked(text: str, expect: str) -> None:
    assert _got(text, expect) == expect


@pytest.mark.parametrize(("text", "expect"), KEPT)
def test_a_play_told_whole_is_ruled(text: str, expect: str) -> None:
    assert ruled(text) == expect


@pytest.mark.parametrize(("text", "expect"), WHOLE)
def test_the_reply_rules_or_asks(text: str, expect: str) -> None:
    assert what_was_answered(text) == expect
