"""In a terminal, Ctrl-C and SIGTERM stop `matchday run` and the interactive demo at once: a prompt waiting for a
line never holds the exit until Enter is pressed (issue "the house and the newcomer", finding 10; and "real
servers": SIGINT/SIGTERM stop within 5 s in every mode). Commands piped into `run` are answered."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STOP_WITHIN = 5.0
ENV = {**os.environ, "PYTHONIOENCODING": "utf-8", "PYTHONPATH": str(ROOT)}


def start(args: list[str], cwd: Path) -> tuple[subprocess.Popen[bytes], int]:
    """The command with a terminal as its standard input (the pty's other end is returned)."""
    controller, terminal = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        stdin=terminal,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=ENV,
    )
    os.close(terminal)
    return proc, controller


def wait_for(proc: subprocess.Popen[bytes], stream: str, text: bytes, timeout: float = 60.0) -> None:
    pipe = proc.stderr if stream == "stderr" else proc.stdout
    assert pipe is not None
    seen = b""
    deadline = time.monotonic() + timeout
    while text not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([pipe], [], [], 0.5)
        if ready:
            chunk = os.read(pipe.fileno(), 65536)
            if not chunk:
                break
            seen += chunk
    assert text in seen, seen.decode(errors="replace")


def stopped_within(proc: subprocess.Popen[bytes], sig: signal.Signals) -> float:
    sent = time.monotonic()
    proc.send_signal(sig)
    proc.wait(timeout=STOP_WITHIN + 10)
    return time.monotonic() - sent


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_run_in_a_terminal_stops_at_once(tmp_path, sig):
    config = tmp_path / "matchday.toml"
    config.write_text(f'[bot]\ndatabase = "{tmp_path / "t.db"}"\n[provider.replay]\nspeed = "max"\n')
    proc, controller = start(["run", "--config", str(config)], tmp_path)
    try:
        wait_for(proc, "stderr", b"Matchday running")
        time.sleep(0.5)  # the prompt is now waiting for a line
        assert stopped_within(proc, sig) < STOP_WITHIN
        assert proc.returncode == 0
    finally:
        proc.kill()
        os.close(controller)


def test_the_interactive_demo_stops_on_ctrl_c_without_enter(tmp_path):
    proc, controller = start(["demo", "--speed", "1", "--no-colour"], tmp_path)
    try:
        wait_for(proc, "stdout", b"Ctrl-D quits")
        time.sleep(0.5)
        assert stopped_within(proc, signal.SIGINT) < STOP_WITHIN
        assert proc.stderr is not None and b"Traceback" not in proc.stderr.read()
    finally:
        proc.kill()
        os.close(controller)


def test_commands_piped_into_run_are_answered(tmp_path):
    config = tmp_path / "matchday.toml"
    config.write_text(f'[bot]\ndatabase = "{tmp_path / "p.db"}"\n[provider.replay]\nspeed = "max"\n')
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "run", "--config", str(config)],
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=ENV,
    )
    try:
        assert proc.stdin is not None
        proc.stdin.write(b"/help\n")
        proc.stdin.close()
        wait_for(proc, "stdout", b"/live: Live matches and today")
        assert stopped_within(proc, signal.SIGTERM) < STOP_WITHIN
        assert proc.returncode == 0
    finally:
        proc.kill()
