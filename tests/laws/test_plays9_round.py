"""A reader round on plays9 and voices14 (odd halves): the kinds of wording that were misread, in new sentences of the
same kinds (and a few of the odd-half plays), with the ruling Law 11 gives each."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled

PLAYS = [
    # The defending side's "they" cleared it and "their lad" launched it: the attackers' own plays, not an opponent's.
    ("their striker was a yard off. they cleared it and their lad hoofed it long, and he scored", "offside"),
    ("their 9 was past our last man when their centre-back passed it long, and he scored", "offside"),
    ("our striker was a yard off. their centre-back passed it long and he scored", "no-offence"),
    # The only defender back, the keeper up for a corner: level with him is level with the last opponent.
    (
        "our keeper was up for a free kick and only our left back stayed back. their winger, level with our left back"
        " and ahead of the ball, ran on to the long pass and scored",
        "offside",
    ),
    # His own rebound: his own play, unless a team-mate's pass is told first.
    (
        "their 7 dribbled past three, hit the bar and tucked in the rebound. he was past our defence. offside?",
        "no-offence",
    ),
    (
        "our 9 ran through, shot against the post and tucked in his own rebound. ref gave offside",
        "no-offence",
    ),
    (
        "our 9 was a yard off when the through ball was played, he hit the post and put the rebound in",
        "offside",
    ),
    ("our 10 shot, it hit the post and our 9, a yard offside, put the rebound in", "offside"),
    # Which side of the last defender.
    (
        "by the time our 8 passed, our 9 was a yard on our side of their last defender. he ran on and scored",
        "no-offence",
    ),
    (
        "our 9 was on the wrong side of their last defender when the cross came in and he headed home",
        "offside",
    ),
    # The attacker placed offside plays it on to an onside team-mate: his offence.
    (
        "our centre half was offside at the free kick and he nodded it across to our 7, who was onside and tapped in",
        "offside",
    ),
    (
        "our 9 was offside when the ball was played and he laid it off to our 10, who was onside, and he scored",
        "offside",
    ),
    # Telegram doubts: a fact said to be unknown is asked.
    ("STRIKER BEYOND LAST DEFENDER AT PASS STOP WHETHER HE PLAYED IT UNKNOWN STOP KEEPER BEATEN STOP", "ask"),
    ("FORWARD CONTROLLED BALL PAST ALL DEFENDERS STOP POSITION AT PASS UNCLEAR STOP GOAL STOP", "ask"),
    (
        "SHOT WENT NEAR TO HIM AND IN STOP HE WAS IN OFFSIDE POSITION STOP TOUCH UNCERTAIN WHETHER HE TOUCHED IT UNKNOWN",
        "ask",
    ),
    # A position offered as one of two in a question.
    (
        "our 9 was level with their centre back or a bit ahead? cant remember. cross came in and he scored",
        "ask",
    ),
    # Foreign football words: Danish restarts, Vietnamese offside and goalkeeper.
    (
        "ball went out, our 7 took the indkast straight to our 9 who was beyond their last defender and scored",
        "no-offence",
    ),
    (
        "ball went out and we took it quick to our 9, beyond their last defender, he scored. indkast or frispark? i dunno",
        "ask",
    ),
    (
        "their thu mon passed it straight to our striker, who was in viet vi position when we last played it. goal",
        "no-offence",
    ),
    # A back-pass told without "to".
    (
        "their defender try pass back to keeper, too weak, our striker in offside position take ball and score",
        "no-offence",
    ),
    # A few odd-half plays of plays9.
    (
        "Their striker had the ball at his feet, beat two defenders, hit the post, and put the rebound in himself. Our"
        " coach says offside because he was behind our defence when he shot. Is it?",
        "no-offence",
    ),
    (
        "ATTACKER RECEIVED BEYOND ALL DEFENDERS STOP POSITION AT PASS UNKNOWN STOP SCORED STOP OFFSIDE QUERY STOP",
        "ask",
    ),
    (
        "Free kick, they've lumped it in. At the kick their centre-half was past our last defender, and he flicked it on"
        " to their striker, who was onside at the flick, and the striker scored. Offside?",
        "offside",
    ),
]


@pytest.mark.parametrize(("text", "expected"), PLAYS)
def test_ruled(text: str, expected: str) -> None:
    assert ruled(text).partition(":")[0] == expected
