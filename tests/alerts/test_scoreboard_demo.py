"""The scoreboard on the replayed night, through the whole pipeline into the console, as `matchday demo` shows it;
and /follow's side of it: opt-in, named like any kind."""

from __future__ import annotations

from bot.store import subscriptions as subs
from tests.harness import make_bot

SPURS_BOARD = [
    "📊 LIVE 1' · Tottenham Hotspur 0-0 Sporting CP",
    "✎ edited 📊 LIVE 22' · Tottenham Hotspur 0-1 Sporting CP",
    "✎ edited 📊 HALF-TIME · Tottenham Hotspur 0-1 Sporting CP",
    "✎ edited 📊 LIVE 46' · Tottenham Hotspur 0-1 Sporting CP",
    "✎ edited 📊 LIVE 80' · Tottenham Hotspur 1-1 Sporting CP",
    "✎ edited 📊 LIVE 90+5' · Tottenham Hotspur 2-1 Sporting CP",
    "✎ edited 📊 LIVE 90+8' · Tottenham Hotspur 1-1 Sporting CP",
    "✎ edited 📊 LIVE 90+9' · Tottenham Hotspur 1-1 Sporting CP",
    "✎ edited 🏁 FULL TIME · Tottenham Hotspur 1-1 Sporting CP",
]


async def test_the_demo_night_shows_one_board_edited_on_news_only(tmp_path):
    bot = await make_bot(tmp_path, follow=["champions league", "tottenham hotspur scoreboard"])
    try:
        await bot.app.wait_replay()
    finally:
        await bot.app.stop()
    heads = bot.alert_headlines
    assert [h for h in heads if "📊" in h or "🏁 FULL TIME ·" in h] == SPURS_BOARD  # Frankfurt's has none
    final = bot.out.getvalue().split("✎ edited 🏁 FULL TIME · Tottenham Hotspur 1-1 Sporting CP\n", 1)[1]
    assert final.split("\n\n", 1)[0].splitlines() == [
        "    ⚽ 22' Marcus Edwards (Sporting CP)",
        "    ⚽ 80' Rodrigo Bentancur (Tottenham Hotspur)",
        "    ⚽ 90+5' Harry Kane (Tottenham Hotspur) ruled out by VAR for offside",
        "    🟥 90+9' Antonio Conte (Tottenham Hotspur head coach)",
        "    UEFA Champions League · final score",
    ]
    # the alerts are the night's as before: each board edit follows the alert that made it
    assert heads.index("⚽ 90+5' GOAL  Tottenham Hotspur 2-1 Sporting CP · Harry Kane") + 1 == heads.index(
        SPURS_BOARD[5]
    )


async def test_follow_names_the_scoreboard_and_a_plain_follow_leaves_it_out(tmp_path):
    bot = await make_bot(tmp_path, follow=[], start=False)
    try:
        await bot.assert_response("/follow spurs", "Now following Tottenham Hotspur here: goals, var,")
        await bot.assert_response("/follow marseille scoreboard", "Now following Marseille here: scoreboard.")
        await bot.assert_response("/follow frankfurt goals live-score", "here: goals, scoreboard.")
        kinds = {s.target_name: s.kinds for s in bot.app.db.run_sync(subs.for_channel, "console", "console")}
        assert "scoreboard" not in kinds["Tottenham Hotspur"]
        assert kinds["Marseille"] == ("scoreboard",)
        help_text = (await bot.ask("/help follow")).text
        (line,) = [line for line in help_text.splitlines() if line.startswith("scoreboard: ")]
        assert line.startswith("scoreboard: one live scoreboard message per match") and line.endswith(
            "(only when named)"
        )
    finally:
        await bot.app.stop()
