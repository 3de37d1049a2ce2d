"""Target: one goal fanned out to 10,000 channels through an emulated 50 requests/s limit reaches at
least 95% of the limit with no 429s.

The real sender and the real Discord adapter (discord.py) post over HTTP to the local fake Discord API,
run in its own process (so it stamps requests as they arrive), which enforces a strict one-second sliding
window of 50 requests and answers 429 beyond it.

    .venv/bin/python -m benchmarks.fanout_rate [--channels 10000] [--limit 50]
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from adapters.discord import DiscordAdapter
from benchmarks.common import live_match, subscribe_many, verdict, with_goal
from bot.alerts.dispatch import AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.alerts.watch import MatchWatcher
from bot.store import Store
from bot.store.matches import save_snapshot
from bot.store.outbox import pending_count


async def main(channels: int, limit: int) -> bool:
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.fakes.discord_api", str(limit)], stdout=subprocess.PIPE, text=True
    )
    assert server.stdout is not None
    url = server.stdout.readline().strip()
    folder = Path(tempfile.mkdtemp(prefix="matchday-bench-"))
    store = Store(folder / "fanout.db")
    subscribe_many(store, channels)
    base = live_match()
    store.run_sync(save_snapshot, base)
    adapter = DiscordAdapter("token", api_base=url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    pacer = Pacer(limits={"discord": Limits(per_second=limit, channel_burst=5, channel_window=5)})
    sender = AlertSender(store, {"discord": adapter}, batch=200, pacer=pacer, concurrency=8)
    watcher = MatchWatcher(store, None, lambda: base.kickoff)  # type: ignore[arg-type]
    await watcher._apply(with_goal(base, 1))
    start = time.perf_counter()
    while await store.run(pending_count):
        await sender.drain_once()
    elapsed = time.perf_counter() - start
    await adapter.stop()
    store.close()
    async with httpx.AsyncClient() as client:
        stats = (await client.get(url.replace("/api/v10", "/_stats"))).json()
    if "--dump" in sys.argv:
        import json

        Path("/tmp/arrivals.json").write_text(json.dumps(stats["arrivals"]))
    server.terminate()
    server.wait(10)
    rate = stats["messages"] / elapsed
    print(
        f"fan-out to {channels:,} channels: {stats['messages']:,} messages in {elapsed:.1f} s = {rate:.2f}/s, "
        f"{rate / limit:.1%} of the {limit}/s limit, {stats['too_many']} x 429 (target >= 95%, no 429)"
    )
    return rate / limit >= 0.95 and stats["too_many"] == 0 and stats["messages"] >= channels


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--channels", type=int, default=10_000)
    parser.add_argument("--limit", type=int, default=50)
    parser.add_argument("--dump", action="store_true", help="write arrival times to /tmp/arrivals.json")
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.channels, args.limit)), started))
