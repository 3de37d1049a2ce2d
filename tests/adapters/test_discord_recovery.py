"""No duplicate after any stop, on Discord. Discord keeps a nonce for a few minutes only (the fake now forgets it
after its window, on a clock the test moves), so a row recovered after a longer stop is looked for in the
channel's history by its invisible mark before it is posted again."""

from __future__ import annotations

import pytest

from adapters.discord import DiscordAdapter
from adapters.discord.marker import ONE, ZERO, mark_for
from bot.core.reply import Card, Reply
from tests.fakes.discord_api import ANSWERS, BOT_PERMISSIONS, READ_HISTORY, FakeDiscord, ManualClock

CHANNEL = "777"
GOAL = Reply(
    text="⚽ 90+5' GOAL",
    card=Card(title="⚽ 90+5' GOAL · Tottenham Hotspur 2-1 Sporting CP", footer="UEFA Champions League"),
)
BEYOND_THE_WINDOW = 301.0


@pytest.fixture
async def fake():
    f = FakeDiscord(clock=ManualClock())
    await f.start()
    yield f
    await f.stop()


@pytest.fixture
async def adapter(fake):
    a = DiscordAdapter("token", api_base=fake.url, gateway=False)
    await a.start(None, None)  # type: ignore[arg-type]
    yield a
    await a.stop()


async def test_the_fake_forgets_a_nonce_after_its_window_as_discord_does(fake, adapter):
    first = await adapter.send(CHANNEL, GOAL, idempotency_key="goal")
    fake.clock.advance(299)
    assert await adapter.send(CHANNEL, GOAL, idempotency_key="goal") == first  # a retry inside the window
    fake.clock.advance(2)
    await adapter.send(CHANNEL, GOAL, idempotency_key="goal")  # no check: the nonce alone no longer helps
    assert len(fake.messages[CHANNEL]) == 2


async def test_a_row_recovered_after_a_stop_longer_than_the_nonce_window_is_not_posted_twice(fake, adapter):
    """Before: the fake deduped for ever and the adapter trusted the nonce; real Discord posted it again."""
    first = await adapter.send(CHANNEL, GOAL, idempotency_key="goal")
    fake.clock.advance(BEYOND_THE_WINDOW)
    again = await adapter.send(CHANNEL, GOAL, idempotency_key="goal", maybe_sent=True)
    assert again == first and len(fake.messages[CHANNEL]) == 1 and len(fake.posts) == 1
    assert fake.history_reads == 1 and adapter.unchecked_recoveries == 0


async def test_a_recovered_row_that_never_went_out_is_posted_once(fake, adapter):
    await adapter.send(CHANNEL, Reply(text="🟢 KICK-OFF"), idempotency_key="ko")
    fake.clock.advance(BEYOND_THE_WINDOW)
    ref = await adapter.send(CHANNEL, GOAL, idempotency_key="goal", maybe_sent=True)
    assert [m["id"] for m in fake.messages[CHANNEL]][-1] == ref and len(fake.messages[CHANNEL]) == 2
    assert adapter.unchecked_recoveries == 0


async def test_spoiler_and_plain_messages_are_found_by_the_mark_in_their_text(fake, adapter):
    spoiler = Reply(text="⚽ GOAL", spoiler=True, spoiler_label="Tottenham Hotspur v Sporting CP")
    first = await adapter.send(CHANNEL, spoiler, idempotency_key="hidden")
    plain = await adapter.send(CHANNEL, Reply(text="Live data delayed"), idempotency_key="notice")
    fake.clock.advance(BEYOND_THE_WINDOW)
    assert await adapter.send(CHANNEL, spoiler, idempotency_key="hidden", maybe_sent=True) == first
    assert (
        await adapter.send(
            CHANNEL, Reply(text="Live data delayed"), idempotency_key="notice", maybe_sent=True
        )
        == plain
    )
    assert len(fake.messages[CHANNEL]) == 2


async def test_without_read_message_history_it_is_posted_once_more_and_counted(fake, adapter):
    """Discord answers an empty history, not an error, without Read Message History: the check cannot be
    made, so the documented policy holds: send (at least once) and count it."""
    await adapter.send(CHANNEL, GOAL, idempotency_key="goal")
    fake.permissions[CHANNEL] = BOT_PERMISSIONS & ~READ_HISTORY
    fake.clock.advance(BEYOND_THE_WINDOW)
    await adapter.send(CHANNEL, GOAL, idempotency_key="goal", maybe_sent=True)
    assert len(fake.messages[CHANNEL]) == 2 and adapter.unchecked_recoveries == 1


async def test_an_empty_channel_is_known_to_be_empty_and_not_counted(fake, adapter):
    """An empty history is ambiguous on Discord; the channel's last_message_id (View Channel is enough) tells
    "nothing there" from "not allowed to look"."""
    ref = await adapter.send(CHANNEL, GOAL, idempotency_key="goal", maybe_sent=True)
    assert [m["id"] for m in fake.messages[CHANNEL]] == [ref] and adapter.unchecked_recoveries == 0


@pytest.mark.parametrize("answer", ["missing_access", "missing_permissions", "unavailable", "drop"])
async def test_a_refused_or_failed_history_check_sends_and_counts(fake, adapter, answer):
    fake.refuse(ANSWERS[answer], method="GET", times=3)  # however often aiohttp retries a GET
    ref = await adapter.send(CHANNEL, GOAL, idempotency_key="goal", maybe_sent=True)
    assert fake.messages[CHANNEL][0]["id"] == ref and adapter.unchecked_recoveries == 1


async def test_the_mark_is_invisible_and_only_our_own_messages_count(fake, adapter):
    await adapter.send(CHANNEL, GOAL, idempotency_key="goal")
    footer = fake.messages[CHANNEL][0]["embeds"][0]["footer"]["text"]
    mark = mark_for("goal")
    assert footer == "UEFA Champions League" + mark and set(mark) <= {ZERO, ONE} and len(mark) == 64
    assert fake.messages[CHANNEL][0]["embeds"][0]["title"] == GOAL.card.title  # type: ignore[union-attr]
    # A fan who pasted our message's text, mark included, has not posted the alert for us.
    fan = {"id": "321", "username": "fan", "discriminator": "0", "avatar": None, "bot": False}
    fake.messages[CHANNEL] = [fake.message(CHANNEL, {"content": "look " + mark}) | {"author": fan}]
    fake.clock.advance(BEYOND_THE_WINDOW)
    await adapter.send(CHANNEL, GOAL, idempotency_key="goal", maybe_sent=True)
    assert len(fake.posts) == 2


async def test_a_long_text_keeps_its_mark_within_discords_limit(fake, adapter):
    await adapter.send(CHANNEL, Reply(text="word " * 500), idempotency_key="long")
    content = fake.messages[CHANNEL][0]["content"]
    assert len(content) <= 2000 and content.endswith(mark_for("long"))
