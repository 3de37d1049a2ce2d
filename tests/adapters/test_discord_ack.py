"""An interaction is always acknowledged in time: Discord forgets one not answered within 3 s of its creation
(the fake refuses such a late answer as "Unknown interaction"). A slow answer is acknowledged first
("thinking…") and followed up when ready; a quick one is answered at once."""

from __future__ import annotations

import asyncio

import pytest

from adapters.discord import DiscordAdapter
from adapters.discord.gateway import Backoff
from bot.core.invocation import Invocation
from bot.core.reply import Reply, error_reply
from bot.core.tree import CommandTree
from tests.fakes.discord_api import FakeDiscord, interaction

PING = {"id": "1", "name": "ping", "type": 1}


def tree() -> CommandTree:
    t = CommandTree()

    @t.command("ping", "Answers pong.")
    async def ping(ctx: object, inv: Invocation) -> Reply:
        return Reply(text="pong")

    return t


@pytest.fixture
async def fake():
    f = FakeDiscord(ack_window=0.6)  # Discord's 3 s, scaled down with the adapter's patience below
    await f.start()
    yield f
    await f.stop()


async def answered(fake: FakeDiscord, answer, ack_within: float = 0.2, locale: str = "en-GB") -> None:  # type: ignore[no-untyped-def]
    adapter = DiscordAdapter(
        "token", api_base=fake.url, tree=tree(), backoff=Backoff(0.05, 0.2), identify_window=0.05
    )
    adapter.ack_within = ack_within
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        await fake.wait_shards(0)
        await fake.push(0, "INTERACTION_CREATE", interaction(2, PING) | {"locale": locale})
        for _ in range(200):
            if fake.followups or (fake.callbacks and fake.callbacks[-1].get("type") == 4):
                break
            await asyncio.sleep(0.02)
    finally:
        await adapter.stop()


async def test_a_quick_answer_goes_at_once(fake):
    async def quick(inv: Invocation) -> Reply:
        return Reply(text="pong")

    await answered(fake, quick)
    assert [c["type"] for c in fake.callbacks] == [4] and fake.callbacks[0]["data"]["content"] == "pong"
    assert fake.followups == []


async def test_a_slow_answer_is_acknowledged_in_time_then_followed_up(fake):
    async def slow(inv: Invocation) -> Reply:
        await asyncio.sleep(1.0)  # longer than Discord's window (scaled): answering now would be refused
        return Reply(text="pong, eventually")

    await answered(fake, slow)
    assert [c["type"] for c in fake.callbacks] == [5]  # "thinking…", within the window
    assert [(f["method"], f.get("content")) for f in fake.followups] == [("POST", "pong, eventually")]


async def test_a_slow_error_replaces_the_public_thinking_note_with_a_private_answer(fake):
    async def slow_error(inv: Invocation) -> Reply:
        await asyncio.sleep(1.0)
        return error_reply("Only server admins can use /ping.")

    await answered(fake, slow_error)
    assert [f["method"] for f in fake.followups] == ["DELETE", "POST"]
    assert fake.followups[1]["flags"] & 64  # ephemeral


async def test_without_the_acknowledgement_the_fake_refuses_a_late_answer(fake):
    async def slow(inv: Invocation) -> Reply:
        await asyncio.sleep(1.0)
        return Reply(text="too late")

    await answered(fake, slow, ack_within=5.0)  # an adapter that waits for the answer first
    assert (
        fake.callbacks == [] and fake.followups == []
    )  # Discord would show "The application did not respond"


async def test_a_crash_past_the_core_is_still_answered_in_the_members_language(fake):
    async def broken(inv: Invocation) -> Reply:
        raise RuntimeError("a bug past the core's own guard")

    await answered(fake, broken, locale="de")
    sent = fake.callbacks[0]["data"]
    assert sent["flags"] & 64 and sent["content"].startswith("Sorry, bei mir")  # private, and in German
