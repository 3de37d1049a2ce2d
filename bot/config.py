"""Configuration: TOML file + environment -> frozen dataclasses, with every problem named at once.

Secrets never live in the file: the file names the environment variable that holds each one.
"""

from __future__ import annotations

import difflib
import math
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

PROVIDERS = ("replay", "api-football", "football-data")
ADAPTERS = ("console", "discord", "slack")

# The schema: section -> key -> (type, default). Types: str, int, float, bool, list, "speed".
SCHEMA: dict[str, dict[str, tuple[Any, Any]]] = {
    "bot": {
        "timezone": (str, "Europe/London"),
        "database": (str, "matchday.db"),
        "log_level": (str, "WARNING"),
        "alerts_log": (str, ""),
        "keep_days": (float, 30.0),
    },
    "provider": {
        "name": (str, "replay"),
        "poll_seconds": (float, 15.0),
        "stale_after_seconds": (float, 120.0),
        "min_poll_seconds": (float, -1.0),
        "schedule_refresh_seconds": (float, 3600.0),
        "confirm_drop_polls": (int, 2),
        "max_score_jump": (int, 2),
        "alert_budget": (int, 12),
    },
    "provider.replay": {"scenario": (str, ""), "speed": ("speed", 60.0)},
    "provider.api_football": {
        "base_url": (str, "https://v3.football.api-sports.io/"),
        "key_env": (str, "API_FOOTBALL_KEY"),
        "rapidapi": (bool, False),
        "rapidapi_host": (str, "api-football-v1.p.rapidapi.com"),
        "timeout_seconds": (float, 10.0),
    },
    "provider.football_data": {
        "base_url": (str, "https://api.football-data.org/v4/"),
        "token_env": (str, "FOOTBALL_DATA_TOKEN"),
        "timeout_seconds": (float, 10.0),
    },
    "adapters": {"enabled": (list, ["console"])},
    "adapters.console": {
        "channel": (str, "console"),
        "follow": (list, ["champions league"]),
        "colour": (bool, True),
    },
    "adapters.discord": {
        "token_env": (str, "DISCORD_TOKEN"),
        "api_base": (str, "https://discord.com/api/v10"),
        "application_id": (str, ""),
        # "auto": sync global commands at start only when the command tree changed; "off"; "guild:<id>": sync
        # to that one guild at once (testing). true/false are read as "auto"/"off".
        "sync_commands": ("sync", "auto"),
        "shard_count": (int, 0),  # 0: as many shards as Discord recommends (GET /gateway/bot)
        "shard_ids": (list, []),  # the shards this process runs, e.g. ["0", "1"]; empty: all of them
    },
    "adapters.slack": {
        "bot_token_env": (str, "SLACK_BOT_TOKEN"),
        "app_token_env": (str, "SLACK_APP_TOKEN"),
        "signing_secret_env": (str, "SLACK_SIGNING_SECRET"),
        "mode": (str, "socket"),
        "api_base": (str, "https://slack.com/api/"),
        "port": (int, 3000),
        "host": (str, "127.0.0.1"),
    },
    "commands": {
        # Each member, and each channel, may send this many commands in any window this long; more are answered
        # privately with how long to wait.
        "per_member": (int, 5),
        "per_member_seconds": (float, 10.0),
        "per_channel": (int, 30),
        "per_channel_seconds": (float, 10.0),
    },
    "dispatch": {
        "lease_seconds": (float, 30.0),
        "batch": (int, 50),
        # How long an alert is retried through a platform outage (see bot.alerts.dispatch.Lifetimes).
        "retry_after_full_time_minutes": (float, 30.0),
        "retry_corrections_hours": (float, 6.0),
    },
    "dispatch.discord": {
        "per_second": (float, 50.0),
        "channel_burst": (int, 5),
        "channel_window_seconds": (float, 5.0),
    },
    "dispatch.slack": {
        "per_second": (float, 5.0),
        "channel_burst": (int, 1),
        "channel_window_seconds": (float, 1.0),
    },
}


class ConfigError(Exception):
    """One or more problems with a configuration; `problems` lists each in one sentence."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True, slots=True)
class Config:
    values: Mapping[str, Mapping[str, Any]]
    source: str = "defaults"
    secrets: Mapping[str, str] = field(default_factory=dict)

    def get(self, section: str, key: str) -> Any:
        return self.values[section][key]

    @property
    def timezone(self) -> ZoneInfo:
        return ZoneInfo(self.get("bot", "timezone"))

    @property
    def provider(self) -> str:
        return str(self.get("provider", "name"))

    @property
    def adapters(self) -> list[str]:
        return list(self.get("adapters", "enabled"))

    def secret(self, section: str, key: str) -> str:
        """The value of the environment variable named by `section.key` (checked at load time)."""
        return self.secrets.get(f"{section}.{key}", "")

    def with_values(self, section: str, **values: Any) -> Config:
        merged = {s: dict(v) for s, v in self.values.items()}
        merged[section].update(values)
        return Config(values=merged, source=self.source, secrets=self.secrets)

    def summary(self) -> str:
        return (
            f"Config OK ({self.source}): provider {self.provider}, adapters {', '.join(self.adapters)}, "
            f"database {self.get('bot', 'database')}, timezone {self.get('bot', 'timezone')}."
        )


def _flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, dict[str, Any]]:
    """{"provider": {"name": .., "replay": {..}}} -> {"provider": {"name": ..}, "provider.replay": {..}}."""
    out: dict[str, dict[str, Any]] = {}
    for key, value in data.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            for section, values in _flatten(value, name).items():
                out.setdefault(section, {}).update(values)
        else:
            out.setdefault(prefix, {})[key] = value
    return out


def _check_type(expected: Any, value: Any) -> Any:
    if expected == "sync":
        if isinstance(value, bool):
            return "auto" if value else "off"
        if isinstance(value, str) and (value in ("auto", "off") or re.fullmatch(r"guild:\d+", value)):
            return value
        raise TypeError('"auto", "off" or "guild:<server id>"')
    if expected == "speed":
        if value == "max":
            return None
        if isinstance(value, int | float) and not isinstance(value, bool) and value > 0:
            return float(value)
        raise TypeError('a positive number or "max"')
    if expected is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if expected is list:
        if isinstance(value, list) and all(isinstance(x, str) for x in value):
            return value
        raise TypeError("a list of strings")
    if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
        raise TypeError(
            {str: "text", int: "a whole number", float: "a number", bool: "true or false"}[expected]
        )
    return value


def _suggest(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_config(
    path: str | Path | None = None, env: Mapping[str, str] | None = None, *, need_secrets: bool = True
) -> Config:
    """Read and check a configuration. Raises ConfigError listing every problem found.

    `need_secrets=False` (for `matchday ask`, which never calls a provider or platform) reads the secrets
    that are set and does not insist on the others."""
    env = os.environ if env is None else env
    problems: list[str] = []
    raw: dict[str, Any] = {}
    source = "defaults"
    if path is not None:
        source = str(path)
        try:
            raw = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError([f"{path}: the file does not exist."]) from None
        except OSError as exc:
            raise ConfigError([f"{path}: cannot be read ({exc.strerror})."]) from None
        except UnicodeDecodeError as exc:
            raise ConfigError(
                [f"{path}: not UTF-8 text (byte {exc.object[exc.start]:#04x} at {exc.start}); save it as UTF-8."]
            ) from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError([f"{path}: not valid TOML ({exc})."]) from None
    values = {section: {k: d for k, (_, d) in keys.items()} for section, keys in SCHEMA.items()}
    for section, keys in _flatten(raw).items():
        if section and section not in SCHEMA:
            problems.append(f"[{section}] is not a section I know{_suggest(section, list(SCHEMA))}.")
            continue
        for key, value in keys.items():
            where = f"{section}.{key}" if section else key
            if section == "" or key not in SCHEMA[section]:
                options = list(SCHEMA.get(section, {}))
                problems.append(f"{where} is not a setting I know{_suggest(key, options)}.")
                continue
            expected = SCHEMA[section][key][0]
            try:
                values[section][key] = _check_type(expected, value)
            except TypeError as exc:
                problems.append(f"{where} should be {exc}, not {value!r}.")
    config = Config(values=values, source=source)
    problems += _check_meaning(config)
    secrets, secret_problems = _read_secrets(config, env)
    if need_secrets:
        problems += secret_problems
    if problems:
        raise ConfigError(problems)
    return Config(values=values, source=source, secrets=secrets)


def _check_meaning(config: Config) -> list[str]:
    problems = []
    try:
        ZoneInfo(config.get("bot", "timezone"))
    except (ZoneInfoNotFoundError, ValueError):
        problems.append(
            f"bot.timezone {config.get('bot', 'timezone')!r} is not a timezone (try 'Europe/London')."
        )
    if config.provider not in PROVIDERS:
        problems.append(
            f"provider.name {config.provider!r} is not one of {', '.join(PROVIDERS)}{_suggest(config.provider, list(PROVIDERS))}."
        )
    for name in config.adapters:
        if name not in ADAPTERS:
            problems.append(
                f"adapters.enabled names {name!r}, which is not one of {', '.join(ADAPTERS)}{_suggest(name, list(ADAPTERS))}."
            )
    if config.get("provider", "poll_seconds") <= 0:
        problems.append("provider.poll_seconds must be more than 0.")
    for key in ("retry_after_full_time_minutes", "retry_corrections_hours"):
        if config.get("dispatch", key) <= 0:
            problems.append(f"dispatch.{key} must be more than 0.")
    for key in ("per_member", "per_channel"):
        window = config.get("commands", f"{key}_seconds")
        if config.get("commands", key) < 1 or not math.isfinite(window) or window <= 0:
            problems.append(f"commands.{key} must be 1 or more, in a window of a finite number of seconds over 0.")
    if config.get("bot", "keep_days") <= 0:
        problems.append("bot.keep_days must be more than 0.")
    for key in ("confirm_drop_polls", "max_score_jump", "alert_budget"):
        if config.get("provider", key) < 1:
            problems.append(f"provider.{key} must be 1 or more.")
    shard_ids = config.get("adapters.discord", "shard_ids")
    for shard in shard_ids:
        if not (shard.isascii() and shard.isdecimal()):
            problems.append(f"adapters.discord.shard_ids: {shard!r} is not a shard number.")
    if shard_ids and config.get("adapters.discord", "shard_count") == 0:
        # each process asking Discord for its recommendation could get a different count: some servers would
        # be served twice, others not at all
        problems.append("adapters.discord.shard_ids needs shard_count: the same total in every process.")
    if config.get("adapters.discord", "shard_count") < 0:
        problems.append("adapters.discord.shard_count must be 0 (as Discord recommends) or more.")
    if config.get("adapters.slack", "mode") not in ("socket", "http"):
        problems.append("adapters.slack.mode must be 'socket' or 'http'.")
    scenario = config.get("provider.replay", "scenario")
    if config.provider == "replay" and scenario and not Path(scenario).is_file():
        problems.append(f"provider.replay.scenario: the file {scenario} does not exist.")
    return problems


def _read_secrets(config: Config, env: Mapping[str, str]) -> tuple[dict[str, str], list[str]]:
    """Every secret an enabled part needs, from the environment variable the config names."""
    needed: list[tuple[str, str, str]] = []
    if config.provider == "api-football":
        needed.append(("provider.api_football", "key_env", "the API-Football key"))
    if config.provider == "football-data":
        needed.append(("provider.football_data", "token_env", "the football-data.org token"))
    if "discord" in config.adapters:
        needed.append(("adapters.discord", "token_env", "the Discord bot token"))
    if "slack" in config.adapters:
        needed.append(("adapters.slack", "bot_token_env", "the Slack bot token"))
        if config.get("adapters.slack", "mode") == "socket":
            needed.append(("adapters.slack", "app_token_env", "the Slack app-level token for Socket Mode"))
        else:
            needed.append(("adapters.slack", "signing_secret_env", "the Slack signing secret"))
    secrets, problems = {}, []
    for section, key, what in needed:
        var = config.get(section, key)
        value = env.get(var, "")
        if not value:
            problems.append(
                f"{section}.{key}: the environment variable {var} is not set; it must hold {what}."
            )
        secrets[f"{section}.{key}"] = value
    return secrets, problems
