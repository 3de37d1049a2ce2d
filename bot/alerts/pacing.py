"""Keep sends under each platform's rate limits: a time grid per platform, a token bucket per channel.

Each platform's plugin declares its published limits (Discord about 50 requests a second per bot token and
about 5 messages per 5 seconds per channel; Slack about 1 message a second per channel and a few hundred a
minute per workspace), `[dispatch.<platform>]` overrides them, and a platform without limits is never sent
to.

The platform-wide grid is pluggable (`Pacer.grids`): in memory for one process (`SlotGrid`, the default, SQLite),
or booked in PostgreSQL when several sender processes share one bot token (bot.alerts.shared_grid); the
composition root (`bot.app.pacer_from`) chooses.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from bot.core.window import SlidingWindow


@dataclass(frozen=True, slots=True)
class Limits:
    per_second: float  # whole platform (per token / workspace)
    channel_burst: int  # messages a channel may take at once
    channel_window: float  # seconds over which a channel's burst refills


class NoLimits(LookupError):
    """A platform with no declared limits is never sent to (each platform's plugin declares them)."""


CHANNEL_MARGIN = 0.25  # seconds added to a channel's window: the platform starts it when our request arrives


def channel_window(burst: int, window: float) -> SlidingWindow:
    """At most `burst` sends in any `window` seconds (plus a margin), counted at the moment each goes out.

    Stricter than the platforms' own fixed windows (Discord: 5 messages, then the bucket resets 5 s after the
    first), so discord.py never finds a bucket empty and never sleeps inside a send."""
    return SlidingWindow(burst, window + CHANNEL_MARGIN)


HEADROOM = 0.97  # aim just under the limit: requests reach the platform a few ms early or late
WINDOW_MARGIN = 2  # requests kept free in every one-second window for that arrival jitter


def window_wait(recent: deque[float], now: float, interval: float, per_window: int) -> float:
    """How long a send must still wait so that this process's sends (`recent`: their times in the last second,
    oldest first, pruned by the caller) stay half an interval apart and never more than `per_window` in any
    second: sends that were held up together go out spread, never bunched into a 429."""
    wait = 0.0
    if recent:
        wait = max(wait, recent[-1] + interval / 2 - now)
    if len(recent) >= per_window:
        wait = max(wait, recent[0] + 1.0 - now)
    return wait


class GlobalGrid(Protocol):
    """A platform-wide send grid: where each send's moment comes from. `urgent` counts the sends waiting that go
    before any other (a new alert's first channel)."""

    urgent: int

    async def stocked(self) -> None:
        """Return once `reserve` has a slot to hand out (a grid booked elsewhere may have to book more first)."""

    def reserve(self, now: float) -> float:
        """Claim the next slot; returns how long to wait for it."""

    def queued(self, now: float) -> float:
        """Seconds of sends already reserved ahead of now."""

    def admit(self, now: float, urgent: bool = False) -> float:
        """Just before a send: 0 (and the send is counted) or how much longer to wait."""


@dataclass(slots=True)
class SlotGrid:
    """Platform-wide pacing on an absolute time grid: send k goes at start + k * interval.

    A send that woke a few milliseconds late does not push the rest back (a plain bucket would lose that
    time for good), and a sliding one-second guard keeps every window two requests under the limit, so
    catching up can never bunch sends into a 429.
    """

    interval: float
    per_window: int
    next_at: float = 0.0
    recent: deque[float] = field(default_factory=deque)
    urgent: int = 0  # sends waiting that go before any other (a new alert's first channel)

    async def stocked(self) -> None:
        """Always: the grid is this process's own."""

    def reserve(self, now: float) -> float:
        """Claim the next grid slot; returns how long to wait for it."""
        if (
            now > self.next_at + self.interval
        ):  # idle since the last slot: start a fresh grid, no saved-up burst
            self.next_at = now
        slot = self.next_at
        self.next_at += self.interval
        return max(0.0, slot - now)

    def queued(self, now: float) -> float:
        return max(0.0, self.next_at - now)

    def admit(self, now: float, urgent: bool = False) -> float:
        """Just before a send: 0 (and the send is counted) or how much longer to wait.

        Checked on actual send times, so sends that were held up together (a stall, a slow batch) go out
        half an interval apart at most, and no one-second window ever holds more than `per_window`. While an
        urgent send waits, every other one steps aside, so the urgent one takes the next free moment rather
        than racing the sends already waiting for it.
        """
        while self.recent and self.recent[0] <= now - 1.0:
            self.recent.popleft()
        if self.urgent and not urgent:
            return self.interval / 2
        wait = window_wait(self.recent, now, self.interval, self.per_window)
        if wait > 0:
            return wait
        self.recent.append(now)
        return 0.0


# Makes a platform's grid from its name, its interval and its one-second guard.
GridFactory = Callable[[str, float, int], GlobalGrid]


def local_grids(platform: str, interval: float, per_window: int) -> GlobalGrid:
    """Every platform's grid in this process's memory: one process sends for the bot (SQLite)."""
    return SlotGrid(interval, per_window)


def grid_spacing(per_second: float) -> tuple[float, int]:
    """A platform's grid interval and its one-second guard (the most sends any second may hold)."""
    per_window = max(1, int(per_second) - WINDOW_MARGIN)
    # The grid never runs faster than the one-second guard admits: sends it reserved faster would only queue up
    # at admission, and a new alert's first send would wait behind all of them.
    return max(1.0 / (per_second * HEADROOM), 1.0 / per_window), per_window


@dataclass(slots=True)
class Pacer:
    limits: dict[str, Limits] = field(default_factory=dict)  # platform -> its limits (from its plugin)
    clock: Callable[[], float] = time.monotonic
    grids: GridFactory = local_grids  # where each platform's grid lives (bot.app.pacer_from chooses)
    _global: dict[str, GlobalGrid] = field(default_factory=dict)
    _channels: dict[tuple[str, str], SlidingWindow] = field(default_factory=dict)
    _forget_at: int = 4096  # channel windows kept before the idle ones are dropped (then twice the survivors)

    def _limits(self, platform: str) -> Limits:
        try:
            return self.limits[platform]
        except KeyError:
            raise NoLimits(f"no send limits are declared for the platform {platform!r}") from None

    def _platform(self, platform: str) -> GlobalGrid:
        if platform not in self._global:
            interval, per_window = grid_spacing(self._limits(platform).per_second)
            self._global[platform] = self.grids(platform, interval, per_window)
        return self._global[platform]

    def _channel(self, platform: str, channel: str) -> SlidingWindow:
        key = (platform, channel)
        if key not in self._channels:
            if len(self._channels) >= self._forget_at:
                now = self.clock()
                self._channels = {k: w for k, w in self._channels.items() if not w.idle(now)}
                self._forget_at = max(4096, 2 * len(self._channels))
            lim = self._limits(platform)
            self._channels[key] = channel_window(lim.channel_burst, lim.channel_window)
        return self._channels[key]

    def channel_wait(self, platform: str, channel: str) -> float:
        return self._channel(platform, channel).wait(self.clock())

    def channel_room(self, platform: str, channel: str) -> int:
        return self._channel(platform, channel).available(self.clock())

    async def reserve_global(self, platform: str) -> float:
        """Reserve this platform's next send slot; returns the seconds to wait before sending. Returns at once
        from an in-memory grid; a shared one may book more slots first (one round trip to its database)."""
        grid = self._platform(platform)
        await grid.stocked()
        return grid.reserve(self.clock())

    def queued(self, platform: str) -> float:
        """Seconds of sends already reserved on this platform's grid ahead of now."""
        return self._platform(platform).queued(self.clock())

    def per_second(self, platform: str) -> float:
        return self._limits(platform).per_second

    def admit_global(self, platform: str, urgent: bool = False) -> float:
        """At the moment of sending: 0 to go (counted), or the seconds still to wait."""
        return self._platform(platform).admit(self.clock(), urgent)

    async def admit_urgent(self, platform: str) -> None:
        """Wait for the platform's next free moment ahead of every other waiting send."""
        grid = self._platform(platform)
        grid.urgent += 1
        try:
            while (wait := grid.admit(self.clock(), urgent=True)) > 0:
                await asyncio.sleep(wait)
        finally:
            grid.urgent -= 1

    def take_channel(self, platform: str, channel: str) -> None:
        self._channel(platform, channel).take(self.clock())
