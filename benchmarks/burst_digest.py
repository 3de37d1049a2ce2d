"""Target: three alerts in quick succession for 1,000 channels become one digest in (nearly) every channel:
at most 1,100 messages instead of 3,000, nothing lost, no 429, with the shipped settings.

Two goals and a red card are detected a fraction of a second apart while the real sender is running (as after
a provider outage, or a busy minute), to the strict fake Discord (global limit, per-channel bucket, 80 ms
round trip). Channels the sender reached before the later alerts were stored get them separately; every
channel with three waiting gets one digest.

    .venv/bin/python -m benchmarks.burst_digest [--channels 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections import Counter
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
from bot.providers.model import Event, EventKind, Minute, Person
from bot.store import Store
from bot.store.matches import save_snapshot
from bot.store.outbox import counts


async def main(channels: int) -> bool:
    fake = StrictDiscord()
    store = Store(Path(tempfile.mkdtemp(prefix="matchday-bench-")) / "burst.db")
    subscribe_many(store, channels)
    base = live_match()
    store.run_sync(save_snapshot, base)
    adapter = await discord_adapter(fake.url)
    sender = shipped_sender(store, {"discord": adapter})
    watcher = MatchWatcher(store, None, lambda: base.kickoff)  # type: ignore[arg-type]
    stop = asyncio.Event()
    running = asyncio.create_task(sender.run(stop))
    one, two = with_goal(base, 1), with_goal(base, 2)
    red = Event(
        key="1:228:99:red:14:0",
        kind=EventKind.RED,
        minute=Minute(14),
        team_id=228,
        player=Person(7, "Coates"),
    )
    three = replace(two, events=(*two.events, red))
    for snap in (one, two, three):
        await watcher._apply(snap)
        sender.poke()
        await asyncio.sleep(0.2)
    while (left := await store.run(counts)).get("pending", 0) + left.get("sending", 0):
        await asyncio.sleep(0.5)
    stop.set()
    await running
    await adapter.stop()
    store.close()
    stats = await fake.stats()
    fake.close()
    per_channel = Counter(stats["arrival_channels"])
    digested = sum(1 for n in per_channel.values() if n == 1)
    print(
        f"{channels:,} channels x 3 alerts: {stats['messages']:,} messages (3,000 unmerged), {digested:,} channels "
        f"got one digest; rows sent {left.get('sent', 0):,}, dead {left.get('dead', 0)}; 429s: "
        f"{stats['too_many']} global, {stats['channel_too_many']} per channel (target <= 1,100 messages, none lost)"
    )
    return (
        stats["messages"] <= 1100
        and left.get("sent", 0) == 3 * channels
        and stats["too_many"] == 0
        and stats["channel_too_many"] == 0
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--channels", type=int, default=1000)
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.channels)), started))
