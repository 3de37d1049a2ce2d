"""The send budget shared by sender processes on PostgreSQL (bot.store.budget, bot.alerts.shared_grid).

* Bookers in several threads at once never get two slots closer than the interval, nor a second of the
  database's clock holding more slots than the platform's one-second guard.
* An idle budget saves nothing up: a block booked after the grid stood still starts at the database's now.
* Sender grids in several processes, booking through their stores as `matchday run` does, spend each slot once,
  never before its time on their own clock, and never a second with more than the platform allows (checked on
  the slots, in the database's clock: nothing here depends on how fast the machine is).

The PostgreSQL server is the session's (tests/pg.py): these skip without one, and fail without one in CI.
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import random
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot.alerts.pacing import grid_spacing
from bot.alerts.shared_grid import LATE_SLOTS, SharedGrid
from bot.store import Store, budget
from tests import pg
from tests.forkserver import CTX, preload

preload(__name__)

PER_SECOND = 50.0  # Discord's global limit
INTERVAL, PER_WINDOW = grid_spacing(PER_SECOND)
STEP = budget.step_us(INTERVAL)


@pytest.fixture
def url(postgres_server: pg.Server) -> Iterator[str]:
    with postgres_server.database() as url:
        yield url


def _spaced_and_never_overfull(slots: list[int]) -> None:
    """No two slots closer than the interval; no second of the database's clock (microseconds) holding more than
    the platform's one-second guard."""
    slots = sorted(slots)
    gaps = [b - a for a, b in itertools.pairwise(slots)]
    assert min(gaps) >= STEP, f"two slots {min(gaps)} us apart; the interval is {STEP} us"
    fullest = max(bisect.bisect_left(slots, s + 1_000_000) - i for i, s in enumerate(slots))
    assert fullest <= PER_WINDOW < PER_SECOND


def test_bookers_in_several_threads_never_get_slots_closer_than_the_interval(url):
    blocks: list[budget.Block] = []
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def booker(me: int) -> None:
        store = Store(url, check=False)
        rng = random.Random(me)
        try:
            start.wait()
            for _ in range(60):
                blocks.append(store.run_sync(budget.book, "discord", rng.randint(1, 6), INTERVAL))
        except BaseException as exc:
            errors.append(exc)
        finally:
            store.close()

    threads = [threading.Thread(target=booker, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors
    slots = [slot for block in blocks for slot in block.slots()]
    assert len(slots) == sum(b.count for b in blocks) == len(set(slots))
    _spaced_and_never_overfull(slots)


def test_an_idle_budget_saves_nothing_up(url):
    store = Store(url)
    try:
        before = store.run_sync(budget.db_now)
        first = store.run_sync(budget.book, "discord", 3, INTERVAL)  # the first booking ever: from now
        assert first.first >= before
        # the grid then stands still for an hour (its next free slot is an hour old)
        store.run_sync(lambda db: db.execute("update send_budget set next_at = next_at - 3600000000"))
        before = store.run_sync(budget.db_now)
        block = store.run_sync(budget.book, "discord", PER_WINDOW, INTERVAL)
        assert block.first >= before, "an idle hour was saved up as slots in the past"
        assert block.slots()[-1] - block.first == (PER_WINDOW - 1) * STEP  # a second's worth, spread out
        other = store.run_sync(budget.book, "slack", 1, 1.0)  # each platform has a grid of its own
        assert other.first >= before
    finally:
        store.close()


# ------------------------------------------------------------------------------------- senders in several processes

SENDS = 40  # per process: about 2.5 s of Discord's budget for three


async def _spend(url: str) -> list[tuple[float, float, int]]:
    """`SENDS` sends paced as the sender paces them (`Pacer.reserve_global`, then `admit_global` until it
    admits), by a grid booking through this process's store as `shared_grids` makes it; notes each send's moment
    and the slot it spent, on our clock and in the database's."""
    store = Store(url, check=False)
    in_db: dict[float, int] = {}

    async def book(count: int) -> list[float]:
        block = await store.run(budget.book, "discord", count, INTERVAL)
        local = block.local_times()
        in_db.update(zip(local, block.slots(), strict=True))
        return local

    grid = SharedGrid.for_rate(INTERVAL, PER_WINDOW, book)
    sent: list[tuple[float, float, int]] = []
    try:
        for _ in range(SENDS):
            await grid.stocked()
            await asyncio.sleep(grid.reserve(time.monotonic()))
            while True:
                before, now = list(grid.stock.slots), time.monotonic()
                wait = grid.admit(now)
                if wait == 0:
                    break
                await asyncio.sleep(wait)
            slot = before[len(before) - len(grid.stock.slots) - 1]  # given up from the front, then spent
            sent.append((now, slot, in_db[slot]))
    finally:
        store.close()
    return sent


def _sender(url: str, go: Any, out: Any) -> None:
    """A multiprocessing target: wait for `go`, spend, put what was spent on `out`."""
    go.wait(30)
    out.put(asyncio.run(_spend(url)))


def test_sender_grids_in_several_processes_spend_each_slot_once_and_never_overfill_a_second(url):
    go, out = CTX.Event(), CTX.Queue()
    procs = [CTX.Process(target=_sender, args=(url, go, out), daemon=True) for _ in range(3)]
    for proc in procs:
        proc.start()
    go.set()
    spent = [out.get(timeout=60) for _ in procs]
    for proc in procs:
        proc.join(30)
        assert proc.exitcode == 0
    for mine in spent:
        assert len(mine) == SENDS
        for now, slot, _ in mine:  # on each process's own clock
            assert slot <= now <= slot + LATE_SLOTS * INTERVAL, (
                "spent before its time, or after it was given up"
            )
    in_db = [db_slot for mine in spent for _, _, db_slot in mine]
    assert len(set(in_db)) == len(in_db) == 3 * SENDS, "a slot was spent twice"
    _spaced_and_never_overfull(in_db)
