"""A poll that brings nothing new costs no database work; one that does is one transaction."""

from __future__ import annotations

import pytest

from tests.alerts.rig import Rig
from tests.providers.builders import HOME, event, fixture

KANE = (184, "Harry Kane")


@pytest.fixture
def rig(tmp_path):
    r = Rig(tmp_path)
    r.follow("c", "team", HOME)
    yield r
    r.close()


def changes(rig: Rig) -> int:
    return rig.store.run_sync(lambda db: db.conn.total_changes)


async def test_the_same_answer_again_touches_nothing(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    before = changes(rig)
    for _ in range(3):
        await rig.step(fixture("1H", 10))
    assert changes(rig) == before  # before: every poll re-saved the snapshot and re-learned the names
    await rig.step(fixture("1H", 11))  # the minute moved: saved
    assert changes(rig) > before
    assert rig.adapter.headlines("c")[0].startswith("🟢 KO")


async def test_a_goal_after_quiet_polls_is_told_at_once(rig):
    await rig.step(fixture("NS", None))
    for _ in range(3):
        await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 12, (1, 0), [event(12, "Goal", "Normal Goal", HOME, KANE)]))
    assert rig.adapter.headlines("c")[-1].startswith("⚽ 12' GOAL")


async def test_a_held_answer_seen_again_is_still_counted_by_the_gate(rig):
    """Skipping repeats must not skip the gate's confirmations: a jump of three is believed on its second poll."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 30, (3, 0)))
    assert not any("GOAL" in h for h in rig.adapter.headlines("c"))
    await rig.step(fixture("1H", 30, (3, 0)))
    assert rig.adapter.channels["c"][-1].text.count("GOAL") == 3  # three goals at once: one digest
