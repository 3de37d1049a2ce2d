"""Bounded storage: what was sent, given up on or played long ago is deleted, so the database stays the size of
the last few weeks, not of the season."""

from __future__ import annotations

import time

from bot.providers.model import Status
from bot.store.sql import Db

TERMINAL_MATCH = tuple(s.value for s in Status if s.is_terminal)


def prune(db: Db, keep_seconds: float, now: float | None = None) -> dict[str, int]:
    """Delete sent and dead outbox rows, alerts no row refers to, and snapshots of matches over, all older
    than `keep_seconds`. Pending rows are never touched. Returns what was deleted, per table."""
    cutoff = (now or time.time()) - keep_seconds
    deleted: dict[str, int] = {}
    with db.transaction():
        deleted["outbox"] = db.execute(
            "delete from outbox where status in ('sent', 'dead') and created_at < ?", [cutoff]
        ).rowcount
        deleted["alerts"] = db.execute(
            "delete from alerts where created_at < ? and not exists "
            "(select 1 from outbox o where o.alert_key = alerts.key)",
            [cutoff],
        ).rowcount
        deleted["matches"] = db.execute(
            f"delete from matches where updated_at < ? and status in ({','.join('?' * len(TERMINAL_MATCH))})",
            [cutoff, *TERMINAL_MATCH],
        ).rowcount
    return deleted
