"""At start the Slack adapter reads its granted scopes (auth.test's x-oauth-scopes) and logs each missing one
with what it costs; `missing_access()` gives the same lines to `check-config --online`."""

from __future__ import annotations

import logging

import pytest
from slack_sdk.errors import SlackApiError

from adapters.slack import SlackAdapter
from adapters.slack.access import COSTS, granted_scopes, missing
from tests.fakes.slack_api import ALL_SCOPES, FakeSlack


@pytest.fixture
async def fake():
    f = FakeSlack()
    await f.start()
    yield f
    await f.stop()


def adapter_for(fake: FakeSlack) -> SlackAdapter:
    return SlackAdapter(
        "xoxb-test", api_base=fake.url, mode="http", signing_secret="s", port=0, host="127.0.0.1"
    )


async def test_start_logs_each_missing_scope_and_what_it_costs(fake, caplog):
    fake.scopes = {"chat:write", "commands", "users:read", "channels:read", "groups:read"}
    adapter = adapter_for(fake)
    with caplog.at_level(logging.WARNING, logger="adapters.slack.adapter"):
        await adapter.start(None, None)  # type: ignore[arg-type]
    await adapter.stop()
    lines = [r.getMessage() for r in caplog.records]
    assert lines == [
        "Slack: no chat:write.public: I must be invited to each channel before /follow works there",
        "Slack: no channels:history: recovery after a long stop cannot check public channels for duplicates, "
        "so an alert may be posted twice",
        "Slack: no groups:history: recovery after a long stop cannot check private channels for duplicates, "
        "so an alert may be posted twice",
        "Slack: no files:write: diagrams (a /var explain ruling's pitch) cannot be shown",
    ]
    assert adapter.scopes == fake.scopes and adapter.bot_name == "matchday"


async def test_nothing_is_logged_when_every_scope_is_granted(fake, caplog):
    adapter = adapter_for(fake)
    with caplog.at_level(logging.WARNING, logger="adapters.slack.adapter"):
        await adapter.start(None, None)  # type: ignore[arg-type]
        assert await adapter.missing_access() == []
    await adapter.stop()
    assert caplog.records == []


async def test_fake_answers_missing_scope_as_slack_does(fake):
    """Slack names the scope it needed and the ones the token has; so does the fake, on every method we use."""
    fake.scopes.discard("channels:history")
    adapter = adapter_for(fake)
    try:
        with pytest.raises(SlackApiError) as caught:
            await adapter.client.conversations_history(channel="C1", limit=10)
    finally:
        await adapter.stop()
    answer = caught.value.response
    assert (answer["ok"], answer["error"], answer["needed"]) == (False, "missing_scope", "channels:history")
    assert "channels:history" not in answer["provided"].split(",") and "chat:write" in answer["provided"]


def test_scopes_are_read_from_the_auth_test_header():
    assert granted_scopes({"X-OAuth-Scopes": "chat:write, commands,users:read"}) == {
        "chat:write",
        "commands",
        "users:read",
    }
    assert granted_scopes({}) == set()
    assert missing(set(COSTS)) == []
    assert set(COSTS) <= ALL_SCOPES  # the fake grants by default everything the bot uses


async def test_check_config_online_names_each_missing_scope(fake):
    from adapters.console import ConsoleAdapter
    from bot.core.platform import access_report

    fake.scopes.discard("chat:write.public")
    adapter = adapter_for(fake)
    try:
        lines = await access_report({"console": ConsoleAdapter(colour=False), "slack": adapter})
    finally:
        await adapter.stop()
    assert lines == [
        "slack: no chat:write.public: I must be invited to each channel before /follow works there"
    ]


async def test_a_recovered_alert_is_sent_once_and_counted_when_history_cannot_be_read(fake):
    """Without channels:history the duplicate check cannot be made: the documented policy is to send (at least
    once) and count it, never to retry the check for ever."""
    from bot.core.reply import Reply

    fake.scopes.discard("channels:history")
    adapter = adapter_for(fake)
    try:
        ref = await adapter.send("C1", Reply(text="FULL TIME"), idempotency_key="ft", maybe_sent=True)
    finally:
        await adapter.stop()
    assert ref and len(fake.posts) == 1 and adapter.unchecked_recoveries == 1
