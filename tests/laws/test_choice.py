"""Which kind of answer a question gets (bot.laws.choice.choose): a ruling, a question back, or a rule answer."""

import pytest

from bot.laws.situation_story import may_suppose
from bot.laws.wording import supposes_in_a_sentence


def test_a_play_missing_only_how_the_ball_came_off_an_opponent_asks_it():
    """Where he was and what he did are told, not whether the defender's touch was a deflection or a play:
    a rule answer would assume one of them ("Yes, still offside" takes it as a deflection)."""
    from bot.laws.choice import choose

    told = "our 9 was a yard off when the cross came in, their full back got a foot to it and it fell to him, he scored. offside?"
    assert choose(told).target == "ask"
    keeper = "their keeper came and punched it, it dropped to our striker who was offside when it was crossed, he scored. off?"
    assert choose(keeper).target == "ask"


@pytest.mark.parametrize(
    "text",
    [
        "say the winger is offside and scores",
        "Hypothetically, a keeper saves it",
        "lets say he was level",
        "ok, what happens if a player is level",
        "great game. Imagine their keeper parries it to our 9",
    ],
)
def test_a_question_that_may_suppose_is_read_sentence_by_sentence(text):
    # may_suppose is the cheap test before each sentence is mended and read: it must never miss a supposition
    assert may_suppose(text)
    assert supposes_in_a_sentence(text)


def test_a_story_with_no_word_of_supposing_is_not_read_again():
    story = "our 9 was a yard off when their keeper parried it, he tapped in"
    assert not may_suppose(story) and not supposes_in_a_sentence(story)


def test_every_wording_of_choice_words_is_read_and_every_one_read_is_there():
    """choice_words.toml holds the wordings choice.py (and bookings.py, the choice's reader of who was booked) compile
    by name: none left unread in the file (a stale entry), none read that it lacks, each a valid regex once its
    templates are expanded."""
    import re
    from pathlib import Path

    import bot.laws.bookings as bookings
    import bot.laws.choice as choice
    from bot.laws.situation_text import patterns_of

    source = Path(choice.__file__).read_text(encoding="utf-8")
    read = set(re.findall(r'_wording\("(\w+)"', source))
    read |= set(re.findall(r'_WORDS\["(\w+)"\]', Path(bookings.__file__).read_text(encoding="utf-8")))
    written = patterns_of("choice_words.toml")
    assert read == set(written)
    for pattern in written.values():
        re.compile(pattern, re.IGNORECASE)
