"""What a fan means by a Laws question: an intent, a whole topic, a table question, or "not sure".

Every intent's paraphrases (and every topic's aliases and sample questions) are documents of a BM25 index,
so rare, telling words ("throw-in", "armpit", "Nazinho") outweigh common ones ("goal", "player"). Fans'
typos are corrected against the index's own vocabulary before ranking (rapidfuzz), so "ofside" finds
"offside" without letting "play" turn into "player"; football words of other languages ("árbitro", "fuera de
juego", "makes hand") are read as the Laws' words first (words.toml [translated], [phrases]), who told a
claim ("a mate swears ...") is dropped ([reported]), and a Law named by number ("law 14") favours the
answers citing it. When the best two answers are close we say so and
offer both; when nothing scores well we say we are not sure and offer the closest three.

Answers are ranked by score and by how much of the question their wording covers, so a new voice's
question goes to the answer that explains most of it, not to one sharing a single rare word. A long story
that shares many telling words with one answer is answered even though it covers little of the story.
Questions no Law answers (fixtures, TV, other sports) are indexed too (elsewhere.toml): found, we say we
are not sure rather than answer with the Law that shares a word with them.
"""

from __future__ import annotations

import logging
import math
import re
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from itertools import chain, pairwise
from typing import Any, Protocol

import bm25s  # type: ignore[import-untyped]  # no type information: what we use is typed by _Scorer
import numpy as np
from rapidfuzz import fuzz, process

from bot.laws.ascii_regex import Regex
from bot.laws.intents import Intent, load_intents
from bot.laws.knowledge import load_topics
from bot.laws.meaning import embed
from bot.laws.patterns import at_words
from bot.names import fold

logging.getLogger("bm25s").setLevel(logging.WARNING)  # it logs each index build at DEBUG to the root handler
MAX_TOKENS = 120  # a 500-character question has fewer; more is pasted text, not a question
MEANING_CHARS = 2000  # the longest question in the evaluation sets has under 400 characters
DEFINING_USES = 4  # a topic's own term: in at least this many of its paraphrases ...
DEFINING_SHARE = 0.95  # ... and this share of all the paraphrases that use it
CONCENTRATION_PRIOR = 4  # a word's concentration is smoothed as if it had this many uses spread evenly


@dataclass(frozen=True, slots=True)
class Tuning:
    """Thresholds, set on the tuning half of the evaluation set (tests/laws/eval/tuning.toml) only."""

    answer_at: float = 1.0  # below this best score nothing is asserted
    confident_at: float = 0.35  # share of the question (by word weight) the answer's own wording covers
    close_ratio: float = 0.99  # a rival within this share of the best, and about as well covered: ask
    # ... "about as well covered": the rival explains at least this share less of the question. With meaning in the
    # ranking (2026-12) 0.1 turned answers right by both measures into "which of these two?": at 0.0 the untuned
    # halves +0.2 right topic and direct, the tuned +0.6/+0.5; a rival as near and as well covered still asks.
    close_confidence: float = 0.0
    prefer_intent: float = 0.9  # a topic's own intent this close to the topic answers more directly
    second_weight: float = 0.25  # a target matched by several of its paraphrases is surer
    confidence_rank: float = 1.0  # rank by score x (1 + this x confidence): well-covered answers first
    strong_at: float = 5.5  # a best score this high (a long story sharing many telling words) ...
    strong_confidence: float = 0.15  # ... needs only this confidence
    form_boost: float = 0.3  # a yes/no question prefers yes/no intents, a "what/who/how" one the others
    cue_boost: float = 0.3  # an intent whose cue words (intent TOML `cues`) the question uses
    exclude_cut: float = 0.5  # an intent whose `excludes` the question uses: it asks about another case
    defining_confidence: float = 0.15  # a question naming one topic's own term ("dogso") needs only this
    unknown_weight: float = 1.0  # a word the Laws never use (a name) weighs this share of the rarest word
    # A word's tie to one topic (its concentration), not only its rarity. Measured 2026 on every non-held-out
    # set and off on all of them: as a multiplier on each word's BM25 weight (0.3) it cost 0.5-2.7 points of
    # right topic on five of seven sets, on confidence (0.3-0.6) nothing or a little, and as a vote for the
    # topic the question's words tie to (0.5) +2.9 on voices4's odd half but -0.5 to -1.3 on four others.
    concentration_score: float = 0.0  # how much a word's concentration weighs in its BM25 score
    topic_vote: float = 0.0  # an answer whose topic the question's words tie to (by concentration) is surer
    # The clause that asks (the sentence with "?" among others, or what follows "but"/"so"/"my question is"):
    # its words' BM25 scores counted again at this weight. Measured 2026-12: at 0.25 voices2 +0.5, the rest
    # level (0.5 and 1.0 cost tuning2b situations and voices3); off, as it did not hold on every gate.
    clause_weight: float = 0.0
    law_boost: float = 0.3  # a question naming a Law ("law 14", "under Law 11") prefers the answers citing it
    law_clause_boost: float = 0.15  # ... and more the ones citing the very clause ("law 12.2")
    # ... and a Law named by what it is called ("offside", "handball", "pen": words.toml [law_names]). Measured
    # 2026-12: at 0.3 right topic +0.3 on the tuned halves, +0.2 on the check halves, direct +0.2 on both;
    # "do arms count for offside?" no longer reaches handball, nor "offside ... backwards" the penalty.
    law_name_boost: float = 0.3
    # A question worded on the offside or the onside side prefers the sibling intent worded on the same side.
    # Measured 2026-12: the tuned halves +0.2 direct, the untuned unchanged; it stops "Is a level player
    # offside?" being answered "Yes." by the intent that asks whether he is onside (a hostile probe's find).
    side_boost: float = 0.6
    # ... and the same on the sanction's lenient side (words.toml [polarity] lenient), "only a yellow?" against
    # "a straight red?". Measured 2026-12 on the odd halves: lenient only +1 right topic, +1 direct (both sides: -4)
    sanction_boost: float = 0.6
    # What a question means beside the words it shares (bot.laws.meaning): each answer's score is raised by how
    # close in meaning its nearest paraphrase is, above a floor. Measured 2026-12 on the check halves (the even
    # questions of voices3-8 and plays1): right topic 85.9% -> 89.4%, direct 77.3% -> 81.6%; as an added score
    # rather than a multiplier, or granting confidence to a near paraphrase, it gained less or nothing.
    meaning_weight: float = 2.0
    meaning_floor: float = 0.3  # a cosine below this says nothing: unrelated questions score 0.1-0.3


TUNING = Tuning()


@dataclass(frozen=True, slots=True)
class Candidate:
    target: str  # an intent id, a topic id, or a route name ("table")
    kind: str  # "intent", "topic" or "route"
    score: float
    confidence: float = 0.0  # how much of the question (by word weight) this answer's wording covers


@dataclass(frozen=True, slots=True)
class Understanding:
    verdict: str  # "answer", "close", "unsure"
    ranked: tuple[Candidate, ...]
    coverage: float

    @property
    def best(self) -> Candidate | None:
        return self.ranked[0] if self.ranked else None


@cache
def _vocabulary() -> tuple[frozenset[str], dict[str, str]]:
    """(filler words, synonyms) from words.toml: fans' synonyms and other languages' football words."""
    data = _words_data()
    return frozenset(data["stopwords"]), {**data.get("translated", {}), **data["synonyms"]}


@cache
def _words_data() -> dict[str, Any]:
    return tomllib.loads((resources.files("bot.laws") / "words.toml").read_text(encoding="utf-8"))


@cache
def goal_told_bare() -> tuple[frozenset[str], frozenset[str]]:
    """words.toml [goal_told_bare]: the words (as `words` gives them) of a goal told with no fact of it, and those
    of them that say it was scored."""
    table = _words_data().get("goal_told_bare", {})
    return frozenset(table.get("words", ())), frozenset(table.get("scored", ()))


@cache
def _phrases() -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """words.toml [phrases]: several words read as the Laws' words ("fuera de juego" is offside), with a
    hyphen or spaces between them, matched on folded text."""
    table = {" ".join(k.split()): v for k, v in _words_data().get("phrases", {}).items()}
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
def _translated() -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """words.toml [translated]: one word of another language read as the Laws' word ("ofsajd", "abseits" are
    offside) where a question's side is read: the ranking reads them as its words already, and "does a save
    reset ofsajd?" had taken no side, so the answer asking "is it offside?" kept its Yes (voices17)."""
    table = {fold(k): v for k, v in _words_data().get("translated", {}).items() if " " not in k}
    if not table:
        return None, {}
    words = sorted(table, key=len, reverse=True)
    return re.compile(rf"(?<![a-z0-9-])(?:{at_words([re.escape(w) for w in words])})(?![a-z0-9])"), table


def _phrase_key(found: str) -> str:
    """A phrase as [phrases] lists it, whatever spaces or hyphens the fan put between its words."""
    return " ".join(_SPACES_OR_HYPHENS.split(found))


_NO_APOSTROPHES = str.maketrans("", "", "’‘`'")  # "isn't" is "isnt", as fans also type it
_LAW_NUMBER = re.compile(r"\blaws?(?: no| number)? \d{1,2}(?: \d{1,2})?\b")


def _one_pattern(patterns: list[str]) -> Regex:
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
    found = _words_data().get(table, {}).get(side or "needs")
    return tuple(found) if found else None


def _may_say(text: str, section: str) -> bool:
    """Whether `text` may match the section's patterns: it has one of the words they need (a few substring
    checks, where a search of a long alternation costs up to 0.1 ms over 500 characters)."""
    needs = _needs(section)
    return needs is None or any(word in text for word in needs)


@cache
def _reported() -> Regex | None:
    """words.toml [reported]: who told the fan a claim ("a mate swears", "somebody told me"), dropped."""
    patterns = _words_data().get("reported", {}).get("patterns", [])
    return _one_pattern(patterns) if patterns else None


@cache
def _compared() -> Regex | None:
    """words.toml [compared]: a football question told by comparing it with another sport."""
    patterns = _words_data().get("compared", {}).get("patterns", [])
    return _one_pattern(patterns) if patterns else None


def compares_sports(text: str) -> bool:
    """Whether the fan asks about football by way of another sport ("is offside like in the NFL?")."""
    compared = _compared()
    folded = _fold(text)
    return (compared is not None and compared.search(folded) is not None) or asks_if_same_as_another_sport(
        text
    )


@cache
def _sameness() -> Regex | None:
    """words.toml [compared_sameness]: whether football's rule is the same as another sport's (one pattern, not
    merged by `_one_pattern`: its named groups mark the words dropped before ranking)."""
    patterns = _words_data().get("compared_sameness", {}).get("patterns", [])
    return Regex("|".join(f"(?:{p})" for p in patterns)) if patterns else None


def _without_the_likeness(folded: str) -> str:
    """`folded` without the likeness asked and the other sport's name ("is offside the same as in rugby" reads
    "is offside the as in"): the rest is the football rule asked about."""
    sameness = _sameness()
    found = sameness.search(folded) if sameness is not None else None
    if found is None:
        return folded
    alike, sport = found.span("alike"), found.span("sport")
    return f"{folded[: alike[0]]} {folded[alike[1] : sport[0]]} {folded[sport[1] :]}"


def asks_if_same_as_another_sport(text: str) -> bool:
    """Whether the fan asks if a football rule is the same as (or unlike) another sport's ("is offside in soccer
    the same as in rugby?"): the Laws answer what football's rule is, never Yes or No to the likeness."""
    sameness = _sameness()
    return sameness is not None and sameness.search(_fold(text)) is not None


def _translate(folded: str) -> str:
    """Folded text as the Laws say it: who told the fan a claim dropped, other languages' phrases read."""
    folded = _LAW_NUMBER.sub("law", folded)  # the Law a question names is a cue of its own (named_laws)
    folded = _without_the_likeness(folded)
    reported = _reported()
    if reported is not None and _may_say(folded, "reported"):
        folded = reported.sub(lambda m: f" {m.groupdict().get('teller') or ''} ", folded)
    # "is he having me on?", "is it a myth that": how a claim is checked, not what it is about
    doubted = _doubted_claim()
    if doubted is not None and _may_say(folded, "doubted_claim"):
        folded = doubted.sub(" ", folded)
    pattern, table = _phrases()
    if pattern is None:
        return folded
    return pattern.sub(lambda m: table[_phrase_key(m.group())], folded)


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
    found = [w for token in _TOKEN.findall(_as_laws_say(text)) for w in _token_words(token)][:MAX_TOKENS]
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


def _fold(text: str) -> str:
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


@dataclass(frozen=True, slots=True)
class Route:
    """A question that is not about the Laws, sent to the command that answers it (routes.toml)."""

    label: str
    command: str
    answer: str
    paraphrases: tuple[str, ...]


@cache
def routes() -> dict[str, Route]:
    data = tomllib.loads((resources.files("bot.laws") / "routes.toml").read_text(encoding="utf-8"))
    return {
        r["id"]: Route(r["label"], r["command"], r["answer"], tuple(r["paraphrases"]))
        for r in data.get("route", [])
    }


@cache
def elsewhere() -> tuple[str, ...]:
    """Questions no Law answers (elsewhere.toml): found, they make the verdict "unsure"."""
    data = tomllib.loads((resources.files("bot.laws") / "elsewhere.toml").read_text(encoding="utf-8"))
    return tuple(data["paraphrases"])


class _Scorer(Protocol):
    """The part of bm25s.BM25 we use (bm25s ships no type information): each word's score in each paraphrase
    it is in, stored by word as a sparse column ("data", "indices" and "indptr" of a CSC matrix)."""

    scores: dict[str, np.ndarray]
    vocab_dict: dict[str, int]


@dataclass(frozen=True, slots=True)
class _Index:
    bm25: _Scorer
    doc_target: np.ndarray  # document number -> target number
    targets: tuple[tuple[str, str], ...]  # target number -> (target, kind)
    vocabulary: frozenset[str]
    vocab_list: tuple[str, ...]
    # target number x word number (of `vocab_list`): 1.0 where the word is in one of the target's paraphrases
    target_words: np.ndarray
    word_number: dict[str, int]  # word -> its number in `vocab_list`
    idf: dict[str, float]
    unknown_idf: float  # the rarest word the Laws use (a word they never use weighs a share of it)
    # the intents' cue phrases filed under their first words: a question's words find the few phrases that may
    # be in it, found then as runs of whole words
    cues: _Phrases
    excludes: _Phrases  # the same for the phrases that rule an intent out
    yes_no: np.ndarray  # per target: 1 a yes/no intent, -1 another intent, 0 a topic or route
    topic_of: np.ndarray  # per target: the number of its topic (an intent's topic, a topic itself), else -1
    defining: dict[str, int]  # a term used again and again, always within one topic ("dogso"): that topic
    concentration: dict[
        str, float
    ]  # per word: the share of its use (relative to topic size) in its main topic
    shares: dict[str, np.ndarray]  # per word: its share of use (relative to topic size) in each group
    group: np.ndarray  # per target: its group (column of `shares`)
    number: dict[tuple[str, str], int]  # (target, kind) -> target number
    laws: tuple[frozenset[str], ...]  # per target: the Laws and clauses it cites ("14", "14.2")
    # Per paraphrase, its unit sentence vector (bot.laws.meaning), stored one dimension per row: the product
    # streams through it twice as fast as through one paraphrase per row (0.54 -> 0.25 ms, 4 MB out of cache).
    meaning_by_dimension: np.ndarray
    first_doc: np.ndarray  # where each target's run of paraphrases starts (they are consecutive rows)
    run_length: np.ndarray  # ... how many paraphrases each run has
    run_target: np.ndarray  # ... and whose run it is (the target number)
    onside_side: np.ndarray  # per target: the side of ONSIDE_AXIS its intent's question is worded on (0 none)
    sanction_side: np.ndarray  # ... and of SANCTION_AXIS ("only a yellow?" against "a red card?")
    needs: _Phrases  # as `cues`: the phrases one of which an intent needs said
    needy: frozenset[int]  # the intents that need one


@dataclass(frozen=True, slots=True)
class _Phrases:
    """Intents' phrases (cues, excludes or needs) filed under their first two words ("w1 w2"; a one-word phrase
    under its word): a question says few of the keys, found by one set look-up. A phrase of one or two words is
    its key, so it is said wherever its key is; only a longer one is then looked for in the question's run of
    words, " w1 w2 w3 ... " (half the look-ups of looking for every phrase)."""

    whole: dict[str, tuple[int, ...]]  # key -> the targets of the phrases that are the key itself
    longer: dict[str, tuple[tuple[str, int], ...]]  # key -> (a longer phrase as " w1 w2 w3 ", its target)

    def __bool__(self) -> bool:
        return bool(self.whole or self.longer)


def _phrases_by_first_word(
    targets: list[tuple[str, str]], phrases_of: Callable[[Intent], tuple[str, ...]]
) -> _Phrases:
    """Each intent's phrases (cues or excludes) as `_Phrases`."""
    intents = load_intents()
    whole: dict[str, tuple[int, ...]] = {}
    longer: dict[str, tuple[tuple[str, int], ...]] = {}
    for t, (target, kind) in enumerate(targets):
        for phrase in phrases_of(intents[target]) if kind == "intent" else ():
            if said_words := all_words(phrase):
                key = " ".join(said_words[:2])
                if len(said_words) <= 2:
                    whole[key] = (*whole.get(key, ()), t)
                else:
                    longer[key] = (*longer.get(key, ()), (f" {' '.join(said_words)} ", t))
    return _Phrases(whole, longer)


@cache
def _index() -> _Index:
    targets: list[tuple[str, str]] = []
    docs: list[list[str]] = []
    owner: list[int] = []
    said: list[str] = []

    def add(target: str, kind: str, phrases: tuple[str, ...]) -> None:
        targets.append((target, kind))
        for phrase in phrases:
            tokens = words(phrase)
            if tokens:
                docs.append(tokens)
                owner.append(len(targets) - 1)
                said.append(phrase)

    for intent in load_intents().values():
        add(intent.id, "intent", (intent.question, *intent.paraphrases))
    for topic in load_topics().values():
        add(topic.id, "topic", (topic.title, *topic.aliases, *topic.questions))
    for name, route in routes().items():
        add(name, "route", route.paraphrases)
    add("elsewhere", "elsewhere", elsewhere())
    bm25 = bm25s.BM25()
    bm25.index(docs, show_progress=False)
    vocab = frozenset(w for d in docs for w in d)
    target_words: list[set[str]] = [set() for _ in targets]
    df: dict[str, int] = {}
    for doc, t in zip(docs, owner, strict=True):
        target_words[t].update(doc)
        for w in set(doc):
            df[w] = df.get(w, 0) + 1
    intents = load_intents()
    cues = _phrases_by_first_word(targets, lambda intent: intent.cues)
    excludes = _phrases_by_first_word(targets, lambda intent: intent.excludes)
    needs = _phrases_by_first_word(targets, lambda intent: intent.needs)
    yes_no = np.array(
        [(1 if intents[t].yes_no else -1) if kind == "intent" else 0 for t, kind in targets], dtype=float
    )
    number = {target: t for t, (target, kind) in enumerate(targets) if kind == "topic"}
    topic_of = np.array(
        [number.get(intents[t].topic if kind == "intent" else t, -1) for t, kind in targets], dtype=int
    )
    n = len(docs)
    # Terms that name one topic: used in several of its paraphrases and (nearly) nowhere else. A word used
    # once is as rare as a name but says nothing: only these are telling enough to answer on their own.
    per_topic: dict[str, dict[int, int]] = {}
    for doc, t in zip(docs, owner, strict=True):
        for w in set(doc):
            per_topic.setdefault(w, {})
            per_topic[w][int(topic_of[t])] = per_topic[w].get(int(topic_of[t]), 0) + 1
    defining: dict[str, int] = {}
    # The seed match's topics are told in names (Marseille, Sporting), not a Law's terms: none name them.
    stories = {number[s] for s in ("kane-sporting-2022", "conte-red-card-2022") if s in number}
    for w, counts in per_topic.items():
        home, uses = max(counts.items(), key=lambda kv: kv[1])
        if (
            home >= 0
            and home not in stories
            and uses >= max(DEFINING_USES, DEFINING_SHARE * sum(counts.values()))
        ):
            defining[w] = home
    idf = {w: math.log(1 + (n - d + 0.5) / (d + 0.5)) for w, d in df.items()}
    vocab_list = tuple(sorted(vocab))
    word_number = {w: i for i, w in enumerate(vocab_list)}
    first_doc = np.flatnonzero(np.r_[True, np.diff(owner) != 0])
    return _Index(
        bm25,
        np.array(owner),
        tuple(targets),
        vocab,
        vocab_list,
        _word_matrix(target_words, word_number),
        word_number,
        idf,
        max(idf.values()),
        cues,
        excludes,
        yes_no,
        topic_of,
        defining,
        *_concentration(
            docs,
            [_group(t, int(topic_of[t])) for t in owner],
            [_group(t, int(g)) for t, g in enumerate(topic_of)],
        ),
        {target: t for t, target in enumerate(targets)},
        tuple(_cited(target, kind) for target, kind in targets),
        np.ascontiguousarray(embed([_as_laws_say(p) for p in said]).T),
        first_doc,
        np.diff(np.r_[first_doc, n]),
        np.array(owner)[first_doc],
        np.array(
            [polarity(intents[t].question, ONSIDE_AXIS) if kind == "intent" else 0 for t, kind in targets]
        ),
        np.array(
            [polarity(intents[t].question, SANCTION_AXIS) if kind == "intent" else 0 for t, kind in targets]
        ),
        needs,
        frozenset(
            t for t, (target, kind) in enumerate(targets) if kind == "intent" and intents[target].needs
        ),
    )


def _word_matrix(target_words: list[set[str]], word_number: dict[str, int]) -> np.ndarray:
    """Which words each target's paraphrases use, as rows of 1.0 and 0.0: how much of a question a target
    covers is then one product of a few rows with the question's word weights, not a set intersection and a
    sum in Python per ranked target (0.19 -> 0.03 ms for a 500-character question). The same weights are
    added in another order, as a set's order already varied with the hash seed: the same answers on 4,610
    questions, their confidences equal to nine places."""
    out = np.zeros((len(target_words), len(word_number)))
    for t, found in enumerate(target_words):
        out[t, [word_number[w] for w in found]] = 1.0
    return out


_CITED = re.compile(r"\bLaws?\s+((?:\d+(?:\.\d+)?(?:\s*(?:,|and|&)\s*)?)+)", re.IGNORECASE)
_NAMED_LAW = Regex(r"\blaws?\s*(?:no\.?\s*|number\s*|#\s*)?(\d{1,2})(?:\.(\d{1,2}))?\b", re.IGNORECASE)


def _cited(target: str, kind: str) -> frozenset[str]:
    """The Laws ("11") and clauses ("11.2") an intent's or topic's answer cites."""
    if kind == "intent":
        texts: tuple[str, ...] = (load_intents()[target].law,)
    elif kind == "topic":
        texts = load_topics()[target].laws
    else:
        return frozenset()
    out: set[str] = set()
    for text in texts:
        if "VAR protocol" in text:
            out.add("var")  # the protocol is no numbered Law, but a question names it ("var") as one
        for group in _CITED.findall(text):
            for number in re.findall(r"\d+(?:\.\d+)?", group):
                out |= {number, number.split(".")[0]}
    return frozenset(out)


def named_laws(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(Laws, clauses) a question names: "law 14" is ({"14"}, {}), "Law 12.2" ({"12"}, {"12.2"})."""
    laws: set[str] = set()
    clauses: set[str] = set()
    for law, clause in _NAMED_LAW.findall(text):
        laws.add(str(int(law)))
        if clause:
            clauses.add(f"{int(law)}.{int(clause)}")
    return frozenset(laws), frozenset(clauses)


@cache
def _law_names() -> re.Pattern[str] | None:
    names = _words_data().get("law_names", {})
    if not names:
        return None
    return re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")\b")


def _laws_called(text: str) -> frozenset[str]:
    """The Laws a question names by what they are called: "offside" is Law 11 (words.toml [law_names])."""
    pattern = _law_names()
    if pattern is None:
        return frozenset()
    names = _words_data()["law_names"]
    return frozenset(names[m] for m in pattern.findall(plain(text)))


def _citing(index: _Index, laws: frozenset[str]) -> np.ndarray:
    """Per target, 1.0 when it cites any of these Laws or clauses: one array per Law, built once."""
    out = np.zeros(len(index.laws))
    for law in laws:
        out = np.maximum(out, _law_mask(law))
    return out


@lru_cache(maxsize=256)
def _law_mask(law: str) -> np.ndarray:
    return np.array([law in cited for cited in _index().laws], dtype=float)


def _group(target: int, topic: int) -> int:
    """A target's topic; a route or the not-a-Law questions are each a group of their own."""
    return topic if topic >= 0 else -1 - target


def _concentration(
    docs: list[list[str]], groups: list[int], target_groups: list[int]
) -> tuple[dict[str, float], dict[str, np.ndarray], np.ndarray]:
    """Per word, how strongly it ties to one topic: its rate of use in each topic's paraphrases (so a big
    topic does not win by size alone), the main topic's share of those rates. 1.0 is a word only one topic
    uses ("armpit", "shootout"), 1/N one that N topics use alike ("keeper", "line")."""
    size: dict[int, int] = {}
    uses: dict[str, dict[int, int]] = {}
    for doc, g in zip(docs, groups, strict=True):
        size[g] = size.get(g, 0) + 1
        for w in set(doc):
            per = uses.setdefault(w, {})
            per[g] = per.get(g, 0) + 1
    column = {g: i for i, g in enumerate(sorted(size))}
    out: dict[str, float] = {}
    shares: dict[str, np.ndarray] = {}
    for w, per in uses.items():
        rates = np.zeros(len(column))
        for g, c in per.items():
            rates[column[g]] = c / size[g]
        shares[w] = rates / rates.sum()
        smoothed = rates + CONCENTRATION_PRIOR / len(docs)  # a word used once or twice is weak evidence
        out[w] = float(smoothed.max() / smoothed.sum())
    return out, shares, np.array([column.get(g, -1) for g in target_groups], dtype=int)


@lru_cache(maxsize=4096)
def _correct(word: str) -> str:
    """A word the Laws' vocabulary does not know, replaced by the nearest one it does (typos only)."""
    index = _index()
    if word in index.vocabulary or len(word) < 4 or word.isdigit():
        return word
    found = process.extract(word, index.vocab_list, scorer=fuzz.ratio, score_cutoff=82, limit=5)
    if not found:
        return word
    # Of words equally near, the one the Laws' answers use most: "thrw" is "throw", not "threw", which the
    # alphabet picked first ("ofside from a thrw in" was answered on a goalkeeper's throw)
    nearest = [w for w, score, _ in found if score == found[0][1]]
    return min(nearest, key=lambda w: index.idf.get(w, index.unknown_idf))


# The reply and its Yes or No read the same question, and the reply reads the intent's own question again
# (negated_claim): each is understood once.
@lru_cache(maxsize=1024)
def understand(text: str, tuning: Tuning = TUNING) -> Understanding:
    index = _index()
    query = [_correct(w) for w in words(text)]
    if not query:
        return Understanding("unsure", (), 0.0)
    known = [w for w in query if w in index.vocabulary]
    coverage = len(known) / len(query)
    scores = _scores(index, list(dict.fromkeys(known)), tuning.concentration_score)
    asked: frozenset[str] = frozenset()
    if tuning.clause_weight and (clause := question_clause(text)) is not None:
        asked = frozenset(w for w in (_correct(w) for w in words(clause)) if w in index.vocabulary)
        if len(asked) >= MIN_CLAUSE_WORDS:  # "was he offside?" asks, but adds nothing to the story before it
            scores = scores + tuning.clause_weight * _scores(index, sorted(asked), tuning.concentration_score)
    best, second = _best_two(index, scores)
    total = best + tuning.second_weight * second
    if tuning.meaning_weight:
        total *= 1 + tuning.meaning_weight * _nearness(index, text, tuning.meaning_floor)
    # Three preferences among the leading answer's siblings only (they pick the answer within the topic, never the
    # topic): the question's form, the offside side it is worded on, the sanction's lenient side.
    if tuning.form_boost and (form := question_form(text)):
        total = _siblings_preferred(index, total, index.yes_no * form > 0, tuning.form_boost)
    if tuning.side_boost and question_form(text) >= 0 and (side := polarity(text, ONSIDE_AXIS)):
        # "Is a level player offside?" prefers the sibling worded on the offside side ("No."), not the one
        # worded "onside" ("Yes."): an answer about being onside is never turned (explain.confirms).
        total = _siblings_preferred(index, total, index.onside_side == side, tuning.side_boost)
    if tuning.sanction_boost and question_form(text) >= 0 and polarity(text, SANCTION_AXIS) > 0:
        # "... only got a yellow, is a yellow right?" prefers the sibling worded "only a yellow card?" ("Yes.") to
        # the one asking "a red card?", whose "Not always." cannot be turned to the fan's side. Only the lenient
        # side: "red card" is said in most card questions, and preferring the siblings worded on it cost six
        # answers on the odd halves (a coach's red, a shoot-out caution, VAR and a second yellow).
        total = _siblings_preferred(index, total, index.sanction_side > 0, tuning.sanction_boost)
    if tuning.topic_vote and known:
        vote = np.sum([index.idf[w] * index.shares[w] for w in dict.fromkeys(known)], axis=0)
        lean = np.where(index.group >= 0, vote[index.group], 0.0) / max(float(vote.max()), 1e-9)
        total *= 1 + tuning.topic_vote * lean
    if tuning.law_name_boost:
        called = _laws_called(text)
        if called:
            total *= 1 + tuning.law_name_boost * _citing(index, called)
    if tuning.law_boost or tuning.law_clause_boost:
        laws, clauses = named_laws(text)
        if laws:
            total *= (
                1
                + tuning.law_boost * _citing(index, laws)
                + tuning.law_clause_boost * _citing(index, clauses)
            )
    said_words = all_words(text)
    said = _Said.of(said_words)
    # Each target is in a set once: one vectorised product per step, not a numpy scalar product per target (a
    # long question excludes a hundred), gives each the same product.
    if tuning.cue_boost and index.cues:
        cued = _numbers(_targets_saying(index.cues, said))
        total[cued[total[cued] > 0]] *= 1 + tuning.cue_boost
    if tuning.exclude_cut and index.excludes:
        total[_numbers(_targets_saying(index.excludes, said))] *= 1 - tuning.exclude_cut
    if tuning.exclude_cut and index.needy:
        # ... and an intent whose needed words the question never says asks about something else, cut alike. Read
        # with typos corrected: "does hittin the crosbar reset ofside" says the bar the rebound answer needs
        corrected_words = [_correct(w) for w in said_words]
        corrected = (
            said if corrected_words == said_words else _Said.of(corrected_words)
        )  # most correct nothing
        total[_numbers(index.needy - _targets_saying(index.needs, corrected))] *= 1 - tuning.exclude_cut
    unknown = tuning.unknown_weight * index.unknown_idf
    # Each distinct word's weight times its uses: a long question repeats words, and this runs for 12 answers.
    weight: dict[str, float] = {}
    for w in query:
        weight[w] = weight.get(w, 0.0) + index.idf.get(w, unknown)
    whole = sum(weight.values())
    leading = np.argsort(-total)[:12]
    leading = leading[total[leading] > 0]
    covered = index.target_words[leading] @ _word_weights(index, weight)
    ranked = [
        Candidate(index.targets[i][0], index.targets[i][1], float(total[i]), float(share))
        for i, share in zip(leading.tolist(), covered / whole, strict=True)
    ]
    ranked = sorted(ranked, key=lambda c: -c.score * (1 + tuning.confidence_rank * c.confidence))[:6]
    if not ranked:
        return Understanding("unsure", (), coverage)
    if ranked[0].kind == "elsewhere" and not compares_sports(text):  # not a Laws question: nothing to offer
        return Understanding("unsure", (), coverage)
    ranked = [c for c in ranked if c.kind != "elsewhere"]
    ranked = _prefer_intent(ranked, tuning)
    top = ranked[0]
    strong = top.score >= tuning.strong_at and top.confidence >= tuning.strong_confidence
    named = {index.defining[w] for w in query if w in index.defining}
    if len(named) == 1 and index.topic_of[index.number[(top.target, top.kind)]] in named:
        strong = strong or top.confidence >= tuning.defining_confidence  # "dogso meaning? keep hearing it"
    if not strong and top.score >= tuning.answer_at and top.confidence < tuning.confident_at:
        # "what is DOGSO, i see this word in commentary always": a question asked first, then a remark about it
        strong = _lead_question_share(index, text, top) >= tuning.confident_at
    if top.score < tuning.answer_at or (top.confidence < tuning.confident_at and not strong):
        return Understanding("unsure", tuple(ranked), coverage)
    rival = next((c for c in ranked[1:] if not _same_answer(top, c)), None)
    if (
        rival is not None
        and rival.score >= tuning.close_ratio * top.score
        and rival.confidence >= top.confidence - tuning.close_confidence
    ):
        others = [c for c in ranked if c not in (top, rival)]
        return Understanding("close", (top, rival, *others), coverage)
    return Understanding("answer", tuple(ranked), coverage)


def _siblings_preferred(index: _Index, total: np.ndarray, wanted: np.ndarray, weight: float) -> np.ndarray:
    """`total` with the answers of the leading answer's topic that are `wanted` raised by `weight`."""
    lead = index.topic_of[int(np.argmax(total))]
    if lead < 0:
        return total
    return total * (1 + weight * (wanted & (index.topic_of == lead)))


# A term asked about first and a remark after it ("what is DOGSO, i see this word in commentary always"): the
# question is the text up to the first comma, dash or full stop, when nothing after it asks anything more.
_LEAD_CLAUSE = re.compile(r"^([^,;:.?!]{6,80}?)\s*(?:[,;:.]|\s-+)\s+(?=\w)([^?]*)$")
_DEFINITION = re.compile(r"(?:what(?:'|’)?s|what (?:is|are|does)|define|meaning of)\b", re.IGNORECASE)


def _lead_question_share(index: _Index, text: str, top: Candidate) -> float:
    """The share of a leading question's words (by weight) the answer's wording covers, when a term is asked about
    first and only a remark follows it; 0 otherwise. The remark's words, unknown to the Laws, had made a question
    answered in full look half explained."""
    found = _LEAD_CLAUSE.match(text.strip())
    if found is None or _DEFINITION.match(found.group(1)) is None:
        return 0.0
    weight: dict[str, float] = {}
    for w in (_correct(w) for w in words(found.group(1))):
        weight[w] = weight.get(w, 0.0) + index.idf.get(w, 0.0)
    whole = sum(weight.values())
    if whole <= 0:
        return 0.0
    row = index.target_words[index.number[(top.target, top.kind)]]
    return float(row @ _word_weights(index, weight)) / whole


@dataclass(frozen=True, slots=True)
class _Said:
    """A question's words as phrases are looked for in them: the words run together (" w1 w2 ... ") and the keys
    phrases are filed under that it says (each word, each pair of words next to each other)."""

    run: str
    keys: frozenset[str]

    @classmethod
    def of(cls, said_words: list[str]) -> _Said:
        pairs = map(" ".join, pairwise(said_words))
        return cls(f" {' '.join(said_words)} ", frozenset((*said_words, *pairs)))


@lru_cache(maxsize=4096)  # the data's phrases, each read once
def _phrase_run(phrase: str) -> str:
    return f" {' '.join(all_words(phrase))} "


def says(text: str, phrases: tuple[str, ...]) -> bool:
    """Whether `text` says one of `phrases` as a run of whole words, read as cues and excludes are (filler kept,
    synonyms mapped, stemmed): "is it out" in "the ball's on the line, is it out?"."""
    run = _phrase_run(text)
    return any(_phrase_run(phrase) in run for phrase in phrases)


def _targets_saying(phrases: _Phrases, said: _Said) -> set[int]:
    """The targets with a phrase (a cue, or an exclude) the question says: each is a run of whole words, found as
    " w1 w2 ... " among the few phrases filed under the question's words and pairs of words."""
    found = {t for key in said.keys & phrases.whole.keys() for t in phrases.whole[key]}
    found.update(
        t for key in said.keys & phrases.longer.keys() for run, t in phrases.longer[key] if run in said.run
    )
    return found


def _numbers(targets: set[int] | frozenset[int]) -> np.ndarray:
    """Target numbers as an index array (empty for none)."""
    return np.fromiter(targets, dtype=np.intp, count=len(targets))


def _word_weights(index: _Index, weight: dict[str, float]) -> np.ndarray:
    """The question's word weights by word number; a word the Laws never use is in no target's paraphrases."""
    known = [(index.word_number[w], x) for w, x in weight.items() if w in index.word_number]
    out = np.zeros(len(index.word_number))
    if known:
        numbers, weights = zip(*known, strict=True)
        out[list(numbers)] = weights
    return out


def _best_two(index: _Index, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per target: the score of its best-matching paraphrase, and of its second (0 with one paraphrase); a
    target's paraphrases are consecutive rows, so each is one reduceat, with no sort."""
    starts = index.first_doc
    top = np.maximum.reduceat(scores, starts)
    at_top = scores == np.repeat(top, index.run_length)
    runner_up = np.maximum.reduceat(np.where(at_top, 0.0, scores), starts)
    tied = np.add.reduceat(at_top.astype(np.int32), starts) > 1  # two paraphrases share the best score
    best = np.zeros(len(index.targets))
    second = np.zeros(len(index.targets))
    best[index.run_target] = top
    second[index.run_target] = np.where(tied, top, runner_up)
    return best, second


@lru_cache(maxsize=4096)  # one question is read by words, all_words and the embedding: folded once
def _as_laws_say(text: str) -> str:
    """Folded, who told the claim dropped, other languages' football words read as the Laws' ("fuera de juego")."""
    return _translate(_fold(text))


def _nearness(index: _Index, text: str, floor: float) -> np.ndarray:
    """Per target: how close in meaning the question is to its nearest paraphrase, 0 at `floor`, 1 identical."""
    # A pasted wall of text is embedded only as far as a long story goes: it costs no more than one
    cosine = embed([_as_laws_say(text)[:MEANING_CHARS]])[0] @ index.meaning_by_dimension
    near = np.full(len(index.targets), -1.0)
    starts = index.first_doc  # one reduceat over each target's run: 50 times faster than np.maximum.at
    near[index.run_target] = np.maximum.reduceat(cosine, starts)
    return np.maximum((near - floor) / (1 - floor), 0.0)  # not np.clip: the same, at half the cost


def _tie(index: _Index, word: str, strength: float) -> float:
    """A word's weight multiplier for how strongly it ties to one topic: 1 for a word one topic owns."""
    return 1.0 - strength + strength * index.concentration.get(word, 1.0)


def _scores(index: _Index, known: list[str], strength: float) -> np.ndarray:
    """BM25 score of every paraphrase, each query word's part weighted by how strongly it ties to a topic.

    The sum bm25s.get_scores makes from its stored scores, made here in one bincount: bm25s adds one word
    at a time (a few microseconds each, and a long question has a hundred words)."""
    size = len(index.doc_target)
    if not known:
        return np.zeros(size)
    stored = index.bm25.scores
    data, indices, indptr = stored["data"], stored["indices"], stored["indptr"]
    columns = np.array([index.bm25.vocab_dict[w] for w in known])
    starts, lengths = indptr[columns], indptr[columns + 1] - indptr[columns]
    runs = np.repeat(starts - np.cumsum(lengths) + lengths, lengths) + np.arange(
        lengths.sum()
    )  # the words' runs
    weights = data[runs]
    if strength:  # in float32, as the stored scores are
        weights = weights * np.repeat(
            np.array([_tie(index, w, strength) for w in known], dtype=data.dtype), lengths
        )
    return np.bincount(indices[runs], weights=weights, minlength=size)


_AUX = (
    r"is|isnt|are|arent|was|wasnt|were|can|cant|could|couldnt|does|doesnt|do|dont|did|didnt|will|wont|would|"
    r"wouldnt|should|shouldnt|has|hasnt|have|havent|must|may|am"
)
_WH = r"what|whats|who|whos|whose|which|how|hows|why|when|where"
# The wordings of a yes/no question, kept apart: one alternation of them all is tried at every character of a
# 500-character question (0.1 ms). Apart, the openings are matched at the start only and the tails ending the text
# with "?" tried only when it does (`_asks_yes_no`): the same answers in half the time.
_LEAD = r"(?:so\s+|but\s+|and\s+|ok\s+|then\s+)?"
_YES_NO_START = re.compile(  # matched at the start
    rf"{_LEAD}(?:{_AUX})\b"  # opening with "is", "can"...
    r"|\s*(?:please\s+)?(?:confirm|true or false)\b"  # "Confirm for me: ...", "True or false: ..."
)
_YES_NO_CLAUSE = re.compile(rf"(?:[.?!;,]\s*|\s-+\s*){_LEAD}(?:{_AUX})\b")  # a later clause opening so
# "..., right?", but not "who's right?", which asks whose claim is true: no Yes or No answers it
_YES_NO_TAG = re.compile(
    r"\b(?<!whos )(?<!who is )(?<!which is )(?:right|yeah|correct|true|innit|isnt it|or not|yes or no|surely)\s*\?"
)
_YES_NO_TAIL = re.compile(  # ending the text with a question mark
    # a short question tail: "gk holds it 8s = corner?" (not "..., what card?", which is open)
    rf"(?:^|[,.;:=!]\s*|\s-\s*)(?!(?:{_WH})\b)[\w-]+(?:\s+[\w-]+)?\s*\?+\s*$"
    # a statement asked ("the countdown: that's in the Laws now, not a trial?", "so he's off?"): its last clause
    # opens with who or what it is about and ends the text with a question mark
    r"|(?:^|[.!;:]\s*|\s-+\s*)(?:so\s+|and\s+|but\s+)?(?:thats|its|theres|hes|shes|theyre|he|she|they|that|this|it|you)"
    rf"\s(?:(?!\b(?:{_WH})\b)[^.?!;:])*\?+\s*$"
)


# A supposed case run on into its yes/no question without a stop: "what if the ball bounces off the referee to an
# offside attacker does it still count as offside". Its "what" opens no open question, so both are read (form 0).
_SUPPOSED_YES_NO = re.compile(
    r"\W*(?:what if|if|say|suppose|supposing|imagine|lets say)\b.*?\s(?:does|do|is|would|will|can|should)"
    r" (?:it|that|this|he|she|the goal) (?:still )?(?:count|be|stand|offside|onside|allowed)\b"
)


def _asks_yes_no(plain: str) -> bool:
    if _YES_NO_START.match(plain) or _YES_NO_CLAUSE.search(plain) or _SUPPOSED_YES_NO.match(plain):
        return True
    if "?" not in plain:
        return False
    return bool(_YES_NO_TAG.search(plain)) or (
        plain.rstrip().endswith("?") and _YES_NO_TAIL.search(plain) is not None
    )


# A wh-word opening a clause asks an open question, but for "when"/"where" opening a condition ("when the keeper
# comes off his line and saves it, is it retaken?") and "how is that ...?" said of a decision, which asks
# whether it was one ("how is that offside?? it's not, is it").
_WH_OPEN = (
    rf"(?:(?:when|where)\b(?=\s+(?:{_AUX}|did|do|does|exactly)\b)"
    r"|how\b(?!\s+(?:is|was|s|can|could)\s+(?:that|this|it|he|she|they)\s+(?:not\s+)?(?:offside|onside|a\s+pen\w*|a\s+foul|a\s+goal|no\s+goal|handball|a\s+red|a\s+yellow|allowed|legal|fair|given)\b)"
    r"|(?:what|whats|who|whos|whose|which|hows|why)\b)"
)
# ... and after a comma, "who", "whose" and "which" open a relative clause ("it is the referee, not the computer,
# who takes the decision?"), not a question of their own, unless a "but"/"so" turns to one.
# (Apart as the yes/no wordings are, and only where a wh-word is: each has "wh" or "how".)
_OPEN_START = re.compile(rf"{_LEAD}{_WH_OPEN}")  # matched at the start
_OPEN_CLAUSE = re.compile(
    rf"(?:[.?!;:]\s*|\s-+\s*){_LEAD}{_WH_OPEN}"
    rf"|,\s*(?:(?:so|but|and|ok|then)\s+{_WH_OPEN}|(?!(?:who|whose|which)\b){_WH_OPEN})"
    # ... or run on without a stop, the question at the end ("keeper picks up a back pass kicked to him by his own
    # defender what's the punishment": the told play had been ruled on offside, which nobody asked)
    r"|\s(?:whats|what is|what does|what do|what should|what) (?:the )?(?:punishment|sanction|penalty|decision|call|restart"
    r"|ruling|rule|ref (?:give|do)|referee (?:give|do)|happen|happens|now|then)\W*$"
)
# ... but after a condition it is the question ("if the keeper is out of his goal, who is the second-last defender?"):
# a relative clause has its noun before the comma, not a clause opened by "if". Matched at the start.
_OPEN_AFTER_CONDITION = re.compile(
    r"\W*(?:if|when|once|say|suppose|imagine)\b[^,?]*,\s*(?:who|whos|whose|which)(?:\s+\w+)?\s+"
    r"(?:is|are|was|were|s|counts?|decides?)\b"
)


def _asks_open_wording(plain: str) -> bool:
    if "wh" not in plain and "how" not in plain:
        return False
    return any(
        found is not None
        for found in (
            _OPEN_START.match(plain),
            _OPEN_AFTER_CONDITION.match(plain),
            _OPEN_CLAUSE.search(plain),
        )
    )


_EITHER = re.compile(
    r"\b\w+ or (?!(?:not|nah|naw|no|nope|what|whatever|something|anything)\b)(?:a |an |the )?\w+\s*(?:[?,.!]|$)"
    # ... or asked first, before the case: "is it a save or a deliberate play when a defender blocks a shot?"
    r"|^\W*(?:is|was) (?:it|that|this) (?:a |an |the )?[\w-]+(?: [\w-]+)? or (?!(?:not|no)\b)(?:a |an |the )?[\w-]+(?: [\w-]+)?"
    r" (?:when|if|after|for)\b"
)  # "goal or offside?", "red or yellow"


# ... but a choice between the two cards ("red or yellow?") is never answered by a Yes or No.
_CARD_CHOICE = re.compile(r"\b(?:red|yellow)( card)? or (?:a )?(?:red|yellow|booking|caution)\b")


_SENTENCES = re.compile(r"(?<=[.?!;])\s+")
_TURN = re.compile(
    r"(?:,\s*|\s)(?:but|so|anyway|my question is|the question is|question is|question:|what i want to know is)\b\s*:?",
    re.IGNORECASE,
)
MIN_CLAUSE_WORDS = 2
MIN_CLAUSE_CHARS = 12  # "is he right?" asks, but says nothing of what: such a clause is not weighed more


# Asked of the same question by the ranking, the choice (several times) and the reply. Kept for a few texts only:
# one answer's own reading, not a store of past questions.
@lru_cache(maxsize=32)
def question_clause(text: str) -> str | None:
    """The part of a two-part question that asks it: the sentence(s) with a question mark among others
    ("Sent off at half time. Where can he sit?"), or what follows a turn ("..., fair enough, but where is
    he allowed to be?"). None when the whole text is the question."""
    sentences = [s for s in _SENTENCES.split(text.strip()) if s]
    asking = [s for s in sentences if "?" in s]
    part = " ".join(asking) if asking and len(asking) < len(sentences) else text.strip()
    turns = list(_TURN.finditer(part))
    if turns and turns[-1].end() < len(part):
        tail = part[turns[-1].end() :].strip()
        if len(tail) >= MIN_CLAUSE_CHARS:
            part = tail
    part = part.strip()
    return part if MIN_CLAUSE_CHARS <= len(part) < len(text.strip()) else None


@lru_cache(
    maxsize=4096
)  # read by the ranking, the choice of answer and the reply: the same question each time
def question_form(text: str) -> int:
    """1 for a yes/no question ("is VAR the boss of the ref"), -1 for an open one ("who decides", "what
    happens"), 0 when unclear or both. Only the wording's shape is read, never which words it uses."""
    plain = text.lower().translate(_NO_APOSTROPHES).strip()
    pattern, table = _phrases()  # "was ist abseits?" asks what offside is: not a yes/no "was"
    if pattern is not None:
        plain = pattern.sub(lambda m: table[_phrase_key(m.group())], plain)
    if " or " in plain and _EITHER.search(plain):  # (its " or " looked for first: most questions have none)
        return -1  # "who decides, var or ref", "goal or offside?": neither Yes nor No answers it
    open_, closed = _asks_open_wording(plain), _asks_yes_no(plain)
    return 0 if open_ == closed else (1 if closed else -1)


def asks_open(text: str) -> bool:
    """Whether the fan asks one open question ("..., what card?", "what happens if ...?"), which a bare Yes or
    No does not answer. Not a choice ("goal or offside?": read as open by `question_form`, but "goal?" is often
    what it means), except one between the cards ("red or yellow?"), nor a second question after a first ("is it a
    pen? when was that changed?")."""
    lowered = plain(text)
    if _WHOSE_CLAIM.search(lowered):  # "..., who's right?" however the story before it reads
        return True
    return (
        question_form(text) < 0
        and not (" or " in lowered and _EITHER.search(lowered) and not _CARD_CHOICE.search(lowered))
        and lowered.count("?") <= 1
    )


# Two claims set against each other ("the pub says red, the ref gave yellow, who's right?"): the answer is the
# statement that settles it, not a Yes or No to either.
_WHOSE_CLAIM = re.compile(r"\b(?:whos|who is|which is|which one is|who was) (?:right|correct)\b\W*$")


# Two yes/no questions in one ("was Kane offside and was Conte's red deserved?"): one Yes or No answers neither.
_TWO_QUESTIONS = re.compile(
    rf"^\W*(?:(?:so|and|but|ok)\s+)?(?:{_AUX})\b[^?.!;]*?\band\s+(?:{_AUX}|should|shouldnt)\s+"
    r"(?:he|she|it|they|that|this|the|a|an|his|her|their|our|my|var|ref|referee|kane|kanes|conte|contes|you|u|we|i)\b"
)


def asks_two(text: str) -> bool:
    """Whether the fan asks two yes/no questions at once, which one Yes or No cannot answer."""
    return _TWO_QUESTIONS.search(plain(text)) is not None


# A claim put to us to confirm: "is it true (that) ...", "... , is that right?", "my dad says ..., true?".
_CLAIM_AFTER = Regex(  # in ASCII mode where it can be (bot.laws.ascii_regex)
    r"\b(?:(?:is|isnt|its) (?:it|that|this)|innit) (?:really |still |actually )?(?:true|right|correct|the case|a myth|false|untrue)\b"
    r"(?: that)?(?P<claim>.+)"
    # a claim opened with "surely" ("surely a manager can't get a red?"), or told back in surprise ("so the ref CANT
    # go back after advantage??", "wait so a coach can't even get booked??"): a statement put to us, not a question
    rf"|^\W*(?:(?:wait|oh|ok|hang on|hold on|but|and)\W+)?(?:surely\b|so\s+(?!(?:{_AUX}|{_WH}|if|unless|once|what)\b)(?=[^?.!;]*\?+\W*$))"
    r"(?P<lead>[^?]+)"
    # ... "say" only after its sayer ("they say", "refs say"): opening a sentence or after "ok", "lets", "now", it
    # supposes a play ("say the winger is offside and the keeper parries it to him, goal?"), which it is not a claim
    r"|\b(?:says|said|reckons?|swears?|insists?|told (?:me|him|her|us|them)|tells (?:me|him|her|us|them)|heard|claims?"
    r"|keeps? saying|thinks?|(?<=[a-z0-9] )(?<!\bok )(?<!\bso )(?<!\bnow )(?<!\band )(?<!\bbut )(?<!\bjust )"
    r"(?<!\blets )(?<!\blet us )(?<!\bwell )(?<!\bright )(?<!\bokay )say)\b"
    r"(?: that)?(?P<told>[^.?!;]+)"
    # "are free kicks one of the restarts where you can't be offside?": what the kind is said to be is a claim
    r"|\bone of the (?:\w+ )?\w+ (?:where|when|that|which|in which|from which)\b(?P<kind>[^.?!;]+)"
)
_CLAIM_BEFORE = re.compile(
    r"^(?P<claim>.+?)[\s,.;:!?-]+(?<!whos )(?<!who is )(?<!which is )(?:(?:is|isnt) (?:that|this|it|he|she|they) (?:really )?(?:true|right|correct|so)"
    r"|(?:are|is) (?:they|he|she) right|true|correct|right|yeah|yea|yep|yes|innit|aye|no|surely"
    # the claim called the rule ("you can't be offside from a backwards pass, that's the rule isn't it?")
    r"|(?:thats|that is|its|isnt that) (?:the|a) (?:rule|law)(?: (?:isnt it|innit|right|yeah|no|surely))?)\b(?: or not)?\s*\?*\s*$"
)
# The words _CLAIM_BEFORE's text must end with (then only spaces and question marks): looked at before its search,
# whose lazy claim is tried at every character of a question that cannot end so (40 us over 500 characters).
_CLAIM_LAST_WORDS = (
    "true",
    "right",
    "correct",
    "so",
    "yeah",
    "yea",
    "yep",
    "yes",
    "innit",
    "aye",
    "no",
    "not",
    "surely",
    "it",
    "rule",
    "law",
)


def _claim_before(lowered: str) -> re.Match[str] | None:
    if not lowered.rstrip().rstrip("?").rstrip().endswith(_CLAIM_LAST_WORDS):
        return None
    return _CLAIM_BEFORE.search(lowered)


_NEGATION = re.compile(r"\b(?:cant|cannot|dont|doesnt|isnt|arent|wont|didnt|wasnt|never|not|no)\b")
# "X, not Y" sets a thing against the one told ("he only got a yellow, not a red", "it's a free kick, not a
# penalty"): it says X again, so its "not" negates no claim.
# "X, not (the) Y": a thing set against X, not a negation of it ("the computer decides now, not referee, right?": the
# article is often left out in a second language). So does "X but Y doesn't" ("a clearance resets offside but a
# deflection doesn't, right?"): the negated case is the one set against the claim.
_CONTRAST = re.compile(
    r",\s*(?:and |but )?not (?:(?:a|an|the|his|her|their|our) )?[\w-]+(?: [\w-]+)?(?=\s*(?:[.?!,;]|$))"
    r"|,?\s+but (?:a|an|the|his|their|our) [\w-]+(?: [\w-]+)? (?:doesnt|dont|isnt|wont|cant|does not|do not)(?=\s*(?:[.?!,;]|$))"
)
_CHECKED = re.compile(r"\?|\b(?:true|right|correct|myth)\b")


@lru_cache(maxsize=1024)  # the claim, form and polarity readings each ask it of the same question
def plain(text: str) -> str:
    """A question as the claim and polarity patterns read it: lower case, apostrophes dropped ("isn't" is
    "isnt", as fans also type it)."""
    return text.lower().translate(_NO_APOSTROPHES).strip()


def negated_claim(text: str) -> bool:
    """Whether the Yes or No of the intent answering `text` is turned: the fan asks us to confirm a claim negated
    in its main clause where the intent's own question is not ("is it true the VAR can't ... for something the ref
    didn't see?" against "Can VAR ... the referee didn't see?"), or words the question on the other side of a verb
    (`turned`); two of these cancel out. A claim not negated is not turned by the question's own negation: turning
    it both ways (by parity) cost an unseen question its opening, the negations being counted too roughly."""
    best = understand(text).best
    if best is None or best.kind != "intent":
        return claims_negated(text)
    question = load_intents()[best.target].question
    claim = claims_negated(text) and negations(question) % 2 == 0
    return claim != turned(text, question)


@lru_cache(maxsize=256)  # read by the reply and by doubts_the_claim
def puts_a_claim(text: str) -> bool:
    """Whether the fan puts a claim to us ("my mate says level is offside, is he right?", "is it true that
    ..."), answered "Yes, that's right." or "No, that's not right.", rather than asks a plain question."""
    lowered = plain(text)
    checked, found = _checked_claim(lowered)
    return checked and bool(found or _claim_before(lowered))


# `puts_a_claim` and `claims_negated` read the same question: searched once (kept for one answer's texts only)
@lru_cache(maxsize=32)
def _checked_claim(lowered: str) -> tuple[bool, re.Match[str] | None]:
    """Whether the question checks something ("?", "true", "right"...), and then the claim put after a teller's words
    (`_CLAIM_AFTER`), or None."""
    if not _CHECKED.search(lowered):
        return False, None
    return True, _CLAIM_AFTER.search(lowered)


@cache
def _doubted_claim() -> Regex | None:
    """words.toml [doubted_claim]: a claim put to us asking whether it is false ("is he having me on?")."""
    patterns = _words_data().get("doubted_claim", {}).get("patterns", [])
    return _one_pattern(patterns) if patterns else None


# Asking whether a claim is right as well ("is he right or is he having me on?"): no side is doubted.
_ASKED_RIGHT = re.compile(
    r"\b(?:is|are|was|were) [\w-]+ (?:really |actually |even )?(?:right|correct|true)\b"
)


def doubts_the_claim(text: str) -> bool:
    """Whether the fan puts a claim to us asking whether it is false ("my mate reckons a manager can be booked
    for clapping. is he having me on?", "is it a myth that level is offside?"): its Yes says the claim is wrong."""
    doubted = _doubted_claim()
    if doubted is None or not puts_a_claim(text):
        return False
    lowered = plain(text)
    return doubted.search(lowered) is not None and _ASKED_RIGHT.search(lowered) is None


@lru_cache(
    maxsize=256
)  # read by the reply's Yes or No, its side and its `unless`: the same question each time
def claims_negated(text: str) -> bool:
    """Whether the fan asks us to confirm a claim that is itself negated ("is it true the keeper doesn't
    count?", "my coach says you can't stand offside, is that right"): the truthful Yes or No is then the
    opposite of the one the plain question ("does the keeper count?") gets. A negative question ("doesn't
    the keeper count?") or a negative tag ("hands don't count, do they?") asks the plain question: not these.
    Two negations in the claim ("doesn't count if it isn't over") cancel out.
    """
    lowered = plain(text)
    checked, found = _checked_claim(lowered)
    if not checked:
        return False
    if found is None or (found.group("claim") is not None and not re.search(r"\w", found.group("claim"))):
        # "he wasn't sent off, is that right?": "is that right" ends the question, the claim is before it
        found = _claim_before(lowered) or found
    if found is None or _asks_own_question(lowered, found.end()):
        return False
    claim = found.group("claim") or found.group("told") or found.group("kind") or found.group("lead") or ""
    if _claim_before(claim):  # "says X, is that true": X only
        claim = _CLAIM_BEFORE.sub(lambda m: m.group("claim"), claim)
    # A story told over several sentences, then the decision checked ("he didnt touch it, his teammate scored. the
    # ref disallowed it. correct?"): the last sentence is the claim, the story's negations are what happened (a
    # hostile probe had the referee's cancelling confirmed, "Yes, no offside offence.")
    claim = next((s for s in reversed(re.split(r"[.!?;]+", claim)) if re.search(r"\w", s)), claim)
    return negations(claim) % 2 == 1


def unless_negated(text: str) -> bool:
    """Whether the fan puts a claim negated in its main clause with an "unless" condition ("it's not a penalty unless
    the handball is deliberate, correct?"): it claims two rulings at once, and a bare Yes or No to either had said
    the opposite of the other. The statement answers it."""
    return re.search(r"\bunless\b", plain(text)) is not None and claims_negated(text)


def negations(text: str) -> int:
    """How many negations a claim or an intent's question has in its main clause (`main_clause`): "X, not Y" sets a
    thing against X, no negation."""
    described = _claim_clauses()[4]
    return len(_NEGATION.findall(described.sub(" ", _CONTRAST.sub("", main_clause(plain(text))))))


@cache
def _claim_clauses() -> tuple[
    re.Pattern[str], re.Pattern[str], re.Pattern[str], dict[str, frozenset[str]], Regex
]:
    """words.toml [claim_clauses]: a condition opening the text, one after the main clause, a premise's conclusion,
    and the word lists that find where a leading condition ends."""
    table = _words_data().get("claim_clauses", {})
    conditions = "|".join(map(re.escape, sorted(table.get("conditions", []), key=len, reverse=True)))
    premises = "|".join(map(re.escape, sorted(table.get("premises", []), key=len, reverse=True)))
    leading = re.compile(rf"^\W*(?:(?:so|and|but|ok|well|then)\s+)?(?:{conditions})\b")
    trailing = re.compile(rf"(?<=\w)\s*,?\s+(?:{conditions})\b")
    premise = re.compile(rf"(?<=\w)\s*,?\s+(?:and\s+)?(?:{premises})\s+(?=\w)")
    lists = {
        k: frozenset(table.get(k, [])) for k in ("verbs", "subject_verbs", "carry_on", "subjects", "told")
    }
    described = _one_pattern(table.get("described", []) or [r"(?!)"])
    return leading, trailing, premise, lists, described


def main_clause(text: str) -> str:
    """The main clause of a claim or question (plain text), whose negations are the ones claimed: a premise's
    conclusion ("he never touched it, so he can't be flagged"), without its conditions ("if the ball isn't over
    the line it's still a goal", "the goal doesn't count even if he didn't interfere"). Empty when all of it is a
    condition."""
    leading, trailing, premise, lists, _ = _claim_clauses()
    conclusions = list(premise.finditer(text))
    if conclusions:
        text = text[conclusions[-1].end() :]
    *told, last = text.split(",")
    if (
        told
        and not re.search(r"[.!?;]\s*\w", text)  # one sentence: a story told over several is no premise of it
        and not leading.match(last)
        and any(w in lists["verbs"] or w in lists["subject_verbs"] for w in last.split())
        and set(_NEGATION.findall(",".join(told))) <= lists["told"]
    ):
        # a clause of its own after a story told in the past ("a fan ran on but didn't touch anything, the goal still
        # stands"): the story's negations are what happened, not the claim ("it isn't a penalty, it's a free kick"
        # claims both)
        text = last.strip()
    opened = leading.match(text)
    if opened is not None:
        rest = text[opened.end() :]
        head, comma, tail = rest.partition(",")
        text = tail if comma else _after_condition(head.split(), lists)
    cut = trailing.search(text)
    return text[: cut.start()] if cut is not None else text


def _after_condition(said: list[str], lists: dict[str, frozenset[str]]) -> str:
    """The main clause after a condition told with no comma: from the last subject and verb that follow the
    condition's own ("if he doesn't touch it | he isn't offside", "once the ref plays advantage | he can't go
    back", "if the ref didn't see it | VAR can't ..."); nothing when none does."""
    verbs, joined = lists["verbs"], lists["subject_verbs"]
    for k in range(len(said) - 1, 1, -1):
        if said[k] in joined:
            return " ".join(said[k:])
        if said[k] not in verbs or said[k - 1] in lists["carry_on"]:
            continue
        if said[k - 1] in lists["subjects"] or any(w in verbs or w in joined for w in said[: k - 1]):
            return " ".join(said[k - 1 :])
    return ""


_OWN_QUESTION = re.compile(r"[.?!;:]\s*(?P<asked>[^.?!;:]+\?)\W*$")


def _asks_own_question(plain: str, claim_end: int) -> bool:
    """Whether, after the claim, the fan asks a question of their own rather than whether the claim is true:
    "my mates say backward passes can't be offside. can you be offside if it's played backwards?"."""
    asked = _OWN_QUESTION.search(plain)
    doubted = _doubted_claim()  # "is he having me on?" checks the claim too
    return (
        asked is not None
        and asked.start("asked") >= claim_end - 1
        and not re.search(r"\b(?:true|right|correct|so|wrong)\b", asked.group("asked"))
        and (doubted is None or doubted.search(asked.group("asked")) is None)
    )


# The pairs of sides a yes/no question can be worded on (words.toml [polarity]): whether a goal stands or
# an act is allowed, or it falls or is an offence; whether an offence is let off lightly or sent off; whether
# a player is onside (offside reset) or offside.
ONSIDE_AXIS = ("onside", "offside")
SANCTION_AXIS = ("lenient", "severe")
AXES = (("stands", "falls"), SANCTION_AXIS, ONSIDE_AXIS)


@cache
def _polarity() -> dict[str, Regex]:
    """words.toml [polarity]: each side's wordings, doubted decisions, and goals named by their fate."""
    table = _words_data().get("polarity", {})
    return {name: _one_pattern(found) for name, found in table.items() if found}


@lru_cache(maxsize=4096)  # an intent's own question is read again for every fan's question it answers
def polarity(text: str, axis: tuple[str, str] = AXES[0]) -> int:
    """1 when a question asks the first side of `axis` ("does the goal count?", "is it allowed?"), -1 the
    second ("will it be ruled out?", "is it retaken?", "is that illegal?"), 0 for neither or both; read from
    the last sentence that says. A later sentence doubting it ("... disallowed it. was the ref wrong?") asks
    the other side."""
    return _side_and_depth(text, axis)[0]


@lru_cache(maxsize=4096)
def _side_and_depth(text: str, axis: tuple[str, str]) -> tuple[int, int]:
    """`polarity`, with how many sentences from the end the side was found in (a large number when none)."""
    turn = 1
    for depth, plain in enumerate(map(_sentence, _sentences_last_first(text))):  # the question comes last
        yes, no = _says_side(plain, axis[0]), _says_side(plain, axis[1])
        if yes != no:
            return turn * (int(yes) - int(no)), depth
        if _says_side(plain, "doubted"):
            turn = -turn
    return 0, sys.maxsize


# One sentence is read for up to three axes, doubted for each, and again in the question's clause and in its part
# before a closing remark (`offside_side`): each search made once (kept for one answer's sentences only).
@lru_cache(maxsize=128)
def _says_side(plain: str, side: str) -> bool:
    """Whether one sentence, as `_sentence` gives it, says a side's wording (words.toml [polarity]), or doubts."""
    pattern = _polarity().get(side)
    return (
        pattern is not None
        and _may_say(plain, f"polarity_needs.{side}")
        and pattern.search(plain) is not None
    )


def offside_side(text: str) -> int:
    """The side of an offside ruling a question is worded on, in words of offside ("onside yeah?") or of the goal's
    fate ("should the goal have stood?"): a goal that stands is a player onside, one ruled out a player offside.
    Read from the last sentence that says either: "the other forward in onside position scored. referee cancel
    goal. is correct?" asks about the goal cancelled, not the place the story told (a hostile probe had it
    answered "Yes, no offside offence.", the referee's cancelling confirmed). A remark after the question is not
    read ("does a save reset offside? my striker keeps getting goals chalked off")."""
    asked, mark, remark = text.rpartition("?")
    text = asked if mark and re.search(r"\w", remark) else text
    onside, onside_depth = _side_and_depth(text, ONSIDE_AXIS)
    goal, goal_depth = _side_and_depth(text, AXES[0])
    return goal if goal_depth < onside_depth else onside


@lru_cache(maxsize=1024)  # read for each axis
def _sentences_last_first(text: str) -> tuple[str, ...]:
    """The question's sentences, last first, as written (each is read as the Laws say it by `_sentence`, only
    as far back as a side is found). A short tail after a comma ("..., it hit a defender, goal?") is read as a
    sentence of its own: it asks the question the story before it tells."""
    return tuple(reversed(_SENTENCE_ENDS.split(plain(text))))


_SENTENCE_ENDS = re.compile(r"[.?!;]+|,\s*(?=(?:[\w-]+\s+){0,2}[\w-]+\s*[?!.]*\s*$)")


@lru_cache(maxsize=4096)
def _sentence(sentence: str) -> str:
    """One sentence folded, words split in two or said in another language read as the Laws' ("goal keeper",
    "off side", "fuera de juego"), with the goals named by their fate taken out."""
    plain = _fold(sentence)
    pattern, table = _phrases()
    if pattern is not None:
        plain = pattern.sub(lambda m: table[_phrase_key(m.group())], plain)
    one_word, translated = _translated()
    if one_word is not None:
        plain = one_word.sub(lambda m: translated[m.group()], plain)
    described = _polarity().get("described")
    return described.sub("", plain) if described is not None else plain


def turned(text: str, question: str) -> bool:
    """Whether the fan asks the opposite of an intent's question by its wording: "that goal is gone, isn't
    it?" against "Is it a goal if ...?", "is that illegal?" against "Can you backheel a penalty?". Its Yes is
    then the fan's No."""
    # The fan's side is read only on the axes the intent's question takes a side on (cached, at most one or
    # two): each reading is several long patterns over the whole question.
    sides = [(axis, side) for axis in AXES if (side := polarity(question, axis))]
    if len(sides) == 1 and sides[0][0] == ONSIDE_AXIS:
        # An offside question answered in a goal's fate ("level is fine, isn't it?", "should the goal have
        # stood?"): a goal that stands is a player onside, one ruled out a player offside.
        fan = offside_side(text)
        return fan * sides[0][1] < 0
    return sum(polarity(text, axis) * side for axis, side in sides) < 0


def _prefer_intent(ranked: list[Candidate], tuning: Tuning) -> list[Candidate]:
    """A topic's own intent scoring nearly as well answers the question more directly than the topic."""
    top = ranked[0]
    if top.kind != "topic":
        return ranked
    intents = load_intents()
    own = next(
        (
            c
            for c in ranked[1:]
            if c.kind == "intent"
            and intents[c.target].topic == top.target
            and c.score >= tuning.prefer_intent * top.score
        ),
        None,
    )
    return ranked if own is None else [own, *[c for c in ranked if c is not own]]


def _same_answer(a: Candidate, b: Candidate) -> bool:
    """An intent and its own topic, or two names for one thing, are not rivals."""
    intents = load_intents()
    topic_of = {c.target: (intents[c.target].topic if c.kind == "intent" else c.target) for c in (a, b)}
    return a.target == b.target or (
        (a.kind == "topic" or b.kind == "topic") and topic_of[a.target] == topic_of[b.target]
    )
