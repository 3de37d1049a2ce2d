"""Back-off with jitter, Retry-After, and a circuit breaker for provider calls.

The scheduler keeps its steady tick; `Backoff.ready()` says whether this tick may call the provider.
A daily-quota answer never darkens the bot until midnight: quotas are reset early, topped up by an upgrade,
or misreported, so we probe again within a minute and back off to at most `quota_cap`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.providers.errors import ProviderError, QuotaExhausted, RateLimited


@dataclass(slots=True)
class Backoff:
    base: float = 2.0
    cap: float = 300.0
    failures_to_open: int = 5
    open_seconds: float = 300.0
    quota_probe: float = 60.0
    quota_cap: float = 900.0
    rand: Callable[[], float] = random.random
    clock: Callable[[], float] = time.monotonic
    failures: int = 0
    quota_failures: int = (
        0  # daily-quota answers in a row: their own series, so earlier 5xx never lengthen it
    )
    next_at: float = 0.0
    state: str = "closed"  # closed -> open (after repeated failures) -> half-open (one trial call)
    delays: list[float] = field(default_factory=list)

    def ready(self) -> bool:
        if self.clock() < self.next_at:
            return False
        if self.state == "open":
            self.state = "half-open"
        return True

    def success(self) -> None:
        self.failures = 0
        self.quota_failures = 0
        self.next_at = 0.0
        self.state = "closed"

    def failure(self, exc: ProviderError) -> float:
        """Record a failed call; returns how long to wait before the next one."""
        self.failures += 1
        if isinstance(exc, QuotaExhausted):
            self.quota_failures += 1
            delay = min(self.quota_cap, self.quota_probe * 2 ** min(self.quota_failures - 1, 16))
            self.state = "open"
        elif self.state == "half-open" or self.failures >= self.failures_to_open:
            delay = self.open_seconds
            self.state = "open"
        else:
            ceiling = min(self.cap, self.base * 2 ** (self.failures - 1))
            delay = ceiling / 2 + self.rand() * ceiling / 2  # "equal jitter": spread retries, keep a floor
        if isinstance(exc, RateLimited) and exc.retry_after is not None:
            # The provider said how long to wait: that decides (bounded, so a silly header cannot darken us).
            delay = min(max(exc.retry_after, 0.0), self.quota_cap)
        self.next_at = self.clock() + delay
        self.delays.append(delay)
        return delay
