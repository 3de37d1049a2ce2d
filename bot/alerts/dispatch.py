"""Send pending outbox rows through the adapters: paced, fair, goals first, corrections in place.

Each round claims due rows (goals and VAR first), interleaves channels so one busy channel cannot starve
the others, keeps every platform under its limits, and merges a channel's backlog into one message when
it has fallen behind instead of flooding it.

It claims when woken: by `poke()` (this process wrote rows), by the store's notifications when it has them
(PostgreSQL: another process wrote rows), when the earliest waiting row falls due, and otherwise every
`idle_seconds` (`listen_idle_seconds` while notifications are heard: then only a lease running out or a row
falling due is timed, and the interval is a safety net).
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from bot.alerts.format import format_alert, format_digest, format_ruled_out
from bot.alerts.model import AlertKind
from bot.alerts.pacing import Pacer
from bot.core.platform import Adapter, ChannelGone, SendError, nonce_for
from bot.core.reply import Reply
from bot.i18n import ENGLISH, pick_language
from bot.store import Store
from bot.store import channels as channel_store
from bot.store import outbox as ob
from bot.store.spaces import Shards

if TYPE_CHECKING:
    from bot.alerts.scoreboard_send import BoardSender

log = logging.getLogger(__name__)
MERGE_AT = 3  # a channel with this many alerts waiting gets one digest per match instead
STALE_CHECK_AFTER = 600.0  # a row older than this is checked against its lifetime before it is sent
OUTAGE_AFTER = 30.0  # sends failing this long, then one succeeding: the platform is back
# Seconds of sends kept queued per platform by the running sender: enough to keep it at its limit through a
# claim's round trip to the database, short enough that a new goal's first send waits no longer than this.
LOOKAHEAD = 0.03
BURY_EVERY = 10.0  # seconds between looks for rows of platforms this process has no adapter for
MERGED = "merged:"


def _ago(seconds: float) -> str:
    return f"{seconds / 60:.0f} min" if seconds < 7200 else f"{seconds / 3600:.1f} h"


def _store_notifications(store: Store) -> ob.Notifications | None:
    """`Store.notifications()` where the store offers it: PostgreSQL's LISTEN for new outbox rows (None on
    SQLite, whose one process pokes its sender itself)."""
    return store.notifications()


@dataclass(frozen=True, slots=True)
class Lifetimes:
    """How long an alert is worth retrying through a platform outage: a goal an hour late is still news to a
    fan who missed it, a goal after the match is over is not; a ruled-out goal must never stay announced."""

    after_full_time: float = 1800.0  # goals, cards and the rest: until 30 minutes after their match ended
    correction: float = 6 * 3600.0  # a VAR correction of a goal: until delivered, or 6 hours
    notice: float = 1800.0  # "live data delayed" / "back"
    max_backoff: float = 300.0  # retries back off exponentially, with jitter, up to this


@dataclass(frozen=True, slots=True)
class Chain:
    """One channel's claimed messages, sent in order by one task."""

    key: tuple[str, str]  # (platform, channel)
    units: list[list[ob.OutboxRow]]  # each unit is one message: a row, or a digest of several
    spoiler: bool
    first_of_alert: bool = False  # the first channel this sender sends a new alert to: it goes at once
    language: str = ENGLISH  # the channel's catalogue: its alerts are worded in it as they are sent


class SendObserver(Protocol):
    """Told of each message sent to a platform, for `/metrics` (`bot.ops`); the sender works the same without
    one."""

    def sent(self, platform: str, seconds: float, error: Exception | None) -> None:
        """One `adapter.send`: how long it took, and what it failed with (None: the platform took it)."""


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
        pacer: Pacer,
        concurrency: int = 16,
        lifetimes: Lifetimes | None = None,
        rand: Callable[[], float] = random.random,
        merge_at: int | None = MERGE_AT,
        observer: SendObserver | None = None,
        notifications: ob.Notifications | None = None,
        listen_idle_seconds: float = 30.0,
        shards: Shards | None = None,
        language: str = ENGLISH,
        boards: BoardSender | None = None,
    ) -> None:
        self.store = store
        self.boards = boards  # live scoreboards, posted and edited in the same rounds, under the same pacer
        self.language = language  # `[bot] language`: for channels that chose none and whose server said none
        self.adapters = adapters
        self.batch = batch
        self.lease_seconds = lease_seconds
        self.idle_seconds = idle_seconds
        self.pacer = pacer
        self.concurrency = concurrency
        self.lifetimes = lifetimes or Lifetimes()
        self.rand = rand
        self.merge_at = merge_at  # None: never merge (tests that read each alert as its own message)
        self.observer = observer
        # Another process's new rows wake this sender: given, or the store's own (None on SQLite).
        self.notifications = notifications if notifications is not None else _store_notifications(store)
        self.listen_idle_seconds = listen_idle_seconds
        self.shards = shards  # a process running some of a bot's shards sends for their servers only
        # platform -> when its current run of failed sends began; a success after a long run (an outage, not
        # one broken channel) releases everything waiting out a back-off
        self._failing: dict[str, float] = {}
        self._wake = asyncio.Event()
        self._fresh = False  # rows were added since the last claim (see `poke`)
        self._buried_at = 0.0  # when rows for platforms with no adapter were last looked for
        self._claims = 0  # claims made: each starts its round-robin one alert further along
        self._started: set[str] = set()  # alerts this sender has claimed rows of
        self.sent = 0
        self.first_send_at: float | None = None

    def poke(self) -> None:
        """New rows were written: the next look claims at once, however full the queue (a new alert leads)."""
        self._fresh = True
        self._wake.set()

    @property
    def listening(self) -> bool:
        """Rows other processes write wake this sender now (PostgreSQL's LISTEN, connected)."""
        return self.notifications is not None and self.notifications.listening

    async def _hear(self, notifications: ob.Notifications) -> None:
        """Poke on every notification, until cancelled. The notifications reconnect by themselves."""
        try:
            async for _ in notifications:
                self.poke()
        except Exception:  # a bug, not a broken connection: say so, and go on claiming at the interval
            log.exception("listening for new outbox rows failed; claiming every %s s", self.idle_seconds)

    # ------------------------------------------------------------------------------ claiming and planning
    async def _claim_chains(self, limit: int, platform: str | None = None) -> tuple[list[Chain], int]:
        """Lease up to `limit` channels' due rows and plan each channel's messages. Returns the chains ready to
        run now and the number of rows claimed (chains whose channel must wait are released at once)."""
        self._claims += 1
        turn, started = self._claims, frozenset(self._started)
        rows = await self.store.run(
            lambda db: ob.claim(
                db,
                limit=limit,
                lease_seconds=self.lease_seconds,
                platform=platform,
                turn=turn,
                started=started,
                shards=self.shards,
            )
        )
        if not rows:
            return [], 0
        if len(self._started) > 10_000:  # old alerts: forgetting one only makes it "new" for one claim
            self._started.clear()
        new_alerts = {r.alert.key for r in rows} - self._started
        self._started.update(r.alert.key for r in rows)
        by_channel: OrderedDict[tuple[str, str], list[ob.OutboxRow]] = OrderedDict()
        for row in rows:
            by_channel.setdefault((row.platform, row.channel), []).append(row)
        options = await self.store.run(channel_store.options_of, list(by_channel))
        chains: list[Chain] = []
        for key, group in by_channel.items():
            wait = self.pacer.channel_wait(*key)
            if wait > 0:  # the channel's own limit: the whole channel waits, so order holds
                await self.store.run(ob.release, [r.id for r in group], time.time() + wait)
                continue
            units = await self._plan(group)
            if units:
                lead = units[0][0].alert.key
                opts = options.get(key, channel_store.ChannelOptions())
                language = pick_language(opts.language, opts.server_language, self.language)
                chains.append(Chain(key, units, opts.spoiler, lead in new_alerts, language))
                new_alerts.discard(lead)
        return chains, len(rows)

    async def _plan(self, group: list[ob.OutboxRow]) -> list[list[ob.OutboxRow]]:
        """One channel's claimed rows as the messages to send, in order."""
        # A correction of a goal going out in this same claim is already in it (the stored alert was
        # corrected when it was detected): no edit to make, and nothing to wait for.
        keys = {r.alert.key for r in group}
        folded = [r for r in group if r.alert.kind is AlertKind.GOAL_UPDATED and r.alert.corrects in keys]
        if folded:
            await self.store.run(ob.mark_many_sent, [r.id for r in folded], "", time.time())
            group = [r for r in group if r not in folded]
        sendable = [r for r in group if r.alert.kind is not AlertKind.GOAL_UPDATED]
        if self.merge_at is None or len(sendable) < self.merge_at:
            return [[r] for r in group]
        # Behind: one digest per match, matches in the order their first row came.
        edits = [r for r in group if r.alert.kind is AlertKind.GOAL_UPDATED]
        by_match: OrderedDict[int, list[ob.OutboxRow]] = OrderedDict()
        for r in sendable:
            by_match.setdefault(r.alert.match_id, []).append(r)
        return [[r] for r in edits] + list(by_match.values())

    # ------------------------------------------------------------------------------ sending
    async def _run_chain(self, chain: Chain, first_slot: float | None = None) -> None:
        """One channel's messages, one after another, so a correction always follows the goal it corrects.
        Each send waits for the platform's grid slot and the channel's own limit, measured at the moment it
        goes out, so the platform library never has to sleep inside a send."""
        platform, channel = chain.key
        for n, rows in enumerate(chain.units):
            wait = self.pacer.channel_wait(platform, channel) if n else 0.0
            if (
                wait > 0
            ):  # the channel's window is full: the rest goes later, in order, without holding a slot
                rest = [r.id for later in chain.units[n:] for r in later]
                await self.store.run(ob.release, rest, time.time() + wait)
                return
            if n == 0 and chain.first_of_alert:  # a new alert's first channel: the next free moment
                await self.pacer.admit_urgent(platform)
            else:
                if n == 0 and first_slot is not None:  # reserved when the chain was claimed
                    await asyncio.sleep(max(0.0, first_slot - time.monotonic()))
                else:
                    await asyncio.sleep(await self.pacer.reserve_global(platform))  # the platform's grid slot
                while (wait := self.pacer.admit_global(platform)) > 0:  # checked again as it goes out
                    await asyncio.sleep(wait)
            self.pacer.take_channel(platform, channel)
            hold = await self._deliver(rows, chain.spoiler, chain.language)
            if hold is not None:  # the channel failed: the rest waits with it, so order holds
                rest = [r.id for later in chain.units[n + 1 :] for r in later]
                if rest:
                    await self.store.run(ob.release, rest, hold)
                return

    async def drain_once(self) -> int:
        """One claim, sent to the end (tests, the demo's stepped replay, shutdown). Returns rows claimed."""
        chains, claimed = await self._claim_chains(self.batch)
        gate = asyncio.Semaphore(self.concurrency)

        async def bounded(chain: Chain) -> None:
            async with gate:
                await self._run_chain(chain)

        await asyncio.gather(*(bounded(c) for c in chains))
        if self.boards is not None:  # after the alerts: a board never shows what its channel was not told yet
            claimed += await self.boards.drain_once()
        return claimed

    async def drain(self) -> None:
        """Send until nothing is due (used at shutdown and by the demo)."""
        while await self.drain_once():
            pass

    async def run(self, stop: asyncio.Event) -> None:
        """Keep every platform busy, claiming just in time: more channels are claimed for a platform only when
        less than LOOKAHEAD seconds of its sends are queued, so no round waits for its slowest send, and a new
        alert (the claim is fair) waits behind at most LOOKAHEAD seconds of other sends."""
        inflight: set[asyncio.Task[None]] = set()
        hearing = (
            asyncio.create_task(self._hear(self.notifications), name="outbox-listen")
            if self.notifications is not None
            else None
        )

        def finished(task: asyncio.Task[None]) -> None:
            inflight.discard(task)
            if not task.cancelled() and task.exception() is not None:
                log.error("sending failed", exc_info=task.exception())
            self._wake.set()

        try:
            while not stop.is_set():
                self._wake.clear()
                fresh, self._fresh = self._fresh, False
                listening = self.listening  # as it was before this look: a row written since is announced
                timeout = self.listen_idle_seconds if listening else self.idle_seconds
                claimed = 0
                # some platform has enough queued: we come back when it has less, no need to ask when rows fall due
                busy = False
                try:
                    for platform in self.adapters:
                        free = self.concurrency - len(inflight)
                        queued = self.pacer.queued(platform)
                        if free <= 0:
                            busy = True
                            break  # a finishing send wakes us
                        if queued >= LOOKAHEAD and not fresh:
                            timeout = min(timeout, queued - LOOKAHEAD + 0.005)
                            busy = True
                            continue
                        room = math.ceil((2 * LOOKAHEAD - queued) * self.pacer.per_second(platform))
                        chains, n = await self._claim_chains(min(self.batch, free, max(1, room)), platform)
                        claimed += n
                        for chain in chains:
                            # its first slot is taken now, so the next look at the queue already counts it
                            # (a new alert's first send takes none: it goes at the next free moment, ahead of
                            # the rest)
                            slot = None
                            if not chain.first_of_alert:  # (a shared grid may book more slots first)
                                wait = await self.pacer.reserve_global(platform)
                                slot = time.monotonic() + wait
                            task = asyncio.create_task(self._run_chain(chain, slot))
                            inflight.add(task)
                            task.add_done_callback(finished)
                        # live scoreboards, once this platform has no alert to claim (a board never runs ahead of
                        # its channel's alerts anyway, and a fan-out's rounds are not slowed by looking)
                        if self.boards is not None and not chains:
                            posts = await self.boards.claim(platform, free)
                            claimed += len(posts)
                            for post in posts:
                                task = asyncio.create_task(self.boards.deliver(post))
                                inflight.add(task)
                                task.add_done_callback(finished)
                    if claimed:
                        continue
                    # new rows none of which could be claimed may be for a platform with no adapter: bury them now
                    if not busy and (fresh or time.monotonic() - self._buried_at > BURY_EVERY):
                        self._buried_at = time.monotonic()
                        if await self.store.run(ob.bury_orphans, list(self.adapters)):
                            continue
                    # told of new rows, not of a sender (here or elsewhere) dying: its leases are timed too
                    due = (
                        None
                        if busy
                        else await self.store.run(ob.next_due, leases=listening, shards=self.shards)
                    )
                    board_due = None if busy or self.boards is None else await self.boards.next_due()
                    if board_due is not None:
                        due = board_due if due is None else min(due, board_due)
                    if due is not None:
                        timeout = min(timeout, max(0.01, due - time.time()))
                except Exception:  # the sender must outlive any one bad row or adapter
                    log.exception("outbox drain failed")
                waiter = asyncio.ensure_future(self._wake.wait())
                stopper = asyncio.ensure_future(stop.wait())
                await asyncio.wait({waiter, stopper}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                stopper.cancel()
            if inflight:  # sends already under way finish; nothing new is claimed
                await asyncio.gather(*inflight, return_exceptions=True)
        finally:  # stopped, or cancelled (a stop that could not wait): the listening connection closes
            if hearing is not None:
                hearing.cancel()
                await asyncio.gather(hearing, return_exceptions=True)

    def _reply(self, row: ob.OutboxRow, spoiler: bool, lang: str = ENGLISH) -> Reply:
        alert = row.alert
        return format_alert(alert, spoiler=spoiler, held=row.held, lang=lang)

    async def _deliver(self, rows: list[ob.OutboxRow], spoiler: bool, lang: str = ENGLISH) -> float | None:
        """Send one message (one row, or a digest of several). None when the channel may go on; else the
        time until which the channel's later rows must wait (this one is to be retried first)."""
        rows = await self._still_worth_sending(rows)
        if not rows:
            return None
        first = rows[0]
        adapter = self.adapters.get(first.platform)
        if adapter is None:
            for row in rows:
                await self.store.run(ob.mark_dead, row.id, f"no adapter for {row.platform}")
            return None
        try:
            if len(rows) == 1 and first.alert.kind is AlertKind.GOAL_UPDATED:
                return await self._update_original(adapter, first, spoiler, lang)
            # A goal ruled out within the same digest is never shown as a goal: its NO GOAL line says it all.
            undone = {r.alert.corrects for r in rows if r.alert.kind is AlertKind.GOAL_CANCELLED} & {
                r.alert.key for r in rows
            }
            for row in rows:
                if (
                    row.alert.kind is AlertKind.GOAL_CANCELLED
                    and row.alert.corrects not in undone
                    and not await self._correct_original(adapter, row, spoiler, lang)
                ):
                    return time.time() + 1.0  # the goal itself is still being sent: this row follows it
            reply = (
                self._reply(first, spoiler, lang)
                if len(rows) == 1
                else format_digest(
                    [r.alert for r in rows if r.alert.key not in undone], spoiler=spoiler, lang=lang
                )
            )
            if self.first_send_at is None:
                self.first_send_at = time.perf_counter()
            ref = await self._send(
                first.platform,
                adapter,
                first.channel,
                reply,
                idempotency_key=nonce_for(f"{first.alert.key}|{first.channel}"),
                # A retried row may have reached the platform before its attempt failed (a timeout, a dropped
                # connection), and the retry may come after the platform's nonce window: check first.
                maybe_sent=any(r.recovered or r.attempts > 0 for r in rows),
            )
        except ChannelGone as exc:
            await self._channel_gone(rows, exc)
            return None
        except Exception as exc:  # an adapter bug or an unexpected error: a failed attempt, never a stuck row
            if not isinstance(exc, SendError):
                log.exception("sending to %s:%s failed", first.platform, first.channel)
                exc = SendError(f"{type(exc).__name__}: {exc}")
            return await self._failed(rows, exc)
        if len(rows) == 1:
            await self.store.run(ob.mark_sent, first.id, ref, time.time())
        else:
            await self.store.run(ob.mark_many_sent, [r.id for r in rows], MERGED + ref, time.time())
        await self.store.run(channel_store.record_reachable, first.platform, first.channel)
        since = self._failing.pop(first.platform, None)
        if since is not None and time.time() - since >= OUTAGE_AFTER:
            await self.store.run(ob.retry_now, first.platform, time.time())  # back: the backlog goes now
        self.sent += len(rows)
        return None

    async def _send(
        self,
        platform: str,
        adapter: Adapter,
        channel: str,
        reply: Reply,
        *,
        idempotency_key: str,
        maybe_sent: bool,
    ) -> str:
        """`adapter.send`, timed for the observer when there is one."""
        if self.observer is None:
            return await adapter.send(channel, reply, idempotency_key=idempotency_key, maybe_sent=maybe_sent)
        started = time.perf_counter()
        try:
            ref = await adapter.send(channel, reply, idempotency_key=idempotency_key, maybe_sent=maybe_sent)
        except Exception as exc:
            self.observer.sent(platform, time.perf_counter() - started, exc)
            raise
        self.observer.sent(platform, time.perf_counter() - started, None)
        return ref

    async def _channel_gone(self, rows: list[ob.OutboxRow], exc: SendError) -> None:
        first = rows[0]
        dropped = await self.store.run(channel_store.record_gone, first.platform, first.channel, str(exc))
        if dropped:
            # A closed console (the demo piped into `head`) is not news; a Discord or Slack channel is.
            level = logging.INFO if first.platform == "console" else logging.WARNING
            log.log(level, "channel %s:%s paused after repeated '%s'", first.platform, first.channel, exc)
        for row in rows:
            await self.store.run(ob.mark_dead, row.id, str(exc))

    async def _useful_until(self, row: ob.OutboxRow) -> float | None:
        lt = self.lifetimes
        return await self.store.run(
            lambda db: ob.useful_until(
                db, row.id, after_full_time=lt.after_full_time, correction=lt.correction, notice=lt.notice
            )
        )

    async def _still_worth_sending(self, rows: list[ob.OutboxRow]) -> list[ob.OutboxRow]:
        """Rows that waited long (an outage held their channel) are checked against their lifetime first;
        fresh rows are not, so a fan-out costs no extra queries."""
        now = time.time()
        keep = []
        for row in rows:
            until = await self._useful_until(row) if now - row.created_at > STALE_CHECK_AFTER else None
            if until is not None and now > until:
                age = _ago(now - row.created_at)
                await self.store.run(ob.mark_dead, row.id, f"no longer worth sending ({age} old)")
            else:
                keep.append(row)
        return keep

    async def _failed(self, rows: list[ob.OutboxRow], exc: SendError) -> float | None:
        """A failed send. A permanent error (bad token, no permission) is not retried; a transient one is,
        with capped exponential back-off and jitter (or the platform's Retry-After), for as long as the alert
        is still worth sending (`Lifetimes`)."""
        first = rows[0]
        if not exc.retryable:
            log.warning("not sending to %s:%s: %s", first.platform, first.channel, exc)
            for row in rows:
                await self.store.run(ob.mark_dead, row.id, f"permanent: {exc}")
            return None
        now = time.time()
        self._failing.setdefault(first.platform, now)
        attempts = max(r.attempts for r in rows)
        backoff = min(self.lifetimes.max_backoff, 2.0**attempts) * (1.0 + 0.5 * self.rand())  # never sooner
        delay = exc.retry_after if exc.retry_after is not None else backoff
        due = now + delay
        held = False
        for row in rows:
            until = await self._useful_until(row)
            if until is not None and due > until:
                await self.store.run(ob.mark_dead, row.id, f"no longer worth sending: {exc}")
            else:
                await self.store.run(ob.mark_retry, row.id, str(exc), delay)
                held = True
        return due if held else None

    async def _original(self, row: ob.OutboxRow) -> tuple[str, str] | None:
        return await self.store.run(ob.row_state, row.alert.corrects, row.platform, row.channel)

    async def _correct_original(
        self, adapter: Adapter, row: ob.OutboxRow, spoiler: bool, lang: str = ENGLISH
    ) -> bool:
        """Strike through the goal alert this VAR decision undoes, in the same channel. False: try later."""
        state = await self._original(row) if row.alert.corrects else None
        if state is None:
            return True
        status, ref = state
        if status in ("pending", "sending"):
            await self.store.run(ob.release, [row.id], time.time() + 1.0)
            return False
        if status == "sent" and ref and not ref.startswith(MERGED):
            original = await self.store.run(ob.get_alert, row.alert.corrects)
            if original is not None:
                await adapter.edit(
                    row.channel,
                    ref,
                    format_ruled_out(
                        original,
                        row.alert.detail,
                        by_var=row.alert.evidence != "score",
                        spoiler=spoiler,
                        lang=lang,
                    ),
                )
        return True

    async def _update_original(
        self, adapter: Adapter, row: ob.OutboxRow, spoiler: bool, lang: str = ENGLISH
    ) -> float | None:
        """A corrected scorer or minute: edit the goal alert; never a new message."""
        state = await self._original(row)
        if state is not None and state[0] == "sending":
            await self.store.run(ob.release, [row.id], time.time() + 1.0)
            return time.time() + 1.0
        if state is not None and state[0] == "sent" and state[1] and not state[1].startswith(MERGED):
            original = await self.store.run(ob.get_alert, row.alert.corrects)
            if original is not None:
                await adapter.edit(
                    row.channel,
                    state[1],
                    format_alert(replace(original), spoiler=spoiler, held=row.held, lang=lang),
                )
        await self.store.run(ob.mark_sent, row.id, state[1] if state else "", time.time())
        return None
