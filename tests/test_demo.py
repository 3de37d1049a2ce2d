"""The whole demo: Tottenham 1-1 Sporting CP as a fan watching the console sees it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.harness import make_bot

SPURS_NIGHT = [
    "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP",
    "⚽ 22' GOAL  Tottenham Hotspur 0-1 Sporting CP · Marcus Edwards",
    "⏸ HT HALF-TIME  Tottenham Hotspur 0-1 Sporting CP",
    "▶ SECOND HALF  Tottenham Hotspur 0-1 Sporting CP",
    "⚽ 80' GOAL  Tottenham Hotspur 1-1 Sporting CP · Rodrigo Bentancur",
    "⚽ 90+5' GOAL  Tottenham Hotspur 2-1 Sporting CP · Harry Kane",
    "✎ struck out: ⚽ 90+5' GOAL  Tottenham Hotspur 2-1 Sporting CP · Harry Kane",
    "📺 90+8' NO GOAL  Tottenham Hotspur 1-1 Sporting CP · Harry Kane",
    "🟥 90+9' RED CARD  Tottenham Hotspur 1-1 Sporting CP · Antonio Conte",
    "🏁 FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP",
]
FRANKFURT_NIGHT = [
    "🟢 KO KICK-OFF  Eintracht Frankfurt v Marseille",
    "⚽ 3' GOAL  Eintracht Frankfurt 1-0 Marseille · Daichi Kamada",
    "⚽ 22' GOAL  Eintracht Frankfurt 1-1 Marseille · Mattéo Guendouzi",
    "⚽ 27' GOAL  Eintracht Frankfurt 2-1 Marseille · Randal Kolo Muani",
    "⏸ HT HALF-TIME  Eintracht Frankfurt 2-1 Marseille",
    "▶ SECOND HALF  Eintracht Frankfurt 2-1 Marseille",
    "🏁 FT FULL TIME  Eintracht Frankfurt 2-1 Marseille",
]
ROOT = Path(__file__).resolve().parents[1]


def _only(headlines: list[str], team: str) -> list[str]:
    return [h for h in headlines if team in h]


async def test_exact_alerts_for_tottenham_sporting(testbot):
    assert _only(testbot.alert_headlines, "Tottenham") == SPURS_NIGHT
    assert _only(testbot.alert_headlines, "Frankfurt") == FRANKFURT_NIGHT


async def test_var_alert_explains_itself_and_points_to_the_law(testbot):
    text = testbot.out.getvalue()
    assert "VAR: Harry Kane's 90+5' goal is ruled out for offside.\n    Why? /var explain offside" in text
    assert "Ruled out by VAR for offside." in text  # the original goal alert, corrected in place
    assert "Antonio Conte (Tottenham Hotspur head coach, a team official) is sent off." in text


async def test_every_alert_is_short(testbot):
    for block in testbot.out.getvalue().split("\n\n"):
        if block.strip() and not block.startswith("✎"):
            assert len(block.strip().splitlines()) <= 3, block


async def test_the_replay_in_real_time_gives_the_same_alerts(tmp_path):
    bot = await make_bot(tmp_path, speed=2000.0)  # kick-off 150 ms after the start; VAR 90 ms after the goal
    try:
        await bot.app.wait_replay()
    finally:
        await bot.app.stop()
    # In fast real time the last alerts can wait together and arrive as one digest: the same alerts, in order.
    assert _only(bot.alert_lines, "Tottenham") == SPURS_NIGHT


async def test_a_restart_mid_match_repeats_nothing(tmp_path, database_url):
    """Stop around Kane's goal, start again on the same database: nothing sent twice, nothing lost."""
    first = await make_bot(tmp_path, database=database_url)

    def kane(headlines: list[str]) -> bool:  # his goal or its ruling out (his name alone is in the line-ups)
        return any(h.startswith(("⚽", "📺")) and "Harry Kane" in h for h in headlines)

    for _ in range(500):
        if kane(first.alert_headlines):
            break
        await first.app.watcher.poll()
        await first.app.sender.drain()
    await first.app.stop()
    second = await make_bot(tmp_path, start=False, database=database_url)
    second.app.bundle.replay_clock._index = first.app.bundle.replay_clock._index  # the match went on
    await second.app.start()
    await second.app.wait_replay()
    await second.app.stop()
    combined = _only(first.alert_headlines + second.alert_headlines, "Tottenham")
    # With the sender in the background (LISTEN/NOTIFY on PostgreSQL) the goal and VAR's ruling can meet in
    # one claim: a goal ruled out before it went out is never announced, only its NO GOAL. Either way, each
    # alert once, in order.
    told_goal = any(h.startswith("⚽ 90+5'") for h in combined)
    assert combined == [h for h in SPURS_NIGHT if told_goal or "⚽ 90+5'" not in h]


def _matchday(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd or ROOT,
        env=env,
        timeout=120,
    )


def test_scripted_demo_replays_then_answers_each_line():
    result = _matchday("demo", stdin="/table\n/var explain offside\n/nonsense\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Matchday demo · Champions League Group D, matchday 5" in out
    assert out.index("🏁 FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP") < out.index("> /table")
    assert "1  Tottenham Hotspur    5  2  2  1   6   5  +1    8" in out
    assert "Law 11 – Offside · IFAB Laws of the Game 2026/27" in out
    assert "I don't know the command /nonsense" in out
    assert "Traceback" not in result.stderr
    # the README's opening example is what the demo really prints
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = readme.split("```\n", 2)[1].split("```", 1)[0]
    assert example.strip() in out


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_stopped_demo_leaves_nothing_in_the_temp_folder(tmp_path, stop):
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TMPDIR": str(tmp_path)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "demo", "--speed", "60"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env, text=True,
    )  # fmt: skip
    assert proc.stdout is not None
    assert proc.stdout.readline().startswith("Matchday demo")  # started: its database is in the temp folder
    deadline = time.monotonic() + 30
    while not list(tmp_path.glob("matchday-demo-*")) and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(stop)
    _, err = proc.communicate(timeout=30)
    assert "Traceback" not in err
    assert proc.returncode == 128 + stop, err  # the shell's convention: 130, 143, 129
    assert list(tmp_path.iterdir()) == []


def test_ask_answers_one_command_without_config_or_network(tmp_path):
    result = _matchday("ask", "/var explain offside", cwd=tmp_path)
    assert result.returncode == 0
    assert result.stdout.startswith("📖 Offside\n")
    bad = _matchday("ask", "/tabel", cwd=tmp_path)
    assert bad.returncode == 2
    assert "Did you mean /table?" in bad.stderr and bad.stdout == ""


def test_ask_for_live_data_without_a_database_says_what_to_do(tmp_path):
    result = _matchday("ask", "/table", cwd=tmp_path)
    assert result.returncode == 2
    assert "matchday run" in result.stderr and "Traceback" not in result.stderr


def test_a_corrupt_scenario_is_one_clear_sentence(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("[scenario\nname = 1\n")
    result = _matchday("demo", "--scenario", str(bad), stdin="")
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0
    assert f"Scenario file {bad} is not valid TOML" in result.stderr


def test_demo_piped_into_head_exits_cleanly():
    """`matchday demo | head -3`: the reader goes away; the demo notices and exits without a traceback."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "demo"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdin.write(b"/table\n")
    proc.stdin.close()
    first = proc.stdout.readline()
    proc.stdout.close()  # like `head -1` exiting
    assert proc.wait(timeout=60) == 0
    assert first.startswith(b"Matchday demo")
    assert b"Traceback" not in proc.stderr.read()


def test_a_piped_demo_waiting_for_input_after_the_replay_stops_on_a_signal(tmp_path):
    """Once the replay has ended the demo reads standard input; a stop signal must not wait for a line."""
    # faulthandler: should the interpreter abort on its way out, its stderr says where
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "TMPDIR": str(tmp_path), "PYTHONFAULTHANDLER": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "demo", "--speed", "max"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env, text=True,
    )  # fmt: skip
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("The replay has ended"):
            break
    proc.send_signal(signal.SIGTERM)  # standard input is still open: nothing more will come
    _, err = proc.communicate(timeout=10)
    assert proc.returncode == 143 and "Traceback" not in err, err[-3000:]
    assert list(tmp_path.iterdir()) == []
