"""How often we poll: configured, never faster than the provider updates, and within the quota."""

from __future__ import annotations

import pytest

from bot import plugins
from bot.providers.polling import MATCH_SECONDS, plan_interval

# Each provider's plugin says how often its data changes.
API = plugins.provider("api-football").update_seconds
FD = plugins.provider("football-data").update_seconds


def test_configured_interval_above_the_floor():
    plan = plan_interval(60, API)
    assert plan.interval == 60 and plan.sustainable


def test_never_faster_than_the_provider_updates():
    assert plan_interval(1, API).interval == 15
    assert plan_interval(1, FD).interval == 6
    assert plan_interval(0.01, API, floor=0).interval == 0.01  # a local mock server


def test_per_minute_limit():
    plan = plan_interval(6, FD, per_minute=10, calls_per_poll=2)
    assert plan.interval == 12 and "10 calls a minute" in plan.reason


def test_a_paid_plan_sustains_a_match_a_minute():
    plan = plan_interval(60, API, remaining_day=7400, per_minute=300, seconds_left=MATCH_SECONDS)
    assert plan.interval == 60 and plan.sustainable


def test_the_free_plan_cannot_sustain_live_polling_and_says_so():
    # 100 calls a day; two followed matches back to back need 4.5 h of polling.
    plan = plan_interval(60, API, remaining_day=100, per_minute=10, seconds_left=2 * MATCH_SECONDS)
    assert plan.interval == 2 * MATCH_SECONDS / 100 == 162
    assert plan.sustainable  # 2.7 minutes is slow but still live-ish
    plan = plan_interval(60, API, remaining_day=20, seconds_left=2 * MATCH_SECONDS)
    assert not plan.sustainable and "cannot sustain live polling" in plan.reason


def test_quota_stretches_the_interval_to_last_until_the_end():
    plan = plan_interval(60, API, remaining_day=50, seconds_left=3600)
    assert plan.interval == 72 and "50 calls left today" in plan.reason


def test_by_default_we_poll_at_the_providers_pace_and_say_why():
    from bot.config import load_config

    default = load_config(None).provider.poll_seconds
    plan = plan_interval(default, API, remaining_day=7400, per_minute=300, seconds_left=MATCH_SECONDS)
    assert plan.interval == 15 and plan.reason == "every 15 s, as configured"
    assert plan_interval(5, API).reason == "every 15 s: the provider updates no faster"


async def _first_poll_interval(tmp_path, speed: float) -> tuple[float, float]:
    from tests.harness import make_bot

    bot = await make_bot(tmp_path, speed=speed)
    try:
        job = bot.app.scheduler.get_job("poll")
        return job.trigger.interval.total_seconds(), bot.app.bundle.poll_seconds
    finally:
        await bot.app.stop()


async def test_the_first_poller_polls_at_its_planned_pace_from_the_start(tmp_path, monkeypatch):
    """The quota left is read before the first poll is scheduled: a plan that must stretch the interval
    does so at once, not an hour later at the next schedule refresh."""
    from bot.providers.replay import api_football_shape

    monkeypatch.setattr(api_football_shape, "DAILY_LIMIT", 40)  # a plan nearly spent
    interval, configured = await _first_poll_interval(tmp_path, speed=60)
    # the night, about 2 h 20 min of match time to its last whistle, on 40 calls: one every ~3.5 match
    # minutes, which at 60x is ~3.5 real seconds
    assert interval > 3 * configured and 2.5 < interval < 4.5


@pytest.mark.parametrize("speed", [60.0, 2000.0])
async def test_a_replay_plays_its_quota_in_match_time(tmp_path, speed):
    """The replay advertises a paid plan (7,500 a day, 300 a minute) in match time: at 2,000x its minute is
    30 ms, and its per-minute limit must not hold polls to one every 200 real ms (a VAR decision 90 ms
    after its goal would be missed)."""
    interval, configured = await _first_poll_interval(tmp_path, speed=speed)
    assert interval == configured
