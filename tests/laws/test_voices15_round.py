"""voices15's odd half, tuned on (its even half is the check): rule questions in new wordings reach the answer that
says what the Laws say. Each case is our own wording of what the set's question showed, not the set's question."""

from tests.laws.evaluate import probe_test

CASES = [
    # a restart said to "put someone offside" asks whether offside can happen: the intent's own side, "No" (it had
    # been read as asking permission, "can a throw-in put ...", and answered "Yes. There is no offside offence")
    ("can a throw in put a player offside?", "offside-throw-in", "No"),
    ("can a goal kick catch someone offside straight from the kick?", "offside-goal-kick", "No"),
    ("can a player stand in an offside position?", "offside-position-allowed", "Yes"),
    # running back onside after the pass: the player's run, not a rebound (it had the deflection answer)
    (
        "if he's offside when the ball is played but walks back onside before he gets it, is he let off?",
        "offside-coming-back",
        "Only if",
    ),
    # a rule supposed in a story and asked about ("my uncle says if ..., is he right?"): the rule, not a ruling, and
    # the claim's side read
    (
        "my uncle says if a shot hits the bar and drops to a lad who was offside when it was struck, the bar cancels "
        "the offside and he can score. Is he right?",
        "rebound-post",
        "No, that's not right",
    ),
    # the offside said to be cancelled is the goal standing (it had been read as a goal cancelled: "Yes." confirmed
    # the uncle's myth)
    (
        "my mate reckons a shot off the post cancels the offside, so the lad can tap it in. right?",
        # (or the rebound's "does it reset offside?", answered "No." as truly: probe 27's paraphrase drew it there)
        ("rebound-post", "rebound-post-no-reset"),
        "No",
    ),
    ("what's the dress code in the directors box?", "unsure", ""),
]


test_answer = probe_test(CASES)
