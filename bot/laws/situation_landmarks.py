"""Where the attacker stood against the defenders, told by the pitch's markings ("our 9 was on the penalty spot, their
defenders were all on the six-yard line"): each marking is a distance from the goal line (situation_landmarks.toml),
and who was nearer the goal line is where he stood. Read only when no place is told in words the reader knows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.laws.situation_text import laws_data

# A clause: where one subject's place ends ("our 9 was on the spot, their back four on the six-yard line")
_CLAUSE = re.compile(r"[.;!?]|,|\b(?:and|but|while|whereas|when)\b")


@dataclass(frozen=True, slots=True)
class _Markings:
    places: tuple[tuple[re.Pattern[str], int], ...]
    defenders: re.Pattern[str]
    attacker: re.Pattern[str]
    keeper_away: re.Pattern[str]


@cache
def _markings() -> _Markings:
    data = laws_data("situation_landmarks.toml")
    places = tuple(
        (re.compile(rf"\b{pattern}"), int(place["yards"]))
        for place in data["place"]
        for pattern in place["words"]
    )
    roles = data["roles"]
    return _Markings(
        places,
        re.compile(roles["defenders"]),
        re.compile(roles["attacker"]),
        re.compile(roles["keeper_away"]),
    )


def _placed(text: str) -> list[tuple[int, int]]:
    """Each marking told, as (where it starts, its yards), the first wording to match at a place winning."""
    found: dict[int, tuple[int, int]] = {}
    for pattern, yards in _markings().places:
        for m in pattern.finditer(text):
            if not any(start <= m.start() < end for start, (end, _) in found.items()):
                found[m.start()] = (m.end(), yards)
    return sorted((start, yards) for start, (_, yards) in found.items())


def _whose(text: str, at: int) -> str | None:
    """Whose place a marking at `at` tells: the defenders' when a defending line is named before it in its clause, the
    attacker's when one of his words is, else nobody's."""
    clause_start = max((m.end() for m in _CLAUSE.finditer(text, 0, at)), default=0)
    before = text[clause_start:at]
    if _markings().defenders.search(before):
        return "defenders"
    if _markings().attacker.search(before):
        return "attacker"
    return None


def place_by_markings(text: str) -> str | None:
    """ "offside" (nearer the goal line than the defenders), "level" or "onside" (further out), or None when the fan
    does not tell both places by markings, or tells the keeper away from his goal."""
    markings = _markings()
    if markings.keeper_away.search(text):
        return None
    told: dict[str, list[int]] = {"attacker": [], "defenders": []}
    for at, yards in _placed(text):
        whose = _whose(text, at)
        if whose is not None:
            told[whose].append(yards)
    if not told["attacker"] or not told["defenders"]:
        return None
    # his first place told against the defenders' deepest
    attacker, defenders = told["attacker"][0], min(told["defenders"])
    if attacker == defenders:
        return "level"
    return "offside" if attacker < defenders else "onside"
