"""How a fan's words are read as the Laws' words: words.toml's synonyms, other languages' football words,
phrases and the patterns of its sections, folded and stemmed the way both the index and a question are."""

from __future__ import annotations

import re
import tomllib
from functools import cache, lru_cache
from importlib import resources
from itertools import chain
from typing import Any

from bot.laws.ascii_regex import Regex
from bot.laws.patterns import at_words
from bot.names import fold


@cache
def _vocabulary() -> tuple[frozenset[str], dict[str, str]]:
    """(filler words, synonyms) from words.toml: fans' synonyms and other languages' football words."""
    data = words_data()
    return frozenset(data["stopwords"]), {**data.get("translated", {}), **data["synonyms"]}


@cache
def words_data() -> dict[str, Any]:
    return tomllib.loads((resources.files("bot.laws") / "words.toml").read_text(encoding="utf-8"))


@cache
def goal_told_bare() -> tuple[frozenset[str], frozenset[str]]:
    """words.toml [goal_told_bare]: the words (as `words` gives them) of a goal told with no fact of it, and those
    of them that say it was scored."""
    table = words_data().get("goal_told_bare", {})
    return frozenset(table.get("words", ())), frozenset(table.get("scored", ()))


@cache
def phrase_pattern() -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """words.toml [phrases]: several words read as the Laws' words ("fuera de juego" is offside), with a
    hyphen or spaces between them, matched on folded text."""
    table = {" ".join(k.split()): v for k, v in words_data().get("phrases", {}).items()}
    if not table:
        return None, {}
    # Longest first, each grouped under its first letter: the engine tries the hundred phrases at each word
    # start, and grouped it tests some twenty letters there instead (56 -> 23 us over 500 characters, and a
    # question's text is read for phrases three times). Phrases starting with different letters never match at
    # the same place, and within a letter the order is kept: the same phrase matches as before.
    by_letter: dict[str, list[str]] = {}
    for phrase in sorted(table, key=len, reverse=True):
        first, *others = phrase.split()
        rest = re.escape(first[1:]) + "".join(r"[\s-]+" + re.escape(w) for w in others)
        by_letter.setdefault(phrase[0], []).append(rest)
    body = "|".join(f"{re.escape(letter)}(?:{'|'.join(rests)})" for letter, rests in by_letter.items())
    return re.compile(rf"(?<![a-z0-9-])(?:{body})(?![a-z0-9])"), table


_SPACES_OR_HYPHENS = re.compile(r"[\s-]+")


@cache
def translated_pattern() -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """words.toml [translated]: one word of another language read as the Laws' word ("ofsajd", "abseits" are
    offside) where a question's side is read: the ranking reads them as its words already, and "does a save
    reset ofsajd?" had taken no side, so the answer asking "is it offside?" kept its Yes (voices17)."""
    table = {fold(k): v for k, v in words_data().get("translated", {}).items() if " " not in k}
    if not table:
        return None, {}
    words = sorted(table, key=len, reverse=True)
    return re.compile(rf"(?<![a-z0-9-])(?:{at_words([re.escape(w) for w in words])})(?![a-z0-9])"), table


def phrase_key(found: str) -> str:
    """A phrase as [phrases] lists it, whatever spaces or hyphens the fan put between its words."""
    return " ".join(_SPACES_OR_HYPHENS.split(found))


MAX_TOKENS = 120  # a 500-character question has fewer; more is pasted text, not a question
_NO_APOSTROPHES = str.maketrans("", "", "’‘`'")  # "isn't" is "isnt", as fans also type it
_LAW_NUMBER = re.compile(r"\blaws?(?: no| number)? \d{1,2}(?: \d{1,2})?\b")
# A team's shape written in numbers ("4-4-2", "3-5-2", "4-2-3-1"): a formation, not numbers a Law could be asked of ("is
# 4-4-2 better than 3-5-2" had the suspension answer, read as a count of yellows). Three or four parts: a score has two.
_FORMATION = re.compile(r"\b[1-6](?:-[1-6]){2,3}\b")


def one_pattern(patterns: list[str]) -> Regex:
    """One regex for many. Those that start at a word share one `\\b` in front, merged by their first letters
    (bot.laws.patterns): the engine then tries them only where a word starts, and there only those that start
    as it does (a quarter faster over a 500-character question than one after another)."""
    at_word = [p.removeprefix(r"\b") for p in patterns if p.startswith(r"\b")]
    parts = [r"\b(?:" + at_words(at_word) + ")"] if at_word else []
    parts += [f"(?:{p})" for p in patterns if not p.startswith(r"\b")]
    return Regex("|".join(parts))  # in ASCII mode where it can be (bot.laws.ascii_regex)


@cache  # read for every sentence of every question
def _needs(section: str) -> tuple[str, ...] | None:
    """words.toml: the words a section's patterns cannot match without, or None to search always. "reported"
    reads [reported] needs; "polarity_needs.onside" one side's list in [polarity_needs]."""
    table, _, side = section.partition(".")
    found = words_data().get(table, {}).get(side or "needs")
    return tuple(found) if found else None


def may_say(text: str, section: str) -> bool:
    """Whether `text` may match the section's patterns: it has one of the words they need (a few substring
    checks, where a search of a long alternation costs up to 0.1 ms over 500 characters)."""
    needs = _needs(section)
    return needs is None or any(word in text for word in needs)


@cache
def _reported() -> Regex | None:
    """words.toml [reported]: who told the fan a claim ("a mate swears", "somebody told me"), dropped."""
    patterns = words_data().get("reported", {}).get("patterns", [])
    return one_pattern(patterns) if patterns else None


@cache
def _compared() -> Regex | None:
    """words.toml [compared]: a football question told by comparing it with another sport."""
    patterns = words_data().get("compared", {}).get("patterns", [])
    return one_pattern(patterns) if patterns else None


def compares_sports(text: str) -> bool:
    """Whether the fan asks about football by way of another sport ("is offside like in the NFL?")."""
    compared = _compared()
    folded = fold_keep_hyphens(text)
    return (compared is not None and compared.search(folded) is not None) or asks_if_same_as_another_sport(
        text
    )


@cache
def _sameness() -> Regex | None:
    """words.toml [compared_sameness]: whether football's rule is the same as another sport's (one pattern, not
    merged by `one_pattern`: its named groups mark the words dropped before ranking)."""
    patterns = words_data().get("compared_sameness", {}).get("patterns", [])
    return Regex("|".join(f"(?:{p})" for p in patterns)) if patterns else None


def _without_the_likeness(folded: str) -> str:
    """`folded` without the likeness asked and the other sport's name ("is offside the same as in rugby" reads
    "is offside the as in"): the rest is the football rule asked about."""
    sameness = _sameness()
    found = sameness.search(folded) if sameness is not None and may_say(folded, "compared_sameness") else None
    if found is None:
        return folded
    alike, sport = found.span("alike"), found.span("sport")
    return f"{folded[: alike[0]]} {folded[alike[1] : sport[0]]} {folded[sport[1] :]}"


def asks_if_same_as_another_sport(text: str) -> bool:
    """Whether the fan asks if a football rule is the same as (or unlike) another sport's ("is offside in soccer
    the same as in rugby?"): the Laws answer what football's rule is, never Yes or No to the likeness."""
    sameness, folded = _sameness(), fold_keep_hyphens(text)
    return (
        sameness is not None and may_say(folded, "compared_sameness") and sameness.search(folded) is not None
    )


@cache
def _sameness_asked() -> Regex | None:
    patterns = words_data().get("sameness_asked", {}).get("patterns", [])
    return Regex("|".join(f"(?:{p})" for p in patterns)) if patterns else None


def asks_if_the_same(sentence: str) -> bool:
    """Whether the sentence that asks asks if one case goes the same as another ("same inside the box if it's
    accidental?", "is that the same outside it?"): words.toml [sameness_asked]."""
    folded, sameness = fold_keep_hyphens(sentence), _sameness_asked()
    return sameness is not None and may_say(folded, "sameness_asked") and sameness.search(folded) is not None


def _translate(folded: str) -> str:
    """Folded text as the Laws say it: who told the fan a claim dropped, other languages' phrases read."""
    folded = _LAW_NUMBER.sub("law", folded)  # the Law a question names is a cue of its own (named_laws)
    if "-" in folded:
        folded = _FORMATION.sub("formation", folded)
    folded = _without_the_likeness(folded)
    reported = _reported()
    if reported is not None and may_say(folded, "reported"):
        folded = reported.sub(lambda m: f" {m.groupdict().get('teller') or ''} ", folded)
    # "is he having me on?", "is it a myth that": how a claim is checked, not what it is about
    doubted = doubted_claim_pattern()
    if doubted is not None and may_say(folded, "doubted_claim"):
        folded = doubted.sub(" ", folded)
    pattern, table = phrase_pattern()
    if pattern is None:
        return folded
    return pattern.sub(lambda m: table[phrase_key(m.group())], folded)


@lru_cache(maxsize=65536)  # fans use a few thousand words: each stemmed once
def _stem(word: str) -> str:
    """A light stemmer, enough for fans' plurals and verb forms: holding -> hold, seconds -> second."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)]
    return word


@lru_cache(maxsize=256)  # the ranking reads a question's words twice, with and without the filler words
def _parts(text: str) -> tuple[tuple[str, ...], tuple[bool, ...]]:
    """Each word as `words` gives it, and whether it is a filler word (two tuples, not a pair per word: what
    a cache keeps alive, the garbage collector scans). Read token by token from caches (`_token_words`,
    `_word_parts`): a 500-character question's hundred words cost 0.16 -> 0.08 ms, where each was split,
    mapped, stemmed and looked up again."""
    found = [w for token in _TOKEN.findall(as_laws_say(text)) for w in _token_words(token)][:MAX_TOKENS]
    read = [_word_parts(w) for w in found]
    return tuple(chain.from_iterable(p for p, _ in read)), tuple(chain.from_iterable(f for _, f in read))


@lru_cache(maxsize=65536)  # fans use a few thousand words: each read once
def _word_parts(word: str) -> tuple[tuple[str, ...], tuple[bool, ...]]:
    """One word's parts as `_parts` gives them (a synonym may be several words), and whether each is filler."""
    stopwords, synonyms = _vocabulary()
    parts = synonyms.get(word, word).split()
    return tuple(_stem(part) for part in parts), tuple(part in stopwords for part in parts)


def all_words(text: str) -> list[str]:
    """As `words`, but filler words kept: "who decides" and "does it decide" must differ for cues."""
    return list(_parts(text)[0])


def words(text: str) -> list[str]:
    """Fold, split, map fans' synonyms, drop filler words, stem: the form both index and question take."""
    parts, fillers = _parts(text)
    return [part for part, filler in zip(parts, fillers, strict=True) if not filler]


def fold_keep_hyphens(text: str) -> str:
    """As bot.names.fold (lower case, accents and punctuation removed), but hyphens are kept."""
    return "-".join(fold(part) for part in re.split(r"(?<=\w)-+(?=\w)", text)) if "-" in text else fold(text)


_TOKEN = re.compile(r"[a-z0-9]+(?:-+[a-z0-9]+)*")


@lru_cache(maxsize=65536)  # fans use a few thousand words: each read once
def _token_words(token: str) -> tuple[str, ...]:
    """The words of one token of folded text. A hyphenated word is read joined when fans also write it as one
    word we know ("re-do" is "redo", a retake), otherwise as its parts ("throw-in" is "throw in")."""
    joined = token.replace("-", "")
    if joined != token and joined in _vocabulary()[1]:
        return (joined,)
    return tuple(token.replace("-", " ").split())


@lru_cache(maxsize=4096)  # one question is read by words, all_words and the embedding: folded once
def as_laws_say(text: str) -> str:
    """Folded, who told the claim dropped, other languages' football words read as the Laws' ("fuera de juego")."""
    return _translate(fold_keep_hyphens(text))


@lru_cache(maxsize=1024)  # the claim, form and polarity readings each ask it of the same question
def plain(text: str) -> str:
    """A question as the claim and polarity patterns read it: lower case, apostrophes dropped ("isn't" is
    "isnt", as fans also type it)."""
    return text.lower().translate(_NO_APOSTROPHES).strip()


@cache
def doubted_claim_pattern() -> Regex | None:
    """words.toml [doubted_claim]: a claim put to us asking whether it is false ("is he having me on?")."""
    patterns = words_data().get("doubted_claim", {}).get("patterns", [])
    return one_pattern(patterns) if patterns else None
