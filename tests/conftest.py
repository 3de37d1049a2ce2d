from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.harness import TestBot, make_bot

SHARED = Path(__file__).resolve().parents[2] / "shared"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture
async def testbot(tmp_path: Path) -> AsyncIterator[TestBot]:
    """A bot that has replayed the whole Group D night (instantly) and is ready for commands."""
    bot = await make_bot(tmp_path)
    await bot.app.wait_replay()
    yield bot
    await bot.app.stop()


@pytest.fixture
async def idle_bot(tmp_path: Path) -> AsyncIterator[TestBot]:
    """A started bot whose replay has not been played (stepped clock, no polls awaited)."""
    bot = await make_bot(tmp_path)
    yield bot
    await bot.app.stop()
