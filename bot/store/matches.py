"""Stored match snapshots and cached standings: what `/live` and `/table` read."""

from __future__ import annotations

import time

from sqlite_utils import Database
from sqlite_utils.db import NotFoundError

from bot.providers.codec import snapshot_from_json, snapshot_to_json, standings_from_json, standings_to_json
from bot.providers.model import MatchSnapshot, Standings


def get_snapshot(db: Database, match_id: int) -> MatchSnapshot | None:
    try:
        row = db["matches"].get(match_id)
    except NotFoundError:
        return None
    return snapshot_from_json(row["snapshot"])


def save_snapshot(db: Database, snap: MatchSnapshot) -> None:
    db["matches"].upsert(
        {
            "id": snap.id,
            "competition_id": snap.competition.id,
            "home_id": snap.home.id,
            "away_id": snap.away.id,
            "kickoff": snap.kickoff.isoformat(),
            "status": snap.status.value,
            "snapshot": snapshot_to_json(snap),
            "updated_at": time.time(),
        },
        pk="id",
    )


def all_snapshots(db: Database) -> list[MatchSnapshot]:
    return [snapshot_from_json(r["snapshot"]) for r in db["matches"].rows_where(order_by="kickoff, id")]


def standings_key(competition_id: int, season: int) -> str:
    return f"{competition_id}:{season}"


def save_standings(db: Database, standings: Standings) -> None:
    c = standings.competition
    db["standings"].upsert(
        {
            "key": standings_key(c.id, c.season),
            "competition": c.name,
            "payload": standings_to_json(standings),
            "fetched_at": time.time(),
        },
        pk="key",
    )


def all_standings(db: Database) -> list[Standings]:
    return [standings_from_json(r["payload"]) for r in db["standings"].rows_where(order_by="key")]
