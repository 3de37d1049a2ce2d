"""detect_alerts as a pure function: every decision a channel can be told about, and the minute as fans write it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.alerts.detect import detect, detect_alerts, stabilise
from bot.alerts.format import format_alert
from bot.alerts.model import AlertKind
from bot.providers.api_football import parse_fixture
from bot.providers.model import Person, Status
from tests.providers.builders import AWAY, HOME, event, fixture

KANE = (184, "Harry Kane")


def snap(*args, **kwargs):
    return parse_fixture(fixture(*args, **kwargs))


def diff(old, new):
    alerts, state = detect(old, stabilise(old, new))
    return alerts, state


@pytest.mark.parametrize(
    ("detail", "topic", "line"),
    [
        ("Penalty confirmed", "penalty-kick", "VAR decision: Penalty confirmed (Tottenham Hotspur)."),
        ("Penalty cancelled", "penalty-kick", "VAR decision: Penalty cancelled (Tottenham Hotspur)."),
        ("Penalty awarded", "penalty-kick", "VAR decision: Penalty awarded (Tottenham Hotspur)."),
        ("Card upgrade", "var", "VAR decision: Card upgrade (Tottenham Hotspur)."),
        ("Red card cancelled", "var", "VAR decision: Red card cancelled (Tottenham Hotspur)."),
        (
            "Something new",
            "var",
            "VAR decision: Something new (Tottenham Hotspur).",
        ),  # unknown details still told
    ],
)
def test_var_decisions_other_than_goals(detail, topic, line):
    old = snap("1H", 30)
    new = snap("1H", 31, events=[event(31, "Var", detail, HOME, KANE)])
    [alert] = detect_alerts(old, new)
    assert (alert.kind, alert.topic) == (AlertKind.VAR, topic)
    assert format_alert(alert).text.splitlines()[1] == line


def test_red_cards_for_players_second_yellows_and_officials():
    old = replace(snap("2H", 60), coaches=(Person(77, "Antonio Conte"),))
    new = snap(
        "2H",
        70,
        events=[
            event(61, "Card", "Red Card", AWAY, (5, "Sebastián Coates")),
            event(65, "Card", "Second Yellow card", HOME, (6, "Cristian Romero")),
            event(69, "Card", "Red Card", HOME, (77, "Antonio Conte")),
        ],
    )
    alerts = [a for a in diff(old, new)[0] if a.kind is AlertKind.RED_CARD]
    assert [(a.player, a.detail, a.official, a.topic) for a in alerts] == [
        ("Sebastián Coates", "", False, "red-card"),
        ("Cristian Romero", "second yellow", False, "second-yellow"),
        ("Antonio Conte", "", True, "team-officials"),
    ]
    assert (
        format_alert(alerts[2]).text.splitlines()[1]
        == "Antonio Conte (Tottenham Hotspur head coach, a team official) is sent off."
    )


def test_goal_kinds_and_minutes_as_fans_write_them():
    old = snap("1H", 44)
    new = snap(
        "HT",
        45,
        (2, 1),
        extra=4,
        events=[
            event(45, "Goal", "Penalty", HOME, KANE, extra=2),
            event(45, "Goal", "Own Goal", HOME, (9, "Gonçalo Inácio"), extra=3),
            event(45, "Goal", "Normal Goal", AWAY, (8, "Pedro Gonçalves"), extra=4),
        ],
    )
    alerts = detect_alerts(old, new)
    assert [format_alert(a).text.splitlines()[0] for a in alerts] == [
        "⚽ 45+2' GOAL  Tottenham Hotspur 1-0 Sporting CP · Harry Kane",
        "⚽ 45+3' GOAL  Tottenham Hotspur 2-0 Sporting CP · Gonçalo Inácio",
        "⚽ 45+4' GOAL  Tottenham Hotspur 2-1 Sporting CP · Pedro Gonçalves",
        "⏸ HT HALF-TIME  Tottenham Hotspur 2-1 Sporting CP",
    ]
    assert [a.detail for a in alerts[:3]] == ["penalty", "own goal", ""]


def test_missed_penalty_during_the_match():
    [alert] = detect_alerts(
        snap("2H", 70), snap("2H", 71, events=[event(71, "Goal", "Missed Penalty", AWAY, (3, "Paulinho"))])
    )
    assert alert.kind is AlertKind.PENALTY_MISSED and alert.topic == "penalty-kick"


@pytest.mark.parametrize(
    ("status", "kind", "line"),
    [
        ("PST", AlertKind.POSTPONED, "The match is postponed."),
        ("ABD", AlertKind.ABANDONED, "The match has been abandoned at 1-0."),
        ("SUSP", AlertKind.SUSPENDED, "Play is suspended."),
        ("CANC", AlertKind.CANCELLED, "The match has been cancelled."),
    ],
)
def test_postponed_suspended_abandoned(status, kind, line):
    old = snap("NS", None) if status in ("PST", "CANC") else snap("2H", 60, (1, 0))
    new = snap(
        status, None if status in ("PST", "CANC") else 61, (1, 0) if status not in ("PST", "CANC") else (0, 0)
    )
    alerts = [a for a in detect_alerts(old, new) if a.kind is kind]
    assert len(alerts) == 1 and format_alert(alerts[0]).text.splitlines()[1] == line


def test_extra_time_then_full_time_after_extra_time():
    alerts = detect_alerts(snap("2H", 90, (1, 1), extra=4), snap("ET", 91, (1, 1)))
    assert [a.kind for a in alerts] == [AlertKind.EXTRA_TIME]
    alerts = detect_alerts(
        snap("ET", 120, (1, 1)),
        snap("AET", 120, (2, 1), events=[event(118, "Goal", "Normal Goal", HOME, KANE)]),
    )
    assert [a.kind for a in alerts] == [AlertKind.GOAL, AlertKind.FULL_TIME]
    assert format_alert(alerts[1]).text.splitlines()[1] == "Tottenham Hotspur win 2-1 after extra time."


def test_a_status_that_steps_back_is_ignored_and_keys_are_deterministic():
    ht = snap("HT", 45)
    flapped = stabilise(ht, snap("1H", 45))
    assert flapped.status is Status.HALF_TIME
    new = snap("2H", 50, (1, 0), events=[event(49, "Goal", "Normal Goal", HOME, KANE)])
    assert [a.key for a in detect_alerts(ht, new)] == [a.key for a in detect_alerts(ht, new)]


def test_a_restart_mid_match_announces_nothing_old():
    assert (
        detect_alerts(None, snap("2H", 80, (3, 2), events=[event(10, "Goal", "Normal Goal", HOME, KANE)]))
        == []
    )
