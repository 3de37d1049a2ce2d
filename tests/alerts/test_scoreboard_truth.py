"""What a board says is true: goals the score counts are on it, and a goal a channel holds for its confirm
delay is held on its board too (from a stranger's review)."""

from __future__ import annotations

from bot.alerts.scoreboard import build_board
from bot.alerts.scoreboard_format import render_board
from bot.providers.api_football import parse_fixture
from bot.store import channels as channel_store
from tests.alerts.rig import RecordingAdapter
from tests.alerts.scoreboard_rig import BoardRig
from tests.providers.builders import HOME, event, fixture

KANE = (184, "Harry Kane")


def test_goals_the_score_counts_are_on_the_board_even_with_no_row_naming_them():
    """football-data.org lists goals only on its paid tiers; a bot that joins at 1-0 has no alert for them."""
    for status, minute, closing in (("2H", 60, "live scoreboard"), ("FT", 90, "final score")):
        text = render_board(build_board(parse_fixture(fixture(status, minute, (1, 0))), [])).text
        assert "No goals" not in text
        assert text.splitlines()[1:] == [
            "⚽ a goal for Tottenham Hotspur",
            f"UEFA Champions League · {closing}",
        ]


async def test_a_goal_held_by_the_channels_confirm_delay_is_held_on_its_board(database_url):
    adapter = RecordingAdapter()
    rig = BoardRig(database_url, {"discord": adapter})
    try:
        rig.follow("discord", "board-only", ("scoreboard",))
        rig.store.run_sync(channel_store.set_options, "discord", "board-only", confirm_delay=120)
        await rig.kick_off()
        await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
        rig.clock.advance(60)
        await rig.sender.drain()
        (board,) = adapter.channels["board-only"]
        assert board.text.startswith("📊 LIVE 1' · Tottenham Hotspur 0-0")  # VAR may yet rule it out
        rig.clock.advance(61)
        await rig.sender.drain()
        assert "⚽ 20' Harry Kane" in board.text
    finally:
        rig.close()


async def test_adding_the_scoreboard_keeps_the_alerts_a_channel_takes(idle_bot):
    """`/follow spurs scoreboard` where Spurs' alerts already come: a board beside them, not instead of them."""
    await idle_bot.assert_response(
        "/follow spurs goals var", "Now following Tottenham Hotspur here: goals, var."
    )
    await idle_bot.assert_response(
        "/follow spurs scoreboard", "Updated Tottenham Hotspur here: goals, var, scoreboard."
    )
    await idle_bot.assert_response(
        "/follow spurs red-cards", "Updated Tottenham Hotspur here: red-cards."
    )  # named: chosen
    await idle_bot.assert_response(
        "/follow sporting scoreboard", "Now following Sporting CP here: scoreboard."
    )
