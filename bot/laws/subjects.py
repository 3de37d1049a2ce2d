"""The things a Laws question may be about that an answer must speak of to answer it (subjects.toml).

Ranking by shared words finds the answer that explains most of a question, but a question about something no
answer speaks of (a lost boot, a spectator's touch, the ball's weight) still shares its commoner words ("scores",
"goal") with some answer, and that answer was given with its confident Yes or No. A subject the question names and
the answer never mentions says the answer is about something else: the bot is then not sure.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from itertools import pairwise

from bot.laws import load_topics
from bot.laws.intents import load_intents
from bot.laws.vocabulary import all_words


@cache
def _subjects() -> dict[str, tuple[str, ...]]:
    data = tomllib.loads((resources.files("bot.laws") / "subjects.toml").read_text(encoding="utf-8"))
    return {name: tuple(phrases) for name, phrases in data["subjects"].items()}


@cache
def _by_first_words() -> dict[str, tuple[tuple[str, str], ...]]:
    """Every subject's phrases as runs of words, " w1 w2 ... " (read as bot.laws.understand.says reads them),
    each with its subject, filed under its first two words ("w1 w2"; a one-word phrase under its word, one of
    no words under "")."""
    found: dict[str, tuple[tuple[str, str], ...]] = {}
    for name, phrases in _subjects().items():
        for phrase in phrases:
            said = all_words(phrase)
            key = " ".join(said[:2])
            found[key] = (*found.get(key, ()), (f" {' '.join(said)} ", name))
    return found


def named(text: str) -> frozenset[str]:
    """The subjects a text names, each by a phrase said as cues and excludes are (bot.laws.understand.says): a
    run of the text's whole words. Only the phrases filed under the text's words and pairs of words can be in it,
    so those alone are looked for (a few, where `says` over every subject's phrases looked for 140)."""
    said = all_words(text)
    run = f" {' '.join(said)} "
    keys = {"", *said, *map(" ".join, pairwise(said))}
    phrases = _by_first_words()
    return frozenset(name for key in keys & phrases.keys() for phrase, name in phrases[key] if phrase in run)


@cache
def spoken_of(target: str, kind: str) -> frozenset[str]:
    """The subjects an answer's own wording names: an intent's question, paraphrases, verdict and reason; a
    topic's title, aliases, questions and text."""
    if kind == "intent":
        i = load_intents()[target]
        texts = (i.question, *i.paraphrases, *i.cues, i.verdict, i.reason)
    elif kind == "topic":
        t = load_topics()[target]
        texts = (t.title, *t.aliases, *t.questions, *t.keywords, t.short, t.detail)
    else:
        return frozenset(_subjects())  # a route or a decoy answers what it answers: never held back here
    return frozenset().union(*(named(text) for text in texts))


def unspoken(text: str, target: str, kind: str) -> frozenset[str]:
    """The subjects `text` names that the answer (target, kind) never speaks of."""
    asked = named(text)
    return asked - spoken_of(target, kind) if asked else frozenset()
