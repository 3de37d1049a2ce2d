"""The bot against `matchday mock-server` over real HTTP on 127.0.0.1, for each provider: the demo's alerts."""

from __future__ import annotations

import asyncio
import io
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from adapters.console import ConsoleAdapter
from bot.app import App
from bot.config import load_config
from bot.store.outbox import pending_count
from tests.test_demo import SPURS_NIGHT


@contextmanager
def running_mock_server(*extra: str) -> Iterator[int]:
    """`matchday mock-server` at max speed on a free port (with any extra arguments); yields the port."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "mock-server", "--port", "0", "--speed", "max", *extra],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    try:
        line = proc.stderr.readline() if proc.stderr else ""
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, line
        yield int(match.group(1))
    finally:
        proc.kill()
        proc.wait(timeout=10)


@pytest.fixture
def mock_server():
    with running_mock_server() as port:
        yield port


async def run_bot(tmp_path: Path, provider: str, base_url: str, env: dict[str, str]) -> str:
    section = "api_football" if provider == "api-football" else "football_data"
    config_path = tmp_path / "matchday.toml"
    config_path.write_text(f"""
[bot]
database = "{tmp_path / "e2e.db"}"
[provider]
name = "{provider}"
poll_seconds = 0.02
min_poll_seconds = 0
schedule_refresh_seconds = 3600
[provider.{section}]
base_url = "{base_url}"
""")
    config = load_config(config_path, env=env)
    out = io.StringIO()
    app = App(config, adapters={"console": ConsoleAdapter(out, colour=False)})
    await app.start()
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            done = "FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP" in out.getvalue()
            if done and await app.store.run(pending_count) == 0:
                break
            await asyncio.sleep(0.05)
    finally:
        await app.stop()
    return out.getvalue()


def headlines(text: str, team: str) -> list[str]:
    return [
        b.strip().splitlines()[0]
        for b in text.split("\n\n")
        if b.strip() and team in b.strip().splitlines()[0]
    ]


async def test_api_football_over_http(tmp_path, mock_server):
    out = await run_bot(
        tmp_path, "api-football", f"http://127.0.0.1:{mock_server}/api-football/", {"API_FOOTBALL_KEY": "k"}
    )
    assert headlines(out, "Tottenham") == SPURS_NIGHT
    assert "VAR: Harry Kane's 90+5' goal is ruled out for offside." in out


async def test_football_data_over_http(tmp_path, mock_server):
    out = await run_bot(
        tmp_path,
        "football-data",
        f"http://127.0.0.1:{mock_server}/football-data/v4/",
        {"FOOTBALL_DATA_TOKEN": "t"},
    )
    # football-data.org has no VAR rows: the goal disappears and the score goes down. A drop with no VAR row
    # counts only once it has persisted over two polls while the match clock moved on, so the NO GOAL comes a
    # minute later than on API-Football, and no reason is invented.
    expected = [h.replace("90+8' NO GOAL", "90+9' NO GOAL") if "NO GOAL" in h else h for h in SPURS_NIGHT]
    assert headlines(out, "Tottenham") == expected
    assert (
        "Harry Kane's 90+5' goal no longer counts (the provider gives no reason); the score is back to 1-1."
        in out
    )
    assert "Ruled out by VAR" not in out
