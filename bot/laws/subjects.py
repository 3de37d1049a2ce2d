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

from bot.laws import load_topics
from bot.laws.intents import load_intents
from bot.laws.understand import says


@cache
def _subjects() -> dict[str, tuple[str, ...]]:
    data = tomllib.loads((resources.files("bot.laws") / "subjects.toml").read_text(encoding="utf-8"))
    return {name: tuple(phrases) for name, phrases in data["subjects"].items()}


def named(text: str) -> frozenset[str]:
    """The subjects a text names, each by a phrase said as cues and excludes are (bot.laws.understand.says)."""
    return frozenset(name for name, phrases in _subjects().items() if says(text, phrases))


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
