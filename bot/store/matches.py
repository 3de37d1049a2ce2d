"""Stored match snapshots and cached standings: what `/live` and `/table` read.

Beside each snapshot the row keeps the alert detector's bookkeeping (`detector`), in the detector's own
encoding: the store keeps that text and never reads it, so it knows nothing of alerts.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from bot.providers.codec import snapshot_from_json, snapshot_to_json, standings_from_json, standings_to_json
from bot.providers.model import MatchSnapshot, Standings
from bot.store.sql import Db


@dataclass(frozen=True, slots=True)
class StoredMatch:
    """A `matches` row: the snapshot, and the alert detector's bookkeeping as that side encoded it ("": none)."""

    snapshot: MatchSnapshot
    detector: str = ""


def get_match(db: Db, match_id: int) -> StoredMatch | None:
    row = db.one("select snapshot, detector from matches where id = ?", [match_id])
    return None if row is None else StoredMatch(snapshot_from_json(row["snapshot"]), row["detector"])


def get_snapshot(db: Db, match_id: int) -> MatchSnapshot | None:
    match = get_match(db, match_id)
    return None if match is None else match.snapshot


_SAVE = """insert into matches (id, competition_id, home_id, away_id, kickoff, status, snapshot, detector, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (id) do update set competition_id = excluded.competition_id, home_id = excluded.home_id,
             away_id = excluded.away_id, kickoff = excluded.kickoff, status = excluded.status,
             snapshot = excluded.snapshot, detector = excluded.detector, updated_at = excluded.updated_at"""


def save_snapshot(db: Db, snap: MatchSnapshot | StoredMatch) -> None:
    """Insert or replace one match (plain SQL: this runs for every changed match of every poll). A snapshot on
    its own is stored with no detector bookkeeping."""
    match = snap if isinstance(snap, StoredMatch) else StoredMatch(snap)
    s = match.snapshot
    db.execute(
        _SAVE,
        [
            s.id,
            s.competition.id,
            s.home.id,
            s.away.id,
            s.kickoff.isoformat(),
            s.status.value,
            snapshot_to_json(s),
            match.detector,
            time.time(),
        ],
    )


def all_snapshots(db: Db) -> list[MatchSnapshot]:
    return [
        snapshot_from_json(text)
        for (text,) in db.execute("select snapshot from matches order by kickoff, id")
    ]


def stored_matches(db: Db) -> list[tuple[MatchSnapshot, float]]:
    """Every stored match with when it was last stored (seconds since the epoch), in kick-off order: what
    /live shows, and how fresh it is."""
    rows = db.execute("select snapshot, updated_at from matches order by kickoff, id")
    return [(snapshot_from_json(text), float(at)) for text, at in rows]


@dataclass
class StoredSnapshots:
    """Every stored match, decoded once and kept between polls: a row is read and decoded again only when
    its `updated_at` moved. Used on the database thread only (`store.run(cache.read)`)."""

    _by_id: dict[int, tuple[float, StoredMatch]] = field(default_factory=dict)

    def read(self, db: Db) -> list[MatchSnapshot]:
        return [m.snapshot for m in self.read_matches(db)]

    def read_matches(self, db: Db) -> list[StoredMatch]:
        """The rows, snapshot and detector bookkeeping, in kick-off order."""
        listed = db.execute("select id, updated_at from matches order by kickoff, id").fetchall()
        stale = [i for i, at in listed if (hit := self._by_id.get(i)) is None or hit[0] != at]
        if stale:
            marks = ",".join("?" * len(stale))
            for i, at, text, detector in db.execute(
                f"select id, updated_at, snapshot, detector from matches where id in ({marks})", stale
            ):
                self._by_id[i] = (at, StoredMatch(snapshot_from_json(text), detector))
        present = {i for i, _ in listed}
        for gone in [i for i in self._by_id if i not in present]:
            del self._by_id[gone]
        return [self._by_id[i][1] for i, _ in listed]


def standings_key(competition_id: int, season: int) -> str:
    return f"{competition_id}:{season}"


def save_standings(db: Db, standings: Standings) -> None:
    c = standings.competition
    row = {
        "key": standings_key(c.id, c.season),
        "competition": c.name,
        "payload": standings_to_json(standings),
        "fetched_at": time.time(),
    }
    db.upsert("standings", [row], pk="key")


def all_standings(db: Db) -> list[Standings]:
    return [standings_from_json(text) for (text,) in db.execute("select payload from standings order by key")]
