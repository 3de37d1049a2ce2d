"""One `matchday run` per SQLite file: a second one stops at start with one sentence.

An advisory lock (flock) on a file beside the database dies with its process, even on SIGKILL, so a crash
never leaves a stale lock behind; the file also holds the owner's pid, for the message. A PostgreSQL database
takes no such lock: several processes share it by design, and `bot.leader` elects the one that polls.
"""

from __future__ import annotations

import errno
import fcntl
import os
from pathlib import Path
from typing import Protocol, TextIO

from bot.store.database import StoreError, check_path, read_only
from bot.store.sql import is_postgres


class DatabaseInUse(StoreError):
    """Another process holds the database."""


class Held(Protocol):
    """The lock, held until closed (or the process ends)."""

    def close(self) -> None: ...

    def abandon(self) -> None:
        """Let go because the start failed: a lock file this process created is removed too."""


def hold_database(database: str | Path) -> Held:
    """Take the database's lock for this process's lifetime; keep what is returned open while running."""
    if is_postgres(str(database)):
        return _Shared()
    path = Path(database)
    check_path(path)  # the lock is taken before the store opens: a path that cannot work is named here
    lock_file = path.with_name(path.name + ".lock")
    created = not lock_file.exists()
    handle = _open_lock(path, lock_file)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.seek(0)
        owner = handle.read().strip() or "?"
        handle.close()
        raise DatabaseInUse(
            f"another matchday (pid {owner}) is using the database {path}; stop it first, "
            "or give this one its own [bot] database."
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(str(os.getpid()))
    handle.flush()
    return _Lock(handle, lock_file if created else None)


class _Lock:
    def __init__(self, handle: TextIO, created: Path | None) -> None:
        self._handle = handle
        self._created = created

    def close(self) -> None:
        self._handle.close()

    def abandon(self) -> None:
        if self._created is not None:
            self._created.unlink(missing_ok=True)  # still ours: removed while the flock is held
        self._handle.close()


def _open_lock(path: Path, lock_file: Path) -> TextIO:
    """The lock file, created beside the database: a folder we may not write in is the read-only database
    problem (SQLite could not write its journal there either), said in the store's own sentence."""
    try:
        return open(lock_file, "a+", encoding="utf-8")  # held open for the process's life
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            if lock_file.exists() and exc.errno != errno.EROFS:
                raise StoreError(
                    f"The lock file {lock_file} is read-only: make it writable or delete it."
                ) from None
            raise read_only(path, folder=True) from None
        raise StoreError(
            f"The lock file {lock_file} for the database {path} cannot be opened ({exc.strerror})."
        ) from None


class _Shared:
    """A PostgreSQL database is shared by design: nothing to hold."""

    def close(self) -> None:
        pass

    def abandon(self) -> None:
        pass
