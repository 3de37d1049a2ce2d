"""football-data.org v4 for /next, /fixtures, /results and /scorers, against real recorded payloads: a team's or
a competition's matches in a date range (postponed ones marked) and the scorers table."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from bot.providers.errors import BadPayload, ProviderAuthError, RateLimited
from bot.providers.football_data import FootballDataClient, parse_match, parse_scorers
from bot.providers.model import Status

DIR = Path(__file__).resolve().parents[1] / "fixtures" / "providers" / "football-data"
BASE = "https://api.football-data.org/v4/"
TEAM_LIST = "crllnkhoa_teams_65_matches_PL_CL_2023.json"
PL_RANGE = "anisrahman_competitions_PL_matches_dateFrom_2025-12-20_dateTo_2026-01-26.json"
PL_SCORERS = "anisrahman_competitions_PL_scorers_limit20_2025.json"


def load(name: str) -> Any:
    return json.loads((DIR / name).read_text(encoding="utf-8"))


class Recorded:
    """A client whose every request is answered with one recorded body, and remembered."""

    def __init__(self, body: Any, status: int = 200, headers: dict[str, str] | None = None) -> None:
        self.requests: list[httpx.Request] = []
        self.body, self.status, self.headers = body, status, headers or {}

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return httpx.Response(self.status, json=self.body, headers=self.headers)

    def client(self) -> FootballDataClient:
        return FootballDataClient(httpx.AsyncClient(base_url=BASE, transport=httpx.MockTransport(self)))

    @property
    def asked(self) -> tuple[str, dict[str, str]]:
        last = self.requests[-1]
        return last.url.path, dict(last.url.params)


# ------------------------------------------------------------------------------- fixtures and results


async def test_a_teams_matches_in_a_date_range_mark_the_postponed_one():
    recorded = Recorded(load(TEAM_LIST))
    client = recorded.client()
    snaps = await client.team_matches(65, 2023, date(2023, 12, 16), date(2023, 12, 30))
    # dateTo is asked one day later (it has been exclusive on some plans) and the answer trimmed to the range.
    assert recorded.asked == ("/v4/teams/65/matches", {"dateFrom": "2023-12-16", "dateTo": "2023-12-31"})
    assert len(recorded.requests) == 1
    assert {s.kickoff.date() for s in snaps} <= {date(2023, 12, d) for d in range(16, 31)}
    assert [s.kickoff for s in snaps] == sorted(s.kickoff for s in snaps)
    postponed = next(s for s in snaps if s.id == 436118)
    # A postponed match is parked at midnight UTC on its old day until it has a new date.
    assert (postponed.status, postponed.home.name, postponed.away.name) == (
        Status.POSTPONED,
        "Man City",
        "Brentford",
    )
    assert postponed.kickoff.isoformat() == "2023-12-23T00:00:00+00:00" and postponed.status.is_terminal
    await client.aclose()


def test_group_stage_matches_carry_round_and_group():
    matches = [parse_match(m) for m in load(TEAM_LIST)["matches"]]
    group = next(m for m in matches if m.competition.group)
    assert (group.competition.group, group.competition.round) == ("Group G", "Group Stage")
    finished = next(m for m in matches if m.status is Status.FINISHED)
    assert finished.kickoff.tzinfo is UTC and finished.competition.name == "Premier League"


async def test_a_scheduled_match_has_no_confirmed_time_and_a_timed_one_has():
    """The real team list: SCHEDULED matches (date not finalised, no exact time) are parked at 00:00 UTC on a
    provisional day; TIMED ones carry their fixed time; played and postponed ones are what they were."""
    recorded = Recorded(load(TEAM_LIST))
    client = recorded.client()
    snaps = await client.team_matches(65, 2023, date(2024, 2, 24), date(2024, 3, 10))
    by_id = {s.id: s for s in snaps}
    derby = by_id[436208]  # Man City v Man United, SCHEDULED
    assert (derby.status, derby.home.name, derby.away.name, derby.time_confirmed) == (
        Status.SCHEDULED,
        "Man City",
        "Man United",
        False,
    )
    assert derby.kickoff == datetime(2024, 3, 2, tzinfo=UTC)  # the placeholder, kept as sent
    bournemouth = by_id[436193]  # TIMED
    assert bournemouth.time_confirmed and bournemouth.kickoff == datetime(2024, 2, 24, 17, 0, tzinfo=UTC)
    everything = [parse_match(m) for m in load(TEAM_LIST)["matches"]]
    raw = {m["id"]: m["status"] for m in load(TEAM_LIST)["matches"]}
    assert {s.id for s in everything if not s.time_confirmed} == {
        i for i, st in raw.items() if st == "SCHEDULED"
    }
    assert len([s for s in everything if not s.time_confirmed]) == 11
    await client.aclose()


async def test_a_competitions_matches_in_a_date_range_are_one_call():
    recorded = Recorded(load(PL_RANGE))
    client = recorded.client()
    snaps = await client.competition_matches(2021, 2025, date(2025, 12, 26), date(2025, 12, 28))
    assert recorded.asked == (
        "/v4/competitions/2021/matches",
        {"dateFrom": "2025-12-26", "dateTo": "2025-12-29"},
    )
    assert snaps and {s.kickoff.date() for s in snaps} == {date(2025, 12, d) for d in (26, 27, 28)}
    statuses = {s.status for s in snaps}
    assert Status.FINISHED in statuses and Status.SCHEDULED in statuses
    newcastle = parse_match(load(PL_RANGE)["matches"][0])
    assert (str(newcastle.score), newcastle.competition.round, newcastle.competition.season) == (
        "2-2",
        "Regular Season",
        2025,
    )
    await client.aclose()


@pytest.mark.parametrize(
    ("status", "body", "headers", "error"),
    [
        (
            403,
            {"message": "The resource you are looking for is restricted.", "errorCode": 403},
            {},
            ProviderAuthError,
        ),
        (
            429,
            {"message": "You reached your request limit. Wait 28 seconds.", "errorCode": 429},
            {},
            RateLimited,
        ),
        (200, ["not", "an", "object"], {}, BadPayload),
    ],
)
async def test_errors_on_the_new_endpoints_are_the_clients_typed_errors(status, body, headers, error):
    client = Recorded(body, status, headers).client()
    with pytest.raises(error):
        await client.competition_matches(2001, 2022, date(2022, 10, 1), date(2022, 10, 31))
    with pytest.raises(error):
        await client.top_scorers(2001, 2022)
    await client.aclose()


async def test_an_empty_answer_is_no_matches():
    client = Recorded({"filters": {}, "resultSet": {"count": 0}, "matches": []}).client()
    assert await client.team_matches(73, 2022, date(2022, 10, 1), date(2022, 10, 2)) == []
    await client.aclose()


# ------------------------------------------------------------------------------- scorers


def test_the_scorers_table_with_matches_played():
    table = parse_scorers(load(PL_SCORERS))
    assert (table.competition.id, table.competition.name, table.competition.season, table.scope) == (
        2021,
        "Premier League",
        2025,
        "",
    )
    assert len(table.rows) == 20 and [r.rank for r in table.rows] == list(range(1, 21))
    haaland = table.rows[0]
    assert (haaland.player.name, haaland.team.name, haaland.goals, haaland.assists) == (
        "Erling Haaland",
        "Man City",
        19,
        4,
    )
    assert (haaland.penalties, haaland.played) == (1, 18)
    # null is "not said", never a made-up zero: Mateta has no assists on record, Ekitike no penalties.
    mateta = table.rows[5]
    assert (mateta.player.name, mateta.goals, mateta.assists, mateta.penalties) == (
        "Jean-Philippe Mateta",
        7,
        None,
        3,
    )
    ekitike = table.rows[3]
    assert (ekitike.player.name, ekitike.assists, ekitike.penalties) == ("Hugo Ekitike", 2, None)


def test_an_older_scorers_answer_without_matches_played():
    """The bare `scorers` array of the 2022 World Cup, recorded before v4 sent `playedMatches`."""
    table = parse_scorers(load("mouasit_competitions_WC_scorers_2022_array.json"), 2000, 2022)
    assert (table.competition.id, table.competition.season) == (2000, 2022)
    mbappe = table.rows[0]
    assert (mbappe.player.name, mbappe.team.name, mbappe.goals, mbappe.assists) == (
        "Kylian Mbappé",
        "France",
        5,
        2,
    )
    assert (mbappe.penalties, mbappe.played) == (None, None)
    assert all(r.played is None for r in table.rows) and len(table.rows) == 10


async def test_scorers_are_one_call_with_season_and_limit():
    recorded = Recorded(load(PL_SCORERS))
    client = recorded.client()
    table = await client.top_scorers(2021, 2025, limit=20)
    assert recorded.asked == ("/v4/competitions/2021/scorers", {"season": "2025", "limit": "20"})
    assert len(recorded.requests) == 1 and table.rows[0].goals == 19
    await client.aclose()


def test_a_scorers_answer_without_a_list_is_a_bad_payload():
    with pytest.raises(BadPayload):
        parse_scorers({"count": 0, "filters": {}})
