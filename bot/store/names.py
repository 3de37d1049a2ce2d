"""Team and competition names learned from provider data, and names fans asked for that we lack."""

from __future__ import annotations

import time

from bot.names import Named, closest_all, fold, known_names
from bot.providers.model import MatchSnapshot, Standings
from bot.store.sql import Db


def learn_from_snapshot(db: Db, snap: MatchSnapshot) -> None:
    now = time.time()
    rows = [
        {"kind": "team", "id": t.id, "name": t.name, "folded": fold(t.name), "seen_at": now}
        for t in (snap.home, snap.away)
    ]
    rows.append(
        {
            "kind": "competition",
            "id": snap.competition.id,
            "name": snap.competition.name,
            "folded": fold(snap.competition.name),
            "seen_at": now,
        }
    )
    db.upsert("names", rows, pk=("kind", "id"))


def learn_from_standings(db: Db, standings: Standings) -> None:
    now = time.time()
    rows = [
        {"kind": "team", "id": r.team.id, "name": r.team.name, "folded": fold(r.team.name), "seen_at": now}
        for t in standings.tables
        for r in t.rows
    ]
    db.upsert("names", rows, pk=("kind", "id"))


def learn_teams(db: Db, teams: list[tuple[int, str]]) -> None:
    now = time.time()
    db.upsert(
        "names",
        [{"kind": "team", "id": i, "name": n, "folded": fold(n), "seen_at": now} for i, n in teams],
        ("kind", "id"),
    )


def suggest(db: Db, kind: str, typed: str, limit: int = 25) -> list[str]:
    """Names of this kind ("team" or "competition") for a fan typing `typed`: those whose name starts with it
    first, then those with a word starting with it; from names seen in provider data and aliases.toml."""
    key = fold(typed)
    seen = [r[0] for r in db.execute("select name from names where kind = ? order by name", [kind])]
    names = list(dict.fromkeys([*seen, *sorted(known_names(kind))]))
    if not key:
        return names[:limit]
    starts = [n for n in names if fold(n).startswith(key)]
    words = [n for n in names if n not in starts and f" {key}" in f" {fold(n)}"]
    return (starts + words)[:limit]


def find_name(db: Db, text: str) -> Named | None:
    """The best match among names seen in provider data (exact first, then a close fuzzy match); None when none
    is close or several fit as well (`find_names` says which)."""
    found = find_names(db, text)
    return found[0] if len(found) == 1 else None


def find_names(db: Db, text: str) -> list[Named]:
    """The names seen in provider data that fit `text` best: the exact one, else every one tied closest (two
    clubs a search found for "real")."""
    key = fold(text)
    rows = list(db.execute("select kind, id, name, folded from names").fetchall())
    for kind, ident, name, folded in rows:
        if folded == key:
            return [Named(kind, ident, name)]
    best = closest_all(key, [(r[3], i) for i, r in enumerate(rows)])
    return [Named(*rows[i][:3]) for i in best]


def request_lookup(db: Db, text: str) -> None:
    db.upsert("name_requests", [{"text": fold(text), "requested_at": time.time(), "done": 0}], pk="text")


def pending_lookups(db: Db) -> list[str]:
    return [
        r[0]
        for r in db.execute("select text from name_requests where done = 0 order by requested_at limit 10")
    ]


def lookup_done(db: Db, text: str) -> None:
    db.execute("update name_requests set done = 1 where text = ?", [text])


def lookup_failed(db: Db, text: str) -> None:
    """A search given up after failures: forgotten, so the next /follow of the name asks again."""
    db.execute("delete from name_requests where text = ?", [text])


def searched(db: Db, text: str, since: float) -> bool:
    """Whether the provider's search answered for this name since `since` (what it found is learned)."""
    row = db.execute(
        "select 1 from name_requests where text = ? and done = 1 and requested_at >= ?", [fold(text), since]
    ).fetchone()
    return row is not None
