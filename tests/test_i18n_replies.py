"""The fans' language beyond alerts: /follow and /following, the core's own sentences (an unknown command, a
refusal, the cooldown, a failure), the live scoreboard and the outage notices, each in the channel's language,
with names as the provider wrote them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.alerts.format import format_alert
from bot.alerts.model import AlertKind
from bot.alerts.watch import DELAYED, RESTORED, _why
from bot.core.dispatch import Dispatcher
from bot.core.invocation import Actor, Invocation
from bot.core.tree import CommandTree
from bot.core.words import Words
from bot.i18n import translator
from bot.providers.errors import QuotaExhausted
from bot.store import channels as channel_store
from tests.alerts.builders import spurs_sporting
from tests.alerts.rig import RecordingAdapter
from tests.alerts.scoreboard_rig import SPACING, BoardRig
from tests.harness import FAN, TestBot, make_bot
from tests.providers.builders import AWAY, HOME, event, fixture


@pytest.fixture
async def bot(tmp_path: Path) -> AsyncIterator[TestBot]:
    """Commands only: nothing is replayed, so the store holds exactly what the test says."""
    testbot = await make_bot(tmp_path, start=False, database=str(tmp_path / "matchday.db"))
    yield testbot
    await testbot.app.close()


async def test_follow_and_following_answer_in_portuguese(bot: TestBot) -> None:
    await bot.ask("/options language pt")
    now = await bot.assert_response("/follow sporting goals var")
    assert now.text == "Agora seguindo Sporting CP aqui: goals, var."  # the kinds are what a fan types
    again = await bot.assert_response("/follow sporting goals")
    assert again.text == "Sporting CP atualizado aqui: goals."
    following = await bot.assert_response("/following", "Seguindo aqui", "Sporting CP (time)")
    assert "goals" in following.text
    await bot.assert_error(
        "/unfollow benfica", "não é seguido aqui; use /unfollow com um destes: Sporting CP."
    )
    await bot.assert_response("/unfollow sporting", "Deixei de seguir Sporting CP aqui.")
    await bot.assert_response("/following", "Este canal ainda não segue nada")
    kinds = await bot.assert_response("/help follow", "Tipos de alerta")
    assert "goals: gols, pênaltis perdidos e disputas de pênaltis" in kinds.text
    assert "scoreboard: uma mensagem de placar ao vivo por partida" in kinds.text
    assert "(só quando citado)" in kinds.text


async def test_follow_refusals_and_mistakes_in_german(bot: TestBot) -> None:
    await bot.ask("/options language de")
    await bot.assert_error("/follow spurs", "Nur Admins können /follow verwenden.", actor=FAN)
    await bot.assert_error(
        "/follow spurs goals redd",
        "'redd' ist keine Meldungsart (meintest du red-cards?); wähle aus goals, var,",
    )
    await bot.assert_error("/follow spurs none", "würde nichts verfolgen", "tippe /unfollow spurs.")
    await bot.assert_response("/follow spurs", "Tottenham Hotspur wird jetzt hier verfolgt: goals,")
    await bot.assert_response("/following", "Hier verfolgt", "Tottenham Hotspur (Team)")
    await bot.assert_error("/follow", "/follow braucht <target>.", "Verwendung: /follow <target>")


async def test_english_stays_as_it_was(bot: TestBot) -> None:
    assert (await bot.ask("/follow sporting goals")).text == "Now following Sporting CP here: goals."
    await bot.assert_response("/following", "Following here", "Sporting CP (team)")
    await bot.assert_error("/follow spurs", "Only admins can use /follow.", actor=FAN)
    assert (await bot.ask("/fixturez")).text == (
        "I don't know the command /fixturez. Did you mean /fixtures? Type /help to see what I can do."
    )


async def test_an_unknown_command_a_refusal_and_the_cooldown_in_spanish(bot: TestBot) -> None:
    app = bot.app
    app.db.run_sync(channel_store.set_options, "slack", "C1", language="es")
    fan = Actor("U9", "fan")
    typo = await app.on_text("/fixturez", "C1", "slack", fan)
    assert typo.is_error and typo.text == (
        "No conozco el comando /fixturez. ¿Querías decir /fixtures? Escribe /help para ver lo que sé hacer."
    )
    gone = await app.on_command(Invocation(path=("nada",), actor=fan, channel="C1", platform="slack"))
    assert gone.text == "No conozco el comando /nada. Escribe /help."
    refused = await app.on_command(Invocation(path=("follow",), actor=fan, channel="C1", platform="slack"))
    assert refused.text == "Solo los administradores del espacio de trabajo pueden usar /follow."
    assert refused.denied and refused.lang == "es"  # what an adapter tests, in any language
    said = [
        (await app.on_text("/help", "C1", "slack", fan)) for _ in range(app.config.commands.per_member + 1)
    ]
    slow = said[-1]
    assert slow.is_error and slow.ephemeral
    assert slow.text.startswith("Más despacio: inténtalo de nuevo en ") and slow.text.endswith(" s.")


async def test_the_cores_own_failures_are_worded_by_the_hook_it_is_given() -> None:
    """The core knows no catalogue: the composition root hands it one (here French), English without."""
    tree = CommandTree()

    @tree.command("boom", "Fails.")
    async def boom(ctx: Any, inv: Invocation) -> Any:
        raise RuntimeError("a bug")

    async def french(inv: Invocation) -> Words:
        return translator("fr")

    asked = Invocation(path=("boom",), actor=Actor("1"), channel="c", platform="slack")
    english = await Dispatcher(tree, None).answer(asked)
    assert english.text.startswith("Sorry, something went wrong on my side")
    failed = await Dispatcher(tree, None, translate=french).answer(asked)
    assert failed.text.startswith("Désolé, quelque chose s'est mal passé de mon côté")
    typed = await Dispatcher(tree, None, translate=french).answer_text("/boom now", actor=Actor("1"))
    assert typed.text == "/boom n'accepte pas 'now'.\nUtilisation : /boom"


async def test_a_scoreboard_in_a_french_channel(tmp_path: Path) -> None:
    adapter = RecordingAdapter()
    rig = BoardRig(str(tmp_path / "board.db"), {"discord": adapter})
    try:
        rig.store.run_sync(channel_store.set_options, "discord", "fr", language="fr")
        rig.follow("discord", "fr", ("scoreboard",))
        rig.follow("discord", "en", ("scoreboard",))
        await rig.kick_off()
        goal = event(22, "Goal", "Normal Goal", AWAY, (900101, "Marcus Edwards"))
        ruled_out = event(90, "Var", "Goal Disallowed - offside", HOME, (184, "Harry Kane"), extra=8)
        kane = event(90, "Goal", "Normal Goal", HOME, (184, "Harry Kane"), extra=5)
        for answer in (
            fixture("1H", 22, (0, 1), [goal]),
            fixture("2H", 90, (1, 1), [goal, kane], extra=5),
            fixture("2H", 90, (0, 1), [goal, ruled_out], extra=8),
            fixture("FT", 90, (0, 1), [goal, ruled_out]),
        ):
            rig.clock.advance(SPACING)
            await rig.step(answer)
    finally:
        rig.close()
    (french,), (english,) = adapter.channels["fr"], adapter.channels["en"]
    assert french.edits[0].text.startswith("📊 EN DIRECT 22' · Tottenham Hotspur 0-1 Sporting CP")
    assert french.text.splitlines() == [
        "🏁 SIFFLET FINAL · Tottenham Hotspur 0-1 Sporting CP",
        "⚽ 22' Marcus Edwards (Sporting CP)",
        "~~⚽ 90+5' Harry Kane (Tottenham Hotspur)~~ refusé par la VAR pour offside",
        "UEFA Champions League · score final",
    ]
    assert english.text.splitlines()[0] == "🏁 FULL TIME · Tottenham Hotspur 0-1 Sporting CP"
    assert english.text.splitlines()[-1] == "UEFA Champions League · final score"


def test_outage_notices_are_worded_where_they_are_shown() -> None:
    def notice(kind: AlertKind, detail: str, lang: str) -> str:
        alert = spurs_sporting(kind, "n", detail=detail)
        return format_alert(alert, lang=lang).text.splitlines()[0]

    quota = _why(QuotaExhausted("limit"))
    assert notice(AlertKind.DATA_DELAYED, quota, "en").endswith(
        "Live data is delayed because the results provider's daily request limit is reached; "
        "alerts resume as soon as it answers again"
    )
    assert "weil das Tageslimit an Anfragen beim Datenanbieter erreicht ist" in notice(
        AlertKind.DATA_DELAYED, quota, "de"
    )
    assert notice(AlertKind.DATA_DELAYED, DELAYED, "es").endswith(
        "Los datos en vivo llegan con retraso; las alertas volverán en cuanto el proveedor responda de nuevo"
    )
    assert notice(AlertKind.DATA_RESTORED, RESTORED, "pt").endswith("Os dados ao vivo voltaram")
