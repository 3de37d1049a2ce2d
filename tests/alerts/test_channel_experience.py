"""Scripted snapshot sequences, asserting exactly what a channel shows: messages, edits, nothing twice."""

from __future__ import annotations

import pytest

from bot.alerts.pacing import Limits
from bot.core.platform import ChannelGone
from bot.store import channels as channel_store
from bot.store import subscriptions as subs
from tests.alerts.rig import Rig
from tests.providers.builders import AWAY, HOME, LEAGUE, event, fixture

KANE = (184, "Harry Kane")
EDWARDS = (900101, "Marcus Edwards")


async def kick_off(rig: Rig) -> None:
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))


@pytest.fixture
def rig(tmp_path, database_url):
    r = Rig(tmp_path, database=database_url)
    yield r
    r.close()


async def test_a_match_between_two_followed_teams_alerts_the_channel_once(rig):
    rig.follow("c", "team", HOME)
    rig.follow("c", "team", AWAY)
    rig.follow("c", "competition", LEAGUE)
    await kick_off(rig)
    await rig.step(fixture("1H", 22, (0, 1), [event(22, "Goal", "Normal Goal", AWAY, EDWARDS)]))
    assert rig.adapter.headlines("c") == [
        "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP",
        "⚽ 22' GOAL  Tottenham Hotspur 0-1 Sporting CP · Marcus Edwards",
    ]


async def test_only_the_kinds_a_channel_follows(rig):
    rig.follow("goals-only", "team", HOME, ("goals",))
    await kick_off(rig)
    await rig.step(
        fixture(
            "1H",
            22,
            (1, 0),
            [
                event(22, "Goal", "Normal Goal", HOME, KANE),
                event(30, "Card", "Red Card", AWAY, (5, "Coates")),
            ],
        )
    )
    await rig.step(fixture("HT", 45, (1, 0), [event(22, "Goal", "Normal Goal", HOME, KANE)]))
    assert rig.adapter.headlines("goals-only") == [
        "⚽ 22' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane"
    ]


async def test_var_cancellation_edits_the_goal_and_posts_a_follow_up(rig):
    rig.follow("c", "team", HOME)
    goal = event(90, "Goal", "Normal Goal", HOME, KANE, extra=5)
    await kick_off(rig)
    await rig.step(fixture("2H", 80))  # half-time and the second half told before the goal (not one digest)
    await rig.step(fixture("2H", 90, (1, 0), [goal], extra=5))
    await rig.step(
        fixture(
            "2H", 90, (0, 0), [event(90, "Var", "Goal Disallowed - offside", HOME, KANE, extra=8)], extra=8
        )
    )
    messages = [m for m in rig.adapter.channels["c"] if "GOAL" in m.headline]
    assert [m.headline for m in messages] == [
        "~~⚽ 90+5' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane~~",
        "📺 90+8' NO GOAL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
    ]
    assert messages[0].text.endswith("Ruled out by VAR for offside.")
    assert messages[1].reply.card.actions[0].command == "/var explain offside"


async def test_a_goal_scored_again_after_a_cancellation_is_a_new_goal(rig):
    rig.follow("c", "team", HOME)
    first = event(30, "Goal", "Normal Goal", HOME, KANE)
    second = event(34, "Goal", "Normal Goal", HOME, KANE)
    await kick_off(rig)
    await rig.step(fixture("1H", 30, (1, 0), [first]))
    await rig.step(fixture("1H", 32, (0, 0), [event(32, "Var", "Goal cancelled", HOME, KANE)]))
    await rig.step(fixture("1H", 34, (1, 0), [event(32, "Var", "Goal cancelled", HOME, KANE), second]))
    assert [h for h in rig.adapter.headlines("c") if "GOAL" in h] == [
        "~~⚽ 30' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane~~",
        "📺 32' NO GOAL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
        "⚽ 34' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
    ]


async def test_scorer_added_then_corrected_by_edits_only(rig):
    rig.follow("c", "team", HOME)
    await kick_off(rig)
    await rig.step(fixture("1H", 40, (1, 0)))  # the score moves before any goal row
    await rig.step(fixture("1H", 41, (1, 0), [event(40, "Goal", "Normal Goal", HOME, (7, "Son Heung-min"))]))
    await rig.step(fixture("1H", 42, (1, 0), [event(39, "Goal", "Own Goal", HOME, (8, "Gonçalo Inácio"))]))
    messages = rig.adapter.channels["c"]
    assert len(messages) == 2  # kick-off and the goal: corrections never post a new message
    goal = messages[1]
    assert goal.reply.text.startswith("⚽ 40' GOAL  Tottenham Hotspur 1-0 Sporting CP · Tottenham Hotspur")
    assert [e.text.splitlines()[0] for e in goal.edits] == [
        "⚽ 40' GOAL  Tottenham Hotspur 1-0 Sporting CP · Son Heung-min",
        "⚽ 39' GOAL  Tottenham Hotspur 1-0 Sporting CP · Gonçalo Inácio",
    ]
    assert "Gonçalo Inácio (own goal) for Tottenham Hotspur" in goal.text


@pytest.fixture
def wall(monkeypatch):
    """The outbox's clock, moved by the test: a held goal comes due when the test says, not by sleeping."""
    import time as real_time

    class Wall:
        now = real_time.time()

        def time(self) -> float:
            return self.now

    clock = Wall()
    monkeypatch.setattr("bot.store.outbox.time", clock)
    return clock


async def test_confirm_delay_never_announces_a_goal_var_cancels_in_time(rig, wall):
    rig.follow("c", "team", HOME)
    rig.store.run_sync(lambda db: channel_store.set_options(db, "discord", "c", confirm_delay=30))
    goal = event(20, "Goal", "Normal Goal", HOME, KANE)
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [goal]))
    assert not any("GOAL" in h for h in rig.adapter.headlines("c"))  # held
    await rig.step(fixture("1H", 21, (0, 0), [event(21, "Var", "Goal Disallowed - handball", HOME, KANE)]))
    wall.now += 31
    await rig.sender.drain()
    headlines = rig.adapter.headlines("c")
    assert not any("⚽" in h for h in headlines)
    assert headlines[-1] == "📺 21' NO GOAL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane"


async def test_confirm_delay_says_how_long_the_goal_was_held(rig, wall):
    rig.follow("c", "team", HOME)
    rig.store.run_sync(lambda db: channel_store.set_options(db, "discord", "c", confirm_delay=30))
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    assert not any("GOAL" in h for h in rig.adapter.headlines("c"))  # still held
    wall.now += 31
    await rig.sender.drain()
    assert (
        rig.adapter.headlines("c")[-1]
        == "⚽ 20' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane (held 30 s for VAR)"
    )


async def test_spoiler_mode_marks_the_reply(rig):
    rig.follow("c", "team", HOME)
    rig.store.run_sync(lambda db: channel_store.set_options(db, "discord", "c", spoiler=True))
    await kick_off(rig)
    message = rig.adapter.channels["c"][0]
    assert message.reply.spoiler and message.reply.spoiler_label == "Tottenham Hotspur v Sporting CP"


async def test_a_channel_that_keeps_answering_missing_access_is_paused_not_unsubscribed(rig):
    rig.follow("gone", "team", HOME)
    rig.follow("ok", "team", HOME)
    rig.adapter.fail["gone"] = ChannelGone("Missing Access")
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    await rig.step(fixture("HT", 45, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    assert rig.store.run_sync(subs.for_channel, "discord", "gone") != []  # kept: /follow resumes it
    pause = rig.store.run_sync(channel_store.paused, "discord", "gone")
    assert pause is not None and pause.reason == "Missing Access"
    assert rig.store.run_sync(subs.for_channel, "discord", "ok") != []
    assert len(rig.adapter.headlines("ok")) == 3


async def test_a_channel_behind_gets_one_digest_and_others_are_not_starved(tmp_path):
    rig = Rig(tmp_path, limits=Limits(per_second=1000, channel_burst=2, channel_window=60))
    try:
        rig.follow("busy", "competition", LEAGUE)
        rig.follow("quiet", "team", 999)
        await rig.step(fixture("NS", None), fixture("NS", None, fixture_id=2002))
        # Both matches start and five things happen in the busy channel's two matches before we can send.
        other = fixture("1H", 3, (0, 0), fixture_id=2002)
        other["teams"]["home"]["id"] = 999
        goals = [event(m, "Goal", "Normal Goal", HOME, (m, f"Player {m}")) for m in (2, 3, 4)]
        await rig.step(fixture("1H", 4, (3, 0), goals), other)
        busy = rig.adapter.headlines("busy")
        assert busy[0].startswith("🗞 ")  # one digest, not a flood
        digest = rig.adapter.channels["busy"][0].text
        assert all(f"Player {m}" in digest for m in (2, 3, 4))
        assert rig.adapter.headlines("quiet")  # the quiet channel was served in the same round
    finally:
        rig.close()


async def test_goals_go_before_lesser_alerts(rig):
    rig.follow("c", "team", HOME)
    await kick_off(rig)
    await rig.step(fixture("HT", 45, (1, 0), [event(44, "Goal", "Normal Goal", HOME, KANE)]))
    assert rig.adapter.headlines("c")[1:] == [
        "⚽ 44' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        "⏸ HT HALF-TIME  Tottenham Hotspur 1-0 Sporting CP",
    ]


def with_lineups(fx: dict) -> dict:
    """The real fixtures/lineups payload (Man City v Man United), re-badged as this match's two teams."""
    import copy
    import json
    from pathlib import Path

    raw = json.loads(
        (
            Path(__file__).resolve().parents[1]
            / "fixtures"
            / "providers"
            / "api-football"
            / "syurchen93_fixture-lineup-full.json"
        ).read_text(encoding="utf-8")
    )["response"]
    lineups = copy.deepcopy(raw)
    lineups[0]["team"]["id"], lineups[1]["team"]["id"] = HOME, AWAY
    return fx | {"lineups": lineups}


async def test_line_ups_are_announced_once_to_channels_that_asked(rig):
    rig.follow("lineups", "team", HOME, ("line-ups", "goals"))
    rig.follow("default", "team", HOME)  # the default kinds do not include line-ups
    await rig.step(fixture("NS", None))
    await rig.step(with_lineups(fixture("NS", None)))
    await rig.step(with_lineups(fixture("NS", None)))
    messages = rig.adapter.channels["lineups"]
    assert [m.headline for m in messages] == ["📋 LINE-UPS  Tottenham Hotspur v Sporting CP"]
    lines = messages[0].text.splitlines()[1:]
    assert lines[0].startswith("Tottenham Hotspur (4-3-3): Ederson, Kyle Walker, John Stones")
    assert lines[1].startswith("Sporting CP (")
    assert "default" not in rig.adapter.channels


async def test_line_ups_are_checked_every_few_minutes_not_every_poll(rig):
    rig.follow("c", "team", HOME, ("line-ups",))
    rig.provider.show(fixture("NS", None))
    await rig.watcher.load_schedule()
    calls = len(rig.provider.by_id_calls)
    for _ in range(5):
        await rig.watcher.poll()
    assert len(rig.provider.by_id_calls) == calls + 1  # one check; the next is due in five minutes


async def test_without_a_schedule_the_live_list_is_still_polled(rig):
    """The day's fixtures could not be read at start-up: polling goes on and discovers the live match."""
    rig.follow("c", "team", HOME)
    assert await rig.watcher.is_active()
    rig.provider.show(fixture("1H", 30, (0, 0)))
    await rig.watcher.poll()  # joins mid-match: a baseline, nothing old announced
    rig.provider.show(fixture("1H", 33, (1, 0), [event(33, "Goal", "Normal Goal", HOME, KANE)]))
    await rig.watcher.poll()
    await rig.sender.drain()
    assert rig.adapter.headlines("c") == ["⚽ 33' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane"]


async def test_an_adapter_bug_is_a_failed_attempt_not_a_stuck_row(rig):
    rig.follow("broken", "team", HOME)
    rig.follow("fine", "team", HOME)
    rig.adapter.fail["broken"] = RuntimeError("adapter bug")
    await kick_off(rig)
    state = rig.store.run_sync(
        lambda db: db.execute(
            "select status, attempts, error from outbox where channel = 'broken'"
        ).fetchone()
    )
    assert state == ("pending", 1, "RuntimeError: adapter bug")  # retried later with back-off
    assert rig.adapter.headlines("fine") == ["🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP"]
