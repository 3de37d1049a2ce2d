"""Snapshots, standings and top-scorer tables to JSON and back, for the store.

Every object is written by field name, beside the format version (`"v"`): a field added later with a default
reads from rows written before it (the default), and a row written later with fields this code does not know
still reads (they are skipped). Rows written before versions were stored (positional arrays, no `"v"`) are
read by the `_legacy_*` readers, which must never change: old databases hold such rows.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields
from datetime import datetime
from typing import Any, TypeVar

from bot.providers.model import (
    Competition,
    Event,
    EventKind,
    Lineup,
    MatchSnapshot,
    Minute,
    Person,
    Score,
    Scorer,
    StandingRow,
    Standings,
    StandingsTable,
    Status,
    Team,
    TopScorers,
)

FORMAT = 2  # 1 was the positional arrays, written without a version
T = TypeVar("T")
Convert = Callable[[Any], Any]


_STORED: tuple[type[Any], ...] = (Minute, Person, Team, Score, Competition, Event, Lineup, MatchSnapshot)
_STORED += (StandingRow, StandingsTable, Standings, Scorer, TopScorers)
# Each stored class's fields, in order: what is written, and what a row may set when read.
_FIELDS = {cls: tuple(f.name for f in fields(cls)) for cls in _STORED}
_KNOWN = {cls: frozenset(names) for cls, names in _FIELDS.items()}


def _json(value: Any) -> Any:
    """What `json.dumps` cannot write itself: a model object is the dict of its fields by name (json writes the
    values, calling this again for the objects among them; enums are str subclasses, tuples lists), and the
    kick-off time is written in ISO 8601."""
    names = _FIELDS.get(type(value))
    if names is not None:
        return {name: getattr(value, name) for name in names}
    if isinstance(value, datetime):
        return value.isoformat()
    raise TypeError(f"cannot store {type(value).__name__}")


def _dumps(obj: Any) -> str:
    return json.dumps({"v": FORMAT, **_json(obj)}, ensure_ascii=False, default=_json)


def _named(cls: type[T], data: dict[str, Any], **convert: Convert) -> T:
    """`cls` from the fields of `data` it knows: a key it does not know is skipped (a newer writer's), a
    missing one takes the field's default (an older writer's); `convert` turns a stored value into the
    field's type."""
    known = _KNOWN[cls]
    return cls(**{k: convert[k](v) if k in convert else v for k, v in data.items() if k in known})


def _minute(d: dict[str, Any]) -> Minute:
    return _named(Minute, d)


def _maybe_minute(d: dict[str, Any] | None) -> Minute | None:
    return None if d is None else _minute(d)


def _person(d: dict[str, Any] | None) -> Person | None:
    return None if d is None else _named(Person, d)


def _team(d: dict[str, Any]) -> Team:
    return _named(Team, d)


def _score(d: dict[str, Any] | None) -> Score | None:
    return None if d is None else _named(Score, d)


def _competition(d: dict[str, Any]) -> Competition:
    return _named(Competition, d)


def _event(d: dict[str, Any]) -> Event:
    return _named(Event, d, kind=EventKind, minute=_minute, player=_person, assist=_person)


def _lineup(d: dict[str, Any]) -> Lineup:
    return _named(Lineup, d, starters=tuple)


def _each(convert: Callable[[Any], T]) -> Callable[[list[Any]], tuple[T, ...]]:
    return lambda items: tuple(convert(i) for i in items)


def snapshot_to_json(s: MatchSnapshot) -> str:
    return _dumps(s)


def snapshot_from_json(text: str) -> MatchSnapshot:
    d = json.loads(text)
    if "v" not in d:
        return _legacy_snapshot(d)
    return _named(
        MatchSnapshot,
        d,
        competition=_competition,
        home=_team,
        away=_team,
        kickoff=datetime.fromisoformat,
        status=Status,
        minute=_maybe_minute,
        score=_score,
        penalties=_score,
        half_time=_score,
        events=_each(_event),
        coaches=_each(_person),
        lineups=_each(_lineup),
    )


def standings_to_json(s: Standings) -> str:
    return _dumps(s)


def _row(d: dict[str, Any]) -> StandingRow:
    return _named(StandingRow, d, team=_team)


def _table(d: dict[str, Any]) -> StandingsTable:
    return _named(StandingsTable, d, rows=_each(_row))


def standings_from_json(text: str) -> Standings:
    d = json.loads(text)
    if "v" not in d:
        return _legacy_standings(d)
    return _named(Standings, d, competition=_competition, tables=_each(_table))


def top_scorers_to_json(t: TopScorers) -> str:
    return _dumps(t)


def _scorer(d: dict[str, Any]) -> Scorer:
    return _named(Scorer, d, player=_person, team=_team)


def top_scorers_from_json(text: str) -> TopScorers:
    return _named(TopScorers, json.loads(text), competition=_competition, rows=_each(_scorer))


# ------------------------------------------------------------------ format 1: positional, version-less


def _legacy_person(v: list[Any] | None) -> Person | None:
    return None if v is None else Person(v[0], v[1])


def _legacy_event(e: list[Any]) -> Event:
    return Event(
        key=e[0],
        kind=EventKind(e[1]),
        minute=Minute(e[2], e[3]),
        team_id=e[4],
        player=_legacy_person(e[5]),
        assist=_legacy_person(e[6]),
        detail=e[7],
        comments=e[8],
        official=e[9],
    )


def _legacy_snapshot(d: dict[str, Any]) -> MatchSnapshot:
    """A row of the positional format. Its detector bookkeeping keys (`announced`, `goal_counter`, `var_used`,
    `ruled_out`) are not the provider's: migration 6 copied them to the row's `detector` column."""
    return MatchSnapshot(
        id=d["id"],
        competition=Competition(*d["competition"]),
        home=Team(*d["home"]),
        away=Team(*d["away"]),
        kickoff=datetime.fromisoformat(d["kickoff"]),
        status=Status(d["status"]),
        minute=None if d["minute"] is None else Minute(*d["minute"]),
        score=Score(*d["score"]),
        penalties=None if d["penalties"] is None else Score(*d["penalties"]),
        events=tuple(_legacy_event(e) for e in d["events"]),
        coaches=tuple(p for p in (_legacy_person(c) for c in d["coaches"]) if p is not None),
        venue=d.get("venue", ""),
        referee=d.get("referee", ""),
        lineups=tuple(Lineup(t, f, tuple(p)) for t, f, p in d.get("lineups", [])),
    )


def _legacy_standings(d: dict[str, Any]) -> Standings:
    return Standings(
        competition=Competition(*d["competition"]),
        tables=tuple(
            StandingsTable(name, tuple(StandingRow(r[0], Team(r[1], r[2]), *r[3:]) for r in rows))
            for name, rows in d["tables"]
        ),
    )
