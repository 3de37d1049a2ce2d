"""The platform-wide pacing: never more than the limit in any second, and a new alert's first send takes the
next free moment ahead of the sends already waiting (so a second goal never queues behind a big fan-out)."""

from __future__ import annotations

import asyncio
import time

from bot import plugins
from bot.alerts.pacing import Pacer

DISCORD = {"discord": plugins.platform("discord").limits.limits()}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_no_second_ever_holds_more_than_the_guard_allows():
    clock = Clock()
    pacer = Pacer(limits=DISCORD, clock=clock)
    sent: list[float] = []
    while clock.now < 1003.0:
        if pacer.admit_global("discord") == 0:
            sent.append(clock.now)
        clock.now += 0.001
    for i, t in enumerate(sent):
        assert sum(1 for u in sent[i:] if u - t < 1.0) <= 48


async def test_an_urgent_send_goes_before_every_send_already_waiting():
    pacer = Pacer(limits=DISCORD)
    order: list[str] = []

    async def ordinary(name: str) -> None:
        while (wait := pacer.admit_global("discord")) > 0:
            await asyncio.sleep(wait)
        order.append(name)

    async def urgent() -> None:
        await pacer.admit_urgent("discord")
        order.append("urgent")

    # a second already full (it frees in 0.2 s), ten ordinary sends waiting, then the urgent one
    grid = pacer._platform("discord")
    now = time.monotonic()
    grid.recent.extend(now - 0.8 + i * 0.001 for i in range(grid.per_window))
    waiting = [asyncio.create_task(ordinary(f"o{i}")) for i in range(10)]
    await asyncio.sleep(0.01)
    await asyncio.gather(urgent(), *waiting)
    assert order[0] == "urgent"
