"""A myth the Laws deny, put as a negated claim ("Is it true you can't be offside from a backwards pass?"), answers a
fan who asks the plain question on the same axis: the claim's negation turns its Yes or No as a fan's own would, in
one place (polarity.negated_claim), not by lists of the intent's wordings. Law 11.1: the direction of the pass does
not matter."""

from tests.laws.evaluate import probe_test

CASES = [
    # asked plainly, on the offside side (had "No.": a backpass is never offside)
    ("is a backpass offside?", "offside-backwards-myth", "Yes."),
    ("can a backpass be offside?", "offside-backwards-myth", "Yes."),
    ("can a back pass put you offside?", "offside-backwards-myth", "Yes."),
    # asked plainly, on the onside side (had "Yes.": a backwards pass keeps you onside)
    ("does a backwards pass keep you onside?", "offside-backwards-myth", "No."),
    ("is a player always onside from a back pass?", "offside-backwards-myth", "No."),
    # a negative question asks the plain one
    ("isn't a backward pass always onside", "offside-backwards-myth", "No."),
    # the claim itself, negated, and a claim told before "still true?": the myth's own No
    ("is it true a backpass can't be offside?", "offside-backwards-myth", "No."),
    (
        "my dad swore a pass going backwards can never be offside. still true?",
        "offside-backwards-myth",
        "No.",
    ),
    ("backwards pass means onside, true?", "offside-backwards-myth", "No."),
    # an answer someone gave is not the fan's negation
    ("can you be offside from a backward pass, my mate says no", "offside-backwards-myth", "Yes."),
]

test_negated_claim_answer = probe_test(CASES)
