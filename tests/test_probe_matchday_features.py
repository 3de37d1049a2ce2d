"""Found probing /options language, Discord's server locale and /next as admins and fans would: a setting typed
in capitals, a language typed by its name, Discord's default "en-US" outweighing `[bot] language`, and a
kick-off moved back to where it was still shown as "moved"."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import discord
import pytest

from adapters.discord.adapter import server_locale
from bot.commands import build_tree
from bot.commands.context import Context
from bot.commands.matches import _fixture
from bot.core.invocation import NO_SERVER_LANGUAGE
from bot.i18n import pick_language, translator
from bot.providers.api_football import parse_fixture
from bot.store import Store, calendar
from bot.store import channels as channel_store
from tests.harness import make_bot
from tests.providers.builders import HOME, fixture


@pytest.fixture
async def bot(tmp_path: Path):
    made = await make_bot(tmp_path, start=False)
    yield made
    await made.app.stop()


async def test_a_setting_typed_in_capitals_is_that_setting(bot):
    """ "/options LANGUAGE pt" was answered with the confirm delay's error, and "/options SPOILER on" too."""
    await bot.assert_response("/options LANGUAGE pt", "Idioma: Português (pt)")
    await bot.assert_response("/options Spoiler on", "Modo spoiler: ligado")
    await bot.assert_response("/options DELAY 30", "30 s")


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("português", "Idioma: Português (pt)"),
        ("Portugues", "Idioma: Português (pt)"),
        ("Deutsch", "Sprache: Deutsch (de)"),
        ("german", "Sprache: Deutsch (de)"),
        ("français", "Langue: Français (fr)"),
        ("ESPAÑOL", "Idioma: Español (es)"),
        ("English", "Language: English (en)"),
    ],
)
async def test_a_language_typed_by_its_name_is_chosen_not_refused(bot, typed, shown):
    """It answered "I have no catalogue for 'português'" while listing "pt (Português)" as a choice."""
    await bot.assert_response(f"/options language {typed}", shown)


async def test_a_language_we_have_not_is_still_refused(bot):
    await bot.assert_error("/options language klingon", "I have no catalogue for 'klingon'")


def test_discords_default_en_us_is_no_choice_of_the_server():
    assert server_locale(discord.Locale.american_english) == NO_SERVER_LANGUAGE
    assert server_locale(None) == NO_SERVER_LANGUAGE
    assert server_locale(discord.Locale.british_english) == "en-GB"  # chosen: it counts
    assert server_locale(discord.Locale.brazil_portuguese) == "pt-BR"


async def test_a_discord_server_that_chose_no_language_reads_the_configured_one(tmp_path: Path) -> None:
    """Discord sends guild_locale "en-US" for every server that never set one; with `[bot] language = "de"`
    the answer was English, and the channel's alerts then English too."""
    from adapters.discord import DiscordAdapter
    from bot.app import App
    from bot.config import load_config
    from tests.fakes.discord_api import FakeDiscord, interaction
    from tests.waiting import wait_for

    fake = FakeDiscord()
    await fake.start()
    config = (
        load_config(None, env={}).with_values("adapters.console", follow=[]).with_values("bot", language="de")
    )
    adapter = DiscordAdapter(
        "token", api_base=fake.url, gateway=False, sync_commands=False, application_id=42
    )
    app = App(config, adapters={"discord": adapter}, database=str(tmp_path / "matchday.db"))
    await app.start()
    try:
        # The server read Portuguese, then went back to Discord's default: the old choice must not stand.
        for n, locale in enumerate(("pt-BR", "en-US"), start=1):
            payload = interaction(2, {"id": "1", "name": "help", "type": 1}) | {
                "id": str(950000 + n),
                "guild_locale": locale,
            }
            adapter.client._connection.parse_interaction_create(payload)
            await wait_for(lambda n=n: len(fake.callbacks) >= n)
        remembered = app.db.run_sync(channel_store.get_options, "discord", "777")
    finally:
        await app.stop()
        await fake.stop()
    assert fake.callbacks[0]["data"]["embeds"][0]["title"] == "Comandos do Matchday"
    assert fake.callbacks[1]["data"]["embeds"][0]["title"] == "Matchday-Befehle"
    # the channel's alerts read the configured language too
    assert pick_language(remembered.language, remembered.server_language, "de") == "de"


def _snapshot(kickoff: str) -> Any:
    raw = fixture("NS", None)
    raw["fixture"]["date"] = kickoff
    raw["fixture"]["timestamp"] = int(datetime.fromisoformat(kickoff).timestamp())
    return parse_fixture(raw)


def test_a_kickoff_moved_back_where_it_was_is_no_longer_moved(tmp_path: Path) -> None:
    """It read "30 Nov 20:00 (moved from 30 Nov 20:00)"."""
    store = Store(str(tmp_path / "matchday.db"))
    try:
        for kickoff in (
            "2026-11-30T20:00:00+00:00",
            "2026-12-01T18:00:00+00:00",
            "2026-11-30T20:00:00+00:00",
        ):
            store.run_sync(calendar.save_matches, [_snapshot(kickoff)])
        ((match, moved),) = store.run_sync(
            calendar.matches_between,
            datetime(2026, 11, 1, tzinfo=UTC),
            datetime(2026, 12, 31, tzinfo=UTC),
            teams={HOME},
        )
        ctx = Context(store=store, tree=build_tree(), provider="replay")
        assert moved is None
        assert "moved" not in _fixture(ctx, match, moved, translator("en")).value
        store.run_sync(calendar.save_matches, [_snapshot("2026-12-02T18:00:00+00:00")])  # and moved again
        ((match, moved),) = store.run_sync(
            calendar.matches_between,
            datetime(2026, 11, 1, tzinfo=UTC),
            datetime(2026, 12, 31, tzinfo=UTC),
            teams={HOME},
        )
        assert (
            "(moved from <time:1796068800:f|30 Nov 20:00>)"
            in _fixture(ctx, match, moved, translator("en")).value
        )
    finally:
        store.close()


def test_an_awarded_match_is_a_result_with_its_awarded_score_never_abandoned():
    from datetime import UTC
    from types import SimpleNamespace

    from bot.commands.matches import _result
    from bot.providers.api_football import parse_fixture

    snap = parse_fixture(fixture("AWD", None, (3, 0)))
    field = _result(SimpleNamespace(timezone=UTC), snap)  # type: ignore[arg-type]
    assert field.name == "Tottenham Hotspur 3-0 (awarded) Sporting CP"
