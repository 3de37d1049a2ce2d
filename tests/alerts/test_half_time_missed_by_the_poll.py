"""A poll that misses half-time (one answer in the first half, the next already in the second) still tells
half-time, with the half-time score the answer gives (API-Football `score.halftime`, football-data.org
`score.halfTime`), before the second half and what happened in it.

The detector told half-time only when an answer said HT, so a channel went from a first-half goal straight to
"SECOND HALF" with no half-time.
"""

from __future__ import annotations

from tests.providers.builders import AWAY, HOME, at_half_time, event, fixture

KANE, GYOKERES = (184, "Harry Kane"), (900105, "Viktor Gyökeres")
FIRST = event(30, "Goal", "Normal Goal", HOME, KANE)
SECOND = event(44, "Goal", "Normal Goal", AWAY, GYOKERES)
THIRD = event(52, "Goal", "Normal Goal", HOME, KANE)


async def test_half_time_is_told_between_the_halves_with_its_score(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 31, (1, 0), [FIRST]))
    await rig.step(at_half_time(fixture("2H", 55, (2, 1), [FIRST, SECOND, THIRD]), 1, 1))
    assert rig.adapter.headlines("c") == [
        "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP",
        "⚽ 30' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        "⚽ 44' GOAL  Tottenham Hotspur 1-1 Sporting CP · Viktor Gyökeres",
        "⏸ HT HALF-TIME  Tottenham Hotspur 1-1 Sporting CP",
        "▶ SECOND HALF  Tottenham Hotspur 1-1 Sporting CP",
        "⚽ 52' GOAL  Tottenham Hotspur 2-1 Sporting CP · Harry Kane",
    ]
    assert rig.adapter.channels["c"][3].text.splitlines()[1] == "Level at 1-1."


async def test_the_payloads_half_time_score_is_told_when_the_rows_cannot_say(rig):
    """A goal counted with no row yet, in an answer that jumped the break: its minute is not known, but the
    answer's half-time score puts it in the first half, so it is told before half-time (not at 50')."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 40))
    await rig.step(at_half_time(fixture("2H", 50, (1, 0)), 1, 0))
    assert rig.adapter.headlines("c")[1:] == [
        "⚽ GOAL  Tottenham Hotspur 1-0 Sporting CP · Tottenham Hotspur",
        "⏸ HT HALF-TIME  Tottenham Hotspur 1-0 Sporting CP",
        "▶ SECOND HALF  Tottenham Hotspur 1-0 Sporting CP",
    ]


async def test_a_goal_counted_after_the_break_stays_in_the_second_half(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 40))
    await rig.step(at_half_time(fixture("2H", 50, (1, 0)), 0, 0))
    assert rig.adapter.headlines("c")[1:] == [
        "⏸ HT HALF-TIME  Tottenham Hotspur 0-0 Sporting CP",
        "▶ SECOND HALF  Tottenham Hotspur 0-0 Sporting CP",
        "⚽ 50' GOAL  Tottenham Hotspur 1-0 Sporting CP · Tottenham Hotspur",
    ]


async def test_half_time_is_told_once_when_the_poll_saw_it(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("HT", 45))
    await rig.step(at_half_time(fixture("2H", 46), 0, 0))
    await rig.step(at_half_time(fixture("2H", 60), 0, 0))
    assert rig.adapter.headlines("c") == [
        "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP",
        "⏸ HT HALF-TIME  Tottenham Hotspur 0-0 Sporting CP",
        "▶ SECOND HALF  Tottenham Hotspur 0-0 Sporting CP",
    ]


async def test_one_answer_saying_second_half_in_the_first_half_tells_no_false_half_time(rig):
    """A single forward status glitch (2H at 40', then 1H again) is no missed break: the second half starts
    after 45', and the answer gives no half-time score. The real half-time is told when it comes."""
    kick_off = "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP"
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 39))
    await rig.step(fixture("2H", 40))
    await rig.step(fixture("1H", 41))
    assert rig.adapter.headlines("c") == [kick_off]
    await rig.step(fixture("HT", 45))
    assert rig.adapter.headlines("c") == [kick_off, "⏸ HT HALF-TIME  Tottenham Hotspur 0-0 Sporting CP"]
    await rig.step(fixture("2H", 46))
    assert rig.adapter.headlines("c")[2:] == ["▶ SECOND HALF  Tottenham Hotspur 0-0 Sporting CP"]
