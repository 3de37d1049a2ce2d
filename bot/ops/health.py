"""What `/healthz` answers: each readiness check by name, and whether all of them pass.

- `database`: one cheap query through the store's thread (the outbox's unsent rows: their number and the oldest,
  which `/metrics` reports too), answered within `DATABASE_WITHIN` seconds;
- `provider`: the watcher's own view of freshness: the last poll failed and no good answer came for
  `stale_after` seconds (the moment fans are told "live data delayed") is a failure;
- `poller`: this process runs the poller (its scheduler is running: not while starting or stopping);
- `platform:<name>`: each adapter's connection (`PlatformAdapter.connected`); an adapter with no connection
  to speak of (the console) passes.

Nothing here changes anything, and nothing blocks the event loop: the query runs on the database's thread.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from bot.core.errors import OperatorError
from bot.store import Store

DATABASE_WITHIN = 3.0  # seconds the database check waits for its query (the store's one thread may be busy)


class Watched(Protocol):
    """What the provider check reads from the watcher (`bot.alerts.watch.MatchWatcher`)."""

    @property
    def polls(self) -> int: ...

    @property
    def last_ok(self) -> float: ...

    @property
    def last_error(self) -> str: ...

    @property
    def stale_after(self) -> float: ...

    @property
    def monotonic(self) -> Callable[[], float]: ...


class Queries(Protocol):
    """The store's connection, as far as the database check needs it: one statement (either engine)."""

    def execute(self, sql: str, /) -> Any: ...


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    ok: bool
    detail: str


@dataclass(frozen=True, slots=True)
class Outbox:
    """The outbox's unsent rows (pending, or leased by a send under way)."""

    depth: int
    oldest_age: float  # seconds since the oldest of them was written; 0 when there is none


@dataclass(frozen=True, slots=True)
class Report:
    checks: list[Check]
    outbox: Outbox | None  # None: the database did not answer

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)

    def failing(self) -> list[str]:
        return [check.name for check in self.checks if not check.ok]

    def as_json(self, *, role: str, leader: bool) -> dict[str, Any]:
        return {
            "status": "ok" if self.ok else "failing",
            "failing": self.failing(),
            "role": role,
            "leader": leader,
            "checks": {check.name: {"ok": check.ok, "detail": check.detail} for check in self.checks},
        }


def outbox_state(db: Queries, now: float) -> Outbox:
    """On the database thread: the unsent rows (SQLite reads them through the sender's partial index)."""
    depth, oldest = db.execute(
        "select count(*), min(created_at) from outbox where status in ('pending', 'sending')"
    ).fetchone()
    return Outbox(int(depth), max(0.0, now - float(oldest)) if oldest is not None else 0.0)


def _unreadable(exc: BaseException) -> str:
    if isinstance(exc, OperatorError):
        return str(exc)  # the store's own sentence: read-only, damaged, disk full
    if isinstance(exc, TimeoutError):
        return f"no answer within {DATABASE_WITHIN:g} s"
    if isinstance(exc, RuntimeError) and "shutdown" in str(exc):  # the store's thread is gone
        return "the database is closed"
    return f"cannot read the database ({exc or type(exc).__name__})"


def provider_check(watcher: Watched) -> Check:
    """Stale only when polls are failing and good data is older than `stale_after`: a quiet day with nothing
    to poll is not a failure."""
    age = watcher.monotonic() - watcher.last_ok
    if watcher.last_error and age >= watcher.stale_after:
        return Check(
            "provider",
            False,
            f"no good data for {age:.0f} s (stale after {watcher.stale_after:g} s): {watcher.last_error}",
        )
    if watcher.last_error:
        return Check(
            "provider", True, f"the last poll failed ({watcher.last_error}); good data {age:.0f} s ago"
        )
    if not watcher.polls:
        return Check("provider", True, "no poll yet")
    return Check("provider", True, f"good data {age:.0f} s ago")


def platform_check(name: str, adapter: object) -> Check:
    check = f"platform:{name}"
    connected = getattr(adapter, "connected", None)
    try:
        state = connected() if callable(connected) else None
    except Exception as exc:  # a health check must answer, whatever an adapter does
        return Check(check, False, f"cannot tell ({exc or type(exc).__name__})")
    if state is None:
        return Check(check, True, "no connection to keep")
    return Check(check, bool(state), "connected" if state else "not connected")


class Health:
    def __init__(
        self,
        store: Store,
        watcher: Watched,
        adapters: Mapping[str, object],
        *,
        running: Callable[[], bool] = lambda: True,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.watcher = watcher
        self.adapters = adapters
        self.running = running
        self.clock = clock

    async def report(self) -> Report:
        outbox: Outbox | None = None
        try:
            outbox = await asyncio.wait_for(self.store.run(outbox_state, self.clock()), DATABASE_WITHIN)
        except Exception as exc:
            database = Check("database", False, _unreadable(exc))
        else:
            database = Check("database", True, f"answers; {outbox.depth} unsent outbox rows")
        running = self.running()
        poller = Check("poller", running, "running" if running else "not running (starting or stopping)")
        checks = [database, provider_check(self.watcher), poller]
        checks += [platform_check(name, adapter) for name, adapter in self.adapters.items()]
        return Report(checks, outbox)
