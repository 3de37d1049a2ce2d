"""Hostile review 26 (of 68939b5): the highs it caused, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

PLAYS = [
    # Law 11.2: the opponent's own pass under no pressure resets offside, whoever else is named in the sentence
    (
        "our 9 was offside when our 10 played it, their cb under no pressure from our striker tried a square pass and "
        "hit it to our 9 who scored",
        NO,
    ),
    # Law 11.1: back level "before the pass came to him" is after the pass: offside at it
    ("he was offside but came back level before the pass came to him, and scored. offside?", OFF),
    (
        "our 9 was offside when our 8 crossed but came back level before the cross came to him, headed in. offside?",
        OFF,
    ),
]


test_review26_play = ruling_test(PLAYS)


CASES = [
    # Law 12.1/12.3: the booked player's reckless foul is his second caution, however the booking is told
    (
        "He was already on a yellow when he made a reckless tackle, second yellow?",
        "second-yellow-reckless",
        "Yes",
    ),
    # Law 12.3: a second yellow shown is a red: never "Not always"
    (
        "booked in the first half, got another yellow in the second, why wasn't he sent off?",
        "second-yellow-red",
        "",
    ),
    # Law 12.3: an attempted blow is violent conduct: a booking only is not right
    (
        "he swung a punch but the ref only booked him, correct?",
        ("red-card-violent-conduct-no-contact", "red-card-violent-conduct-red"),
        "No",
    ),
    # Law 12.3: violent conduct is force when not challenging for the ball: a swing at the ball is not it
    ("swung his leg at the ball and missed, is that violent conduct?", "red-card-violent-conduct", ""),
]

test_review26_answer = probe_test(CASES)


# Review 27 (of abede6d): the turns and the handball on the line it had broken, and a kick at someone
REVIEW_27 = [
    # Law 12.3: a booked player's reckless foul is a red: asked whether he stays on, No
    ("already on a yellow and made a reckless tackle, will he stay on?", "second-yellow-reckless", "No"),
    (
        "on a yellow, made a reckless tackle and the ref let him stay on, was the ref wrong?",
        "second-yellow-reckless",
        "Yes",
    ),
    # Law 12.3: a deliberate handball stopping a goal is a red, however the hand is told
    ("deliberately handled it above his head on the line, red?", "handball-deliberate-stops-goal-red", "Yes"),
    # Law 12.3: an attempted kick at someone is violent conduct with or without contact
    ("Threw a kick at him after going down, no contact, red?", "red-card-violent-conduct-no-contact", "Yes"),
    # ... and a swing at the ball is no violent conduct: no bare Yes
    (
        "A wild swing at the ball and missed it completely, is that a foul?",
        ("unsure", "red-card-violent-conduct"),
        "",
    ),
]

test_review27_answer = probe_test(REVIEW_27)
