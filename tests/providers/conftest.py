"""The faults rig: the real API-Football client (respx at the httpx layer), the real watcher and store."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
import respx

from bot.alerts.watch import MatchWatcher
from bot.providers.api_football import ApiFootballClient
from bot.providers.resilience import Backoff
from bot.store import Store
from bot.store import subscriptions as subs
from tests.providers.builders import HOME, LEAGUE

BASE = "https://v3.football.api-sports.io/"
NOW = datetime(2026, 11, 30, 20, 30, tzinfo=UTC)


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
async def rig(database_url):
    store = Store(database_url)
    store.run_sync(subs.follow, "console", "c1", "competition", LEAGUE, "UEFA Champions League")
    store.run_sync(subs.follow, "console", "c2", "team", HOME, "Tottenham Hotspur")
    clock = FakeTime()
    http = httpx.AsyncClient(base_url=BASE, headers={"x-apisports-key": "test"})
    watcher = MatchWatcher(
        store,
        ApiFootballClient(http),
        lambda: NOW,
        stale_after=300,
        backoff=Backoff(rand=lambda: 0.5, clock=clock),
        monotonic=clock,
    )
    with respx.mock(base_url=BASE, assert_all_called=False) as mock:
        mock.get("standings").respond(
            200, json={"get": "standings", "parameters": [], "errors": [], "results": 0, "response": []}
        )
        yield watcher, mock, clock, store
    await http.aclose()
    store.close()
    store.close()
