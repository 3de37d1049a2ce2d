"""Configuration: every problem named at once, secrets only from the environment."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load_config

ROOT = Path(__file__).resolve().parents[1]


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "matchday.toml"
    path.write_text(text)
    return path


def test_defaults_are_a_working_demo_config():
    config = load_config(None, env={})
    assert config.provider.name == "replay" and config.adapters.enabled == ["console"]


def test_the_example_config_is_valid():
    assert load_config(ROOT / "config.example.toml", env={}).provider.name == "replay"


def test_every_problem_is_listed_at_once(tmp_path):
    path = write(
        tmp_path,
        """
[bot]
timezon = "Europe/London"
[provider]
name = "api-footbal"
poll_seconds = "often"
[adapters]
enabled = ["console", "discord"]
[adapter.slack]
mode = "socket"
""",
    )
    with pytest.raises(ConfigError) as err:
        load_config(path, env={})
    problems = err.value.problems
    assert "bot.timezon is not a setting I know (did you mean 'timezone'?)." in problems
    assert "provider.poll_seconds should be a number, not 'often'." in problems
    assert any(
        p.startswith("provider.name 'api-footbal' is not one of") and "did you mean 'api-football'" in p
        for p in problems
    )
    assert any(p.startswith("[adapter.slack] is not a section I know") for p in problems)
    assert (
        "adapters.discord.token_env: the environment variable DISCORD_TOKEN is not set; "
        "it must hold the Discord bot token."
    ) in problems


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '[provider.api-football]\nkey_env = "X"\n',
            "[provider.api-football] is not a section I know (did you mean [provider.api_football]?).",
        ),
        (
            "[adapters.discrod]\n",
            "[adapters.discrod] is not a section I know (did you mean [adapters.discord]?).",
        ),
        ("[[bot]]\n", "bot must be a [bot] section of settings, not a list of tables."),
        (
            '[bot]\ndatabase = ":memory:"\n',
            "bot.database must name a file, e.g. 'matchday.db' (alerts and follows must outlive a restart).",
        ),
        (
            '[bot]\nalerts_log = "logs/"\n',
            "bot.alerts_log 'logs/' must name a file of its own, not a folder or the database.",
        ),
        (
            '[bot]\ndatabase = "m.db"\nalerts_log = "m.db"\n',
            "bot.alerts_log 'm.db' must name a file of its own, not a folder or the database.",
        ),
        ("bot = 5\n", "bot must be a [bot] section of settings, not 5."),
        ("timezone = 'UTC'\n", "timezone is not a setting I know: settings go under a [section]."),
        (
            '[adapters]\nenabled = ["console", "slack", "console"]\n',
            "adapters.enabled names 'console' twice; name each platform once.",
        ),
    ],
)
def test_misplaced_settings_are_named_with_where_they_go(tmp_path, text, expected):
    with pytest.raises(ConfigError) as err:
        load_config(write(tmp_path, text), env={"SLACK_BOT_TOKEN": "x", "SLACK_APP_TOKEN": "x"})
    assert expected in err.value.problems


def test_secrets_come_from_the_environment(tmp_path):
    path = write(tmp_path, '[provider]\nname = "api-football"\n[provider.api_football]\nkey_env = "MY_KEY"\n')
    with pytest.raises(ConfigError, match="MY_KEY is not set"):
        load_config(path, env={})
    config = load_config(path, env={"MY_KEY": "s3cret"})
    assert config.secret("provider.api_football", "key_env") == "s3cret"


def test_speed_accepts_max(tmp_path):
    from bot.providers.replay.plugin import ReplaySettings

    config = load_config(write(tmp_path, '[provider.replay]\nspeed = "max"\n'), env={})
    assert config.section(ReplaySettings).times is None
    with pytest.raises(ConfigError, match="a number or \"max\", not 'fast'"):
        load_config(write(tmp_path, '[provider.replay]\nspeed = "fast"\n'), env={})
    for far in ("1e308", "1e-300", "0"):
        with pytest.raises(ConfigError, match=r"from 0\.01 to 100000"):
            load_config(write(tmp_path, f"[provider.replay]\nspeed = {far}\n"), env={})


def test_bad_toml_and_missing_file(tmp_path):
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(write(tmp_path, "[bot\n"), env={})
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "missing.toml", env={})


def test_check_config_command(tmp_path):
    good = subprocess.run(
        [sys.executable, "-m", "bot", "check-config", "--config", str(ROOT / "config.example.toml")],
        capture_output=True,
        text=True,
    )
    assert good.returncode == 0
    assert good.stdout.startswith("Config OK") and good.stdout.count("\n") == 1
    bad = write(tmp_path, "[bot]\ntimezone = 'Mars/Olympus'\nfoo = 1\n")
    result = subprocess.run(
        [sys.executable, "-m", "bot", "check-config", "--config", str(bad)], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "config: bot.timezone 'Mars/Olympus' is not a timezone" in result.stderr
    assert "config: bot.foo is not a setting I know" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_example_and_the_reference_are_generated_from_the_settings():
    """Neither file can drift from what the bot reads: both are generated (python -m bot.config_docs)."""
    from bot.config_docs import example_toml, reference_md

    assert (ROOT / "config.example.toml").read_text(encoding="utf-8") == example_toml(), (
        "config.example.toml is stale: run python -m bot.config_docs"
    )
    assert (ROOT / "docs" / "CONFIG.md").read_text(encoding="utf-8") == reference_md(), (
        "docs/CONFIG.md is stale: run python -m bot.config_docs"
    )


def test_retry_lifetimes_are_configurable_and_checked(tmp_path):
    from bot.app import App

    config = load_config(None, env={}).with_values(
        "dispatch", retry_after_full_time_minutes=45, retry_corrections_hours=2
    )
    app = App(config, adapters={}, database=tmp_path / "c.db")
    try:
        assert (app.sender.lifetimes.after_full_time, app.sender.lifetimes.correction) == (2700.0, 7200.0)
    finally:
        app.store.close()
    with pytest.raises(ConfigError) as err:
        load_config(None, env={}).with_values("dispatch", retry_corrections_hours=0)
    assert err.value.problems == ["dispatch.retry_corrections_hours must be more than 0, not 0."]
