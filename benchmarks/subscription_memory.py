"""Target: 100,000 subscriptions in at most 32 MB of memory.

Subscriptions live in SQLite, and the fan-out is one INSERT ... SELECT inside SQLite, so Python never
holds them. This measures the process's resident memory growth (and Python's own peak, via tracemalloc)
while 100,000 subscriptions are stored, one goal is fanned out to all of them, and the first batch is sent.

    .venv/bin/python -m benchmarks.subscription_memory [--subscriptions 100000]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
import tracemalloc
from pathlib import Path

from benchmarks.common import live_match, rss_mb, subscribe_many, verdict, with_goal
from bot.alerts.dispatch import AlertSender
from bot.alerts.watch import MatchWatcher
from bot.app import pacer_from
from bot.config import load_config
from bot.store import Store
from bot.store.matches import save_snapshot
from bot.store.subscriptions import followed_ids


class Discard:
    """A platform that takes every message at once: only the bot's own memory is measured."""

    platform = "discord"

    def __init__(self) -> None:
        self.sent = 0

    async def start(self, on_text: object, on_command: object) -> None: ...

    async def stop(self) -> None: ...

    async def send(
        self, channel: str, reply: object, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        self.sent += 1
        return str(self.sent)

    async def edit(self, channel: str, message_ref: str, reply: object) -> None: ...

    async def can_post(self, channel: str) -> str:
        return ""


async def main(count: int) -> bool:
    pacer = pacer_from(
        load_config(None, env={})
    )  # before measuring: loading settings is not per subscription
    folder = Path(tempfile.mkdtemp(prefix="matchday-bench-"))
    store = Store(folder / "memory.db")
    base = live_match()
    store.run_sync(save_snapshot, base)
    before = rss_mb()
    tracemalloc.start()
    subscribe_many(store, count)
    sender = AlertSender(store, {"discord": Discard()}, batch=50, pacer=pacer)
    watcher = MatchWatcher(store, None, lambda: base.kickoff)  # type: ignore[arg-type]
    rows, _ = await watcher._apply(with_goal(base, 1))
    await sender.drain_once()
    store.run_sync(followed_ids)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    after = rss_mb()
    size = (folder / "memory.db").stat().st_size / 2**20
    store.close()
    print(
        f"{count:,} subscriptions, one goal fanned out to {rows:,} channels: resident memory grew "
        f"{after - before:.1f} MB (Python peak {peak / 2**20:.1f} MB; database file {size:.1f} MB on disk) "
        f"(target <= 32 MB)"
    )
    return after - before <= 32


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--subscriptions", type=int, default=100_000)
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.subscriptions)), started))
