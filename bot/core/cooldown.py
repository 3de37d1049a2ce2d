"""Fair to everyone: a member or a channel sending commands faster than its limit is asked, privately, to slow
down before the command does any work, so one person can never stall the bot for everybody else.

Sliding windows counted per (platform, member) and per (platform, channel); a refused command is not counted,
so waiting out the time given always works.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.core.window import SlidingWindow
from bot.core.words import PLAIN_ENGLISH, Words


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
        self._seen: dict[tuple[str, str, str], SlidingWindow] = {}
        self._forget_at = 4096  # windows kept before the idle ones are dropped (then twice the survivors)
        self.busy = False  # the last refusal was the channel's limit, not the member's

    def _window(self, key: tuple[str, str, str], limit: Limit) -> SlidingWindow:
        if key not in self._seen:
            if len(self._seen) >= self._forget_at:
                now = self.clock()
                self._seen = {k: w for k, w in self._seen.items() if not w.idle(now)}
                self._forget_at = max(4096, 2 * len(self._seen))
            self._seen[key] = SlidingWindow(limit.count, limit.seconds)
        return self._seen[key]

    def check(self, platform: str, member: str, channel: str, *, admin: bool = False) -> float:
        """0 when the command may run (and it is counted); otherwise the seconds to wait (`busy` then says
        whether it was the channel's limit). An admin is never held by the channel's limit: a crowd cannot
        stop them from pausing or unfollowing."""
        now = self.clock()
        windows = [self._window(("member", platform, member), self.per_member)]
        if not admin:
            windows.append(self._window(("channel", platform, channel), self.per_channel))
        waits = [w.wait(now) for w in windows]
        if max(waits) > 0:
            self.busy = waits[0] <= 0  # the member was within their own limit: the channel is busy
            return max(waits)
        for window in windows:
            window.take(now)
        return 0.0


def slow_down(wait: float, *, busy: bool = False, _: Words = PLAIN_ENGLISH) -> str:
    seconds = max(1, math.ceil(wait))
    if busy:
        return _("This channel is busy right now: try again in {seconds} s.", seconds=seconds)
    return _("Slow down: try again in {seconds} s.", seconds=seconds)
