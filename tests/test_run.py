"""`matchday run`: runs until SIGTERM/SIGINT, then stops polling, drains the outbox and exits 0."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlite_utils import Database

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_run_stops_cleanly_on_signal(tmp_path, sig):
    config = tmp_path / "matchday.toml"
    config.write_text(f'[bot]\ndatabase = "{tmp_path / "run.db"}"\n[provider.replay]\nspeed = "max"\n')
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
    db_path = tmp_path / "run.db"
    while time.monotonic() < deadline:  # wait until the full night has been played and sent
        if db_path.exists():
            db = Database(db_path)
            try:
                if (
                    "outbox" in db.table_names()
                    and db.execute("select count(*) from outbox where status = 'sent'").fetchone()[0] >= 16
                ):
                    break
            finally:
                db.close()
        time.sleep(0.2)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "🏁 FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP" in out
    assert "Traceback" not in err
    db = Database(db_path)
    assert db.execute("select count(*) from outbox where status in ('pending', 'sending')").fetchone()[0] == 0
    db.close()
