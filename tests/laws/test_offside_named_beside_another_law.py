"""A question about offside that also names another Law's thing (a keeper who could score, a ball off the referee)
gets the offside answer, not that Law's: each answer below was read off Law 11.2 before the change."""

from tests.laws.evaluate import probe_test

# (a question, the answer id, the opening checked)
CASES = [
    # a save does not reset offside (Law 11.2: a ball deliberately saved by any opponent): the claim is untrue
    (
        "my dad says once the keeper saves it the offside lad is fine to score, true?",
        "save-still-offside",
        "No",
    ),
    # a rebound off a match official does not reset offside either (Law 11.2): the claim is untrue
    (
        "In Turkey everybody say if the ball hit the post or the hakem, ofsayt is finish, new position. Is this true?",
        "rebound-post-no-reset",
        "No",
    ),
    (
        "ball hits the ref and goes to our striker who was offside, does that reset it",
        "rebound-post-no-reset",
        "No",
    ),
]

test_offside_named_beside_another_law = probe_test(CASES)
