"""`matchday run`: runs until SIGTERM/SIGINT, then stops polling, drains the outbox and exits 0."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.outbox import counts

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_run_stops_cleanly_on_signal(tmp_path, sig, database_url):
    config = tmp_path / "matchday.toml"
    config.write_text(f'[bot]\ndatabase = "{database_url}"\n[provider.replay]\nspeed = "max"\n')
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "run", "--config", str(config)],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # wait until the full night has been played and sent
        if _counts(database_url).get("sent", 0) >= 16:
            break
        time.sleep(0.2)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "🏁 FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP" in out
    assert "Traceback" not in err
    left = _counts(database_url)
    assert left.get("pending", 0) + left.get("sending", 0) == 0, left


def _counts(database: str) -> dict[str, int]:
    """The outbox's rows by status, read as another process would (nothing yet before the run has made it)."""
    if "://" not in database and not Path(database).exists():
        return {}
    store = Store(database, check=False)
    try:
        return store.run_sync(lambda db: counts(db) if "outbox" in db.table_names() else {})
    finally:
        store.close()


def test_a_second_run_on_the_same_database_stops_with_one_sentence(tmp_path):
    """Two `matchday run` on one SQLite file double-posted; the second now stops at start, and the lock dies
    with the first process (even a SIGKILL), so a crash never blocks the next start."""
    config = tmp_path / "matchday.toml"
    config.write_text(f'[bot]\ndatabase = "{tmp_path / "run.db"}"\n[provider.replay]\nspeed = 1\n')
    command = [sys.executable, "-m", "bot", "run", "--config", str(config)]
    options = {
        "cwd": tmp_path,
        "stdin": subprocess.DEVNULL,
        "text": True,
        "env": {**os.environ, "PYTHONIOENCODING": "utf-8"},
    }
    first = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **options)
    try:
        assert first.stderr is not None
        line = first.stderr.readline()
        assert "Matchday running" in line, line
        second = subprocess.run(command, capture_output=True, timeout=60, **options)
        assert second.returncode == 2
        assert second.stderr.strip() == (
            f"another matchday (pid {first.pid}) is using the database {tmp_path / 'run.db'}; stop it first, "
            "or give this one its own [bot] database."
        )
    finally:
        first.kill()
        first.wait(timeout=30)
    third = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **options)
    try:
        assert third.stderr is not None
        line = third.stderr.readline()
        assert "Matchday running" in line, line
    finally:
        third.terminate()
        third.wait(timeout=30)
