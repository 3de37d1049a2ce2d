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

    def wall_seconds_until(self, moment: datetime) -> float:
        """Real seconds from now until `moment` on this bundle's clock, what a quota must last: a replay at
        60x gets there 60 times sooner than its match time says; a stepped replay has no wall time (0)."""
        left = max(0.0, (moment - self.clock()).total_seconds())
        if self.replay_clock is None:
            return left
        speed = self.replay_clock.speed
        return 0.0 if speed is None else left / speed


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
    secrets: Callable[[Section], Sequence[Secret]] = field(default=lambda settings: ())


def section_name(kind: str, name: str) -> str:
    """`provider.api_football` for the provider "api-football": TOML keys read better without dashes."""
    return f"{kind}.{name.replace('-', '_')}"
