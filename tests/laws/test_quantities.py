"""A Yes or No holds only for the quantity the answer states: a fan asking about another ("a corner after 6
seconds?", "banned for 3 games?", "since 2025?") gets the statement, never a Yes that confirms the wrong number.
And a yes/no question answered by a play's ruling opens with the Yes or No on the side it was asked."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.commands.var import side_asked
from bot.laws.quantities import Quantity, other_quantities, quantities
from tests.laws.evaluate import discord_text, first_sentence

EIGHT = "Is it a corner if the keeper holds the ball for more than eight seconds? Yes. Since 2025/26 ..."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("held it for 10 seconds", {"second": {Quantity(10)}}),
        ("more than eight seconds", {"second": {Quantity(8, ">")}}),
        ("within 10 seconds", {"second": {Quantity(10, "<")}}),
        ("banned for three games", {"game": {Quantity(3)}}),
        ("9.15 m (10 yds) from the ball", {"metre": {Quantity(9.15)}, "yard": {Quantity(10)}}),
        ("since 2026/27", {"year": {Quantity(2026), Quantity(2027)}}),
        ("two yellows, Law 12.2", {}),  # no unit: no quantity
        ("isn't it 10 seconds, not 8?", {"second": {Quantity(10)}}),  # the denied one left out
    ],
)
def test_the_quantities_a_text_states(text, expected):
    assert quantities(text) == expected


@pytest.mark.parametrize(
    ("asked", "differs"),
    [
        ("their keeper held it for 10 seconds, is that a corner now?", False),  # 10 is more than eight
        ("is it a corner after 8 seconds?", False),
        ("isn't it a corner now if the keeper holds it over 6 seconds?", True),
        ("isn't it 10 seconds for the keeper, not 8?", True),  # the answer's own number denied
        ("did that come in in 2025?", False),  # the season 2025/26 starts in 2025
        ("did that come in in 2024?", True),
        ("is it a corner if he holds it too long?", False),  # no quantity asked
    ],
)
def test_a_question_about_another_quantity_is_told_apart(asked, differs):
    assert other_quantities(asked, EIGHT) is differs


@given(st.integers(min_value=1, max_value=90), st.sampled_from(["seconds", "minutes", "games", "yards"]))
def test_a_question_stating_the_answers_own_quantity_never_differs(n, unit):
    assert not other_quantities(f"is it {n} {unit}?", f"Yes. It is {n} {unit}.")


@pytest.mark.parametrize(
    "question",
    [
        "isn't it a corner now if the keeper holds it over 6 seconds?",
        "was the goal-kick countdown introduced in 2025?",
    ],
)
def test_the_answer_to_another_quantity_opens_with_the_statement_not_yes(question):
    opening = first_sentence(discord_text(question)).lower()
    assert not opening.startswith(("yes", "no.")), opening


def test_the_answers_own_quantity_keeps_its_yes():
    assert (
        first_sentence(discord_text("is it a corner if the keeper holds it for more than 8 seconds?"))
        == "Yes."
    )


@pytest.mark.parametrize(
    ("question", "side", "opening"),
    [
        ("he was a yard off when our 10 passed it and he scored, was he offside?", 1, "Yes, offside."),
        (
            "he was a yard off when our 10 passed it and he scored. should the goal have stood?",
            -1,
            "No, offside.",
        ),
        (
            "he was level with the last defender when our 10 passed it, does the goal stand?",
            -1,
            "Yes, no offside offence.",
        ),
        ("he was level when our 10 passed it, what is the ruling?", 0, "No offside offence."),
    ],
)
def test_a_ruled_play_opens_with_the_yes_or_no_of_the_side_asked(question, side, opening):
    assert side_asked(question) == side
    assert first_sentence(discord_text(question)) == opening
