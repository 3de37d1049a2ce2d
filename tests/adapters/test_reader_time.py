"""Times in the reader's zone: a kick-off shows as Discord's <t:…> and Slack's <!date…>, which each reader's
app writes in their own time zone; the console, which has no reader's zone, keeps the configured one."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from adapters.console.adapter import render_text
from adapters.discord.render import render as discord_render
from adapters.slack.render import render as slack_render
from bot.commands import build_tree
from bot.commands.context import Context
from bot.core.dispatch import Dispatcher
from bot.core.invocation import LOCAL_ADMIN
from bot.core.markup import moment, to_plain
from bot.core.reply import Card, Field, Reply
from bot.providers.model import Competition, MatchSnapshot, Minute, Score, Status, Team
from bot.store import Store
from bot.store import channels as channel_store
from bot.store import subscriptions as subs
from bot.store.matches import save_snapshot

NEW_YORK = ZoneInfo("America/New_York")
KICK_OFF = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)  # 15:00 in New York
UNIX = int(KICK_OFF.timestamp())


def test_a_moment_carries_the_instant_and_the_configured_zone_s_wording():
    assert moment(KICK_OFF, NEW_YORK) == f"<time:{UNIX}:t|15:00>"
    assert moment(KICK_OFF, NEW_YORK, relative=True) == f"<time:{UNIX}:tR|15:00>"
    assert moment(KICK_OFF, NEW_YORK, day=True) == f"<time:{UNIX}:f|01 Dec 15:00>"
    assert to_plain(f"Kick-off {moment(KICK_OFF, NEW_YORK)}") == "Kick-off 15:00"


def test_discord_shows_the_reader_s_own_time():
    reply = Reply(text=f"Kick-off {moment(KICK_OFF, NEW_YORK)}")
    assert discord_render(reply).content == f"Kick-off <t:{UNIX}:t>"
    soon = Reply(text=f"Kick-off {moment(KICK_OFF, NEW_YORK, relative=True)}")
    assert discord_render(soon).content == f"Kick-off <t:{UNIX}:t> (<t:{UNIX}:R>)"


def test_slack_shows_the_reader_s_own_time_with_ours_as_fallback():
    fallback, blocks = slack_render(Reply(text=f"Kick-off {moment(KICK_OFF, NEW_YORK)}"))
    assert blocks[0]["text"]["text"] == f"Kick-off <!date^{UNIX}^{{time}}|15:00>"
    assert fallback == blocks[0]["text"]["text"]
    _, blocks = slack_render(Reply(text=f"since {moment(KICK_OFF, NEW_YORK, day=True)}"))
    assert blocks[0]["text"]["text"] == f"since <!date^{UNIX}^{{date_short_pretty}} {{time}}|01 Dec 15:00>"


def test_the_console_keeps_the_configured_zone():
    reply = Reply(text=f"Kick-off {moment(KICK_OFF, NEW_YORK, relative=True)}")
    assert render_text(reply) == "Kick-off 15:00"
    assert render_text(reply, colour=True) == "\x1b[1mKick-off 15:00\x1b[0m"


def test_where_a_platform_shows_no_native_time_the_fallback_stands():
    """Discord writes <t:…> in a description or field value, not in a title, field name or footer; a Slack
    header is plain text."""
    at = moment(KICK_OFF, NEW_YORK)
    reply = Reply(
        text="x", card=Card(title=f"KO {at}", fields=(Field(f"KO {at}", f"KO {at}"),), footer=f"KO {at}")
    )
    embed = discord_render(reply).embed.to_dict()
    assert embed["title"] == embed["fields"][0]["name"] == embed["footer"]["text"] == "KO 15:00"
    assert embed["fields"][0]["value"] == f"KO <t:{UNIX}:t>"
    _, blocks = slack_render(reply)
    assert blocks[0]["text"]["text"] == "KO 15:00"
    assert (
        blocks[1]["fields"][0]["text"]
        == f"*KO <!date^{UNIX}^{{time}}|15:00>*\nKO <!date^{UNIX}^{{time}}|15:00>"
    )


def test_a_forged_moment_in_a_name_stays_text():
    from bot.core.markup import literal

    reply = Reply(text=f"{literal(f'<time:{UNIX}:t|99:99>')} v B")
    assert discord_render(reply).content == f"\\<time:{UNIX}:t\\|99:99> v B"
    assert slack_render(reply)[0] == f"&lt;time:{UNIX}:t|99:99&gt; v B"
    assert render_text(reply) == f"<time:{UNIX}:t|99:99> v B"


# ---------------------------------------------------------------------------------------------- /live
@pytest.fixture
def live(tmp_path: Path) -> Iterator:
    """/live and /following answered in New York, over a store with one match kicking off today."""
    store = Store(tmp_path / "times.db")
    context = Context(
        store=store,
        tree=build_tree(),
        provider="api-football",
        timezone=NEW_YORK,
        clock=lambda: KICK_OFF - timedelta(hours=3),
    )
    snap = MatchSnapshot(
        id=1,
        competition=Competition(2, "UEFA Champions League", 2026),
        home=Team(47, "Tottenham Hotspur"),
        away=Team(228, "Sporting CP"),
        kickoff=KICK_OFF,
        status=Status.SCHEDULED,
        minute=None,
        score=Score(0, 0),
    )
    store.run_sync(save_snapshot, snap)
    store.run_sync(save_snapshot, replace(snap, id=2, status=Status.FIRST_HALF, minute=Minute(30)))
    dispatcher = Dispatcher(context.tree, context)
    yield store, dispatcher
    store.close()


async def test_live_shows_kick_off_in_each_reader_s_zone_and_the_console_s_own(live):
    _, dispatcher = live
    reply = await dispatcher.answer_text("/live", actor=LOCAL_ADMIN)
    embed = discord_render(reply).embed.to_dict()
    today = next(f for f in embed["fields"] if f["name"] == "Today")
    assert (
        today["value"]
        == f"<t:{UNIX}:t> (<t:{UNIX}:R>)  Tottenham Hotspur v Sporting CP  · UEFA Champions League"
    )
    assert embed["footer"]["text"] == "Kick-off times in your time zone"
    _, blocks = slack_render(reply)
    fields = [f["text"] for b in blocks for f in b.get("fields", [])]
    assert (
        f"*Today*\n<!date^{UNIX}^{{time}}|15:00>  Tottenham Hotspur v Sporting CP  · UEFA Champions League"
        in fields
    )
    shown = render_text(reply)
    assert "15:00  Tottenham Hotspur v Sporting CP  · UEFA Champions League" in shown
    assert "30'  Tottenham Hotspur 0-0 Sporting CP  · UEFA Champions League" in shown


async def test_a_pause_is_dated_in_each_reader_s_zone(live):
    store, dispatcher = live
    store.run_sync(subs.follow, "console", "console", "team", 47, "Tottenham Hotspur")
    for _ in range(channel_store.GONE_LIMIT):
        store.run_sync(
            channel_store.record_gone, "console", "console", "Missing Access", KICK_OFF.timestamp()
        )
    reply = await dispatcher.answer_text("/following", actor=LOCAL_ADMIN)
    assert f"since <t:{UNIX}:f> because" in discord_render(reply).embed.to_dict()["description"]
    assert (
        f"since <!date^{UNIX}^{{date_short_pretty}} {{time}}|01 Dec 15:00> because" in slack_render(reply)[0]
    )
    notice = render_text(reply).splitlines()[1].strip()  # under the title, "Following here"
    assert notice.startswith("⏸ Alerts here are paused since 01 Dec 15:00 because")
