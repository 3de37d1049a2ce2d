"""One `matchday run` per SQLite database: a second one stops at start with one sentence.

An advisory lock (flock) on a file beside the database dies with its process, even on SIGKILL, so a crash
never leaves a stale lock behind; the file also holds the owner's pid, for the message.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import TextIO

from bot.store.database import StoreError


class DatabaseInUse(StoreError):
    """Another process holds the database."""


def hold_database(path: str | Path) -> TextIO:
    """Take the database's lock for this process's lifetime; keep the returned file open while running."""
    path = Path(path)
    lock_file = path.with_name(path.name + ".lock")
    handle = open(lock_file, "a+", encoding="utf-8")  # noqa: SIM115 -- held open for the process's life
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
    return handle
