"""A match the bot first sees already under way with no score given (API-Football `goals` null): what is true
to tell once the score comes.

The score the provider first gives had been taken as the match's start with nothing told, so a goal scored
between our first look and that answer was never told; and its row, left unclaimed, was later taken for the
row of another goal ("⚽ 33' GOAL ... 3-0 · Son" for a goal scored at 50'). Now, as for any match joined
under way (a restart, a late follow), goals timed before we joined are old news: never told, never taken for
a later goal. Goals timed after we joined and counted by the score once it is given are news: told in order,
each with its minute and the score it made. With no row to say when, the half-time score still says how many
came after the break (for a match joined before it); otherwise nothing is invented. A match first seen
before kick-off, or at a known 0-0, has a known start: every goal is told as it is counted.
"""

from __future__ import annotations

import pytest
from hypothesis import given, seed

from bot.alerts.model import AlertKind
from bot.providers.model import surname_key
from tests.alerts.histories import AWAY_NAME, HOME_NAME, Answer, Clock, Goal, Scenario, joined_unscored
from tests.alerts.test_truth_properties import (
    NOTICES,
    PROPERTY,
    SHARED_SEED,
    Outcome,
    Shown,
    history,
    run,
    why,
)
from tests.providers.builders import AWAY, HOME, at_half_time, event, fixture, unscored

KANE, SON, PERISIC = (184, "Harry Kane"), (186, "Son Heung-min"), (900202, "Ivan Perišić")
OLD = event(10, "Goal", "Normal Goal", HOME, KANE)
GAP = event(33, "Goal", "Normal Goal", HOME, SON)


async def test_a_goal_scored_before_the_score_was_given_is_told_with_the_score_it_made(rig):
    await rig.step(unscored(fixture("1H", 30, events=[OLD])))
    await rig.step(unscored(fixture("1H", 32, events=[OLD])))
    await rig.step(fixture("1H", 35, (2, 0), [OLD, GAP]))
    assert rig.adapter.headlines("c") == ["⚽ 33' GOAL  Tottenham Hotspur 2-0 Sporting CP · Son Heung-min"]


async def test_a_row_of_before_the_score_was_given_is_never_taken_for_a_later_goal(rig):
    """The goal counted at 40' has no row yet: it is told without a scorer, never as Son's 33' goal again."""
    await rig.step(unscored(fixture("1H", 30, events=[OLD])))
    await rig.step(fixture("1H", 35, (2, 0), [OLD, GAP]))
    await rig.step(fixture("1H", 40, (3, 0), [OLD, GAP]))
    assert (
        rig.adapter.headlines("c")[1] == "⚽ 40' GOAL  Tottenham Hotspur 3-0 Sporting CP · Tottenham Hotspur"
    )
    perisic = event(40, "Goal", "Normal Goal", HOME, PERISIC)
    await rig.step(fixture("1H", 41, (3, 0), [OLD, GAP, perisic]))
    assert [m.text.splitlines()[0] for m in rig.adapter.channels["c"]] == [
        "⚽ 33' GOAL  Tottenham Hotspur 2-0 Sporting CP · Son Heung-min",
        "⚽ 40' GOAL  Tottenham Hotspur 3-0 Sporting CP · Ivan Perišić",  # its row came: the scorer edited in
    ]


async def test_goals_from_before_we_joined_are_not_news_even_listed_late(rig):
    """Joined at 30' with no score and no rows: the rows of 10' and 20' listed with the score are old goals."""
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(fixture("1H", 35, (2, 0), [OLD, event(20, "Goal", "Normal Goal", HOME, SON)]))
    assert rig.adapter.headlines("c") == []
    await rig.step(fixture("1H", 40, (3, 0), [OLD, event(20, "Goal", "Normal Goal", HOME, SON)]))
    assert rig.adapter.headlines("c") == [
        "⚽ 40' GOAL  Tottenham Hotspur 3-0 Sporting CP · Tottenham Hotspur"
    ]


async def test_a_known_score_join_never_takes_an_old_row_listed_late_for_a_new_goal(rig):
    """The same for a restart at a known score: Son's 20' row came a poll after we joined at 2-0."""
    son = event(20, "Goal", "Normal Goal", HOME, SON)
    await rig.step(fixture("1H", 30, (2, 0), [OLD]))
    await rig.step(fixture("1H", 31, (2, 0), [OLD, son]))
    await rig.step(fixture("1H", 40, (3, 0), [OLD, son]))
    assert rig.adapter.headlines("c") == [
        "⚽ 40' GOAL  Tottenham Hotspur 3-0 Sporting CP · Tottenham Hotspur"
    ]


async def test_a_goals_row_listed_after_the_score_was_given_is_told_then(rig):
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(fixture("1H", 35, (1, 0)))  # counted, its row not listed yet: an old goal or a new one?
    assert rig.adapter.headlines("c") == []
    await rig.step(fixture("1H", 36, (1, 0), [GAP]))  # timed after we joined: scored since
    assert rig.adapter.headlines("c") == ["⚽ 33' GOAL  Tottenham Hotspur 1-0 Sporting CP · Son Heung-min"]


async def test_a_row_the_score_does_not_count_is_never_told(rig):
    """1-0 with Kane's old goal and a 33' row listed: the score counts one goal, and we had it already."""
    await rig.step(unscored(fixture("1H", 30, events=[OLD])))
    await rig.step(fixture("1H", 35, (1, 0), [OLD, GAP]))
    await rig.step(fixture("1H", 38, (1, 0), [OLD, GAP]))
    assert rig.adapter.headlines("c") == []


async def test_the_half_time_score_says_a_goal_came_after_the_break(rig):
    """Joined at 30' with no score and no rows; the score comes at 60' with half-time 0-0: Spurs' goal was
    scored in the second half, after we joined. Told without a minute (when is not known) until its row."""
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(at_half_time(fixture("2H", 60, (1, 1)), 0, 1))
    assert rig.adapter.headlines("c") == [
        "⏸ HT HALF-TIME  Tottenham Hotspur 0-1 Sporting CP",  # the break came after we joined: news too
        "▶ SECOND HALF  Tottenham Hotspur 0-1 Sporting CP",
        "⚽ GOAL  Tottenham Hotspur 1-1 Sporting CP · Tottenham Hotspur",  # Sporting's first-half goal: when?
    ]
    kane = event(52, "Goal", "Normal Goal", HOME, KANE)
    await rig.step(at_half_time(fixture("2H", 61, (1, 1), [kane]), 0, 1))
    assert rig.adapter.headlines("c")[2] == "⚽ 52' GOAL  Tottenham Hotspur 1-1 Sporting CP · Harry Kane"


async def test_with_no_evidence_no_goal_is_invented(rig):
    await rig.step(unscored(fixture("2H", 60)))
    await rig.step(fixture("2H", 70, (2, 1)))
    await rig.step(fixture("FT", 90, (2, 1)))
    assert rig.adapter.headlines("c") == ["🏁 FT FULL TIME  Tottenham Hotspur 2-1 Sporting CP"]


async def test_seen_before_kick_off_the_start_is_known(rig):
    await rig.step(fixture("NS", None))
    await rig.step(unscored(fixture("1H", 10)))
    await rig.step(fixture("1H", 20, (0, 1)))
    assert rig.adapter.headlines("c")[1:] == ["⚽ 20' GOAL  Tottenham Hotspur 0-1 Sporting CP · Sporting CP"]


async def test_seen_at_a_known_nil_nil_the_start_is_known(rig):
    await rig.step(fixture("1H", 5))
    await rig.step(unscored(fixture("1H", 10)))
    await rig.step(fixture("1H", 20, (0, 1), [event(18, "Goal", "Normal Goal", AWAY, SON)]))
    assert rig.adapter.headlines("c") == ["⚽ 18' GOAL  Tottenham Hotspur 0-1 Sporting CP · Son Heung-min"]


async def test_full_time_waits_for_the_result_so_the_goals_come_first(rig):
    """The final whistle with no score given: full time waits for the result (the match asked for by id), so
    the goal scored since we joined is told before it, and full time with the score."""
    son = event(60, "Goal", "Normal Goal", HOME, SON)
    await rig.step(unscored(fixture("1H", 30, events=[OLD])))
    await rig.step(unscored(fixture("FT", 90, events=[OLD, son])))
    assert rig.adapter.headlines("c") == []
    assert 1001 in rig.provider.by_id_calls[-1]
    await rig.step(fixture("FT", 90, (2, 0), [OLD, son]))
    assert rig.adapter.headlines("c") == [
        "⚽ 60' GOAL  Tottenham Hotspur 2-0 Sporting CP · Son Heung-min",
        "🏁 FT FULL TIME  Tottenham Hotspur 2-0 Sporting CP",
    ]


async def test_full_time_is_told_when_the_result_never_comes(rig):
    now = [0.0]
    rig.watcher.gate.clock = lambda: now[0]
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(unscored(fixture("FT", 90)))
    assert rig.adapter.headlines("c") == []
    now[0] += rig.watcher.gate.settings.result_wait_seconds
    await rig.step(unscored(fixture("FT", 90)))
    assert rig.adapter.headlines("c") == ["🏁 FT FULL TIME  Tottenham Hotspur v Sporting CP"]


async def test_a_first_score_that_steps_back_waits_to_be_seen_again(rig):
    """Son's goal row listed while no score was given, then a first score without it (a step back, as a
    dropped goal is): the next answer, with the goal back, tells Son's goal, not a goal with no scorer."""
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(unscored(fixture("1H", 34, events=[GAP])))
    await rig.step(fixture("1H", 35))
    assert rig.adapter.headlines("c") == []
    await rig.step(fixture("1H", 36, (1, 0), [GAP]))
    assert rig.adapter.headlines("c") == ["⚽ 33' GOAL  Tottenham Hotspur 1-0 Sporting CP · Son Heung-min"]


# ----------------------------------------------------------------------------------------------- property


def _joined_at(scenario: Scenario) -> int:
    return scenario.answers[0].tick


def _news(scenario: Scenario) -> list[Goal]:
    """The goals scored after our first look (clocks only rise, so a goal of a later tick is a later one)."""
    return [g for g in scenario.history.goals if g.at > _joined_at(scenario)]


def _minute(m: Shown) -> Clock | None:
    """The goal's minute as the message shows it; None for a goal told with no minute (when is not known)."""
    return m.minute if m.headline.strip("~").split()[1][0].isdigit() else None


def _is(m: Shown, g: Goal) -> bool:
    minute, who = _minute(m), _who(m)
    return m.alert.team_id == g.team and minute in (None, g.minute) and who in ("", surname_key(g.scorer[1]))


def _who(m: Shown) -> str:
    """The surname shown after the score ("" when only the team is named): `Shown.who`, minute or not."""
    shown = m.headline.strip("~").rsplit(" · ", 1)[-1]
    return "" if shown in (HOME_NAME, AWAY_NAME) else surname_key(shown)


def only_news_is_told_and_all_of_it_once(out: Outcome, *, final_score_at_full_time: bool = True) -> None:
    """Every goal told was scored after we first saw the match (never an old one as news): standing, or struck
    through when ruled out; every such goal that stands is told exactly once; goals come in minute order;
    full time is told once, with the true final score (or, `final_score_at_full_time` False, the match's
    last message carries it: a goal ruled out after the whistle is told after full time)."""
    news, h = _news(out.scenario), out.scenario.history
    goals = out.of(AlertKind.GOAL)
    for m in goals:
        truth = [g for g in news if g.stands_at(h.last) != m.struck]
        assert any(_is(m, g) for g in truth), f"not news as shown: {m.headline}" + why(out)
    standing = [g for g in news if g.stands_at(h.last)]
    told = [m for m in goals if not m.struck]
    assert len(told) == len(standing), f"{len(told)} goals told for {len(standing)}" + why(out)
    for m in sorted(told, key=lambda m: _minute(m) is None):  # each message its own goal
        g = next((g for g in standing if _is(m, g)), None)
        assert g is not None, f"told twice or untrue: {m.headline}" + why(out)
        standing.remove(g)
    full_time = out.of(AlertKind.FULL_TIME)
    assert len(full_time) == 1, f"FULL TIME told {len(full_time)} times" + why(out)
    last = (
        full_time[0] if final_score_at_full_time else [m for m in out.messages if m.kind not in NOTICES][-1]
    )
    assert last.score == h.final_score, last.headline + why(out)
    timed = [m.original.minute for m in goals if _minute(m.original) is not None]
    assert timed == sorted(timed), f"goals out of order: {timed}" + why(out)


@PROPERTY
@seed(SHARED_SEED)
@given(scenario=joined_unscored())
def test_joined_without_a_score_only_news_is_told_and_all_of_it_once(scenario):
    only_news_is_told_and_all_of_it_once(run(scenario))


# Found with TRUTH_PROPERTIES_SEED=67, left open as the truth properties' own OPEN findings are
# (tests/alerts/test_truth_seed_findings.py): every alert told is true, but the answer that shows the 53'
# goals hides Paulinho's 21' own goal (its score and row stepped back for one poll), so it reaches the channel
# after them. We tell what the provider shows, as it shows it.
STEP_BACK_TICKS = [("NS",), ("1H", 19), ("1H", 20), ("1H", 21), ("1H", 22), ("1H", 37), ("1H", 39)]
STEP_BACK_TICKS += [("HT", 45), ("2H", 53), ("2H", 57), ("FT", 90)]
OPEN_AN_EARLIER_GOAL_HIDDEN_BY_A_STEP_BACK = Scenario(
    history(
        STEP_BACK_TICKS,
        [
            Goal(2, AWAY, KANE, (20, 0), detail="Own Goal"),
            Goal(2, HOME, (900201, "Rodrigo Bentancur"), (20, 0), detail="Penalty"),
            Goal(3, HOME, (900104, "Manuel Ugarte"), (21, 0), detail="Own Goal"),
            Goal(3, HOME, (900102, "Paulinho"), (21, 0), detail="Own Goal"),
            Goal(
                5, HOME, KANE, (37, 0), var_at=8, var_minute=(39, 0), var_detail="Goal Disallowed - offside"
            ),
            Goal(8, AWAY, (900101, "Marcus Edwards"), (53, 0), detail="Penalty"),
            Goal(
                8,
                AWAY,
                (900104, "Manuel Ugarte"),
                (53, 0),
                var_at=10,
                var_minute=(53, 0),
                var_detail="Goal cancelled - foul",
            ),
        ],
    ),
    (Answer(2, unscored=True), Answer(2), Answer(9, "drop", (3, False)), Answer(9), Answer(10)),
)


@pytest.mark.xfail(strict=True, raises=AssertionError, reason="open: an earlier goal hidden by a step back")
def test_open_an_earlier_goal_hidden_by_a_step_back_comes_after_later_ones():
    only_news_is_told_and_all_of_it_once(run(OPEN_AN_EARLIER_GOAL_HIDDEN_BY_A_STEP_BACK))
