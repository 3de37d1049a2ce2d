"""Review 57 (a hostile hunt for untrue told-play rulings, at 3f50738, 2026-12-06): the highs mended, each with what
Law 11 (IFAB 2026/27) says. A clearance made on the goal line is a save; the body level with an arm beyond is level; a
place taken back with "sorry no"; a team-mate's pass after a throw-in is not the throw-in; "offside" told without a
verb ("went to our 9, offside when 10 shot", "our 9 offside standing in front of the keeper") is his place. Those left
(two attackers, flick-ons, a dummy's effect) are in the stop's note."""

from tests.laws.evaluate import NO, OFF, ruling_test

PLAYS = [
    # Law 11.2: a save (stopping a ball going into the goal) does not reset offside
    (
        "striker in offside position, their defender made a goal line clearance on the line, it fell to striker who"
        " scored",
        OFF,
    ),
    # Law 11.1: the hands and arms of all players are not considered
    ("he was past the last defender but his arm only was in front, body level, at the pass. scored", NO),
    # a place taken back: the later one is his place
    ("our 9 was level when 8 crossed. sorry no, he was a yard past the defender actually. scored", OFF),
    # Law 11.3: only a ball received directly from a throw-in is exempt
    ("throw-in by our 2 to our 7, 7 passed forward to our 9 who was past the last defender, goal", OFF),
    # Law 11.2: clearly obstructing the keeper's line of vision from an offside position
    (
        "our 9 offside standing in front of the keeper, shot from 25 yards goes in, 9 didnt touch it, keeper couldnt"
        " see it",
        OFF,
    ),
    # Law 11.2: a ball off an opponent's accidental touch (a deflection) does not reset offside
    (
        "our 10's shot hit their defender's hand by accident and went to our 9, offside when 10 shot, goal",
        OFF,
    ),
    # Law 11.3: offside applies at a free kick; level with the wall's last man is not level with the second-last opponent
    (
        "free kick taken quick, our 9 was level with the wall's last man but past the second last defender, header,"
        " goal",
        OFF,
    ),
]

test_play = ruling_test(PLAYS)
