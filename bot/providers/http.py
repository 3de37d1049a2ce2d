"""The HTTP edge both provider clients share: transport failures and unreadable bodies as typed errors."""

from __future__ import annotations

import json
from typing import Any

import httpx

from bot.providers.errors import BadPayload, ProviderUnavailable


async def get(
    http: httpx.AsyncClient, provider: str, path: str, params: dict[str, Any] | None
) -> httpx.Response:
    """GET `path`; a timeout or a dropped connection becomes ProviderUnavailable (retried with back-off)."""
    try:
        return await http.get(path, params=params)
    except httpx.TimeoutException as exc:
        raise ProviderUnavailable(f"{provider} timed out on {path}") from exc
    except httpx.TransportError as exc:
        raise ProviderUnavailable(f"{provider} unreachable on {path}: {exc}") from exc


def json_body(resp: httpx.Response, provider: str, path: str) -> Any:
    """The decoded body; truncated or non-JSON answers (proxies' HTML error pages too) become BadPayload."""
    try:
        return resp.json()
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise BadPayload(f"{provider} sent malformed JSON on {path}") from exc
