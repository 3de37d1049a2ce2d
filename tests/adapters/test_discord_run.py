"""`matchday run` with Discord, as a process: a token Discord refuses ends it with one line and status 1 (so a
supervisor notices), and the app wires autocomplete to the store's names (no network)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from bot.app import App
from bot.config import load_config

ROOT = Path(__file__).resolve().parents[2]


async def test_a_refused_token_ends_the_run_with_one_line_and_status_1(fake, tmp_path):
    config = tmp_path / "m.toml"
    config.write_text(
        f'[bot]\ndatabase = "{tmp_path / "d.db"}"\n[adapters]\nenabled = ["discord"]\n'
        f'[adapters.discord]\napi_base = "{fake.url}"\n'
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "run",
        "--config",
        str(config),
        cwd=tmp_path,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "DISCORD_TOKEN": "not-the-token", "PYTHONPATH": str(ROOT)},
    )
    _, err = await asyncio.wait_for(proc.communicate(), 60)
    text = err.decode()
    assert proc.returncode == 1, text
    assert "Traceback" not in text and "Unclosed" not in text
    lines = [line for line in text.splitlines() if line.strip()]
    assert (
        len(lines) <= 3
        and lines[-1] == "Stopping: Discord refused the bot token (401 Unauthorized); set a valid token"
    )


async def test_autocomplete_offers_names_from_the_store(tmp_path):
    config = load_config(None, env={}).with_values("adapters", enabled=[])
    app = App(config, adapters={}, database=tmp_path / "a.db")
    try:
        assert await app.suggest_names("team", "totten") == ["Tottenham Hotspur"]
        assert "UEFA Champions League" in await app.suggest_names("competition", "champ")
        assert len(await app.suggest_names("team", "")) <= 25
    finally:
        app.store.close()
