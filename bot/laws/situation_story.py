"""Whether a question tells a play at all: one that happened to someone in particular ("our 9", "last night",
"ref gave it"), one told of anyone ("if a winger is offside and ..."), one only supposed, or the Law itself asked.
Read by the choice (choice.py, wording.py) before and beside the told-play reader."""

from __future__ import annotations

import re
from functools import cache

from bot.laws.situation_text import (
    blanked,
    laws_data,
    unblanked,
    word_lists,
)


def asks_about_the_law(text: str) -> bool:
    """Whether a description asks about the Law ("...does the save reset it?") rather than for a ruling."""
    words = word_lists()
    return isinstance(text, str) and words.asks_rule.search(blanked(unblanked(text), words)) is not None


def may_suppose(text: str) -> bool:
    """Whether `text` has a word a supposition opens with, read on the question's mended words (cached from the
    reading): where it has none, no sentence of it supposes a play."""
    return (
        isinstance(text, str) and word_lists().context["supposing_word"].search(unblanked(text)) is not None
    )


def supposes_a_play(text: str) -> bool:
    """Whether the question opens by supposing its play ("say the winger's offside and ...", "suppose ...", "what
    if ...", "under the Laws, if an attacker ..."): no play that happened, a rule asked through a story."""
    words = word_lists()
    return words.context["supposed"].match(blanked(unblanked(text), words)) is not None


@cache
def _story() -> dict[str, re.Pattern[str]]:
    """situation_words.toml's [story] patterns: who a story is about, read on the fan's own words."""
    return {name: re.compile(pattern) for name, pattern in laws_data("situation_words.toml")["story"].items()}


def _own_words(text: str) -> str:
    return text.lower().replace("'", "").replace("\u2019", "")


def tells_no_one_in_particular(text: str) -> bool:
    """Whether a story is about anyone ("if a shot hits a defender and goes to a winger in an offside position,
    ...?"): a player introduced with an indefinite article, and nobody in particular (a side's player, a day, a
    score, a shirt number, an outcome told in the past). A rule asked through a story, whatever its mood."""
    anyone = _story()["generic_party"].search(_own_words(text)) is not None
    return anyone and not tells_a_particular_play(text)


def supposes_in_a_condition(text: str) -> bool:
    """Whether the play is put in an open condition, its verb in the present ("if our striker is stood past their
    defenders but ..."): supposed, not told, whoever it is about."""
    return _story()["open_condition"].search(_own_words(text)) is not None


def tells_a_particular_play(text: str) -> bool:
    """Whether a story tells someone in particular: "our 9", "their centre back", "last night", "2-1", "he scored",
    "ref gave it"."""
    return _story()["particular"].search(_own_words(text)) is not None


def tells_a_habit(text: str) -> bool:
    """Whether a story tells what a player does as a habit ("likes to wait on the halfway line", "camps out up there all
    game"), and no play that happened once."""
    own = _own_words(text)
    return _story()["habit"].search(own) is not None and _story()["habit_event"].search(own) is None
