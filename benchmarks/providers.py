"""A provider answering from real API-Football payloads over an in-process HTTP transport, for benchmarks.

The live list is the 246-match `live=all` answer recorded from API-Football (tests/fixtures/providers/);
`live_payload(n)` takes the first n (cloning with new ids past 246). `ServedLive` answers every request
with the current payload and notes the moment each answer was handed back: the provider's response.
"""

from __future__ import annotations

import copy
import json
import time
from pathlib import Path
from typing import Any

import httpx

from bot.providers.api_football import ApiFootballClient

RECORDED = (
    Path(__file__).parent.parent
    / "tests/fixtures/providers/api-football/arghyanath_fixtures_live_all_246.json"
)


def live_fixtures(n: int) -> list[dict[str, Any]]:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))["response"]
    out = []
    for i in range(n):
        f = copy.deepcopy(recorded[i % len(recorded)])
        if i >= len(recorded):
            f["fixture"]["id"] += 10_000_000 * (i // len(recorded))
        out.append(f)
    return out


def envelope(fixtures: list[dict[str, Any]]) -> bytes:
    return json.dumps(
        {
            "get": "fixtures",
            "parameters": {"live": "all"},
            "errors": [],
            "results": len(fixtures),
            "paging": {"current": 1, "total": 1},
            "response": fixtures,
        }
    ).encode()


class ServedLive:
    """The provider's side: the payload it serves now, and when it last answered."""

    def __init__(self, fixtures: list[dict[str, Any]]) -> None:
        self.body = envelope(fixtures)
        self.answered_at = 0.0

    def serve(self, fixtures: list[dict[str, Any]]) -> None:
        self.body = envelope(fixtures)

    def _answer(self, request: httpx.Request) -> httpx.Response:
        headers = {"content-type": "application/json", "x-ratelimit-requests-remaining": "70000"}
        response = httpx.Response(200, content=self.body, headers=headers)
        self.answered_at = time.monotonic()
        return response

    def client(self) -> ApiFootballClient:
        transport = httpx.MockTransport(self._answer)
        return ApiFootballClient(httpx.AsyncClient(transport=transport, base_url="https://provider.test/"))


def league_ids(fixtures: list[dict[str, Any]]) -> list[int]:
    return sorted({int(f["league"]["id"]) for f in fixtures})
