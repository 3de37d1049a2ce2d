"""What a results provider plugs in: its settings, how often its data changes, and a client built from the
config."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from bot.plugins.platform import Secret
from bot.plugins.section import Section
from bot.providers.base import Provider

if TYPE_CHECKING:
    from bot.config import Config
    from bot.providers.replay import ReplayClock, Scenario


@dataclass(slots=True)
class ProviderBundle:
    """A built provider and the clock the rest of the bot reads time from (the replay's own, or UTC now)."""

    provider: Provider
    clock: Callable[[], datetime]
    replay_clock: ReplayClock | None = None
    scenario: Scenario | None = None
    poll_seconds: float = 15.0

    @property
    def time_scale(self) -> float | None:
        """Provider seconds per real second: 1 for a real provider; a replay's speed, since it plays a
        provider in match time (its quota and update rate included); None for a stepped replay, which has
        no pace to plan."""
        if self.replay_clock is None:
            return 1.0
        return self.replay_clock.speed


@dataclass(frozen=True, slots=True)
class ProviderPlugin:
    """Registered under the `matchday.providers` entry point with this `name`."""

    name: str
    settings: type[Section]  # `[provider.<name with _ for ->]`
    update_seconds: float  # how often its live data changes: polling faster only spends quota
    create: Callable[[Config], ProviderBundle]
    # Which id column of bot/data/aliases.toml it uses for teams and competitions ("" = the table's keys,
    # API-Football's ids), so "spurs" is followed by the right number.
    alias_ids: str = ""
    # Whether its search finds teams the bot has not seen: a replay knows only its own match night, so a name it
    # lacks is not worth a search and a promise to "try again in a minute".
    searches_names: bool = True
    secrets: Callable[[Section], Sequence[Secret]] = field(default=lambda settings: ())


def section_name(kind: str, name: str) -> str:
    """`provider.api_football` for the provider "api-football": TOML keys read better without dashes."""
    return f"{kind}.{name.replace('-', '_')}"
