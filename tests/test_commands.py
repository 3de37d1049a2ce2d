"""Commands as a fan uses them, against the state left by the replayed Group D night."""

from __future__ import annotations

from tests.harness import FAN


async def test_help_lists_every_command(testbot):
    reply = await testbot.assert_response(
        "/help", "/var explain [topic]", "/table", "/live", "/follow <target>"
    )
    assert "(admins)" in reply.text


async def test_help_for_one_command(testbot):
    await testbot.assert_response("/help table", "/table [competition] [group]")


async def test_table_shows_group_d_after_the_night(testbot):
    reply = await testbot.assert_response("/table", "Group D", "Season 2022")
    rows = [line.split() for line in reply.text.splitlines()[2:6]]
    assert [(r[0], " ".join(r[1:-8]), r[-1]) for r in rows] == [
        ("1", "Tottenham Hotspur", "8"),
        ("2", "Sporting CP", "7"),
        ("3", "Eintracht Frankfurt", "7"),
        ("4", "Marseille", "6"),
    ]
    header = reply.text.splitlines()[1].split()
    assert header == ["Pos", "Team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts"]
    assert reply.card is not None and reply.card.tables


async def test_table_by_group_and_competition_names(testbot):
    for text in (
        '/table "Group D"',
        "/table Group D",
        "/table group d",
        "/table ucl D",
        "/table champions league",
        "/table champions league group D",
        '/table "champions league" D',
        "/table D",
    ):
        await testbot.assert_response(text, "Tottenham Hotspur")


def test_group_words_fans_type():
    from bot.commands.table import split_group

    assert split_group("Group D") == ("", "D")
    assert split_group("champions league group d") == ("champions league", "D")
    assert split_group("ucl H") == ("ucl", "H")
    assert split_group("serie a") == ("serie a", None)  # a competition whose name ends in a letter
    assert split_group("PL") == ("PL", None)
    assert split_group("ucl group q") == ("ucl", "Q")


async def test_table_for_an_unknown_competition_or_group(testbot):
    await testbot.assert_error("/table PL", "I have no table for 'PL'", "UEFA Champions League")
    await testbot.assert_error("/table ucl H", "no Group H")
    # a letter no competition's groups reach is still a group asked for: named missing, not the competition
    await testbot.assert_error("/table ucl group q", "UEFA Champions League has no Group Q")
    await testbot.assert_error('/table "champions league" group z', "has no Group Z")


async def test_live_after_full_time_lists_todays_results(testbot):
    await testbot.assert_response(
        "/live", "Today", "FT  Tottenham Hotspur 1-1 Sporting CP", "FT  Eintracht Frankfurt 2-1 Marseille"
    )


async def test_unknown_command_is_one_friendly_sentence(testbot):
    reply = await testbot.assert_error("/tabel", "Did you mean /table?")
    assert len(reply.text.splitlines()) == 1


async def test_admin_only_command_refused_for_a_fan(testbot):
    await testbot.assert_error("/follow spurs", "Only admins can", actor=FAN)


async def test_follow_and_following(testbot):
    await testbot.assert_response(
        "/follow spurs goals var", "Now following Tottenham Hotspur here: goals, var."
    )
    await testbot.assert_response(
        "/following", "Tottenham Hotspur (team): goals, var", "UEFA Champions League (competition)"
    )
    await testbot.assert_response("/unfollow tottenham", "Stopped following Tottenham Hotspur")
    await testbot.assert_error(
        "/unfollow tottenham",
        "Tottenham Hotspur is not followed here; /unfollow one of: UEFA Champions League.",
    )
    await testbot.assert_error("/follow narnia fc", "I don't know a team or competition called 'narnia fc'")


async def test_a_handler_crash_never_reaches_chat(testbot, monkeypatch):
    from bot.commands import live

    def boom(db):
        raise RuntimeError("database on fire")

    monkeypatch.setattr(live, "stored_matches", boom)  # the store read inside the handler now fails
    reply = await testbot.ask("/live")
    assert reply.is_error
    assert "something went wrong on my side" in reply.text
    assert "database on fire" not in reply.text and "Traceback" not in reply.text
    await testbot.assert_response("/table", "Tottenham Hotspur")  # and the bot keeps answering


async def test_channel_options(testbot):
    await testbot.assert_response("/options", "Spoiler mode: off\n", "Goal confirm delay: off\n")
    await testbot.assert_response("/options spoiler on", "Spoiler mode: on\n")
    await testbot.assert_response("/options delay 30", "Goal confirm delay: 30 s\n")
    await testbot.assert_error("/options delay soon", "number of seconds")
    await testbot.assert_error("/options delay 900", "between 0 and 300")
    await testbot.assert_error("/options spoiler maybe", "on or off")
    await testbot.assert_error("/options colour red", "setting must be one of spoiler, delay")
    await testbot.assert_error("/options delay 0", "Only admins can", actor=FAN)
    await testbot.assert_response("/options", "Spoiler mode: on\nGoal confirm delay: 30 s\n", actor=FAN)


def test_console_hides_spoilers():
    from adapters.console import render_text
    from bot.core.reply import Reply

    shown = render_text(Reply(text="⚽ 22' GOAL  A 0-1 B\nX scores", spoiler=True, spoiler_label="A v B"))
    assert shown.splitlines()[0] == "🙈 Spoiler: A v B" and "||⚽ 22' GOAL  A 0-1 B / X scores||" in shown


async def test_follow_where_the_bot_cannot_post_says_what_to_do_and_follows_nothing(testbot):
    async def cannot(platform: str, channel: str) -> str:
        return "invite me with /invite @matchday"

    testbot.app.context.can_post = cannot
    await testbot.assert_error(
        "/follow spurs",
        "I can't post alerts in this channel yet: invite me with /invite @matchday, then type /follow again.",
    )
    reply = await testbot.ask("/following")
    assert "Tottenham Hotspur" not in reply.text


async def test_a_paused_channel_shows_why_and_follow_brings_it_back(testbot):
    from bot.store import channels

    await testbot.assert_response("/follow spurs goals", "Now following Tottenham Hotspur here: goals.")
    for _ in range(channels.GONE_LIMIT):
        testbot.app.store.run_sync(channels.record_gone, "console", "console", "console output is closed")
    reply = await testbot.assert_response(
        "/following", "Tottenham Hotspur (team): goals", "(console output is closed)", "type /follow again"
    )
    assert reply.text.splitlines()[:2] == ["Following here", reply.card.body]  # the pause comes first
    assert reply.card.body.startswith("⏸ Alerts here are paused since ")
    await testbot.assert_response(
        "/follow spurs goals", "Alerts are back on here, following Tottenham Hotspur: goals."
    )
    reply = await testbot.assert_response("/following", "Tottenham Hotspur (team): goals")
    assert "paused" not in reply.text
