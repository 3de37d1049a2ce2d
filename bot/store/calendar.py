"""Fixtures, results and top scorers as the scheduler last read them: what /next, /fixtures, /results and
/scorers answer from (a handler never calls the provider)."""

from __future__ import annotations

import time
from collections.abc import Collection, Iterable
from datetime import UTC, datetime, timedelta

from bot.providers.codec import (
    snapshot_from_json,
    snapshot_to_json,
    top_scorers_from_json,
    top_scorers_to_json,
)
from bot.providers.model import MatchSnapshot, TopScorers
from bot.store.sql import Db

# The window the scheduler reads and the commands may show: results this far back, fixtures this far ahead.
BEHIND, AHEAD = timedelta(days=14), timedelta(days=28)


def moved_since(before: tuple[float, float, bool] | None, kickoff: float) -> float:
    """Where a fixture's kick-off moved from (Unix time; 0: it has not moved), given what was stored before
    (its kick-off, where it had moved from, whether that time was fixed) and its kick-off now. Neither provider
    has a "rescheduled" status, so a changed fixed kick-off is the evidence; a placeholder's time being fixed,
    or its provisional day changing, is no move; a kick-off moved back where it was is no longer moved."""
    if before is None:
        return 0.0
    was, moved_from, confirmed = before
    moved_from = moved_from or (was if was != kickoff and confirmed else 0.0)
    return 0.0 if moved_from == kickoff else moved_from


def save_matches(db: Db, matches: Iterable[MatchSnapshot], now: float | None = None) -> int:
    """Store each match as read; a kick-off the provider moved keeps where it was first (`moved_from`). A
    placeholder kick-off (time not confirmed) is never where a match moved from: its time being fixed, or its
    provisional day changing, is no move."""
    now = time.time() if now is None else now
    saved = 0
    with db.transaction():
        for match in matches:
            kickoff = match.kickoff.timestamp()
            before = db.one(
                "select kickoff, moved_from, time_confirmed from calendar where id = ?", [match.id]
            )
            moved_from = moved_since(
                None
                if before is None
                else (float(before["kickoff"]), float(before["moved_from"]), bool(before["time_confirmed"])),
                kickoff,
            )
            db.upsert(
                "calendar",
                [
                    {
                        "id": match.id,
                        "competition_id": match.competition.id,
                        "home_id": match.home.id,
                        "away_id": match.away.id,
                        "kickoff": kickoff,
                        "moved_from": moved_from,
                        "time_confirmed": int(match.time_confirmed),
                        "snapshot": snapshot_to_json(match),
                        "updated_at": now,
                    }
                ],
                pk="id",
            )
            saved += 1
    return saved


def update_known(db: Db, matches: Iterable[MatchSnapshot], now: float | None = None) -> int:
    """Keep the stored copies of matches the calendar already holds current (from the live polls)."""
    matches = list(matches)
    if not matches:
        return 0
    ids = [m.id for m in matches]
    held = {
        row[0] for row in db.execute(f"select id from calendar where id in ({','.join('?' * len(ids))})", ids)
    }
    return save_matches(db, [m for m in matches if m.id in held], now)


def matches_between(
    db: Db, start: datetime, end: datetime, *, teams: Collection[int] = (), competitions: Collection[int] = ()
) -> list[tuple[MatchSnapshot, datetime | None]]:
    """The stored matches of these teams or competitions kicking off from `start` to `end`, by kick-off, each
    with the kick-off it was moved from (None: never moved)."""
    if not teams and not competitions:
        return []
    where = []
    params: list[object] = [start.timestamp(), end.timestamp()]
    if teams:
        marks = ",".join("?" * len(teams))
        where.append(f"home_id in ({marks}) or away_id in ({marks})")
        params += [*teams, *teams]
    if competitions:
        where.append(f"competition_id in ({','.join('?' * len(competitions))})")
        params += list(competitions)
    rows = db.execute(
        f"select snapshot, moved_from from calendar where kickoff >= ? and kickoff <= ? and ({' or '.join(where)})"
        " order by kickoff, id",
        params,
    ).fetchall()
    return [
        (snapshot_from_json(text), datetime.fromtimestamp(moved, UTC) if moved else None)
        for text, moved in rows
    ]


def save_scorers(db: Db, table: TopScorers, now: float | None = None) -> None:
    db.upsert(
        "scorers",
        [
            {
                "competition_id": table.competition.id,
                "season": table.competition.season,
                "payload": top_scorers_to_json(table),
                "updated_at": time.time() if now is None else now,
            }
        ],
        pk="competition_id",
    )


def scorers(db: Db, competition_ids: Collection[int]) -> list[TopScorers]:
    if not competition_ids:
        return []
    rows = db.execute(
        f"select payload from scorers where competition_id in ({','.join('?' * len(competition_ids))})"
        " order by competition_id",
        list(competition_ids),
    ).fetchall()
    return [top_scorers_from_json(payload) for (payload,) in rows]
