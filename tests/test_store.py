"""The SQLite file: migrations on an existing database, WAL, one owning thread, clear errors."""

from __future__ import annotations

import sqlite3

import pytest
from sqlite_utils import Database

from bot.store import Store, StoreError
from bot.store.migrations import MIGRATIONS, migrate, schema_version


def test_fresh_database_is_migrated_and_in_wal_mode(tmp_path):
    store = Store(tmp_path / "m.db")
    try:
        assert store.run_sync(schema_version) == len(MIGRATIONS)
        assert store.run_sync(lambda db: db.execute("PRAGMA journal_mode").fetchone()[0]) == "wal"
        assert {"matches", "subscriptions", "alerts", "outbox"} <= set(
            store.run_sync(lambda db: db.table_names())
        )
    finally:
        store.close()


def test_migrating_an_existing_database_keeps_its_data(tmp_path):
    path = tmp_path / "old.db"
    store = Store(path)
    store.run_sync(
        lambda db: db["subscriptions"].insert(
            {
                "platform": "console",
                "channel": "c",
                "target_kind": "team",
                "target_id": 47,
                "target_name": "Spurs",
                "kinds": "[]",
                "created_by": "",
                "created_at": 0.0,
            }
        )
    )
    store.close()
    db = Database(path)
    assert migrate(db) == len(MIGRATIONS)  # running again is a no-op
    assert db["subscriptions"].count == 1
    db.close()


def test_an_older_schema_is_brought_forward(tmp_path, monkeypatch):
    path = tmp_path / "v0.db"
    sqlite3.connect(path).close()
    calls = []
    monkeypatch.setattr("bot.store.migrations.MIGRATIONS", [*MIGRATIONS, lambda db: calls.append(1)])
    store = Store(path)
    try:
        assert store.run_sync(schema_version) == len(MIGRATIONS) + 1 and calls == [1]
    finally:
        store.close()


def test_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match=f"The database file {path} cannot be used"):
        Store(path)


def test_a_missing_folder(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        Store(tmp_path / "nope" / "x.db")
