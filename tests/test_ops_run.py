"""`matchday run` with `[ops] enabled = true` and `port = 0`: the chosen address is printed at start, /healthz
and /metrics answer while it runs, and SIGTERM still stops it cleanly."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time

import httpx


def test_run_serves_health_and_metrics_on_the_printed_address(tmp_path, database_url):
    """On each engine: `database_url` is an SQLite file or a PostgreSQL database of this test's own."""
    config = tmp_path / "matchday.toml"
    config.write_text(
        f'[bot]\ndatabase = "{database_url}"\n[provider.replay]\nspeed = "max"\n'
        "[ops]\nenabled = true\nport = 0\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "run", "--config", str(config)],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    try:
        assert proc.stderr is not None
        said = []
        while not any("Matchday running" in line for line in said):
            line = proc.stderr.readline()
            assert line, "".join(said)
            said.append(line)
        found = [m for line in said if (m := re.fullmatch(r"Health and metrics on (http://\S+/)\n", line))]
        assert len(found) == 1, said
        url = found[0][1]
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url) and not url.endswith(":0/")
        deadline = time.monotonic() + 60
        while True:  # ready once the first poll has been made
            health = httpx.get(url + "healthz", timeout=10)
            if health.status_code == 200 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert health.status_code == 200, health.text
        assert set(health.json()["checks"]) == {"database", "provider", "poller", "platform:console"}
        metrics = httpx.get(url + "metrics", timeout=10)
        assert metrics.status_code == 200
        assert "matchday_polls_total" in metrics.text and 'matchday_role{role="all"} 1.0' in metrics.text
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "Traceback" not in err


def test_run_with_the_ops_port_taken_says_so_and_exits_1(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        config = tmp_path / "matchday.toml"
        config.write_text(
            f'[bot]\ndatabase = "{tmp_path / "run.db"}"\n[provider.replay]\nspeed = "max"\n'
            f"[ops]\nenabled = true\nport = {port}\n"
        )
        done = subprocess.run(
            [sys.executable, "-m", "bot", "run", "--config", str(config)],
            cwd=tmp_path,
            capture_output=True,
            stdin=subprocess.DEVNULL,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
        )
    assert done.returncode == 1
    assert done.stderr == (
        f"Cannot serve health and metrics on 127.0.0.1:{port} (Address already in use): "
        "free the port or change [ops] host and port.\n"
    )
