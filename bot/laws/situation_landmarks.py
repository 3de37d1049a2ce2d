"""Where the attacker stood against the defenders, told by the pitch's markings ("our 9 was on the penalty spot, their
defenders were all on the six-yard line"): each marking is a distance from the goal line (situation_landmarks.toml),
and who was nearer the goal line is where he stood. Read only when no place is told in words the reader knows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.laws.situation_text import laws_data

# More than one defender told at a marking
_MANY = re.compile(r"\b(?:defenders|backs|both|two|all|lads|men|four|three|five|line|wall|halves)\b")
# A marking the ball came from: "from" just before it ("from the edge of the box", "from (the) edge of the area")
_FROM = re.compile(r"\bfrom (?:just )?(?:outside |inside )?$")
# A clause: where one subject's place ends ("our 9 was on the spot, their back four on the six-yard line")
_CLAUSE = re.compile(r"[.;!?]|,|\b(?:and|but|while|whereas|when)\b")


@dataclass(frozen=True, slots=True)
class _Markings:
    places: tuple[tuple[re.Pattern[str], int], ...]
    defenders: re.Pattern[str]
    keeper: re.Pattern[str]
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
        re.compile(roles["keeper"]),
        re.compile(roles["attacker"]),
        re.compile(roles["keeper_away"]),
    )


def _placed(text: str) -> list[tuple[int, int]]:
    """Each marking told of a player, as (where it starts, its yards), the first wording to match at a place winning;
    not one the ball was played from ("our 10 played it from the edge of the box": the passer's, the ball's place)."""
    found: dict[int, tuple[int, int]] = {}
    for pattern, yards in _markings().places:
        for m in pattern.finditer(text):
            if text.endswith((" from ", " from", "from the "), 0, m.start() + 1) or _FROM.search(
                text, 0, m.start()
            ):
                continue
            if not any(start <= m.start() < end for start, (end, _) in found.items()):
                found[m.start()] = (m.end(), yards)
    return sorted((start, yards) for start, (_, yards) in found.items())


def _clause_before(text: str, at: int) -> str:
    return text[max((m.end() for m in _CLAUSE.finditer(text, 0, at)), default=0) : at]


def _whose(text: str, at: int) -> str | None:
    """Whose place a marking at `at` tells: the defenders' when a defending line is named before it in its clause, the
    attacker's when one of his words is, else nobody's."""
    before = _clause_before(text, at)
    if _markings().defenders.search(before):
        return "defenders"
    if _markings().keeper.search(before):
        return "keeper"
    if _markings().attacker.search(before):
        return "attacker"
    return None


def place_by_markings(text: str) -> str | None:
    """ "offside" (nearer the goal line than the defenders), "level" or "onside" (further out), or None when the fan
    does not tell both places by markings, or tells the keeper away from his goal without his place."""
    told: dict[str, list[int]] = {"attacker": [], "defenders": [], "keeper": []}
    for at, yards in _placed(text):
        whose = _whose(text, at)
        if whose is not None:
            # (two or more told at one marking, "two of their defenders on the goal line", stand there both)
            told[whose] += [yards] * (
                2 if whose == "defenders" and _MANY.search(_clause_before(text, at)) else 1
            )
    if not told["attacker"] or not told["defenders"]:
        return None
    if told["keeper"]:
        # the keeper placed too ("one defender on the goal line and the keeper off his line at the penalty spot"): the
        # second of the opponents nearest the goal line decides
        second_last = sorted([*told["defenders"], told["keeper"][0]])[1]
    elif _markings().keeper_away.search(text):
        return None
    else:
        second_last = min(told["defenders"])  # the keeper behind them, as a line of defenders is told
    attacker = told["attacker"][0]  # his first place told
    if attacker == second_last:
        return "level"
    return "offside" if attacker < second_last else "onside"
