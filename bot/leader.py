"""Exactly one poller, however many processes run: the process that holds the lock polls the provider.

On PostgreSQL the lock is a session-level advisory lock held on a connection of its own: it is released when
that connection ends, so a process that dies (SIGKILL, a lost host) gives it up at once, and another process
takes it at its next try (every poll interval, so within two). On SQLite one process owns the file anyway
(`bot.store.lock`), so it always leads.

The holder checks its connection before each poll: a leader that lost its connection (and with it the lock,
which another process may now hold) stops polling at once rather than poll twice.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

log = logging.getLogger(__name__)

# The advisory lock's key: any 64-bit number the deployment's other programs do not use ("MDAYPOLL").
POLLER_LOCK = 0x4D444159504F4C4C


class Leadership(Protocol):
    async def lead(self) -> bool:
        """Whether this process is the poller now: keeps the lock, or tries to take it. Never raises."""
        ...

    async def resign(self) -> None:
        """Give the lock up (at stop): another process takes over at its next try."""
        ...


class AlwaysLeader:
    """A single process (SQLite, or `--role all` without PostgreSQL): it always polls."""

    async def lead(self) -> bool:
        return True

    async def resign(self) -> None:
        return None


class AdvisoryLock:
    """The poller's lock on PostgreSQL (`pg_try_advisory_lock`), on a dedicated connection."""

    def __init__(self, url: str, *, key: int = POLLER_LOCK, connect_timeout: float = 5.0) -> None:
        self.url = url
        self.key = key
        self.connect_timeout = connect_timeout
        self._conn: object | None = None  # psycopg.AsyncConnection, imported only when PostgreSQL is used
        self.leading = False

    async def lead(self) -> bool:
        try:
            if self.leading and await self._still_held():
                return True
            if self.leading:
                log.warning("lost the poller lock (its connection ended); another process may poll now")
                self.leading = False
                await self._close()
            return await self._try_take()
        except Exception as exc:  # a database that is down: not the leader, and say so once per change
            if self.leading:
                log.warning("lost the poller lock: %s", exc)
            self.leading = False
            await self._close()
            return False

    async def _still_held(self) -> bool:
        import psycopg

        conn = self._conn
        assert isinstance(conn, psycopg.AsyncConnection)
        try:
            await asyncio.wait_for(conn.execute("select 1"), self.connect_timeout)
        except (psycopg.Error, TimeoutError):
            return False
        return not conn.closed

    async def _try_take(self) -> bool:
        import psycopg

        if self._conn is None:
            self._conn = await asyncio.wait_for(
                psycopg.AsyncConnection.connect(self.url, autocommit=True), self.connect_timeout
            )
        conn = self._conn
        assert isinstance(conn, psycopg.AsyncConnection)
        row = await (await conn.execute("select pg_try_advisory_lock(%s)", (self.key,))).fetchone()
        self.leading = bool(row and row[0])
        if self.leading:
            log.info("this process is the poller now")
        return self.leading

    async def resign(self) -> None:
        if self.leading:
            await self._unlock()
        self.leading = False
        await self._close()  # closing the session releases a session-level advisory lock anyway

    async def _unlock(self) -> None:
        # The server ends a closed session in the background, so its lock can outlive close() by a moment;
        # unlocking first hands it over before resign() returns, to a successor trying right now.
        import psycopg

        conn = self._conn
        assert isinstance(conn, psycopg.AsyncConnection)
        try:
            await asyncio.wait_for(
                conn.execute("select pg_advisory_unlock(%s)", (self.key,)), self.connect_timeout
            )
        except Exception as exc:  # a broken connection: closing it releases the lock as the session ends
            log.debug("unlocking the poller lock: %s", exc)

    async def _close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            import psycopg

            assert isinstance(conn, psycopg.AsyncConnection)
            try:
                await asyncio.wait_for(conn.close(), self.connect_timeout)
            except Exception as exc:  # closing a broken connection can fail too; it is gone either way
                log.debug("closing the lock's connection: %s", exc)
