"""The shared send budget's pure parts, and where the composition root puts each platform's grid.

* A booked block placed on this process's clock (`Block.local_times`): its slots keep their spacing exactly, and
  each is off by at most half the booking's round trip, wherever in it the database read its clock.
* Several processes' grids (`SharedGrid`) booking from one budget (a fake of the database's statement on a test
  clock, placed through the real `Block`): no slot is spent twice or before its time, none long after it, no
  second ever holds more sends than the platform allows, and an idle grid saves nothing up.
* SQLite deployments keep today's in-memory grid; on PostgreSQL the platforms share the budget (the console,
  whose limit is the process's own, keeps its grid).
"""

from __future__ import annotations

import asyncio
import bisect
import heapq
import io
import itertools
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.console import ConsoleAdapter
from bot.alerts.pacing import SlotGrid, grid_spacing
from bot.alerts.shared_grid import LATE_SLOTS, SharedGrid
from bot.app import App, pacer_from
from bot.config import load_config
from bot.store import Store
from bot.store.budget import Block, step_us

DISCORD_PER_SECOND = 50.0
INTERVAL, PER_WINDOW = grid_spacing(DISCORD_PER_SECOND)


# ------------------------------------------------------------------------------ a block on this process's clock


@given(
    db_now=st.integers(1_700_000_000_000_000, 1_900_000_000_000_000),  # microseconds since the epoch
    ahead=st.integers(-2_000_000, 60_000_000),  # the block's first slot, from the database's now
    count=st.integers(1, 60),
    interval=st.floats(0.0005, 2.0),
    sent=st.floats(0.0, 1e7),  # this process's monotonic clock as the statement went out
    round_trip=st.floats(0.0, 0.5),
    read_at=st.floats(0.0, 1.0),  # where in the round trip the database read its clock
)
def test_a_block_keeps_its_spacing_and_is_off_by_at_most_half_the_round_trip(
    db_now, ahead, count, interval, sent, round_trip, read_at
):
    step = step_us(interval)
    assert step >= interval * 1_000_000 - 1e-6  # never a faster grid than asked
    block = Block(db_now + ahead, count, step, db_now, sent, sent + round_trip)
    placed = block.local_times()
    read = sent + read_at * round_trip  # our clock when the database read its own
    for slot, local in zip(block.slots(), placed, strict=True):
        truth = read + (slot - db_now) / 1_000_000
        assert abs(local - truth) <= round_trip / 2 + 1e-6
    for earlier, later in itertools.pairwise(placed):
        assert later - earlier == pytest.approx(step / 1_000_000, abs=1e-6)


# ------------------------------------------------------------------------------ grids sharing one budget


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class FakeBudget:
    """`bot.store.budget.book` on the test's clock (the database's clock is ours, shifted): a block starts at the
    grid's next free slot, or now when the grid has been idle, and is placed through the real `Block`."""

    SHIFT = 1_790_000_000_000_000  # the database's clock minus ours, in microseconds

    def __init__(self, clock: Clock, interval: float) -> None:
        self.clock = clock
        self.step = step_us(interval)
        self.next_at = 0

    async def book(self, count: int) -> list[float]:
        now = round(self.clock() * 1_000_000) + self.SHIFT
        first = max(self.next_at, now)
        self.next_at = first + count * self.step
        return Block(first, count, self.step, now, self.clock(), self.clock()).local_times()


async def _settle() -> None:
    """Let the bookings started in the background finish (they take no time on the fake)."""
    for _ in range(3):
        await asyncio.sleep(0)


def _admit(grid: SharedGrid, now: float, urgent: bool = False) -> tuple[float, float | None]:
    """One look at admission: (0, the slot spent) when the send goes now, else (how long to wait, None)."""
    before = list(grid.stock.slots)
    wait = grid.admit(now, urgent=urgent)
    if wait > 0:
        return wait, None
    return 0.0, before[len(before) - len(grid.stock.slots) - 1]  # given up from the front, then spent


@dataclass(frozen=True)
class ChainPlan:
    """One channel's sends in one process, as `AlertSender._run_chain` makes them: each reserves a slot and sleeps
    to it, then is admitted (a new alert's first send is admitted ahead of the rest instead); `lateness` is how
    late each wake-up comes (a busy event loop, a process stalled), taken in turn."""

    process: int
    start: float
    sends: int
    urgent: bool
    lateness: list[float]


CHAIN = st.builds(
    ChainPlan,
    process=st.integers(0, 3),
    start=st.one_of(st.just(0.0), st.floats(0.0, 4.0)),
    sends=st.integers(1, 25),
    urgent=st.booleans(),
    # Up to 100 ms at every wake-up: more than `late`, less than `late` and a block's span (a process late by more
    # at every wake-up finds each slot it holds given up: it is overloaded, and its sends wait)
    lateness=st.lists(
        st.one_of(st.just(0.0), st.floats(0.0, 0.005), st.floats(0.0, 0.1)), min_size=1, max_size=6
    ),
)


@settings(max_examples=120, deadline=None)
@given(processes=st.integers(1, 4), plans=st.lists(CHAIN, min_size=1, max_size=24))
def test_grids_sharing_a_budget_never_spend_a_slot_twice_early_or_late_nor_overfill_a_second(
    processes, plans
):
    clock = Clock()
    budget = FakeBudget(clock, INTERVAL)
    grids = [SharedGrid.for_rate(INTERVAL, PER_WINDOW, budget.book, clock=clock) for _ in range(processes)]
    sent: list[tuple[float, float, int]] = []  # (when, the slot spent, which process)

    async def chain(plan: ChainPlan) -> AsyncIterator[float]:
        """Yields each sleep; the simulation wakes it that much later."""
        me = plan.process % processes
        grid = grids[me]
        yield plan.start
        for k in range(plan.sends):
            late = plan.lateness[k % len(plan.lateness)]
            urgent = plan.urgent and k == 0
            if urgent:
                grid.urgent += 1
            else:
                await grid.stocked()
                yield grid.reserve(clock.now) + late
            while True:
                wait, slot = _admit(grid, clock.now, urgent)
                if slot is not None:
                    break
                yield wait + late
            if urgent:
                grid.urgent -= 1
            sent.append((clock.now, slot, me))

    async def simulate() -> None:
        chains = [chain(plan) for plan in plans]
        wakes = [(0.0, n) for n in range(len(chains))]
        for _ in range(100_000):  # bounded: a send that never goes fails the test, it does not hang it
            if not wakes:
                break
            at, n = heapq.heappop(wakes)
            clock.now = max(clock.now, at)
            try:
                sleep = await anext(chains[n])
            except StopAsyncIteration:
                continue
            await _settle()
            heapq.heappush(wakes, (clock.now + sleep, n))

    asyncio.run(simulate())
    assert len(sent) == sum(plan.sends for plan in plans), "a send never went"
    for when, slot, me in sent:
        assert slot <= when <= slot + grids[me].stock.late + 1e-9, "spent before its time, or long after"
    assert len({slot for _, slot, _ in sent}) == len(sent), "a slot was spent twice"
    times = sorted(when for when, _, _ in sent)
    for i, t in enumerate(times):  # every second that starts with a send (the fullest ones do)
        in_second = bisect.bisect_left(times, t + 1.0) - i
        assert in_second <= PER_WINDOW + LATE_SLOTS <= DISCORD_PER_SECOND, f"{in_second} sends in a second"
    for me in range(processes):  # and each process spreads its own sends, as the in-memory grid does
        mine = sorted(when for when, _, who in sent if who == me)
        assert all(b - a >= INTERVAL / 2 - 1e-9 for a, b in itertools.pairwise(mine)), "bunched sends"


def test_an_idle_grid_saves_nothing_up():
    clock = Clock()
    grid = SharedGrid.for_rate(INTERVAL, PER_WINDOW, FakeBudget(clock, INTERVAL).book, clock=clock)

    async def play() -> list[float]:
        for _ in range(grid.block):  # sends promised slots, then they never came
            await grid.stocked()
            grid.reserve(clock.now)
        clock.now += 10.0  # ten idle seconds
        sent: list[float] = []
        while clock.now < 1012.0:  # then everyone wants to send at once, for two seconds
            if _admit(grid, clock.now)[1] is not None:
                sent.append(clock.now)
            await _settle()
            clock.now += 0.001
        return sent

    sent = asyncio.run(play())
    assert grid.stock.given_up == grid.block  # the idle slots passed, unspent
    assert sent[0] >= 1010.0  # nothing booked before the idle time is spent
    assert len([t for t in sent if t < sent[0] + 1.0]) <= PER_WINDOW  # the first second is no burst


# ------------------------------------------------------------------------------ the composition root


async def test_sqlite_keeps_the_in_memory_grid_and_postgresql_shares_the_budget(database_url):
    config = load_config(None, env={})
    app = App(
        config, adapters={"console": ConsoleAdapter(io.StringIO(), colour=False)}, database=database_url
    )
    try:
        pacer = app.sender.pacer
        shared = database_url.startswith("postgresql://")
        assert isinstance(pacer._platform("discord"), SharedGrid if shared else SlotGrid)
        assert isinstance(pacer._platform("slack"), SharedGrid if shared else SlotGrid)
        assert isinstance(pacer._platform("console"), SlotGrid)  # its limit is this process's own
    finally:
        await app.close()


def test_without_a_store_the_grid_is_in_memory(tmp_path):
    config = load_config(None, env={})
    assert isinstance(pacer_from(config)._platform("discord"), SlotGrid)
    store = Store(tmp_path / "one.db")
    try:  # a store on SQLite, named as [bot] database names it
        assert isinstance(
            pacer_from(config, store=store, database=str(tmp_path / "one.db"))._platform("discord"), SlotGrid
        )
    finally:
        store.close()
