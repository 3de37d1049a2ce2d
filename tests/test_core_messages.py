"""Messages that name the problem and what to do: unfollowing what is not followed, a subcommand that does
not exist, a byte that is not UTF-8 in what was typed, and a /live over data that stopped coming."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.commands import build_tree
from bot.commands.context import Context
from bot.core.dispatch import Dispatcher
from bot.core.invocation import LOCAL_ADMIN
from bot.providers.model import Competition, MatchSnapshot, Minute, Score, Status, Team
from bot.store import Store
from bot.store import subscriptions as subs
from bot.store.matches import save_snapshot

NOW = datetime(2026, 12, 1, 20, 30, tzinfo=UTC)
SNAP = MatchSnapshot(
    id=1,
    competition=Competition(2, "UEFA Champions League", 2026),
    home=Team(47, "Tottenham Hotspur"),
    away=Team(228, "Sporting CP"),
    kickoff=NOW,
    status=Status.FIRST_HALF,
    minute=Minute(25),
    score=Score(1, 0),
)


@pytest.fixture
def bot(tmp_path: Path) -> Iterator[tuple[Store, Context, Dispatcher]]:
    store = Store(tmp_path / "messages.db")
    tree = build_tree()
    context = Context(store=store, tree=tree, provider="api-football", clock=lambda: NOW)
    yield store, context, Dispatcher(tree, context)
    store.close()


async def ask(dispatcher: Dispatcher, text: str) -> str:
    return (await dispatcher.answer_text(text, actor=LOCAL_ADMIN)).text


async def test_unfollow_of_what_is_not_followed_lists_what_is(bot):
    store, _, dispatcher = bot
    assert await ask(dispatcher, "/unfollow xyzzy") == (
        "'xyzzy' is not followed here; this channel follows nothing, so there is nothing to unfollow."
    )
    store.run_sync(subs.follow, "console", "console", "competition", 2, "UEFA Champions League")
    assert await ask(dispatcher, "/unfollow xyzzy") == (
        "'xyzzy' is not followed here; /unfollow one of: UEFA Champions League."
    )
    assert await ask(dispatcher, "/unfollow spurs") == (
        "Tottenham Hotspur is not followed here; /unfollow one of: UEFA Champions League."
    )
    assert store.run_sync(subs.for_channel, "console", "console")  # nothing was unfollowed
    assert await ask(dispatcher, "/unfollow champions") == "Stopped following UEFA Champions League here."


async def test_a_subcommand_that_does_not_exist_is_named(bot):
    _, _, dispatcher = bot
    assert await ask(dispatcher, "/var foo") == "'foo' is not a /var subcommand; try /var explain."
    assert await ask(dispatcher, "/var explian x") == (
        "'explian' is not a /var subcommand; did you mean /var explain?"
    )


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("/var \udcff", "'\ufffd' is not a /var subcommand"),
        ("/tab\udcffle", "I don't know the command /tab\ufffdle."),
        ("/follow spurs goals,\udcff", "'\ufffd' is not an alert kind"),
        ("/unfollow \udcffx", "'\ufffdx' is not followed here"),
        ("/live now \udcff", "/live takes no 'now \ufffd'."),
    ],
)
async def test_what_was_typed_is_shown_safely(bot, typed, shown):
    _, _, dispatcher = bot
    text = await ask(dispatcher, typed)
    assert shown in text and "\\udc" not in text
    text.encode("utf-8")  # no lone surrogate: every platform (and a terminal) can show it


async def test_live_shows_a_stale_snapshot_as_last_known_not_live(bot):
    store, context, dispatcher = bot
    store.run_sync(save_snapshot, SNAP)
    store.run_sync(
        save_snapshot, replace(SNAP, id=2, home=Team(1, "Eintracht Frankfurt"), status=Status.HALF_TIME)
    )
    fresh = await ask(dispatcher, "/live")
    assert "Live now\n25'  Tottenham Hotspur 1-0 Sporting CP" in fresh and "Last known" not in fresh
    context.wall_clock = lambda: time.time() + 20 * 60  # in play, 20 min without news; half-time may last
    later = await ask(dispatcher, "/live")  # one match under a heading reads "heading: match"
    assert (
        "Last known: 25'  Tottenham Hotspur 1-0 Sporting CP  · UEFA Champions League (updated 20 min ago)"
        in later
    )
    assert "Live now: HT  Eintracht Frankfurt 1-0 Sporting CP" in later
    context.wall_clock = lambda: time.time() + 3 * 3600  # a stopped bot, asked hours later
    stopped = await ask(dispatcher, "/live")
    assert "Live now" not in stopped and stopped.count("(updated 3 h ago)") == 2
