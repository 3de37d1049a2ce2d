"""A poll that jumps from the first half (or before kick-off) straight to full time: an outage, or a poller
down for the rest of the match.

What happened in the gap is true and is told, in match order, before full time: goals and cards with their
minutes and the score each made. What would be stale news is not told: no half-time, no second half and no
kick-off after the final whistle. A goal the final answer counts with no row yet had been told at "90'" with
the final score ("⚽ 90' GOAL  Tottenham Hotspur 2-1" for a goal that made it 2-0 in the first half): the
whistle's clock says nothing of when it was scored, so it is told with no minute, placed by the half-time
score when the answer gives one, and its row edits the minute in when it comes.
"""

from __future__ import annotations

from hypothesis import given, seed

from bot.alerts.model import AlertKind
from tests.alerts.histories import outages
from tests.alerts.test_joined_without_a_score import only_news_is_told_and_all_of_it_once
from tests.alerts.test_truth_properties import PROPERTY, SHARED_SEED, Outcome, run, why
from tests.providers.builders import AWAY, HOME, at_half_time, event, fixture

KANE, EDWARDS, COATES = (184, "Harry Kane"), (900101, "Marcus Edwards"), (900103, "Sebastián Coates")
KICK_OFF = "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP"


async def test_what_the_gap_had_is_told_in_order_before_full_time_and_no_half_time(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    rows = [
        event(20, "Goal", "Normal Goal", HOME, KANE),
        event(60, "Card", "Red Card", AWAY, COATES),
        event(70, "Goal", "Normal Goal", AWAY, EDWARDS),
    ]
    await rig.step(at_half_time(fixture("FT", 90, (1, 1), rows), 1, 0))
    assert rig.adapter.headlines("c") == [
        KICK_OFF,
        "⚽ 20' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        "🟥 60' RED CARD  Tottenham Hotspur 1-0 Sporting CP · Sebastián Coates",
        "⚽ 70' GOAL  Tottenham Hotspur 1-1 Sporting CP · Marcus Edwards",
        "🏁 FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP",
    ]


async def test_a_goal_with_no_row_yet_is_told_with_no_minute_where_the_half_time_score_puts_it(rig):
    """2-1 at full time, half-time 2-0, rows for Kane's 20' and Edwards's 70' goals only: Spurs' other goal
    came in the first half. It had been told last, at 90', with the score 2-1."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    rows = [event(20, "Goal", "Normal Goal", HOME, KANE), event(70, "Goal", "Normal Goal", AWAY, EDWARDS)]
    await rig.step(at_half_time(fixture("FT", 90, (2, 1), rows), 2, 0))
    assert rig.adapter.headlines("c")[1:] == [
        "⚽ 20' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        "⚽ GOAL  Tottenham Hotspur 2-0 Sporting CP · Tottenham Hotspur",
        "⚽ 70' GOAL  Tottenham Hotspur 2-1 Sporting CP · Marcus Edwards",
        "🏁 FT FULL TIME  Tottenham Hotspur 2-1 Sporting CP",
    ]


async def test_a_goal_the_final_whistle_counts_with_no_row_has_no_minute(rig):
    """No half-time score to place it: still never "90'", the whistle's clock."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("2H", 88))
    await rig.step(fixture("FT", 90, (1, 0)))
    assert rig.adapter.headlines("c")[1:] == [
        "⚽ GOAL  Tottenham Hotspur 1-0 Sporting CP · Tottenham Hotspur",
        "🏁 FT FULL TIME  Tottenham Hotspur 1-0 Sporting CP",
    ]


async def test_a_match_missed_from_before_kick_off_to_full_time_tells_no_kick_off(rig):
    """Seen scheduled, next read (the schedule's hourly reading) finished: the goal and the result are news,
    "KICK-OFF" would not be."""
    await rig.step(fixture("NS", None))
    rig.provider.show(
        at_half_time(fixture("FT", 90, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]), 1, 0)
    )
    await rig.watcher.load_schedule()
    await rig.sender.drain()
    assert rig.adapter.headlines("c") == [
        "⚽ 20' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        "🏁 FT FULL TIME  Tottenham Hotspur 1-0 Sporting CP",
    ]


# ----------------------------------------------------------------------------------------------- property


def nothing_stale_and_the_gap_before_full_time(out: Outcome) -> None:
    """The match as seen until the outage, then full time: no half-time, second half or kick-off told after
    the poll missed them, every goal the final answer shows told before full time, and the truth of every
    goal told."""
    h = out.scenario.history
    seen = {h.ticks[a.tick].status for a in out.scenario.answers if not a.failure and a.fault != "behind"}
    stale = {
        AlertKind.HALF_TIME: {"HT", "2H"},
        AlertKind.SECOND_HALF: {"2H"},
        AlertKind.KICK_OFF: {"1H", "HT", "2H"},
    }
    for kind, statuses in stale.items():
        if not statuses & seen:  # the poll never saw the match in the phase that makes it news
            assert not out.of(kind), f"{kind.value} told after the final whistle" + why(out)
    kinds = [m.kind for m in out.messages]
    # (A final answer whose rows lag behind may hide a goal swapped for one ruled out: it is told when listed.)
    if AlertKind.FULL_TIME in kinds and all(a.fault != "behind" for a in out.scenario.answers):
        end = kinds.index(AlertKind.FULL_TIME)
        late = [m.headline for m in out.messages[end:] if m.kind is AlertKind.GOAL]
        assert not late, f"goals told after full time: {late}" + why(out)
    # (A final answer whose rows lag behind its score holds the goals those rows still list, as any answer
    # at full time does: the correction, and what it had not listed yet, come after full time.)
    only_news_is_told_and_all_of_it_once(out, final_score_at_full_time=False)


@PROPERTY
@seed(SHARED_SEED)
@given(scenario=outages())
def test_a_poll_that_misses_the_rest_of_the_match_tells_what_happened_in_order_and_nothing_stale(scenario):
    nothing_stale_and_the_gap_before_full_time(run(scenario))
