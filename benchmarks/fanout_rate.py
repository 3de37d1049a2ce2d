"""Targets: one goal fanned out to 10,000 channels reaches at least 95% of Discord's global limit (50
requests/s) with no 429 of any kind, with the shipped settings; and a goal in another match, 5 s into that
fan-out, reaches its first channel within 1 s (alerts take turns: it never queues behind the first).

The real sender (as `matchday run` builds it) and the real Discord adapter (discord.py) post over HTTP to
the strict fake Discord in its own process: the global limit, the per-channel bucket with its headers, and an
80 ms round trip. The rate is measured where Discord would measure it: from the first message's arrival at
the fake to the last one's.

    .venv/bin/python -m benchmarks.fanout_rate [--channels 10000] [--second 50]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from benchmarks.common import (
    StrictDiscord,
    discord_adapter,
    live_match,
    shipped_sender,
    subscribe_many,
    verdict,
    with_goal,
)
from bot.alerts.watch import MatchWatcher
from bot.providers.model import Competition, Team
from bot.store import Store
from bot.store.matches import save_snapshot
from bot.store.outbox import pending_count

SECOND_AFTER = 5.0  # seconds into the first fan-out


async def main(channels: int, second: int) -> bool:
    fake = StrictDiscord()
    store = Store(Path(tempfile.mkdtemp(prefix="matchday-bench-")) / "fanout.db")
    subscribe_many(store, channels)
    subscribe_many(store, second, competition=3, first=20_000_000)  # other channels, another match
    base = live_match()
    other = replace(base, id=2, competition=Competition(3, "UEFA Europa League", 2026), home=Team(1, "Roma"))
    store.run_sync(save_snapshot, base)
    store.run_sync(save_snapshot, other)
    adapter = await discord_adapter(fake.url)
    sender = shipped_sender(store, {"discord": adapter})
    watcher = MatchWatcher(store, None, lambda: base.kickoff)  # type: ignore[arg-type]
    stop = asyncio.Event()
    running = asyncio.create_task(sender.run(stop))
    await watcher._apply(with_goal(base, 1))
    sender.poke()
    await asyncio.sleep(SECOND_AFTER)
    second_at = time.monotonic()
    await watcher._apply(replace(with_goal(other, 1), id=2))
    sender.poke()
    while await store.run(pending_count):
        await asyncio.sleep(0.5)
    stop.set()
    await running
    await adapter.stop()
    store.close()
    stats = await fake.stats()
    fake.close()
    arrivals = stats["arrivals"]
    span = arrivals[-1] - arrivals[0]
    rate = (len(arrivals) - 1) / span
    first_second = min(
        t for t, ch in zip(arrivals, stats["arrival_channels"], strict=True) if ch.startswith("2000")
    )
    waited = first_second - second_at
    print(
        f"fan-out to {channels:,} + {second} channels: {stats['messages']:,} messages over {span:.1f} s = "
        f"{rate:.2f}/s, {rate / fake.limit:.1%} of the {fake.limit}/s limit; 429s: {stats['too_many']} global, "
        f"{stats['channel_too_many']} per channel (target >= 95%, no 429)"
    )
    print(
        f"the second match's goal, {SECOND_AFTER:g} s into the fan-out: first send after {waited * 1000:.0f} ms "
        "(target <= 1,000 ms)"
    )
    return (
        rate / fake.limit >= 0.95
        and stats["too_many"] == 0
        and stats["channel_too_many"] == 0
        and stats["messages"] >= channels + second
        and waited <= 1.0
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--channels", type=int, default=10_000)
    parser.add_argument("--second", type=int, default=50, help="channels following the second match")
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.channels, args.second)), started))
