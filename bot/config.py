"""Configuration: TOML file + environment -> one typed, validated object per section, every problem named at once.

The core sections are declared here; each platform and provider declares its own (`bot.plugins`), so adding one
touches no file in `bot/`. Secrets never live in the file: the file names the environment variable that holds
each one. `config.example.toml` and docs/CONFIG.md are generated from these declarations (`bot.config_docs`).
"""

from __future__ import annotations

import difflib
import math
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, ValidationError, field_validator
from pydantic_core import ErrorDetails

from bot import plugins
from bot.core.errors import ConfigError
from bot.plugins.platform import LimitSettings, Secret
from bot.plugins.provider import section_name
from bot.plugins.section import Section
from bot.store.sql import is_postgres

S = TypeVar("S", bound=Section)

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class BotSettings(Section):
    """The bot itself."""

    timezone: str = Field(
        "Europe/London", description="kick-off times are shown in this timezone (providers speak UTC)"
    )
    database: str = Field(
        "matchday.db",
        min_length=1,
        description="the SQLite file (created if missing; WAL mode), or a PostgreSQL URL "
        "(postgresql://user@host/dbname) for several processes; its password comes from PGPASSWORD, never the file",
    )
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = Field(
        "WARNING", description="what the log (standard error) shows: DEBUG, INFO, WARNING, ERROR or CRITICAL"
    )
    alerts_log: str = Field(
        "",
        description='a file to append every alert, edit and correction to as JSON lines ("" = off); '
        "`matchday run --alerts-log FILE` sets it too",
    )
    keep_days: float = Field(
        30.0,
        gt=0,
        description="sent alerts, old snapshots and finished matches are deleted after this many days",
    )
    language: Literal["en", "pt", "es", "fr", "de"] = Field(
        "en",
        description="the language of replies and alerts in a channel that chose none (/options language) and whose "
        "server's locale is unknown (Discord says it; Slack does not): en, pt, es, fr or de",
    )

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"{value!r} is not a timezone (try 'Europe/London')") from None
        return value

    @field_validator("database")
    @classmethod
    def _a_file(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must name a file, e.g. 'matchday.db'")
        if value.strip() == ":memory:" or value.startswith("file:"):
            raise ValueError(
                "must name a file, e.g. 'matchday.db' (alerts and follows must outlive a restart)"
            )
        if is_postgres(value):
            url = urlsplit(value)
            if url.password:
                raise ValueError("must not hold a password: set PGPASSWORD in the environment instead")
            if not url.hostname and "host=" not in url.query:
                raise ValueError("needs a host, e.g. postgresql://matchday@db.example.com/matchday")
        return value


class ProviderSettings(Section):
    """Where results come from, and how the bot polls it."""

    name: str = Field("replay", description="the results provider: {providers}")
    poll_seconds: float = Field(
        15.0,
        gt=0,
        description="live poll interval (API-Football updates every 15 s); never faster than the provider "
        "updates, slowed when the quota would not last (the log says why)",
    )
    min_poll_seconds: float = Field(
        -1.0,
        ge=-1,
        description="-1: the provider's documented update rate (API-Football 15 s, football-data 6 s); "
        "set lower only against a local mock server",
    )
    stale_after_seconds: float = Field(
        120.0,
        gt=0,
        description='tell following channels "live data delayed" after this long without good data',
    )
    schedule_refresh_seconds: float = Field(
        3600.0,
        gt=0,
        description="how often today's fixtures and standings are re-read (and at once on /follow)",
    )
    calendar_refresh_seconds: float = Field(
        21600.0,
        gt=0,
        description="how often followed teams' fixtures and results and competitions' top scorers are re-read "
        "for /next, /fixtures, /results and /scorers (one call a team, two a competition; at once on /follow)",
    )
    confirm_drop_polls: int = Field(
        2,
        ge=1,
        description="a score that goes down with no VAR row counts only after this many later polls in which "
        "the match clock moved on (a stale cache answering once is not VAR)",
    )
    max_score_jump: int = Field(
        2,
        ge=1,
        description="more goals than this for one side in one poll, without goal rows, wait for a second "
        "answer that says the same",
    )
    alert_budget: int = Field(
        12, ge=1, description="more alerts than this from one poll of one match is a runaway: not announced"
    )


class AdapterSettings(Section):
    """Which chat platforms the bot joins."""

    enabled: list[str] = Field(
        ["console"], description="any of: {platforms}; none for a process that only polls (`--role poller`)"
    )


class CommandSettings(Section):
    """Each member, and each channel, may send this many commands in any window this long; more are answered
    privately with how long to wait."""

    per_member: int = Field(5, ge=1, description="commands each member may send in any `per_member_seconds`")
    per_member_seconds: float = Field(
        10.0, gt=0, description='more are answered privately ("slow down: try again in 4 s")'
    )
    per_channel: int = Field(30, ge=1, description="the same for a whole channel")
    per_channel_seconds: float = Field(10.0, gt=0, description="the window of `per_channel`")


class DispatchSettings(Section):
    """How alerts leave the outbox."""

    lease_seconds: float = Field(
        30.0, gt=0, description="how long a send may take before another worker may retry the row"
    )
    batch: int = Field(50, ge=1, description="outbox rows taken per round")
    retry_after_full_time_minutes: float = Field(
        30.0,
        gt=0,
        description="through a platform outage, goals and the rest are retried until this long after full time",
    )
    retry_corrections_hours: float = Field(
        6.0, gt=0, description="and corrections (a goal ruled out) this long after they were detected"
    )
    scoreboard_edit_seconds: float = Field(
        5.0,
        ge=0,
        description="a channel's live scoreboards (/follow spurs scoreboard) are edited at most once in this long; "
        "only the latest state is sent (a local console is never held back)",
    )
    scoreboard_clock_seconds: float = Field(
        60.0,
        gt=0,
        description="when nothing else changed, a live scoreboard's match minute is brought up to date this often "
        "(never on the console, where each edit prints anew)",
    )


class OpsSettings(Section):
    """Health and metrics over HTTP, for a supervisor and Prometheus (off by default)."""

    enabled: bool = Field(False, description="serve /healthz, /livez and /metrics")
    host: str = Field(
        "127.0.0.1", description='the listen address; "0.0.0.0" to be reached from other machines'
    )
    port: int = Field(9108, ge=0, le=65535, description="the listen port (0: any free port)")


# The core's sections, in the order the example file shows them; plugins' sections are placed after theirs.
CORE: dict[str, type[Section]] = {
    "bot": BotSettings,
    "provider": ProviderSettings,
    "adapters": AdapterSettings,
    "commands": CommandSettings,
    "dispatch": DispatchSettings,
    "ops": OpsSettings,
}


def schema() -> dict[str, tuple[type[Section], Section | None]]:
    """Every section the installed parts know: name -> (model, defaults when not the model's own)."""
    out: dict[str, tuple[type[Section], Section | None]] = {}
    for name, model in CORE.items():
        out[name] = (model, None)
        if name == "provider":
            for plugin in plugins.providers().values():
                out[section_name("provider", plugin.name)] = (plugin.settings, None)
        if name == "adapters":
            for platform in plugins.platforms().values():
                out[section_name("adapters", platform.name)] = (platform.settings, None)
    for platform in plugins.platforms().values():
        out[section_name("dispatch", platform.name)] = (LimitSettings, platform.limits)
    return out


@dataclass(frozen=True, slots=True)
class Config:
    """The checked configuration: typed core sections as attributes, plugin sections by their model."""

    bot: BotSettings
    provider: ProviderSettings
    adapters: AdapterSettings
    commands: CommandSettings
    dispatch: DispatchSettings
    ops: OpsSettings
    sections: Mapping[str, Section]  # every section by name, core and plugins alike
    source: str = "defaults"
    secrets: Mapping[str, str] = field(default_factory=dict)

    @property
    def timezone(self) -> ZoneInfo:
        return ZoneInfo(self.bot.timezone)

    def section(self, model: type[S], name: str | None = None) -> S:
        """A plugin's own section, typed: `config.section(DiscordSettings)`. `name` picks one of several
        sections of the same model (`LimitSettings` of each platform)."""
        if name is not None:
            found = self.sections[name]
        else:
            matches = [s for s in self.sections.values() if type(s) is model]
            if len(matches) != 1:
                raise LookupError(f"{model.__name__} is not the model of exactly one section")
            found = matches[0]
        if not isinstance(found, model):
            raise TypeError(f"[{name}] is a {type(found).__name__}, not a {model.__name__}")
        return found

    def limits(self, platform: str) -> LimitSettings:
        return self.section(LimitSettings, section_name("dispatch", platform))

    def secret(self, section: str, key: str) -> str:
        """The value of the environment variable named by `section.key` (checked at load time)."""
        return self.secrets.get(f"{section}.{key}", "")

    def with_values(self, section: str, **values: Any) -> Config:
        """The same configuration with some settings of one section changed (and checked again)."""
        current = self.sections[section]
        try:
            changed = type(current).model_validate(current.model_dump() | values)
        except ValidationError as exc:
            raise ConfigError([_sentence(section, e) for e in exc.errors()]) from None
        return _assemble({**self.sections, section: changed}, self.source, self.secrets)

    def summary(self) -> str:
        return (
            f"Config OK ({self.source}): provider {self.provider.name}, "
            f"adapters {', '.join(self.adapters.enabled) or 'none (this process only polls)'}, "
            f"database {self.bot.database}, timezone {self.bot.timezone}."
        )


def _assemble(sections: Mapping[str, Section], source: str, secrets: Mapping[str, str]) -> Config:
    def core(name: str, model: type[S]) -> S:
        value = sections[name]
        assert isinstance(value, model)
        return value

    return Config(
        bot=core("bot", BotSettings),
        provider=core("provider", ProviderSettings),
        adapters=core("adapters", AdapterSettings),
        commands=core("commands", CommandSettings),
        dispatch=core("dispatch", DispatchSettings),
        ops=core("ops", OpsSettings),
        sections=dict(sections),
        source=source,
        secrets=dict(secrets),
    )


def _flatten(
    data: Mapping[str, Any], known: Mapping[str, object], prefix: str = ""
) -> dict[str, dict[str, Any]]:
    """{"provider": {"name": .., "replay": {..}}} -> {"provider": {"name": ..}, "provider.replay": {..}}."""
    out: dict[str, dict[str, Any]] = {}
    for key, value in data.items():
        name = f"{prefix}.{key}" if prefix else key
        # a table under a known section that is not itself a section is that section's setting (then refused)
        setting = prefix in known and name not in known and not any(k.startswith(name + ".") for k in known)
        if isinstance(value, dict) and not setting:
            for section, values in _flatten(value, known, name).items():
                out.setdefault(section, {}).update(values)
        else:
            out.setdefault(prefix, {})[key] = value
    return out


def _suggest(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _suggest_section(name: str, known: Mapping[str, object]) -> str:
    # "-" and "_" are the same to a reader: `api-football` is the provider, `api_football` its section
    options = {section.replace("_", "-"): section for section in known}
    close = difflib.get_close_matches(name.replace("_", "-"), list(options), n=1)
    return f" (did you mean [{options[close[0]]}]?)" if close else ""


def _top_level(key: str, value: object, known: Mapping[str, object]) -> str:
    """A key outside every section: a section written as a value (`bot = 5`, `[[bot]]`) or a stray setting."""
    if key in known:
        shown = "a list of tables" if isinstance(value, list) else repr(value)
        return f"{key} must be a [{key}] section of settings, not {shown}."
    return f"{key} is not a setting I know: settings go under a [section]{_suggest_section(key, known)}."


_KINDS = {
    "string_type": "text",
    "int_type": "a whole number",
    "float_type": "a number",
    "bool_type": "true or false",
    "list_type": "a list of strings",
}


def _number(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _sentence(section: str, error: ErrorDetails, fields: list[str] | None = None) -> str:
    """One pydantic error as one sentence a person can act on."""
    loc = [str(part) for part in error["loc"]]
    where = ".".join([section, *loc[:1]]) if section else ".".join(loc[:1])
    value = error.get("input")
    kind = error["type"]
    ctx = error.get("ctx") or {}
    if kind == "extra_forbidden":
        return f"{where} is not a setting I know{_suggest(loc[0], fields or [])}."
    if kind in _KINDS:
        what = "a list of strings" if len(loc) > 1 else _KINDS[kind]
        return f"{where} should be {what}, not {value!r}."
    if kind == "finite_number":
        return f"{where} must be a finite number, not {value!r}."
    if kind == "greater_than":
        return f"{where} must be more than {_number(ctx.get('gt'))}, not {value!r}."
    if kind == "greater_than_equal":
        return f"{where} must be {_number(ctx.get('ge'))} or more, not {value!r}."
    if kind == "less_than_equal":
        return f"{where} must be {_number(ctx.get('le'))} or less, not {value!r}."
    if kind == "literal_error":
        return f"{where} must be one of {ctx.get('expected')}, not {value!r}."
    if kind in ("too_short", "string_too_short"):
        return f"{where} must not be empty."
    if kind == "value_error":
        return f"{where} {ctx.get('error', error['msg'])!s}."
    return f"{where}: {error['msg'].lower()} (got {value!r})."


def _read(path: str | Path) -> dict[str, Any]:
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError([f"{path}: the file does not exist."]) from None
    except IsADirectoryError:
        raise ConfigError([f"{path}: is a folder, not a configuration file."]) from None
    except OSError as exc:
        raise ConfigError([f"{path}: cannot be read ({exc.strerror})."]) from None
    except UnicodeDecodeError as exc:
        raise ConfigError(
            [f"{path}: not UTF-8 text (byte {exc.object[exc.start]:#04x} at {exc.start}); save it as UTF-8."]
        ) from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError([f"{path}: not valid TOML ({exc})."]) from None


def load_config(
    path: str | Path | None = None, env: Mapping[str, str] | None = None, *, need_secrets: bool = True
) -> Config:
    """Read and check a configuration. Raises ConfigError listing every problem found.

    `env` is where secrets are read from (the process environment when None). `need_secrets=False` (for
    `matchday ask` and `setup`, which never log in) reads the secrets that are set and does not insist on the
    others."""
    import os

    env = os.environ if env is None else env
    try:
        known = schema()
    except plugins.PluginError as exc:
        raise ConfigError([str(exc)]) from None
    raw = _read(path) if path is not None else {}
    problems: list[str] = []
    sections: dict[str, Section] = {}
    given = _flatten(raw, known)
    for name in given:
        if name not in known:
            if name == "":
                problems += [_top_level(key, value, known) for key, value in given[name].items()]
            else:
                problems.append(f"[{name}] is not a section I know{_suggest(name, list(known))}.")
    for name, values in given.items():
        # a table under a section that is not one of its subsections: `[provider.api-football]`, `[adapters.discrod]`
        for key in [k for k, v in values.items() if isinstance(v, dict) and name in known]:
            table = f"{name}.{key}"
            problems.append(f"[{table}] is not a section I know{_suggest_section(table, known)}.")
            del values[key]
    for name, (model, defaults) in known.items():
        values = given.get(name, {})
        base = defaults.model_dump() if defaults is not None else {}
        try:
            sections[name] = model.model_validate(base | values)
        except ValidationError as exc:
            problems += [_sentence(name, e, list(model.model_fields)) for e in exc.errors()]
            sections[name] = _well_formed(model, base, values, exc)
    # what the settings mean together is checked on the well-formed ones, so every problem is named at once
    config = _assemble(sections, str(path) if path is not None else "defaults", {})
    problems += _check_meaning(config)
    secrets, secret_problems = _read_secrets(config, env)
    if need_secrets:
        problems += secret_problems
    if problems:
        raise ConfigError(problems)
    return _assemble(sections, config.source, secrets)


def _well_formed(model: type[S], base: dict[str, Any], values: dict[str, Any], exc: ValidationError) -> S:
    """The section with its refused settings left at their defaults."""
    bad = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
    try:
        return model.model_validate(base | {k: v for k, v in values.items() if k not in bad})
    except ValidationError:
        return model.model_validate(base)


def _check_meaning(config: Config) -> list[str]:
    """What no single setting can say alone: names of installed parts, and settings that depend on others."""
    problems = []
    providers, platforms = list(plugins.providers()), list(plugins.platforms())
    if config.provider.name not in providers:
        problems.append(
            f"provider.name {config.provider.name!r} is not one of {', '.join(providers)}"
            f"{_suggest(config.provider.name, providers)}."
        )
    for name in config.adapters.enabled:
        if name not in platforms:
            problems.append(
                f"adapters.enabled names {name!r}, which is not one of {', '.join(platforms)}"
                f"{_suggest(name, platforms)}."
            )
    log = config.bot.alerts_log
    if log and (log.endswith(("/", "\\")) or Path(log).resolve() == Path(config.bot.database).resolve()):
        problems.append(f"bot.alerts_log {log!r} must name a file of its own, not a folder or the database.")
    twice = sorted({name for name in config.adapters.enabled if config.adapters.enabled.count(name) > 1})
    if twice:
        problems.append(
            f"adapters.enabled names {', '.join(map(repr, twice))} twice; name each platform once."
        )
    for key in ("per_member", "per_channel"):
        if not math.isfinite(getattr(config.commands, f"{key}_seconds")):
            problems.append(f"commands.{key}_seconds must be a finite number.")
    for plugin in plugins.platforms().values():
        problems += _plugin_meaning(config, section_name("adapters", plugin.name))
    for provider in plugins.providers().values():
        if provider.name == config.provider.name:
            problems += _plugin_meaning(config, section_name("provider", provider.name))
    return problems


def _plugin_meaning(config: Config, name: str) -> list[str]:
    """A plugin section may check itself against the rest (`def check(self) -> list[str]`)."""
    section = config.sections[name]
    check = getattr(type(section), "check", None)
    return [f"{name}.{problem}" for problem in check(section)] if callable(check) else []


def _read_secrets(config: Config, env: Mapping[str, str]) -> tuple[dict[str, str], list[str]]:
    """Every secret an enabled part needs, from the environment variable the config names."""
    needed: list[tuple[str, Secret]] = []
    if config.provider.name in plugins.providers():
        plugin = plugins.provider(config.provider.name)
        name = section_name("provider", plugin.name)
        needed += [(name, s) for s in plugin.secrets(config.sections[name])]
    for platform in config.adapters.enabled:
        if platform in plugins.platforms():
            p = plugins.platform(platform)
            name = section_name("adapters", p.name)
            needed += [(name, s) for s in p.secrets(config.sections[name])]
    secrets, problems = {}, []
    for section, secret in needed:
        var = str(getattr(config.sections[section], secret.setting))
        value = env.get(var, "")
        if not value:
            problems.append(
                f"{section}.{secret.setting}: the environment variable {var} is not set; it must hold {secret.what}."
            )
        secrets[f"{section}.{secret.setting}"] = value
    return secrets, problems
