"""A fixture whose kick-off time the provider has not fixed plans no polls at its placeholder hour.

API-Football dates a "TBD" fixture at a placeholder, often 00:00 UTC of its provisional day: read as a
kick-off, it would wake the live poller from midnight, ask for line-ups and stretch the day's plan."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.alerts.rig import NOW, Rig
from tests.providers.builders import HOME, fixture


def at_midnight(status: str) -> dict:
    f = fixture(status, None)
    f["fixture"]["date"] = "2026-11-30T00:00:00+00:00"
    f["fixture"]["timestamp"] = int(datetime(2026, 11, 30, tzinfo=UTC).timestamp())
    return f


@pytest.fixture
def rig(tmp_path, database_url):
    r = Rig(tmp_path, database=database_url)
    r.follow("c", "team", HOME)
    live_calls: list[object] = []
    original = r.provider.live

    async def counted(league_ids=None):
        live_calls.append(league_ids)
        return await original(league_ids)

    r.provider.live = counted  # type: ignore[method-assign]
    r.live_calls = live_calls  # type: ignore[attr-defined]
    yield r
    r.close()


async def test_a_placeholder_time_wakes_no_poller_and_asks_for_no_line_ups(rig):
    await rig.step(at_midnight("TBD"))
    assert NOW.hour == 20  # the placeholder hour is long past
    assert not await rig.watcher.is_active()
    assert rig.live_calls == []  # no live call for a match that has no kick-off yet
    assert rig.provider.by_id_calls == [[1001]]  # the schedule's one detailed read; no line-ups asked for
    assert rig.watcher.watching_summary(await rig.watcher.stored()).endswith(
        "Sporting CP"
    )  # no "next kick-off"
    assert await rig.watcher.last_match_end() == datetime(2026, 12, 1, 2, 15, tzinfo=UTC)


async def test_the_same_match_with_a_fixed_time_is_watched(rig):
    await rig.step(at_midnight("NS"))
    assert await rig.watcher.is_active()
    assert rig.live_calls  # it should have started: the live list is asked
    assert await rig.watcher.last_match_end() == datetime(2026, 11, 30, 2, 15, tzinfo=UTC)
