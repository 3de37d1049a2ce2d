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

    def read_api_football(self, headers: Mapping[str, str]) -> None:
        # httpx headers are case-insensitive; the daily and per-minute names differ only by "requests-".
        self.per_day = _int(headers.get("x-ratelimit-requests-limit")) or self.per_day
        day_left = _int(headers.get("x-ratelimit-requests-remaining"))
        self.remaining_day = day_left if day_left is not None else self.remaining_day
        self.per_minute = _int(headers.get("x-ratelimit-limit")) or self.per_minute
        minute_left = _int(headers.get("x-ratelimit-remaining"))
        self.remaining_minute = minute_left if minute_left is not None else self.remaining_minute

    def read_football_data(self, headers: Mapping[str, str]) -> None:
        left = _int(headers.get("x-requests-available-minute") or headers.get("x-requestsavailable"))
        self.remaining_minute = left if left is not None else self.remaining_minute
        self.reset_seconds = _int(headers.get("x-requestcounter-reset"))
