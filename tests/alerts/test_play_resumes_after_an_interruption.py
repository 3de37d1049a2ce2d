"""Play interrupted or suspended in the first half and resumed: the answers after it move the match on.

Suspended and interrupted ranked beside the second half (a status never moves back), so after a first-half
interruption (a floodlight failure, a medical emergency: API-Football's INT) every first-half and half-time
answer was ignored as older than the one we had: a goal scored after play resumed was told only once the
second half had passed the interruption's minute, and half-time never.
"""

from __future__ import annotations

import pytest

from tests.providers.builders import HOME, event, fixture

KANE = (184, "Harry Kane")
GOAL = event(34, "Goal", "Normal Goal", HOME, KANE)


@pytest.mark.parametrize("stopped", ["INT", "SUSP"])
@pytest.mark.parametrize("minute", [30, None])
async def test_a_goal_after_play_resumes_in_the_first_half_is_told_at_once(rig, stopped, minute):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 30))
    await rig.step(fixture(stopped, minute))
    await rig.step(fixture("1H", 32))
    await rig.step(fixture("1H", 35, (1, 0), [GOAL]))
    assert rig.adapter.headlines("c")[-1] == "⚽ 34' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane"
    await rig.step(fixture("HT", 45, (1, 0), [GOAL]))
    assert rig.adapter.headlines("c")[-1] == "⏸ HT HALF-TIME  Tottenham Hotspur 1-0 Sporting CP"
    await rig.step(fixture("2H", 46, (1, 0), [GOAL]))
    assert rig.adapter.headlines("c")[-1] == "▶ SECOND HALF  Tottenham Hotspur 1-0 Sporting CP"


async def test_an_interruption_is_no_way_back_for_a_stale_answer(rig):
    """Play resumed moves the match on; an answer from before the interruption still does not."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 35, (1, 0), [GOAL]))
    await rig.step(fixture("INT", 40, (1, 0), [GOAL]))
    await rig.step(fixture("1H", 20))  # a cached answer from before the goal
    await rig.step(fixture("1H", 42, (1, 0), [GOAL]))
    assert [h for h in rig.adapter.headlines("c") if "GOAL" in h] == [
        "⚽ 34' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane"
    ]


@pytest.mark.parametrize(("brk", "minute"), [("HT", 45), ("BT", 105)])
async def test_a_match_suspended_in_a_break_is_told(rig, brk, minute):
    """Suspended during half-time (its minute the half's last): ranked as the first half by its minute, it had been
    ignored as older than the half-time answer, so the suspension was never told (found by review)."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 30))
    if brk == "BT":
        await rig.step(fixture("2H", 80))
        await rig.step(fixture("ET", 100))
    await rig.step(fixture(brk, minute))
    before = len(rig.adapter.headlines("c"))
    await rig.step(fixture("SUSP", minute))
    told = rig.adapter.headlines("c")[before:]
    assert any("SUSPENDED" in h for h in told), told
