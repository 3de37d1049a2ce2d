"""Each platform's send budget on PostgreSQL, shared by every sender process of a deployment: a limit the
platform counts per bot token (Discord's global 50 requests a second) is kept by all of them together.

One row per platform holds its time grid's next free slot in the database's clock (microseconds since the epoch,
from `clock_timestamp()`: the one clock every process shares, whatever the hosts' clocks say). A process books a
block of a few slots in one statement (`book`): the block starts at that slot, or at the database's now when the
grid has been idle (idle time is never saved up as a burst), and the row moves on past the block. The row lock
orders bookings made at the same moment, so no two slots handed out anywhere are closer than the interval, and
no second of the database's clock holds more slots than the rate allows.

The process then places the block on its own monotonic clock (`Block.local_times`), with the offset measured by
that same statement. Whole microseconds keep the arithmetic exact: an interval is rounded up, never down.

SQLite serves one process, whose grid stays in memory (bot.alerts.pacing.SlotGrid); the table is there too (one
list of migrations) and stays empty.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.store.sql import Db

_NOW = "cast(extract(epoch from clock_timestamp()) * 1000000 as bigint)"  # clock_timestamp: not the transaction's
_BOOK = f"""insert into send_budget as b (platform, next_at) values (:platform, {_NOW} + :span)
            on conflict (platform) do update set next_at = greatest(b.next_at, {_NOW}) + :span
            returning b.next_at - :span, {_NOW}"""


def step_us(interval: float) -> int:
    """An interval in whole microseconds, rounded up: the grid never runs faster than asked."""
    return max(1, math.ceil(interval * 1_000_000 - 1e-6))  # 1e-6: 0.02 * 1e6 is 20000.000000000004


@dataclass(frozen=True, slots=True)
class Block:
    """`count` slots `step` microseconds apart from `first` (the database's clock), with the database's clock
    `db_now` as read by the statement that booked them, and this process's monotonic clock just before the
    statement went out (`sent`) and just after its answer came back (`received`)."""

    first: int
    count: int
    step: int
    db_now: int
    sent: float
    received: float

    def slots(self) -> list[int]:
        """The slots in the database's clock."""
        return [self.first + k * self.step for k in range(self.count)]

    def local_times(self) -> list[float]:
        """The slots on this process's monotonic clock. The database read its clock somewhere inside the round
        trip: taken at the middle, the error is at most half the round trip either way, and every slot of the
        block carries the same error (they stay exactly `step` apart)."""
        middle = (self.sent + self.received) / 2
        return [middle + (slot - self.db_now) / 1_000_000 for slot in self.slots()]


def book(
    db: Db, platform: str, count: int, interval: float, clock: Callable[[], float] = time.monotonic
) -> Block:
    """Book the next `count` slots of `platform`'s grid (PostgreSQL only): one statement, one round trip. Run it
    as a unit of work of its own (`Store.run`), so the row's lock is held only until it commits."""
    step = step_us(interval)
    sent = clock()
    row = db.execute(_BOOK, {"platform": platform, "span": count * step}).fetchone()
    received = clock()
    first, db_now = int(row[0]), int(row[1])
    return Block(first=first, count=count, step=step, db_now=db_now, sent=sent, received=received)


def next_free(db: Db, platform: str) -> int | None:
    """The grid's next free slot (the database's clock, microseconds), None before the first booking."""
    row = db.execute("select next_at from send_budget where platform = ?", [platform]).fetchone()
    return None if row is None else int(row[0])


def db_now(db: Db) -> int:
    """The database's clock now, in microseconds since the epoch."""
    return int(db.execute(f"select {_NOW}").fetchone()[0])
