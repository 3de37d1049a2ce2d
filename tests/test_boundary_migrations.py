"""Migration 6 moves the detector's bookkeeping out of the snapshot into its own column: a database written
before it keeps working, and a match live across the upgrade keeps its goal identities."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from bot.alerts.state import StandingGoal, book_from_json
from bot.alerts.watch import MatchWatcher
from bot.providers.api_football import parse_fixture
from bot.store import Store
from bot.store import subscriptions as subs
from bot.store.matches import get_match, save_snapshot
from bot.store.migrations import MIGRATIONS, migrate, schema_version
from tests.alerts.rig import ScriptedProvider
from tests.pg import open_db
from tests.providers.builders import HOME, event, fixture
from tests.providers.test_codec import OLD_ROW

KANE = (184, "Harry Kane")


@pytest.fixture(params=["sqlite", "postgres"])
def empty_database(request, tmp_path):
    """An empty database on each engine (no migration run yet)."""
    if request.param == "sqlite":
        yield str(tmp_path / "old.db")
        return
    with request.getfixturevalue("postgres_server").database(template="template0") as url:
        yield url


def _version_5(database: str) -> None:
    """A database as the bot left it before migration 6, with one match row of the positional codec."""
    db = open_db(database)
    with db.transaction():
        db.create_table("schema_migrations", {"version": int, "applied_at": float}, pk="version")
    for version, step in enumerate(MIGRATIONS[:5], start=1):
        with db.transaction():
            step(db)
            db.insert("schema_migrations", {"version": version, "applied_at": 0.0})
    insert = (
        "insert into matches (id, competition_id, home_id, away_id, kickoff, status, snapshot, updated_at)"
        " values (?, 2, 47, 228, '2026-11-30T20:00:00+00:00', ?, ?, 0)"
    )
    with db.transaction():
        db.execute(insert, [1001, "2H", OLD_ROW])
        db.execute(insert, [1002, "FT", "{}"])  # what the pruning test writes: no bookkeeping to move
    db.close()


def test_the_bookkeeping_moves_to_its_own_column(empty_database):
    _version_5(empty_database)
    db = open_db(empty_database)
    assert migrate(db) == len(MIGRATIONS)
    detector = dict(db.execute("select id, detector from matches").fetchall())
    assert detector[1002] == ""
    assert json.loads(detector[1001]) == {
        k: v
        for k, v in json.loads(OLD_ROW).items()
        if k in ("announced", "goal_counter", "var_used", "ruled_out")
    }
    assert migrate(db) == len(MIGRATIONS)  # and running again changes nothing
    db.close()


def test_a_fresh_database_has_the_column_and_a_bare_snapshot_stores_no_book(database_url):
    store = Store(database_url)
    try:
        assert store.run_sync(schema_version) == len(MIGRATIONS)
        snap = parse_fixture(fixture("1H", 10))
        store.run_sync(save_snapshot, snap)
        assert store.run_sync(get_match, snap.id).detector == ""
    finally:
        store.close()


async def test_a_match_live_across_the_upgrade_keeps_its_goal_identities(empty_database):
    _version_5(empty_database)
    store = Store(empty_database)
    try:
        store.run_sync(subs.follow, "console", "c", "team", HOME, "Tottenham Hotspur")
        row = store.run_sync(get_match, 1001)
        assert row is not None and row.snapshot.score.home == 1
        watcher = MatchWatcher(store, ScriptedProvider(), lambda: datetime(2026, 11, 30, 21, tzinfo=UTC))
        goals = [event(10, "Goal", "Normal Goal", HOME, KANE), event(91, "Goal", "Normal Goal", HOME, KANE)]
        added, _ = await watcher._apply(parse_fixture(fixture("2H", 91, (2, 1), goals)))
        assert added == 1
        keys = store.run_sync(lambda db: [r[0] for r in db.execute("select key from alerts")])
        assert keys == ["1001:goal:47:2"]  # the stored book said one home goal was told already
        stored = store.run_sync(get_match, 1001)
        assert json.loads(stored.detector)["v"] == 1  # written anew in the named format
        book = book_from_json(stored.detector)
        assert book.goal_counter == (2, 2)
        assert book.announced[-1] == StandingGoal(47, "1001:goal:47:2", "1001:47:184:goal:normal goal:91:0")
    finally:
        store.close()
