"""The README's Discord and Slack walkthroughs, followed as written against the local fakes: the `matchday.toml`
they give (with only the API base pointed at the fake), `matchday setup`, `matchday check-config --online`,
`matchday run`, then `/follow Tottenham` typed by an admin, and the first alert arrives in the channel."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from pathlib import Path

import pytest

from tests.fakes.discord_api import FakeDiscord, interaction
from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parents[1]
SECTION = "### Discord, from nothing to a first alert"


def walkthrough(section: str = SECTION) -> str:
    """The README's text from `section`'s heading to the next heading."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index(section)
    end = re.search(r"\n##", readme[start + len(section) :])
    return readme[start : start + len(section) + end.start()] if end else readme[start:]


def steps_in_order(text: str, *steps: str) -> None:
    places = [text.index(step) for step in steps]
    assert places == sorted(places), f"the README no longer says these in this order: {steps}"


@pytest.fixture
async def fake():
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()


async def start(*args: str, cwd: Path, env: dict[str, str] | None = None) -> asyncio.subprocess.Process:
    """`matchday <args>` as its own process, as a person would run it in `cwd`."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=cwd,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env or ENV,
    )


async def matchday(*args: str, cwd: Path, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    proc = await start(*args, cwd=cwd, env=env)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


ENV = {**os.environ, "DISCORD_TOKEN": "token", "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}


async def test_the_discord_walkthrough_as_written(fake, tmp_path):
    text = walkthrough()
    steps_in_order(
        text,
        "```toml",
        "matchday setup discord",
        "export DISCORD_TOKEN",
        "matchday check-config --online",
        "matchday run",
        "/follow Tottenham",
    )
    toml = re.search(r"```toml\n(.*?)```", text, re.S)
    assert toml is not None
    config = re.sub(r"^ {3}", "", toml.group(1), flags=re.M)  # the block is indented under its list item
    config = config.replace("[adapters.discord]\n", f'[adapters.discord]\napi_base = "{fake.url}"\n')
    (tmp_path / "matchday.toml").write_text(config)
    app_id = re.search(r'application_id = "(\d+)"', config)
    assert app_id is not None

    code, out, _ = await matchday("setup", "discord", cwd=tmp_path)
    assert code == 0 and f"client_id={app_id.group(1)}&" in out

    code, out, err = await matchday("check-config", "--online", cwd=tmp_path)
    assert code == 0, err
    assert "Every scope and permission Matchday uses is granted." in out

    run = await start("run", cwd=tmp_path, env=ENV)
    try:
        await fake.wait_shards(0, timeout=30)
        follow = {
            "id": "3",
            "name": "follow",
            "type": 1,
            "options": [{"name": "target", "type": 3, "value": "Tottenham"}],
        }
        await fake.push(0, "INTERACTION_CREATE", interaction(2, follow, admin=True))
        await wait_for(lambda: fake.callbacks)
        answer = fake.callbacks[0]["data"]
        assert not (answer.get("flags") or 0) & 64, answer  # a public answer, not a refusal
        await wait_for(lambda: fake.messages.get("777"), timeout=60)  # the first alert: Spurs' kick-off
        first = fake.messages["777"][0]
        assert "Tottenham Hotspur" in str(first)
    finally:
        run.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(run.communicate(), 30)
    assert run.returncode == 0, err.decode()
    assert "Traceback" not in err.decode()


async def test_the_slack_walkthrough_as_written(tmp_path):
    import json

    from tests.fakes.slack_api import FakeSlack

    text = walkthrough("### Slack, from nothing to a first alert")
    steps_in_order(
        text,
        "matchday setup slack",
        "Install to Workspace",
        "SLACK_BOT_TOKEN",
        "SLACK_APP_TOKEN",
        'enabled = ["slack"]',
        "matchday check-config --online",
        "matchday run",
        "/follow Tottenham",
    )
    fake = FakeSlack()
    fake.admins = {"UADMIN"}
    await fake.start()
    env = {**ENV, "SLACK_BOT_TOKEN": "xoxb-walkthrough", "SLACK_APP_TOKEN": "xapp-walkthrough"}
    (tmp_path / "matchday.toml").write_text(
        f'[adapters]\nenabled = ["slack"]\n[adapters.slack]\napi_base = "{fake.url}"\n'
    )
    run = None
    try:
        code, out, _ = await matchday("setup", "slack", cwd=tmp_path)
        assert code == 0
        manifest = json.loads(out[out.index("\n{") + 1 :])
        fake.scopes = set(manifest["oauth_config"]["scopes"]["bot"])  # installed from the manifest
        assert manifest["settings"]["socket_mode_enabled"]

        code, out, err = await matchday("check-config", "--online", cwd=tmp_path, env=env)
        assert code == 0, err
        assert "Every scope and permission Matchday uses is granted." in out

        run = await start("run", cwd=tmp_path, env=env)
        await wait_for(lambda: fake.sockets)
        follow = {
            "command": "/follow",
            "text": "Tottenham",
            "user_id": "UADMIN",
            "user_name": "admin",
            "channel_id": "C0MATCH",
            "team_id": "T1",
            "response_url": "http://127.0.0.1:1/never",
            "trigger_id": "t",
        }
        await fake.push(
            {
                "envelope_id": "e1",
                "type": "slash_commands",
                "accepts_response_payload": True,
                "payload": follow,
            }
        )
        await wait_for(lambda: fake.socket_acks)
        assert "Only" not in json.dumps(fake.socket_acks[0]), fake.socket_acks[0]  # not a refusal
        await wait_for(lambda: fake.posts, timeout=60)  # the first alert: Spurs' kick-off
        assert fake.posts[0]["channel"] == "C0MATCH" and "Tottenham Hotspur" in json.dumps(fake.posts[0])
    finally:
        if run is not None:
            run.send_signal(signal.SIGTERM)
            _, err_bytes = await asyncio.wait_for(run.communicate(), 30)
            assert run.returncode == 0, err_bytes.decode()
            assert "Traceback" not in err_bytes.decode()
        await fake.stop()
