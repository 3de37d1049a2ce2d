"""The outbox: one row per (alert, channel), written with the snapshot in one transaction.

Rows move pending -> sending (with a lease) -> sent, or dead with the reason. A row whose lease ran out
(the process died mid-send) is pending again; the platform-side idempotency (Discord nonce) covers the
window between "the platform accepted it" and "we recorded that".
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from sqlite_utils import Database

from bot.alerts.model import Alert
from bot.providers.model import MatchSnapshot
from bot.store.matches import save_snapshot
from bot.store.subscriptions import channels_for


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    alert: Alert
    platform: str
    channel: str
    attempts: int


def _enqueue(db: Database, alert: Alert, platform: str, channel: str, now: float) -> int:
    """One pending row for (alert, channel); a second insert of the same pair is ignored."""
    return db.execute(
        """insert or ignore into outbox (alert_key, platform, channel, priority, status, attempts,
           lease_until, not_before, message_ref, error, created_at, sent_at)
           values (?, ?, ?, ?, 'pending', 0, 0, 0, '', '', ?, 0)""",
        [alert.key, platform, channel, alert.kind.priority, now],
    ).rowcount


def record_poll(db: Database, snap: MatchSnapshot, alerts: list[Alert], now: float | None = None) -> int:
    """Store the new snapshot, the alerts and their outbox rows atomically. Returns rows added."""
    now = now or time.time()
    added = 0
    with db.conn:
        save_snapshot(db, snap)
        for alert in alerts:
            cur = db.execute(
                "insert or ignore into alerts (key, match_id, kind, payload, created_at) values (?, ?, ?, ?, ?)",
                [alert.key, alert.match_id, alert.kind.value, alert.to_json(), now],
            )
            if cur.rowcount == 0:
                continue  # detected before: its rows exist already
            for platform, channel in channels_for(
                db, alert.competition_id, (alert.home_id, alert.away_id), alert.kind.subscription_kind
            ):
                added += _enqueue(db, alert, platform, channel, now)
    return added


def record_notice(
    db: Database, alert: Alert, channels: list[tuple[str, str]], now: float | None = None
) -> int:
    """A notice not tied to one match's subscriptions (e.g. "live data delayed"), to the given channels."""
    now = now or time.time()
    added = 0
    with db.conn:
        db.execute(
            "insert or ignore into alerts (key, match_id, kind, payload, created_at) values (?, ?, ?, ?, ?)",
            [alert.key, alert.match_id, alert.kind.value, alert.to_json(), now],
        )
        for platform, channel in channels:
            added += _enqueue(db, alert, platform, channel, now)
    return added


def claim(
    db: Database, *, limit: int = 50, lease_seconds: float = 30.0, now: float | None = None
) -> list[OutboxRow]:
    """Take up to `limit` due rows, goals and VAR first, oldest first, and lease them to this sender."""
    now = now or time.time()
    with db.conn:
        rows = db.execute(
            """select o.id, a.payload, o.platform, o.channel, o.attempts from outbox o join alerts a on a.key = o.alert_key
               where (o.status = 'pending' and o.not_before <= ?) or (o.status = 'sending' and o.lease_until < ?)
               order by o.priority, o.id limit ?""",
            [now, now, limit],
        ).fetchall()
        if rows:
            ids = [r[0] for r in rows]
            db.execute(
                f"update outbox set status = 'sending', lease_until = ? where id in ({','.join('?' * len(ids))})",
                [now + lease_seconds, *ids],
            )
    return [OutboxRow(r[0], Alert.from_json(r[1]), r[2], r[3], r[4]) for r in rows]


def mark_sent(db: Database, row_id: int, message_ref: str, now: float | None = None) -> None:
    with db.conn:
        db.execute(
            "update outbox set status = 'sent', message_ref = ?, sent_at = ?, error = '' where id = ?",
            [message_ref, now or time.time(), row_id],
        )


def mark_retry(db: Database, row_id: int, error: str, delay: float, now: float | None = None) -> None:
    with db.conn:
        db.execute(
            "update outbox set status = 'pending', attempts = attempts + 1, not_before = ?, error = ? where id = ?",
            [(now or time.time()) + delay, error, row_id],
        )


def mark_dead(db: Database, row_id: int, reason: str) -> None:
    with db.conn:
        db.execute("update outbox set status = 'dead', error = ? where id = ?", [reason, row_id])


def sent_ref(db: Database, alert_key: str, platform: str, channel: str) -> str | None:
    row = db.execute(
        "select message_ref from outbox where alert_key = ? and platform = ? and channel = ? and status = 'sent'",
        [alert_key, platform, channel],
    ).fetchone()
    return row[0] if row and row[0] else None


def latest_goal_key(db: Database, match_id: int, team_id: int) -> str | None:
    """The newest goal alert for a team in a match: what a score-only correction undoes."""
    row = db.execute(
        """select key from alerts where match_id = ? and kind = 'goal' and json_extract(payload, '$.team_id') = ?
           order by created_at desc, rowid desc limit 1""",
        [match_id, team_id],
    ).fetchone()
    return row[0] if row else None


def get_alert(db: Database, key: str) -> Alert | None:
    row = db.execute("select payload from alerts where key = ?", [key]).fetchone()
    return Alert.from_json(row[0]) if row else None


def pending_count(db: Database) -> int:
    return int(db.execute("select count(*) from outbox where status in ('pending', 'sending')").fetchone()[0])


def counts(db: Database) -> dict[str, int]:
    return {s: n for s, n in db.execute("select status, count(*) from outbox group by status").fetchall()}
