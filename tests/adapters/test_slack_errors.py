"""Each row of Slack's error table (`adapters.slack.errors.ERRORS`), through the real slack_sdk against the local
fake answering as Slack does (HTTP status, JSON body or HTML page, Retry-After): channel gone, permanent (dead
at once) or transient (retried, with Slack's wait when it gives one)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from adapters.slack import SlackAdapter
from adapters.slack.errors import ERRORS
from bot.core.platform import ChannelGone, SendError
from bot.core.reply import Reply
from tests.fakes.slack_api import ANSWERS, Answer, FakeSlack

CHANNEL = "C0MATCH"
TOKEN = "; set a valid bot token (xoxb-) or reinstall the app"


@dataclass(frozen=True)
class Case:
    answer: str  # a name in the fake's ANSWERS
    row: str  # the table row it must land on
    kind: str  # "gone", "permanent" or "transient"
    says: str  # the error's words
    retry_after: float | None = None
    times: int = 1  # how many answers in a row (slack_sdk retries a dropped connection once itself)


CASES = [
    Case("invalid_auth", "invalid_auth", "permanent", "Slack refused the bot token (invalid_auth)" + TOKEN),
    Case("not_authed", "not_authed", "permanent", "no bot token reached Slack (not_authed)" + TOKEN),
    Case("token_revoked", "token_revoked", "permanent", "the bot token was revoked (token_revoked)" + TOKEN),
    Case(
        "account_inactive",
        "account_inactive",
        "permanent",
        "the bot's account is deactivated (account_inactive)" + TOKEN,
    ),
    Case(
        "missing_scope",
        "missing_scope",
        "permanent",
        "the Slack app lacks the chat:write scope; add it and reinstall the app",
    ),
    Case("not_in_channel", "not_in_channel", "gone", "not a member of the channel"),
    Case("channel_not_found", "channel_not_found", "gone", "channel not found"),
    Case("is_archived", "is_archived", "gone", "channel archived"),
    Case("ratelimited", "ratelimited", "transient", "Slack rate limit (ratelimited)", retry_after=30.0),
    Case("too_many_requests", "429", "transient", "Slack rate limit (HTTP 429)", retry_after=7.0),
    Case("fatal_error", "fatal_error", "transient", "Slack failed (fatal_error)"),
    Case("internal_error", "internal_error", "transient", "Slack failed (internal_error)"),
    Case(
        "request_timeout",
        "request_timeout",
        "transient",
        "Slack did not receive the whole request (request_timeout)",
    ),
    Case(
        "service_unavailable",
        "service_unavailable",
        "transient",
        "Slack is unavailable (service_unavailable)",
    ),
    Case("server_error", "5xx", "transient", "Slack server error: HTTP 500"),
    Case("bad_gateway", "5xx", "transient", "Slack server error: HTTP 502"),
    Case("unavailable", "5xx", "transient", "Slack server error: HTTP 503"),
    Case("msg_too_long", "unknown", "permanent", "Slack refused the message: msg_too_long"),
    Case("hang", "timeout", "transient", "Slack did not answer in time"),
    Case("drop", "unreachable", "transient", "Slack unreachable", times=2),
]
# Rows the fake reaches from its state rather than from an injected answer (see test_slack_access).
FROM_STATE = {"access_denied", "team_access_not_granted"}


def test_every_row_of_the_table_is_tested():
    assert {case.row for case in CASES} | FROM_STATE == set(ERRORS)
    for case in CASES:
        assert ERRORS[case.row].kind == case.kind


@pytest.fixture
async def fake():
    f = FakeSlack(hang_seconds=1.0)
    await f.start()
    yield f
    await f.stop()


@pytest.fixture
async def adapter(fake):
    a = SlackAdapter(
        "xoxb", api_base=fake.url, mode="http", signing_secret="s", port=0, host="127.0.0.1", timeout=0.3
    )
    yield a
    await a.stop()


@pytest.mark.parametrize("case", CASES, ids=[c.answer for c in CASES])
async def test_a_refused_send_means_what_the_table_says(fake, adapter, case):
    fake.refuse(ANSWERS[case.answer], times=case.times)
    with pytest.raises(SendError) as caught:
        await adapter.send(CHANNEL, Reply(text="⚽ GOAL"), idempotency_key="k")
    error = caught.value
    assert isinstance(error, ChannelGone) == (case.kind == "gone")
    assert error.retryable == (case.kind == "transient")
    assert str(error).startswith(case.says)
    assert error.retry_after == case.retry_after
    assert fake.posts == []


@pytest.mark.parametrize("error", sorted(FROM_STATE))
async def test_the_other_closed_channel_answers_pause_the_channel(fake, adapter, error):
    fake.refuse(Answer(200, {"ok": False, "error": error}))
    with pytest.raises(ChannelGone) as caught:
        await adapter.send(CHANNEL, Reply(text="x"), idempotency_key="k")
    assert str(caught.value) == ERRORS[error].says


async def test_a_missing_scope_names_the_scope_slack_asked_for(fake, adapter):
    fake.scopes.discard("chat:write")  # the fake answers as Slack: needed = chat:write
    with pytest.raises(SendError) as caught:
        await adapter.send(CHANNEL, Reply(text="x"), idempotency_key="k")
    assert not caught.value.retryable and "lacks the chat:write scope" in str(caught.value)


async def test_an_edit_goes_through_the_same_table(fake, adapter):
    ref = await adapter.send(CHANNEL, Reply(text="⚽ GOAL"), idempotency_key="g")
    fake.refuse(ANSWERS["is_archived"], method="chat.update")
    with pytest.raises(ChannelGone, match="channel archived"):
        await adapter.edit(CHANNEL, ref, Reply(text="~⚽ GOAL~"))
    fake.refuse(ANSWERS["ratelimited"], method="chat.update")
    with pytest.raises(SendError) as caught:
        await adapter.edit(CHANNEL, ref, Reply(text="~⚽ GOAL~"))
    assert caught.value.retryable and caught.value.retry_after == 30.0
    await adapter.edit(CHANNEL, "1.000009", Reply(text="~⚽ GOAL~"))  # deleted meanwhile: nothing to correct


@pytest.mark.parametrize("answer", ["missing_scope", "not_in_channel", "ratelimited", "server_error", "drop"])
async def test_a_refused_or_failed_history_check_sends_once_and_counts(fake, adapter, answer):
    """Before: a history check that failed for another reason than a missing scope raised, the retry forgot the
    row was recovered, and posted it without looking."""
    fake.refuse(ANSWERS[answer], method="conversations.history", times=5)  # however often retried
    ref = await adapter.send(CHANNEL, Reply(text="FULL TIME"), idempotency_key="ft", maybe_sent=True)
    assert ref and len(fake.posts) == 1 and adapter.unchecked_recoveries == 1
