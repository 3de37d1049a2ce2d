"""Offside scenarios: positions when the team-mate plays the ball, and how the ball arrived.

Positions are metres from the halfway line towards the opponents' goal line (52.5 is the goal line).
Each row is a ruling the offside topic teaches; the topic text is checked to teach it too.
"""

from __future__ import annotations

import pytest

from bot.laws import load_topics
from bot.laws.offside import OffsideCase, judge

GK = 51.0
CASES = [
    # (name, case, offence, the topic (and words) that teach it)
    (
        "nearer than ball and second-last, plays the ball",
        OffsideCase(40, 25, (GK, 36, 30)),
        True,
        ("offside", "nearer to their goal line than both the ball and the second-last opponent"),
    ),
    (
        "level with the second-last opponent",
        OffsideCase(36, 25, (GK, 36, 30)),
        False,
        ("offside", "level with the second-last opponent"),
    ),
    (
        "level with the last two opponents",
        OffsideCase(45, 20, (45, 45, 30)),
        False,
        ("offside", "last two opponents"),
    ),
    ("in own half", OffsideCase(-2, -10, (GK, -1, -3)), False, ("offside", "in their own half")),
    ("on the halfway line", OffsideCase(0, -10, (GK, -1, -3)), False, ("offside", "on the halfway line")),
    (
        "behind the ball (ball played backwards to him)",
        OffsideCase(44, 47, (GK, 46, 30)),
        False,
        ("offside", "behind or level with the ball"),
    ),
    (
        "ahead of a backward header: Kane v Sporting",
        OffsideCase(48.9, 48.6, (51.8, 48.2, 46.5), "deflection"),
        True,
        ("kane-sporting-2022", "deflection, not a deliberate play"),
    ),
    (
        "deflection off a defender does not reset",
        OffsideCase(40, 25, (GK, 36, 30), "deflection"),
        True,
        ("deliberate-play", "does not reset offside"),
    ),
    (
        "rebound off the post",
        OffsideCase(40, 25, (GK, 36, 30), "rebound"),
        True,
        ("offside", "rebounded or was deflected off the goalpost"),
    ),
    (
        "deliberate save by an outfield defender",
        OffsideCase(40, 25, (GK, 36, 30), "save"),
        True,
        ("deliberate-play", "whether the goalkeeper or an outfield player makes it"),
    ),
    (
        "deliberate play by a defender resets",
        OffsideCase(40, 25, (GK, 36, 30), "deliberate-play"),
        False,
        ("deliberate-play", "Only a deliberate play by an opponent"),
    ),
    (
        "goalkeeper off his line is the last opponent",
        OffsideCase(44, 20, (43, 40, 30)),
        True,
        ("offside", "the goalkeeper is an opponent like any other and counts"),
    ),
    ("from a throw-in", OffsideCase(40, 25, (GK, 36, 30), "throw-in"), False, ("offside", "throw-in")),
    (
        "from a corner kick",
        OffsideCase(50, 52.5, (GK, 36, 30), "corner-kick"),
        False,
        ("offside", "corner kick"),
    ),
    ("from a goal kick", OffsideCase(10, -47, (GK, 5, 2), "goal-kick"), False, ("offside", "goal kick")),
    (
        "from a free kick",
        OffsideCase(40, 20, (GK, 36, 30), "free-kick"),
        True,
        ("offside", "you can be offside from a free kick"),
    ),
    (
        "offside position, not involved",
        OffsideCase(40, 25, (GK, 36, 30), involvement="none"),
        False,
        ("offside", "Being in an offside position is not an offence"),
    ),
    (
        "blocks the goalkeeper's view",
        OffsideCase(50, 25, (GK, 36, 30), involvement="interferes-with-opponent"),
        True,
        ("offside", "line of vision"),
    ),
    (
        "arm ahead, body level: arms do not count",
        OffsideCase(36, 25, (GK, 36, 30), arm=36.4),
        False,
        ("offside", "hands and arms of every player"),
    ),
]


@pytest.mark.parametrize(("name", "case", "offence", "taught"), CASES, ids=[c[0] for c in CASES])
def test_ruling(name, case, offence, taught):
    ruling = judge(case)
    assert ruling.offence is offence, ruling.reason
    assert ruling.restart == ("indirect free kick to the defending team" if offence else "play on")
    topic_id, words = taught
    topic = load_topics()[topic_id]
    assert words.lower() in (topic.short + topic.detail + topic.misconception).lower()


def test_at_least_twelve_scenarios():
    assert len(CASES) >= 12
