"""`PlatformAdapter.connected()`, read by /healthz: Discord's gateway, Slack's socket or HTTP listener, against
the local fakes; None where there is no connection to keep (the console, Discord over REST only)."""

from __future__ import annotations

import io

from adapters.console import ConsoleAdapter
from adapters.discord import DiscordAdapter
from adapters.discord.gateway import Backoff
from adapters.slack import SlackAdapter
from bot.core.invocation import Invocation
from bot.core.reply import Reply
from tests.fakes.discord_api import FakeDiscord
from tests.fakes.slack_api import FakeSlack
from tests.waiting import wait_for


async def answer(inv: Invocation) -> Reply:
    return Reply(text="pong")


async def on_text(text: str, channel: str, actor: object) -> Reply:
    return Reply(text="pong")


def test_the_console_has_no_connection_to_speak_of():
    assert ConsoleAdapter(io.StringIO(), colour=False).connected() is None


async def test_discord_is_connected_while_its_gateway_is_up():
    fake = FakeDiscord()
    await fake.start()
    adapter = DiscordAdapter("token", api_base=fake.url, backoff=Backoff(0.05, 0.2), identify_window=0.05)
    try:
        assert adapter.connected() is False  # not started
        await adapter.start(None, answer)  # type: ignore[arg-type]
        await fake.wait_shards(0)
        await wait_for(adapter.connected, timeout=10)  # READY (discord.py waits 2 s for guilds first)
        await fake.stop()  # Discord goes away: the socket closes and reconnecting fails
        await wait_for(lambda: not adapter.connected(), timeout=10)
    finally:
        await adapter.stop()
        await fake.stop()
    assert adapter.connected() is False


async def test_discord_over_rest_only_keeps_no_connection():
    fake = FakeDiscord()
    await fake.start()
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False)
    try:
        await adapter.start(None, answer)  # type: ignore[arg-type]
        assert adapter.connected() is None
    finally:
        await adapter.stop()
        await fake.stop()


async def test_slack_http_mode_is_connected_while_it_listens():
    fake = FakeSlack()
    await fake.start()
    adapter = SlackAdapter(
        "xoxb-test", api_base=fake.url, mode="http", signing_secret="s3cret", port=0, host="127.0.0.1"
    )
    try:
        assert adapter.connected() is False
        await adapter.start(on_text, None)  # type: ignore[arg-type]
        assert adapter.connected() is True
    finally:
        await adapter.stop()
        await fake.stop()
    assert adapter.connected() is False


async def test_slack_socket_mode_is_connected_while_its_socket_is_open():
    fake = FakeSlack()
    await fake.start()
    adapter = SlackAdapter("xoxb-test", api_base=fake.url, mode="socket", app_token="xapp-test")
    try:
        assert adapter.connected() is False
        await adapter.start(on_text, None)  # type: ignore[arg-type]
        await wait_for(adapter.connected, timeout=10)
    finally:
        await adapter.stop()
        await fake.stop()
    assert adapter.connected() is False
