"""The told-play patterns' one merged regex (situation_text.compiled) finds what the patterns, tried one after
another, find: the same matches, the same pattern winning where two match at one word."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.laws.situation_text import compiled

# Written in the shapes situation_words.toml uses: a leading group that may be skipped, a leading digit, a look
# behind before a letter, alternatives sharing first letters, and a pattern that starts with no letter at all.
PATTERNS = [
    r"\b(?:the )?ball (?:was )?played",
    r"\b(?:(?:a|one|two|\d+) ?)?yards? (?:off|past)\b",
    r"\b\d+ ?c?m (?:off|ahead)\b",
    r"\b(?<!our )defenders?\b",
    r"\b(?:their|the) (?:keeper|defender)\b",
    r"\bthe ball\b",
    r"\b(?:played|passed) (?:it )?(?:to|through)\b",
    r"\b(?:(?!(?:he|it)\b)[\w-]+) was off\b",
    r"\btwo yards\b",
]
WORDS = [
    "the",
    "ball",
    "was",
    "played",
    "a",
    "one",
    "two",
    "2",
    "10",
    "3cm",
    "cm",
    "yard",
    "yards",
    "off",
    "past",
    "ahead",
    "our",
    "their",
    "keeper",
    "defender",
    "defenders",
    "he",
    "it",
    "passed",
    "to",
    "through",
]


def one_by_one(text: str) -> list[tuple[int, int, str]]:
    """Each match as the plain alternation of the patterns, in their order, finds it."""
    plain = re.compile(" (?:" + "|".join(f"{p[2:]}(?P<t{i}>)" for i, p in enumerate(PATTERNS)) + ")")
    return _matches(plain, text)


def _matches(regex: re.Pattern[str], text: str) -> list[tuple[int, int, str]]:
    found, at = [], 0
    while m := regex.search(text, at):
        found.append((m.start(), m.end(), (m.lastgroup or "").partition("_")[0]))
        at = m.end()
    return found


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=30))
def test_the_merged_regex_finds_what_the_patterns_find(words: list[str]) -> None:
    text = " " + " ".join(words) + " "
    assert _matches(compiled(list(enumerate(PATTERNS))), text) == one_by_one(text)


def test_no_pattern_above_is_left_to_be_tried_at_every_word() -> None:
    # Only the one with no letter to start on may be: the rest start on letters or digits, so the engine tries
    # them only where a word starts as they do (the speed the merging is for).
    merged = compiled(list(enumerate(PATTERNS))).pattern
    assert merged.count("(?:(?!(?:he|it)") == 1
    assert " (?:(?:the )?ball" not in merged and "(?:(?:a|one|two|\\d+) ?)?" not in merged
