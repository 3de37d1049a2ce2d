"""The fans' language: a channel reads alerts, replies and help in the language chosen for it (or its
server's), the Laws answers say they are in English, and English stays exactly what it was."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from bot.alerts.format import format_alert, format_digest, format_ruled_out
from bot.alerts.model import Alert, AlertKind
from bot.commands.context import Context
from bot.core.invocation import Actor, Invocation
from bot.core.markup import moment, to_plain
from bot.i18n import catalogue_code, pick_language, t, translator
from bot.providers.model import Minute
from bot.store import Store
from bot.store import channels as channel_store
from tests.alerts.builders import spurs_sporting
from tests.harness import ADMIN, FAN, TestBot, make_bot

KICKOFF = datetime(2022, 10, 26, 20, 0, tzinfo=UTC)


def goal(**changes: Any) -> Alert:
    """Kane's late goal at Spurs v Sporting, level before it counted (the provider's score lags its events)."""
    alert = spurs_sporting(key="goal:1", minute=Minute(90, 5), team="Tottenham Hotspur", player="Harry Kane")
    return replace(alert, **changes)


@pytest.fixture
async def played(tmp_path: Path) -> AsyncIterator[TestBot]:
    """A bot that has replayed the Group D night into its console (SQLite only: the language lives in the
    same channel_options row on both engines, which tests/test_store.py covers)."""
    bot = await make_bot(tmp_path, database=str(tmp_path / "matchday.db"))
    await bot.app.wait_replay()
    yield bot
    await bot.app.stop()


def test_platform_locales_map_to_the_five_catalogues() -> None:
    assert [catalogue_code(x) for x in ("pt-BR", "es-ES", "en-US", "de", "FR", "fr_CA")] == [
        "pt",
        "es",
        "en",
        "de",
        "fr",
        "fr",
    ]
    assert catalogue_code("zh-CN") is None and catalogue_code("") is None
    assert pick_language("", "ja", "de") == "de"  # no choice, a server language we lack: the default
    assert pick_language("", "", "") == "en"
    assert translator("xx").lang == "en"


def test_english_is_the_wording_as_written() -> None:
    english = format_alert(goal())
    assert format_alert(goal(), lang="en") == english
    assert english.text.splitlines()[0] == "⚽ 90+5' GOAL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane"
    assert t("en", "Level at {score}.", score="1-1") == "Level at 1-1."


def test_a_goal_alert_in_each_language_keeps_the_names() -> None:
    headlines = {
        lang: format_alert(goal(), lang=lang).text.splitlines()[0] for lang in ("pt", "es", "fr", "de")
    }
    assert headlines == {
        "pt": "⚽ 90+5' GOL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
        "es": "⚽ 90+5' GOL  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
        "fr": "⚽ 90+5' BUT  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
        "de": "⚽ 90+5' TOR  Tottenham Hotspur 0-0 Sporting CP · Harry Kane",
    }
    card = format_alert(goal(), lang="pt").card
    assert card is not None and card.footer == "UEFA Champions League · Tottenham Hotspur x Sporting CP"
    assert format_alert(goal(), lang="de").text.splitlines()[1] == (
        "Harry Kane trifft für Tottenham Hotspur. Gleichstand: 0-0."
    )


def test_corrections_digests_and_the_why_button_are_translated() -> None:
    ruled_out = format_ruled_out(goal(), "Offside", lang="fr")
    assert (
        ruled_out.text.splitlines()[-1] == "Refusé par la VAR pour Offside."
    )  # the provider's reason as sent
    digest = format_digest([goal(), goal(key="goal:2", player="Son")], lang="es")
    assert digest.text.startswith("🗞 2 novedades · Tottenham Hotspur vs. Sporting CP")
    one = format_digest([goal()], lang="de")
    assert one.text.startswith("🗞 1 Meldung · ")
    cancelled = format_alert(
        goal(kind=AlertKind.GOAL_CANCELLED, goal_minute="90+5'", detail="offside", topic="offside"), lang="pt"
    )
    assert cancelled.card is not None and [a.label for a in cancelled.card.actions] == ["Por quê?"]
    assert cancelled.text.splitlines()[1] == "VAR: o gol de Harry Kane aos 90+5' foi anulado por offside."
    assert "Por quê?" not in cancelled.card.body  # the button says it; the body does not repeat it
    held = format_alert(goal(), held=2.5, lang="de").text.splitlines()[0]
    assert held.endswith("(2,5 s für den VAR zurückgehalten)")  # a decimal comma in German


def test_times_fall_back_in_the_language_and_stay_tokens_for_the_platforms() -> None:
    zone = ZoneInfo("Europe/London")
    assert translator("en").moment(KICKOFF, zone, day=True) == moment(KICKOFF, zone, day=True)
    german = translator("de").moment(KICKOFF, zone, day=True)
    assert german.startswith(f"<time:{int(KICKOFF.timestamp())}:f|") and to_plain(german) == "26. Okt. 21:00"
    assert to_plain(translator("pt").moment(KICKOFF, zone, day=True)) == "26 out. 21:00"


async def test_a_portuguese_channel_gets_its_goal_alerts_in_portuguese(tmp_path: Path) -> None:
    bot = await make_bot(tmp_path, start=False, database=str(tmp_path / "matchday.db"))
    bot.app.db.run_sync(channel_store.set_options, "console", "console", language="pt")
    await bot.app.start()
    try:
        await bot.app.wait_replay()
    finally:
        await bot.app.stop()
    lines = bot.alert_lines
    assert any(line.startswith("⚽ ") and " GOL  Tottenham Hotspur" in line for line in lines), lines
    assert not any(" GOAL " in line for line in lines)
    assert any(line.startswith("🟢 0' BOLA ROLANDO  Tottenham Hotspur x Sporting CP") for line in lines)
    assert any(line.startswith("🏁 FIM APITO FINAL  Tottenham Hotspur 1-1 Sporting CP") for line in lines)


async def test_options_language_de_then_table_and_help_in_german(played: TestBot) -> None:
    reply = await played.assert_response("/options language de", "Sprache: Deutsch (de)")
    assert "Spoiler-Modus: aus" in reply.text
    table = await played.assert_response("/table ucl D", "Pl.", "Pkt", "Saison 2022")
    assert "Tottenham Hotspur" in table.text  # names are never translated
    help_text = (await played.assert_response("/help", "Matchday-Befehle")).text
    assert "/table [competition] [group]: Tabelle einer Liga oder Gruppe." in help_text
    assert "/options [setting] [value]: Zeigt oder ändert" in help_text
    assert "Was dieser Kanal verfolgt." in help_text  # /following's help, declared in follow.py
    assert "Tipp: /var explain" in help_text
    await played.assert_error("/help nothing", "Es gibt kein /nothing")
    await played.assert_error("/options spoiler on", "Nur Admins können /options ändern.", actor=FAN)
    back = await played.assert_response("/options language auto", "Language: English (en), the default")
    assert "Spoiler mode: off" in back.text


async def test_an_unknown_language_gets_one_sentence_naming_the_five(played: TestBot) -> None:
    reply = await played.assert_error("/options language klingon", actor=ADMIN)
    assert reply.text == (
        "I have no catalogue for 'klingon'; choose en (English), pt (Português), es (Español), "
        "fr (Français) or de (Deutsch), or auto for the server's language."
    )
    await played.assert_response("/options language pt-BR", "Idioma: Português (pt)")


async def test_the_laws_answer_stays_english_and_says_so(played: TestBot) -> None:
    english = await played.assert_response("/var explain is it offside from a throw-in?")
    assert "in English" not in english.text
    await played.ask("/options language es")
    spanish = await played.assert_response(
        "/var explain is it offside from a throw-in?",
        "No.",
        "Las respuestas sobre las Reglas están en inglés",
    )
    note = " · Las respuestas sobre las Reglas están en inglés: este tema aún no tiene traducción."
    assert spanish.text.replace(note, "") == english.text  # the answer itself is the English one
    await played.assert_response("/live", "Partidos")


async def test_a_discord_server_locale_is_the_channels_language_until_an_admin_chooses(
    tmp_path: Path,
) -> None:
    """guild_locale "fr" on a command: the reply is French, and the channel is remembered as French for the
    alerts, which no command carries."""
    store = Store(str(tmp_path / "matchday.db"))
    try:
        from bot.commands import build_tree

        ctx = Context(store=store, tree=build_tree(), provider="replay")
        asked = Invocation(path=("help",), actor=Actor("1"), channel="777", platform="discord", locale="fr")
        assert (await ctx.translator(asked)).lang == "fr"
        assert store.run_sync(channel_store.get_options, "discord", "777").server_language == "fr"
        later = Invocation(path=("live",), actor=Actor("1"), channel="777", platform="discord")
        assert (await ctx.translator(later)).lang == "fr"  # no locale this time: the remembered one
        store.run_sync(channel_store.set_options, "discord", "777", language="de")
        assert (await ctx.translator(asked)).lang == "de"  # the admin's choice wins over the server's
        ctx.default_language = "es"
        slack = Invocation(path=("live",), actor=Actor("1"), channel="C1", platform="slack")
        assert (await ctx.translator(slack)).lang == "es"  # Slack tells no locale: the configured default
    finally:
        store.close()


async def test_a_discord_guild_locale_of_fr_answers_in_french(tmp_path: Path) -> None:
    """The real discord.py reads guild_locale from the interaction; the adapter passes it on."""
    from adapters.discord import DiscordAdapter
    from bot.app import App
    from bot.config import load_config
    from tests.fakes.discord_api import FakeDiscord, interaction
    from tests.waiting import wait_for

    fake = FakeDiscord()
    await fake.start()
    config = load_config(None, env={}).with_values("adapters.console", follow=[])
    adapter = DiscordAdapter(
        "token", api_base=fake.url, gateway=False, sync_commands=False, application_id=42
    )
    app = App(config, adapters={"discord": adapter}, database=str(tmp_path / "matchday.db"))
    await app.start()
    try:
        payload = interaction(2, {"id": "1", "name": "help", "type": 1}) | {"guild_locale": "fr"}
        adapter.client._connection.parse_interaction_create(payload)
        await wait_for(lambda: fake.callbacks)
        remembered = app.db.run_sync(channel_store.get_options, "discord", "777")
    finally:
        await app.stop()
        await fake.stop()
    assert fake.callbacks[0]["data"]["embeds"][0]["title"] == "Commandes de Matchday"
    # for the channel's alerts, which carry no locale
    assert (remembered.language, remembered.server_language) == ("", "fr")
