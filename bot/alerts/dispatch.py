"""Send pending outbox rows through the adapters, and apply corrections in place."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping

from bot.alerts.format import format_alert, format_ruled_out
from bot.alerts.model import Alert, AlertKind
from bot.core.platform import Adapter, ChannelGone, SendError
from bot.store import Store
from bot.store import outbox as ob

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 8


class AlertSender:
    """Drains the outbox. Wake it with `poke()` after a poll stored new rows."""

    def __init__(
        self,
        store: Store,
        adapters: Mapping[str, Adapter],
        *,
        batch: int = 50,
        lease_seconds: float = 30.0,
        idle_seconds: float = 1.0,
    ) -> None:
        self.store = store
        self.adapters = adapters
        self.batch = batch
        self.lease_seconds = lease_seconds
        self.idle_seconds = idle_seconds
        self._wake = asyncio.Event()
        self.sent = 0

    def poke(self) -> None:
        self._wake.set()

    async def drain_once(self) -> int:
        rows = await self.store.run(
            lambda db: ob.claim(db, limit=self.batch, lease_seconds=self.lease_seconds)
        )
        for row in rows:
            await self._deliver(row)
        return len(rows)

    async def drain(self) -> None:
        """Send until nothing is due (used at shutdown and by the demo)."""
        while await self.drain_once():
            pass

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                if await self.drain_once():
                    continue
            except Exception:  # the sender must outlive any one bad row or adapter
                log.exception("outbox drain failed")
            self._wake.clear()
            waiter = asyncio.ensure_future(self._wake.wait())
            stopper = asyncio.ensure_future(stop.wait())
            await asyncio.wait(
                {waiter, stopper}, timeout=self.idle_seconds, return_when=asyncio.FIRST_COMPLETED
            )
            waiter.cancel()
            stopper.cancel()

    async def _deliver(self, row: ob.OutboxRow) -> None:
        adapter = self.adapters.get(row.platform)
        if adapter is None:
            await self.store.run(ob.mark_dead, row.id, f"no adapter for {row.platform}")
            return
        try:
            if row.alert.kind is AlertKind.GOAL_CANCELLED:
                await self._correct_original(adapter, row)
            ref = await adapter.send(
                row.channel, format_alert(row.alert), idempotency_key=f"{row.alert.key}|{row.channel}"
            )
        except ChannelGone as exc:
            log.warning("channel %s:%s gone: %s", row.platform, row.channel, exc)
            await self.store.run(ob.mark_dead, row.id, str(exc))
            return
        except SendError as exc:
            if row.attempts + 1 >= MAX_ATTEMPTS:
                await self.store.run(ob.mark_dead, row.id, f"gave up: {exc}")
            else:
                delay = exc.retry_after if exc.retry_after is not None else min(60.0, 2.0**row.attempts)
                await self.store.run(ob.mark_retry, row.id, str(exc), delay)
            return
        await self.store.run(ob.mark_sent, row.id, ref, time.time())
        self.sent += 1

    async def _correct_original(self, adapter: Adapter, row: ob.OutboxRow) -> None:
        """Strike through the goal alert this VAR decision undoes, in the same channel."""
        alert: Alert = row.alert
        key = alert.corrects or await self.store.run(ob.latest_goal_key, alert.match_id, alert.team_id or 0)
        if not key:
            return
        original = await self.store.run(ob.get_alert, key)
        ref = await self.store.run(ob.sent_ref, key, row.platform, row.channel)
        if original is None or ref is None:
            return  # the goal was never announced here (e.g. held by a confirm delay): nothing to strike
        await adapter.edit(row.channel, ref, format_ruled_out(original, alert.detail))
