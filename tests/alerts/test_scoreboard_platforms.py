"""The live scoreboard on the real discord.py and slack_sdk, against the strict local fakes of Discord and Slack:
one post per match, edits in place, a 429 waited out with the latest state landing once, and the same message
after a restart. The rig's clock steps over Retry-After; nothing sleeps it."""

from __future__ import annotations

import pytest

from adapters.discord import DiscordAdapter
from adapters.slack import SlackAdapter
from tests.alerts.scoreboard_rig import SPACING, BoardRig, Clock
from tests.fakes.discord_api import ANSWERS as DISCORD_ANSWERS
from tests.fakes.discord_api import FakeDiscord
from tests.fakes.slack_api import ANSWERS as SLACK_ANSWERS
from tests.fakes.slack_api import FakeSlack
from tests.providers.builders import AWAY, HOME, event, fixture

DISCORD_CHANNEL, SLACK_CHANNEL = "777", "C0MATCH"
EDWARDS_GOAL = event(22, "Goal", "Normal Goal", AWAY, (900101, "Marcus Edwards"))
BENTANCUR_GOAL = event(80, "Goal", "Normal Goal", HOME, (30, "Rodrigo Bentancur"))
# Discord's answer to an edit over its limit for longer than discord.py waits by itself (30 s): the adapter
# hands it back as a transient failure with Discord's retry_after (64.57 s).
DISCORD_429 = DISCORD_ANSWERS["rate_limited"]


@pytest.fixture
async def discord_fake():
    fake = FakeDiscord()
    await fake.start()
    yield fake
    await fake.stop()


@pytest.fixture
async def discord(discord_fake):
    adapter = DiscordAdapter("token", api_base=discord_fake.url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    yield adapter
    await adapter.stop()


@pytest.fixture
async def slack_fake():
    fake = FakeSlack()
    await fake.start()
    yield fake
    await fake.stop()


@pytest.fixture
async def slack(slack_fake):
    adapter = SlackAdapter("xoxb", api_base=slack_fake.url, mode="http", signing_secret="s", port=0)
    await adapter.start(None, None)  # type: ignore[arg-type]
    yield adapter
    await adapter.stop()


async def test_discord_posts_one_embed_and_waits_out_a_429_with_the_latest_state(
    discord_fake, discord, database_url
):
    rig = BoardRig(database_url, {"discord": discord})
    try:
        rig.follow("discord", DISCORD_CHANNEL, ("goals", "scoreboard"))
        await rig.kick_off()
        (post,) = [p for p in discord_fake.posts if p["embeds"][0]["title"].startswith("📊")]
        assert post["embeds"][0]["title"] == "📊 LIVE 1' · Tottenham Hotspur 0-0 Sporting CP"
        assert post["allowed_mentions"] == {"parse": []} and post["enforce_nonce"] is True

        discord_fake.refuse(DISCORD_429, method="PATCH")
        rig.clock.advance(SPACING)
        await rig.step(fixture("1H", 22, (0, 1), [EDWARDS_GOAL]))  # the board's edit meets the 429
        assert discord_fake.edits == []
        row = rig.post("discord", DISCORD_CHANNEL)
        assert (
            row["attempts"] == 1
            and "429" in row["error"]
            and row["not_before"] == pytest.approx(rig.clock() + 64.57, abs=0.01)
        )
        rig.clock.advance(30)
        await rig.step(fixture("2H", 80, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL]))  # more news while it waits
        assert discord_fake.edits == []  # not before Discord's retry_after
        rig.clock.advance(35)
        await rig.sender.drain()
    finally:
        rig.close()
    (edit,) = discord_fake.edits  # the latest state, once: never the stale one first
    embed = edit[2]["embeds"][0]
    assert embed["title"] == "📊 LIVE 80' · Tottenham Hotspur 1-1 Sporting CP"
    assert embed["description"].splitlines() == [
        "⚽ 22' Marcus Edwards (Sporting CP)",
        "⚽ 80' Rodrigo Bentancur (Tottenham Hotspur)",
    ]
    boards = [m for m in discord_fake.messages[DISCORD_CHANNEL] if m["embeds"][0]["title"].startswith("📊")]
    assert len(boards) == 1 and edit[1] == boards[0]["id"]  # edited in place, never posted twice


async def test_discord_after_a_restart_edits_the_same_message(discord_fake, discord, database_url):
    clock = Clock()
    first = BoardRig(database_url, {"discord": discord}, clock=clock)
    first.follow("discord", DISCORD_CHANNEL, ("scoreboard",))
    await first.kick_off()
    first.close()
    restarted = DiscordAdapter("token", api_base=discord_fake.url, gateway=False)
    await restarted.start(None, None)  # type: ignore[arg-type]
    second = BoardRig(database_url, {"discord": restarted}, clock=clock)
    try:
        clock.advance(SPACING)
        await second.step(fixture("FT", 90, (0, 1), [EDWARDS_GOAL]))
    finally:
        second.close()
        await restarted.stop()
    assert len(discord_fake.posts) == 1
    (message,) = discord_fake.messages[DISCORD_CHANNEL]
    assert message["embeds"][0]["title"] == "🏁 FULL TIME · Tottenham Hotspur 0-1 Sporting CP"
    assert message["embeds"][0]["footer"]["text"] == "UEFA Champions League · final score"


async def test_slack_posts_blocks_and_waits_out_a_429_with_the_latest_state(slack_fake, slack, database_url):
    rig = BoardRig(database_url, {"slack": slack})
    try:
        rig.follow("slack", SLACK_CHANNEL, ("scoreboard",))
        await rig.kick_off()
        assert len(slack_fake.posts) == 1 and slack_fake.posts[0]["text"].startswith("📊 LIVE 1'")

        slack_fake.refuse(SLACK_ANSWERS["ratelimited"], method="chat.update")  # Retry-After: 30
        rig.clock.advance(SPACING)
        await rig.step(fixture("1H", 22, (0, 1), [EDWARDS_GOAL]))
        assert slack_fake.updates == []
        rig.clock.advance(10)
        await rig.step(fixture("2H", 80, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL]))
        rig.clock.advance(10)
        await rig.step(fixture("FT", 90, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL]))
        assert slack_fake.updates == []  # still inside Slack's Retry-After
        rig.clock.advance(10)
        await rig.sender.drain()
        assert rig.post("slack", SLACK_CHANNEL)["status"] == "closed"
    finally:
        rig.close()
    (update,) = slack_fake.updates  # the final state, once, on the message posted at kick-off
    assert update["ts"] == slack_fake.history[SLACK_CHANNEL][0]["ts"] and len(slack_fake.posts) == 1
    assert update["text"].startswith("🏁 FULL TIME · Tottenham Hotspur 1-1 Sporting CP")
    assert "Rodrigo Bentancur" in str(update["blocks"])
