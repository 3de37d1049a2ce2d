"""Finding 6: /follow tells the admin at once when the bot cannot post in the channel, and what to grant;
a channel paused after repeated refusals shows why in /following and comes back with /follow.

The real discord.py and slack-bolt run against the local fakes, which refuse as the platforms do.
"""

from __future__ import annotations

import asyncio

import pytest

from adapters.console import ConsoleAdapter
from adapters.discord import DiscordAdapter
from adapters.slack import SlackAdapter
from bot.app import App
from bot.config import load_config
from bot.core.platform import can_post_in
from bot.store import channels
from bot.store import subscriptions as subs
from tests.adapters.test_slack import post_to_bolt, slash
from tests.fakes.discord_api import BOT_PERMISSIONS, EMBED_LINKS, SEND_MESSAGES, VIEW_CHANNEL, FakeDiscord
from tests.fakes.discord_api import interaction as discord_interaction
from tests.fakes.slack_api import FakeSlack

DISCORD_CHANNEL = "777"
SLACK_CHANNEL = "C0MATCH"  # the channel test_slack.slash() speaks from
SECRET = "s3cret"


def config():
    return (
        load_config(None, env={})
        .with_values("provider.replay", speed="max")
        .with_values("adapters.console", follow=[])
        .with_values("dispatch.discord", channel_burst=1000)
        .with_values("dispatch.slack", channel_burst=1000, per_second=1000)
    )


# ------------------------------------------------------------------------------------------------ Discord
@pytest.fixture
async def discord_app(database_url):
    fake = FakeDiscord()
    await fake.start()
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False, application_id=42)
    app = App(config(), adapters={"discord": adapter}, database=database_url)
    await app.start()
    yield app, adapter, fake
    await app.stop()
    await fake.stop()


async def discord_says(adapter: DiscordAdapter, fake: FakeDiscord, name: str, value: str = "", **kw) -> dict:
    """Send a slash command as Discord does; return what the bot answered (the interaction callback data)."""
    options = [{"name": "target", "type": 3, "value": value}] if value else []
    before = len(fake.callbacks)
    adapter.client._connection.parse_interaction_create(
        discord_interaction(2, {"id": "9", "name": name, "type": 1, "options": options}, **kw)
    )
    for _ in range(500):
        if len(fake.callbacks) > before:
            return fake.callbacks[-1]["data"]
        await asyncio.sleep(0.01)
    raise AssertionError(f"no answer to /{name}")


def said(data: dict) -> str:
    return data.get("content") or data["embeds"][0]["title"]


async def test_discord_follow_without_send_permissions_says_what_to_grant_and_follows_nothing(discord_app):
    """Before: "Now following" where the bot could not post; the first alerts then failed unseen."""
    app, adapter, fake = discord_app
    answer = await discord_says(adapter, fake, "follow", "spurs", admin=True, app_permissions=VIEW_CHANNEL)
    assert answer["flags"] == 64  # only the admin sees it
    assert said(answer) == (
        "I can't post alerts in this channel yet: give me the Send Messages and Embed Links permissions "
        "in this channel, then type /follow again."
    )
    assert app.store.run_sync(subs.for_channel, "discord", DISCORD_CHANNEL) == []


async def test_discord_follow_names_each_missing_permission(discord_app):
    _, adapter, fake = discord_app
    no_embeds = BOT_PERMISSIONS & ~EMBED_LINKS
    answer = await discord_says(adapter, fake, "follow", "spurs", admin=True, app_permissions=no_embeds)
    assert "give me the Embed Links permission in this channel, then type /follow again." in said(answer)
    answer = await discord_says(adapter, fake, "follow", "spurs", admin=True, app_permissions=0)
    assert "give me the View Channel, Send Messages and Embed Links permissions" in said(answer)


async def test_discord_paused_channel_shows_why_and_follow_resumes_it(discord_app):
    app, adapter, fake = discord_app
    await discord_says(adapter, fake, "follow", "spurs", admin=True)
    # the channel's guild, from the interaction: what a sharded process sends by (bot.store.spaces)
    spaces = app.store.run_sync(lambda db: db.query("select platform, channel, space from channel_spaces"))
    assert spaces == [{"platform": "discord", "channel": DISCORD_CHANNEL, "space": "555"}]
    for _ in range(channels.GONE_LIMIT):
        app.store.run_sync(channels.record_gone, "discord", DISCORD_CHANNEL, "Missing Permissions")
    assert app.store.run_sync(subs.channels_for, 2, (47, 498), "goals") == []  # fan-out leaves it out
    following = await discord_says(adapter, fake, "following")
    assert "⏸ Alerts here are paused since" in following["embeds"][0]["description"]
    assert (
        "because I could not post (Missing Permissions); fix my access, then an admin can type /follow again."
        in (following["embeds"][0]["description"])
    )
    still = await discord_says(adapter, fake, "follow", "spurs", admin=True, app_permissions=VIEW_CHANNEL)
    assert still["flags"] == 64 and "give me the Send Messages and Embed Links" in said(still)
    assert app.store.run_sync(channels.paused, "discord", DISCORD_CHANNEL) is not None
    back = await discord_says(adapter, fake, "follow", "spurs", admin=True)
    assert said(back) == (
        "Alerts are back on here, following Tottenham Hotspur: goals, var, red-cards, kick-off, half-time, full-time."
    )
    assert app.store.run_sync(channels.paused, "discord", DISCORD_CHANNEL) is None
    assert app.store.run_sync(subs.channels_for, 2, (47, 498), "goals") == [("discord", DISCORD_CHANNEL)]


async def test_discord_fake_refuses_as_discord_does():
    """The fake is as strict as Discord: 50001 without View Channel, 50013 without Send Messages or (for an
    embed) Embed Links; the adapter turns each into ChannelGone with Discord's words."""
    from bot.core.platform import ChannelGone
    from bot.core.reply import Card, Reply

    fake = FakeDiscord(permissions={"1": 0, "2": VIEW_CHANNEL, "3": VIEW_CHANNEL | SEND_MESSAGES})
    await fake.start()
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    try:
        reasons = []
        for channel in ("1", "2", "3"):
            with pytest.raises(ChannelGone) as caught:
                await adapter.send(channel, Reply(text="x", card=Card(title="⚽ GOAL")))
            reasons.append(str(caught.value))
        await adapter.send("3", Reply(text="plain text needs no Embed Links"))
    finally:
        await adapter.stop()
        await fake.stop()
    assert reasons == ["Missing Access", "Missing Permissions", "Missing Permissions"]


# ------------------------------------------------------------------------------------------------ Slack
@pytest.fixture
async def slack(tmp_path):
    fake = FakeSlack(admins={"U1"})
    await fake.start()
    adapters: list[SlackAdapter] = []
    apps: list[App] = []

    async def start() -> tuple[App, SlackAdapter]:
        adapter = SlackAdapter(
            "xoxb-test", api_base=fake.url, mode="http", signing_secret=SECRET, port=0, host="127.0.0.1"
        )
        app = App(config(), adapters={"slack": adapter}, database=tmp_path / f"s{len(apps)}.db")
        await app.start()
        adapters.append(adapter)
        apps.append(app)
        return app, adapter

    yield fake, start
    for app in apps:
        await app.stop()
    await fake.stop()


async def slack_follow(adapter: SlackAdapter) -> dict:
    return (await post_to_bolt(adapter, slash("/follow", "spurs"))).json()


async def test_slack_follow_outside_a_public_channel_without_chat_write_public_asks_for_an_invite(slack):
    fake, start = slack
    fake.outside.add(SLACK_CHANNEL)
    fake.scopes.discard("chat:write.public")
    app, adapter = await start()
    body = await slack_follow(adapter)
    assert body["response_type"] == "ephemeral"
    assert body["text"] == (
        "I can't post alerts in this channel yet: invite me with /invite @matchday, then type /follow again."
    )
    assert app.store.run_sync(subs.for_channel, "slack", SLACK_CHANNEL) == []
    fake.outside.discard(SLACK_CHANNEL)  # the admin invited the bot
    body = await slack_follow(adapter)
    assert body["response_type"] == "in_channel" and "Now following Tottenham Hotspur here" in body["text"]


async def test_slack_chat_write_public_is_enough_for_a_public_channel_not_a_private_one(slack):
    fake, start = slack
    fake.outside.add(SLACK_CHANNEL)
    _, adapter = await start()
    assert "Now following Tottenham Hotspur" in (await slack_follow(adapter))["text"]
    fake.private.add(SLACK_CHANNEL)  # Slack shows a private channel the bot is not in as channel_not_found
    assert await adapter.can_post(SLACK_CHANNEL) == "invite me with /invite @matchday"
    fake.private.discard(SLACK_CHANNEL)
    fake.archived.add(SLACK_CHANNEL)
    assert await adapter.can_post(SLACK_CHANNEL) == "unarchive this channel"


async def test_slack_follow_is_not_refused_when_the_check_cannot_be_made(slack):
    """Without channels:read the bot cannot tell: it follows, and sending finds out (a refusing channel is
    paused and shown in /following)."""
    fake, start = slack
    fake.scopes.discard("channels:read")
    _, adapter = await start()
    assert await adapter.can_post(SLACK_CHANNEL) == ""


async def test_slack_sends_map_refusals_to_words_an_admin_can_act_on(slack):
    from bot.core.platform import ChannelGone
    from bot.core.reply import Reply

    fake, start = slack
    fake.scopes.discard("chat:write.public")
    fake.outside |= {"COUT", "CPRIV"}
    fake.private.add("CPRIV")
    fake.archived.add("CARCH")
    _, adapter = await start()
    reasons = []
    for channel in ("COUT", "CPRIV", "CARCH"):
        with pytest.raises(ChannelGone) as caught:
            await adapter.send(channel, Reply(text="x"), idempotency_key="k")
        reasons.append(str(caught.value))
    assert reasons == ["not a member of the channel", "channel not found", "channel archived"]


async def test_slack_paused_channel_in_following_and_resumed_by_follow(slack):
    _, start = slack
    app, adapter = await start()
    await slack_follow(adapter)
    for _ in range(channels.GONE_LIMIT):
        app.store.run_sync(channels.record_gone, "slack", SLACK_CHANNEL, "not a member of the channel")
    listing = (await post_to_bolt(adapter, slash("/following", ""))).json()["text"]
    assert listing.splitlines()[0] == "Following here"
    assert listing.splitlines()[1].startswith("⏸ Alerts here are paused since")
    assert "(not a member of the channel)" in listing
    assert "Tottenham Hotspur (team)" in listing
    back = (await slack_follow(adapter))["text"]
    assert back == (
        "Alerts are back on here, following Tottenham Hotspur: "
        "goals, var, red-cards, kick-off, half-time, full-time."
    )


# ------------------------------------------------------------------------------------------------ console
async def test_console_can_always_post():
    assert await ConsoleAdapter(colour=False).can_post("console") == ""
    assert await can_post_in({"console": ConsoleAdapter(colour=False)}, "console", "console") == ""
    assert await can_post_in({}, "discord", "1") == ""  # no adapter for it: no opinion


async def test_a_failing_check_never_breaks_follow():
    class Broken:
        async def can_post(self, channel: str) -> str:
            raise RuntimeError("platform on fire")

    assert await can_post_in({"x": Broken()}, "x", "1") == ""  # type: ignore[dict-item]
