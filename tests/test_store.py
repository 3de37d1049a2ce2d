"""The store on both engines (an SQLite file and a PostgreSQL database): migrations on an existing database,
pruning; and the SQLite file's own matters: WAL, clear errors for a file that cannot work."""

from __future__ import annotations

import re
import sqlite3

import pytest

from bot.store import Store, StoreError
from bot.store.migrations import MIGRATIONS, migrate, schema_version


def test_fresh_database_is_migrated(database_url):
    store = Store(database_url)
    try:
        assert store.run_sync(schema_version) == len(MIGRATIONS)
        assert {"matches", "subscriptions", "alerts", "outbox"} <= set(
            store.run_sync(lambda db: db.table_names())
        )
    finally:
        store.close()


def test_a_fresh_file_is_in_wal_mode(tmp_path):
    store = Store(tmp_path / "m.db")
    try:
        assert store.run_sync(lambda db: db.execute("PRAGMA journal_mode").fetchone()[0]) == "wal"
    finally:
        store.close()


def test_migrating_an_existing_database_keeps_its_data(database_url):
    store = Store(database_url)
    store.run_sync(
        lambda db: db.insert(
            "subscriptions",
            {
                "platform": "console",
                "channel": "c",
                "target_kind": "team",
                "target_id": 47,
                "target_name": "Spurs",
                "kinds": "[]",
                "created_by": "",
                "created_at": 0.0,
            },
        )
    )
    store.close()
    store = Store(database_url)
    try:
        assert store.run_sync(migrate) == len(MIGRATIONS)  # running again is a no-op
        assert store.run_sync(lambda db: db.execute("select count(*) from subscriptions").fetchone()[0]) == 1
    finally:
        store.close()


def test_an_older_schema_is_brought_forward(database_url, monkeypatch):
    calls = []
    monkeypatch.setattr("bot.store.migrations.MIGRATIONS", [*MIGRATIONS, lambda db: calls.append(1)])
    store = Store(database_url)
    try:
        assert store.run_sync(schema_version) == len(MIGRATIONS) + 1 and calls == [1]
    finally:
        store.close()


def test_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match=re.escape(f"The file {path} is not an SQLite database")):
        Store(path)


def test_a_missing_folder(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        Store(tmp_path / "nope" / "x.db")


def test_an_empty_file_from_before_is_migrated(tmp_path):
    path = tmp_path / "v0.db"
    sqlite3.connect(path).close()
    store = Store(path)
    try:
        assert store.run_sync(schema_version) == len(MIGRATIONS)
    finally:
        store.close()


def test_pruning_keeps_storage_bounded_and_never_touches_pending_rows(database_url):
    """Sent and dead rows, alerts nothing refers to and finished matches go after `keep_days`; pending rows,
    live matches and recent history stay."""
    from bot.store.prune import prune

    store = Store(database_url)
    day = 86400.0
    now = 100 * day

    def fill(db):
        with db.transaction():
            for key, created in (("old", now - 40 * day), ("new", now - day), ("waiting", now - 40 * day)):
                db.execute(
                    "insert into alerts (key, match_id, kind, payload, created_at) values (?, 1, 'goal', '{}', ?)",
                    [key, created],
                )
            rows = [
                ("old", "sent", now - 40 * day),
                ("old", "dead", now - 40 * day),
                ("new", "sent", now - day),
                ("waiting", "pending", now - 40 * day),
            ]
            for n, (key, status, created) in enumerate(rows):
                db.execute(
                    "insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,"
                    " not_before, message_ref, error, created_at, sent_at, held)"
                    " values (?, 'discord', ?, 0, ?, 0, 0, 0, '', '', ?, 0, 0)",
                    [key, f"c{n}", status, created],
                )
            for match_id, status, updated in (
                (1, "FT", now - 40 * day),
                (2, "2H", now - 40 * day),
                (3, "FT", now),
            ):
                db.execute(
                    "insert into matches (id, competition_id, home_id, away_id, kickoff, status, snapshot, updated_at)"
                    " values (?, 2, 47, 228, '', ?, '{}', ?)",
                    [match_id, status, updated],
                )

    try:
        store.run_sync(fill)
        assert store.run_sync(prune, 30 * day, now) == {"outbox": 2, "alerts": 1, "matches": 1}
        left = store.run_sync(
            lambda db: db.execute("select alert_key, status from outbox order by id").fetchall()
        )
        assert left == [("new", "sent"), ("waiting", "pending")]
        assert store.run_sync(
            lambda db: [r[0] for r in db.execute("select id from matches order by id")]
        ) == [2, 3]
    finally:
        store.close()
