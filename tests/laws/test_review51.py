"""Review 51 (a second hostile hunt for untrue answers, at 3aec549, 2026-12-06, weighted to told plays): the highs
mended, each with what the Laws (IFAB 2026/27) say, and told plays of the round's blind plays sets (plays16-17, odd
halves) and their kin. Those left are in the stop's note."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

CASES = [
    # Law 10.3: a kick in off the post and the keeper, no second touch, is a goal (had the follow-up's "No.")
    (
        "In a shoot-out, the kicker's shot hit the post, bounced off the keeper's back and went in. Goal?",
        "penalty-post-then-keeper",
        "Yes.",
    ),
    # Law 11.1: level with the keeper but beyond every defender is beyond the second-last opponent (had the level "No.")
    ("offside if ur level with the keeper but ahead of every defender?", "offside-goalkeeper-counts", "Yes."),
    # Law 12.3: a second caution is a sending-off (had the shirt-off caution's "No.")
    (
        "booked for taking his shirt off and he was already on a yellow, red?",
        "second-yellow-red",
        "Yes.",
    ),
    # VAR protocol: a corner already taken cannot be changed (had the 2026/27 corner answer's "Yes.")
    (
        "Can VAR overturn a corner that was given 2 minutes ago and led to a goal?",
        "var-after-restart",
        "Only",
    ),
    # Law 11.4: the offside offence is penalised where it happened (had the own-half position answer's "No.")
    ("Can an offside offence be penalised in the offender's own half?", "offside", ""),
]

test_probe_answer = probe_test(CASES)

PLAYS = [
    # second-language comparisons and "the same line"
    (
        "Our number 9 he is more far than the last defender of them when the pass comes, the goalkeeper on his line."
        " He takes the ball and score.",
        OFF,
    ),
    (
        "Our 9 and their last defender, exactly same line, the body, the feet, when our 6 pass. Keeper on his line."
        " 9 score.",
        NO,
    ),
]

test_play = ruling_test(PLAYS)
