"""Waiting in tests for something another task or process does: a deadline, never a fixed sleep."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


async def wait_for(condition: Callable[[], object], timeout: float = 30.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.02)
