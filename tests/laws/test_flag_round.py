"""The round of 2026-12-05 (voices56-59: the flag, the controller, the match report, the second language) and the
untrue answers left from the round before: what they showed, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 14.1 and 12.1: a foul in the box is a penalty. Asked plainly it had reached the handball answer, and told of a
    # booked striker the DOGSO answer's "No."; "tripped inside the box" the answer for a foul outside it ("No.")
    (
        "our striker got brought down in the box by their centre-back, was it a penalty?",
        "penalty-foul-in-area",
        "Yes, when it is a direct free kick offence",
    ),
    (
        "our striker was already on a yellow and got brought down in the box by their centre-back, was it a penalty?",
        "penalty-foul-in-area",
        "Yes, when",
    ),
    ("our winger was tripped inside the box, should it be a penalty", "penalty-foul-in-area", "Yes, when"),
    ("fouled in the area, pen?", "penalty-foul-in-area", "Yes, when"),
    # ... where he fell is still its own question
    ("fouled on the edge, fell in the box, pen?", "penalty-offence-outside-area", "No."),
]

test_flag_round_answer = probe_test(CASES)
