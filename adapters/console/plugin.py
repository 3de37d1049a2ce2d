"""The console: alerts and answers in the terminal, for local runs and the demo."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from pydantic import Field

from bot.plugins import LimitSettings, PlatformPlugin
from bot.plugins.section import Section

if TYPE_CHECKING:
    from bot.config import Config
    from bot.plugins import PlatformAdapter


class ConsoleSettings(Section):
    """The terminal: one local user, who is its admin."""

    channel: str = Field("console", min_length=1, description="the console's one channel")
    follow: list[str] = Field(
        ["champions league"],
        description='what the console follows at start: team or competition names, each optionally followed by kinds as /follow takes them ("tottenham hotspur scoreboard")',
    )
    colour: bool = Field(
        True, description="colour and bold in a terminal (never when the output is a file or pipe)"
    )


def _create(config: Config) -> PlatformAdapter:
    from adapters.console.adapter import ConsoleAdapter

    settings = config.section(ConsoleSettings)
    return ConsoleAdapter(colour=None if settings.colour else False, channel=settings.channel)


def _follows(config: Config) -> Mapping[str, Sequence[str]]:
    settings = config.section(ConsoleSettings)
    return {settings.channel: settings.follow}


PLUGIN = PlatformPlugin(
    name="console",
    settings=ConsoleSettings,
    # a terminal takes what it is given; the limits only keep a runaway from flooding it
    limits=LimitSettings(per_second=1000.0, channel_burst=1000, channel_window_seconds=1.0),
    create=_create,
    local=True,
    follows=_follows,
)
