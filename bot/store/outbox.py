"""The outbox: one row per (alert, channel), written with the snapshot in one transaction.

Rows move pending -> sending (with a lease) -> sent, or dead with the reason. A row whose lease ran out
(the process died mid-send) is pending again; the platform-side idempotency (Discord's nonce) covers the
window between "the platform accepted it" and "we recorded that".
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass

from sqlite_utils import Database

from bot.alerts.model import Alert, AlertKind
from bot.providers.model import MatchSnapshot
from bot.store.matches import save_snapshot

_INSERT = """insert or ignore into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,
             not_before, message_ref, error, created_at, sent_at, held)
             values (?, ?, ?, ?, 'pending', 0, 0, ?, '', '', ?, 0, ?)"""


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    alert: Alert
    platform: str
    channel: str
    attempts: int
    held: float = 0.0
    recovered: bool = False  # its lease ran out while sending: the platform may already have it


def _store_alert(db: Database, alert: Alert, now: float) -> bool:
    cur = db.execute(
        "insert or ignore into alerts (key, match_id, kind, payload, created_at) values (?, ?, ?, ?, ?)",
        [alert.key, alert.match_id, alert.kind.value, alert.to_json(), now],
    )
    return cur.rowcount > 0


def _enqueue(db: Database, alert: Alert, channels: list[tuple[str, str]], now: float) -> int:
    rows = [(alert.key, p, c, alert.kind.priority, now, now, 0.0) for p, c in channels]
    before = db.conn.total_changes
    db.conn.executemany(_INSERT, rows)
    return db.conn.total_changes - before


_FAN_OUT = """
    insert or ignore into outbox (alert_key, platform, channel, priority, status, attempts, lease_until, not_before,
                                  message_ref, error, created_at, sent_at, held)
    select distinct :key, s.platform, s.channel, :priority, 'pending', 0, 0,
           :now + coalesce(o.confirm_delay, 0) * :hold, '', '', :now, 0, coalesce(o.confirm_delay, 0) * :hold
    from subscriptions s
    left join channel_options o on o.platform = s.platform and o.channel = s.channel
    where ((s.target_kind = 'competition' and s.target_id = :competition)
           or (s.target_kind = 'team' and s.target_id in (:home, :away)))
      and instr(s.kinds, :kind) > 0
"""


def _fan_out(db: Database, alert: Alert, now: float) -> int:
    """One row per subscribed channel, written by SQLite itself: 100,000 subscriptions never become Python
    objects, and a channel following both teams (or a team and the competition) gets one row."""
    cur = db.execute(
        _FAN_OUT,
        {
            "key": alert.key,
            "priority": alert.kind.priority,
            "now": now,
            "competition": alert.competition_id,
            "home": alert.home_id,
            "away": alert.away_id,
            "kind": f'"{alert.kind.subscription_kind}"',  # kinds is a JSON list of names: find the quoted name
            "hold": 1 if alert.kind is AlertKind.GOAL else 0,  # only goals wait for the confirm delay
        },
    )
    return cur.rowcount


def _apply_correction(db: Database, alert: Alert) -> None:
    """A corrected scorer or minute updates the stored goal alert, so a not-yet-sent row goes out right."""
    row = db.execute("select payload from alerts where key = ?", [alert.corrects]).fetchone()
    if row is None:
        return
    data = json.loads(row[0])
    for name in ("player", "assist", "detail"):
        data[name] = getattr(alert, name)
    data["minute"] = asdict(alert.minute) if alert.minute else data.get("minute")
    db.execute(
        "update alerts set payload = ? where key = ?", [json.dumps(data, ensure_ascii=False), alert.corrects]
    )


def record_poll(
    db: Database,
    snap: MatchSnapshot,
    alerts: list[Alert],
    now: float | None = None,
    stored: list[Alert] | None = None,
) -> int:
    """Store the new snapshot, the alerts and their outbox rows atomically. Returns rows added; the alerts
    not seen before are appended to `stored` (for the operators' alert log)."""
    now = now or time.time()
    added = 0
    with db.conn:
        save_snapshot(db, snap)
        for alert in alerts:
            if not _store_alert(db, alert, now):
                continue  # detected before: its rows exist already
            if stored is not None:
                stored.append(alert)
            if alert.kind is AlertKind.GOAL_UPDATED:
                _apply_correction(db, alert)
            if alert.kind is AlertKind.GOAL_CANCELLED and alert.corrects:
                # A goal still held by a confirm delay is never announced: VAR ruled it out in time.
                db.execute(
                    "update outbox set status = 'dead', error = 'ruled out before it was announced' "
                    "where alert_key = ? and status = 'pending'",
                    [alert.corrects],
                )
            added += _fan_out(db, alert, now)
    return added


def record_notice(
    db: Database, alert: Alert, channels: list[tuple[str, str]], now: float | None = None
) -> int:
    """A notice not tied to one match's subscriptions (e.g. "live data delayed"), to the given channels."""
    now = now or time.time()
    with db.conn:
        _store_alert(db, alert, now)
        return _enqueue(db, alert, channels, now)


def claim(
    db: Database, *, limit: int = 50, lease_seconds: float = 30.0, now: float | None = None
) -> list[OutboxRow]:
    """Take up to `limit` due rows, goals and VAR first, oldest first, and lease them to this sender."""
    now = now or time.time()
    with db.conn:
        # Two index-ordered scans (status, priority, id) instead of one OR, which SQLite cannot serve from the
        # index: the outbox keeps every sent row, so a full scan would grow with the season.
        due = """select o.id, a.payload, o.platform, o.channel, o.attempts, o.held, o.status = 'sending', o.priority
                 from outbox o join alerts a on a.key = o.alert_key
                 where o.status = ? and {cond} order by o.priority, o.id limit ?"""
        rows = db.execute(due.format(cond="o.not_before <= ?"), ["pending", now, limit]).fetchall()
        rows += db.execute(due.format(cond="o.lease_until < ?"), ["sending", now, limit]).fetchall()
        rows = sorted(rows, key=lambda r: (r[7], r[0]))[:limit]
        if rows:
            ids = [r[0] for r in rows]
            db.execute(
                f"update outbox set status = 'sending', lease_until = ? where id in ({','.join('?' * len(ids))})",
                [now + lease_seconds, *ids],
            )
    return [OutboxRow(r[0], Alert.from_json(r[1]), r[2], r[3], r[4], r[5], bool(r[6])) for r in rows]


def release(db: Database, row_ids: list[int], not_before: float) -> None:
    """Give leased rows back unsent (pacing said wait); no attempt is counted."""
    with db.conn:
        db.conn.executemany(
            "update outbox set status = 'pending', not_before = ? where id = ? and status = 'sending'",
            [(not_before, i) for i in row_ids],
        )


def mark_sent(db: Database, row_id: int, message_ref: str, now: float | None = None) -> None:
    with db.conn:
        db.execute(
            "update outbox set status = 'sent', message_ref = ?, sent_at = ?, error = '' where id = ?",
            [message_ref, now or time.time(), row_id],
        )


def mark_many_sent(db: Database, row_ids: list[int], message_ref: str, now: float | None = None) -> None:
    with db.conn:
        db.conn.executemany(
            "update outbox set status = 'sent', message_ref = ?, sent_at = ?, error = '' where id = ?",
            [(message_ref, now or time.time(), i) for i in row_ids],
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


def row_state(db: Database, alert_key: str, platform: str, channel: str) -> tuple[str, str] | None:
    """(status, message ref) of an alert's row in one channel, if it has one."""
    row = db.execute(
        "select status, message_ref from outbox where alert_key = ? and platform = ? and channel = ?",
        [alert_key, platform, channel],
    ).fetchone()
    return (row[0], row[1]) if row else None


def get_alert(db: Database, key: str) -> Alert | None:
    row = db.execute("select payload from alerts where key = ?", [key]).fetchone()
    return Alert.from_json(row[0]) if row else None


def pending_count(db: Database) -> int:
    return int(db.execute("select count(*) from outbox where status in ('pending', 'sending')").fetchone()[0])


def counts(db: Database) -> dict[str, int]:
    return {s: n for s, n in db.execute("select status, count(*) from outbox group by status").fetchall()}
