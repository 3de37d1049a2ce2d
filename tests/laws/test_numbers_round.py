"""Told plays of the 2026-12-05 round on voices62-65 (the betting slip, the away end, the Sunday league player, the
numbers), ruled by Law 11 (IFAB 2026/27) on the facts told. Each was ruled wrong before the round."""

from tests.laws.evaluate import AI, AP, NO, OFF, ruled, ruling_test

PLAYS = [
    # Law 11.1: level with the only defender back, the keeper up for a corner, is beyond the second-last opponent
    (
        "keeper went up for our last-minute corner, it got cleared and their mid hit it long. their striker was inside "
        "our half, dead level with our left-back, who was the only one of us back. he walked it in.",
        OFF,
    ),
    (
        "Our keeper went up for a corner. They broke. Their striker was level with our one centre-half who'd stayed "
        "back, both in our half, when their midfielder passed it. Everyone else of ours, keeper included, were still "
        "up the other end. He scored.",
        OFF,
    ),
    # Law 11.1: the arms are not considered; only the hand and forearm beyond is onside
    (
        "At the pass the only part of our striker beyond their second-last defender is his left hand and forearm; "
        "head, torso and feet are behind. He scores. Offside?",
        NO,
    ),
    # Law 11.2: no one challenged, no touch, nowhere near: not involved (had "nobody was challenged" read as a challenge)
    (
        "Their No. 7 was 3 m offside when their midfielder shot, but he was out near the touchline; our keeper saw it "
        "all the way, nobody was challenged and he never touched it. Goal.",
        NO,
    ),
    # doubts in an analyst's words: the deciding fact is asked
    (
        "Shot from 22 m goes in. Our No. 10 was 1 m beyond their second-last defender at the shot, 3 m in front of "
        "their keeper; he never touched the ball. None of the angles settles whether he blocked the keeper's view.",
        AI,
    ),
    (
        "our striker got it 3m clear of their last two defenders and scored. i only have the reception frame, no frame "
        "from when our mid actually played the pass. offside or not?",
        AP,
    ),
    (
        "At the pass our winger was 3 m beyond their second-last defender and the ball was 20 m behind him, but our "
        "cameras can't resolve whether any part of him was over the halfway line. He ran through and scored.",
        AP,
    ),
    # Law 11.1: beyond all the outfield defenders, the keeper in goal, is beyond the second-last opponent; a save does
    # not reset it (Law 11.2)
    (
        "Our midfielder shot and their goalkeeper parried it straight to our winger at the back post, who had been "
        "standing beyond all their outfield defenders when the shot was struck. He knocked it in.",
        OFF,
    ),
    # Law 11.2: in the keeper's eyeline, told by the keeper: interfering with an opponent
    (
        "Their midfielder hit one from 25 yards. Their striker was stood a yard in front of me on my six-yard line, beyond "
        "all our defenders, right in my eyeline. He never touched it and it went in.",
        OFF,
    ),
    # Law 11.1: the same distance from the goal line for both is level
    (
        "tracking had our striker and their second-last defender both at 8.47 m from the goal line when the through "
        "ball was played. he scored.",
        NO,
    ),
]

test_numbers_round_play = ruling_test(PLAYS)


def test_a_challenge_only_doubted_is_not_denied_by_no_touch() -> None:
    # "couldnt see if he jumped with him" doubts a challenge that "didnt touch the ball" does not deny: the play is
    # asked about, not ruled "no offence" (which fact is asked first is how the ball came: see the closing note)
    told = (
        "their striker yards past our back line when their lad chipped it forward, in our half. our centre-back went up "
        "and headed it clear. couldnt see if their striker jumped with him or stayed yards away. didnt touch the ball."
    )
    assert ruled(told).startswith("ask:")
