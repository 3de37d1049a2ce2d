"""The real slack-bolt and slack_sdk, over HTTP, against a local fake of the Slack Web API."""

from __future__ import annotations

import json
import time
from urllib.parse import urlencode

import httpx
import pytest
from slack_sdk.signature import SignatureVerifier

from adapters.slack import SlackAdapter
from bot.app import App
from bot.config import load_config
from bot.core.platform import ChannelGone
from bot.core.reply import Reply
from bot.store import subscriptions as subs
from tests.fakes.slack_api import FakeSlack

SECRET = "s3cret"
CHANNEL = "C0MATCH"


@pytest.fixture
async def fake():
    f = FakeSlack()
    await f.start()
    yield f
    await f.stop()


@pytest.fixture
async def slack_app(tmp_path, fake, database_url):
    config = (
        load_config(None, env={})
        .with_values("provider.replay", speed="max")
        .with_values("adapters.console", follow=[])
        .with_values("dispatch.slack", channel_burst=1000, per_second=1000)
    )
    adapter = SlackAdapter(
        "xoxb-test", api_base=fake.url, mode="http", signing_secret=SECRET, port=0, host="127.0.0.1"
    )
    app = App(config, adapters={"slack": adapter}, database=database_url)
    app.store.run_sync(subs.follow, "slack", CHANNEL, "team", 47, "Tottenham Hotspur")
    await app.start()
    yield app, adapter
    await app.stop()


async def post_to_bolt(adapter: SlackAdapter, form: dict[str, str]) -> httpx.Response:
    body = urlencode(form)
    ts = str(int(time.time()))
    signature = SignatureVerifier(SECRET).generate_signature(timestamp=ts, body=body)
    async with httpx.AsyncClient() as client:
        return await client.post(
            f"http://127.0.0.1:{adapter.port}/slack/events",
            content=body,
            headers={
                "Content-Type": "application/x-www-form-urlencoded",
                "X-Slack-Request-Timestamp": ts,
                "X-Slack-Signature": signature,
            },
        )


def slash(command: str, text: str, user: str = "U1") -> dict[str, str]:
    return {
        "command": command,
        "text": text,
        "user_id": user,
        "user_name": user,
        "channel_id": CHANNEL,
        "team_id": "T1",
        "response_url": "http://127.0.0.1:1/never",
        "trigger_id": "t",
    }


async def test_the_night_as_block_kit_with_the_goal_struck_through(slack_app, fake):
    app, _ = slack_app
    await app.wait_replay()
    headers = [p["blocks"][0]["text"]["text"] for p in fake.posts]
    assert headers[0] == "🟢 KO KICK-OFF · Tottenham Hotspur v Sporting CP"
    assert len(fake.posts) == 9
    update = next(u for u in fake.updates if "Harry Kane" in u["text"])
    assert update["blocks"][0]["text"]["text"].startswith("~⚽ 90+5' GOAL")
    no_goal = next(p for p in fake.posts if "NO GOAL" in p["text"])
    button = next(b for b in no_goal["blocks"] if b["type"] == "actions")["elements"][0]
    assert (button["text"]["text"], button["value"]) == ("Why?", "/var explain offside")
    assert all(
        p["metadata"]["event_type"] == "matchday_alert" and p["metadata"]["event_payload"]["key"]
        for p in fake.posts
    )


async def test_slash_command_answered_in_block_kit(slack_app):
    app, adapter = slack_app
    await app.wait_replay()
    resp = await post_to_bolt(adapter, slash("/table", '"Group D"'))
    body = resp.json()
    assert resp.status_code == 200 and body["response_type"] == "in_channel"
    assert body["blocks"][0]["text"]["text"] == "UEFA Champions League · Group D"
    assert "1  Tottenham Hotspur    5  2  2  1   6   5  +1    8" in body["blocks"][1]["text"]["text"]


async def test_a_badly_signed_request_is_refused(slack_app):
    _, adapter = slack_app
    async with httpx.AsyncClient() as client:
        resp = await client.post(
            f"http://127.0.0.1:{adapter.port}/slack/events",
            content=urlencode(slash("/live", "")),
            headers={
                "Content-Type": "application/x-www-form-urlencoded",
                "X-Slack-Request-Timestamp": str(int(time.time())),
                "X-Slack-Signature": "v0=bad",
            },
        )
    assert resp.status_code == 401


async def test_admin_only_follow_uses_slack_admin_status(slack_app, fake):
    _, adapter = slack_app
    refused = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UFAN"))).json()
    assert (
        refused["response_type"] == "ephemeral"
        and refused["text"] == "Only workspace admins can use /follow."
    )
    fake.admins.add("UADMIN")
    ok = (await post_to_bolt(adapter, slash("/follow", "sporting goals", user="UADMIN"))).json()
    assert ok["response_type"] == "in_channel" and "Now following Sporting CP" in ok["text"]


def block_action(fake: FakeSlack, value: str) -> dict[str, str]:
    """A click on one of our buttons, as Slack posts it to the request URL."""
    payload = {
        "type": "block_actions",
        "user": {"id": "U1", "username": "fan"},
        "channel": {"id": CHANNEL},
        "team": {"id": "T1"},
        "api_app_id": "A1",
        "token": "x",
        "trigger_id": "t",
        "response_url": fake.url.replace("/api/", "/respond/1"),
        "actions": [
            {"action_id": "md_run_0", "block_id": "b", "type": "button", "value": value, "action_ts": "1"}
        ],
    }
    return {"payload": json.dumps(payload)}


async def test_why_button_answers_privately(slack_app, fake):
    _, adapter = slack_app
    resp = await post_to_bolt(adapter, block_action(fake, "/var explain offside"))
    assert resp.status_code == 200
    for _ in range(100):
        if fake.responses:
            break
        import asyncio

        await asyncio.sleep(0.02)
    answer = fake.responses[0]
    assert answer["response_type"] == "ephemeral" and answer["blocks"][0]["text"]["text"] == "📖 Offside"


async def test_provider_text_never_pings_and_gone_channels_are_reported(fake):
    adapter = SlackAdapter(
        "xoxb", api_base=fake.url, mode="http", signing_secret=SECRET, port=0, host="127.0.0.1"
    )
    await adapter.start(None, None)  # type: ignore[arg-type]
    try:
        await adapter.send(CHANNEL, Reply(text="GOAL for <!everyone> & <@U123>"), idempotency_key="k1")
        fake.gone.add("CGONE")
        with pytest.raises(ChannelGone):
            await adapter.send("CGONE", Reply(text="x"), idempotency_key="k2")
    finally:
        await adapter.stop()
    assert fake.posts[0]["text"] == "GOAL for &lt;!everyone&gt; &amp; &lt;@U123&gt;"


async def test_a_send_recovered_after_a_crash_is_not_posted_twice(fake):
    adapter = SlackAdapter(
        "xoxb", api_base=fake.url, mode="http", signing_secret=SECRET, port=0, host="127.0.0.1"
    )
    await adapter.start(None, None)  # type: ignore[arg-type]
    try:
        first = await adapter.send(CHANNEL, Reply(text="⚽ goal"), idempotency_key="alert-1")
        again = await adapter.send(CHANNEL, Reply(text="⚽ goal"), idempotency_key="alert-1", maybe_sent=True)
        other = await adapter.send(
            CHANNEL, Reply(text="⚽ goal 2"), idempotency_key="alert-2", maybe_sent=True
        )
    finally:
        await adapter.stop()
    assert first == again and other != first and len(fake.posts) == 2


async def test_socket_mode_slash_command_is_acknowledged_with_the_answer(fake):
    import asyncio

    adapter = SlackAdapter("xoxb-test", api_base=fake.url, mode="socket", app_token="xapp-test")

    async def on_text(text, channel, actor):
        return Reply(text=f"you said {text} in {channel}")

    await adapter.start(on_text, None)  # type: ignore[arg-type]
    try:
        for _ in range(200):
            if fake.sockets:
                break
            await asyncio.sleep(0.02)
        await fake.push(
            {
                "envelope_id": "env-1",
                "type": "slash_commands",
                "accepts_response_payload": True,
                "payload": slash("/live", ""),
            }
        )
        for _ in range(200):
            if fake.socket_acks:
                break
            await asyncio.sleep(0.02)
    finally:
        await adapter.stop()
    ack = fake.socket_acks[0]
    assert ack["envelope_id"] == "env-1"
    assert ack["payload"]["text"] == f"you said /live in {CHANNEL}"
