"""Targets: one goal fanned out to 10,000 channels by 1 and by 4 sender processes sharing one PostgreSQL
database reaches at least 95% of Discord's global limit (50 requests/s, per bot token) with no global 429, with
the shipped settings: the senders share the limit through the database's send budget (bot.store.budget), no
per-process split. Also, as `benchmarks.fanout_rate` asks of one process: a goal in another match, 5 s into the
fan-out, reaches its first channel within 1 s (a new alert's first send takes the next slot its sender holds).

Each sender process is the real sender as `matchday run --role sender` builds it on PostgreSQL (`pacer_from`
with the store: the shared budget; woken by LISTEN/NOTIFY, claiming with SKIP LOCKED) and the real Discord
adapter (discord.py), posting over HTTP to the strict fake Discord in a process of its own: the global limit as a
strict sliding one-second window, the per-channel bucket with its headers, and an 80 ms round trip. This process
plays the poller: it writes the goal (the snapshot, the alert and its fan-out, announced by NOTIFY) once every
sender listens. The rate is measured where Discord would measure it: from the first message's arrival at the
fake to the last one's. Each run gets a database of its own on a throwaway PostgreSQL cluster (tests/pg.py; or
the server MATCHDAY_TEST_POSTGRES names) and a fresh fake.

    .venv/bin/python -m benchmarks.fanout_processes [--channels 10000] [--senders 1 4] [--second 50]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import time
from dataclasses import dataclass, replace
from typing import Any

from benchmarks.common import (
    StrictDiscord,
    discord_adapter,
    live_match,
    shipped_sender,
    subscribe_many,
    verdict,
    with_goal,
)
from bot.alerts.shared_grid import SharedGrid
from bot.alerts.watch import MatchWatcher
from bot.providers.model import Competition, Team
from bot.store import Store
from bot.store.matches import save_snapshot
from bot.store.outbox import pending_count

TARGET = 0.95  # of the global limit
SECOND_AFTER = 5.0  # seconds into the fan-out, the other match's goal
SECOND_WITHIN = 1.0  # seconds to its first channel
CTX = multiprocessing.get_context("spawn")  # the parent runs threads (the store's): never fork it


@dataclass(frozen=True, slots=True)
class SenderReport:
    sent: int  # messages this process sent
    bookings: int  # round trips to the send budget
    given_up: int  # slots booked that passed unspent


async def _sender(url: str, discord_url: str, ready: Any, stop: Any, reports: Any) -> None:
    store = Store(url, check=False)
    adapter = await discord_adapter(discord_url)
    sender = shipped_sender(store, {"discord": adapter}, database=url)
    stopping = asyncio.Event()
    running = asyncio.create_task(sender.run(stopping))
    while not sender.listening:  # a row written from now on is heard
        await asyncio.sleep(0.01)
    ready.set()
    await asyncio.to_thread(stop.wait)
    stopping.set()
    await running
    grid = sender.pacer._platform("discord")
    assert isinstance(grid, SharedGrid), "on PostgreSQL the sender books its slots in the shared budget"
    reports.put(SenderReport(sender.sent, grid.bookings, grid.stock.given_up))
    await adapter.stop()
    store.close()


def sender_process(url: str, discord_url: str, ready: Any, stop: Any, reports: Any) -> None:
    """A multiprocessing target: one sender process (see the module)."""
    asyncio.run(_sender(url, discord_url, ready, stop, reports))


async def fan_out(url: str, channels: int, second: int, senders: int) -> bool:
    started = time.perf_counter()
    fake = StrictDiscord()
    store = Store(url)
    subscribe_many(store, channels)
    subscribe_many(store, second, competition=3, first=20_000_000)  # other channels, another match
    base = live_match()
    other = replace(base, id=2, competition=Competition(3, "UEFA Europa League", 2026), home=Team(1, "Roma"))
    store.run_sync(save_snapshot, base)
    store.run_sync(save_snapshot, other)
    stop, reports = CTX.Event(), CTX.Queue()
    readies = [CTX.Event() for _ in range(senders)]
    procs = [
        CTX.Process(target=sender_process, args=(url, fake.url, ready, stop, reports), daemon=True)
        for ready in readies
    ]
    for proc in procs:
        proc.start()
    try:
        for ready in readies:
            if not await asyncio.to_thread(ready.wait, 120):
                raise RuntimeError("a sender process did not start listening within 120 s")
        watcher = MatchWatcher(store, None, lambda: base.kickoff)  # type: ignore[arg-type]
        await watcher._apply(with_goal(base, 1))  # the first wave now, the rest just after: NOTIFY wakes them
        await asyncio.sleep(SECOND_AFTER)
        second_at = time.monotonic()
        await watcher._apply(replace(with_goal(other, 1), id=2))
        await watcher.flush()
        while await store.run(pending_count):
            await asyncio.sleep(0.5)
    finally:
        stop.set()
        sent = [reports.get(timeout=30) for _ in procs]
        for proc in procs:
            proc.join(30)
        store.close()
    stats = await fake.stats()
    fake.close()
    arrivals = stats["arrivals"]
    span = arrivals[-1] - arrivals[0]
    rate = (len(arrivals) - 1) / span
    share = rate / fake.limit
    waited = min(
        t for t, ch in zip(arrivals, stats["arrival_channels"], strict=True) if ch.startswith("2000")
    )
    waited -= second_at  # both on this machine's monotonic clock
    bookings = sum(r.bookings for r in sent)
    name = f"{senders} sender process{'es' if senders > 1 else ''}"
    print(
        f"{name}: {stats['messages']:,} messages to {channels:,} + {second} channels over {span:.1f} s = "
        f"{rate:.2f}/s, {share:.1%} of the {fake.limit}/s limit; 429s: {stats['too_many']} global, "
        f"{stats['channel_too_many']} per channel (target >= {TARGET:.0%}, 0 global); the second match's goal, "
        f"{SECOND_AFTER:g} s in: first send after {waited * 1000:.0f} ms (target <= {SECOND_WITHIN * 1000:,.0f} ms)"
    )
    print(
        f"  sent per process {[r.sent for r in sent]}; budget round trips {bookings:,} ({bookings / span:.1f}/s), "
        f"booked slots given up {sum(r.given_up for r in sent)}; run time {time.perf_counter() - started:.1f} s"
    )
    return (
        share >= TARGET
        and stats["too_many"] == 0
        and stats["messages"] >= channels + second
        and waited <= SECOND_WITHIN
    )


async def main(channels: int, second: int, senders: list[int]) -> bool:
    from tests import pg

    server, let_go = pg.start()
    try:
        passed = True
        for n in senders:
            with server.database() as url:
                passed = await fan_out(url, channels, second, n) and passed
        return passed
    finally:
        let_go()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--channels", type=int, default=10_000)
    parser.add_argument(
        "--senders", type=int, nargs="+", default=[1, 4], help="sender processes, one run for each count"
    )
    parser.add_argument("--second", type=int, default=50, help="channels following the second match")
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.channels, args.second, args.senders)), started))
