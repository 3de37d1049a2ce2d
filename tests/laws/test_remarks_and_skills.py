"""Mends of a review's leftovers. A topic's name with a word of how sure the fan is ("well offside") is a remark
about the topic, answered with its card; before, "well offside" opened "No." (the not-involved intent). A trick
with the ball ("rainbow flick?") is allowed, and no Law names one: before, it had the throw-in flick-on's "Yes.".
A goal scored with the hand is the scorer's handball, not a goalkeeper's."""

import pytest

from tests.laws.evaluate import discord_text, what_was_answered


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("well offside", "offside"),
        ("miles offside", "offside"),
        ("clearly offside", "offside"),
        ("definitely handball?", "handball"),
        ("offside", "offside"),  # the name alone, as before
    ],
)
def test_a_topic_named_with_how_sure_the_fan_is_gets_its_card(question: str, topic: str) -> None:
    assert what_was_answered(question) == topic


@pytest.mark.parametrize("question", ["obviously", "well", "clearly?"])
def test_a_word_of_sureness_alone_names_no_subject(question: str) -> None:
    assert what_was_answered(question) == "unsure"


@pytest.mark.parametrize(
    "question",
    [
        "rainbow flick?",
        "is a rainbow flick allowed",
        "can you rainbow flick",
        "is a rabona illegal",
        "can i nutmeg the ref",
    ],
)
def test_a_trick_with_the_ball_is_allowed(question: str) -> None:
    assert what_was_answered(question) == "skill-moves-allowed"
    assert discord_text(question).startswith("Skills such as a rainbow flick")


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("teach me the elastico for fifa", "unsure"),  # how to do it, in a game: no Law answers
        (
            "can you flick it up and head it back to the keeper",
            "handball-backpass-trick",
        ),  # the one trick penalised
        ("rainbow flick at a free kick allowed?", "free-kick-lifted-both-feet"),  # a restart's own rule
    ],
)
def test_the_tricks_neighbours_keep_their_answers(question: str, answered: str) -> None:
    assert what_was_answered(question) == answered


@pytest.mark.parametrize(
    "question",
    [
        "he scored with his hand",
        "he scored with his hand. is that so?",
        "hand of god goal would it stand now",
    ],
)
def test_a_goal_scored_with_the_hand_is_the_scorers_handball(question: str) -> None:
    assert what_was_answered(question) == "handball-accidental-scorer"


def test_a_keeper_throwing_it_in_keeps_his_own_answer() -> None:
    assert what_was_answered("keeper threw it straight in the goal, counts?") == "goal-keeper-throw"
