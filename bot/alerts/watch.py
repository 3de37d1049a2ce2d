"""Poll the provider, detect alerts and store them with the snapshot: the alert flow's first half."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from bot.alerts.detect import detect_alerts, stabilise
from bot.providers.base import Provider
from bot.providers.errors import ProviderError
from bot.providers.model import MatchSnapshot, Status
from bot.store import Store
from bot.store.matches import all_snapshots, get_snapshot, save_standings
from bot.store.outbox import record_poll

log = logging.getLogger(__name__)
PRE_MATCH = timedelta(minutes=10)


class MatchWatcher:
    """Keeps the store's view of today's matches current and turns changes into outbox rows."""

    def __init__(
        self,
        store: Store,
        provider: Provider,
        clock: Callable[[], datetime],
        on_new_rows: Callable[[], None] = lambda: None,
    ) -> None:
        self.store = store
        self.provider = provider
        self.clock = clock
        self.on_new_rows = on_new_rows
        self.polls = 0
        self.last_error: str = ""

    async def load_schedule(self) -> list[MatchSnapshot]:
        """Today's fixtures (with line-ups for coaches) and the standings of their competitions."""
        today = self.clock().date()
        day = await self.provider.fixtures_on(today)
        if day:
            detailed = {s.id: s for s in await self.provider.fixtures([s.id for s in day])}
            for snap in day:
                await self._apply_schedule(detailed.get(snap.id, snap))
        for comp_id, season in sorted({(s.competition.id, s.competition.season) for s in day}):
            await self.refresh_standings(comp_id, season)
        return day

    async def refresh_standings(self, competition_id: int, season: int) -> None:
        for standings in await self.provider.standings(competition_id, season):
            await self.store.run(save_standings, standings)

    async def stored(self) -> list[MatchSnapshot]:
        return await self.store.run(all_snapshots)

    async def is_active(self) -> bool:
        """True while a stored match is live or about to kick off: the only time polling is worth a call."""
        now = self.clock()
        return any(not s.status.is_terminal and s.kickoff - PRE_MATCH <= now for s in await self.stored())

    async def poll(self) -> int:
        """One poll: a single live call, plus a by-id call for tracked matches that just left the live list.

        Never raises into the scheduler: provider failures are logged and the next poll tries again.
        """
        try:
            return await self._poll()
        except ProviderError as exc:
            self.last_error = str(exc)
            log.warning("poll failed: %s", exc)
            return 0

    async def _poll(self) -> int:
        self.polls += 1
        live = await self.provider.live()
        seen = {s.id for s in live}
        now = self.clock()
        missing = [
            s.id
            for s in await self.stored()
            if s.id not in seen
            and not s.status.is_terminal
            and s.kickoff <= now
            and s.status is not Status.SCHEDULED
        ]
        snapshots = live + (await self.provider.fixtures(missing) if missing else [])
        added = 0
        finished: set[tuple[int, int]] = set()
        for snap in snapshots:
            rows, just_finished = await self._apply(snap)
            added += rows
            if just_finished:
                finished.add((snap.competition.id, snap.competition.season))
        for comp_id, season in finished:
            await self.refresh_standings(comp_id, season)
        if added:
            self.on_new_rows()
        self.last_error = ""
        return added

    async def _apply_schedule(self, snap: MatchSnapshot) -> None:
        """A schedule listing never overrides live data: it only adds matches and updates unstarted ones."""
        old = await self.store.run(get_snapshot, snap.id)
        if old is None or old.status is Status.SCHEDULED:
            await self._apply(snap)

    async def _apply(self, snap: MatchSnapshot) -> tuple[int, bool]:
        old = await self.store.run(get_snapshot, snap.id)
        new = stabilise(old, snap)
        alerts = detect_alerts(old, new)
        rows = await self.store.run(record_poll, new, alerts)
        return rows, bool(old and not old.status.is_terminal and new.status.is_terminal)
