"""Hostile review 28 (of 6633938..9196597): the highs it found, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

CASES = [
    # Law 12.1/12.3: being fouled is no offence; the player fouled gets no card for it (C1, C2, M1, M2, A6-A8)
    (
        "their 9 is on a yellow and he's just been hacked by our 5, does he walk?",
        "fouled-player-no-card",
        "No.",
    ),
    ("our 6 was on a yellow. their 9 clattered him. does our 6 go off?", "fouled-player-no-card", "No."),
    (
        "their 9 was already booked when our 4 went through him, does their 9 go off?",
        "fouled-player-no-card",
        "No.",
    ),
    (
        "our captain was already on a yellow, their striker scythed him down, is our captain sent off?",
        "fouled-player-no-card",
        "No.",
    ),
    # ... but his own offence after it is his (M3-M5, L1)
    (
        "their 9, who was already booked, was tackled fairly and then hacked down our 4 in frustration, second yellow?",
        "second-yellow-red",
        "Yes.",
    ),
    (
        "our left back was already cautioned and got kicked, then he fouled their winger recklessly in the next minute, "
        "off?",
        "second-yellow-reckless",
        "Yes.",
    ),
    (
        "their 5 was booked earlier and then got booked again for diving after being tripped by our 7, does he go off?",
        ("caution-simulation", "second-yellow-red"),
        "Yes.",
    ),
    # Law 5.3 and 11.4: after advantage the offside is an indirect free kick to the defending team, not the original
    # foul's free kick; and VAR checks every goal (C5, C6)
    (
        "the ref played on after a foul on our 10 and our 9 was offside from the next pass, does the ref give the free "
        "kick for the original foul instead?",
        "situation:offside",
        "Offside.",
    ),
    (
        "ref played advantage after a foul, then var checked for offside, can var overturn the goal?",
        "var-checks-every-goal",
        "Yes.",
    ),
    # ... and a play whose ruling alone is asked, after a comma, gets its ruling (L3); one missing a fact asks it (M9)
    (
        "ref played advantage after their 6 fouled our winger, then our striker was offside from the next pass, offside?",
        "situation:offside",
        "Yes, offside.",
    ),
    (
        "the ref played advantage, then our 9 was offside but didn't touch the ball and our 10 scored, goal?",
        "situation:ask",
        "How did the ball reach him?",
    ),
    # Law 5.3: advantage may be played for an offside (A9, M8)
    (
        "var says their striker was offside but we had broken away, can advantage be played?",
        "advantage-offside",
        "Yes.",
    ),
    # Law 12.3: spitting is a sending-off, after a penalty save too (C7)
    (
        "their keeper saved the penalty and then spat at our taker, what happens?",
        "red-card-spitting",
        "Biting",
    ),
    # Law 14.2: a penalty in off the keeper who left his line early stands (L2)
    (
        "the keeper came off his line and the penalty went in off him as an own goal, is it retaken?",
        "penalty-keeper-offence-no-retake",
        "No.",
    ),
    # Law 11.2: a team-mate's pass is when offside is judged, however the ruling is asked (A1)
    (
        "our striker was offside and our midfielder played a deliberate pass to him, is he offside?",
        "deliberate-play-team-mate",
        "Yes.",
    ),
    # ... and an opponent's bad pass is his deliberate play (the reading behind review 24's case)
    (
        "defender he make bad pass to the striker who is offside, is reset the offside or no?",
        "deliberate-play-resets",
        "Yes.",
    ),
]

test_review28_answer = probe_test(CASES)

PLAYS = [
    # Law 11.2: their full back's pass to their winger, told by a defending fan, is a team-mate's (A2)
    ("their winger was offside and their full back played a deliberate pass to him, offside?", OFF),
    ("our striker was offside and their full back played a deliberate pass to him, offside?", NO),
    # Law 11.1: a run back into his own half, then taking the ball there, is after the pass (A4)
    (
        "their striker was a yard offside when the pass was played, then he ran back into his own half and picked it "
        "up there, offside?",
        OFF,
    ),
]

test_review28_play = ruling_test(PLAYS)
