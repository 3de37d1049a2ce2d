"""The outbox sender as its own process, for the crash test: drain a real SQLite outbox to the Discord
API at URL through the real Discord adapter, printing "sending" once it starts, exiting 0 when empty."""

from __future__ import annotations

import asyncio
import sys

from adapters.discord import DiscordAdapter
from bot.alerts.dispatch import AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.store import Store
from bot.store.outbox import pending_count


async def main(db_path: str, url: str) -> int:
    store = Store(db_path)
    adapter = DiscordAdapter("token", api_base=url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    pacer = Pacer(limits={"discord": Limits(per_second=10_000, channel_burst=10_000, channel_window=1)})
    sender = AlertSender(store, {"discord": adapter}, batch=8, lease_seconds=0.3, pacer=pacer, concurrency=4)
    print("sending", flush=True)
    try:
        while await store.run(pending_count):
            if not await sender.drain_once():
                await asyncio.sleep(0.05)  # rows leased by a killed predecessor: wait for the lease to lapse
    finally:
        await adapter.stop()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(sys.argv[1], sys.argv[2])))
