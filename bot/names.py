"""Resolve the names fans type ("spurs", "PL", "Group D") to provider ids, from aliases.toml."""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TypeVar

from rapidfuzz import fuzz


@dataclass(frozen=True, slots=True)
class Named:
    kind: str  # "team" or "competition"
    id: int  # the id at the provider in use
    name: str
    ids: Mapping[str, int] = field(default_factory=dict)  # other providers' ids, by aliases.toml column

    @property
    def football_data(self) -> int | None:
        return self.ids.get("football_data")

    def for_provider(self, column: str) -> Named:
        """The same team or competition with the id from this column ("" = the table's key, API-Football's id);
        each provider's plugin names its column (`ProviderPlugin.alias_ids`)."""
        if column and column in self.ids:
            return Named(self.kind, self.ids[column], self.name, self.ids)
        return self


_NOT_LETTERS = re.compile(r"[^a-z0-9 ]+")
# Letters Unicode does not decompose into a base letter and an accent: spelled as English spells them, else they were
# dropped as punctuation ("Ødegaard" -> " degaard", "rangstaða" -> "rangsta a").
_UNDECOMPOSED = str.maketrans(
    {
        "ø": "o",
        "Ø": "o",
        "æ": "ae",
        "Æ": "ae",
        "œ": "oe",
        "Œ": "oe",
        "ð": "d",
        "Ð": "d",
        "þ": "th",
        "Þ": "th",
        "ß": "ss",
        "ł": "l",
        "Ł": "l",
        "đ": "d",
        "Đ": "d",
        "ı": "i",
        "ħ": "h",
        "Ħ": "h",
    }
)


def fold(text: str) -> str:
    """Lower case, accents and punctuation removed: "Perišić" -> "perisic"."""
    if (
        text.isascii()
    ):  # nothing to decompose: the per-character pass below is most of the time on a long question
        text = text.lower()
    else:
        text = unicodedata.normalize("NFKD", text.translate(_UNDECOMPOSED))
        text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return _NOT_LETTERS.sub(" ", text).strip()


@cache
def _aliases() -> tuple[dict[str, Named], dict[int, Named], dict[int, Named]]:
    data = tomllib.loads((resources.files("bot.data") / "aliases.toml").read_text(encoding="utf-8"))
    index: dict[str, Named] = {}
    comps: dict[int, Named] = {}
    teams: dict[int, Named] = {}
    for kind, section, table in (("competition", "competitions", comps), ("team", "teams", teams)):
        for ident, entry in data.get(section, {}).items():
            # every whole-number column is another provider's id for the same team or competition
            ids = {column: value for column, value in entry.items() if type(value) is int}
            named = Named(kind, int(ident), entry["name"], ids)
            table[named.id] = named
            for alias in (entry["name"], *entry.get("aliases", [])):
                index[fold(alias)] = named
    return index, comps, teams


def resolve(text: str, *, ids: str, kind: str | None = None) -> Named | None:
    """The team or competition a fan means, exact alias first, then a close fuzzy match (none when several fit)."""
    fits = fitting(text, ids=ids, kind=kind)
    return fits[0] if len(fits) == 1 else None


def fitting(text: str, *, ids: str, kind: str | None = None) -> list[Named]:
    """The teams or competitions of aliases.toml a fan's name fits best: the exact alias, else every one tied
    closest ("manchester": City and United), else none."""
    index, comps, teams = _aliases()
    key = fold(text)
    named = index.get(key)
    if named and (kind is None or named.kind == kind):
        return [named.for_provider(ids)]
    choices = [(alias, (n.kind, n.id)) for alias, n in index.items() if kind is None or n.kind == kind]
    found = ((comps if k == "competition" else teams).get(ident) for k, ident in closest_all(key, choices))
    return [n.for_provider(ids) for n in found if n is not None]


CLOSE = 88  # how alike (0-100) a typed name and a known one must be
PART = 3  # the fewest letters that stand for a name they are a part of ("man" is not Manchester City)


@cache
def _club_words() -> frozenset[str]:
    data = tomllib.loads((resources.files("bot.data") / "aliases.toml").read_text(encoding="utf-8"))
    return frozenset(data["club_words"])


def _core(folded: str) -> str:
    """A folded name without the words clubs add ("the gunners" -> "gunners")."""
    return " ".join(word for word in folded.split() if word not in _club_words())


def _closeness(typed: str, name: str) -> float:
    """How alike two folded names are: the whole of them (a typo, words in another order), or the typed
    words all among the name's ("bayern" for "FC Bayern Munchen"). Never a name found inside other words:
    "el" (the Europa League) is in "hello world", and "spurs" in "spurs women", another team."""
    typed, name = _core(typed), _core(name)
    if not typed or not name:
        return 0.0
    if set(name.split()) < set(typed.split()):
        return (
            0.0  # a word more than the name has: another team or competition ("2 bundesliga", "spurs women")
        )
    score = max(fuzz.ratio(typed, name), 0.95 * fuzz.token_sort_ratio(typed, name))
    if len(typed) >= PART and set(typed.split()) <= set(name.split()):
        score = max(score, 95.0)
    return score


K = TypeVar("K", bound=Hashable)


def closest_all(typed: str, choices: Sequence[tuple[str, K]]) -> list[K]:
    """Every owner whose name in `choices` fits the folded `typed` best, if close enough, in `choices`' order."""
    scored = [(_closeness(typed, name), owner) for name, owner in choices]
    best = max((score for score, _ in scored), default=0.0)
    if best < CLOSE:
        return []
    return list(dict.fromkeys(owner for score, owner in scored if score == best))


def known_names(kind: str) -> list[str]:
    """The canonical name of every team or competition in aliases.toml."""
    _, comps, teams = _aliases()
    return [n.name for n in (comps if kind == "competition" else teams).values()]


@cache
def name_words() -> frozenset[str]:
    """Every word of every known name and alias, and the words clubs add to their names ("fc")."""
    return frozenset(word for alias in _aliases()[0] for word in alias.split()) | _club_words()


def exact(text: str) -> Named | None:
    """Only an exact alias ("serie a", "pl"): no fuzzy matching."""
    return _aliases()[0].get(fold(text))


def competition(competition_id: int) -> Named | None:
    return _aliases()[1].get(competition_id)


def team(team_id: int) -> Named | None:
    return _aliases()[2].get(team_id)


def group_letter(text: str) -> str | None:
    """ "Group D", "group d", "D", "GROUP_D" -> "D"."""
    m = re.fullmatch(r"(?:group[ _]?)?([a-l])", fold(text).replace(" ", "") if len(text) <= 10 else "", re.I)
    return m.group(1).upper() if m else None
