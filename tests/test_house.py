"""The house: reproducible installs, the log level applied, a version, help that describes every argument, and
a demo that leaves nothing behind."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from bot.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _locked() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        if line and not line.startswith((" ", "#", "-")):
            name, _, version = line.partition("==")
            pins[name.strip().lower().replace("_", "-")] = version.strip()
    return pins


def test_the_lock_pins_every_dependency_within_its_declared_range():
    """./dev and CI install from requirements.lock: it must satisfy pyproject.toml's ranges, which exclude the
    releases with known vulnerabilities (aiohttp's request smuggling, h11's, pillow's decoders)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = list(project["dependencies"])
    for extra in ("dev", "discord", "slack"):
        declared += project["optional-dependencies"][extra]
    pins = _locked()
    for spec in declared:
        requirement = Requirement(spec)
        name = requirement.name.lower().replace("_", "-").replace(".", "-")
        assert name in pins, (
            f"{name} is not in requirements.lock: regenerate it (README, Upgrading dependencies)"
        )
        assert requirement.specifier.contains(pins[name]), (
            f"{name}=={pins[name]} is outside {requirement.specifier}"
        )
    assert Requirement("aiohttp>=3.12.14").specifier.contains(pins["aiohttp"])


def test_dev_installs_from_the_lock():
    dev = (ROOT / "dev").read_text()
    assert "-r requirements.lock" in dev and "--no-deps -e ." in dev


def test_the_configured_log_level_is_applied(tmp_path, capsys):
    config = tmp_path / "m.toml"
    config.write_text(f'[bot]\nlog_level = "ERROR"\ndatabase = "{tmp_path / "m.db"}"\n')
    root = logging.getLogger()
    before = root.level
    try:
        assert main(["ask", "/help", "--config", str(config)]) == 0
        assert root.level == logging.ERROR
    finally:
        root.setLevel(before)


@pytest.mark.parametrize(
    "where", [[], ["run"], ["demo"], ["ask"], ["check-config"], ["setup"], ["mock-server"]]
)
def test_version(capsys, where):
    with pytest.raises(SystemExit) as done:
        main([*where, "--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("matchday 0.")


def test_ctrl_c_while_loading_is_quiet(monkeypatch):
    """The `matchday` entry point: Ctrl-C during the imports ends with 130 and no traceback."""
    import builtins

    from bot import launch

    real_import = builtins.__import__

    def interrupted(name, *args, **kwargs):
        if name == "bot.cli":
            raise KeyboardInterrupt
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", interrupted)
    assert launch.main() == 130


@pytest.mark.parametrize("command", ["demo", "ask", "run", "check-config", "setup", "mock-server"])
def test_every_argument_is_described(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = capsys.readouterr().out
    options = [
        line.strip() for line in text.splitlines() if line.startswith("  ") and not line.startswith("   ")
    ]
    for option in options:
        if option.startswith("-h"):
            continue
        # an argument line either carries its help or is followed by it (argparse wraps long names)
        assert len(option.split("  ")) > 1 or text.split(option, 1)[1].startswith("\n   "), (
            f"{command}: {option}"
        )


def test_the_demo_leaves_nothing_in_the_temp_folder(tmp_path):
    env = {**os.environ, "TMPDIR": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    result = subprocess.run(
        [sys.executable, "-m", "bot", "demo", "--speed", "max"],
        input="/live\n", capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "The replay has ended." in result.stdout
    left = [p.name for p in tmp_path.iterdir() if p.name != "cache"]
    assert left == [], left


def test_ask_reads_the_real_environment_and_knows_the_provider(tmp_path, capsys, monkeypatch):
    """`ask` is built by the same composition root as `run`: with a real provider's config (its key set in the
    environment) it answers, and /follow stores the provider's own id for the team."""
    config = tmp_path / "m.toml"
    database = tmp_path / "m.db"
    config.write_text(
        f'[bot]\ndatabase = "{database}"\n[provider]\nname = "football-data"\n'
        '[provider.football_data]\nbase_url = "http://127.0.0.1:9/"\n'
    )
    monkeypatch.setenv("FOOTBALL_DATA_TOKEN", "t")
    from bot.store import Store
    from bot.store import subscriptions as subs

    Store(database).close()  # `run` created it
    assert main(["ask", "/follow spurs", "--config", str(config)]) == 0, capsys.readouterr().err
    store = Store(database)
    try:
        (followed,) = store.run_sync(subs.for_channel, "console", "console")
    finally:
        store.close()
    assert followed.target_id == 73  # football-data.org's Tottenham, not API-Football's 47


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_the_mock_server_stops_on_a_signal(sig, tmp_path):
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "mock-server", "--port", "0"],
        cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert proc.stderr is not None
        assert "Mock provider on http://" in proc.stderr.readline()
        proc.send_signal(sig)
        proc.wait(timeout=5)
    finally:
        proc.kill()
    assert "Traceback" not in (proc.stderr.read() if proc.stderr else "")


@pytest.mark.parametrize("name", ["matchday.toml", "gateway-0.toml", "gateway-1.toml"])
def test_the_compose_deployment_configs_are_valid(name, capsys, monkeypatch):
    for var in ("PGPASSWORD", "API_FOOTBALL_KEY", "DISCORD_TOKEN"):
        monkeypatch.setenv(var, "x")
    assert main(["check-config", "--config", str(ROOT / "deploy" / name)]) == 0, capsys.readouterr().err
    compose = (ROOT / "compose.yaml").read_text()
    assert f"/config/{name}" in compose
