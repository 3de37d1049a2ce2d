"""The odd halves of voices34 (replays, frame by frame), voices35 (grassroots), voices36 and voices37 (myths): what they found untrue, mended and
asked again in other words, each ruled from the Laws (IFAB 2026/27): the answer id and the opening the Laws give (""
a statement or a question back)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.2: nothing of his involvement but the keeper's line of vision told, and that in doubt: asked, not ruled
    (
        "our 7 was offside when the shot went in from 25 yards, never touched it, but I can't tell if he was anywhere"
        " near the keeper's line of vision. goal?",
        "situation:ask",
        "",
    ),
    # Two accounts of where he stood, neither the fan's own: where he was is asked (the later one had been ruled)
    (
        "their 9 scored from a through ball. our cb reckons the full back was playing him on, our keeper swears he was"
        " two yards off. offside?",
        "situation:ask",
        "",
    ),
    # Law 11.2 and the deliberate-play guidance: a pass back miscued by a defender in control is a deliberate play
    (
        "their forward was in an offside position when they hit it long, but our right back had it at his feet with"
        " time, tried to knock it back to the keeper and miscued it to him. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
    # A distance in millimetres beyond the second-last opponent is a place told
    (
        "from the still at the pass our winger is 300 mm beyond their last outfield player, keeper on his line. he"
        " scored. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # "a yard off the ball" is how far from the ball, not an offside position (it had asked for his involvement)
    (
        "we took a free kick quickly and their player stood a yard off the ball blocked it. should it be retaken?",
        "free-kick-quick-intercepted",
        "No",
    ),
    # Law 11.2: a challenge for the ball from an offside position is an offence before the defender's play after it
    (
        "our 9 was two yards past their last defender when our 6 played it through. he never touched it but went"
        " shoulder to shoulder with their centre back for it, and their lad sliced it out for a throw. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # Law 11.3 exempts the corner's own delivery only: played short, the cross after it is the play that counts
    (
        "we took a short corner, our 7 crossed and our cb was a yard offside when he crossed, headed in. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # Beyond the last outfield defender, keeper on his line, is beyond the second-last opponent
    (
        "our striker's head was beyond their last outfield defender, keeper on his line, when our 8 passed. he scored."
        " offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # Law 11.2: a miscued clearance by a defender with time on the ball is still a deliberate play
    (
        "defender with loads of time slices his clearance straight to their striker. does that still count as him"
        " playing it?",
        "deliberate-play-inaccurate-counts",
        "Yes",
    ),
    # Chatter no Law answers: a typo-corrected word ("leeds" read as "bleed", "span" as "spain") had drawn a Laws answer
    ("any decent physio round here? hamstring's gone", "unsure", ""),
    ("what formation do most under-12 sides play, 4-4-2?", "unsure", ""),
    ("how tall is the roof of that stadium, looks huge from the blimp", "unsure", ""),
]


test_blind34_35 = probe_test(CASES)
