"""The database file, its migrations, and the one thread that owns the connection.

Datasette's pattern: SQLite connections are not shared across threads, so a single worker thread opens
the file and runs every query; coroutines `await store.run(fn, ...)` and never block the event loop.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from sqlite_utils import Database

from bot.store.migrations import migrate

T = TypeVar("T")


class StoreError(Exception):
    """The database file cannot be used; the message names the file and what to do."""


def _refuse_a_stranger(db: Database, path: Path) -> None:
    """A database with tables but none of ours belongs to another program: never add ours to it."""
    tables = db.table_names()
    if tables and "schema_migrations" not in tables:
        shown = ", ".join(sorted(tables)[:3]) + (", ..." if len(tables) > 3 else "")
        raise StoreError(
            f"The database file {path} belongs to another program (its tables: {shown}); "
            "point [bot] database at a file of its own."
        )


class Store:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="matchday-sqlite")
        try:
            self._db: Database = self._executor.submit(self._open).result()
        except StoreError:
            self._executor.shutdown(wait=False)
            raise

    def _open(self) -> Database:
        if not str(self.path) or str(self.path) == ".":
            raise StoreError("No database file is set: name one in [bot] database, e.g. \"matchday.db\".")
        if self.path.is_dir():
            raise StoreError(f"The database {self.path} is a folder; name a file in [bot] database instead.")
        if self.path.parent and not self.path.parent.exists():
            raise StoreError(
                f"The folder for the database {self.path} does not exist; create it or change [bot] database."
            )
        try:
            db = Database(self.path)
            _refuse_a_stranger(db, self.path)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA busy_timeout=5000")
            # Checkpoints run from the scheduler between goals (`checkpoint`), not inside the transaction that
            # fans a goal out; this threshold (about 40 MB of WAL) is only the safety net.
            db.execute("PRAGMA wal_autocheckpoint=10000")
            migrate(db)
        except sqlite3.DatabaseError as exc:
            raise StoreError(
                f"The database file {self.path} cannot be used ({exc}); move it aside to start afresh."
            ) from None
        return db

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn(db, *args)` on the database thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, fn, self._db, *args)

    def run_sync(self, fn: Callable[..., T], *args: Any) -> T:
        """The same, for code outside the event loop (CLI, tests)."""
        return self._executor.submit(fn, self._db, *args).result()

    async def checkpoint(self) -> None:
        """Fold the write-ahead log back into the database file, at a quiet moment of our choosing."""
        await self.run(lambda db: db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone())

    def close(self) -> None:
        try:
            self._executor.submit(self._db.close).result()
        finally:
            self._executor.shutdown(wait=True)
