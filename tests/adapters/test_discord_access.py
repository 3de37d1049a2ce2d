"""At start (and in `check-config --online`) the Discord adapter says, for each followed channel, which
permission the bot lacks there and what that costs, computed from the channel's overwrites and the bot's
roles as Discord documents it."""

from __future__ import annotations

import logging

import discord

from adapters.discord import DiscordAdapter
from adapters.discord.adapter import channel_permissions
from tests.fakes.discord_api import (
    BOT_PERMISSIONS,
    EMBED_LINKS,
    READ_HISTORY,
    SEND_MESSAGES,
    VIEW_CHANNEL,
    FakeDiscord,
)


async def test_each_followed_channel_is_checked_and_each_missing_permission_named(caplog):
    fake = FakeDiscord(
        permissions={
            "111": VIEW_CHANNEL | SEND_MESSAGES,  # no Embed Links, no Read Message History
            "222": 0,  # cannot even see it
            "333": BOT_PERMISSIONS,
        }
    )
    await fake.start()
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False)
    adapter.followed = ["111", "222", "333"]
    try:
        with caplog.at_level(logging.WARNING):
            await adapter.start(None, None)  # type: ignore[arg-type]
        lines = await adapter.missing_access()
    finally:
        await adapter.stop()
        await fake.stop()
    assert lines == [
        "channel 111: no Embed Links: alerts with cards are refused there",
        "channel 111: no Read Message History: after a long stop an alert cannot be checked for an earlier copy, "
        "so it may be posted twice",
        "channel 222: cannot be read (Missing Access): no alerts can be posted there",
    ]
    assert [r.getMessage() for r in caplog.records if r.getMessage().startswith("Discord: ")] == [
        f"Discord: {line}" for line in lines
    ]


def test_permissions_follow_discords_order_of_roles_and_overwrites():
    everyone, mods, bot = "1", "2", "9"
    roles = [
        {"id": everyone, "permissions": str(VIEW_CHANNEL | SEND_MESSAGES)},
        {"id": mods, "permissions": str(EMBED_LINKS)},
    ]
    channel = {
        "guild_id": everyone,
        "permission_overwrites": [
            {"id": everyone, "type": 0, "allow": "0", "deny": str(SEND_MESSAGES | VIEW_CHANNEL)},
            {"id": mods, "type": 0, "allow": str(VIEW_CHANNEL), "deny": "0"},
            {"id": bot, "type": 1, "allow": str(SEND_MESSAGES | READ_HISTORY), "deny": str(EMBED_LINKS)},
        ],
    }
    perms = channel_permissions(channel, roles, {"roles": [mods]}, bot)
    assert (perms.view_channel, perms.send_messages, perms.embed_links, perms.read_message_history) == (
        True,
        True,
        False,
        True,
    )
    admin = [{"id": everyone, "permissions": str(discord.Permissions(administrator=True).value)}]
    assert channel_permissions(channel, admin, {"roles": []}, bot) == discord.Permissions.all()


async def test_the_app_hands_the_adapter_its_followed_channels_at_start(database_url, caplog):
    from bot.app import App
    from bot.store import subscriptions as subs
    from tests.adapters.test_follow_access import config

    fake = FakeDiscord(permissions={"111": VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS})
    await fake.start()
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False, application_id=42)
    app = App(config(), adapters={"discord": adapter}, database=database_url)
    app.store.run_sync(subs.follow, "discord", "111", "team", 47, "Tottenham Hotspur", subs.ALL_KINDS)
    try:
        with caplog.at_level(logging.WARNING):
            await app.start()
    finally:
        await app.stop()
        await fake.stop()
    assert adapter.followed == ["111"]
    assert any(
        r.getMessage().startswith("Discord: channel 111: no Read Message History") for r in caplog.records
    )
