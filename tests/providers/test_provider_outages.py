"""A misbehaving provider never silences the bot: quota answers, Retry-After, odd bodies, slow drips and
searches that keep failing all take the same back-off path, and channels hear about the delay once."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from bot.alerts.model import Alert
from bot.providers.football_data import FootballDataClient
from bot.providers.http import get
from bot.providers.resilience import Backoff
from bot.store import names as name_store
from tests.providers.builders import envelope, fixture
from tests.providers.test_faults import kinds, live_route

QUOTA = {
    "get": "fixtures",
    "parameters": {"live": "all"},
    "errors": {
        "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com"
    },
    "results": 0,
    "paging": {"current": 1, "total": 1},
    "response": [],
}


async def start_live(watcher, mock, store) -> None:
    route = live_route(mock)
    route.side_effect = [
        httpx.Response(200, json=envelope(fixture("NS", None))),
        httpx.Response(200, json=envelope(fixture("1H", 10))),
    ]
    await watcher.poll()
    await watcher.poll()
    kinds(store)
    route.side_effect = None


async def test_a_quota_answer_is_probed_within_a_minute_and_backs_off_to_fifteen_minutes(rig):
    watcher, mock, clock, store = rig
    await start_live(watcher, mock, store)
    live_route(mock).respond(200, json=QUOTA)
    for _ in range(8):
        await watcher.poll()
        clock.t += watcher.backoff.delays[-1]
    assert watcher.backoff.delays[0] <= 60
    assert max(watcher.backoff.delays) == 900
    assert all(d <= 900 for d in watcher.backoff.delays)
    live_route(mock).respond(200, json=envelope(fixture("1H", 80)))
    await watcher.poll()
    told = kinds(store)
    assert ("c1", "data_delayed") in told and ("c1", "data_restored") in told
    delayed = [
        Alert.from_json(p)
        for (p,) in store.run_sync(
            lambda db: db.execute("select payload from alerts where kind = 'data_delayed'").fetchall()
        )
    ]
    assert len(delayed) == 1 and "daily request limit" in delayed[0].detail


async def test_the_delayed_notice_comes_while_the_circuit_is_open(rig):
    """Driven by the time since the last good data, even on ticks that make no call."""
    watcher, mock, clock, store = rig
    await start_live(watcher, mock, store)
    live_route(mock).respond(503)
    for _ in range(5):
        await watcher.poll()
        clock.t += watcher.backoff.delays[-1]
    assert watcher.backoff.state == "open"
    kinds(store)
    clock.t = watcher.last_ok + 301
    watcher.backoff.next_at = clock.t + 100  # the circuit is still open: this tick makes no call
    calls = live_route(mock).call_count
    await watcher.poll()
    assert live_route(mock).call_count == calls
    assert sorted(kinds(store)) == [("c1", "data_delayed"), ("c2", "data_delayed")]


async def test_every_outage_is_told_and_its_end_too_however_short_and_close_together(rig):
    """Two outages inside one second are two notices each way: a key of whole seconds once made the second
    outage's notices duplicates of the first's, and a channel was left reading "delayed" (the fault night)."""
    watcher, mock, clock, store = rig
    await start_live(watcher, mock, store)
    watcher.stale_after = 0.3
    watcher.backoff = Backoff(base=0.01, cap=0.01, rand=lambda: 0.5, clock=clock)
    for minute in (20, 21):
        live_route(mock).respond(500)
        await watcher.poll()
        clock.t += 0.35  # past stale_after
        await watcher.poll()
        clock.t += 0.05  # the back-off's wait
        live_route(mock).respond(200, json=envelope(fixture("1H", minute)))
        await watcher.poll()
    told = kinds(store)
    for channel in ("c1", "c2"):
        notices = [kind for ch, kind in told if ch == channel and kind.startswith("data_")]
        assert notices == ["data_delayed", "data_restored"] * 2


async def test_an_outage_that_ends_with_full_time_is_still_told_over(rig):
    """The answer that ends the outage also ends the match: no match is live any more, yet the channels told
    "delayed" are told "back" (before, only channels of matches still live were, and "delayed" stood)."""
    watcher, mock, clock, store = rig
    await start_live(watcher, mock, store)
    live_route(mock).respond(503)
    await watcher.poll()
    clock.t = watcher.last_ok + 301
    await watcher.poll()
    assert sorted(kinds(store)) == [("c1", "data_delayed"), ("c2", "data_delayed")]
    clock.t += 60
    live_route(mock).respond(200, json=envelope())  # the match has left the live list: asked for by id
    mock.get("fixtures", params={"id": "1001"}).respond(200, json=envelope(fixture("FT", 90)))
    await watcher.poll()
    told = kinds(store)
    assert ("c1", "full_time") in told and ("c2", "full_time") in told
    assert sorted(t for t in told if t[1].startswith("data_")) == [
        ("c1", "data_restored"),
        ("c2", "data_restored"),
    ]


@pytest.mark.parametrize(
    ("body", "whole_answer_fails"),
    [
        # One fixture with 1e400 in it is skipped alone: the rest of the answer is still read.
        (
            b'{"get":"fixtures","errors":[],"results":1,"response":[{"fixture":{"id":1,"status":{"short":"1H"}},'
            b'"goals":{"home":1e400,"away":0}}]}',
            False,
        ),
        (b"[" * 200_000 + b"]" * 200_000, True),
        (b'{"get":"fixtures","errors":[],"results":1,"response":{"not":"a list"}}', True),
        (b'"just a string"', True),
        (b'{"response": [17, null, "x"]}', False),
    ],
    ids=["1e400", "deep", "wrong-shape", "string", "junk-items"],
)
async def test_any_unreadable_answer_takes_the_back_off_path(rig, body, whole_answer_fails):
    watcher, mock, _, store = rig
    live_route(mock).respond(200, content=body)
    assert await watcher.poll() == 0
    assert kinds(store) == []
    assert watcher.backoff.failures == (1 if whole_answer_fails else 0)
    assert bool(watcher.last_error) == whole_answer_fails


async def test_a_request_has_a_total_deadline_however_slowly_it_drips():
    async def drip(request: httpx.Request) -> httpx.Response:
        async def body():
            for _ in range(100):
                await asyncio.sleep(0.05)
                yield b" "

        return httpx.Response(200, content=body())

    http = httpx.AsyncClient(base_url="https://x.invalid/", transport=httpx.MockTransport(drip), timeout=0.3)
    from bot.providers.errors import ProviderUnavailable

    with pytest.raises(ProviderUnavailable, match=r"longer than 0\.3 s"):
        resp = await get(http, "test", "fixtures", None)
        await resp.aread()
    await http.aclose()


async def test_football_data_retry_after_decides_the_wait():
    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            429,
            json={"message": "You reached your request limit. Wait 55 seconds.", "errorCode": 429},
            headers={"Retry-After": "2", "X-RequestCounter-Reset": "55"},
        )

    client = FootballDataClient(
        httpx.AsyncClient(base_url="https://api.football-data.org/v4/", transport=httpx.MockTransport(answer))
    )
    from bot.providers.errors import RateLimited

    with pytest.raises(RateLimited) as caught:
        await client.live()
    assert caught.value.retry_after == 2.0
    await client.aclose()


async def test_a_failing_team_search_is_retried_a_few_times_then_given_up(rig):
    watcher, mock, clock, store = rig
    search = mock.get("teams").respond(500)
    other = "arsenal"
    store.run_sync(name_store.request_lookup, "some club")
    store.run_sync(name_store.request_lookup, other)
    for _ in range(40):  # twenty minutes of the 30-second names job
        await watcher.serve_name_lookups()
        clock.t += 30
    assert search.call_count <= 8  # 4 tries each for two names, not 2,880 a day
    assert store.run_sync(name_store.pending_lookups) == []
