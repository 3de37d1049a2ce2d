"""Hostile review 34 (of a14811c..833a9b9): the highs it found, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AI, probe_test, ruling_test

CASES = [
    # Law 11.1: any part of the head, body or feet counts, named in any words (the body-parts answer now needs one said)
    ("is it offside if his studs are just past the last defender?", "offside-body-parts", "Yes."),
    (
        "he was leaning forward so his whole top half was past the defender, offside?",
        "offside-body-parts",
        "Yes.",
    ),
    ("does an inch of him past the last defender make him offside?", "offside-body-parts", "Yes."),
    ("his nut was in front of the last defender, offside?", "offside-body-parts", "Yes."),
    ("his neck was ahead of the defender, does that count for offside?", "offside-body-parts", "Yes."),
    # Law 12.4: the ball over the line before the foul: no penalty
    (
        "the ball was already over the line for a goal kick when he got hacked down in the area, penalty?",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    # Law 14.1: a foul in the box with the ball in play is a penalty, whatever else is told
    (
        "our striker rounded the keeper and then got tripped by their defender in the box, penalty?",
        "penalty-foul-in-area",
        "Yes",
    ),
    (
        "their centre back took him out in the box well after the ball had already gone, pen?",
        "penalty-foul-in-area",
        "Yes",
    ),
    (
        "the ball had gone out to our winger and meanwhile their centre back was wrestling our striker to the floor in "
        "the box, penalty?",
        ("penalty-ball-elsewhere", "penalty-foul-in-area"),
        "Yes",
    ),
    # Law 12.3: holding that denies a goal in the box is a red even with the penalty
    (
        "their centre back hauled our striker down by the shirt in the area when he only had to tap it into an empty "
        "net, what should the ref do?",
        "dogso-in-area-holding",
        "",
    ),
]

test_review34_answer = probe_test(CASES)

PLAYS = [
    # "in my eyeline" from a fan behind the goal is no keeper's view: whether he interfered is asked
    (
        "I was sat behind the goal and their striker stood in an offside position right in my eyeline; he never touched "
        "it and the shot from 25 yards went in. should it count?",
        AI,
    ),
]

test_review34_play = ruling_test(PLAYS)
