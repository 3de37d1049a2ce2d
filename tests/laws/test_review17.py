"""Review 17 (a hostile probe of this stop's own changes against caa8b11, 136 questions): what the changes broke,
mended, each ruled from the Laws (IFAB 2026/27): the answer id and the opening the Laws give ("" a question back)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.2: whether he clearly blocked the keeper's view, asked by the fan, is asked back, not taken as told
    (
        "was he anywhere near the keeper's line of vision? their 9 was two yards offside when their 10 shot and it went"
        " in",
        "situation:ask",
        "",
    ),
    # ... and the fan's own view doubted is no doubt of the keeper's: not touching it, near no one, is no offence
    (
        "our 9 was stood offside when our 6 shot from distance, he never touched it or went near anyone, it flew in."
        " didn't get a good view of the pass mind. should it count?",
        "situation:no-offence",
        "Yes, no offside offence",
    ),
    # Law 11.2: a challenge told after the defender's deliberate header ("after our cb had headed it") came after it
    (
        "their 9 was a yard offside when their 8 passed, he challenged our keeper for it after our cb had headed it back"
        " to him. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
    # Law 12.3: a cautioned player can still be sent off directly
    ("if you're already on a yellow can you get a straight red?", "second-yellow-red", "Yes"),
    # Law 11.2: the claim is right, only a deliberate play resets (it had been offered two ways)
    (
        "only offside if the defender didn't deliberately play it, yeah?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    # Law 5.3 and 11: the offside after advantage is penalised, asked the other way round
    ("does offside override an advantage?", "advantage-then-offside", "Yes"),
]


test_review17 = probe_test(CASES)
