"""Told plays from a probe of unseen plays, each a kind of wrong ruling made right (or made the question that decides
it), with neighbours that keep their ruling: a team-mate's play after a throw-in or corner named as the moment offside
is judged (asked: straight from the restart or not), a free kick or long ball "from halfway" (where the ball was, not
he), two attackers by number with the offside one scoring, an attempted clearance that "struck him" on its way (a
deflection), an opponent's "contact" with the ball (asked), an "onside" with no verb told at the moment, "at the time
and scored" (no moment of his own), and "headed it deliberately" (an opponent's deliberate play)."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled

CASES = [
    # For a fan of the defending side "our centre back" is the attacker's opponent: his play resets offside.
    (
        "their striker was two yards offside, our centre back hoofed it upfield straight to him and he scored",
        "no-offence",
    ),
    # A team-mate's play after a throw-in, the one it went to crossing ("he" after "to our 7": the thrower may not play
    # it again before another player does, Law 15), is where offside counts from (hunt 67 had "throw in to our 11, who
    # crossed first time" ruled "No offside offence ... from a throw-in")...
    ("throw-in to our 7, he crossed it and our 9 was a yard offside when he crossed and scored", "offside"),
    ("long throw, our 9 was offside when our 5 flicked it on and he scored", "ask:received_from"),
    (
        "long throw, our 9 was offside when the ball was flicked on by our 5 and he scored",
        "ask:received_from",
    ),
    # ...not the restart's own delivery told in the passive, nor the restart itself.
    ("corner whipped in, our 9 was past the last defender when it was crossed and headed in", "no-offence"),
    ("throw in, our 9 was a yard offside when it was thrown and he scored", "no-offence"),
    ("corner, he was offside when it was taken and headed in", "no-offence"),
    # A free kick "from halfway" is where the ball was: his place is told after it.
    (
        "free kick from halfway, our centre back was past their last defender when it was struck, headed in",
        "offside",
    ),
    ("free kick from halfway, he was level with the last defender when it was taken, scored", "no-offence"),
    ("he was on halfway when the ball was played and scored", "no-offence"),
    # Two attackers by number: the one placed offside scored in the same breath, so onside said of the other is not his.
    ("our 9 was offside and scored, our 11 was onside on the other side", "offside"),
    (
        "Our 7 crossed it, our 9 was onside but missed it and our 11 who was past the defence at the cross tapped in",
        "offside",
    ),
    ("our 9 was offside and ran at goal but our 11 was onside and scored", "no-offence"),
    ("our 11 was onside and scored, our 9 was offside but didnt move", "no-offence"),
    # An attempted clearance that struck him on its way to the attacker: a deflection, not his play...
    (
        "their defender was trying to clear it but it just struck him and went to our striker who was offside at the"
        " pass, goal",
        "offside",
    ),
    (
        "their keeper rushed out to punch it but it struck him and fell to our 9 who was offside at the cross, scored",
        "offside",
    ),
    # ...not one he sliced, which he played.
    (
        "their defender tried to clear it but sliced it to our striker who was offside at the pass, goal",
        "no-offence",
    ),
    # An opponent's "contact" with the ball: a touch, deliberate or not asked.
    (
        "he was offside at the pass, their defender made contact with it and it ended up with him, he scored",
        "ask:received_from",
    ),
    (
        "he was offside when our 6 crossed, the centre back got his body behind it and it fell to him, goal",
        "ask:received_from",
    ),
    # "Onside" with no verb, told at the moment of the pass...
    (
        "Striker onside at the moment of the pass, by the time he received it he was well past the defender, scored."
        " Offside?",
        "no-offence",
    ),
    (
        "Onside when it left his team-mate's foot, he was through and scored, but the linesman flagged. Wrong?",
        "no-offence",
    ),
    # ...not after another's name: perhaps another player.
    ("Kwame onside when it was played and scored", "ask:position"),
    # "At the time and scored": "and" is no player whose own touch the moment is.
    (
        "keeper made a save from our winger's shot, our striker was offside at the time and scored from the rebound",
        "offside",
    ),
    # "Headed it deliberately": an opponent's deliberate play, not a touch to ask about.
    (
        "he was offside when the ball was played but their centre back headed it deliberately straight to him and he"
        " scored",
        "no-offence",
    ),
    (
        "he was offside when the ball was played but their centre back headed it and it fell to him",
        "ask:received_from",
    ),
]


@pytest.mark.parametrize("text, expect", CASES)
def test_probe_eight_readings(text: str, expect: str) -> None:
    assert ruled(text) == expect
