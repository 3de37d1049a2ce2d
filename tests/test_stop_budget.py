"""A stop never waits on a platform that hangs: sends under way are cut off after a moment and their rows stay
in the outbox for the next start (issue "real servers": SIGINT/SIGTERM stop within 5 s in every mode)."""

from __future__ import annotations

import asyncio

import pytest

from bot.app import App
from bot.config import load_config
from bot.core.reply import Reply
from bot.store import subscriptions as subs
from bot.store.outbox import counts


class HangingPlatform:
    """Accepts a send and never answers, like a platform whose connection went silent."""

    platform = "discord"

    def __init__(self, stop_hangs: bool = False) -> None:
        self.sends = 0
        self.stop_hangs = stop_hangs

    async def start(self, on_text, on_command) -> None:  # type: ignore[no-untyped-def]
        pass

    async def stop(self) -> None:
        if self.stop_hangs:  # its connection will not close either
            await asyncio.Event().wait()

    async def send(self, channel: str, reply: Reply, **kwargs: object) -> str:
        self.sends += 1
        await asyncio.Event().wait()
        return ""

    async def edit(self, channel: str, ref: str, reply: Reply) -> None:
        await asyncio.Event().wait()


@pytest.mark.parametrize("stop_hangs", [False, True])
async def test_stop_cuts_off_a_hanging_send_and_keeps_its_row(database_url, stop_hangs):
    config = load_config(None, env={}).with_values("provider.replay", speed="max")
    platform = HangingPlatform(stop_hangs)
    app = App(config, adapters={"discord": platform}, database=database_url)  # type: ignore[dict-item]
    app.store.run_sync(subs.follow, "discord", "c1", "competition", 2, "UEFA Champions League")
    await app.start()
    for _ in range(500):
        if platform.sends:
            break
        await asyncio.sleep(0.02)
    assert platform.sends, "nothing was sent"
    loop = asyncio.get_running_loop()
    began = loop.time()
    await asyncio.wait_for(app.stop(), timeout=30)
    took = loop.time() - began
    state = App(config, adapters={}, database=database_url)
    try:
        left = state.store.run_sync(counts)
    finally:
        state.store.close()
    assert left.get("sending", 0) + left.get("pending", 0) >= 1, left  # not lost: the next start sends it
    assert took < 5.0, f"stop took {took:.1f} s"


async def test_a_start_cancelled_while_loading_the_schedule_is_cancelled(database_url):
    """A stop signal while the first schedule loads cancels the start: the demo's SIGTERM was once swallowed
    there (the scheduler job's own 'cut off at shutdown' catch), and the replay played on, deaf to it."""
    config = load_config(None, env={}).with_values("provider.replay", speed="max")
    app = App(config, adapters={}, database=database_url)
    loading = asyncio.Event()

    async def slow_schedule() -> None:
        loading.set()
        await asyncio.Event().wait()

    app.watcher.load_schedule = slow_schedule  # type: ignore[method-assign]
    starting = asyncio.create_task(app.start())
    await asyncio.wait_for(loading.wait(), timeout=30)
    starting.cancel()
    await asyncio.wait({starting})
    try:
        assert starting.cancelled()
        assert not app.scheduler.running  # nothing went on starting after the cancel
    finally:
        await app.stop()
