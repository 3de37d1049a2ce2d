"""A platform's send grid shared by every sender process of a deployment: the slots are booked in PostgreSQL
(bot.store.budget), a few at a time, so the processes together never send faster than the limit the platform
counts per bot token, whichever of them has the work.

Each process keeps the slots it booked on its own monotonic clock (`SlotStock`, pure bookkeeping) and spends
one per send, at or after its time. It books the next block in the background while the slots it holds cover
less than `ahead` seconds, and only while it has sends waiting: an idle process holds nothing back from the
others, and nothing idle is saved up. A slot not spent within `late` seconds of its time is given up, never
spent later: a process stalled for a moment cannot then fire its backlog into a second the others are filling.

A new alert's first send (`urgent`) spends the earliest slot this process holds, ahead of the sends it was
promised to; they move one slot on, and the shortfall is booked.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.alerts.pacing import GlobalGrid, GridFactory, SlotGrid, window_wait
from bot.store import budget

if TYPE_CHECKING:
    from bot.store import Store

log = logging.getLogger(__name__)

BLOCK_SECONDS = 0.1  # slots booked per round trip: this much of the platform's budget (5 of Discord's 48/s)
# A slot not spent within this many intervals of its time is given up. At most pacing.WINDOW_MARGIN: sends that
# late still never put more than the platform's limit into any second, whichever process sent them.
LATE_SLOTS = 2
RETRY_AFTER = 1.0  # seconds between bookings after one failed (the database is down: the claims fail too)
EMPTY_POLL = 0.005  # seconds between looks while a send waits for a booking under way


@dataclass(slots=True)
class SlotStock:
    """The slots a process booked and has not spent, on its monotonic clock, oldest first.

    `promised` counts the sends told to wait for a slot (`promise`) and not yet sent: the k-th of them waits for
    the k-th slot. Any send spends the earliest slot that is due (`spend`), so a send that comes early or late
    takes what is there and the others move along; a slot more than `late` past its time is given up, and the
    send it was promised to, if it ever comes, takes a later one."""

    late: float
    slots: deque[float] = field(default_factory=deque)
    promised: int = 0
    given_up: int = 0  # slots that passed unspent (for the benchmark's report)

    def add(self, times: Iterable[float]) -> None:
        # Blocks never overlap in the database's clock; placed on ours with offsets measured a round trip apart,
        # the edges of two blocks may cross by a fraction of a millisecond: keep them in order.
        self.slots = deque(sorted([*self.slots, *times]))

    def forget(self, now: float) -> None:
        while self.slots and self.slots[0] < now - self.late:
            self.slots.popleft()
            self.given_up += 1
            if self.promised:
                self.promised -= 1

    @property
    def free(self) -> int:
        """Slots held beyond those promised (negative: sends promised a slot not booked yet)."""
        return len(self.slots) - self.promised

    def promise(self) -> float | None:
        """The time of the next slot not promised yet, which is promised now; None when there is none."""
        if self.free <= 0:
            return None
        at = self.slots[self.promised]
        self.promised += 1
        return at

    def spend(self, now: float, promised: bool = True) -> float:
        """0 when a slot is due and is spent now; else the seconds until the earliest one (inf: none held)."""
        self.forget(now)
        if not self.slots:
            return float("inf")
        if self.slots[0] > now:
            return self.slots[0] - now
        self.slots.popleft()
        if promised and self.promised:
            self.promised -= 1
        return 0.0

    def queued(self, now: float, interval: float) -> float:
        """Seconds until the last promised send's slot (a slot not booked yet counts one interval)."""
        held = min(self.promised, len(self.slots))
        last = self.slots[held - 1] if held else now
        return max(0.0, last - now) + (self.promised - held) * interval


Book = Callable[[int], Awaitable[list[float]]]  # books this many slots; their times on this process's clock


@dataclass(slots=True, eq=False)
class SharedGrid:
    """A `GlobalGrid` whose slots are booked through `book` (`shared_grids` books them in PostgreSQL)."""

    interval: float
    per_window: int
    book: Book
    block: int  # slots booked at a time
    ahead: float  # book more while the slots held cover less than this many seconds, and sends are waiting
    stock: SlotStock
    clock: Callable[[], float] = time.monotonic
    recent: deque[float] = field(default_factory=deque)  # this process's sends in the last second
    urgent: int = 0
    bookings: int = 0  # round trips made (for the benchmark's report)
    _booking: asyncio.Task[None] | None = None
    _retry_at: float = 0.0
    _failing: bool = False

    @classmethod
    def for_rate(
        cls, interval: float, per_window: int, book: Book, clock: Callable[[], float] = time.monotonic
    ) -> SharedGrid:
        return cls(
            interval=interval,
            per_window=per_window,
            book=book,
            block=max(1, round(BLOCK_SECONDS / interval)),
            ahead=max(BLOCK_SECONDS, interval),
            stock=SlotStock(late=LATE_SLOTS * interval),
            clock=clock,
        )

    async def stocked(self) -> None:
        while self.stock.free <= 0:
            self._top_up(self.clock(), force=True)
            booking = self._booking
            if booking is None:  # a booking failed a moment ago: the caller's round fails and is retried
                raise ConnectionError("the shared send budget cannot be booked just now")
            await asyncio.shield(booking)  # shared by every send waiting for it, whoever is cancelled

    def reserve(self, now: float) -> float:
        at = self.stock.promise()
        if at is None:  # given up between `stocked` and now: the send waits at admission for the next booking
            self.stock.promised += 1
            at = now + self.interval
        self._top_up(now)
        return max(0.0, at - now)

    def queued(self, now: float) -> float:
        return self.stock.queued(now, self.interval)

    def admit(self, now: float, urgent: bool = False) -> float:
        while self.recent and self.recent[0] <= now - 1.0:
            self.recent.popleft()
        if self.urgent and not urgent:
            return self.interval / 2
        guard = window_wait(self.recent, now, self.interval, self.per_window)
        if guard > 0:
            return guard
        wait = self.stock.spend(now, promised=not urgent)
        if wait == float("inf"):  # nothing held: book, and look again in a moment
            self._top_up(now, force=True)
            return max(EMPTY_POLL, self._retry_at - now)
        if wait > 0:
            return wait
        self.recent.append(now)
        self._top_up(now)
        return 0.0

    # ------------------------------------------------------------------------------ booking
    def _top_up(self, now: float, force: bool = False) -> None:
        """Book the next block in the background when sends are waiting and the slots held run short."""
        if self._booking is not None or now < self._retry_at:
            return
        waiting = self.stock.promised + self.urgent
        if not waiting and not force:
            return
        short = waiting - len(self.stock.slots)
        last = self.stock.slots[-1] if self.stock.slots else now
        if force or short >= 0 or last - now < self.ahead:
            count = min(self.per_window, self.block + max(0, short))
            self._booking = asyncio.get_running_loop().create_task(self._book(count), name="book-send-slots")

    async def _book(self, count: int) -> None:
        try:
            self.stock.add(await self.book(count))
            self.bookings += 1
            if self._failing:
                log.info("booking send slots works again")
            self._failing = False
        except Exception as exc:  # the database is unreachable: the claims say so too; retried in a moment
            self._retry_at = self.clock() + RETRY_AFTER
            if not self._failing:
                log.warning("booking send slots failed (%s); retrying every %g s", exc, RETRY_AFTER)
            self._failing = True
        finally:
            self._booking = None


def shared_grids(store: Store, platforms: Collection[str]) -> GridFactory:
    """Grids booked in the store's PostgreSQL database for `platforms`; any other platform (one whose limit is
    this process's own, such as the console) keeps its grid in memory."""

    def make(platform: str, interval: float, per_window: int) -> GlobalGrid:
        if platform not in platforms:
            return SlotGrid(interval, per_window)

        async def book(count: int) -> list[float]:
            block = await store.run(budget.book, platform, count, interval)
            return block.local_times()

        return SharedGrid.for_rate(interval, per_window, book)

    return make
