"""Find the topic a fan means from free text: synonyms, plurals, typos and whole questions.

Each topic lists aliases and sample questions; rapidfuzz scores the fan's words against them. A clear
winner answers; otherwise we say we are not sure and offer the three closest topics, never guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rapidfuzz import fuzz

from bot.laws.knowledge import Topic, load_topics
from bot.names import fold

ANSWER_AT = 80.0  # below this the best guess is offered, not asserted

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "is",
        "it",
        "its",
        "was",
        "were",
        "be",
        "been",
        "being",
        "can",
        "could",
        "does",
        "do",
        "did",
        "doing",
        "you",
        "your",
        "i",
        "me",
        "my",
        "we",
        "our",
        "they",
        "their",
        "he",
        "his",
        "she",
        "her",
        "him",
        "what",
        "why",
        "how",
        "when",
        "where",
        "which",
        "who",
        "whom",
        "whose",
        "that",
        "this",
        "those",
        "these",
        "there",
        "here",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "from",
        "with",
        "about",
        "as",
        "into",
        "if",
        "then",
        "than",
        "so",
        "and",
        "or",
        "but",
        "explain",
        "tell",
        "please",
        "rule",
        "rules",
        "law",
        "laws",
        "mean",
        "means",
        "meant",
        "say",
        "says",
        "said",
        "get",
        "gets",
        "got",
        "give",
        "given",
        "gets",
        "whats",
        "thing",
        "things",
        "still",
        "happen",
        "happens",
        "happened",
        "ever",
        "really",
        "actually",
        "just",
        "s",
        "t",
        "ok",
        "okay",
        "hey",
        "bot",
        "matchday",
        "var_explain",
    ]
)
# Words fans use that mean the same thing to the knowledge base.
SYNONYMS = {
    "manager": "coach",
    "managers": "coach",
    "boss": "coach",
    "gaffer": "coach",
    "coaches": "coach",
    "offsides": "offside",
    "offsde": "offside",
    "ofside": "offside",
    "handballs": "handball",
    "pen": "penalty",
    "pens": "penalty",
    "penalties": "penalty",
    "penalty kick": "penalty",
    "keeper": "goalkeeper",
    "goalie": "goalkeeper",
    "keepers": "goalkeeper",
    "gk": "goalkeeper",
    "ref": "referee",
    "refs": "referee",
    "disallowed": "ruled out",
    "chalked": "ruled out",
    "reds": "red",
    "yellows": "yellow",
    "booking": "yellow",
    "sent": "sending",
    "deflects": "deflection",
    "deflected": "deflection",
    "deflections": "deflection",
    "ricochet": "deflection",
    "retaken": "retake",
    "retakes": "retake",
    "encroaches": "encroachment",
}


def _stem(word: str) -> str:
    """A light stemmer, enough for fans' plurals and verb forms: holding -> hold, seconds -> second."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)]
    return word


def normalise(text: str) -> str:
    words = [SYNONYMS.get(w, w) for w in fold(text).split()]
    kept = [w for w in words if w not in STOPWORDS]
    return " ".join(_stem(w) for w in (kept or words))


@dataclass(frozen=True, slots=True)
class Lookup:
    topic: Topic | None
    score: float
    suggestions: tuple[Topic, ...]


@cache
def _phrases() -> tuple[tuple[str, str, int], ...]:
    """(normalised phrase, topic id, weight): titles and aliases weigh more than sample questions."""
    out = []
    for topic in load_topics().values():
        for phrase in (topic.id.replace("-", " "), topic.title, *topic.aliases):
            out.append((normalise(phrase), topic.id, 2))
        for question in topic.questions:
            out.append((normalise(question), topic.id, 1))
    return tuple(p for p in out if p[0])


def _score(query: str, phrase: str, weight: int) -> float:
    q_tokens, p_tokens = query.split(), list(dict.fromkeys(phrase.split()))
    if query == phrase:
        return 100.0 + weight

    def near(a: str, b: str) -> bool:
        return a == b or (min(len(a), len(b)) > 3 and fuzz.ratio(a, b) >= 80)

    covered_p = sum(1 for p in p_tokens if any(near(p, q) for q in q_tokens)) / len(p_tokens)
    covered_q = sum(1 for q in q_tokens if any(near(q, p) for p in p_tokens)) / max(len(q_tokens), 1)
    if covered_p == 1:
        # Every word of the phrase is in the question: strong, stronger when the phrase says more of it.
        contained = 80 + 15 * covered_q + min(len(p_tokens), 4)
    elif covered_p and covered_q:
        contained = 95 * (2 * covered_p * covered_q / (covered_p + covered_q))
    else:
        contained = 0.0
    return max(float(fuzz.ratio(query, phrase)), contained) + weight


def find_topic(text: str) -> Lookup:
    query = normalise(text)
    topics = load_topics()
    best: dict[str, float] = {}
    for phrase, topic_id, weight in _phrases():
        s = _score(query, phrase, weight)
        if s > best.get(topic_id, -1):
            best[topic_id] = s
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    top_id, top_score = ranked[0]
    suggestions = tuple(topics[t] for t, _ in ranked[:3])
    if top_score >= ANSWER_AT:
        return Lookup(topics[top_id], top_score, suggestions)
    return Lookup(None, top_score, suggestions)


def tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", fold(text))
