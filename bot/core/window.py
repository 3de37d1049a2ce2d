"""At most `limit` events in any `seconds`, counted as they happen: the one sliding window behind a channel's
send limit (bot.alerts.pacing) and a member's command limit (bot.core.cooldown)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


@dataclass(slots=True)
class SlidingWindow:
    limit: int
    seconds: float
    times: deque[float] = field(default_factory=deque)

    def _forget(self, now: float) -> None:
        while self.times and self.times[0] <= now - self.seconds:
            self.times.popleft()

    def wait(self, now: float) -> float:
        """Seconds until one more event may happen (0 when it may now)."""
        self._forget(now)
        return 0.0 if len(self.times) < self.limit else self.times[0] + self.seconds - now

    def take(self, now: float) -> None:
        self._forget(now)
        self.times.append(now)

    def available(self, now: float) -> int:
        self._forget(now)
        return self.limit - len(self.times)

    def idle(self, now: float) -> bool:
        self._forget(now)
        return not self.times
