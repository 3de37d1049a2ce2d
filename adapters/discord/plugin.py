"""Discord (discord.py 2.x): its settings, its published limits, and the adapter, built only when enabled."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import Field, field_validator

from bot.i18n import N_
from bot.plugins import LimitSettings, PlatformPlugin, Secret
from bot.plugins.section import Section, env_name

if TYPE_CHECKING:
    from bot.config import Config
    from bot.plugins import PlatformAdapter


class DiscordSettings(Section):
    """A Discord bot: create it at https://discord.com/developers/applications (`matchday setup discord`)."""

    token_env: str = Field("DISCORD_TOKEN", description="the environment variable holding the bot token")
    api_base: str = Field(
        "https://discord.com/api/v10", description="e.g. a REST rate-limit proxy, or a local fake in tests"
    )
    application_id: str = Field("", description="the application's id (for the invite link and command sync)")
    sync_commands: str = Field(
        "auto",
        description='"auto": global sync at start only when the commands changed (the last synced set is kept '
        'in <database>.discord-commands.json); "off"; "guild:<server id>": that one server, at once (for testing)',
    )
    shard_count: int = Field(0, ge=0, description="0: as many shards as Discord recommends")
    shard_ids: list[str] = Field(
        [], description='the shards this process runs, e.g. ["0", "1"]; empty: all of them'
    )

    @field_validator("token_env")
    @classmethod
    def _env(cls, value: str) -> str:
        return env_name(value)

    @field_validator("application_id")
    @classmethod
    def _snowflake(cls, value: str) -> str:
        if value and not (value.isascii() and value.isdecimal()):
            raise ValueError(f"{value!r} is not an application id (digits, from the developer portal)")
        return value

    @field_validator("sync_commands", mode="before")
    @classmethod
    def _sync(cls, value: Any) -> str:
        if isinstance(value, bool):  # true/false read as auto/off
            return "auto" if value else "off"
        if isinstance(value, str) and (value in ("auto", "off") or re.fullmatch(r"guild:\d+", value)):
            return value
        raise ValueError('should be "auto", "off" or "guild:<server id>"')

    @field_validator("shard_ids")
    @classmethod
    def _shards(cls, value: list[str]) -> list[str]:
        for shard in value:
            if not (shard.isascii() and shard.isdecimal()):
                raise ValueError(f"{shard!r} is not a shard number")
        return value

    def check(self) -> list[str]:
        if self.shard_ids and self.shard_count == 0:
            # each process asking Discord for its recommendation could get a different count: some servers
            # would be served twice, others not at all
            return ["shard_ids needs shard_count: the same total in every process."]
        return []


def _create(config: Config) -> PlatformAdapter:
    from adapters.discord.adapter import DiscordAdapter

    s = config.section(DiscordSettings)
    database = config.bot.database
    return DiscordAdapter(
        config.secret("adapters.discord", "token_env"),
        api_base=s.api_base,
        sync_commands=s.sync_commands,
        # What was last synced, beside the database: a restart with the same commands syncs nothing.
        sync_record=None if database == ":memory:" else database + ".discord-commands.json",
        application_id=int(s.application_id) if s.application_id else None,
        shard_count=s.shard_count,
        shard_ids=[int(i) for i in s.shard_ids],
    )


def _setup(config: Config, public_url: str) -> str:
    from adapters.discord.invite import setup_text

    return setup_text(config.section(DiscordSettings).application_id)


def _secrets(settings: Section) -> Sequence[Secret]:
    return (Secret("token_env", "the Discord bot token"),)


PLUGIN = PlatformPlugin(
    name="discord",
    settings=DiscordSettings,
    # about 50 requests a second per bot token; about 5 messages per 5 seconds per channel
    limits=LimitSettings(per_second=50.0, channel_burst=5, channel_window_seconds=5.0),
    create=_create,
    extra="discord",
    admins=N_("server admins"),  # translated where it is shown (bot.i18n)
    secrets=_secrets,
    setup=_setup,
)
