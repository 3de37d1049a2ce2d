"""What both local platform fakes share: an error answered the way the platform (or the load balancer in front
of it) sends it, and refusals queued for the next matching requests."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@dataclass(frozen=True)
class Answer:
    """One answer. `body` is JSON, or text sent as HTML (an error page); status 0 closes the connection,
    a negative status answers normally after `hang_seconds`."""

    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Refusal:
    answer: Answer
    method: str  # what it answers: an HTTP method (Discord) or a Web API method (Slack); "*" for any
    times: int


async def answer_with(
    refusal: Refusal,
    request: web.Request,
    handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
    hang_seconds: float,
) -> web.StreamResponse:
    """Spend one of `refusal`'s times on `request`."""
    refusal.times -= 1
    answer = refusal.answer
    if answer.status == 0:
        assert request.transport is not None
        request.transport.close()
        return web.Response(status=500)  # never arrives: the connection is gone
    if answer.status < 0:
        await asyncio.sleep(hang_seconds)
        return await handler(request)
    if isinstance(answer.body, str):
        return web.Response(
            text=answer.body, status=answer.status, content_type="text/html", headers=answer.headers
        )
    # Exactly "application/json": discord.py compares the header to that string.
    return web.Response(
        body=json.dumps(answer.body).encode(),
        status=answer.status,
        headers={"Content-Type": "application/json", **answer.headers},
    )
