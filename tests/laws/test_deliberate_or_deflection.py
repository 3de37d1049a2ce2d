"""Whether the kind of a defender's touch matters, asked as such: "Yes", the deliberate play resets offside and
the deflection does not. It had got the deflection answer's "No." ("does it matter if the defender meant to play
it or it just hit him?"), which tells the fan the kind of touch changes nothing. The neighbours keep theirs."""

import pytest

from tests.laws.evaluate import check_probe_answer

CASES = [
    (
        "Does it matter if the defender meant to play it or it just hit him?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    (
        "is there a difference for offside between the ball hitting a defender and the defender playing it?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    ("Does a deflection off a defender reset offside?", "deflection-no-reset", "No"),
    ("Does a deliberate play by the defender reset offside?", "deliberate-play-resets", "Yes"),
    ("What counts as a deliberate play?", "deliberate-play-criteria", ""),
]


@pytest.mark.parametrize(("question", "answer", "opening"), CASES)
def test_whether_the_kind_of_touch_matters_is_answered_as_asked(question, answer, opening):
    check_probe_answer(question, answer, opening)
