from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.harness import TestBot, make_bot

SHARED = Path(__file__).resolve().parents[2] / "shared"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(autouse=True, scope="session")
def _cache_outside_the_repo(tmp_path_factory: pytest.TempPathFactory) -> object:
    """Diagrams go to the user cache folder (platformdirs): in tests, a temp one, inherited by subprocesses."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg-cache")))
        yield


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
