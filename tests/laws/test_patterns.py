"""Many patterns merged into one regex by their first letters (bot.laws.patterns, for the told-play reader's
situation_text.compiled and the question's wordings in understand) find what the patterns, tried one after
another, find: the same matches, the same pattern winning where two match at one word."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.laws.patterns import at_words
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


# As words.toml writes them: besides the shapes above, an alternative at the top level and a named group, which
# are kept whole.
WORDINGS = [
    r"\b(?:is|was) (?:it|that) (?:a )?(?:foul|pen)\b",
    r"\b(?P<teller>(?:my )?(?:mate|dad)) (?:says|said)\b",
    r"\bfoul\b|\bpen\b",
    r"\bfree kick\b",
    r"\b(?<!no )pen(?:alty)?\b",
    r"\b(?:it )?(?:was|is) (?:a )?pen\b",
]
PHRASES = [
    "is it a foul",
    "was that a pen",
    "my mate says",
    "dad said",
    "no pen",
    "it was a penalty",
    "foul",
    "pen",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PHRASES), max_size=12), st.sampled_from([", ", " ", "? "]))
def test_wordings_merged_match_as_one_after_another(phrases: list[str], joint: str) -> None:
    text = joint.join(phrases)
    bodies = [p.removeprefix(r"\b") for p in WORDINGS]
    merged = re.compile(r"\b(?:" + at_words(bodies) + ")")
    plain = re.compile(r"\b(?:" + "|".join(f"(?:{body})" for body in bodies) + ")")
    assert [(m.span(), m.groupdict()) for m in merged.finditer(text)] == [
        (m.span(), m.groupdict()) for m in plain.finditer(text)
    ]
