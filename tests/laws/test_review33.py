"""Hostile review 33 (of a14811c..3c08608): the highs it found, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

CASES = [
    # Law 12.1 and 14: a foul in the box with the ball in play is a penalty, whenever the ball goes out after it
    (
        "he was tripped in the penalty area before the ball went out of play, pen or not?",
        "penalty-foul-in-area",
        "Yes",
    ),
    (
        "is it still a penalty if the ball went out of play a split second after the trip in the box?",
        "penalty-foul-in-area",
        "Yes",
    ),
    ("he was fouled in the box after the corner was taken, penalty?", "penalty-foul-in-area", "Yes"),
    (
        "the ball was already out of his reach when their defender clattered him in the box, still a penalty?",
        "penalty-foul-in-area",
        "Yes",
    ),
    (
        "our striker got shoved over in the area just as the ball was going out of play, pen?",
        "penalty-foul-in-area",
        "Yes",
    ),
    # Law 12.4: ... and none with the ball already out (already there: holding's "Yes", the in-area "Yes")
    (
        "they pulled his shirt in the box before the corner was taken, penalty?",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    (
        "is it a penalty if a lad is fouled in the box after the ball is dead?",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    # Law 12.3: DOGSO outside the area asked in other words for the red card
    (
        "tripped outside the box with nobody between him and the keeper, does he get his marching orders?",
        "dogso-outside-area",
        "Yes.",
    ),
    (
        "he denied us a chance to score by tripping our forward outside the area, should he be off?",
        "dogso-outside-area",
        "Yes.",
    ),
    # Law 11.1: the head, chest, knee or shoulder told beside an arm still count
    (
        "only his arm was beyond the defender, along with his head, so offside or not?",
        "offside-body-parts",
        "Yes.",
    ),
    (
        "his head was a yard past their last defender, only his elbow was level, offside?",
        "offside-body-parts",
        "Yes.",
    ),
    (
        "his knee was beyond the second-last defender and so were his fingers, is that offside?",
        "offside-body-parts",
        "Yes.",
    ),
    (
        "does a player's shoulder count for offside if only his forearm is level?",
        "offside-body-parts",
        "Yes.",
    ),
    # Law 14.1: off the post the taker may not play it again (the save answer's "Yes." had answered it)
    (
        "he takes the pen, it smacks the post and comes straight back out, and he smashes in the rebound. goal?",
        "penalty-rebound-kicker",
        "No.",
    ),
    # Law 11.2: a save does not reset offside, asked with "wipe out" (had been turned twice to "Yes.")
    ("does a keeper's save wipe out an offside position?", "save-still-offside", "No."),
    ("can a save by the goalie wipe out an offside position?", "save-still-offside", "No."),
    # Law 12.3: the referee's "wasn't deliberate", rejected by the fan, is no fact
    (
        "ref said it wasn't deliberate, but he clearly punched it off the line to stop the goal on purpose. red card?",
        "handball-deliberate-stops-goal-red",
        "Yes.",
    ),
    # Law 12.1: scoring immediately after the ball touched his arm is a handball offence, asked "should it have been a
    # handball?" (already there: the answer's "No." was not turned)
    (
        "their striker stood behind our back line got the ball from our defender's clearance, it bounced off his arm "
        "and he scored straight away. should it have been a handball?",
        "handball-accidental-scorer",
        "Yes.",
    ),
]

test_review33_answer = probe_test(CASES)

PLAYS = [
    # "nobody challenged him" is no opponent challenging him, not his own part: he scored from an offside position
    (
        "their 9 was offside when the ball was played, nobody challenged him and he ran through and scored, should it "
        "stand?",
        OFF,
    ),
    (
        "our 11 was two yards beyond their back line when the ball was played through, no one challenged him and he "
        "slotted it home, goal or offside?",
        OFF,
    ),
    # Law 11.3: a quick throw is a throw-in; the indirect free kick asked for is the call, not how the ball came
    (
        "their full back took a quick throw to their 9 standing behind our back line, he scored. shouldn't we have had "
        "an indirect free kick?",
        NO,
    ),
]

test_review33_play = ruling_test(PLAYS)
