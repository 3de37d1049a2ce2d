"""A big fan-out is written in two steps (the first FIRST_WAVE channels in the poll's transaction, the rest right
after): whatever happens between the steps, every channel gets every alert once, in detection order, and each
channel's head is the row that must go first."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.common import live_match
from bot.alerts.model import Alert
from bot.providers.model import Minute, Score
from bot.store import Store
from bot.store import outbox as ob
from bot.store import subscriptions as subs
from tests.alerts.builders import spurs_sporting

CHANNELS = [str(1000 + n) for n in range(ob.FIRST_WAVE + 40)]
MATCH = live_match()  # Tottenham v Sporting, competition 2, first half


def goal(n: int) -> Alert:
    return spurs_sporting(
        key=f"1:goal:{n}",
        score=Score(n, 0),
        minute=Minute(10 + n),
        team="Tottenham Hotspur",
        team_id=47,
        player="Harry Kane",
    )


@pytest.fixture
def store(database_url):
    s = Store(database_url)
    for ch in CHANNELS:
        s.run_sync(subs.follow, "discord", ch, "competition", 2, "UEFA Champions League")
    yield s
    s.close()


def rows(store: Store) -> list[tuple[int, str, str, int]]:
    return store.run_sync(
        lambda db: db.execute("select id, channel, alert_key, ready from outbox order by id").fetchall()
    )


def check_every_channel_in_order(store: Store, alerts: list[str]) -> None:
    by_channel: dict[str, list[str]] = {}
    heads: dict[str, int] = {}
    for _, channel, key, ready in rows(store):
        by_channel.setdefault(channel, []).append(key)
        heads[channel] = heads.get(channel, 0) + ready
    assert sorted(by_channel) == sorted(CHANNELS)
    assert all(keys == alerts for keys in by_channel.values()), "a channel's alerts out of detection order"
    assert set(heads.values()) == {1}, "each channel has exactly one head (its first row)"
    first = {}
    for row_id, channel, _, ready in rows(store):
        first.setdefault(channel, (row_id, ready))
    assert all(ready == 1 for _, ready in first.values())


def test_the_poll_writes_the_first_wave_and_the_rest_follows(store):
    unfinished: list[Alert] = []
    added = store.run_sync(ob.record_polls, [(MATCH, [goal(1)])], time.time(), None, unfinished)
    assert added == ob.FIRST_WAVE and [a.key for a in unfinished] == ["1:goal:1"]
    assert store.run_sync(ob.finish_fan_outs) == len(CHANNELS) - ob.FIRST_WAVE
    assert store.run_sync(ob.finish_fan_outs) == 0
    check_every_channel_in_order(store, ["1:goal:1"])


def test_a_fan_out_cut_short_is_finished_before_anything_new_is_written(store):
    """A crash between the two steps: the next poll (or the start) writes the rest of the earlier goal first,
    so in every channel the earlier goal still comes first."""
    store.run_sync(ob.record_polls, [(MATCH, [goal(1)])], time.time(), None, [])
    store.run_sync(ob.record_polls, [(MATCH, [goal(2)])], time.time(), None, [])
    store.run_sync(ob.finish_fan_outs)
    check_every_channel_in_order(store, ["1:goal:1", "1:goal:2"])


def test_a_small_fan_out_is_written_whole(tmp_path):
    s = Store(tmp_path / "small.db")
    for ch in CHANNELS[:10]:
        s.run_sync(subs.follow, "discord", ch, "competition", 2, "UEFA Champions League")
    unfinished: list[Alert] = []
    assert s.run_sync(ob.record_polls, [(MATCH, [goal(1)])], time.time(), None, unfinished) == 10
    assert unfinished == []
    s.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(1, 3), st.booleans(), st.booleans()), min_size=1, max_size=5))
def test_any_mix_of_polls_finishes_and_sends_keeps_every_channel_whole_and_in_order(store, steps):
    """Polls of one to three goals each, a finish after some of them (or a crash instead), and some rows sent
    in between: in the end every channel has every goal once, in detection order."""
    store.run_sync(lambda db: db.execute("delete from outbox"))
    store.run_sync(lambda db: db.execute("delete from alerts"))
    n, detected = 0, []
    for goals, finish, send in steps:
        batch = [goal(n + i + 1) for i in range(goals)]
        n += goals
        detected += [a.key for a in batch]
        store.run_sync(ob.record_polls, [(MATCH, batch)], time.time(), None, [])
        if finish:
            store.run_sync(ob.finish_fan_outs)
        if send:
            for row in store.run_sync(lambda db: ob.claim(db, limit=30, lease_seconds=60)):
                store.run_sync(ob.mark_sent, row.id, "ref")
    store.run_sync(ob.finish_fan_outs)
    every = rows(store)
    by_channel: dict[str, list[str]] = {}
    for _, channel, key, _ in every:
        by_channel.setdefault(channel, []).append(key)
    assert sorted(by_channel) == sorted(CHANNELS)
    assert all(keys == detected for keys in by_channel.values())
    unsent_heads = store.run_sync(
        lambda db: db.execute(
            "select channel, count(*) from outbox where ready = 1 and status = 'pending' group by channel"
        ).fetchall()
    )
    assert all(count == 1 for _, count in unsent_heads)


async def test_the_watcher_writes_the_rest_by_itself_and_waits_for_it_when_stopping(store):
    from benchmarks.common import with_goal
    from bot.alerts.watch import MatchWatcher
    from bot.store.matches import save_snapshot

    store.run_sync(save_snapshot, MATCH)
    woken: list[int] = []
    watcher = MatchWatcher(store, None, lambda: MATCH.kickoff, lambda: woken.append(1))  # type: ignore[arg-type]
    await watcher._apply(with_goal(MATCH, 1))
    assert len(rows(store)) == ob.FIRST_WAVE and woken  # the first wave, and the sender woken for it
    await watcher.flush()
    assert len(rows(store)) == len(CHANNELS) and len(woken) >= 2
