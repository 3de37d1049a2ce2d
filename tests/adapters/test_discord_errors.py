"""Each row of Discord's error table (`adapters.discord.errors.ERRORS`), through the real discord.py against the
local fake answering as Discord does: channel gone, permanent (dead at once) or transient (retried, with
Discord's wait when it gives one)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import discord.http
import pytest

from adapters.discord import DiscordAdapter
from adapters.discord.errors import ERRORS
from bot.core.platform import ChannelGone, SendError
from bot.core.reply import Card, Reply
from tests.fakes.discord_api import ANSWERS, FakeDiscord

CHANNEL = "777"


@dataclass(frozen=True)
class Case:
    answer: str  # a name in the fake's ANSWERS
    row: tuple[int | str, int | None]  # the table row it must land on
    kind: str  # "gone", "permanent" or "transient"
    says: str  # the start of the error's words
    retry_after: float | None = None
    times: int = 1  # how many answers in a row (discord.py retries some itself)


CASES = [
    Case("unauthorized", (401, None), "permanent", "Discord refused the bot token (401 Unauthorized)"),
    Case("missing_access", (403, 50001), "gone", "Missing Access"),
    Case("missing_permissions", (403, 50013), "gone", "Missing Permissions"),
    Case("unknown_channel", (404, 10003), "gone", "Unknown Channel"),
    Case("thread_archived", (400, 50083), "gone", "Thread archived"),
    Case(
        "invalid_form_body", (400, 50035), "permanent", "Discord rejected the message (400 Invalid Form Body)"
    ),
    Case("cannot_send_to_user", ("4xx", None), "permanent", "Discord refused the message"),
    Case("rate_limited", (429, None), "transient", "Discord rate limit (429)", retry_after=64.57),
    Case("cloudflare_429", (429, None), "transient", "Discord rate limit (429)", retry_after=120.0),
    Case("internal_error", ("5xx", None), "transient", "Discord server error", times=5),
    Case("bad_gateway", ("5xx", None), "transient", "Discord server error", times=5),
    Case("unavailable", ("5xx", None), "transient", "Discord server error"),
    Case("hang", ("timeout", None), "transient", "Discord did not answer in time"),
    Case("drop", ("unreachable", None), "transient", "Discord unreachable"),
]


def test_every_row_of_the_table_is_tested():
    assert {case.row for case in CASES} == set(ERRORS)
    for case in CASES:
        assert ERRORS[case.row].kind == case.kind


class _NoWait:
    """asyncio for discord.http, minus the waits between its own retries of a 500 or 502 (1 + 3 + 5 + 7 s)."""

    def __getattr__(self, name: str):
        return getattr(asyncio, name)

    @staticmethod
    async def sleep(delay: float, result=None):
        return await asyncio.sleep(0, result)


@pytest.fixture
async def fake():
    f = FakeDiscord(hang_seconds=1.0)
    await f.start()
    yield f
    await f.stop()


@pytest.fixture
async def adapter(fake, monkeypatch):
    monkeypatch.setattr(discord.http, "asyncio", _NoWait())
    a = DiscordAdapter("token", api_base=fake.url, gateway=False, send_timeout=0.3)
    await a.start(None, None)  # type: ignore[arg-type]
    yield a
    await a.stop()


@pytest.mark.parametrize("case", CASES, ids=[c.answer for c in CASES])
async def test_a_refused_send_means_what_the_table_says(fake, adapter, case):
    fake.refuse(ANSWERS[case.answer], times=case.times)
    with pytest.raises(SendError) as caught:
        await adapter.send(CHANNEL, Reply(text="⚽ GOAL", card=Card(title="⚽ GOAL")), idempotency_key="k")
    error = caught.value
    assert isinstance(error, ChannelGone) == (case.kind == "gone")
    assert error.retryable == (case.kind == "transient")
    assert str(error).startswith(case.says)
    assert error.retry_after == case.retry_after
    assert CHANNEL not in fake.messages


async def test_the_same_send_goes_through_once_the_platform_answers_again(fake, adapter):
    fake.refuse(ANSWERS["unavailable"])
    with pytest.raises(SendError):
        await adapter.send(CHANNEL, Reply(text="KICK-OFF"), idempotency_key="ko")
    await adapter.send(CHANNEL, Reply(text="KICK-OFF"), idempotency_key="ko")
    assert len(fake.messages[CHANNEL]) == 1


async def test_a_platform_that_went_away_is_transient(fake, adapter):
    await fake.stop()  # nothing listens on its port any more: connection refused
    with pytest.raises(SendError) as caught:
        await adapter.send(CHANNEL, Reply(text="x"), idempotency_key="k")
    assert caught.value.retryable and str(caught.value).startswith("Discord unreachable")


async def test_an_edit_goes_through_the_same_table(fake, adapter):
    ref = await adapter.send(CHANNEL, Reply(text="⚽ GOAL"), idempotency_key="g")
    fake.refuse(ANSWERS["missing_access"], method="PATCH")
    with pytest.raises(ChannelGone, match="Missing Access"):
        await adapter.edit(CHANNEL, ref, Reply(text="~~⚽ GOAL~~"))
    fake.refuse(ANSWERS["unavailable"], method="PATCH")
    with pytest.raises(SendError) as caught:
        await adapter.edit(CHANNEL, ref, Reply(text="~~⚽ GOAL~~"))
    assert caught.value.retryable
    await adapter.edit(CHANNEL, "123456", Reply(text="~~⚽ GOAL~~"))  # deleted meanwhile: nothing to correct
