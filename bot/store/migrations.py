"""Versioned schema migrations, one list for SQLite and PostgreSQL. Append a new function; never change what
one that has shipped does to a database.

A step writes through `Db`'s schema helpers (tables, columns, indexes, triggers: each engine's DDL) and plain
SQL both engines read.
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Callable

from sqlite_utils import Database

from bot.store.sql import Db, as_db

Step = Callable[[Db | Database], None]


def _step(fn: Callable[[Db], None]) -> Step:
    """A migration also takes a sqlite-utils Database (older schemas are built step by step in tests)."""

    @functools.wraps(fn)
    def step(db: Db | Database) -> None:
        fn(as_db(db))

    return step


@_step
def _v1_initial(db: Db) -> None:
    db.create_table(
        "matches",
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
    db.create_table(
        "standings", {"key": str, "competition": str, "payload": str, "fetched_at": float}, pk="key"
    )
    db.create_table(
        "subscriptions",
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
    db.create_index("subscriptions", ["platform", "channel", "target_kind", "target_id"], unique=True)
    db.create_index("subscriptions", ["target_kind", "target_id"])
    db.create_table(
        "alerts", {"key": str, "match_id": int, "kind": str, "payload": str, "created_at": float}, pk="key"
    )
    db.create_table(
        "outbox",
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
    db.create_index("outbox", ["alert_key", "platform", "channel"], unique=True)
    db.create_index("outbox", ["status", "priority", "id"])


@_step
def _v2_names(db: Db) -> None:
    """Names of teams and competitions seen in provider data, so /follow can resolve them offline."""
    db.create_table(
        "names", {"kind": str, "id": int, "name": str, "folded": str, "seen_at": float}, pk=("kind", "id")
    )
    db.create_table("name_requests", {"text": str, "requested_at": float, "done": int}, pk="text")


@_step
def _v3_channel_options(db: Db) -> None:
    """Per-channel options (spoiler mode, goal confirm delay), how long a row was held, channel failures."""
    db.create_table(
        "channel_options",
        {"platform": str, "channel": str, "spoiler": int, "confirm_delay": float, "gone_count": int},
        pk=("platform", "channel"),
    )
    db.add_column("outbox", "held", float, 0.0)


@_step
def _v4_channel_pause(db: Db) -> None:
    """A channel the bot can no longer post in is paused with the reason, not unsubscribed: the admin sees why
    in /following and resumes it with /follow."""
    db.add_column("channel_options", "paused_reason", str, "")
    db.add_column("channel_options", "paused_at", float, 0.0)


@_step
def _v5_channel_heads(db: Db) -> None:
    """Each channel's next unsent row is marked `ready`, so a claim reads only the rows that may go now (a
    channel's head) through small indexes, never every unsent row: with 20,000 rows waiting, the window query
    this replaces took 230 ms a claim.

    A row is ready when no earlier row of its channel is unsent; when a row is sent or dead, its channel's next
    unsent row becomes ready (a trigger). The fan-out computes `ready` as it inserts; any other insert leaves it
    at -1 ("not known") and a trigger works it out. Per-channel order then holds by construction: only heads are
    claimed (and, behind a head, its channel's due rows in order). The (status, priority, id) index the old
    claim needed goes: it cost every fan-out a sixth of its time; the two partial indexes serve what remains."""
    db.add_column("outbox", "ready", int, -1)
    db.execute("drop index if exists idx_outbox_status_priority_id")
    db.execute(
        "create index outbox_heads on outbox (alert_key, not_before, id) where ready = 1 and status = 'pending'"
    )
    db.execute(
        "create index outbox_unsent on outbox (platform, channel, id) where status in ('pending', 'sending')"
    )
    db.execute("create index outbox_leases on outbox (lease_until) where status = 'sending'")
    # 0: only a big fan-out's first wave is written yet (bot.store.outbox.FIRST_WAVE)
    db.add_column("alerts", "fanned", int, 1)
    db.execute("create index alerts_unfinished on alerts (fanned) where fanned = 0")
    db.create_trigger(
        "outbox_head_on_insert",
        "insert on outbox",
        "new.ready = -1",
        """update outbox set ready = cast(not exists (
             select 1 from outbox e where e.platform = new.platform and e.channel = new.channel
               and e.status in ('pending', 'sending') and e.id < new.id) as integer)
           where id = new.id""",
    )
    db.create_trigger(
        "outbox_head_on_settle",
        "update of status on outbox",
        "old.status in ('pending', 'sending') and new.status not in ('pending', 'sending')",
        """update outbox set ready = 1 where id = (
             select min(id) from outbox where platform = new.platform and channel = new.channel
               and status in ('pending', 'sending'))""",
    )
    db.execute("update outbox set ready = 0")
    db.execute(
        """update outbox set ready = 1 where id in (
             select min(id) from outbox where status in ('pending', 'sending') group by platform, channel)"""
    )


# The detector's bookkeeping as snapshots carried it before migration 6 (see `_v6_detector_column`).
_DETECTOR_KEYS = ("announced", "goal_counter", "var_used", "ruled_out")


@_step
def _v6_detector_column(db: Db) -> None:
    """The alert detector's goal bookkeeping gets a column of its own beside the snapshot (`detector`, text in
    the detector's encoding that the store never reads), so the snapshot holds only what a provider said.

    Rows written before carry it inside the snapshot JSON: it is copied over as it was stored there (the
    detector reads that version-less shape), so a match live across the upgrade keeps its goal identities;
    the snapshot text is left as it is (its reader skips those keys)."""
    db.add_column("matches", "detector", str, "")
    for match_id, text in db.execute("select id, snapshot from matches").fetchall():
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            continue  # not ours to judge here: the snapshot's reader reports it
        book = {k: data[k] for k in _DETECTOR_KEYS if k in data} if isinstance(data, dict) else {}
        if book:
            db.execute("update matches set detector = ? where id = ?", [json.dumps(book), match_id])


@_step
def _v7_send_budget(db: Db) -> None:
    """Each platform's send budget shared by the sender processes of a PostgreSQL deployment (bot.store.budget):
    the next free slot of the platform's time grid, in microseconds of the database's clock. Every sender books
    its sends there, so together they stay under a limit the platform counts per bot token. SQLite (one process)
    keeps its grid in memory and never writes here."""
    db.create_table("send_budget", {"platform": str, "next_at": int}, pk="platform")


@_step
def _v8_channel_spaces(db: Db) -> None:
    """The server each channel belongs to (a Discord guild), learned when it is followed: a process running
    some of a sharded bot's shards sends only for its own shards' servers (bot.store.spaces). `shard_key` is
    what the shard is computed from (a Discord guild id without its low 22 bits)."""
    db.create_table(
        "channel_spaces",
        {"platform": str, "channel": str, "space": str, "shard_key": int},
        pk=("platform", "channel"),
    )


@_step
def _v9_calendar(db: Db) -> None:
    """Followed teams' and competitions' fixtures and results, and competitions' top scorers, read by a
    scheduler job for /next, /fixtures, /results and /scorers (bot.store.calendar). `moved_from` is the
    kick-off a match had before the provider moved it (0: never moved)."""
    db.create_table(
        "calendar",
        {
            "id": int,
            "competition_id": int,
            "home_id": int,
            "away_id": int,
            "kickoff": float,
            "moved_from": float,
            "snapshot": str,
            "updated_at": float,
        },
        pk="id",
    )
    db.create_index("calendar", ["kickoff"])
    db.create_table(
        "scorers",
        {"competition_id": int, "season": int, "payload": str, "updated_at": float},
        pk="competition_id",
    )


@_step
def _v10_channel_language(db: Db) -> None:
    """The language a channel reads alerts and replies in: `language` as an admin chose it (/options language),
    `server_language` as the platform last reported the server's or workspace's locale ('' = not known)."""
    db.add_column("channel_options", "language", str, "")
    db.add_column("channel_options", "server_language", str, "")


@_step
def _v11_scoreboards(db: Db) -> None:
    """Live scoreboards (bot.store.scoreboard): one board per match (the latest state, `version` counting its
    news), and one post per match and channel with the platform's message id, so a restart edits the message
    it posted rather than posting another. Alerts get an index by match: a board is folded from them."""
    db.create_table(
        "scoreboards",
        {
            "match_id": int,
            "payload": str,
            "news": str,
            "digest": str,
            "version": int,
            "final": int,
            "updated_at": float,
        },
        pk="match_id",
    )
    db.create_table(
        "scoreboard_posts",
        {
            "match_id": int,
            "platform": str,
            "channel": str,
            "message_ref": str,
            "status": str,
            "shown_version": int,
            "shown_digest": str,
            "edited_at": float,
            "not_before": float,
            "lease_until": float,
            "attempts": int,
            "error": str,
            "created_at": float,
        },
        pk=("match_id", "platform", "channel"),
    )
    db.create_index("scoreboard_posts", ["platform", "channel"])
    # a sender's claim reads only the open posts of its platform, soonest first
    db.execute(
        "create index scoreboard_posts_open on scoreboard_posts (platform, not_before) where status = 'open'"
    )
    db.create_index("alerts", ["match_id"])


@_step
def _v12_calendar_time_confirmed(db: Db) -> None:
    """Whether a stored fixture's kick-off time is fixed (1) or a placeholder the provider has not confirmed
    (0: API-Football "TBD", football-data.org "SCHEDULED"). Rows already there were stored as fixed."""
    db.add_column("calendar", "time_confirmed", int, 1)


@_step
def _v13_scoreboard_news_at(db: Db) -> None:
    """When a board's news last changed: a channel's goal confirm delay holds the board's news that long, as
    it holds the goal alert (a minute tick moves `updated_at`, never this)."""
    db.add_column("scoreboards", "news_at", float, 0.0)


MIGRATIONS: list[Step] = [
    _v1_initial,
    _v2_names,
    _v3_channel_options,
    _v4_channel_pause,
    _v5_channel_heads,
    _v6_detector_column,
    _v7_send_budget,
    _v8_channel_spaces,
    _v9_calendar,
    _v10_channel_language,
    _v11_scoreboards,
    _v12_calendar_time_confirmed,
    _v13_scoreboard_news_at,
]


def schema_version(db: Db | Database) -> int:
    db = as_db(db)
    if "schema_migrations" not in db.table_names():
        return 0
    row = db.execute("select max(version) from schema_migrations").fetchone()
    return int(row[0] or 0)


def migrate(db: Db | Database) -> int:
    """Bring the database up to the newest schema, each step in its own transaction. Returns the version.

    Steps to take are taken under the write lock, the version read again under it: two processes starting
    together on one database migrate one after the other, and each step runs once."""
    db = as_db(db)
    current = schema_version(db)
    if current >= len(MIGRATIONS):
        return current  # nothing to write: a read-only database is fine
    with db.transaction():
        db.lock_writes()
        if "schema_migrations" not in db.table_names():
            db.create_table("schema_migrations", {"version": int, "applied_at": float}, pk="version")
    for version, step in enumerate(MIGRATIONS, start=1):
        if version <= current:
            continue
        with db.transaction():
            db.lock_writes()
            if version <= schema_version(db):
                continue
            step(db)
            db.insert("schema_migrations", {"version": version, "applied_at": time.time()})
    return schema_version(db)
