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
    # shapes a careless split would get wrong: an alternative with no letter between two that share one, an
    # escaped parenthesis and a character class in a leading group
    r"\b(?:ab|\w\w|abc) end\b",
    r"\b(?:a\)|b)c\b",
    r"\b(?:[(|]|x)y\b",
    # look arounds first, split since they made the position patterns' search four times as long: look behinds
    # before a group or a digit, a choice of look behinds, a look ahead ruling some starts out
    r"\b(?<!kick )(?<!it )(?:hit|struck|played) (?:the )?ball\b",
    r"\b(?<!our )(?:\d+|two) yards\b",
    r"\b(?:(?<=their )|(?<=the ))keeper played\b",
    r"\b(?!(?:played|passed) (?:it )?through)(?:passed|played|hit) (?:it )?(?:to|through)\b",
    # a hyphen, an apostrophe or a space a match starts with, or has among its first letters, is a letter too (the
    # doubt list's "- or" had left its hundred wordings tried one after another at every word)
    r"\b(?:(?<= )- or|x-y|two yards|it's) off\b",
    # a choice of words and look behinds, a word of any letter, the possessive of any word: each had been tried
    # at every word, and kept the position patterns around it apart (two thirds of their search time)
    r"\b(?:now |(?:was|is) back |(?<=got back )|(?<=ran back ))level\b",
    r"\b(?<=ball )[a-z][\w-]* played\b",
    r"\b(?:his|(?!(?:backs|keepers)\b)[\w-]+s) knee\b",
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
    "abc",
    "end",
    "a)c",
    "bc",
    "(y",
    "|y",
    "xy",
    "２",
    "٣",
    "２cm",
    "kick",
    "hit",
    "struck",
    "yards",
    "-",
    "or",
    "x-y",
    "it's",
    "now",
    "is",
    "back",
    "got",
    "ran",
    "level",
    "his",
    "backs",
    "keepers",
    "kanes",
    "knee",
    "Éds",
    "Xs",
    "_s",
    "２s",
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
    # They all start on letters or digits, so the engine tries them only where a word starts as they do (the speed
    # the merging is for).
    merged = compiled(list(enumerate(PATTERNS))).pattern
    assert "(?:(?!(?:he|it)" not in merged and "(?!(?:backs" not in merged
    assert " (?:(?:the )?ball" not in merged and "(?:(?:a|one|two|\\d+) ?)?" not in merged
    assert "(?:(?<= )- or|" not in merged and "(?:now |" not in merged and "(?<=ball )[a-z]" not in merged
    assert (
        "(?<!kick )(?<!it )(?:" not in merged
        and "(?:(?<=their )|" not in merged
        and "(?!(?:played" not in merged
    )


def test_a_look_behind_before_a_group_with_a_capture_is_kept_whole() -> None:
    # split into ways, the group would be copied and numbered anew: group(1) is what the reader reads
    merged = re.compile(" (?:" + at_words([r"(?<!our )(?:(their|the) keeper|him)"]) + ")")
    found = merged.search(" then their keeper ")
    assert found is not None and found.group(1) == "their"


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


def _odd_halves() -> list[str]:
    """Fans' questions and plays to read the data patterns against: the tuning halves of the check sets (never
    the held-out ones), and the benchmark's questions."""
    from benchmarks.var_explain import QUESTIONS
    from tests.laws.evaluate import load
    from tests.laws.test_eval import CHECK_SETS

    return [q["ask"] for name in sorted(CHECK_SETS) for q in load(name)[0::2][:40]] + QUESTIONS


def test_every_told_play_pattern_list_merged_matches_as_listed():
    """situation_words.toml's lists, each merged as the reader compiles it, against the same patterns tried one
    after another, over real fans' plays in the form the reader reads them."""
    from unittest import mock

    from bot.laws import situation_text

    lists: list[list[tuple[int, str]]] = []
    real = situation_text.compiled

    def kept(tagged: list[tuple[int, str]]) -> re.Pattern[str]:
        lists.append(list(tagged))
        return real(tagged)

    with mock.patch.object(situation_text, "compiled", kept):
        words = situation_text.word_lists.__wrapped__()
    texts = [situation_text.blanked(situation_text.unblanked(t), words) for t in _odd_halves()]
    for tagged in lists:
        one_by_one = re.compile(
            " (?:" + "|".join(f"{p[2:]}(?P<t{tag}_{i}>)" for i, (tag, p) in enumerate(tagged)) + ")"
        )
        merged = real(tagged)
        for text in texts:
            assert _matches(merged, text) == _matches(one_by_one, text), (tagged[:3], text)


def test_the_phrase_list_merged_matches_as_listed():
    """situation_words.toml's [phrases] (several words mended at once), merged by their first letters, against the
    same phrases tried one after another, longest first, over real fans' plays."""
    from bot.laws import situation_text

    words = situation_text.word_lists()
    phrases = sorted(words.phrase_for, key=len, reverse=True)
    one_by_one = re.compile(" (?:" + "|".join(map(re.escape, phrases)) + ")(?= )")
    for text in (situation_text.unblanked(t) for t in _odd_halves()):
        for joined in (text, " ".join(f" {p} " for p in phrases[:40])):
            assert words.phrases is not None
            assert [m.span() for m in words.phrases.finditer(joined)] == [
                m.span() for m in one_by_one.finditer(joined)
            ]


def test_every_wording_list_merged_matches_as_listed():
    """words.toml's pattern lists, merged as understand reads them, against the same patterns one after another."""
    from bot.laws import vocabulary

    data = vocabulary.words_data()
    lists = [data[name]["patterns"] for name in ("reported", "doubted_claim", "compared")]
    lists += [found for found in data["polarity"].values() if found]
    texts = [form for t in _odd_halves() for form in (vocabulary.plain(t), vocabulary.fold_keep_hyphens(t))]
    for patterns in lists:
        merged = vocabulary.one_pattern(patterns)
        one_by_one = re.compile("|".join(f"(?:{p})" for p in patterns))
        for text in texts:
            assert [(m.span(), m.groupdict()) for m in merged.finditer(text)] == [
                (m.span(), m.groupdict()) for m in one_by_one.finditer(text)
            ], (patterns[:2], text)
