"""A pattern searched in ASCII mode where the text allows (bot.laws.ascii_regex) finds what it finds as written: on
the readers' own patterns over fans' questions, with the characters where the two modes differ put in."""

import re
import tomllib
from pathlib import Path

import pytest

from bot.laws import claims, polarity, understand, wording
from bot.laws.ascii_regex import Regex
from bot.laws.situation_text import word_lists

QUIZ = [q["ask"] for q in tomllib.loads(Path("tests/laws/quiz.toml").read_text(encoding="utf-8"))["q"]]


def _texts() -> list[str]:
    """Quiz questions as asked, lower case (as most readers see them), and with a separator (\\x1c-\\x1f, a space
    to Unicode \\s only) or a non-ASCII letter put in."""
    out: list[str] = []
    for i, ask in enumerate(QUIZ[:60]):
        out += [ask, f" {ask.lower()} ", ask.replace(" ", "\x1c", 1), ask.replace(" ", chr(0x1C + i % 4))]
        out.append(ask.replace("s", "ſ", 1))
    return out


def _found(pattern: re.Pattern[str] | Regex, text: str) -> tuple[object, ...]:
    matches = [(m.span(), m.groups(), m.lastgroup) for m in pattern.finditer(text)]
    first = pattern.search(text)
    return (
        matches,
        first and (first.span(), first.groups()),
        pattern.sub("#", text),
        pattern.split(text),
        pattern.findall(text),
    )


def _readers_patterns() -> list[Regex]:
    words = word_lists()
    found = [*words.regexes.values(), *words.context.values(), words.moments, words.ignore, words.asks_rule]
    found += [pattern for pattern, _ in words.reordered]
    found += [*polarity._polarity().values(), claims._CLAIM_AFTER, understand._NAMED_LAW]
    found += [wording._CLAIMS, wording._SAYS_GENERAL]
    return found


@pytest.mark.parametrize("pattern", _readers_patterns(), ids=lambda p: p.pattern[:40])
def test_ascii_mode_finds_what_the_pattern_as_written_finds(pattern: Regex) -> None:
    written = re.compile(pattern.pattern, pattern.flags)
    for text in _texts():
        assert _found(pattern, text) == _found(written, text), text


def test_keeping_case_a_letter_of_another_script_leaves_the_twin() -> None:
    # "melée" matches only itself in either mode, so ASCII text may be searched in ASCII mode (the told-play
    # reader's deflection wordings have one)
    kept = Regex(r"\bmel(?:e|é)e\b|\u00e9t\w")
    assert kept.ascii is not kept.written
    assert Regex("melée", re.IGNORECASE).ascii is Regex("melée", re.IGNORECASE).written
    assert all(twin.ascii is not twin.written for twin in word_lists().regexes.values())


@pytest.mark.parametrize(
    ("pattern", "flags", "text"),
    [
        (r"a\sb", 0, "a\x1cb"),  # Unicode \s: a separator is a space
        (r"a\Sb", 0, "a\x1fb"),
        (r"a[^\w\s]b", 0, "a\x1db"),
        ("ſ", re.IGNORECASE, "s"),  # the long s is an s, ignoring case: no ASCII twin
        ("\u212a", re.IGNORECASE, "k"),  # the Kelvin sign
        (r"\u017f", re.IGNORECASE, "S"),  # ... given by its code
        (r"(?i)ſ", 0, "S"),
        (r"(?i:\u212a)", 0, "K"),  # ignoring case in a group only
        (r"x(?si-m:ſ)", 0, "xS"),
    ],
)
def test_where_the_modes_differ_the_pattern_as_written_decides(pattern: str, flags: int, text: str) -> None:
    written = bool(re.compile(pattern, flags).search(text))
    assert written != bool(re.compile(pattern, flags | re.ASCII).search(text))  # the modes differ here ...
    assert bool(Regex(pattern, flags).search(text)) == written  # ... and the pattern as written decides
