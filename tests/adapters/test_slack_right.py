"""Slack done right, against the local fake: an unreachable Slack costs one log line and never holds a stop;
admin rights are re-checked and a failed lookup is never remembered; HTTP mode always verifies requests and
listens on loopback unless told otherwise; diagrams are uploaded into the channel (or the alert's thread); a
slow answer is acknowledged at once and follows through response_url; refusals say "workspace admins"."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from adapters.slack import SlackAdapter
from adapters.slack import adapter as slack_adapter
from adapters.slack.adapter import MissingSigningSecret
from bot.app import create_adapter
from bot.config import load_config
from bot.core.invocation import Actor
from bot.core.reply import Card, Reply
from tests.adapters import test_slack
from tests.adapters.test_slack import CHANNEL, SECRET, post_to_bolt, slash
from tests.adapters.test_var_explain_flows import UNCLEAR
from tests.fakes.slack_api import ANSWERS, FakeSlack


async def _no_names(kind: str, typed: str) -> list[str]:
    return []


REPO = Path(__file__).resolve().parents[2]
fake, slack_app = test_slack.fake, test_slack.slack_app  # the fixtures, shared
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64  # enough of a file for the upload flow


def closed_port() -> int:
    """A loopback port nothing listens on: connecting is refused at once, as with a Slack that is down."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_adapter(slack: FakeSlack, **kwargs: Any) -> SlackAdapter:
    return SlackAdapter("xoxb-test", api_base=slack.url, mode="http", signing_secret=SECRET, port=0, **kwargs)


def slow_slash(slack: FakeSlack, command: str, text: str, user: str = "U1") -> dict[str, str]:
    """A slash command whose response_url reaches the fake (`responses`)."""
    return {**slash(command, text, user=user), "response_url": slack.url.replace("/api/", "/respond/1")}


async def ask(adapter: SlackAdapter, slack: FakeSlack, command: str, text: str) -> dict[str, Any]:
    """The answer to a slash command, in the ack or (when it took longer than Slack allows) by response_url."""
    before = len(slack.responses)
    resp = await post_to_bolt(adapter, slow_slash(slack, command, text))
    if resp.text:
        return resp.json()
    await until(lambda: len(slack.responses) > before)
    return slack.responses[-1]


async def until(check: Any, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.02)


def answering(reply: Reply, delay: float = 0.0) -> Any:
    async def on_text(text: str, channel: str, actor: Actor | None) -> Reply:
        await asyncio.sleep(delay)
        return reply

    return on_text


# ------------------------------------------------------------------------------ finding 4: unreachable Slack
@pytest.mark.parametrize("mode", ["socket", "http"])
async def test_an_unreachable_slack_is_one_log_line_and_stop_is_prompt(mode, caplog):
    url = f"http://127.0.0.1:{closed_port()}/api/"
    adapter = SlackAdapter(
        "xoxb-test", api_base=url, mode=mode, app_token="xapp-test", signing_secret=SECRET, port=0
    )
    adapter.retry_first = adapter.retry_max = 0.05  # many retries within the test: still one line
    with caplog.at_level(logging.INFO):
        began = time.monotonic()
        await adapter.start(answering(Reply(text="x")), None)  # type: ignore[arg-type]
        assert time.monotonic() - began < slack_adapter.LOGIN_WAIT + 1
        await asyncio.sleep(0.5)
        began = time.monotonic()
        await adapter.stop()
        assert time.monotonic() - began < 1.0
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]
    line = warnings[0].getMessage()
    assert line.startswith(f"Slack: cannot reach {url} (Slack unreachable: Cannot connect to host 127.0.0.1")
    assert not any(r.exc_info for r in caplog.records)


async def test_socket_mode_retries_with_back_off_then_connects(fake, caplog):
    fake.refuse(ANSWERS["server_error"], method="apps.connections.open", times=3)
    adapter = SlackAdapter("xoxb-test", api_base=fake.url, mode="socket", app_token="xapp-test")
    adapter.retry_first = 0.05
    with caplog.at_level(logging.WARNING):
        await adapter.start(answering(Reply(text="x")), None)  # type: ignore[arg-type]
        try:
            # the socket opens a moment before the adapter logs that it is connected: wait for the line
            await until(lambda: fake.sockets and any("connected" in r.getMessage() for r in caplog.records))
        finally:
            await adapter.stop()
    lines = [r.getMessage() for r in caplog.records if r.name.startswith("adapters.slack")]
    assert len(lines) == 2 and lines[0].startswith(f"Slack: cannot reach {fake.url} ")
    assert lines[1] == f"Slack: connected to {fake.url} after 3 failed attempts"


async def test_a_lost_socket_is_reconnected_by_us(fake, monkeypatch):
    monkeypatch.setattr(slack_adapter, "WATCH_EVERY", 0.05)
    adapter = SlackAdapter("xoxb-test", api_base=fake.url, mode="socket", app_token="xapp-test")
    await adapter.start(answering(Reply(text="x")), None)  # type: ignore[arg-type]
    try:
        await until(lambda: fake.sockets)
        await fake.sockets[0].close()
        await until(lambda: len(fake.sockets) == 2)
    finally:
        await adapter.stop()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_matchday_run_stops_on_a_signal_within_5_s_while_slack_is_unreachable(tmp_path, sig):
    config = tmp_path / "matchday.toml"
    config.write_text(
        f'[bot]\ndatabase = "{tmp_path / "m.db"}"\n'
        '[adapters]\nenabled = ["slack"]\n'
        f'[adapters.slack]\nmode = "socket"\napi_base = "http://127.0.0.1:{closed_port()}/api/"\n',
        encoding="utf-8",
    )
    env = {**os.environ, "SLACK_BOT_TOKEN": "xoxb-test", "SLACK_APP_TOKEN": "xapp-test"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", "--config", str(config),
        cwd=REPO, env=env, stdin=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert proc.stderr is not None
    lines: list[str] = []
    try:
        while not any(line.startswith("Matchday running") for line in lines):
            raw = await asyncio.wait_for(proc.stderr.readline(), 60)
            assert raw, f"matchday run ended early: {lines}"
            lines.append(raw.decode().rstrip())
        began = time.monotonic()
        proc.send_signal(sig)
        await asyncio.wait_for(proc.wait(), 5)
        took = time.monotonic() - began
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    lines += (await proc.stderr.read()).decode().splitlines()
    assert took < 5 and proc.returncode == 0
    assert not any("Traceback" in line for line in lines), "\n".join(lines)
    assert len(lines) <= 3, "\n".join(lines)  # "running", "cannot reach", and room for one more
    assert any("Slack: cannot reach http://127.0.0.1:" in line for line in lines)


# ------------------------------------------------------------------------------ finding 7: admins
async def test_a_failed_admin_lookup_is_not_remembered(slack_app, fake):
    _, adapter = slack_app
    fake.admins.add("UADMIN")
    fake.refuse(ANSWERS["server_error"], method="users.info", times=2)  # slack_sdk does not retry a 500
    refused = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UADMIN"))).json()
    assert refused["response_type"] == "ephemeral"
    assert refused["text"] == (
        "I could not check with Slack whether you are a workspace admin just now; try again in a minute."
    )
    fake.refusals.clear()
    ok = (await post_to_bolt(adapter, slash("/follow", "sporting goals", user="UADMIN"))).json()
    assert ok["response_type"] == "in_channel" and "Now following Sporting CP" in ok["text"]


async def test_without_users_read_the_refusal_says_what_an_owner_must_do(slack_app, fake):
    _, adapter = slack_app
    fake.scopes.discard("users:read")
    adapter.scopes = set(fake.scopes)  # as auth.test reports it at the next start
    refused = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UADMIN"))).json()
    assert refused["text"] == (
        "I cannot tell who is a workspace admin: the Slack app lacks the users:read scope; "
        "an owner must add it and reinstall the app."
    )


async def test_a_demoted_admin_loses_rights_once_the_brief_cache_expires(slack_app, fake):
    _, adapter = slack_app
    fake.admins.add("UADMIN")
    ok = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UADMIN"))).json()
    assert "Now following Sporting CP" in ok["text"]
    fake.admins.discard("UADMIN")
    long_ago = time.monotonic() - slack_adapter.ADMIN_TTL - 1
    adapter._admins = {user: (admin, long_ago) for user, (admin, _) in adapter._admins.items()}
    refused = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UADMIN"))).json()
    assert refused["text"] == "Only workspace admins can use /follow."
    assert slack_adapter.ADMIN_TTL <= 60


async def test_a_fan_is_told_workspace_admins_in_slack_words(slack_app):
    _, adapter = slack_app
    refused = (await post_to_bolt(adapter, slash("/options", "delay 0", user="UFAN"))).json()
    assert refused["text"] == "Only workspace admins can change /options."


# ------------------------------------------------------------------------------ finding 7: HTTP mode
def test_http_mode_refuses_to_start_without_a_signing_secret():
    with pytest.raises(MissingSigningSecret, match="signing secret"):
        SlackAdapter("xoxb-test", mode="http", signing_secret="")
    config = load_config(None, env={}).with_values("adapters.slack", mode="http")
    with pytest.raises(MissingSigningSecret):
        create_adapter("slack", config)  # a config built around the checks still cannot turn it off


def test_socket_mode_needs_no_signing_secret_and_verification_stays_on():
    from slack_bolt.middleware.request_verification.async_request_verification import (
        AsyncRequestVerification,
    )

    adapter = SlackAdapter("xoxb-test", mode="socket", app_token="xapp-test")
    assert any(isinstance(m, AsyncRequestVerification) for m in adapter.app._async_middleware_list)


async def test_the_http_listener_binds_the_configured_host_default_loopback(fake):
    config = load_config(None, env={}).with_values("adapters.slack", mode="http", api_base=fake.url, port=0)
    config = dataclasses.replace(config, secrets={
        "adapters.slack.bot_token_env": "xoxb-test", "adapters.slack.signing_secret_env": SECRET
    })  # fmt: skip
    adapter = create_adapter("slack", config)
    assert adapter.host == "127.0.0.1"
    await adapter.start(answering(Reply(text="x")), None)  # type: ignore[arg-type]
    try:
        assert adapter._runner is not None
        assert [address[0] for address in adapter._runner.addresses] == ["127.0.0.1"]
    finally:
        await adapter.stop()


# ------------------------------------------------------------------------------ finding 7: diagrams
def diagram_reply(tmp_path: Path, **kwargs: Any) -> Reply:
    image = tmp_path / "offside-case.png"
    image.write_bytes(PNG)
    return Reply(
        text=f"Offside.\nDiagram: {image}",
        card=Card(title="🚩 Offside.", body="**Offside.**", image=image),
        **kwargs,
    )


async def test_a_ruling_with_a_diagram_uploads_it_into_the_channel(slack_app, fake, tmp_path):
    app, adapter = slack_app
    app.context.image_dir = tmp_path
    question = await ask(adapter, fake, "/var", f"explain {UNCLEAR}")
    deflection = next(
        e["value"]
        for b in question["blocks"]
        if b["type"] == "actions"
        for e in b["elements"]
        if "deflect" in e["text"]["text"].lower()
    )
    ruling = await ask(adapter, fake, "/var", deflection.removeprefix("/var "))
    assert ruling["response_type"] == "in_channel" and "Diagram" not in ruling["text"]
    await until(lambda: fake.files)
    shared = fake.files[0]
    assert shared["channel"] == CHANNEL and shared["thread_ts"] is None
    assert shared["data"].startswith(b"\x89PNG") and shared["name"].endswith(".png")
    shown = [m for m in fake.history[CHANNEL] if "files" in m]  # alerts of the replay come and go meanwhile
    assert [m["files"][0]["id"] for m in shown] == [shared["id"]]


async def test_an_alert_with_a_diagram_gets_it_in_its_thread(fake, tmp_path):
    adapter = http_adapter(fake)
    ts = await adapter.send(CHANNEL, diagram_reply(tmp_path), idempotency_key="k")
    await adapter.stop()
    assert str(tmp_path) not in fake.posts[0]["text"]
    assert [(f["channel"], f["thread_ts"]) for f in fake.files] == [(CHANNEL, ts)]


async def test_without_files_write_the_answer_still_goes_and_the_cost_is_logged(fake, tmp_path, caplog):
    fake.scopes.discard("files:write")
    adapter = http_adapter(fake)
    with caplog.at_level(logging.WARNING):
        await adapter.send(CHANNEL, diagram_reply(tmp_path), idempotency_key="k")
    await adapter.stop()
    assert len(fake.posts) == 1 and fake.files == []
    assert any("lacks the files:write scope" in r.getMessage() for r in caplog.records)


async def test_a_private_answer_never_shares_its_diagram(fake, tmp_path):
    adapter = http_adapter(fake)
    await adapter.start(answering(diagram_reply(tmp_path, ephemeral=True)), None)  # type: ignore[arg-type]
    try:
        body = (await post_to_bolt(adapter, slash("/var", "explain --full offside"))).json()
    finally:
        await adapter.stop()
    assert body["response_type"] == "ephemeral" and str(tmp_path) not in body["text"]
    assert fake.files == []


async def test_the_fake_upload_flow_is_as_strict_as_slack(fake):
    client = AsyncWebClient(token="xoxb-test", base_url=fake.url)
    fake.scopes.discard("files:write")
    with pytest.raises(SlackApiError) as caught:
        await client.files_getUploadURLExternal(filename="d.png", length=len(PNG))
    assert (caught.value.response["error"], caught.value.response["needed"]) == (
        "missing_scope",
        "files:write",
    )
    fake.scopes.add("files:write")
    ticket = await client.files_getUploadURLExternal(filename="d.png", length=len(PNG))
    with pytest.raises(SlackApiError) as caught:  # the bytes never reached the upload URL
        await client.files_completeUploadExternal(files=[{"id": ticket["file_id"]}], channel_id=CHANNEL)
    assert caught.value.response["error"] == "file_not_found"
    async with httpx.AsyncClient() as http:
        assert (await http.post(ticket["upload_url"], content=PNG[:5])).status_code == 400  # not the length
        assert (await http.post(ticket["upload_url"], content=PNG)).status_code == 200
        assert (await http.post(ticket["upload_url"], content=PNG)).status_code == 404  # one time only
    fake.outside.add(CHANNEL)
    with pytest.raises(SlackApiError) as caught:
        await client.files_completeUploadExternal(files=[{"id": ticket["file_id"]}], channel_id=CHANNEL)
    assert caught.value.response["error"] == "not_in_channel"
    fake.outside.clear()
    await client.files_completeUploadExternal(files=[{"id": ticket["file_id"]}], channel_id=CHANNEL)
    assert fake.files[0]["channel"] == CHANNEL and fake.history[CHANNEL][0]["files"]


# ------------------------------------------------------------------------------ acknowledged within 3 s
@pytest.mark.parametrize("mode", ["http", "socket"])
async def test_a_slow_answer_is_acknowledged_at_once_and_follows_through_response_url(fake, tmp_path, mode):
    slow = slack_adapter.ANSWER_IN_ACK + 0.5
    adapter = SlackAdapter(
        "xoxb-test", api_base=fake.url, mode=mode, app_token="xapp-test", signing_secret=SECRET, port=0
    )
    await adapter.start(answering(diagram_reply(tmp_path), delay=slow), None)  # type: ignore[arg-type]
    try:
        began = time.monotonic()
        if mode == "http":
            resp = await post_to_bolt(adapter, slow_slash(fake, "/var", "explain a long story"))
            assert resp.status_code == 200 and resp.text == ""
        else:
            await until(lambda: fake.sockets)
            await fake.push(
                {
                    "envelope_id": "env-1",
                    "type": "slash_commands",
                    "accepts_response_payload": True,
                    "payload": slow_slash(fake, "/var", "explain a long story"),
                }
            )
            await until(lambda: fake.socket_acks)
            assert "payload" not in fake.socket_acks[0] or not fake.socket_acks[0]["payload"]
        assert time.monotonic() - began < 3.0
        await until(lambda: fake.responses and fake.files, seconds=slow + 5)
    finally:
        await adapter.stop()
    answer = fake.responses[0]
    assert answer["response_type"] == "in_channel" and answer["blocks"][0]["text"]["text"] == "🚩 Offside."
    assert fake.files[0]["channel"] == CHANNEL


async def test_typed_ampersands_reach_the_core_as_typed_and_a_crash_is_still_answered():
    """Slack escapes &, < and > in slash-command text; and whatever breaks, Slack gets an answer, never a
    time-out."""
    from adapters.slack import SlackAdapter as Slack
    from bot.core.reply import Reply as R

    adapter = Slack("xoxb-x", api_base="http://127.0.0.1:9/api/", mode="http", signing_secret="s")
    seen: list[str] = []

    async def on_text(text, channel, actor):  # type: ignore[no-untyped-def]
        seen.append(text)
        if "boom" in text:
            raise RuntimeError("boom")
        return R(text="ok")

    async def admin_status(user):  # type: ignore[no-untyped-def]
        return False

    adapter.on_text = on_text
    adapter.admin_status = admin_status  # type: ignore[method-assign]
    acks: list[dict] = []  # type: ignore[type-arg]

    async def ack(**payload):  # type: ignore[no-untyped-def]
        acks.append(payload)

    async def respond(**payload):  # type: ignore[no-untyped-def]
        acks.append(payload)

    body = {
        "command": "/follow",
        "text": "Brighton &amp; Hove Albion &lt;3",
        "channel_id": "C1",
        "user_id": "U1",
    }
    await adapter._slash(ack, body, respond)
    await adapter._slash(ack, {**body, "text": "boom"}, respond)
    assert seen == ["/follow Brighton & Hove Albion <3", "/follow boom"]
    assert "went wrong on my side" in str(acks[-1])
    await adapter.stop()
    # Slack tells no language with a command: the last-resort sentence is in the bot's configured one.
    spanish = Slack(
        "xoxb-x", api_base="http://127.0.0.1:9/api/", mode="http", signing_secret="s", language="es"
    )
    spanish.on_text, spanish.admin_status = on_text, admin_status  # type: ignore[method-assign]
    await spanish._slash(ack, {**body, "text": "boom"}, respond)
    assert "went wrong" not in str(acks[-1]) and acks[-1]
    await spanish.stop()


def test_only_commands_that_may_need_an_admin_ask_who_is_one():
    from bot.commands import build_tree

    tree = build_tree()
    assert tree.may_need_admin("/follow spurs") and tree.may_need_admin("/unfollow spurs")
    assert tree.may_need_admin("/options spoiler on") and not tree.may_need_admin("/options")
    for line in ("/live", "/table", "/var explain offside", "/help follow", "/following", "/nonsense"):
        assert not tree.may_need_admin(line), line


async def test_a_burst_of_live_asks_slack_nothing_about_admins():
    from adapters.slack import SlackAdapter as Slack
    from bot.commands import build_tree
    from bot.core.reply import Reply as R

    adapter = Slack("xoxb-x", api_base="http://127.0.0.1:9/api/", mode="http", signing_secret="s")
    adapter.attach(build_tree(), suggest=_no_names)
    asked: list[str] = []

    async def admin_status(user):  # type: ignore[no-untyped-def]
        asked.append(user)
        return True

    async def on_text(text, channel, actor):  # type: ignore[no-untyped-def]
        return R(text=f"{text} admin={actor.is_admin}")

    adapter.admin_status = admin_status  # type: ignore[method-assign]
    adapter.on_text = on_text
    for n in range(20):
        await adapter._answer("/live", "C1", {"user_id": f"U{n}"})
    assert asked == []
    reply = await adapter._answer("/follow spurs", "C1", {"user_id": "UADMIN"})
    assert asked == ["UADMIN"] and reply.text.endswith("admin=True")
    await adapter.stop()
