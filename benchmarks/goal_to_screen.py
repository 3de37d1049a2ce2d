"""Target: from the moment the provider has a goal to the fan's screen, median <= 10 s at 100 channels with
the default settings.

Half measured, half modelled, and the model is printed with the result:

- **Waiting for the next poll** (modelled). The provider's answer changes at some moment; we see it at our next
  poll. With the default interval (the quota planner's choice for the default `poll_seconds` on a paid
  API-Football plan) that moment falls anywhere in the interval: the wait is uniform over it.
- **The provider's round trip** (assumed, PROVIDER_FETCH): our `live=all` request to its answer over the internet.
- **Our side** (measured): the real watcher, store and sender as `matchday run` builds them, discord.py posting
  to the strict fake Discord (50 requests/s, 5 messages per 5 s per channel, 80 ms round trip), 100 channels
  following the match. For every goal and every channel: from the provider's answer being handed back to the
  goal's message reaching the fake (which includes the first half of the round trip and the channel's place in
  the fan-out).
- **Discord to the screen** (assumed, GATEWAY): Discord's gateway pushing the message to the fan's client.

Each measured (goal, channel) time is combined with every phase of the poll interval (evenly spaced): the
median and 90th percentile of those are the fan's wait.

    .venv/bin/python -m benchmarks.goal_to_screen [--channels 100] [--goals 8]
"""

from __future__ import annotations

import argparse
import asyncio
import time

from benchmarks.common import percentile, verdict
from benchmarks.goals import goals_to_discord
from bot.config import load_config
from bot.providers.plugin import API_FOOTBALL
from bot.providers.polling import MATCH_SECONDS, plan_interval

TARGET_S = 10.0
PROVIDER_FETCH = 0.5  # seconds: API-Football's answer to a live=all request, over the internet (assumed)
GATEWAY = 0.3  # seconds: Discord's gateway delivering a posted message to the fan's client (assumed)
BETWEEN_GOALS = 4.0  # each goal's 100-channel fan-out (2 s at 50/s) is out before the next
PHASES = 300  # evenly spaced moments within the poll interval at which the provider's answer changes


def default_interval() -> float:
    """The poll interval `matchday run` chooses with the default settings on a paid API-Football plan
    (7,500 calls a day, 300 a minute) with one match left to play."""
    configured = load_config(None, env={}).provider.poll_seconds
    plan = plan_interval(
        configured,
        API_FOOTBALL.update_seconds,
        remaining_day=7500,
        per_minute=300,
        seconds_left=MATCH_SECONDS,
    )
    return plan.interval


async def our_side(channels: int, goals: int) -> list[float]:
    """Seconds from the provider's answer to each (goal, channel) message reaching Discord."""
    scored = await goals_to_discord(channels, 100, goals, BETWEEN_GOALS)
    missing = goals * channels - sum(len(g.arrivals) for g in scored)
    if missing:
        print(f"{missing} messages never reached Discord")
        return []
    return [at - g.answered for g in scored for at in g.arrivals]


async def main(channels: int, goals: int) -> bool:
    interval = default_interval()
    measured = await our_side(channels, goals)
    if not measured:
        return False
    screen = [
        (k + 0.5) / PHASES * interval + PROVIDER_FETCH + ours + GATEWAY
        for ours in measured
        for k in range(PHASES)
    ]
    print(
        f"our side, provider answer -> message at Discord ({channels} channels, {goals} goals, "
        f"{len(measured)} messages): median {percentile(measured, 50):.2f} s, "
        f"p90 {percentile(measured, 90):.2f} s, max {max(measured):.2f} s"
    )
    print(
        f"model: poll every {interval:g} s (default settings; the wait for the next poll is uniform over it) "
        f"+ {PROVIDER_FETCH:g} s provider round trip (assumed) + our side (measured) "
        f"+ {GATEWAY:g} s Discord gateway to the screen (assumed)"
    )
    median = percentile(screen, 50)
    print(
        f"the provider has the goal -> the fan's screen: median {median:.1f} s, p90 {percentile(screen, 90):.1f} s, "
        f"max {max(screen):.1f} s; target median <= {TARGET_S:g} s"
    )
    return median <= TARGET_S


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--channels", type=int, default=100)
    parser.add_argument("--goals", type=int, default=8)
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.channels, args.goals)), started))
