"""A sender process on a PostgreSQL outbox, for the many-senders crash test (tests/test_senders_pg.py): the real
`AlertSender.run` (woken by LISTEN/NOTIFY, claiming with SKIP LOCKED) sending to a fake platform that appends
each send to a file, exiting 0 once every row the trial expects is sent.

The fake platform stands in for Discord: a send is one line `channel idempotency-key maybe_sent pid`, appended
with O_APPEND (a line of a few dozen bytes is one write, so lines from several processes never mix, and the
file's order is the order the sends happened). The test reads a key sent twice to a channel as one message, as
Discord's enforced nonce shows it; a send whose row was not recovered says `maybe_sent` 0, so a row taken twice
without a lease running out would show as a repeat no recovery explains.

Forked by the test from a process that has imported all this already (multiprocessing's forkserver, as
tests/crash/sender_process.py is), so a trial costs forks, not interpreter starts.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from bot.alerts.dispatch import AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.core.reply import Reply
from bot.store import Store
from bot.store.outbox import CHANNEL, counts
from bot.store.postgres import Listener


class FilePlatform:
    """A platform that takes every message after `delay` seconds and writes it down (see the module)."""

    platform = "discord"

    def __init__(self, path: str, delay: float) -> None:
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self.delay = delay

    async def start(self, on_text: Any, on_command: Any) -> None:
        return None

    async def stop(self) -> None:
        os.close(self.fd)

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        await asyncio.sleep(self.delay)
        os.write(self.fd, f"{channel} {idempotency_key} {int(maybe_sent)} {os.getpid()}\n".encode())
        return idempotency_key

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        raise AssertionError("the trial's alerts correct nothing")

    async def can_post(self, channel: str) -> str:
        return ""


class Progress:
    """The sender's observer: counts sends into a shared int, so the test knows the sender was under way."""

    def __init__(self, shared: Any) -> None:
        self.shared = shared

    def sent(self, platform: str, seconds: float, error: Exception | None) -> None:
        if error is None:
            self.shared.value += 1


async def main(url: str, log_path: str, rows: int, started: Any, go: Any, progress: Any, delay: float) -> int:
    """Send until the outbox holds `rows` rows, all sent. `started` is set once listening; then `go` is awaited."""
    store = Store(url, check=False)
    platform = FilePlatform(log_path, delay)
    listener = Listener(url, CHANNEL, retry=(0.05, 0.5))
    sender = AlertSender(
        store,
        {"discord": platform},
        batch=8,
        lease_seconds=0.3,
        pacer=Pacer(limits={"discord": Limits(per_second=10_000, channel_burst=10_000, channel_window=1)}),
        concurrency=4,
        merge_at=None,  # each alert its own message: every channel must show exactly its three keys
        observer=Progress(progress),
        notifications=listener,
        idle_seconds=0.5,  # only while not listening
        listen_idle_seconds=30.0,  # listening, rows are announced and leases timed: nothing waits on this
    )
    stop = asyncio.Event()
    running = asyncio.create_task(sender.run(stop))
    try:
        while not listener.listening:  # a row written from now on is heard
            await asyncio.sleep(0.005)
        started.set()
        await asyncio.to_thread(go.wait, 30)
        while (await store.run(counts)).get("sent", 0) < rows:
            await asyncio.sleep(0.02)
    finally:
        stop.set()
        await running
        await platform.stop()
        store.close()
    return 0


def child(url: str, log_path: str, rows: int, started: Any, go: Any, progress: Any, delay: float) -> None:
    """A multiprocessing target (see `main`)."""
    raise SystemExit(asyncio.run(main(url, log_path, rows, started, go, progress, delay)))
