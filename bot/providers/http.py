"""The HTTP edge both provider clients share: transport failures, HTTP statuses and unreadable bodies as
typed errors."""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import httpx

from bot.logging_once import OnceLogger
from bot.providers.errors import (
    BadPayload,
    ProviderAuthError,
    ProviderUnavailable,
    RateLimited,
    RequestRejected,
)

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


_REFUSED = "{provider} refused access ({status})"


@dataclass(frozen=True, slots=True)
class StatusRules:
    """What one provider's HTTP statuses mean where it differs from the others: its quirks, as data for
    `check_status`. Messages may name `{provider}`, `{status}` and `{path}`."""

    provider: str
    rate_limited: str = "{provider} answered 429"
    # status -> message: the key is wrong or missing, or the resource is outside the plan
    refused: Mapping[int, str] = field(default_factory=lambda: {401: _REFUSED, 403: _REFUSED})
    empty: frozenset[int] = frozenset()  # statuses that answer "nothing" with no body (API-Football's 204)
    # Where a 429 says how long to wait: these headers in order (seconds), then a "wait N seconds" message
    wait_headers: tuple[str, ...] = ("retry-after",)
    wait_in_message: re.Pattern[str] | None = None


def check_status(resp: httpx.Response, rules: StatusRules, path: str) -> bool:
    """Raise the typed error an HTTP status means (the one mapping every client uses); True when the status
    says there is nothing to read. Beyond a provider's own statuses: 5xx and 499 (a proxy gave up) are the
    provider being unavailable (retried), any other 4xx a request it refuses."""
    code = resp.status_code
    say = {"provider": rules.provider, "status": code, "path": path}
    if code == 429:
        raise RateLimited(rules.rate_limited.format(**say), retry_after=retry_after(resp, rules))
    if code in rules.refused:
        raise ProviderAuthError(rules.refused[code].format(**say))
    if code in rules.empty:
        return True
    if code >= 500 or code == 499:
        raise ProviderUnavailable(f"{rules.provider} answered {code} on {path}")
    if code >= 400:
        raise RequestRejected(f"{rules.provider} answered {code} on {path}")
    return False


def retry_after(resp: httpx.Response, rules: StatusRules) -> float | None:
    """Seconds a 429 asks us to wait: the first of the provider's headers that holds a number (the provider's
    own word), else its message's "wait N seconds", else None (the back-off decides)."""
    for name in rules.wait_headers:
        wait = _seconds(resp.headers.get(name))
        if wait is not None:
            return wait
    if rules.wait_in_message is None:
        return None
    try:
        message = resp.json().get("message", "")
    except (ValueError, AttributeError, UnicodeDecodeError, RecursionError):  # no JSON object: no message
        return None
    found = rules.wait_in_message.search(message) if isinstance(message, str) else None
    return float(found.group(1)) if found else None


def _seconds(value: str | None) -> float | None:
    try:
        seconds = float(value) if value is not None else None
    except ValueError:
        return None
    # an HTTP date, a negative or an infinite wait is no wait we can honour: the back-off decides
    return seconds if seconds is not None and math.isfinite(seconds) and seconds >= 0 else None


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
            _once.warning(
                f"{provider}:{ident}:{type(exc).__name__}", f"{provider}: skipped item {ident}: {exc}"
            )
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
