"""API-Football for /next, /fixtures, /results and /scorers, against real recorded payloads: a team's or a
competition's matches in a date range (postponed ones marked) and the top scorers and assists tables."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from bot.providers.api_football import ApiFootballClient, parse_fixture, parse_top_scorers
from bot.providers.codec import (
    snapshot_from_json,
    snapshot_to_json,
    top_scorers_from_json,
    top_scorers_to_json,
)
from bot.providers.errors import QuotaExhausted, RequestRejected
from bot.providers.model import MatchSnapshot, Status
from bot.store.calendar import moved_since

DIR = Path(__file__).resolve().parents[1] / "fixtures" / "providers" / "api-football"
BASE = "https://v3.football.api-sports.io/"


def load(name: str) -> Any:
    return json.loads((DIR / name).read_text(encoding="utf-8"))


class Recorded:
    """A client whose every request is answered with one recorded body, and remembered."""

    def __init__(self, body: Any, status: int = 200) -> None:
        self.requests: list[httpx.Request] = []
        self.body, self.status = body, status

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if self.status == 204:
            return httpx.Response(204)
        return httpx.Response(self.status, json=self.body)

    def client(self) -> ApiFootballClient:
        return ApiFootballClient(httpx.AsyncClient(base_url=BASE, transport=httpx.MockTransport(self)))

    @property
    def asked(self) -> tuple[str, dict[str, str]]:
        last = self.requests[-1]
        return last.url.path, dict(last.url.params)


# ------------------------------------------------------------------------------- fixtures and results


@pytest.mark.parametrize(
    ("name", "status", "kickoff", "round_name", "venue", "score"),
    [
        (
            "placar_agenda_fixture_PST.json",
            Status.POSTPONED,
            "2026-09-04T12:00",
            "Regular Season - 2",
            "",
            "0-0",
        ),
        (
            "placar_agenda_fixture_NS.json",
            Status.SCHEDULED,
            "2026-09-04T12:15",
            "Regular Season - 3",
            "Sultan Hassanal Bolkiah Stadium",
            "0-0",
        ),
        (
            "placar_agenda_fixture_FT.json",
            Status.FINISHED,
            "2026-09-04T00:00",
            "Regular Season - 28",
            "Estadio Federativo Reina del Cisne",
            "1-1",
        ),
    ],
)
def test_a_day_of_fixtures_and_results(name, status, kickoff, round_name, venue, score):
    """Real `fixtures?date=` objects: a postponed match is marked as such, never as "not started"."""
    snap = parse_fixture(load(name))
    assert snap.status is status and snap.kickoff.tzinfo is UTC
    assert snap.kickoff.isoformat().startswith(kickoff)
    assert (snap.competition.round, snap.venue, str(snap.score), snap.minute) == (
        round_name,
        venue,
        score,
        snap.minute if status is Status.FINISHED else None,
    )
    assert snap.status.is_terminal is (status in (Status.POSTPONED, Status.FINISHED))


def kickoff_moved(before: MatchSnapshot | None, after: MatchSnapshot) -> bool:
    """Whether the calendar would mark `after` moved, had it stored `before`."""
    stored = None if before is None else (before.kickoff.timestamp(), 0.0, before.time_confirmed)
    return moved_since(stored, after.kickoff.timestamp()) != 0.0


def test_a_postponed_match_given_a_new_date_is_rescheduled():
    postponed = parse_fixture(load("placar_agenda_fixture_PST.json"))
    later = replace(postponed, status=Status.SCHEDULED, kickoff=datetime(2026, 9, 16, 13, 0, tzinfo=UTC))
    assert kickoff_moved(postponed, later)
    assert not kickoff_moved(postponed, postponed) and not kickoff_moved(None, later)
    assert not kickoff_moved(later, replace(later, status=Status.POSTPONED))  # postponed, not yet moved


async def test_a_competitions_matches_in_a_date_range_are_one_call():
    recorded = Recorded(load("syurchen93_fixtures-bundes-ns-pst.json"))
    client = recorded.client()
    snaps = await client.competition_matches(78, 2023, date(2024, 3, 30), date(2024, 3, 31))
    assert recorded.asked == (
        "/fixtures",
        {"league": "78", "season": "2023", "from": "2024-03-30", "to": "2024-03-31"},
    )
    assert len(recorded.requests) == 1
    # The recorded answer holds the whole season's fixtures: only the two days asked for are kept, by kick-off.
    assert snaps and {s.kickoff.date() for s in snaps} == {date(2024, 3, 30), date(2024, 3, 31)}
    assert [s.kickoff for s in snaps] == sorted(s.kickoff for s in snaps)
    bayern = next(s for s in snaps if s.home.id == 157)
    assert (bayern.status, bayern.venue, bayern.competition.round) == (
        Status.SCHEDULED,
        "Allianz Arena",
        "Regular Season - 27",
    )
    await client.aclose()


async def test_a_teams_matches_in_a_date_range_name_the_team_and_season():
    recorded = Recorded(load("syurchen93_fixtures-bundes-ns-pst.json"))
    client = recorded.client()
    snaps = await client.team_matches(157, 2023, date(2024, 3, 25), date(2024, 4, 2))
    assert recorded.asked == (
        "/fixtures",
        {"team": "157", "season": "2023", "from": "2024-03-25", "to": "2024-04-02"},
    )
    assert snaps and all(date(2024, 3, 25) <= s.kickoff.date() <= date(2024, 4, 2) for s in snaps)
    await client.aclose()


@pytest.mark.parametrize(
    ("body", "status", "error"),
    [
        (load("syurchen93_team-leipzig-error.json"), 200, RequestRejected),  # errors object in an HTTP 200
        (
            {
                "get": "fixtures",
                "parameters": [],
                "errors": {"requests": "You have reached the request limit"},
            },
            200,
            QuotaExhausted,
        ),
    ],
)
async def test_errors_in_a_range_answer_are_the_clients_typed_errors(body, status, error):
    body = {"results": 0, "response": []} | body
    client = Recorded(body, status).client()
    with pytest.raises(error):
        await client.team_matches(47, 2022, date(2022, 10, 1), date(2022, 10, 31))
    await client.aclose()


@pytest.mark.parametrize(
    ("body", "status"), [(load("placar_envelope_agenda_date_empty.json"), 200), (None, 204)]
)
async def test_an_empty_answer_is_no_matches_and_no_scorers(body, status):
    client = Recorded(body, status).client()
    assert await client.competition_matches(2, 2022, date(2022, 10, 1), date(2022, 10, 2)) == []
    table = await client.top_scorers(2, 2022)
    assert (table.rows, table.competition.id, table.competition.season, table.scope) == ((), 2, 2022, "")
    await client.aclose()


# ------------------------------------------------------------------------------- top scorers and assists


def test_champions_league_top_scorers():
    table = parse_top_scorers(load("voltair88_players_topscorers_league2_season2020.json"), 2, 2020)
    assert (table.competition.name, table.competition.season, table.scope, table.ranked_by) == (
        "UEFA Champions League",
        2020,
        "",
        "goals",
    )
    assert len(table.rows) == 20 and [r.rank for r in table.rows] == list(range(1, 21))
    haaland = table.rows[0]
    assert (haaland.player.name, haaland.team.name, haaland.goals) == ("E. Haaland", "Borussia Dortmund", 10)
    assert (haaland.assists, haaland.penalties, haaland.played) == (2, 1, 7)
    # API-Football sends null assists for a player it credits with none: "not said", never a made-up zero.
    en_nesyri = next(r for r in table.rows if r.player.id == 47422)
    assert (en_nesyri.goals, en_nesyri.assists) == (6, None)
    messi = next(r for r in table.rows if r.player.name == "L. Messi")
    assert (messi.goals, messi.penalties) == (5, 4)


def test_league_top_scorers_and_top_assists():
    scorers = parse_top_scorers(
        load("spandanjogannagari_players_topscorers_league140_season2022.json"), 140, 2022
    )
    assert scorers.rows[0].player.name == "R. Lewandowski" and scorers.rows[0].goals == 9
    assists = parse_top_scorers(
        load("spandanjogannagari_players_topassists_league140_season2022.json"), 140, 2022, "assists"
    )
    merino = assists.rows[0]
    assert (assists.ranked_by, merino.player.name, merino.assists, merino.goals) == (
        "assists",
        "Mikel Merino",
        4,
        0,
    )
    assert [r.assists for r in assists.rows] == sorted((r.assists or 0 for r in assists.rows), reverse=True)


def test_a_player_with_two_clubs_in_the_competition_is_summed_and_an_unreadable_row_skipped():
    payload = load("voltair88_players_topscorers_league2_season2020.json")
    first = payload["response"][0]
    moved = json.loads(json.dumps(first["statistics"][0]))
    moved["team"] = {"id": 1, "name": "Earlier club"}
    first["statistics"].append(moved)  # synthetic: the documented shape of a mid-season move
    payload["response"][1] = {"player": None, "statistics": []}
    table = parse_top_scorers(payload, 2, 2020)
    assert (table.rows[0].goals, table.rows[0].assists, table.rows[0].team.name) == (
        20,
        4,
        "Borussia Dortmund",
    )
    assert [r.rank for r in table.rows[:2]] == [1, 3]  # the skipped row keeps its place empty


async def test_top_scorers_and_assists_are_one_call_each():
    recorded = Recorded(load("voltair88_players_topscorers_league2_season2020.json"))
    client = recorded.client()
    table = await client.top_scorers(2, 2020, limit=5)
    assert recorded.asked == ("/players/topscorers", {"league": "2", "season": "2020"})
    assert len(table.rows) == 5 and table.rows[-1].rank == 5
    recorded.body = load("spandanjogannagari_players_topassists_league140_season2022.json")
    assists = await client.top_assists(140, 2022)
    assert recorded.asked == ("/players/topassists", {"league": "140", "season": "2022"})
    assert len(recorded.requests) == 2 and assists.ranked_by == "assists" and len(assists.rows) == 20
    await client.aclose()


async def test_a_quota_error_on_top_scorers_is_typed():
    body = {
        "get": "players/topscorers",
        "parameters": [],
        "errors": {"requests": "limit"},
        "results": 0,
        "response": [],
    }
    client = Recorded(body).client()
    with pytest.raises(QuotaExhausted):
        await client.top_scorers(2, 2020)
    await client.aclose()


def test_a_top_scorers_table_is_stored_by_name_and_read_back():
    table = parse_top_scorers(load("voltair88_players_topscorers_league2_season2020.json"), 2, 2020)
    assert top_scorers_from_json(top_scorers_to_json(table)) == table
    data = json.loads(top_scorers_to_json(replace(table, scope="Group D")))
    assert data["scope"] == "Group D" and data["rows"][5]["assists"] is None
    del data["scope"], data["rows"][0]["played"]  # an older row: the fields it lacks take their defaults
    assert top_scorers_from_json(json.dumps(data)).rows[0].played is None


# ------------------------------------------------------------------------------- kick-off time not yet fixed


async def test_a_fixture_whose_time_is_to_be_defined_is_not_confirmed():
    """A real team range answer: TBD ("Time to be defined") fixtures carry a placeholder 00:00 UTC on a day
    that may still change; NS fixtures carry their fixed time."""
    recorded = Recorded(load("psg_fixtures_team85_season2023_TBD.json"))
    client = recorded.client()
    snaps = await client.team_matches(85, 2023, date(2024, 3, 21), date(2024, 7, 21))
    tbd = {s.id: s for s in snaps if not s.time_confirmed}
    assert sorted(tbd) == [1045136, 1045142, 1045151, 1045163]
    lorient = tbd[1045136]
    assert (lorient.status, lorient.home.name, lorient.venue) == (
        Status.SCHEDULED,
        "Lorient",
        "Stade Yves Allainmat - Le Moustoir",
    )
    assert lorient.kickoff == datetime(2024, 4, 14, tzinfo=UTC)  # the placeholder, kept as sent
    timed = next(s for s in snaps if s.id == 1045116)
    assert timed.time_confirmed and timed.kickoff == datetime(2024, 3, 31, 18, 45, tzinfo=UTC)
    await client.aclose()


def test_a_to_be_defined_placeholder_is_not_always_midnight_and_every_other_status_is_confirmed():
    sochi = parse_fixture(load("spartak_fixture_TBD_placeholder_1600.json"))
    assert not sochi.time_confirmed and sochi.kickoff == datetime(2024, 4, 14, 16, 0, tzinfo=UTC)
    for name in (
        "placar_agenda_fixture_NS.json",
        "placar_agenda_fixture_PST.json",
        "placar_agenda_fixture_FT.json",
    ):
        assert parse_fixture(load(name)).time_confirmed
    live = parse_fixture(load("placar_live_fixture_2H_var_goal_cancelled.json"))
    assert live.time_confirmed


def test_a_time_being_fixed_is_no_move_but_a_fixed_time_changing_is():
    tbd = parse_fixture(load("spartak_fixture_TBD_placeholder_1600.json"))
    fixed = replace(tbd, time_confirmed=True, kickoff=datetime(2024, 4, 13, 13, 30, tzinfo=UTC))
    assert not kickoff_moved(tbd, fixed)  # the provisional day and hour were never a kick-off
    assert kickoff_moved(fixed, replace(fixed, kickoff=fixed.kickoff + timedelta(days=1)))
    assert kickoff_moved(
        fixed, replace(tbd, kickoff=fixed.kickoff + timedelta(days=3))
    )  # fixed, then unfixed


def test_whether_the_time_is_confirmed_is_stored_and_read_back():
    tbd = parse_fixture(load("spartak_fixture_TBD_placeholder_1600.json"))
    assert snapshot_from_json(snapshot_to_json(tbd)) == tbd
    data = json.loads(snapshot_to_json(tbd))
    del data["time_confirmed"]  # a row stored before the flag existed: read as confirmed, as it was shown
    assert snapshot_from_json(json.dumps(data)).time_confirmed
