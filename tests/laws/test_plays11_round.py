"""The plays11 round (its even half): told plays whose deciding fact the reader missed, told here in other words. Each
gets its ruling, or asks the one fact the fan says he did not see."""

from tests.laws.evaluate import probe_test

# (a told play, the answer id: "situation:<ruling>", the opening checked: a ruling's first word or "")
CASES = [
    # the position at the pass, told as unseen after where he was when he got it
    (
        "their 7 picked it up miles clear of our back line and finished. it came from their captain's pass, nobody "
        "else touched it. where the 7 was at the moment the captain hit it, I never saw. offside?",
        "situation:ask",
        "",
    ),
    # ... or asked by the fan himself, either way, and not known
    (
        "our forward ran onto our keeper's long kick, goal-side of all their outfield players, and scored. was he "
        "still in his own half or just over it when it was kicked? couldnt tell you. offside or not?",
        "situation:ask",
        "",
    ),
    # a touch told as no control of it is a deflection (Law 11.2: a deliberate play needs control): offside
    (
        "their centre back lunged and got a boot on our through ball, no control of it whatsoever, and it ran on to "
        "our 10 who was two yards offside when our 8 played it. he scored. goal?",
        "situation:offside",
        "No",
    ),
    # only the arm beyond, the parts that count told level: no offence (Law 11.1)
    (
        "their striker's arm was in front of our last defender when the ball was played, but head, body and feet "
        "were level. keeper on his line. he scored.",
        "situation:no-offence",
        "No",
    ),
]

CASES += [
    # his own shot back off the woodwork, nobody else's touch: no team-mate played it, so no offence
    (
        "their striker through on goal, his effort cannoned off the bar and popped straight back to him, he headed "
        "it in. our lot screaming offside",
        "situation:no-offence",
        "No",
    ),
]

test_plays11_round = probe_test(CASES)
