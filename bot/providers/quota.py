"""What the provider says about our remaining requests, read from its response headers."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


def _int(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


@dataclass(slots=True)
class Quota:
    per_day: int | None = None
    remaining_day: int | None = None
    per_minute: int | None = None
    remaining_minute: int | None = None
    reset_seconds: int | None = None

    def read(self, headers: Mapping[str, str], names: QuotaHeaders) -> None:
        """Update from a response's headers (httpx's are case-insensitive); a header that is missing or not a
        number leaves what we knew."""

        def header(*candidates: str) -> int | None:
            return next((v for c in candidates if c and (v := _int(headers.get(c))) is not None), None)

        self.per_day = header(names.day_limit) or self.per_day
        self.remaining_day = _known(header(names.day_left), self.remaining_day)
        self.per_minute = header(names.minute_limit) or self.per_minute
        self.remaining_minute = _known(header(*names.minute_left), self.remaining_minute)
        if names.reset:
            self.reset_seconds = header(names.reset)


def _known(value: int | None, before: int | None) -> int | None:
    return value if value is not None else before


@dataclass(frozen=True, slots=True)
class QuotaHeaders:
    """Which response headers carry a provider's quota: each client declares its own."""

    day_limit: str = ""
    day_left: str = ""
    minute_limit: str = ""
    minute_left: tuple[str, ...] = ()  # the first present wins (a provider that renamed its header)
    reset: str = ""
