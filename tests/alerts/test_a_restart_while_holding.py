"""A restart (a crash, a deploy) while the gate holds an answer back: nothing told twice, nothing lost.

The gate keeps what it holds in memory: a first score that steps back from its goal rows, a full time given with no
score (waiting for the result). A new process has only the stored snapshot and goal book, so it starts the hold
afresh; these tests check that the goals and the full time it was holding are still told once each, in order, by
whichever process sees the answer that settles them.
"""

from __future__ import annotations

from pathlib import Path

from tests.alerts.rig import Rig
from tests.providers.builders import HOME, event, fixture, unscored

KANE, SON = (184, "Harry Kane"), (186, "Son Heung-min")
OLD = event(10, "Goal", "Normal Goal", HOME, KANE)
GAP = event(33, "Goal", "Normal Goal", HOME, SON)


def first_process(tmp_path: Path) -> Rig:
    rig = Rig(tmp_path, merge=False, database=str(tmp_path / "bot.db"))
    rig.follow("c", "team", HOME)
    return rig


def restarted(before: Rig, tmp_path: Path) -> Rig:
    """A new process on the same database: a new watcher, gate, sender and platform connection."""
    before.close()
    return Rig(tmp_path, merge=False, database=str(tmp_path / "bot.db"))


async def test_full_time_held_for_its_result_is_told_once_after_a_restart(tmp_path):
    son = event(60, "Goal", "Normal Goal", HOME, SON)
    rig = first_process(tmp_path)
    await rig.step(unscored(fixture("1H", 30, events=[OLD])))
    await rig.step(unscored(fixture("FT", 90, events=[OLD, son])))  # held: the result is not given yet
    assert rig.adapter.headlines("c") == []
    rig = restarted(rig, tmp_path)
    await rig.step(unscored(fixture("FT", 90, events=[OLD, son])))  # the new process waits afresh
    assert rig.adapter.headlines("c") == []
    await rig.step(fixture("FT", 90, (2, 0), [OLD, son]))
    await rig.step(fixture("FT", 90, (2, 0), [OLD, son]))  # asked again: nothing new
    assert rig.adapter.headlines("c") == [
        "⚽ 60' GOAL  Tottenham Hotspur 2-0 Sporting CP · Son Heung-min",
        "🏁 FT FULL TIME  Tottenham Hotspur 2-0 Sporting CP",
    ]
    rig.close()


async def test_full_time_whose_result_never_comes_is_told_once_after_a_restart(tmp_path):
    rig = first_process(tmp_path)
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(unscored(fixture("FT", 90)))
    rig = restarted(rig, tmp_path)
    now = [0.0]
    rig.watcher.gate.clock = lambda: now[0]
    await rig.step(unscored(fixture("FT", 90)))
    now[0] += rig.watcher.gate.settings.result_wait_seconds
    await rig.step(unscored(fixture("FT", 90)))
    await rig.step(unscored(fixture("FT", 90)))
    assert rig.adapter.headlines("c") == ["🏁 FT FULL TIME  Tottenham Hotspur v Sporting CP"]
    rig.close()


async def test_a_first_score_held_for_stepping_back_is_told_once_after_a_restart(tmp_path):
    """Son's row listed while no score was given, then a first score without it (held); the process restarts and the
    next answer, with the goal back, tells Son's goal once."""
    rig = first_process(tmp_path)
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(unscored(fixture("1H", 34, events=[GAP])))
    await rig.step(fixture("1H", 35))
    told_before = rig.adapter.headlines("c")
    rig = restarted(rig, tmp_path)
    await rig.step(fixture("1H", 36, (1, 0), [GAP]))
    await rig.step(fixture("1H", 37, (1, 0), [GAP]))
    assert told_before + rig.adapter.headlines("c") == [
        "⚽ 33' GOAL  Tottenham Hotspur 1-0 Sporting CP · Son Heung-min"
    ]
    rig.close()
