"""Snapshots and standings to JSON and back, for the store."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from bot.providers.model import (
    Competition,
    Event,
    EventKind,
    Lineup,
    MatchSnapshot,
    Minute,
    Person,
    Score,
    StandingRow,
    Standings,
    StandingsTable,
    Status,
    Team,
)


def _person(p: Person | None) -> list[Any] | None:
    return None if p is None else [p.id, p.name]


def _unperson(v: list[Any] | None) -> Person | None:
    return None if v is None else Person(v[0], v[1])


def snapshot_to_json(s: MatchSnapshot) -> str:
    return json.dumps(
        {
            "id": s.id,
            "competition": [
                s.competition.id,
                s.competition.name,
                s.competition.season,
                s.competition.round,
                s.competition.group,
            ],
            "home": [s.home.id, s.home.name],
            "away": [s.away.id, s.away.name],
            "kickoff": s.kickoff.isoformat(),
            "status": s.status.value,
            "minute": None if s.minute is None else [s.minute.elapsed, s.minute.extra],
            "score": [s.score.home, s.score.away],
            "penalties": None if s.penalties is None else [s.penalties.home, s.penalties.away],
            "events": [
                [
                    e.key,
                    e.kind.value,
                    e.minute.elapsed,
                    e.minute.extra,
                    e.team_id,
                    _person(e.player),
                    _person(e.assist),
                    e.detail,
                    e.comments,
                    e.official,
                ]
                for e in s.events
            ],
            "coaches": [_person(c) for c in s.coaches],
            "venue": s.venue,
            "referee": s.referee,
            "lineups": [[lu.team_id, lu.formation, list(lu.starters)] for lu in s.lineups],
            "announced": [list(a) for a in s.announced],
            "goal_counter": list(s.goal_counter),
            "var_used": list(s.var_used),
            "ruled_out": [list(r) for r in s.ruled_out],
        },
        ensure_ascii=False,
    )


def snapshot_from_json(text: str) -> MatchSnapshot:
    d = json.loads(text)
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
        events=tuple(
            Event(
                key=e[0],
                kind=EventKind(e[1]),
                minute=Minute(e[2], e[3]),
                team_id=e[4],
                player=_unperson(e[5]),
                assist=_unperson(e[6]),
                detail=e[7],
                comments=e[8],
                official=e[9],
            )
            for e in d["events"]
        ),
        coaches=tuple(p for p in (_unperson(c) for c in d["coaches"]) if p is not None),
        venue=d.get("venue", ""),
        referee=d.get("referee", ""),
        lineups=tuple(Lineup(t, f, tuple(p)) for t, f, p in d.get("lineups", [])),
        announced=tuple(tuple(a) for a in d.get("announced", [])),  # type: ignore[misc]
        goal_counter=tuple(d.get("goal_counter", (0, 0))),  # type: ignore[arg-type]
        var_used=tuple(d.get("var_used", ())),
        ruled_out=tuple(tuple(r) for r in d.get("ruled_out", ())),  # type: ignore[misc]
    )


def standings_to_json(s: Standings) -> str:
    c = s.competition
    return json.dumps(
        {
            "competition": [c.id, c.name, c.season, c.round, c.group],
            "tables": [
                [
                    t.name,
                    [
                        [
                            r.rank,
                            r.team.id,
                            r.team.name,
                            r.played,
                            r.won,
                            r.drawn,
                            r.lost,
                            r.goals_for,
                            r.goals_against,
                            r.points,
                        ]
                        for r in t.rows
                    ],
                ]
                for t in s.tables
            ],
        },
        ensure_ascii=False,
    )


def standings_from_json(text: str) -> Standings:
    d = json.loads(text)
    return Standings(
        competition=Competition(*d["competition"]),
        tables=tuple(
            StandingsTable(name, tuple(StandingRow(r[0], Team(r[1], r[2]), *r[3:]) for r in rows))
            for name, rows in d["tables"]
        ),
    )
