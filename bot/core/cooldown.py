"""Fair to everyone: a member or a channel sending commands faster than its limit is asked, privately, to slow
down before the command does any work, so one person can never stall the bot for everybody else.

Sliding windows counted per (platform, member) and per (platform, channel); a refused command is not counted,
so waiting out the time given always works.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limit:
    count: int  # commands allowed ...
    seconds: float  # ... in any window this long


class Cooldowns:
    def __init__(
        self, per_member: Limit, per_channel: Limit, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.per_member = per_member
        self.per_channel = per_channel
        self.clock = clock
        self._seen: dict[tuple[str, str, str], deque[float]] = {}
        self._forget_at = 4096  # windows kept before the idle ones are dropped (then twice the survivors)
        self.busy = False  # the last refusal was the channel's limit, not the member's

    def _wait(self, key: tuple[str, str, str], limit: Limit, now: float) -> float:
        times = self._seen.get(key)
        if times is None:
            return 0.0
        while times and times[0] <= now - limit.seconds:
            times.popleft()
        return 0.0 if len(times) < limit.count else times[0] + limit.seconds - now

    def check(self, platform: str, member: str, channel: str, *, admin: bool = False) -> float:
        """0 when the command may run (and it is counted); otherwise the seconds to wait (`busy` then says
        whether it was the channel's limit). An admin is never held by the channel's limit: a crowd cannot
        stop them from pausing or unfollowing."""
        now = self.clock()
        keys = [(("member", platform, member), self.per_member)]
        if not admin:
            keys.append((("channel", platform, channel), self.per_channel))
        waits = [self._wait(key, limit, now) for key, limit in keys]
        wait = max(waits)
        if wait > 0:
            self.busy = waits[0] <= 0  # the member was within their own limit: the channel is busy
            return wait
        if len(self._seen) >= self._forget_at:
            longest = max(self.per_member.seconds, self.per_channel.seconds)
            self._seen = {k: t for k, t in self._seen.items() if t and t[-1] > now - longest}
            self._forget_at = max(4096, 2 * len(self._seen))
        for key, _ in keys:
            self._seen.setdefault(key, deque()).append(now)
        return 0.0


def slow_down(wait: float, *, busy: bool = False) -> str:
    seconds = max(1, math.ceil(wait))
    if busy:
        return f"This channel is busy right now: try again in {seconds} s."
    return f"Slow down: try again in {seconds} s."
