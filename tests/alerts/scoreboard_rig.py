"""A rig for live scoreboards: the real watcher, store, outbox and sender (with its board sender), a scripted
provider, and a wall clock the test moves, so spacing and Retry-After waits are stepped over, never slept."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from bot.alerts.dispatch import AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.alerts.scoreboard_send import BoardPace, BoardSender
from bot.alerts.watch import MatchWatcher
from bot.core.platform import Adapter
from bot.store import Store
from bot.store import scoreboard as board_store
from bot.store import subscriptions as subs
from tests.alerts.rig import NOW, ScriptedProvider
from tests.providers.builders import HOME, fixture

SPACING = 5.0
MATCH = 1001


class Clock:
    """Seconds since the epoch, moved by the test (starting at the real time: rows the store stamps itself
    stay comparable)."""

    def __init__(self) -> None:
        self.t = time.time()

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class BoardRig:
    def __init__(
        self,
        database: str,
        adapters: Mapping[str, Adapter],
        *,
        spacing: float = SPACING,
        clock_every: float | None = 60.0,
        clock: Clock | None = None,
    ) -> None:
        self.store = Store(database)
        self.clock = clock or Clock()
        self.provider = ScriptedProvider()
        self.adapters = adapters
        # the platforms' own limits run on real time (a millisecond a send at most): the board's spacing and
        # retries, on the rig's clock, are what the tests step over
        pacer = Pacer(
            limits={p: Limits(per_second=1000, channel_burst=1000, channel_window=1) for p in adapters}
        )
        paces = {p: BoardPace(spacing, clock_every) for p in adapters}
        self.boards = BoardSender(self.store, adapters, pacer, paces, now=self.clock, rand=lambda: 0.0)
        self.sender = AlertSender(self.store, adapters, pacer=pacer, merge_at=None, boards=self.boards)
        self.watcher = MatchWatcher(self.store, self.provider, lambda: NOW)

    def follow(self, platform: str, channel: str, kinds: tuple[str, ...], target: int = HOME) -> None:
        self.store.run_sync(subs.follow, platform, channel, "team", target, str(target), kinds)

    async def step(self, *fixtures: dict[str, Any], send: bool = True) -> None:
        """One poll of the provider's answer, then (unless `send` is False) everything due goes out."""
        self.provider.show(*fixtures)
        if any(not s.status.is_live and not s.status.is_terminal for s in self.provider.current):
            await self.watcher.load_schedule()
        await self.watcher.poll()
        if send:
            await self.sender.drain()

    async def kick_off(self) -> None:
        await self.step(fixture("NS", None))
        await self.step(fixture("1H", 1))

    def post(self, platform: str, channel: str, match: int = MATCH) -> dict[str, Any] | None:
        return self.store.run_sync(board_store.post_of, match, platform, channel)

    def close(self) -> None:
        self.store.close()
