"""A match postponed, cancelled, suspended or abandoned is told to the channels that follow its full time.

These alerts were detected and stored, but their kind mapped to a subscription kind ("status") that no
channel can follow, so a channel following Spurs heard the kick-off and a goal, and then nothing at all
when the match was abandoned.
"""

from __future__ import annotations

import pytest

from bot.alerts.model import AlertKind
from bot.store import subscriptions as subs
from tests.alerts.rig import Rig
from tests.providers.builders import AWAY, HOME, event, fixture

KANE = (184, "Harry Kane")
GOAL = event(29, "Goal", "Normal Goal", HOME, KANE)


@pytest.fixture
def rig(tmp_path):
    r = Rig(tmp_path, merge=False)
    yield r
    r.close()


@pytest.mark.parametrize(
    ("short", "headline"),
    [
        ("ABD", "⚠ 30' ABANDONED  Tottenham Hotspur 1-0 Sporting CP"),
        ("SUSP", "⚠ 30' SUSPENDED  Tottenham Hotspur 1-0 Sporting CP"),
    ],
)
async def test_a_match_stopped_mid_way_is_told(rig, short, headline):
    rig.follow("all", "team", HOME)
    rig.follow("ft-only", "team", HOME, ("full-time",))
    rig.follow("goals-only", "team", HOME, ("goals",))
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 30, (1, 0), [GOAL]))
    await rig.step(fixture(short, 30, (1, 0), [GOAL]))
    assert rig.adapter.headlines("all")[-1] == headline
    assert rig.adapter.headlines("ft-only") == [headline]
    assert headline not in rig.adapter.headlines("goals-only")


@pytest.mark.parametrize(
    ("short", "headline", "line"),
    [
        ("PST", "📅 POSTPONED  Tottenham Hotspur v Sporting CP", "The match is postponed."),
        # not headed POSTPONED: a cancelled match will not be played
        ("CANC", "📅 CANCELLED  Tottenham Hotspur v Sporting CP", "The match has been cancelled."),
    ],
)
async def test_a_match_called_off_before_kick_off_is_told(rig, short, headline, line):
    rig.follow("all", "team", HOME)
    await rig.step(fixture("NS", None))
    rig.provider.show(fixture(short, None))
    await rig.watcher.load_schedule()  # a match called off is learned from the day's schedule
    await rig.sender.drain()
    [message] = rig.adapter.channels["all"]
    assert message.text.splitlines() == [headline, line]


def test_every_alert_a_detector_makes_has_a_kind_a_channel_can_follow():
    followable = set(subs.ALL_KINDS) | set(subs.OPTIONAL_KINDS)
    notices = {AlertKind.DATA_DELAYED, AlertKind.DATA_RESTORED}  # sent to chosen channels, not by kind
    assert {k for k in AlertKind if k not in notices and k.subscription_kind not in followable} == set()


async def test_a_match_awarded_is_told_with_the_awarded_result_and_no_goals(rig):
    """API-Football AWD (a technical loss) or football-data.org AWARDED: the result is decided off the pitch.
    It is told where full time would be, with the awarded score, which is never told as goals."""
    rig.follow("all", "team", HOME)
    rig.follow("ft-only", "team", HOME, ("full-time",))
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 30, (1, 0), [GOAL]))
    await rig.step(fixture("AWD", 30, (3, 0), [GOAL]))
    headline = "⚖ AWARDED  Tottenham Hotspur 3-0 Sporting CP"
    assert rig.adapter.headlines("all")[-2:] == [
        "⚽ 29' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        headline,
    ]
    assert rig.adapter.headlines("ft-only") == [headline]
    assert rig.adapter.channels["ft-only"][0].text.splitlines()[1] == "The result has been awarded: 3-0."


async def test_an_award_below_the_score_played_is_taken_as_given(rig):
    """An awarded score is the award, not play: a side's goals going down in it (Sporting's goal no longer
    counts in a 3-0 award) is no drop to hold until the clock moves (a terminal status's clock never does)."""
    rig.follow("all", "team", HOME)
    away_goal = event(20, "Goal", "Normal Goal", AWAY, (7, "Pedro Gonçalves"))
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 30, (0, 1), [away_goal]))
    for _ in range(5):
        await rig.step(fixture("AWD", 30, (3, 0), [away_goal]))
    assert rig.adapter.headlines("all")[-2:] == [
        "⚽ 20' GOAL  Tottenham Hotspur 0-1 Sporting CP · Pedro Gonçalves",
        "⚖ AWARDED  Tottenham Hotspur 3-0 Sporting CP",
    ]


async def test_an_award_with_no_score_given_tells_no_score(rig):
    """API-Football AWD with `goals` null: the award's score is not known, which is not 0-0."""
    rig.follow("ft-only", "team", HOME, ("full-time",))
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 30, (1, 0), [GOAL]))
    awarded = fixture("AWD", 30, (0, 0), [GOAL])
    awarded["goals"] = {"home": None, "away": None}
    await rig.step(awarded)
    [message] = rig.adapter.channels["ft-only"]
    assert message.text.splitlines() == [
        "⚖ AWARDED  Tottenham Hotspur v Sporting CP",
        "The result has been awarded.",
    ]
