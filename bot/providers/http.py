"""The HTTP edge both provider clients share: transport failures and unreadable bodies as typed errors."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

import httpx

from bot.logging_once import OnceLogger
from bot.providers.errors import BadPayload, ProviderUnavailable

T = TypeVar("T")
log = logging.getLogger(__name__)
_once = OnceLogger(log)


def deadline_of(http: httpx.AsyncClient) -> float:
    """The whole request's budget: httpx's timeouts are per phase (a body dripping one byte a second never
    trips a read timeout), so the same number also bounds connect + every read together."""
    return http.timeout.read or http.timeout.connect or 10.0


async def get(
    http: httpx.AsyncClient, provider: str, path: str, params: dict[str, Any] | None
) -> httpx.Response:
    """GET `path` within a total deadline; a timeout or a dropped connection becomes ProviderUnavailable."""
    deadline = deadline_of(http)
    try:
        async with asyncio.timeout(deadline):
            return await http.get(path, params=params)
    except TimeoutError as exc:
        raise ProviderUnavailable(f"{provider} took longer than {deadline:g} s on {path}") from exc
    except httpx.TimeoutException as exc:
        raise ProviderUnavailable(f"{provider} timed out on {path}") from exc
    except httpx.TransportError as exc:
        raise ProviderUnavailable(f"{provider} unreachable on {path}: {exc}") from exc


def json_body(resp: httpx.Response, provider: str, path: str) -> Any:
    """The decoded body; truncated, non-JSON (proxies' HTML error pages), absurdly nested or out-of-range
    answers become BadPayload."""
    try:
        return resp.json()
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError, ValueError) as exc:
        raise BadPayload(f"{provider} sent malformed JSON on {path}") from exc


def parse_each(items: Iterable[Any], parse: Callable[[Any], T], provider: str) -> list[T]:
    """Parse every item of a list answer; one unreadable item is skipped (and logged once), never the poll:
    a fixture with a null team must not hide a goal in another match."""
    out: list[T] = []
    for index, item in enumerate(items):
        try:
            out.append(parse(item))
        except Exception as exc:  # any shape error in one item: the rest of the answer is still good
            ident = _ident(item) or f"#{index}"
            _once.warning(f"{provider}:{ident}:{type(exc).__name__}", f"{provider}: skipped item {ident}: {exc}")
    return out


def _ident(item: Any) -> str:
    if not isinstance(item, dict):
        return ""
    fixture = item.get("fixture")
    ident = (fixture.get("id") if isinstance(fixture, dict) else None) or item.get("id")
    return f"id {ident}" if isinstance(ident, int | str) else ""


class ParsedOnce(Generic[T]):
    """A parser that remembers its last answer per item id: an item the provider sends again unchanged (most
    live matches, most polls) is compared, not parsed again. Comparing two decoded JSON objects costs a few
    microseconds; parsing a fixture with its events a hundred."""

    def __init__(self, parse: Callable[[Any], T], key: Callable[[Any], Any]) -> None:
        self.parse = parse
        self.key = key
        self._last: dict[Any, tuple[Any, T]] = {}

    def __call__(self, item: Any) -> T:
        ident = self.key(item)
        hit = self._last.get(ident)
        if hit is not None and hit[0] == item:
            return hit[1]
        parsed = self.parse(item)
        if len(self._last) > 2000:  # yesterday's matches: start afresh rather than grow
            self._last.clear()
        self._last[ident] = (item, parsed)
        return parsed
