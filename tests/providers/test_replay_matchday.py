"""The replay serves /next, /fixtures, /results and /scorers in both providers' shapes, read by the production
clients: Group D's results before the night, the night itself as the clock runs, matchday 6 as fixtures, and
a top-scorer table that says it covers only the goals the replay knows."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, date, datetime
from pathlib import Path

import httpx
import pytest

from bot.providers.api_football import ApiFootballClient
from bot.providers.errors import RequestRejected
from bot.providers.football_data import FootballDataClient
from bot.providers.model import MatchSnapshot, Status, TopScorers
from bot.providers.replay import ReplayClock, ScenarioError, load_scenario
from bot.providers.replay.api_football_shape import ApiFootballShape
from bot.providers.replay.football_data_shape import FootballDataShape
from bot.providers.replay.scenario import Scenario

SPURS, SPORTING, FRANKFURT, MARSEILLE = 47, 228, 169, 81
UCL, SEASON = 2, 2022
NIGHT = date(2022, 10, 26)
SCOPE = "Group D, only the goals whose scorer the replay's record names"


class Replay:
    """One provider's client reading the built-in scenario through that provider's replay shape."""

    def __init__(self, provider: str) -> None:
        self.scenario = load_scenario()
        self.clock = ReplayClock(self.scenario.moments(), start=self.scenario.start, speed=None)
        if provider == "api-football":
            shape: ApiFootballShape | FootballDataShape = ApiFootballShape(self.scenario, self.clock)
            http = httpx.AsyncClient(
                base_url="https://replay.invalid/", transport=httpx.MockTransport(shape.handle)
            )
            self.client: ApiFootballClient | FootballDataClient = ApiFootballClient(http)
            self.ids = {t: t for t in self.scenario.teams}
            self.competition = UCL
        else:
            fd = FootballDataShape(self.scenario, self.clock)
            http = httpx.AsyncClient(
                base_url="https://replay.invalid/v4/", transport=httpx.MockTransport(_handler(fd))
            )
            self.client = FootballDataClient(http)
            self.ids = {t: fd.team_id(t) for t in self.scenario.teams}
            self.competition = fd.competition_id

    def to_full_time(self) -> None:
        while not self.clock.finished:
            self.clock.step()

    async def team(self, team: int, start: date, end: date) -> list[MatchSnapshot]:
        return await self.client.team_matches(self.ids[team], SEASON, start, end)

    async def competition_matches(self, start: date, end: date) -> list[MatchSnapshot]:
        return await self.client.competition_matches(self.competition, SEASON, start, end)

    async def scorers(self) -> TopScorers:
        return await self.client.top_scorers(self.competition, SEASON)


def _handler(shape: FootballDataShape):
    def handle(request: httpx.Request) -> httpx.Response:
        status, body = shape.answer(request.url.path, dict(request.url.params))
        return httpx.Response(status, json=body, headers=shape.headers())

    return handle


@pytest.fixture(params=["api-football", "football-data"])
async def replay(request) -> AsyncIterator[Replay]:
    r = Replay(request.param)
    yield r
    await r.client.aclose()


def names(snaps: list[MatchSnapshot]) -> list[tuple[str, str, str, str]]:
    return [(s.kickoff.date().isoformat(), s.home.name, s.away.name, str(s.score)) for s in snaps]


async def test_next_spurs_before_the_night_is_the_night_then_marseille(replay):
    spurs = await replay.team(SPURS, NIGHT, date(2022, 11, 9))
    assert [(s.home.name, s.away.name, s.status) for s in spurs] == [
        ("Tottenham Hotspur", "Sporting CP", Status.SCHEDULED),
        ("Marseille", "Tottenham Hotspur", Status.SCHEDULED),
    ]
    marseille = spurs[1]
    assert marseille.kickoff == datetime(2022, 11, 1, 20, 0, tzinfo=UTC)  # 21:00 CET
    assert marseille.venue == "Stade Vélodrome"
    assert marseille.competition.round in ("Group Stage - 6", "Group Stage")


async def test_after_the_night_its_matches_are_results_and_matchday_6_still_upcoming(replay):
    replay.to_full_time()
    spurs = await replay.team(SPURS, NIGHT, date(2022, 11, 9))
    assert [(s.status, str(s.score)) for s in spurs] == [(Status.FINISHED, "1-1"), (Status.SCHEDULED, "0-0")]
    night = await replay.competition_matches(NIGHT, NIGHT)
    assert [(s.home.name, str(s.score), s.status) for s in night] == [
        ("Tottenham Hotspur", "1-1", Status.FINISHED),
        ("Eintracht Frankfurt", "2-1", Status.FINISHED),
    ]


async def test_results_of_matchdays_1_to_4_as_the_record_gives_them(replay):
    results = await replay.competition_matches(date(2022, 9, 1), date(2022, 10, 25))
    assert names(results) == [
        ("2022-09-07", "Tottenham Hotspur", "Marseille", "2-0"),
        ("2022-09-07", "Eintracht Frankfurt", "Sporting CP", "0-3"),
        ("2022-09-13", "Sporting CP", "Tottenham Hotspur", "2-0"),
        ("2022-09-13", "Marseille", "Eintracht Frankfurt", "0-1"),
        ("2022-10-04", "Marseille", "Sporting CP", "4-1"),
        ("2022-10-04", "Eintracht Frankfurt", "Tottenham Hotspur", "0-0"),
        ("2022-10-12", "Sporting CP", "Marseille", "0-2"),
        ("2022-10-12", "Tottenham Hotspur", "Eintracht Frankfurt", "3-2"),
    ]
    assert {s.status for s in results} == {Status.FINISHED}
    assert {s.competition.group for s in results} <= {"", "Group D"}


async def test_a_team_filter_keeps_only_that_teams_matches(replay):
    sporting = await replay.team(SPORTING, date(2022, 9, 1), date(2022, 11, 30))
    assert len(sporting) == 6
    assert all(SPORTING in (replay_id(replay, s.home.id), replay_id(replay, s.away.id)) for s in sporting)


def replay_id(replay: Replay, provider_id: int) -> int:
    return next(t for t, p in replay.ids.items() if p == provider_id)


async def test_the_nights_day_is_answered_as_before(replay):
    """fixtures_on(the night) and fixtures(ids) are what the live poller uses: still the night's two matches."""
    day = await replay.client.fixtures_on(NIGHT)
    assert [s.id for s in day] == [900001, 900002]
    assert [s.id for s in await replay.client.fixtures([900001, 900002])] == [900001, 900002]
    # A match of the calendar is known by its id too, as a real provider knows every match it lists.
    assert [(s.id, s.status) for s in await replay.client.fixtures([900061, 900022])] in (
        [(900022, Status.FINISHED), (900061, Status.SCHEDULED)],
        [(900061, Status.SCHEDULED), (900022, Status.FINISHED)],
    )


async def test_scorers_say_what_they_cover_and_follow_the_night(replay):
    before = await replay.scorers()
    assert before.scope == SCOPE
    assert [(r.player.name, r.goals) for r in before.rows[:1]] == [("Richarlison", 2)]
    replay.to_full_time()
    after = await replay.scorers()
    top = {r.player.name: (r.goals, r.penalties) for r in after.rows}
    assert top["Marcus Edwards"][0] == 2  # matchday 1 and tonight
    assert top["Mattéo Guendouzi"] == (2, 1)  # the penalty of matchday 4 and tonight
    assert "Harry Kane" not in top  # VAR took his goal away
    assert sum(r.goals for r in after.rows) == 13  # the goals whose scorer is on record, of the 25 scored
    assert all(r.assists is None and r.played is None for r in after.rows)  # not on record: not made up
    assert [r.rank for r in after.rows] == list(range(1, len(after.rows) + 1))


async def test_the_replay_answers_like_the_api_when_a_season_is_wrong():
    r = Replay("api-football")
    assert await r.client.competition_matches(UCL, 2021, date(2022, 9, 1), date(2022, 11, 30)) == []
    assert (await r.client.top_scorers(UCL, 2021)).rows == ()
    await r.client.aclose()


async def test_a_date_range_without_a_season_is_refused_as_the_api_does():
    r = Replay("api-football")
    shape = ApiFootballShape(r.scenario, r.clock)
    status, body = shape.answer("/fixtures", {"team": "47", "from": "2022-10-01", "to": "2022-10-31"})
    assert status == 200 and body["errors"] == {"season": "The Season field is required."}
    http = httpx.AsyncClient(base_url="https://replay.invalid/", transport=httpx.MockTransport(shape.handle))
    with pytest.raises(RequestRejected):
        await ApiFootballClient(http)._get("fixtures", {"team": 47, "from": "2022-10-01", "to": "2022-10-31"})
    await http.aclose()
    await r.client.aclose()


# ------------------------------------------------------------------------------- the scenario's calendar


def test_the_calendar_results_lead_to_the_table_before_the_night():
    """Every figure of the table follows from the four matchdays' results. The record's table
    (group-d-2022.md §3, whose goal figures are "computed from the results above") gives Sporting 5 goals
    for, one fewer than those results make (3-0, 2-0, 1-4, 0-2): the scenario uses the results' 6."""
    s = load_scenario()
    table = {row[0]: [0] * 7 for row in s.standings_before}
    for c in s.calendar:
        if c.score is None:
            continue
        for team, gf, ga in ((c.home, *c.score), (c.away, c.score[1], c.score[0])):
            p, w, d, lost, f, a, pts = table[team]
            won, drawn = gf > ga, gf == ga
            table[team] = [p + 1, w + won, d + drawn, lost + (gf < ga), f + gf, a + ga, pts + 3 * won + drawn]
    recorded = {row[0]: list(row[1:]) for row in s.standings_before}
    assert table == recorded


def test_shifting_the_night_moves_its_calendar_with_it():
    s = load_scenario()
    moved = s.shifted(datetime(2030, 1, 1, 19, 0, tzinfo=UTC))
    delta = moved.matches[0].kickoff - s.matches[0].kickoff
    assert all(b.kickoff - a.kickoff == delta for a, b in zip(s.calendar, moved.calendar, strict=True))


BASE_SCENARIO = (
    "[scenario]\nname='x'\n[competition]\nid=1\n[teams]\n1='A'\n2='B'\n[[matches]]\nid=5\nhome=1\naway=2\n"
    "kickoff='2022-10-26T19:00:00Z'\n[[calendar]]\nid=6\nmatchday=1\nhome=1\naway=2\n"
)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("date='2022-09-07'\nscore='2-0'\n", None),
        (
            "date='2022-09-07'\nscore='2:0'\n",
            "calendar match 6 has score '2:0', which is not a score like 2-0.",
        ),
        ("score='1-0'\n", "calendar match 6 needs either a kickoff (ending in Z) or a date, and not both."),
        (
            "date='2022-09-07'\nkickoff='2022-09-07T19:00:00Z'\nscore='1-0'\n",
            "needs either a kickoff (ending in Z) or a date, and not both.",
        ),
        (
            "date='2022-11-01'\nscore='1-0'\n",
            "has a score but is not before the night; a result must come before it.",
        ),
        ("date='2022-09-07'\n", "has no score but is not after the night; a fixture must come after it."),
        ("kickoff='2022-11-01T20:00:00'\n", "kickoff needs a timezone (end it with Z)."),
        (
            "date='2022-09-07'\nscore='1-0'\ngoals=[{at='3', team=1, player='a'}, {at='9', team=1, player='b'}]\n",
            "lists 2 goals for team 1 but its score gives it 1.",
        ),
        (
            "date='2022-09-07'\nscore='1-0'\ngoals=[{at='early', team=1, player='a'}]\n",
            "has a goal at 'early', which is not a minute like 22 or 90+5.",
        ),
        (
            "date='2022-09-07'\nscore='1-0'\ngoals=[{at='3', team=3, player='a'}]\n",
            "has a goal for a team not playing.",
        ),
        (
            "date='2022-09-07'\nscore='1-0'\ngoals=[{at='3', team=1, player='a', detail='Header'}]\n",
            "has a goal of kind 'Header'; use Normal Goal, Penalty or Own Goal.",
        ),
    ],
)
def test_a_broken_calendar_entry_is_one_sentence(tmp_path: Path, entry: str, message: str | None):
    path = tmp_path / "s.toml"
    path.write_text(BASE_SCENARIO + entry)
    if message is None:
        assert isinstance(load_scenario(path), Scenario)
        return
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert str(path) in str(err.value) and message in str(err.value) and str(err.value).count(". ") == 0


def test_a_calendar_match_reusing_an_id_or_naming_an_unknown_team(tmp_path: Path):
    path = tmp_path / "s.toml"
    path.write_text(BASE_SCENARIO.replace("id=6", "id=5") + "date='2022-09-07'\nscore='1-0'\n")
    with pytest.raises(ScenarioError, match="has the id of another match; give it an id of its own"):
        load_scenario(path)
    unknown = BASE_SCENARIO.removesuffix("away=2\n") + "away=9\n"
    path.write_text(unknown + "date='2022-09-07'\nscore='1-0'\n")
    with pytest.raises(ScenarioError, match="calendar match 6 names unknown away team 9"):
        load_scenario(path)
