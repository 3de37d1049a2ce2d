"""The real football-data.org client against respx: auth header, 403 plan limit, 429 wait, quota headers."""

from __future__ import annotations

import httpx
import pytest
import respx

from bot.providers.errors import BadPayload, ProviderAuthError, RateLimited
from bot.providers.football_data import FootballDataClient

BASE = "https://api.football-data.org/v4/"


@pytest.fixture
async def client():
    http = httpx.AsyncClient(base_url=BASE, headers={"X-Auth-Token": "t"})
    yield FootballDataClient(http)
    await http.aclose()


@respx.mock(base_url=BASE)
async def test_live_is_one_call_for_all_followed_competitions(respx_mock, client):
    route = respx_mock.get("matches", params={"status": "LIVE", "competitions": "2001,2021"}).respond(
        200,
        json={"matches": []},
        headers={"X-Requests-Available-Minute": "9", "X-RequestCounter-Reset": "51"},
    )
    assert await client.live([2021, 2001]) == []
    assert route.calls.last.request.headers["X-Auth-Token"] == "t"
    assert (client.quota.remaining_minute, client.quota.reset_seconds) == (9, 51)


@respx.mock(base_url=BASE)
async def test_plan_limit_is_a_clear_message(respx_mock, client):
    respx_mock.get("competitions/2146/standings").respond(
        403,
        json={
            "message": "The resource you are looking for is restricted and apparently not within your permissions. "
            "Please check your subscription.",
            "errorCode": 403,
        },
    )
    with pytest.raises(ProviderAuthError, match="outside your plan"):
        await client.standings(2146, 2026)


@respx.mock(base_url=BASE)
async def test_429_wait_from_header_or_message(respx_mock, client):
    respx_mock.get("matches").mock(
        side_effect=[
            httpx.Response(
                429, headers={"X-RequestCounter-Reset": "28"}, json={"message": "x", "errorCode": 429}
            ),
            httpx.Response(
                429, json={"message": "You reached your request limit. Wait 17 seconds.", "errorCode": 429}
            ),
        ]
    )
    with pytest.raises(RateLimited) as first:
        await client.live()
    with pytest.raises(RateLimited) as second:
        await client.live()
    assert (first.value.retry_after, second.value.retry_after) == (28, 17)


@respx.mock(base_url=BASE)
async def test_malformed_json(respx_mock, client):
    respx_mock.get("matches").respond(200, content=b'{"matches": [')
    with pytest.raises(BadPayload):
        await client.live()
