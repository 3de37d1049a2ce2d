"""The outbox: one row per (alert, channel), written with the snapshot in one transaction.

Rows move pending -> sending (with a lease) -> sent, or dead with the reason. A row whose lease ran out
(the process died mid-send) is pending again; the platform-side idempotency (Discord's nonce) covers the
window between "the platform accepted it" and "we recorded that".

Senders in several processes share one PostgreSQL outbox: each claim locks the channel heads it takes and
skips those another claim holds (see `claim`), and every transaction that makes rows due tells them so
(`CHANNEL`, PostgreSQL's NOTIFY; `Notifications` is what a sender listens to).

The record the rows carry (`Alert`, with its `AlertKind` and the kind's routing: which subscription kind
covers it, and its priority) is defined here, where it is stored and read back; `bot.alerts.model` names it
for the alerts side. The store so imports nothing of `bot.alerts`, which builds on it.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Collection, Container, Sequence
from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from typing import Any, Protocol

from sqlite_utils import Database

from bot.providers.model import MatchSnapshot, Minute, Score
from bot.store.matches import StoredMatch, save_snapshot
from bot.store.spaces import Shards
from bot.store.sql import Db, as_db
from bot.store.subscriptions import kind_param, wants_alert

# ------------------------------------------------------------------------ the alert record the rows carry


class AlertKind(StrEnum):
    """What an alert tells; its `subscription_kind` is the kind a channel follows that covers it."""

    LINE_UPS = "line_ups"
    KICK_OFF = "kick_off"
    GOAL = "goal"
    GOAL_CANCELLED = "goal_cancelled"
    GOAL_UPDATED = "goal_updated"  # a corrected scorer or minute: an edit of the goal alert, no new message
    GOAL_RESTORED = "goal_restored"  # a goal ruled out that counts again: "given after all"
    VAR = "var"
    PENALTY_MISSED = "penalty_missed"
    RED_CARD = "red_card"
    YELLOW_CARD = "yellow_card"
    HALF_TIME = "half_time"
    SECOND_HALF = "second_half"
    EXTRA_TIME = "extra_time"
    FULL_TIME = "full_time"
    SHOOTOUT = "shootout"
    POSTPONED = "postponed"
    CANCELLED = "cancelled"
    AWARDED = "awarded"
    SUSPENDED = "suspended"
    ABANDONED = "abandoned"
    DATA_DELAYED = "data_delayed"
    DATA_RESTORED = "data_restored"

    @property
    def subscription_kind(self) -> str:
        """The kind a channel subscribes to that covers this alert (`/follow spurs goals var`)."""
        return _SUBSCRIPTION_KIND.get(self, "status")

    @property
    def priority(self) -> int:
        """Lower goes first: goals and VAR before lesser alerts."""
        return _PRIORITY.get(self, 5)


_SUBSCRIPTION_KIND = {
    AlertKind.GOAL: "goals",
    AlertKind.PENALTY_MISSED: "goals",
    AlertKind.SHOOTOUT: "goals",
    AlertKind.GOAL_CANCELLED: "var",
    AlertKind.GOAL_UPDATED: "goals",
    AlertKind.GOAL_RESTORED: "goals",
    AlertKind.VAR: "var",
    AlertKind.RED_CARD: "red-cards",
    AlertKind.YELLOW_CARD: "yellow-cards",
    AlertKind.KICK_OFF: "kick-off",
    AlertKind.LINE_UPS: "line-ups",
    AlertKind.SECOND_HALF: "kick-off",
    AlertKind.HALF_TIME: "half-time",
    AlertKind.FULL_TIME: "full-time",
    AlertKind.EXTRA_TIME: "full-time",
    # The match stops, or will not be played: told where its full time would be.
    AlertKind.POSTPONED: "full-time",
    AlertKind.CANCELLED: "full-time",
    AlertKind.AWARDED: "full-time",
    AlertKind.SUSPENDED: "full-time",
    AlertKind.ABANDONED: "full-time",
}
_PRIORITY = {
    AlertKind.GOAL: 0,
    AlertKind.GOAL_CANCELLED: 0,
    AlertKind.GOAL_RESTORED: 0,
    AlertKind.VAR: 1,
    AlertKind.RED_CARD: 1,
    AlertKind.SHOOTOUT: 1,
    AlertKind.FULL_TIME: 2,
    AlertKind.PENALTY_MISSED: 2,
}


@dataclass(frozen=True, slots=True)
class Alert:
    """One alert. `key` is deterministic, so detecting the same thing twice stores it once."""

    key: str
    kind: AlertKind
    match_id: int
    competition_id: int
    home_id: int
    away_id: int
    home: str
    away: str
    competition: str
    score: Score
    minute: Minute | None = None
    team: str = ""
    team_id: int | None = None
    player: str = ""
    assist: str = ""
    detail: str = ""
    official: bool = False
    lineup_home: str = ""
    lineup_away: str = ""
    corrects: str = ""
    goal_minute: str = ""
    evidence: str = ""  # for a goal ruled out: "var" (a VAR row says so) or "score" (the score went down)
    topic: str = ""
    penalties: Score | None = None
    score_known: bool = True  # False: the answer gave no score (an award with none given), not 0-0

    @classmethod
    def for_match(cls, snap: MatchSnapshot, key: str, kind: AlertKind, **fields: Any) -> Alert:
        """An alert about `snap`'s match: the teams, competition and current score come from the snapshot."""
        return cls(
            key=key,
            kind=kind,
            match_id=snap.id,
            competition_id=snap.competition.id,
            home_id=snap.home.id,
            away_id=snap.away.id,
            home=snap.home.name,
            away=snap.away.name,
            competition=snap.competition.name,
            score=snap.score,
            score_known=snap.score_known,
            **fields,
        )

    def to_json(self) -> str:
        data = asdict(self)
        data["kind"] = self.kind.value
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Alert:
        """Read by field name: a field added later reads as its default from older rows, and a key this code
        does not know (a newer writer's) is skipped."""
        data = {k: v for k, v in json.loads(text).items() if k in _ALERT_FIELDS}
        data["kind"] = AlertKind(data["kind"])
        data["score"] = Score(**data["score"])
        data["minute"] = Minute(**data["minute"]) if data.get("minute") else None
        data["penalties"] = Score(**data["penalties"]) if data.get("penalties") else None
        return cls(**data)


_ALERT_FIELDS = frozenset(f.name for f in fields(Alert))

# ------------------------------------------------------------------------------------------- the outbox

# What a transaction that made rows due says on commit (PostgreSQL's NOTIFY; nothing on SQLite, whose one process
# pokes its sender itself). Senders in other processes listen (`Notifications`); the table stays the truth, so a
# notification missed costs one claim interval, never a row.
CHANNEL = "matchday_outbox"


class Notifications(Protocol):
    """The store's wake-ups for a sender (PostgreSQL's LISTEN, `bot.store.postgres.Listener`): iterating
    yields when rows may have become due (a notification, or listening began again after a break); cancel
    the iterating task to stop."""

    @property
    def listening(self) -> bool:
        """Heard now: every row written is announced. False while the connection is being replaced."""
        ...

    def __aiter__(self) -> AsyncIterator[None]: ...


def _announce(db: Db, added: int) -> int:
    """Rows were made due: the senders of other processes hear it when the transaction commits."""
    if added:
        db.notify(CHANNEL)
    return added


_INSERT = """insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,
             not_before, message_ref, error, created_at, sent_at, held)
             values (?, ?, ?, ?, 'pending', 0, 0, ?, '', '', ?, 0, ?) on conflict do nothing"""


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


def _store_alert(db: Db, alert: Alert, now: float) -> bool:
    cur = db.execute(
        "insert into alerts (key, match_id, kind, payload, created_at) values (?, ?, ?, ?, ?) on conflict do nothing",
        [alert.key, alert.match_id, alert.kind.value, alert.to_json(), now],
    )
    return cur.rowcount > 0


def _enqueue(db: Db, alert: Alert, channels: list[tuple[str, str]], now: float) -> int:
    return db.executemany(
        _INSERT, [(alert.key, p, c, alert.kind.priority, now, now, 0.0) for p, c in channels]
    )


# Who gets the alert is `wants_alert`, the same condition `channels_for` selects with (a paused channel gets
# nothing until /follow resumes it).
_FAN_OUT = """
    insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until, not_before,
                        message_ref, error, created_at, sent_at, held, ready)
    select :key, s.platform, s.channel, :priority, 'pending', 0, 0,
           :now + coalesce(o.confirm_delay, 0) * :hold, '', '', :now, 0, coalesce(o.confirm_delay, 0) * :hold,
           cast(not exists (select 1 from outbox e indexed by outbox_unsent
                            where e.platform = s.platform and e.channel = s.channel
                              and e.status in ('pending', 'sending')) as integer)
    from {source}
    left join channel_options o on o.platform = s.platform and o.channel = s.channel
    where {wants}
    on conflict do nothing
"""
_FAN_OUT_ALL = _FAN_OUT.format(source="subscriptions s", wants=wants_alert("s", "o"))
# The first wave starts from its 100 channels, not from every subscription (10,000 probes: 10 ms of a goal's
# path); CROSS JOIN is SQLite's way of saying "this table outermost" (PostgreSQL's planner reads a plain join).
_FAN_OUT_WAVE = _FAN_OUT.format(
    source="first_wave f cross join subscriptions s on s.platform = f.platform and s.channel = f.channel",
    wants=wants_alert("s", "o"),
)
# A big fan-out is written in two steps so the first channels hear of a goal without waiting for the last
# row of a 10,000-channel fan-out (65 ms): the poll's transaction writes every alert's rows for the same
# FIRST_WAVE channels and marks the alerts `fanned = 0`; the rest follows at once in its own transaction
# (`finish_fan_outs`), alert by alert in detection order, and any poll (or a restart after a crash) finishes
# what is left before it writes anything new. Each channel's rows are all in one wave, in detection order, so
# per-channel order holds.
FIRST_WAVE = 100  # channels: two seconds of sends, more than enough to cover writing the rest


def _first_wave(db: Db, alerts: list[Alert]) -> bool:
    """Choose the first wave's channels (the temporary table first_wave) among those following these alerts'
    matches. False: they all fit in one wave, and the fan-out is written whole."""
    db.execute(
        "create temp table if not exists first_wave (platform text, channel text, primary key (platform, channel))"
    )
    db.execute("delete from first_wave")
    competitions = sorted({a.competition_id for a in alerts})
    teams = sorted({t for a in alerts for t in (a.home_id, a.away_id)})
    db.execute(
        f"""insert into first_wave select distinct platform, channel from subscriptions
            where (target_kind = 'competition' and target_id in ({",".join("?" * len(competitions))}))
               or (target_kind = 'team' and target_id in ({",".join("?" * len(teams))}))
            limit ?""",
        [*competitions, *teams, FIRST_WAVE + 1],
    )
    if db.execute("select count(*) from first_wave").fetchone()[0] <= FIRST_WAVE:
        return False
    # One more than a wave was taken, to tell a big fan-out from one that fits: any one of them goes back.
    db.execute(
        "delete from first_wave where (platform, channel) = "
        "(select platform, channel from first_wave order by platform desc, channel desc limit 1)"
    )
    return True


def _fan_out(db: Db, alert: Alert, now: float, wave: bool = False) -> int:
    """One row per subscribed channel, written by SQLite itself: 100,000 subscriptions never become Python
    objects, and a channel following both teams (or a team and the competition) gets one row (the unique
    index ignores the second). Each row knows as it is written whether it is its channel's head."""
    cur = db.execute(
        _FAN_OUT_WAVE if wave else _FAN_OUT_ALL,
        {
            "key": alert.key,
            "priority": alert.kind.priority,
            "now": now,
            "competition": alert.competition_id,
            "home": alert.home_id,
            "away": alert.away_id,
            "kind": kind_param(alert.kind.subscription_kind),
            "hold": 1 if alert.kind is AlertKind.GOAL else 0,  # only goals wait for the confirm delay
        },
    )
    return cur.rowcount


def _apply_correction(db: Db, alert: Alert) -> None:
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
    db: Db,
    snap: MatchSnapshot | StoredMatch,
    alerts: list[Alert],
    now: float | None = None,
    stored: list[Alert] | None = None,
) -> int:
    """Store the new snapshot, the alerts and their outbox rows atomically. Returns rows added; the alerts
    not seen before are appended to `stored` (for the operators' alert log)."""
    return record_polls(db, [(snap, alerts)], now, stored)


def record_polls(
    db: Db,
    changes: Sequence[tuple[MatchSnapshot | StoredMatch, list[Alert]]],
    now: float | None = None,
    stored: list[Alert] | None = None,
    unfinished: list[Alert] | None = None,
) -> int:
    """A whole poll's changed matches, each snapshot with its alerts and outbox rows, in one transaction (a
    big fan-out's first wave only: see FIRST_WAVE; those alerts are appended to `unfinished`). Returns rows
    added."""
    now = now or time.time()
    added = 0
    with db.transaction():
        db.lock_heads(exclusive=True)
        added += _finish_fan_outs(db)
        new = [(snap, [a for a in alerts if _store_alert(db, a, now)]) for snap, alerts in changes]
        fresh = [a for _, alerts in new for a in alerts]
        wave = bool(fresh) and _first_wave(db, fresh)
        for snap, alerts in new:
            save_snapshot(db, snap)
            for alert in alerts:
                if stored is not None:
                    stored.append(alert)
                added += _record_alert(db, alert, now, wave)
        if wave:
            db.executemany("update alerts set fanned = 0 where key = ?", [(a.key,) for a in fresh])
            if unfinished is not None:
                unfinished += fresh
        _announce(db, added)
    return added


def _record_alert(db: Db, alert: Alert, now: float, wave: bool) -> int:
    if alert.kind is AlertKind.GOAL_UPDATED:
        _apply_correction(db, alert)
    return _rows_for(db, alert, now, wave)


def _rows_for(db: Db, alert: Alert, now: float, wave: bool) -> int:
    if alert.kind is AlertKind.GOAL_CANCELLED and alert.corrects:
        # A goal still held by a confirm delay is never announced: VAR ruled it out in time.
        db.execute(
            "update outbox set status = 'dead', error = 'ruled out before it was announced' "
            "where alert_key = ? and status = 'pending'",
            [alert.corrects],
        )
    return _fan_out(db, alert, now, wave)


def _finish_fan_outs(db: Db) -> int:
    """Write the rest of every fan-out a poll began (or a crash interrupted), in detection order."""
    added = 0
    for key, payload, created in db.execute(
        "select key, payload, created_at from alerts indexed by alerts_unfinished where fanned = 0 order by rowid"
    ).fetchall():
        added += _rows_for(db, Alert.from_json(payload), created, False)
        db.execute("update alerts set fanned = 1 where key = ?", [key])
    return added


def finish_fan_outs(db: Db) -> int:
    """`_finish_fan_outs` in its own transaction: right after a poll's first wave, and at start."""
    with db.transaction():
        db.lock_heads(exclusive=True)
        return _announce(db, _finish_fan_outs(db))


def record_notice(db: Db, alert: Alert, channels: list[tuple[str, str]], now: float | None = None) -> int:
    """A notice not tied to one match's subscriptions (e.g. "live data delayed"), to the given channels."""
    now = now or time.time()
    with db.transaction():
        db.lock_heads(exclusive=True)
        _store_alert(db, alert, now)
        return _announce(db, _enqueue(db, alert, channels, now))


# Claiming reads only channel heads (the `ready` rows, see migration v5), so its cost grows with what it takes,
# not with the backlog. Fairness, in this order:
#   1. goals and VAR first: alerts are served by priority class;
#   2. within a class, round-robin across alerts: a new goal's first channels are taken in the very next claim,
#      however many thousand rows an earlier goal still has waiting;
#   3. behind each head taken, the rest of its channel's due rows, in order (up to `per_channel`), so a channel
#      that fell behind is sent its backlog together (and gets a digest) instead of one row per round.
# Two senders never take the same row, nor rows of one channel at once (its order, and its digest, are one
# sender's). Only heads are claimable (a channel's one `ready` row), and rows behind a head are reached only
# through it. On SQLite the claim holds the write lock from its first read (`Db.lock_claim`). On PostgreSQL
# senders in several processes claim side by side: each head is locked as it is selected, a head another claim
# holds is skipped rather than waited for, and so is any row behind a head that another transaction holds, the
# rest of its channel going back untaken (`Db.skip_locked`, `{skip}` below: the one clause the engines do not
# share). No claim ever waits for a row lock, so claims never queue behind one another (nor deadlock).
_RECOVER = """update outbox set status = 'pending', not_before = -1
              where id in (select id from outbox where status = 'sending' and lease_until < ?{skip})"""
_NEXT_ALERT = """select alert_key, priority from outbox indexed by outbox_heads
                 where ready = 1 and status = 'pending' and alert_key > ? order by alert_key limit 1"""
_HEADS = """select id, platform, channel from outbox indexed by outbox_heads
            where ready = 1 and status = 'pending' and alert_key = ? and not_before <= ?
              and (cast(? as text) is null or platform = ?){mine}
            order by not_before, id limit ?{skip}"""
# Behind the heads, each channel's first unsent rows, a hundred channels a statement (`union all` of one bounded
# index range each), then all that are due taken in one: a claim is a handful of round trips to a server, not
# two per row.
_CHANNEL_ROWS = """select * from (
                     select id, platform, channel, status, not_before from outbox indexed by outbox_unsent
                     where platform = ? and channel = ? and status in ('pending', 'sending') order by id limit ?
                   ) as c"""
_TAKE = """update outbox set status = 'sending', lease_until = ?
           where id in (select id from outbox
                        where id in ({ids}) and status = 'pending' and not_before <= ?{skip})
           returning id, alert_key, platform, channel, attempts, held, not_before < 0, priority, created_at"""
_GIVE_BACK = "update outbox set status = 'pending' where id in ({ids})"
_CHANNELS_A_STATEMENT = 100  # SQLite takes at most 500 selects in one `union all`
_IDS_A_STATEMENT = 1000


def _waiting_alerts(db: Db) -> list[tuple[int, str]]:
    """(priority, alert key) of every alert with a channel head waiting: a skip-scan of the heads' index, one
    short lookup per alert."""
    found: list[tuple[int, str]] = []
    key = ""
    while row := db.execute(_NEXT_ALERT, [key]).fetchone():
        key = row[0]
        found.append((row[1], key))
    return found


def _mine(shards: Shards | None) -> tuple[str, list[object]]:
    """The condition (and its parameters) that keeps a sharded process to its own servers' channels."""
    if shards is None:
        return "", []
    condition, params = shards.elsewhere("outbox")
    return f" and not {condition}", params


def _fair_heads(
    db: Db,
    limit: int,
    now: float,
    platform: str | None,
    turn: int,
    started: Container[str],
    shards: Shards | None = None,
) -> list[tuple[int, str, str]]:
    """Up to `limit` due channel heads: priority classes in order, round-robin across the alerts of a class:
    alerts this sender has not started on first (a new goal's first channels lead the very next claim), then
    the others starting `turn` alerts further along each time, so a small claim is not always led by one."""
    chosen: list[tuple[int, str, str]] = []
    alerts = _waiting_alerts(db)
    for priority in sorted({p for p, _ in alerts}):
        room = limit - len(chosen)
        if room <= 0:
            break
        keys = [k for p, k in alerts if p == priority]
        new = [k for k in keys if k not in started]
        going = [k for k in keys if k in started]
        if going:
            going = going[turn % len(going) :] + going[: turn % len(going)]
        keys = new + going
        share = -(-room // len(keys))  # each alert's fair share first; more only if others have fewer
        mine, params = _mine(shards)
        heads = _HEADS.format(skip=db.skip_locked, mine=mine)
        lists = [db.execute(heads, [k, now, platform, platform, *params, share]).fetchall() for k in keys]
        if sum(len(x) for x in lists) < room:  # (heads this claim holds already are selected again)
            lists = [db.execute(heads, [k, now, platform, platform, *params, room]).fetchall() for k in keys]
        for i in range(max((len(x) for x in lists), default=0)):
            chosen += [x[i] for x in lists if i < len(x)]
        del chosen[limit:]
    return chosen


def _due_rows(db: Db, channels: list[tuple[str, str]], per_channel: int, now: float) -> list[list[int]]:
    """Each channel's due rows from its head on, in order, up to the first that must wait (a retry, a confirm
    delay) or is being sent: row ids, channel by channel as given."""
    unsent: dict[tuple[str, str], list[tuple[int, str, float]]] = {key: [] for key in channels}
    for at in range(0, len(channels), _CHANNELS_A_STATEMENT):
        part = channels[at : at + _CHANNELS_A_STATEMENT]
        sql = " union all ".join([_CHANNEL_ROWS] * len(part))
        for row_id, on, channel, status, not_before in db.execute(
            sql, [v for key in part for v in (*key, per_channel)]
        ).fetchall():
            unsent[(on, channel)].append((row_id, status, not_before))
    due = []
    for key in channels:
        ids = []
        for row_id, status, not_before in sorted(unsent[key]):
            if status != "pending" or not_before > now:
                break  # a row waiting (a retry, a confirm delay) holds the rest of its channel
            ids.append(row_id)
        due.append(ids)
    return due


def _take_channels(
    db: Db, channels: list[tuple[str, str]], per_channel: int, now: float, until: float
) -> list[tuple[Any, ...]]:
    """Lease the channels' due rows (their heads are this claim's): the rows taken, channel by channel, each
    channel's in order. A row another transaction holds is skipped (PostgreSQL), and with it the rest of its
    channel, which goes back: a channel's rows are sent in order or not yet."""
    due = _due_rows(db, list(dict.fromkeys(channels)), per_channel, now)
    ids = [i for chain in due for i in chain]
    got: dict[int, tuple[Any, ...]] = {}
    for at in range(0, len(ids), _IDS_A_STATEMENT):
        part = ids[at : at + _IDS_A_STATEMENT]
        sql = _TAKE.format(ids=",".join("?" * len(part)), skip=db.skip_locked)
        got.update((row[0], tuple(row)) for row in db.execute(sql, [until, *part, now]).fetchall())
    taken, back = [], []
    for chain in due:
        whole = next((n for n, i in enumerate(chain) if i not in got), len(chain))
        taken += [got[i] for i in chain[:whole]]
        back += [i for i in chain[whole:] if i in got]
    for at in range(0, len(back), _IDS_A_STATEMENT):
        part = back[at : at + _IDS_A_STATEMENT]
        db.execute(_GIVE_BACK.format(ids=",".join("?" * len(part))), part)
    return taken


def claim(
    db: Db | Database,
    *,
    limit: int = 50,
    lease_seconds: float = 30.0,
    now: float | None = None,
    per_channel: int = 10,
    platform: str | None = None,
    turn: int = 0,
    started: Container[str] = (),
    shards: Shards | None = None,
) -> list[OutboxRow]:
    """Lease up to `limit` channels' due rows (of one platform, if given) to this sender: each channel's in the
    order they were detected, goals and VAR first between channels, alerts taking turns. Rows come back channel
    by channel. `shards`: only channels of this process's shards' servers (or of no known server)."""
    db = as_db(db)  # tests hand it a sqlite-utils Database of their own
    now = now or time.time()
    with db.transaction():
        db.lock_claim()
        db.execute(_RECOVER.format(skip=db.skip_locked), [now])
        heads = _fair_heads(db, limit, now, platform, turn, started, shards)
        taken = _take_channels(
            db, [(on, channel) for _, on, channel in heads], per_channel, now, now + lease_seconds
        )
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
    alerts = {key: Alert.from_json(payload) for key, payload in payloads.items()}  # once each, not once a row
    return [OutboxRow(r[0], alerts[r[1]], r[2], r[3], r[4], r[5], bool(r[6]), r[8]) for r in taken]


_NEXT_DUE = (
    "select min(not_before) from outbox indexed by outbox_heads where ready = 1 and status = 'pending'{mine}"
)
_NEXT_LEASE_OR_DUE = """select min(t) from (
    select min(not_before) as t from outbox indexed by outbox_heads where ready = 1 and status = 'pending'{mine}
    union all select min(lease_until) as t from outbox indexed by outbox_leases where status = 'sending') as due"""


def next_due(db: Db, *, leases: bool = False, shards: Shards | None = None) -> float | None:
    """When the earliest waiting channel head falls due (None: nothing waits); with `leases`, or the earliest
    lease runs out, if sooner (a sender that claims only when told or timed: another process's sender may die).
    `shards`: only heads this process would claim (another shard's due head must not keep waking it)."""
    mine, params = _mine(shards)
    sql = (_NEXT_LEASE_OR_DUE if leases else _NEXT_DUE).format(mine=mine)
    row = db.execute(sql, params).fetchone()
    return None if row is None or row[0] is None else float(row[0])


def release(db: Db, row_ids: list[int], not_before: float) -> None:
    """Give leased rows back unsent (pacing said wait); no attempt is counted."""
    with db.transaction():
        db.executemany(
            "update outbox set status = 'pending', not_before = ? where id = ? and status = 'sending'",
            [(not_before, i) for i in row_ids],
        )


def mark_sent(db: Db, row_id: int, message_ref: str, now: float | None = None) -> None:
    with db.transaction():
        db.lock_heads(exclusive=False)
        db.execute(
            "update outbox set status = 'sent', message_ref = ?, sent_at = ?, error = '' where id = ?",
            [message_ref, now or time.time(), row_id],
        )


def mark_many_sent(db: Db, row_ids: list[int], message_ref: str, now: float | None = None) -> None:
    with db.transaction():
        db.lock_heads(exclusive=False)
        db.executemany(
            "update outbox set status = 'sent', message_ref = ?, sent_at = ?, error = '' where id = ?",
            [(message_ref, now or time.time(), i) for i in row_ids],
        )


def mark_retry(db: Db, row_id: int, error: str, delay: float, now: float | None = None) -> None:
    with db.transaction():
        db.execute(
            "update outbox set status = 'pending', attempts = attempts + 1, not_before = ?, error = ? where id = ?",
            [(now or time.time()) + delay, error, row_id],
        )


def useful_until(
    db: Db, row_id: int, *, after_full_time: float, correction: float, notice: float
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
        "select min(created_at) from alerts where match_id = ? and kind in (?, ?, ?, ?, ?)",
        [
            match_id,
            AlertKind.FULL_TIME.value,
            AlertKind.POSTPONED.value,
            AlertKind.CANCELLED.value,
            AlertKind.ABANDONED.value,
            AlertKind.AWARDED.value,
        ],
    ).fetchone()[0]
    return None if over is None else float(over) + after_full_time


def retry_now(db: Db, platform: str, now: float | None = None) -> int:
    """The platform answers again: rows waiting out a back-off after failures, and the rows of their channels
    held behind them, go at once (in order). A goal held for its confirm delay keeps waiting."""
    now = now or time.time()
    with db.transaction():
        return _announce(
            db,
            db.execute(
                "update outbox set not_before = ? where status in ('pending', 'sending') and platform = ? "
                "and status = 'pending' and not_before > ? and (attempts > 0 or held = 0)",
                [now, platform, now],
            ).rowcount,
        )


def bury_orphans(db: Db, platforms: Collection[str]) -> int:
    """Rows for a platform this process has no adapter for (a console follow while only Discord runs) can never
    be sent: they are dead, so nothing waits on them."""
    known = sorted(platforms)
    # `not in ()` is SQLite's alone: with no platform known, every row is for a platform without an adapter
    unknown = f"platform not in ({','.join('?' * len(known))})" if known else "true"
    with db.transaction():
        db.lock_heads(exclusive=False)
        return db.execute(
            "update outbox set status = 'dead', error = 'no adapter for ' || platform "
            f"where status in ('pending', 'sending') and status = 'pending' and {unknown}",
            known,
        ).rowcount


def mark_dead(db: Db, row_id: int, reason: str) -> None:
    with db.transaction():
        db.lock_heads(exclusive=False)
        db.execute("update outbox set status = 'dead', error = ? where id = ?", [reason, row_id])


def row_state(db: Db, alert_key: str, platform: str, channel: str) -> tuple[str, str] | None:
    """(status, message ref) of an alert's row in one channel, if it has one."""
    row = db.execute(
        "select status, message_ref from outbox where alert_key = ? and platform = ? and channel = ?",
        [alert_key, platform, channel],
    ).fetchone()
    return (row[0], row[1]) if row else None


def get_alert(db: Db, key: str) -> Alert | None:
    row = db.execute("select payload from alerts where key = ?", [key]).fetchone()
    return Alert.from_json(row[0]) if row else None


def pending_count(db: Db) -> int:
    return int(db.execute("select count(*) from outbox where status in ('pending', 'sending')").fetchone()[0])


def counts(db: Db) -> dict[str, int]:
    return {s: n for s, n in db.execute("select status, count(*) from outbox group by status").fetchall()}
