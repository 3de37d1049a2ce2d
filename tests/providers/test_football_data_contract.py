"""Every real football-data.org v4 payload parses into the normalised model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.providers.football_data import group_name, parse_match, parse_standings
from bot.providers.model import EventKind, Score, Status

DIR = Path(__file__).resolve().parents[1] / "fixtures" / "providers" / "football-data"


def load(name: str):
    return json.loads((DIR / name).read_text(encoding="utf-8"))


def test_docs_match_with_goals_bookings_and_subs():
    m = parse_match(load("docs_v4_matches_330299_finished_with_goals_bookings_subs.json"))
    assert m.status is Status.FINISHED and str(m.score) == "1-1" and str(m.minute) == "90+7'"
    goals = [e for e in m.events if e.kind.is_goal]
    assert [(e.kind, str(e.minute), e.player.name) for e in goals] == [
        (EventKind.PENALTY_GOAL, "28'", "Dimitri Payet"),
        (EventKind.GOAL, "90'", "Yoann Touzghar"),
    ]
    assert any(e.kind is EventKind.YELLOW for e in m.events)
    assert any(e.kind is EventKind.SUBSTITUTION and e.assist for e in m.events)
    assert m.referee and len(m.coaches) == 2


@pytest.mark.parametrize(
    "name",
    [
        "crllnkhoa_teams_65_matches_PL_CL_2023.json",
        "crllnkhoa_matches_dateFrom_2023-12-29.json",
        "taminororo_competitions_PL_matches_status_SCHEDULED_2025.json",
    ],
)
def test_match_lists(name):
    matches = [parse_match(m) for m in load(name)["matches"]]
    assert matches
    assert all(m.kickoff.tzinfo is not None for m in matches)


def test_statuses_and_groups_from_the_team_list():
    matches = [parse_match(m) for m in load("crllnkhoa_teams_65_matches_PL_CL_2023.json")["matches"]]
    assert {Status.FINISHED, Status.POSTPONED, Status.SCHEDULED} <= {m.status for m in matches}
    assert "Group G" in {m.competition.group for m in matches}  # GROUP_G normalised


def test_scheduled_filter_returns_timed_matches():
    raw = load("taminororo_competitions_PL_matches_status_SCHEDULED_2025.json")
    assert {m["status"] for m in raw["matches"]} == {"TIMED"}
    assert {parse_match(m).status for m in raw["matches"]} == {Status.SCHEDULED}


@pytest.mark.parametrize(
    "name",
    ["crllnkhoa_competitions_PL_standings_2023_md19.json", "taminororo_competitions_PL_standings_2025.json"],
)
def test_total_only_standings(name):
    s = parse_standings(load(name))
    assert len(s.tables) == 1 and len(s.tables[0].rows) == 20
    assert s.tables[0].rows[0].rank == 1


def test_group_standings_shape_from_the_docs():
    """Synthetic: no real v4 group payload exists; this is the documented LEAGUE_CUP shape."""
    row = {
        "position": 1,
        "team": {"id": 73, "name": "Tottenham Hotspur FC", "shortName": "Tottenham"},
        "playedGames": 5,
        "won": 2,
        "draw": 2,
        "lost": 1,
        "points": 8,
        "goalsFor": 6,
        "goalsAgainst": 5,
    }
    payload = {
        "competition": {"id": 2001, "name": "UEFA Champions League"},
        "season": {"startDate": "2022-09-06"},
        "standings": [
            {"stage": "GROUP_STAGE", "type": "TOTAL", "group": "GROUP_D", "table": [row]},
            {"stage": "GROUP_STAGE", "type": "HOME", "group": "GROUP_D", "table": [row]},
        ],
    }
    s = parse_standings(payload)
    assert [t.name for t in s.tables] == ["Group D"] and s.tables[0].rows[0].team.name == "Tottenham"


def test_group_name_normalised():
    assert group_name("GROUP_A") == group_name("Group A") == "Group A"


def test_shootout_score_excludes_the_kicks():
    raw = load("docs_v4_matches_330299_finished_with_goals_bookings_subs.json")
    raw["score"] = {
        "winner": "HOME_TEAM",
        "duration": "PENALTY_SHOOTOUT",
        "fullTime": {"home": 5, "away": 4},
        "halfTime": {"home": 0, "away": 1},
        "regularTime": {"home": 1, "away": 1},
        "extraTime": {"home": 0, "away": 0},
        "penalties": {"home": 4, "away": 3},
    }
    m = parse_match(raw)
    assert m.status is Status.FINISHED_PENALTIES and str(m.score) == "1-1" and str(m.penalties) == "4-3"


def test_the_half_time_score_is_read():
    raw = load("docs_v4_matches_330299_finished_with_goals_bookings_subs.json")
    assert parse_match(raw).half_time == Score(
        raw["score"]["halfTime"]["home"], raw["score"]["halfTime"]["away"]
    )


def test_an_award_with_no_full_time_score_has_its_score_not_known():
    raw = load("docs_v4_matches_330299_finished_with_goals_bookings_subs.json")
    raw["status"] = "AWARDED"
    raw["score"] = {"winner": None, "duration": "REGULAR", "fullTime": {"home": None, "away": None}}
    m = parse_match(raw)
    assert m.status is Status.AWARDED and not m.score_known
    raw["score"]["fullTime"] = {"home": 3, "away": 0}
    assert parse_match(raw).score_known and str(parse_match(raw).score) == "3-0"
