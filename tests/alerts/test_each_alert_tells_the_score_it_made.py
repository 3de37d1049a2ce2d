"""When one answer brings several things (after an outage, a slow poll, a goal row that came late), each alert
tells the score as it stood at its own minute, and the start of the second half or of extra time comes before
what happened in it.

Every alert of an answer had carried the answer's final score: after a poll that brought Kane's 15th-minute
goal, a red card and two more goals, the channel read "15' GOAL Tottenham Hotspur 2-1 Sporting CP · Harry
Kane ... Tottenham Hotspur lead 2-1." and "25' GOAL Tottenham Hotspur 2-1 Sporting CP · Marcus Edwards ...
Tottenham Hotspur lead 2-1." (his goal made it 1-1); and "SECOND HALF" came after a 48th-minute goal, "EXTRA
TIME ... Level after 90 minutes" under a score of 1-0.
"""

from __future__ import annotations

from tests.alerts.rig import Rig
from tests.providers.builders import AWAY, HOME, event, fixture

KANE, SON = (184, "Harry Kane"), (186, "Son Heung-min")
EDWARDS, COATES = (900101, "Marcus Edwards"), (900103, "Sebastián Coates")


def goal(minute: int, team: int, player: tuple[int, str], detail: str = "Normal Goal") -> dict:
    return event(minute, "Goal", detail, team, player)


def texts(rig: Rig) -> list[str]:
    return [m.text for m in rig.adapter.channels["c"]][1:]  # after the kick-off


async def test_a_catch_up_answer_tells_each_goal_with_the_score_it_made(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    events = [
        goal(15, HOME, KANE),
        event(20, "Card", "Red Card", AWAY, COATES),
        goal(25, AWAY, EDWARDS),
        goal(38, HOME, SON),
    ]
    await rig.step(fixture("1H", 40, (2, 1), events))
    assert [t.splitlines()[:2] for t in texts(rig)] == [
        [
            "⚽ 15' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
            "Harry Kane for Tottenham Hotspur. Tottenham Hotspur lead 1-0.",
        ],
        [
            "🟥 20' RED CARD  Tottenham Hotspur 1-0 Sporting CP · Sebastián Coates",
            "Sebastián Coates (Sporting CP) is sent off.",
        ],
        [
            "⚽ 25' GOAL  Tottenham Hotspur 1-1 Sporting CP · Marcus Edwards",
            "Marcus Edwards for Sporting CP. Level at 1-1.",
        ],
        [
            "⚽ 38' GOAL  Tottenham Hotspur 2-1 Sporting CP · Son Heung-min",
            "Son Heung-min for Tottenham Hotspur. Tottenham Hotspur lead 2-1.",
        ],
    ]


async def test_a_goal_ruled_out_and_a_goal_in_one_answer(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 31, (1, 0), [goal(30, HOME, KANE)]))
    ruling = event(40, "Var", "Goal Disallowed - offside", HOME, KANE)
    await rig.step(fixture("1H", 43, (0, 1), [ruling, goal(42, AWAY, EDWARDS)]))
    assert [t.splitlines()[0] for t in texts(rig)][1:] == [
        "📺 40' NO GOAL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
        "⚽ 42' GOAL  Tottenham Hotspur 0-1 Sporting CP · Marcus Edwards",
    ]


async def test_the_second_half_starts_before_its_goals(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 40))
    await rig.step(fixture("2H", 50, (1, 0), [goal(48, HOME, KANE)]))
    assert [t.splitlines()[0] for t in texts(rig)] == [
        "⏸ HT HALF-TIME  Tottenham Hotspur 0-0 Sporting CP",  # the poll missed it; told all the same
        "▶ SECOND HALF  Tottenham Hotspur 0-0 Sporting CP",
        "⚽ 48' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
    ]


async def test_extra_time_starts_level_before_its_goals(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("2H", 88))
    await rig.step(fixture("ET", 95, (1, 0), [goal(93, HOME, KANE)]))
    told = texts(rig)
    assert [t.splitlines()[0] for t in told] == [
        "⏱ EXTRA TIME  Tottenham Hotspur 0-0 Sporting CP",
        "⚽ 93' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
    ]
    assert told[0].splitlines()[1] == "Level after 90 minutes: 30 more to play."


async def test_goals_in_the_same_minute_by_both_sides_say_the_score_after_that_minute(rig):
    """Which came first is not known: neither says a score that may never have been."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 21, (1, 1), [goal(20, HOME, KANE), goal(20, AWAY, EDWARDS)]))
    assert [t.splitlines()[0] for t in texts(rig)] == [
        "⚽ 20' GOAL  Tottenham Hotspur 1-1 Sporting CP · Harry Kane",
        "⚽ 20' GOAL  Tottenham Hotspur 1-1 Sporting CP · Marcus Edwards",
    ]
