"""A question of a few words that names no subject of the Laws is not answered: "nothing" had the advantage's "Yes. If
the advantage ... does not come", because one paraphrase says "nothing comes of it". The neighbours that name a
subject in as few words are still answered (a topic's name, an intent's cue, a Law by number is left to the ranking)."""

import pytest

from tests.laws.evaluate import what_was_answered


@pytest.mark.parametrize(
    "question", ["nothing", "bogus nothing", "whatever", "anything?", "is it true?", "pizza"]
)
def test_a_few_words_naming_no_subject_are_not_answered(question: str) -> None:
    assert what_was_answered(question) == "unsure"


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("sin bin", "sin-bin"),  # an intent's cue
        ("dogso", "dogso"),  # a topic's name
        ("hanbdall shoulder??", "handball-shoulder"),  # a typo of one, corrected
        ("standings pls", "table"),  # a route
        ("what can the v a r actually look at", "var-what-can-review"),  # longer than a few words
    ],
)
def test_a_few_words_naming_a_subject_are_answered(question: str, answered: str) -> None:
    assert what_was_answered(question) == answered
