"""The local fake Discord, started for a test and stopped after it (Slack's tests define their own `fake`)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.fakes.discord_api import FakeDiscord


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()
