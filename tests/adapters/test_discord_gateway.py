"""The real discord.py on the fake Discord's gateway: the gateway found through `api_base`, shards in one
process and across processes, a slash command delivered over the socket and answered over REST, a crashed
shard logged and reconnected, an unreachable Discord said in one line, and a clean stop.

Before: the gateway was always wss://gateway.discord.gg (no command arrived through a proxy or from a fake),
there were no shards, a crash in discord.py's event parsing ended the gateway task without a word, and an
unreachable api_base was a 78-line traceback and "Unclosed client session".
"""

from __future__ import annotations

import asyncio
import gc
import logging
import signal
import socket
import sys
from pathlib import Path

import aiohttp
import pytest

from adapters.discord import DiscordAdapter
from adapters.discord.errors import DiscordFatal
from adapters.discord.gateway import Backoff
from bot.core.invocation import Invocation
from bot.core.platform import SendError
from bot.core.reply import Reply
from bot.core.tree import CommandTree
from tests.fakes.discord_api import FakeDiscord, interaction
from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]
PING = {"id": "1", "name": "ping", "type": 1}


def ping_tree() -> CommandTree:
    tree = CommandTree()

    @tree.command("ping", "Answers pong.")
    async def ping(ctx: object, inv: Invocation) -> Reply:  # the adapter hands commands to `on_command`
        return Reply(text="pong")

    return tree


async def answer(inv: Invocation) -> Reply:
    return Reply(text="pong")


def make_adapter(url: str, **options: object) -> DiscordAdapter:
    return DiscordAdapter(
        "token",
        api_base=url,
        tree=ping_tree(),
        backoff=Backoff(0.05, 0.2),
        identify_window=0.05,
        **options,  # type: ignore[arg-type]
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_the_gateway_comes_from_the_configured_base_and_a_slash_command_is_answered(fake):
    adapter = make_adapter(fake.url)
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        await fake.wait_shards(0)
        await fake.push(0, "INTERACTION_CREATE", interaction(2, PING))
        await wait_for(lambda: fake.callbacks)
    finally:
        await adapter.stop()
    assert fake.gateway_bot_calls == 1  # asked through api_base, not dialled at gateway.discord.gg
    assert fake.identifies == [(0, 1)]
    assert fake.compressions[0] in ("zlib-stream", "zstd-stream")  # discord.py always asks; zlib is answered
    assert fake.callbacks[0]["data"]["content"] == "pong"


async def test_two_shards_in_one_process_as_discord_recommends(fake):
    fake.recommended_shards = 2
    adapter = make_adapter(fake.url)  # shard_count 0: as Discord recommends
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        await fake.wait_shards(0, 1)
        await fake.push(1, "INTERACTION_CREATE", interaction(2, PING))
        await wait_for(lambda: fake.callbacks)
    finally:
        await adapter.stop()
    assert sorted(fake.identifies) == [(0, 2), (1, 2)]
    assert fake.callbacks[0]["data"]["content"] == "pong"


SHARD_PROCESS = """
import asyncio, signal, sys
from adapters.discord import DiscordAdapter
from adapters.discord.gateway import Backoff
from bot.core.reply import Reply
from bot.core.tree import CommandTree

async def main(url, shard):
    tree = CommandTree()

    @tree.command("ping", "Answers pong.")
    async def ping(ctx, inv):
        return Reply(text="")

    async def answer(inv):
        return Reply(text=f"pong from shard {shard}")

    adapter = DiscordAdapter(
        "token", api_base=url, tree=tree, shard_count=2, shard_ids=[shard], backoff=Backoff(0.05, 0.2)
    )
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(sig, stop.set)
    await adapter.start(None, answer)
    await stop.wait()
    await adapter.stop()

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


async def test_two_processes_each_run_their_shard_and_stop_on_sigterm_within_5_s(fake):
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            SHARD_PROCESS,
            fake.url,
            str(shard),
            cwd=ROOT,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        for shard in (0, 1)
    ]
    try:
        await fake.wait_shards(0, 1, timeout=60)
        for shard in (0, 1):
            await fake.push(shard, "INTERACTION_CREATE", interaction(2, PING))
        await wait_for(lambda: len(fake.callbacks) == 2)
        loop = asyncio.get_running_loop()
        began = loop.time()
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        outputs = [await asyncio.wait_for(proc.communicate(), 5) for proc in procs]
        took = loop.time() - began
    finally:
        for proc in procs:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
    assert sorted(fake.identifies) == [(0, 2), (1, 2)]
    assert sorted(c["data"]["content"] for c in fake.callbacks) == ["pong from shard 0", "pong from shard 1"]
    assert took < 5 and [p.returncode for p in procs] == [0, 0]
    for _, err in outputs:
        assert b"Traceback" not in err and b"Unclosed" not in err, err.decode()


async def test_a_crash_in_the_gateway_task_is_logged_and_the_shard_reconnects(fake, caplog):
    adapter = make_adapter(fake.url)
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        await fake.wait_shards(0)
        # A payload discord.py cannot parse (no "type"): its parser raises inside the shard's task.
        await fake.push(0, "INTERACTION_CREATE", {"id": "9", "application_id": "42", "token": "tok"})
        await wait_for(lambda: len(fake.identifies) == 2)
        await fake.wait_shards(0)
        await fake.push(0, "INTERACTION_CREATE", interaction(2, PING))
        await wait_for(lambda: fake.callbacks)
    finally:
        await adapter.stop()
    crash = [r for r in caplog.records if r.name == "adapters.discord.gateway" and r.levelno == logging.ERROR]
    assert len(crash) == 1 and crash[0].exc_info is not None  # with the traceback
    assert "shard 0 stopped on an error; reconnecting" in crash[0].getMessage()
    assert fake.callbacks[0]["data"]["content"] == "pong"  # commands are answered again


async def test_a_gateway_that_keeps_crashing_is_fatal_so_a_supervisor_restarts_the_bot(fake):
    adapter = make_adapter(fake.url, crash_limit=2)
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        for attempt in (1, 2):
            await wait_for(lambda n=attempt: len(fake.identifies) == n)
            await fake.wait_shards(0)
            await fake.push(0, "INTERACTION_CREATE", {"id": "9", "application_id": "42", "token": "tok"})
        error = await asyncio.wait_for(adapter.wait_fatal(), 10)
    finally:
        await adapter.stop()
    assert isinstance(error, DiscordFatal) and "crashed 2 times" in str(error)


async def test_shard_settings_discord_would_refuse_are_fatal_before_connecting(fake):
    adapter = make_adapter(fake.url, shard_count=2, shard_ids=[2])
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        error = await asyncio.wait_for(adapter.wait_fatal(), 10)
    finally:
        await adapter.stop()
    assert "shard_ids [2] must each be below shard_count (2)" in str(error)
    assert fake.identifies == []


async def test_a_token_the_gateway_refuses_is_fatal(fake):
    fake.token = "another"  # the REST login is not checked by the fake; /gateway/bot is
    adapter = make_adapter(fake.url)
    await adapter.start(None, answer)  # type: ignore[arg-type]
    try:
        error = await asyncio.wait_for(adapter.wait_fatal(), 10)
    finally:
        await adapter.stop()
    assert "refused the bot token" in str(error)


async def test_the_fake_gateway_is_strict_about_token_and_shards(fake):
    async def close_code(identify: dict) -> int | None:  # type: ignore[type-arg]
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(fake.gateway_url + "?v=10&encoding=json") as ws,
        ):
            hello = await ws.receive_json()
            assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] == 41250
            await ws.send_json({"op": 1, "d": None})
            assert (await ws.receive_json())["op"] == 11
            await ws.send_json({"op": 2, "d": {"token": "token", "intents": 0, "properties": {}} | identify})
            msg = await ws.receive()
            if msg.type == aiohttp.WSMsgType.TEXT:
                ready = msg.json()
                assert ready["t"] == "READY" and ready["d"]["shard"] == identify.get("shard", [0, 1])
                return None
            return ws.close_code

    assert await close_code({"token": "wrong"}) == 4004
    assert await close_code({"shard": [2, 2]}) == 4010
    assert await close_code({"shard": [1, 2]}) is None
    assert await close_code({"intents": None}) == 4013


async def test_an_unreachable_api_base_is_one_line_retried_until_it_answers(caplog):
    caplog.set_level(logging.DEBUG, logger="adapters.discord")
    port = free_port()
    url = f"http://127.0.0.1:{port}/api/v10"
    adapter = make_adapter(url)
    loop = asyncio.get_running_loop()
    began = loop.time()
    await adapter.start(None, answer)  # type: ignore[arg-type]
    assert loop.time() - began < 2  # start does not wait for Discord
    fake = FakeDiscord()
    try:
        await asyncio.sleep(0.5)  # several retries
        with pytest.raises(SendError) as sent:
            await adapter.send("777", Reply(text="goal"))
        assert sent.value.retryable
        said = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(said) == 1 and said[0].exc_info is None
        assert url in said[0].getMessage() and "Cannot connect to host" in said[0].getMessage()
        assert [r for r in caplog.records if r.levelno == logging.DEBUG and "still trying" in r.getMessage()]
        await fake.start(port)  # Discord comes back: the adapter logs in and connects by itself
        await fake.wait_shards(0)
        await fake.push(0, "INTERACTION_CREATE", interaction(2, PING))
        await wait_for(lambda: fake.callbacks)
    finally:
        began = loop.time()
        await adapter.stop()
        stopped_in = loop.time() - began
        await fake.stop()
    assert stopped_in < 5
    assert any("reached" in r.getMessage() for r in caplog.records if r.levelno == logging.WARNING)


async def test_stopping_while_discord_is_unreachable_is_quick_and_leaves_no_session_open(caplog):
    adapter = make_adapter(f"http://127.0.0.1:{free_port()}/api/v10")
    await adapter.start(None, answer)  # type: ignore[arg-type]
    await asyncio.sleep(0.2)
    loop = asyncio.get_running_loop()
    began = loop.time()
    await adapter.stop()
    assert loop.time() - began < 5
    gc.collect()
    await asyncio.sleep(0)
    assert not [r for r in caplog.records if "Unclosed" in r.getMessage()]
    assert not [r for r in caplog.records if r.exc_info is not None]
