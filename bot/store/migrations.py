"""Versioned schema migrations. Append a new function; never edit one that has shipped."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from sqlite_utils import Database


def _v1_initial(db: Database) -> None:
    db.table("matches").create(
        {
            "id": int,
            "competition_id": int,
            "home_id": int,
            "away_id": int,
            "kickoff": str,
            "status": str,
            "snapshot": str,
            "updated_at": float,
        },
        pk="id",
    )
    db.table("standings").create(
        {"key": str, "competition": str, "payload": str, "fetched_at": float}, pk="key"
    )
    db.table("subscriptions").create(
        {
            "id": int,
            "platform": str,
            "channel": str,
            "target_kind": str,
            "target_id": int,
            "target_name": str,
            "kinds": str,
            "created_by": str,
            "created_at": float,
        },
        pk="id",
    )
    db.table("subscriptions").create_index(["platform", "channel", "target_kind", "target_id"], unique=True)
    db.table("subscriptions").create_index(["target_kind", "target_id"])
    db.table("alerts").create(
        {"key": str, "match_id": int, "kind": str, "payload": str, "created_at": float}, pk="key"
    )
    db.table("outbox").create(
        {
            "id": int,
            "alert_key": str,
            "platform": str,
            "channel": str,
            "priority": int,
            "status": str,
            "attempts": int,
            "lease_until": float,
            "not_before": float,
            "message_ref": str,
            "error": str,
            "created_at": float,
            "sent_at": float,
        },
        pk="id",
    )
    db.table("outbox").create_index(["alert_key", "platform", "channel"], unique=True)
    db.table("outbox").create_index(["status", "priority", "id"])


def _v2_names(db: Database) -> None:
    """Names of teams and competitions seen in provider data, so /follow can resolve them offline."""
    db.table("names").create(
        {"kind": str, "id": int, "name": str, "folded": str, "seen_at": float}, pk=("kind", "id")
    )
    db.table("name_requests").create({"text": str, "requested_at": float, "done": int}, pk="text")


def _v3_channel_options(db: Database) -> None:
    """Per-channel options (spoiler mode, goal confirm delay), how long a row was held, channel failures."""
    db.table("channel_options").create(
        {"platform": str, "channel": str, "spoiler": int, "confirm_delay": float, "gone_count": int},
        pk=("platform", "channel"),
    )
    db.table("outbox").add_column("held", float, not_null_default=0.0)


def _v4_channel_pause(db: Database) -> None:
    """A channel the bot can no longer post in is paused with the reason, not unsubscribed: the admin sees why
    in /following and resumes it with /follow."""
    db.table("channel_options").add_column("paused_reason", str, not_null_default="")
    db.table("channel_options").add_column("paused_at", float, not_null_default=0.0)


def _v5_channel_heads(db: Database) -> None:
    """Each channel's next unsent row is marked `ready`, so a claim reads only the rows that may go now (a
    channel's head) through small indexes, never every unsent row: with 20,000 rows waiting, the window query
    this replaces took 230 ms a claim.

    A row is ready when no earlier row of its channel is unsent; when a row is sent or dead, its channel's next
    unsent row becomes ready (a trigger). The fan-out computes `ready` as it inserts; any other insert leaves it
    at -1 ("not known") and a trigger works it out. Per-channel order then holds by construction: only heads are
    claimed (and, behind a head, its channel's due rows in order). The (status, priority, id) index the old
    claim needed goes: it cost every fan-out a sixth of its time; the two partial indexes serve what remains."""
    db.table("outbox").add_column("ready", int, not_null_default=-1)
    db.execute("drop index if exists idx_outbox_status_priority_id")
    db.execute(
        "create index outbox_heads on outbox (alert_key, not_before, id) where ready = 1 and status = 'pending'"
    )
    db.execute(
        "create index outbox_unsent on outbox (platform, channel, id) where status in ('pending', 'sending')"
    )
    db.execute("create index outbox_leases on outbox (lease_until) where status = 'sending'")
    # 0: only a big fan-out's first wave is written yet (bot.store.outbox.FIRST_WAVE)
    db.table("alerts").add_column("fanned", int, not_null_default=1)
    db.execute("create index alerts_unfinished on alerts (fanned) where fanned = 0")
    db.execute(
        """create trigger outbox_head_on_insert after insert on outbox
           when new.ready = -1
           begin
             update outbox set ready = not exists (
               select 1 from outbox e where e.platform = new.platform and e.channel = new.channel
                 and e.status in ('pending', 'sending') and e.id < new.id)
             where id = new.id;
           end"""
    )
    db.execute(
        """create trigger outbox_head_on_settle after update of status on outbox
           when old.status in ('pending', 'sending') and new.status not in ('pending', 'sending')
           begin
             update outbox set ready = 1 where id = (
               select min(id) from outbox where platform = new.platform and channel = new.channel
                 and status in ('pending', 'sending'));
           end"""
    )
    db.execute("update outbox set ready = 0")
    db.execute(
        """update outbox set ready = 1 where id in (
             select min(id) from outbox where status in ('pending', 'sending') group by platform, channel)"""
    )


# The detector's bookkeeping as snapshots carried it before migration 6 (see `_v6_detector_column`).
_DETECTOR_KEYS = ("announced", "goal_counter", "var_used", "ruled_out")


def _v6_detector_column(db: Database) -> None:
    """The alert detector's goal bookkeeping gets a column of its own beside the snapshot (`detector`, text in
    the detector's encoding that the store never reads), so the snapshot holds only what a provider said.

    Rows written before carry it inside the snapshot JSON: it is copied over as it was stored there (the
    detector reads that version-less shape), so a match live across the upgrade keeps its goal identities;
    the snapshot text is left as it is (its reader skips those keys)."""
    db.table("matches").add_column("detector", str, not_null_default="")
    for match_id, text in db.execute("select id, snapshot from matches").fetchall():
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            continue  # not ours to judge here: the snapshot's reader reports it
        book = {k: data[k] for k in _DETECTOR_KEYS if k in data} if isinstance(data, dict) else {}
        if book:
            db.execute("update matches set detector = ? where id = ?", [json.dumps(book), match_id])


MIGRATIONS: list[Callable[[Database], None]] = [
    _v1_initial,
    _v2_names,
    _v3_channel_options,
    _v4_channel_pause,
    _v5_channel_heads,
    _v6_detector_column,
]


def schema_version(db: Database) -> int:
    if "schema_migrations" not in db.table_names():
        return 0
    row = db.execute("select max(version) from schema_migrations").fetchone()
    return int(row[0] or 0)


def migrate(db: Database) -> int:
    """Bring the file up to the newest schema, each step in its own transaction. Returns the version."""
    if "schema_migrations" not in db.table_names():
        db.table("schema_migrations").create({"version": int, "applied_at": float}, pk="version")
    current = schema_version(db)
    for version, step in enumerate(MIGRATIONS, start=1):
        if version <= current:
            continue
        with db.conn:
            step(db)
            db.table("schema_migrations").insert({"version": version, "applied_at": time.time()})
    return schema_version(db)
