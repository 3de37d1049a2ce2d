"""The replay clock: maps the scenario's match time to wall time at a chosen speed, or steps."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime, timedelta


class ReplayClock:
    """`speed=None` steps: every live poll moves the clock to the next moment where something changes.

    Otherwise `speed` is a multiple of real time: 60 plays a match minute every wall second.
    """

    def __init__(self, moments: Sequence[datetime], *, start: datetime, speed: float | None = None) -> None:
        self.moments = sorted(moments)
        self.start = start
        self.speed = speed
        self._index = -1
        self._wall0 = time.monotonic()

    def restart(self) -> None:
        """Real time from now: the night starts when polling does, however long the bot took to start."""
        self._wall0 = time.monotonic()

    @property
    def stepped(self) -> bool:
        return self.speed is None

    def now(self) -> datetime:
        if self.speed is None:
            return self.start if self._index < 0 else self.moments[min(self._index, len(self.moments) - 1)]
        return self.start + timedelta(seconds=(time.monotonic() - self._wall0) * self.speed)

    def step(self) -> None:
        """Advance a stepped clock to the next moment (no-op on a real-time clock)."""
        if self.speed is None and self._index < len(self.moments) - 1:
            self._index += 1

    @property
    def finished(self) -> bool:
        return self.now() >= self.moments[-1]
