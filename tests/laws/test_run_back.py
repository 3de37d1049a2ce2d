"""A run back into his own half told as made before he received the ball is where he went after the pass, not where he
was when a team-mate played it (Law 11.1: the offside position is judged at the pass). Found by hand: "our 9 was
offside but ran back into his own half before receiving the ball from our 6's pass" had "No offside offence ... in
their own half"."""

import pytest

from tests.laws.evaluate import ruled


@pytest.mark.parametrize(
    ("text", "expect"),
    [
        (
            "our 9 was offside but ran back into his own half before receiving the ball from our 6's pass. offside?",
            "offside",
        ),
        (
            "our 9 was offside when our 6 passed but ran back into his own half before receiving it. offside?",
            "offside",
        ),
        # back in his own half in time, before the pass: no offside position
        (
            "our 9 came back into his own half before our 6 passed, then got the ball and scored. offside?",
            "no-offence",
        ),
        ("our 9 was in his own half when our 6 passed, he ran through and scored", "no-offence"),
    ],
)
def test_a_run_back_before_receiving_is_no_place_at_the_pass(text: str, expect: str) -> None:
    assert ruled(text) == expect
