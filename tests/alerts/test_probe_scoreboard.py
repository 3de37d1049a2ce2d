"""Found probing the live scoreboard as fans would: what a closed board says about a match that did not finish,
a goalless full time, and the bot's own words for a goal ("penalty", "own goal") in a channel's language, on
the board and in the goal alert alike."""

from __future__ import annotations

from bot.alerts.format import format_alert
from bot.alerts.model import Alert, AlertKind
from bot.alerts.scoreboard import build_board
from bot.alerts.scoreboard_format import render_board
from bot.providers.api_football import parse_fixture
from bot.providers.model import Minute, Score
from tests.providers.builders import AWAY, HOME, event, fixture

KANE = (184, "Harry Kane")
SON = (7, "Son Heung-min")
KANE_GOAL = event(22, "Goal", "Normal Goal", HOME, KANE)


def board_lines(status: str, score: tuple[int, int], events: list, lang: str = "en") -> list[str]:
    snap = parse_fixture(fixture(status, 60 if status != "FT" else 90, score, events))
    return render_board(build_board(snap, []), lang=lang).text.splitlines()


def test_an_abandoned_match_is_never_called_a_final_score():
    lines = board_lines("ABD", (1, 0), [KANE_GOAL])
    assert lines[0] == "🏁 ABANDONED · Tottenham Hotspur 1-0 Sporting CP"
    assert lines[-1] == "UEFA Champions League · score when play stopped"
    assert (
        board_lines("ABD", (1, 0), [KANE_GOAL], "de")[-1] == "UEFA Champions League · Spielstand beim Abbruch"
    )


def test_finished_and_awarded_matches_keep_their_final_score():
    assert board_lines("FT", (1, 0), [KANE_GOAL])[-1] == "UEFA Champions League · final score"
    assert board_lines("AWD", (3, 0), [])[-1] == "UEFA Champions League · final score"


def test_a_goalless_full_time_says_no_goals_not_no_goals_yet():
    assert board_lines("FT", (0, 0), []) == [
        "🏁 FULL TIME · Tottenham Hotspur 0-0 Sporting CP",
        "No goals.",
        "UEFA Champions League · final score",
    ]
    assert board_lines("2H", (0, 0), [])[1] == "No goals yet."  # still being played
    assert board_lines("FT", (0, 0), [], "pt")[1] == "Sem gols."


def test_a_penalty_and_an_own_goal_read_in_the_channels_language_on_the_board():
    events = [event(5, "Goal", "Penalty", HOME, KANE), event(50, "Goal", "Own Goal", AWAY, SON)]
    assert board_lines("2H", (1, 1), events, "de")[1:3] == [
        "⚽ 5' Harry Kane (Elfmeter) (Tottenham Hotspur)",
        "⚽ 50' Son Heung-min (Eigentor) (Sporting CP)",
    ]
    assert (
        board_lines("2H", (1, 1), events, "fr")[2] == "⚽ 50' Son Heung-min (contre son camp) (Sporting CP)"
    )
    assert board_lines("2H", (1, 1), events)[1:3] == [  # English unchanged
        "⚽ 5' Harry Kane (penalty) (Tottenham Hotspur)",
        "⚽ 50' Son Heung-min (own goal) (Sporting CP)",
    ]


def test_a_penalty_reads_in_the_channels_language_in_the_goal_alert():
    goal = Alert(
        key="1001:goal:47:1",
        kind=AlertKind.GOAL,
        match_id=1001,
        competition_id=2,
        home_id=HOME,
        away_id=AWAY,
        competition="UEFA Champions League",
        home="Tottenham Hotspur",
        away="Sporting CP",
        score=Score(1, 0),
        minute=Minute(22),
        team="Tottenham Hotspur",
        team_id=HOME,
        player="Harry Kane",
        detail="penalty",
    )
    german = format_alert(goal, lang="de").text
    assert "Harry Kane (Elfmeter)" in german and "penalty" not in german
    assert "Harry Kane (penalty)" in format_alert(goal).text
