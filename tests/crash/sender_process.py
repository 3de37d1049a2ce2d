"""The outbox sender as its own process, for the crash test: drain a real SQLite outbox to the Discord API at URL
through the real Discord adapter, saying once it starts sending, exiting 0 when the outbox is empty.

Run as `python -m tests.crash.sender_process DB URL` (prints "sending"), or forked by the crash test from a
process that has imported all this already (`child`), so a trial costs a fork, not an interpreter start.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import Any

from adapters.discord import DiscordAdapter
from bot.alerts.dispatch import AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.store import Store
from bot.store.outbox import pending_count


async def main(
    db_path: str,
    url: str,
    started: Callable[[], None],
    progress: Callable[[int, int], None] = lambda s, u: None,
) -> int:
    """Drain the outbox; `progress(rows sent, recoveries sent unchecked)` after every round."""
    store = Store(db_path)
    adapter = DiscordAdapter("token", api_base=url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    pacer = Pacer(limits={"discord": Limits(per_second=10_000, channel_burst=10_000, channel_window=1)})
    # Each alert its own message (no digests), so every channel must show exactly its three nonces.
    sender = AlertSender(
        store, {"discord": adapter}, batch=8, lease_seconds=0.3, pacer=pacer, concurrency=4, merge_at=None
    )
    started()
    try:
        while await store.run(pending_count):
            claimed = await sender.drain_once()
            progress(sender.sent, adapter.unchecked_recoveries)
            if not claimed:
                await asyncio.sleep(0.05)  # rows leased by another or a killed sender: wait for the lease
    finally:
        await adapter.stop()
        store.close()
    return 0


def child(db_path: str, url: str, started: Any, go: Any, progress: Any) -> None:
    """A multiprocessing target: `started` (an Event) is set when the sender is ready, which then waits for `go` (its
    own Event: the test sets each sender's, so two begin together); `progress` (an Array of two ints, with no lock: this
    process may be killed at any moment) gets what `main` reports."""

    def ready() -> None:
        started.set()
        go.wait(30)

    def report(sent: int, unchecked: int) -> None:
        progress[0], progress[1] = sent, unchecked

    raise SystemExit(asyncio.run(main(db_path, url, ready, report)))


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(sys.argv[1], sys.argv[2], lambda: print("sending", flush=True))))
