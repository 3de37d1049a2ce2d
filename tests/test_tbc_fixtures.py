"""A fixture whose kick-off time is not fixed yet (API-Football "TBD", football-data.org "SCHEDULED"): /next and
/fixtures show the day it is down for, marked provisional, and never a clock time, on the console, Discord and
Slack; once the provider fixes the time, the time shows like any other (and the fixing is no "move").

The built-in night's matchday 6 had its kick-off times fixed long before 26 Oct 2022, so the replay here is a
variant written for the test: Sporting CP v Eintracht Frankfurt given by its day alone."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import httpx
import pytest
from sqlite_utils import Database

from adapters.console.adapter import ConsoleAdapter, render_text
from adapters.discord.render import render as discord_render
from adapters.slack.render import render as slack_render
from bot.app import App
from bot.commands import build_tree
from bot.commands.context import Context
from bot.commands.matches import _fixture, _upcoming
from bot.config import load_config
from bot.i18n import translator
from bot.providers.api_football import ApiFootballClient
from bot.providers.football_data import FootballDataClient
from bot.providers.model import Competition, MatchSnapshot, Score, Status, Team
from bot.providers.replay import ReplayClock, load_scenario
from bot.providers.replay.api_football_shape import ApiFootballShape
from bot.providers.replay.football_data_shape import FootballDataShape
from bot.store import Store, calendar
from bot.store.migrations import MIGRATIONS, migrate
from tests.harness import TestBot

SPORTING_FRANKFURT, MARSEILLE_SPURS = 900062, 900061
SPORTING, FRANKFURT = 228, 169
MD6 = datetime(2022, 11, 1, 20, 0, tzinfo=UTC)
MD6_UNIX = int(MD6.timestamp())
BUILT_IN = (
    Path(__file__).resolve().parents[1] / "bot" / "providers" / "replay" / "scenarios" / "group-d-2022.toml"
)
TBC = "01 Nov (provisional date, time TBC)"


def tbc_scenario(folder: Path) -> Path:
    """The built-in night with Sporting CP v Eintracht Frankfurt (matchday 6) given by its day alone."""
    text = BUILT_IN.read_text(encoding="utf-8")
    entry = f'id = {SPORTING_FRANKFURT}\nmatchday = 6\nkickoff = "2022-11-01T20:00:00Z"'
    assert entry in text
    path = folder / "group-d-md6-tbc.toml"
    path.write_text(
        text.replace(entry, f'id = {SPORTING_FRANKFURT}\nmatchday = 6\ndate = "2022-11-01"'), "utf-8"
    )
    return path


# ---------------------------------------------------------------------------------------------- the replay
@pytest.mark.parametrize("provider", ["api-football", "football-data"])
async def test_the_replay_serves_a_fixture_given_by_its_day_as_time_to_be_defined(tmp_path, provider):
    scenario = load_scenario(tbc_scenario(tmp_path))
    clock = ReplayClock(scenario.moments(), start=scenario.start, speed=None)
    client: ApiFootballClient | FootballDataClient
    if provider == "api-football":
        shape = ApiFootballShape(scenario, clock)
        http = httpx.AsyncClient(
            base_url="https://replay.invalid/", transport=httpx.MockTransport(shape.handle)
        )
        client, competition = ApiFootballClient(http), 2
    else:
        fd = FootballDataShape(scenario, clock)

        def handle(request: httpx.Request) -> httpx.Response:
            status, body = fd.answer(request.url.path, dict(request.url.params))
            return httpx.Response(status, json=body, headers=fd.headers())

        http = httpx.AsyncClient(base_url="https://replay.invalid/v4/", transport=httpx.MockTransport(handle))
        client, competition = FootballDataClient(http), fd.competition_id
    try:
        md6 = {
            s.id: s
            for s in await client.competition_matches(competition, 2022, date(2022, 11, 1), date(2022, 11, 1))
        }
        assert set(md6) == {SPORTING_FRANKFURT, MARSEILLE_SPURS}
        assert (
            not md6[SPORTING_FRANKFURT].time_confirmed and md6[SPORTING_FRANKFURT].status is Status.SCHEDULED
        )
        assert md6[MARSEILLE_SPURS].time_confirmed and md6[MARSEILLE_SPURS].kickoff == MD6
        # results given by their day alone are played matches: their time is no "to be defined"
        results = await client.competition_matches(competition, 2022, date(2022, 9, 7), date(2022, 9, 7))
        assert results and all(s.time_confirmed and s.status is Status.FINISHED for s in results)
    finally:
        await client.aclose()


# ---------------------------------------------------------------------------------------------- the commands
@pytest.fixture
async def tbc_bot(tmp_path: Path, database_url: str) -> AsyncIterator[TestBot]:
    """A bot that has replayed the night of the variant scenario, on each engine."""
    config = load_config(None, env={}).with_values(
        "provider.replay", speed="max", scenario=str(tbc_scenario(tmp_path))
    )
    out = io.StringIO()
    console = ConsoleAdapter(out, colour=False)
    app = App(config, adapters={"console": console}, database=database_url)
    app.context.image_dir = tmp_path / "images"
    await app.start()
    await app.wait_replay()
    yield TestBot(app, console, out)
    await app.stop()


def _field(reply, name: str) -> tuple[str, str, str]:
    """One fixture of a reply as Discord's embed field value, Slack's field text and the console's lines."""
    embed = discord_render(reply).embed.to_dict()
    discord = next(f["value"] for f in embed["fields"] if f["name"] == name)
    _, blocks = slack_render(reply)
    slack = next(f["text"] for b in blocks for f in b.get("fields", []) if f["text"].startswith(f"*{name}*"))
    return discord, slack, render_text(reply)


async def test_next_shows_a_fixture_whose_time_is_not_fixed_by_its_day_alone(tbc_bot):
    reply = await tbc_bot.assert_response("/next sporting", "Sporting CP v Eintracht Frankfurt", TBC)
    discord, slack, console = _field(reply, "Sporting CP v Eintracht Frankfurt")
    assert discord == f"{TBC}\nUEFA Champions League · Group Stage - 6"
    assert slack == f"*Sporting CP v Eintracht Frankfurt*\n{TBC}\nUEFA Champions League · Group Stage - 6"
    assert "<t:" not in discord and "<!date" not in slack  # no instant for a reader's app to turn into a time
    assert TBC in console and "00:00" not in console and "12:00" not in console
    # a team whose next match is fixed still reads its time, in each reader's zone
    spurs = await tbc_bot.assert_response("/next spurs", "Marseille v Tottenham Hotspur", "01 Nov 20:00")
    discord, slack, _ = _field(spurs, "Marseille v Tottenham Hotspur")
    assert discord.startswith(f"<t:{MD6_UNIX}:f>") and slack.startswith(
        f"*Marseille v Tottenham Hotspur*\n<!date^{MD6_UNIX}^{{date_short_pretty}} {{time}}|01 Nov 20:00>"
    )


async def test_fixtures_list_it_beside_fixed_ones_and_the_fixed_time_shows_once_confirmed(tbc_bot):
    reply = await tbc_bot.assert_response('/fixtures "champions league" 14', "Marseille v Tottenham Hotspur")
    discord, slack, console = _field(reply, "Sporting CP v Eintracht Frankfurt")
    assert discord.startswith(TBC) and slack.startswith(f"*Sporting CP v Eintracht Frankfurt*\n{TBC}")
    assert "Marseille v Tottenham Hotspur" in console and TBC in console
    # the provider fixes the time: the normal time shows, and the fixing is no "move"
    store = tbc_bot.app.db
    [(held, _)] = await store.run(
        calendar.matches_between, MD6 - timedelta(days=1), MD6 + timedelta(days=1), teams=[SPORTING]
    )
    assert not held.time_confirmed
    await store.run(calendar.save_matches, [replace(held, time_confirmed=True, kickoff=MD6)])
    fixed = await tbc_bot.assert_response(
        "/next sporting", "Sporting CP v Eintracht Frankfurt", "01 Nov 20:00"
    )
    discord, _, console = _field(fixed, "Sporting CP v Eintracht Frankfurt")
    assert discord.startswith(f"<t:{MD6_UNIX}:f>") and "TBC" not in console and "moved" not in console


async def test_the_marker_is_said_in_the_channel_s_language(tbc_bot):
    await tbc_bot.assert_response("/options language de")
    reply = await tbc_bot.ask("/next sporting")
    assert "1. Nov." in render_text(reply) and "20:00" not in render_text(reply)


# ---------------------------------------------------------------------------------------------- the rendering
def _snapshot(kickoff: datetime, *, confirmed: bool, status: Status = Status.SCHEDULED) -> MatchSnapshot:
    return MatchSnapshot(
        id=1,
        competition=Competition(61, "Ligue 1", 2023, "Regular Season - 29"),
        home=Team(97, "Lorient"),
        away=Team(85, "Paris Saint Germain"),
        kickoff=kickoff,
        status=status,
        minute=None,
        score=Score(0, 0),
        time_confirmed=confirmed,
    )


def test_the_day_is_the_provider_s_never_moved_by_a_reader_s_zone(tmp_path):
    """00:00 UTC in New York is the evening before: the placeholder is no instant, so its day stays."""
    store = Store(tmp_path / "z.db")
    try:
        ctx = Context(
            store=store, tree=build_tree(), provider="api-football", timezone=ZoneInfo("America/New_York")
        )
        placeholder = _snapshot(datetime(2024, 4, 14, tzinfo=UTC), confirmed=False)
        assert _fixture(ctx, placeholder, None).value.startswith("14 Apr (provisional date, time TBC)\n")
        fixed = _fixture(ctx, replace(placeholder, time_confirmed=True), None).value
        assert fixed.startswith(f"<time:{int(placeholder.kickoff.timestamp())}:f|13 Apr 20:00>")
        # the postponed mark stays as it was; a move from a fixed time is still said
        assert "postponed" in _fixture(ctx, replace(placeholder, status=Status.POSTPONED), None).value
        moved = _fixture(ctx, placeholder, datetime(2024, 4, 13, 19, tzinfo=UTC), translator("en")).value
        assert moved.startswith("14 Apr (provisional date, time TBC) (moved from <time:")
    finally:
        store.close()


def test_a_fixture_down_for_today_stays_upcoming_after_its_placeholder_hour():
    today = datetime(2024, 4, 14, 18, 0, tzinfo=UTC)
    tbc = _snapshot(datetime(2024, 4, 14, tzinfo=UTC), confirmed=False)
    yesterday = replace(tbc, id=2, kickoff=datetime(2024, 4, 13, tzinfo=UTC))
    played_at_noon = replace(tbc, id=3, kickoff=datetime(2024, 4, 14, 12, tzinfo=UTC), time_confirmed=True)
    assert [m.id for m, _ in _upcoming([(tbc, None), (yesterday, None), (played_at_noon, None)], today)] == [
        1
    ]


# ---------------------------------------------------------------------------------------------- the store
def test_the_store_keeps_whether_the_time_is_confirmed_and_a_fixed_time_is_no_move(database_url):
    store = Store(database_url)
    try:
        tbc = _snapshot(datetime(2024, 4, 14, tzinfo=UTC), confirmed=False)
        around = (datetime(2024, 4, 1, tzinfo=UTC), datetime(2024, 5, 1, tzinfo=UTC))
        store.run_sync(calendar.save_matches, [tbc])
        [(held, moved)] = store.run_sync(calendar.matches_between, *around, teams=[85])
        assert held == tbc and not held.time_confirmed and moved is None
        # the provisional day changes, still unfixed: no move
        store.run_sync(calendar.save_matches, [replace(tbc, kickoff=datetime(2024, 4, 24, tzinfo=UTC))])
        # the time is fixed: no move either, and the flag is stored
        fixed = replace(tbc, kickoff=datetime(2024, 4, 24, 17, tzinfo=UTC), time_confirmed=True)
        store.run_sync(calendar.save_matches, [fixed])
        [(held, moved)] = store.run_sync(calendar.matches_between, *around, teams=[85])
        assert held.time_confirmed and held.kickoff == fixed.kickoff and moved is None
        assert (
            store.run_sync(lambda db: db.one("select time_confirmed from calendar where id = 1"))[
                "time_confirmed"
            ]
            == 1
        )
        # a fixed time moving is a move, from where it was fixed
        store.run_sync(calendar.save_matches, [replace(fixed, kickoff=fixed.kickoff + timedelta(days=1))])
        [(_, moved)] = store.run_sync(calendar.matches_between, *around, teams=[85])
        assert moved == fixed.kickoff
    finally:
        store.close()


def test_calendar_rows_stored_before_the_column_read_as_confirmed(tmp_path):
    db = Database(tmp_path / "old.db")
    db["schema_migrations"].create({"version": int, "applied_at": float}, pk="version")
    for version, step in enumerate(MIGRATIONS[:11], start=1):
        step(db)
        db["schema_migrations"].insert({"version": version, "applied_at": 0.0})
    db["calendar"].insert(
        {
            "id": 7,
            "competition_id": 2,
            "home_id": 1,
            "away_id": 2,
            "kickoff": 0.0,
            "moved_from": 0.0,
            "snapshot": "{}",
            "updated_at": 0.0,
        }
    )
    assert migrate(db) == len(MIGRATIONS)
    assert db.execute("select time_confirmed from calendar where id = 7").fetchone() == (1,)
    db.close()
