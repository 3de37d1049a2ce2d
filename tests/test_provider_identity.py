"""The running provider is known to every command: ids, tables and names follow the provider in use, and
following something makes the scheduler look at once."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.app import App
from bot.config import load_config
from bot.core.invocation import Actor
from bot.providers.model import Competition, StandingRow, Standings, StandingsTable, Team
from bot.store import subscriptions as subs
from bot.store.matches import save_standings

ADMIN = Actor("u1", "admin", is_admin=True)


def app_for(tmp_path: Path, provider: str, extra: str = "") -> App:
    section = "api_football" if provider == "api-football" else "football_data"
    path = tmp_path / "matchday.toml"
    path.write_text(
        f'[bot]\ndatabase = "{tmp_path / "id.db"}"\n{extra}\n[provider]\nname = "{provider}"\n'
        f'[provider.{section}]\nbase_url = "http://127.0.0.1:9/"\n[adapters]\nenabled = []\n'
    )
    env = {"API_FOOTBALL_KEY": "k", "FOOTBALL_DATA_TOKEN": "t"}
    return App(load_config(path, env=env), adapters={})


@pytest.mark.parametrize(("provider", "spurs", "ucl"), [("football-data", 73, 2001), ("api-football", 47, 2)])
async def test_follow_and_table_use_the_running_providers_ids(tmp_path, provider, spurs, ucl):
    app = app_for(tmp_path, provider)
    try:
        assert app.context.provider == provider
        reply = await app.on_text("/follow spurs", "c", "console", ADMIN)
        assert not reply.is_error, reply.text
        (sub,) = app.store.run_sync(subs.for_channel, "console", "c")
        assert sub.target_id == spurs
        table = Standings(
            Competition(ucl, "UEFA Champions League", 2022),
            (
                StandingsTable(
                    "Group D", (StandingRow(1, Team(spurs, "Tottenham Hotspur"), 6, 3, 2, 1, 8, 6, 11),)
                ),
            ),
        )
        app.store.run_sync(save_standings, table)
        reply = await app.on_text("/table ucl", "c", "console", ADMIN)
        assert not reply.is_error and "Tottenham Hotspur" in reply.text, reply.text
    finally:
        await app.bundle.provider.aclose()
        app.store.close()


async def test_follow_asks_the_scheduler_to_refresh_at_once(tmp_path):
    app = app_for(tmp_path, "replay")
    refreshed = []

    async def schedule_job() -> None:
        refreshed.append(datetime.now(UTC))

    app._schedule_job = schedule_job  # type: ignore[method-assign]
    await app.start()
    try:
        refreshed.clear()
        reply = await app.on_text("/follow marseille", "c", "console", ADMIN)
        assert not reply.is_error
        for _ in range(100):
            if refreshed:
                break
            await asyncio.sleep(0.02)
        assert refreshed, "the schedule job did not run after /follow"
    finally:
        await app.stop()


async def test_the_alerts_log_has_a_line_per_alert_with_its_edits(tmp_path):
    log_path = tmp_path / "alerts.jsonl"
    path = tmp_path / "matchday.toml"
    path.write_text(
        f'[bot]\ndatabase = "{tmp_path / "j.db"}"\nalerts_log = "{log_path}"\n'
        '[provider.replay]\nspeed = "max"\n[adapters]\nenabled = []\n'
    )
    app = App(load_config(path, env={}), adapters={})
    app.store.run_sync(subs.follow, "console", "c", "competition", 2, "UEFA Champions League")
    await app.start()
    try:
        for _ in range(2000):
            clock = app.bundle.replay_clock
            if clock is not None and clock.finished:
                break
            await asyncio.sleep(0.01)
    finally:
        await app.stop()
    lines = [json.loads(line) for line in log_path.read_text().splitlines()]
    assert {"key", "kind", "match_id", "minute", "score", "text", "edits"} <= set(lines[0])
    cancel = next(line for line in lines if line["kind"] == "goal_cancelled" and "Kane" in line["text"])
    assert cancel["edits"] and any(line["key"] == cancel["edits"] for line in lines)
    assert sum(line["kind"] == "full_time" for line in lines) == 2


@pytest.mark.parametrize("env_key", ["set", "unset"])
def test_ask_works_with_a_real_provider_config(tmp_path, monkeypatch, capsys, env_key):
    from bot.cli import main

    path = tmp_path / "matchday.toml"
    path.write_text('[bot]\ndatabase = "none.db"\n[provider]\nname = "football-data"\n')
    if env_key == "set":
        monkeypatch.setenv("FOOTBALL_DATA_TOKEN", "t")
    else:
        monkeypatch.delenv("FOOTBALL_DATA_TOKEN", raising=False)
    assert main(["ask", "/help", "--config", str(path)]) == 0
    assert "/var explain" in capsys.readouterr().out


def test_run_takes_an_alerts_log_flag():
    from bot.cli import _parser

    args = _parser().parse_args(["run", "--alerts-log", "alerts.jsonl"])
    assert args.alerts_log == "alerts.jsonl"


def test_an_unwritable_alerts_log_is_one_sentence(tmp_path, capsys):
    from bot.cli import main

    path = tmp_path / "matchday.toml"
    path.write_text(f'[bot]\ndatabase = "{tmp_path / "x.db"}"\n[adapters]\nenabled = []\n')
    assert (
        main(["run", "--config", str(path), "--alerts-log", str(tmp_path / "no" / "such" / "a.jsonl")]) == 2
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bot.alerts_log: cannot write" in err and "Traceback" not in err
