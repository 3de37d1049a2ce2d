"""Target: sending alerts with a "Why?" button keeps no memory per message: after 1,000 alerts the bot holds
less than 64 KiB more than before (a fixed amount for pools and caches; before the fix it was ~2 MiB).

Sends 1,000 alerts with a button through the real discord.py to the local fake Discord (in its own process,
so only the bot's memory is measured), and compares tracemalloc's traced memory before and after, with the
garbage collected. Exits 1 and says FAIL when the target is missed.

    .venv/bin/python -m benchmarks.discord_button_memory [alerts]
"""

from __future__ import annotations

import asyncio
import gc
import subprocess
import sys
import time
import tracemalloc

from adapters.discord import DiscordAdapter
from bot.core.reply import Action, Card, Reply

TARGET_KIB = 64


def alert(n: int) -> Reply:
    return Reply(
        text=f"NO GOAL {n}",
        card=Card(
            title=f"❌ NO GOAL · {n}",
            body="Ruled out by VAR.",
            actions=(Action("Why?", "/var explain offside"),),
        ),
    )


async def measure(url: str, alerts: int) -> tuple[int, int]:
    adapter = DiscordAdapter("token", api_base=url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    try:
        for n in range(50):  # warm up: connection pool, lazy imports, caches
            await adapter.send("777", alert(n), idempotency_key=f"w{n}")
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for n in range(alerts):
            await adapter.send("777", alert(n), idempotency_key=f"k{n}")
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        store = adapter.client._connection._view_store
        stored = len(store._views) + len(store._synced_message_views)
    finally:
        await adapter.stop()
    return after - before, stored


def main() -> int:
    alerts = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    started = time.perf_counter()
    fake = subprocess.Popen(
        [sys.executable, "-m", "tests.fakes.discord_api"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert fake.stdout is not None
        url = fake.stdout.readline().strip()
        tracemalloc.start()
        grown, stored = asyncio.run(measure(url, alerts))
        tracemalloc.stop()
    finally:
        fake.terminate()
        fake.wait()
    per_alert = grown / alerts
    ok = grown < TARGET_KIB * 1024
    print(
        f"{'OK' if ok else 'FAIL'}: {alerts} alerts with a button: memory grew {grown / 1024:.1f} KiB "
        f"(target < {TARGET_KIB} KiB; {per_alert:.0f} B per alert); "
        f"view-store entries kept: {stored}; run time {time.perf_counter() - started:.1f} s"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
