"""While the provider gives no score for a match (API-Football `goals` null once it is under way), what fans
read says so, the same way on Discord, Slack and the console: the match is named as before kick-off ("Home v
Away") and "Score not known yet." stands where the score would. It had been the parser's placeholder, 0-0: a
red card told as "Tottenham Hotspur 0-0 Sporting CP", a board titled "LIVE 30' · Tottenham Hotspur 0-0
Sporting CP" over "No goals yet.", and /live listing a 0-0 that nobody had said.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from adapters.console.adapter import render_text
from adapters.discord.render import render as discord_render
from adapters.slack.render import render as slack_render
from bot.alerts.journal import journal_line
from bot.alerts.model import AlertKind
from bot.alerts.scoreboard import build_board
from bot.alerts.scoreboard_format import render_board
from bot.commands import build_tree
from bot.commands.context import Context
from bot.core.dispatch import Dispatcher
from bot.core.invocation import LOCAL_ADMIN
from bot.core.reply import Reply
from bot.providers.api_football import parse_fixture
from bot.store import Store, calendar
from bot.store.matches import save_snapshot
from tests.alerts.builders import spurs_sporting
from tests.providers.builders import AWAY, at_half_time, event, fixture, unscored

COATES = (900103, "Sebastián Coates")
MATCH = "Tottenham Hotspur v Sporting CP"


async def test_alerts_name_the_match_without_a_score_while_none_is_given(rig):
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(unscored(fixture("1H", 36, events=[event(35, "Card", "Red Card", AWAY, COATES)])))
    await rig.step(unscored(fixture("HT", 45, events=[event(35, "Card", "Red Card", AWAY, COATES)])))
    texts = [m.text.splitlines() for m in rig.adapter.channels["c"]]
    assert texts == [
        [
            f"🟥 35' RED CARD  {MATCH} · Sebastián Coates",
            "Sebastián Coates (Sporting CP) is sent off.",
            "Why? /var explain red-card",
        ],
        [f"⏸ HT HALF-TIME  {MATCH}", "Score not known yet."],
    ]


async def test_a_half_time_score_the_provider_gives_is_told(rig):
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(at_half_time(unscored(fixture("HT", 45)), 0, 1))
    assert rig.adapter.channels["c"][0].text.splitlines() == [
        "⏸ HT HALF-TIME  Tottenham Hotspur 0-1 Sporting CP",
        "Sporting CP lead 1-0.",
    ]


async def test_full_time_with_a_result_that_never_came_says_so(rig):
    now = [0.0]
    rig.watcher.gate.clock = lambda: now[0]
    await rig.step(unscored(fixture("1H", 30)))
    await rig.step(unscored(fixture("FT", 90)))
    now[0] += rig.watcher.gate.settings.result_wait_seconds
    await rig.step(unscored(fixture("FT", 90)))
    assert rig.adapter.channels["c"][0].text.splitlines() == [
        f"🏁 FT FULL TIME  {MATCH}",
        "Score not known yet.",
    ]


def unknown_board(lang: str = "en") -> Reply:
    snap = parse_fixture(unscored(fixture("1H", 30, events=[event(19, "Card", "Red Card", AWAY, COATES)])))
    return render_board(build_board(snap, []), lang=lang)


def test_the_board_says_the_score_is_not_known_and_never_no_goals():
    assert unknown_board().text.splitlines() == [
        f"📊 LIVE 30' · {MATCH}",
        "Score not known yet.",
        "🟥 19' Sebastián Coates (Sporting CP)",
        "UEFA Champions League · live scoreboard",
    ]
    assert unknown_board("pt").text.splitlines()[:2] == [
        "📊 AO VIVO 30' · Tottenham Hotspur x Sporting CP",
        "Placar ainda não conhecido.",
    ]


NOW = datetime(2026, 11, 30, 20, 30, tzinfo=UTC)


@pytest.fixture
def dispatcher(tmp_path: Path):
    store = Store(tmp_path / "unknown.db")
    context = Context(store=store, tree=build_tree(), provider="api-football", clock=lambda: NOW)
    yield store, Dispatcher(context.tree, context)
    store.close()


async def test_live_lists_the_match_without_a_score(dispatcher):
    store, dispatch = dispatcher
    store.run_sync(save_snapshot, parse_fixture(unscored(fixture("1H", 30))))
    text = (await dispatch.answer_text("/live", actor=LOCAL_ADMIN)).text
    assert f"30'  {MATCH} (score not known yet)  · UEFA Champions League" in text
    assert "0-0" not in text


async def test_results_never_list_a_placeholder_as_a_result(dispatcher):
    store, dispatch = dispatcher
    finished = parse_fixture(unscored(fixture("FT", 90)))
    store.run_sync(
        calendar.save_matches,
        [finished, replace(finished, id=1002, status=parse_fixture(unscored(fixture("AWD", 90))).status)],
    )
    text = (await dispatch.answer_text("/results spurs", actor=LOCAL_ADMIN)).text
    assert f"{MATCH} (score not known yet)" in text
    assert f"{MATCH} (awarded) (score not known yet)" in text
    assert "0-0" not in text


async def test_discord_slack_and_the_console_all_read_it_the_same(dispatcher):
    store, dispatch = dispatcher
    store.run_sync(save_snapshot, parse_fixture(unscored(fixture("1H", 30))))
    for reply in (unknown_board(), await dispatch.answer_text("/live", actor=LOCAL_ADMIN)):
        message = discord_render(reply)
        shown = {
            "discord": str(message.embed.to_dict() if message.embed else message.content),
            "slack": str(slack_render(reply)),
            "console": render_text(reply),
        }
        for platform, text in shown.items():
            assert MATCH in text and "ot known yet" in text, (platform, text)
            assert "0-0" not in text, (platform, text)


def test_the_operators_alert_stream_gives_no_placeholder_score_either():
    alert = spurs_sporting(
        AlertKind.RED_CARD, "1:red:228:coates", player="Sebastián Coates", score_known=False
    )
    line = json.loads(journal_line(alert, at=0.0))
    assert line["score"] is None and line["text"].startswith(f"🟥 RED CARD  {MATCH} · Sebastián Coates")
