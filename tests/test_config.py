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
    assert config.provider == "replay" and config.adapters == ["console"]


def test_the_example_config_is_valid():
    assert load_config(ROOT / "config.example.toml", env={}).provider == "replay"


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


def test_secrets_come_from_the_environment(tmp_path):
    path = write(tmp_path, '[provider]\nname = "api-football"\n[provider.api_football]\nkey_env = "MY_KEY"\n')
    with pytest.raises(ConfigError, match="MY_KEY is not set"):
        load_config(path, env={})
    config = load_config(path, env={"MY_KEY": "s3cret"})
    assert config.secret("provider.api_football", "key_env") == "s3cret"


def test_speed_accepts_max(tmp_path):
    assert (
        load_config(write(tmp_path, '[provider.replay]\nspeed = "max"\n'), env={}).get(
            "provider.replay", "speed"
        )
        is None
    )
    with pytest.raises(ConfigError, match='a positive number or "max"'):
        load_config(write(tmp_path, '[provider.replay]\nspeed = "fast"\n'), env={})


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


def test_the_example_documents_every_setting_with_its_default():
    import tomllib

    from bot.config import SCHEMA, _flatten

    example = _flatten(tomllib.loads((ROOT / "config.example.toml").read_text()))
    for section, keys in SCHEMA.items():
        for key, (_, default) in keys.items():
            assert key in example.get(section, {}), f"{section}.{key} is missing from config.example.toml"
            value = example[section][key]
            assert value == default or (default is None and value == "max"), (
                f"{section}.{key}: {value!r} != {default!r}"
            )


def test_retry_lifetimes_are_configurable_and_checked(tmp_path):
    from bot.app import App
    from bot.config import _check_meaning

    config = load_config(None, env={}).with_values(
        "dispatch", retry_after_full_time_minutes=45, retry_corrections_hours=2
    )
    app = App(config, adapters={}, database=tmp_path / "c.db")
    try:
        assert (app.sender.lifetimes.after_full_time, app.sender.lifetimes.correction) == (2700.0, 7200.0)
    finally:
        app.store.close()
    broken = load_config(None, env={}).with_values("dispatch", retry_corrections_hours=0)
    assert "dispatch.retry_corrections_hours must be more than 0." in _check_meaning(broken)
