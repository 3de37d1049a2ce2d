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
    # the referee may play advantage for an offside offence when the defending team benefits (Law 5.3), however the fan
    # words it: the flag waved away, the defenders with the ball
    (
        "lino flagged offside but the ref waved play on because we had the ball, is that allowed?",
        "advantage-offside",
        "Yes",
    ),
    (
        "flag went up for offside but the referee let it run as we won it back, legit?",
        "advantage-offside",
        "Yes",
    ),
    ("offside flag ignored because defenders had possession, is that a thing", "advantage-offside", "Yes"),
    # a defender's header back towards his own keeper is a deliberate play, not a save nor a deflection (Law 11.2): the
    # save's and the deflection's "No." had answered it
    (
        "defender heads it back towards his own keeper and our lad nicks it, he was offside, is that a reset?",
        "deliberate-play-resets",
        "Yes",
    ),
    ("keeper saves and it goes to our striker who was offside, reset?", "save-no-reset", "No"),
]

test_offside_named_beside_another_law = probe_test(CASES)
