"""A channel the bot cannot post in is paused with the reason, never unsubscribed; /follow resumes it."""

from __future__ import annotations

import sqlite3

import pytest
from sqlite_utils import Database

from benchmarks.common import live_match, with_goal
from bot.alerts.detect import detect_alerts
from bot.store import Store, channels
from bot.store import outbox as ob
from bot.store import subscriptions as subs
from bot.store.migrations import MIGRATIONS, migrate

P, C = "discord", "777"


@pytest.fixture
def store(database_url):
    s = Store(database_url)
    s.run_sync(subs.follow, P, C, "team", 47, "Tottenham Hotspur")
    s.run_sync(subs.follow, P, "888", "team", 47, "Tottenham Hotspur")
    yield s
    s.close()


def gone(store: Store, times: int, reason: str = "Missing Access") -> list[bool]:
    return [store.run_sync(channels.record_gone, P, C, reason, 1_700_000_000.0) for _ in range(times)]


def test_repeated_refusals_pause_the_channel_once_and_keep_its_subscriptions(store):
    """Before: the third refusal deleted the channel's subscriptions, with a WARNING line only."""
    assert gone(store, channels.GONE_LIMIT + 1) == [False, False, True, False]
    assert store.run_sync(channels.paused, P, C) == channels.Pause("Missing Access", 1_700_000_000.0)
    assert [s.target_name for s in store.run_sync(subs.for_channel, P, C)] == ["Tottenham Hotspur"]
    assert store.run_sync(subs.channels_for, 2, (47, 228), "goals") == [(P, "888")]  # notices skip it too


def test_a_refusal_between_successes_does_not_pause(store):
    gone(store, 2)
    store.run_sync(channels.record_reachable, P, C)
    assert gone(store, 2) == [False, False]
    assert store.run_sync(channels.paused, P, C) is None


def test_pausing_gives_up_the_channels_pending_rows(store):
    snap = live_match()
    store.run_sync(ob.record_poll, with_goal(snap, 1), detect_alerts(snap, with_goal(snap, 1)))
    gone(store, channels.GONE_LIMIT)
    rows = store.run_sync(
        lambda db: db.execute("select channel, status, error from outbox order by channel").fetchall()
    )
    assert (C, "dead", "channel paused: Missing Access") in rows
    assert all(status == "pending" for ch, status, _ in rows if ch == "888")


def test_follow_resumes_and_options_do_not(store):
    gone(store, channels.GONE_LIMIT)
    store.run_sync(lambda db: channels.set_options(db, P, C, spoiler=True))
    assert store.run_sync(channels.paused, P, C) is not None  # changing options is not "access is fixed"
    lifted = store.run_sync(channels.resume, P, C)
    assert lifted is not None and lifted.reason == "Missing Access"
    assert store.run_sync(channels.paused, P, C) is None
    assert store.run_sync(channels.resume, P, C) is None  # nothing to lift twice
    assert store.run_sync(channels.get_options, P, C).spoiler  # options survive the pause
    assert gone(store, channels.GONE_LIMIT - 1) == [False, False]  # the count starts again from zero


def test_not_paused_condition_matches_absent_and_unpaused_options(store):
    gone(store, channels.GONE_LIMIT)
    query = f"""select s.channel from subscriptions s
                left join channel_options o on o.platform = s.platform and o.channel = s.channel
                where {channels.not_paused("o")} order by s.channel"""
    assert store.run_sync(lambda db: [r[0] for r in db.execute(query)]) == ["888"]


def test_fan_out_skips_a_paused_channel(store):
    gone(store, channels.GONE_LIMIT)
    snap = live_match()
    store.run_sync(ob.record_poll, with_goal(snap, 1), detect_alerts(snap, with_goal(snap, 1)))
    channels_with_rows = store.run_sync(lambda db: {r[0] for r in db.execute("select channel from outbox")})
    assert channels_with_rows == {"888"}


def test_a_version_3_database_gains_the_pause_columns_and_keeps_its_rows(tmp_path):
    path = tmp_path / "v3.db"
    db = Database(sqlite3.connect(path))
    db["schema_migrations"].create({"version": int, "applied_at": float}, pk="version")
    for version, step in enumerate(MIGRATIONS[:3], start=1):
        step(db)
        db["schema_migrations"].insert({"version": version, "applied_at": 0.0})
    db["channel_options"].insert(
        {"platform": P, "channel": C, "spoiler": 1, "confirm_delay": 5.0, "gone_count": 2}
    )
    db.conn.commit()
    assert migrate(db) == len(MIGRATIONS)
    row = db["channel_options"].get((P, C))
    assert (row["spoiler"], row["gone_count"], row["paused_reason"], row["paused_at"]) == (1, 2, "", 0.0)
    db.close()
