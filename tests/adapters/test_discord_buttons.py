"""Finding 7: a "Why?" button costs no memory per message. Buttons are stateless: one `CommandButton` class,
registered once, parses the custom id of any click, so discord.py's view store does not grow with messages.

Before: each alert with a button left a View (about 2 KB) in the client's view store for ever.
"""

from __future__ import annotations

import asyncio
import gc

import discord
import pytest

from adapters.discord import DiscordAdapter
from adapters.discord.render import CommandButton
from bot.core.invocation import Actor
from bot.core.reply import Action, Card, Reply
from tests.fakes.discord_api import FakeDiscord, interaction

CHANNEL = "777"
ALERTS = 300


def alert(n: int) -> Reply:
    return Reply(
        text=f"NO GOAL {n}",
        card=Card(title=f"❌ NO GOAL {n}", actions=(Action("Why?", "/var explain offside"),)),
    )


@pytest.fixture
async def discord_bot():
    fake = FakeDiscord()
    await fake.start()
    asked: list[tuple[str, str]] = []

    async def on_text(text: str, channel: str, actor: Actor | None) -> Reply:
        asked.append((text, channel))
        # The answer has buttons of its own, as /var explain has ("Full explanation").
        return Reply(
            text="📖 Offside", card=Card(title="📖 Offside", actions=(Action("More", "/var explain"),))
        )

    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False, application_id=42)
    await adapter.start(on_text, None)  # type: ignore[arg-type]
    yield adapter, fake, asked
    await adapter.stop()
    await fake.stop()


def live_views() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, discord.ui.View))


async def click(adapter: DiscordAdapter, fake: FakeDiscord, message_id: str, custom_id: str) -> dict:
    before = len(fake.callbacks)
    adapter.client._connection.parse_interaction_create(
        interaction(3, {"custom_id": custom_id, "component_type": 2}, message_id=message_id)
    )
    for _ in range(500):
        if len(fake.callbacks) > before:
            return fake.callbacks[-1]["data"]
        await asyncio.sleep(0.01)
    raise AssertionError("the click was not answered")


async def test_alerts_with_buttons_leave_nothing_per_message_in_the_view_store(discord_bot):
    adapter, fake, asked = discord_bot
    store = adapter.client._connection._view_store
    views_before = live_views()
    refs = [await adapter.send(CHANNEL, alert(n), idempotency_key=f"k{n}") for n in range(ALERTS)]
    for ref in refs[:20]:  # clicks answered privately, with buttons of their own
        await click(adapter, fake, ref, "md:/var explain offside")

    assert store._views == {} and store._synced_message_views == {}
    assert store.persistent_views == []
    assert list(store._dynamic_items.values()) == [CommandButton]  # the one registration, made at start
    assert live_views() - views_before < 5  # not one per message (ALERTS of them)
    posted = fake.messages[CHANNEL][0]["components"][0]["components"][0]
    assert (posted["label"], posted["custom_id"]) == ("Why?", "md:/var explain offside")
    assert asked == [("/var explain offside", CHANNEL)] * 20


async def test_a_button_on_the_oldest_message_still_works(discord_bot):
    adapter, fake, asked = discord_bot
    first = await adapter.send(CHANNEL, alert(0), idempotency_key="first")
    for n in range(1, 50):
        await adapter.send(CHANNEL, alert(n), idempotency_key=f"k{n}")
    answer = await click(adapter, fake, first, "md:/var explain offside")
    assert answer["flags"] == 64 and answer["embeds"][0]["title"] == "📖 Offside"
    assert answer["components"][0]["components"][0]["custom_id"] == "md:/var explain"
    # The private answer's own button works as well: nothing expires after discord.py's 15-minute view timeout.
    again = await click(adapter, fake, "900001", "md:/var explain")
    assert again["embeds"][0]["title"] == "📖 Offside" and asked[-1] == ("/var explain", CHANNEL)


async def test_a_click_that_is_not_ours_is_ignored(discord_bot):
    adapter, fake, asked = discord_bot
    adapter.client._connection.parse_interaction_create(
        interaction(3, {"custom_id": "someone-else:1", "component_type": 2})
    )
    await asyncio.sleep(0.2)
    assert asked == [] and fake.callbacks == []
