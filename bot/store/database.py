"""The store: the database (an SQLite file, or a PostgreSQL server named by URL), its migrations, and the one
thread that owns the connection.

Datasette's pattern: SQLite connections are not shared across threads, so a single worker thread opens
the file and runs every query; coroutines `await store.run(fn, ...)` and never block the event loop. The
PostgreSQL backend keeps the same shape (one thread, one pooled connection), so repositories see no difference.

Each call is one unit of work: what it wrote and left uncommitted is committed when it returns, and rolled
back when it raises.

A problem only the operator can fix (a read-only file or folder, a damaged page, a full disk, a server that
cannot be reached) comes out of the store as one `StoreError` sentence naming the database and what to do,
never as a traceback: at open for the bot (`check=True`), and whenever a later call meets it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Concatenate, ParamSpec, Protocol, TypeVar

from bot.core.errors import OperatorError
from bot.store.migrations import migrate
from bot.store.sql import Db, SqliteDb, is_postgres

if TYPE_CHECKING:
    from bot.store.outbox import Notifications

T = TypeVar("T")
P = ParamSpec("P")


class StoreError(OperatorError):
    """The database cannot be used; the message names it and what to do."""


def read_only(path: Path, *, folder: bool = False) -> StoreError:
    """`folder`: the file may be writable, but SQLite also writes its journal beside it."""
    what = f"The folder of the database {path}" if folder else f"The database {path}"
    return StoreError(f"{what} is read-only: make it writable or point [bot] database at a writable file.")


SQLITE_HEADER = b"SQLite format 3\x00"  # the first 16 bytes of every SQLite database file


def damaged(path: Path) -> StoreError:
    """A file SQLite cannot read. One that does not even start as SQLite's do may be any file a mistyped path
    names (the config, /etc/passwd): never advise moving it aside."""
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError:
        header = SQLITE_HEADER  # unreadable here: SQLite met the damage, say that
    if header and header != SQLITE_HEADER:
        return StoreError(
            f"The file {path} is not an SQLite database: point [bot] database at a file of its own "
            "(or, if it was matchday's, restore it from a backup)."
        )
    return StoreError(
        f"The database {path} is damaged: restore it from a backup or move it aside; "
        "matchday will create a new one."
    )


def operator_problem(exc: sqlite3.Error, path: Path) -> StoreError | None:
    """The sentence for an SQLite error no retry can fix, or None for anything else (a bug, a busy lock).

    Judged by SQLite's primary result code (the low byte of the extended code Python reports), not by the
    message text, so every variant (SQLITE_READONLY_DIRECTORY, SQLITE_CORRUPT_INDEX, ...) is covered."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None:
        return None
    primary = code & 0xFF
    if primary == sqlite3.SQLITE_READONLY:
        return read_only(path, folder=code == sqlite3.SQLITE_READONLY_DIRECTORY)
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return damaged(path)
    if primary == sqlite3.SQLITE_FULL:
        return StoreError(
            f"The disk holding the database {path} is full: free some space or point [bot] database elsewhere."
        )
    if primary == sqlite3.SQLITE_CANTOPEN:
        return StoreError(
            f"The database {path} cannot be opened: make it and its folder readable and writable, "
            "or point [bot] database at another file."
        )
    return None


def check_path(path: Path) -> None:
    """Refuse, before touching anything, a database path that cannot work (shared with the run lock)."""
    if not str(path) or str(path) == ".":
        raise StoreError('No database file is set: name one in [bot] database, e.g. "matchday.db".')
    if path.is_dir():
        raise StoreError(f"The database {path} is a folder; name a file in [bot] database instead.")
    if path.parent and not path.parent.exists():
        raise StoreError(
            f"The folder for the database {path} does not exist; create it or change [bot] database."
        )


def probe(database: str) -> None:
    """What `matchday run` would refuse about an SQLite database, found without creating or changing anything
    (`matchday check-config`): a path that cannot work, a folder we may not write, another program's file, a
    damaged or read-only one. A PostgreSQL URL is checked only as a setting; the server is met at start."""
    if is_postgres(database):
        return
    path = Path(database)
    check_path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not path.exists():
        if not os.access(folder, os.W_OK | os.X_OK):
            raise read_only(path, folder=True)
        return
    if not os.access(path, os.R_OK):
        raise StoreError(
            f"The database {path} cannot be read: make it readable or point [bot] database elsewhere."
        )
    conn = None
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        db = SqliteDb(conn)
        if db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            _refuse_a_stranger(db, path)  # read-only: it only refuses, the mark is for `run` to write
        _check_pages(db, path)
    except sqlite3.Error as exc:
        raise operator_problem(exc, path) or _unusable(exc, path) from None
    finally:
        _close_quietly(conn)
    if not os.access(path, os.W_OK):
        raise read_only(path)
    if not os.access(folder, os.W_OK | os.X_OK):
        raise read_only(path, folder=True)


def _connect(path: Path) -> sqlite3.Connection:
    """The one place the file is opened (tests that run as root open it read-only here instead)."""
    return sqlite3.connect(path)


# `PRAGMA application_id` of every matchday database ("MDAY"): the file says whose it is, as SQLite intends
# (`file` and other tools show it). A file marked by another program is refused whatever its tables.
APPLICATION_ID = 0x4D444159


def _refuse_a_stranger(db: SqliteDb, path: Path) -> None:
    """A database marked by another program, or with tables but none of ours, belongs to another program:
    never add ours to it. An unmarked file of ours (written before the mark) or an empty one gets the mark."""
    marked = int(db.execute("PRAGMA application_id").fetchone()[0])
    if marked == APPLICATION_ID:
        return
    if marked != 0:
        raise StoreError(
            f"The database file {path} belongs to another program (application id {marked:#x}); "
            "point [bot] database at a file of its own."
        )
    tables = db.table_names()
    if not tables or "schema_migrations" in tables:
        # read-only: the writability check names it, when it is asked for
        with contextlib.suppress(sqlite3.OperationalError):
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        return
    if tables and "schema_migrations" not in tables:
        shown = ", ".join(sorted(tables)[:3]) + (", ..." if len(tables) > 3 else "")
        raise StoreError(
            f"The database file {path} belongs to another program (its tables: {shown}); "
            "point [bot] database at a file of its own."
        )


def _check_pages(db: SqliteDb, path: Path) -> None:
    """PRAGMA quick_check reads every page (about 120 ms for a 50 MB file, warm cache): cheap once at start,
    and a damaged page is then named before the first poll rather than met by one of them."""
    rows = db.execute("PRAGMA quick_check(1)").fetchall()
    if rows != [("ok",)]:
        raise damaged(path)


def _check_writable(db: SqliteDb) -> None:
    """Meet a read-only file or folder now, not at the first goal. BEGIN IMMEDIATE alone succeeds on a
    read-only file, so the header is really written (with the value it has) and rolled back."""
    conn = db.conn
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(f"PRAGMA user_version = {version}")
    finally:
        conn.rollback()


def _unusable(exc: sqlite3.Error, path: Path) -> StoreError:
    """Any other error at open. A file another program keeps locked past the busy timeout is not damaged:
    moving it aside would be the wrong advice."""
    if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return StoreError(
            f"The database {path} is locked by another program: close that program and start again."
        )
    return StoreError(f"The database file {path} cannot be used ({exc}); move it aside to start afresh.")


class Backend(Protocol):
    """One engine behind the store; every method runs on the store's thread."""

    def open(self) -> None: ...
    def call(self, fn: Callable[Concatenate[Db, P], T], *args: P.args, **kwargs: P.kwargs) -> T: ...
    def close(self) -> None: ...
    def notifications(self) -> Notifications | None: ...


class SqliteBackend:
    """The file, with the checks only a file needs: the mark, WAL, damaged pages, a read-only file."""

    def __init__(self, path: Path, check: bool) -> None:
        self.path = path
        self._check = check
        self._db: SqliteDb | None = None

    def open(self) -> None:
        check_path(self.path)
        conn = None
        try:
            conn = _connect(self.path)
            db = SqliteDb(conn)
            _refuse_a_stranger(db, self.path)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA busy_timeout=5000")
            # Checkpoints run from the scheduler between goals (`checkpoint`), not inside the transaction that
            # fans a goal out; this threshold (about 40 MB of WAL) is only the safety net.
            db.execute("PRAGMA wal_autocheckpoint=10000")
            if self._check:
                _check_pages(db, self.path)  # before migrating: never write into a damaged file
            migrate(db)
            if self._check:
                _check_writable(db)
        except sqlite3.Error as exc:
            _close_quietly(conn)
            raise operator_problem(exc, self.path) or _unusable(exc, self.path) from None
        except StoreError:
            _close_quietly(conn)
            raise
        self._db = db

    def call(self, fn: Callable[Concatenate[Db, P], T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run `fn` and commit what it left open; turn an error only the operator can fix into one sentence."""
        db = self._db
        assert db is not None, "the store is open"
        try:
            result = fn(db, *args, **kwargs)
            if db.in_transaction:
                db.commit()
            return result
        except sqlite3.Error as exc:
            self._end_transaction(db)
            problem = operator_problem(exc, self.path)
            if problem is None:
                raise
            raise problem from exc
        except BaseException:
            self._end_transaction(db)
            raise

    @staticmethod
    def _end_transaction(db: SqliteDb) -> None:
        """A call that failed half-way may leave SQLite's implicit transaction open: end it, so the next call
        starts clean."""
        try:
            if db.in_transaction:
                db.rollback()
        except sqlite3.Error:
            pass  # the sentence already raised says what is wrong; this is only tidying up

    def notifications(self) -> Notifications | None:
        return None

    def close(self) -> None:
        if self._db is not None:
            self._db.close()


class Store:
    """The database on its own thread: an SQLite file, or the PostgreSQL server a `postgresql://` URL names.

    `check=True` (the bot) refuses at open a database it cannot write (or, for a file, whose pages are
    damaged); `check=False` (a one-off command, which may only read) skips those checks, and a write or a
    damaged page then raises StoreError when a command meets it."""

    def __init__(self, database: str | Path, *, check: bool = True) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="matchday-store")
        self._closed = False
        self._backend: Backend
        if is_postgres(str(database)):
            from bot.store.postgres import PostgresBackend  # psycopg is loaded only for a server

            self._backend = PostgresBackend(str(database), check)
        else:
            self._backend = SqliteBackend(Path(database), check)
        try:
            self._executor.submit(self._backend.open).result()
        except StoreError:
            self._executor.shutdown(wait=False)
            raise

    async def run(self, fn: Callable[Concatenate[Db, P], T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run `fn(db, *args, **kwargs)` on the database thread; the arguments are checked against `fn`."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._executor, functools.partial(self._backend.call, fn, *args, **kwargs)
        )

    def run_sync(self, fn: Callable[Concatenate[Db, P], T], *args: P.args, **kwargs: P.kwargs) -> T:
        """The same, for code outside the event loop (CLI, tests)."""
        return self._executor.submit(functools.partial(self._backend.call, fn, *args, **kwargs)).result()

    def notifications(self) -> Notifications | None:
        """New outbox rows announced by other processes (PostgreSQL's LISTEN); None on SQLite, whose one
        process pokes its sender itself."""
        return self._backend.notifications()

    async def checkpoint(self) -> None:
        """Fold SQLite's write-ahead log back into the file, at a quiet moment of our choosing."""
        await self.run(_checkpoint)

    def close(self) -> None:
        """Close the database; a second close does nothing."""
        if self._closed:
            return
        self._closed = True
        try:
            self._executor.submit(self._backend.close).result()
        finally:
            self._executor.shutdown(wait=True)


def _checkpoint(db: Db) -> None:
    db.checkpoint()


def _close_quietly(conn: sqlite3.Connection | None) -> None:
    if conn is not None:
        conn.close()
