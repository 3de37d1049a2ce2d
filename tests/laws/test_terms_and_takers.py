"""Two answers the last note left open. Who may take a throw-in: Law 15 names no taker, so any player of the team
awarded it, the goalkeeper too ("can a goalkeeper take a throw-in" had the 2026/27 countdown, whose answer names the
goalkeeper's countdown); its neighbours keep their answers. And "interfering with play", Law 11.2's touch."""

import pytest

from tests.laws.evaluate import discord_text, what_was_answered


@pytest.mark.parametrize(
    "question",
    ["can a goalkeeper take a throw-in", "can the keeper take throw ins", "who can take a throw in"],
)
def test_the_taker_of_a_throw_in(question: str) -> None:
    assert what_was_answered(question) == "throw-in-who"
    assert "goalkeeper included" in discord_text(question)


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("can the keeper pick up a throw in from his own player", "handball-goalkeeper"),
        ("can a keeper score straight from a throw in", "goal-direct-throw-in"),
        ("how do you take a throw in properly", "throw-in-how"),
    ],
)
def test_its_neighbours_keep_their_answers(question: str, answered: str) -> None:
    assert what_was_answered(question) == answered


# "interfering with play" is Law 11.2's first way, the touch; it had the answer on interfering with an opponent.
@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("what counts as interfering with play", "offside-interfering-with-play"),
        ("interfering with play??", "offside-interfering-with-play"),
        ("what is interfering with an opponent", "offside-interfering-opponent"),
        ("what does interfering mean in offside", "offside-interfering-opponent"),
    ],
)
def test_interfering_with_play_is_not_with_an_opponent(question: str, answered: str) -> None:
    assert what_was_answered(question) == answered
