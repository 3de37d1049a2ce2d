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
    created_at: float = 0.0


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
      and coalesce(o.paused_reason, '') = ''  -- a paused channel gets nothing until /follow resumes it
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


# One statement, so two senders on one database can never take the same row: SQLite runs a write
# statement under its write lock, and the WHERE re-checks each row's status as it is updated.
#
# Per-channel order is sacred: a row is due only if every earlier unsent row of its channel is due too (a
# row waiting out a 429 or a retry holds its channel as a whole), and a channel's rows are taken as a prefix,
# in id order, which is the order they were detected in. Priority (goals and VAR first) only decides which
# channel goes first; channels take turns, up to `per_channel` rows each, so one backlog never starves the rest.
# A row whose lease ran out (its sender died mid-send) is marked recovered by a negative not_before, which no
# pending row has: RETURNING sees only new values, and the sender must know the platform may already have it.
_CLAIM = """
with unsent as (
    select id, platform, channel, priority,
           (status = 'pending' and not_before <= :now) or (status = 'sending' and lease_until < :now) as due
    from outbox where status in ('pending', 'sending')
), ranked as (
    select id, due,
           sum(1 - due) over (partition by platform, channel order by id rows unbounded preceding) as blocked,
           row_number() over (partition by platform, channel order by id) as turn,
           min(priority) over (partition by platform, channel) as channel_priority,
           min(id) over (partition by platform, channel) as channel_first
    from unsent
), chosen as (
    select id from ranked where due and blocked = 0 and turn <= :per_channel
    order by turn, channel_priority, channel_first limit :limit
)
update outbox
set status = 'sending', lease_until = :until,
    not_before = case when status = 'sending' then -1 else not_before end
where id in (select id from chosen)
  and ((status = 'pending' and not_before <= :now) or (status = 'sending' and lease_until < :now))
returning id, alert_key, platform, channel, attempts, held, not_before < 0, priority, created_at
"""


def claim(
    db: Database,
    *,
    limit: int = 50,
    lease_seconds: float = 30.0,
    now: float | None = None,
    per_channel: int = 10,
) -> list[OutboxRow]:
    """Take up to `limit` due rows and lease them to this sender, each channel's in the order they were
    detected; goals and VAR first between channels."""
    now = now or time.time()
    with db.conn:
        taken = db.execute(
            _CLAIM,
            {"now": now, "until": now + lease_seconds, "limit": limit, "per_channel": per_channel},
        ).fetchall()
        keys = sorted({r[1] for r in taken})
        payloads = (
            dict(
                db.execute(
                    f"select key, payload from alerts where key in ({','.join('?' * len(keys))})", keys
                ).fetchall()
            )
            if keys
            else {}
        )
    # The sender reads rows in this order: channels by their most urgent row, each channel's rows in order.
    rank: dict[tuple[str, str], tuple[int, int]] = {}
    for r in taken:
        rank[(r[2], r[3])] = min(rank.get((r[2], r[3]), (r[7], r[0])), (r[7], r[0]))
    taken.sort(key=lambda r: (rank[(r[2], r[3])], r[0]))
    return [
        OutboxRow(r[0], Alert.from_json(payloads[r[1]]), r[2], r[3], r[4], r[5], bool(r[6]), r[8])
        for r in taken
    ]


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


def useful_until(
    db: Database, row_id: int, *, after_full_time: float, correction: float, notice: float
) -> float | None:
    """Until when a row is still worth sending (None: its match is not over, so no limit yet).

    A VAR correction lives `correction` seconds from when it was detected (a ruled-out goal must not stay
    announced); a notice `notice` seconds; anything else until `after_full_time` seconds after its match's
    full time (or postponement, abandonment) was detected."""
    row = db.execute(
        "select o.created_at, a.kind, a.match_id, a.payload from outbox o join alerts a on a.key = o.alert_key "
        "where o.id = ?",
        [row_id],
    ).fetchone()
    if row is None:
        return 0.0
    created, kind, match_id, payload = row
    if kind == AlertKind.GOAL_CANCELLED.value and json.loads(payload).get("corrects"):
        return float(created) + correction
    if kind in (AlertKind.DATA_DELAYED.value, AlertKind.DATA_RESTORED.value):
        return float(created) + notice
    over = db.execute(
        "select min(created_at) from alerts where match_id = ? and kind in (?, ?, ?)",
        [match_id, AlertKind.FULL_TIME.value, AlertKind.POSTPONED.value, AlertKind.ABANDONED.value],
    ).fetchone()[0]
    return None if over is None else float(over) + after_full_time


def retry_now(db: Database, platform: str, now: float | None = None) -> int:
    """The platform answers again: rows waiting out a back-off after failures, and the rows of their channels
    held behind them, go at once (in order). A goal held for its confirm delay keeps waiting."""
    now = now or time.time()
    with db.conn:
        return db.execute(
            "update outbox set not_before = ? where platform = ? and status = 'pending' and not_before > ? "
            "and (attempts > 0 or held = 0)",
            [now, platform, now],
        ).rowcount


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
