"""The built-in replay of a real match night, registered as a provider like any other."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
from pydantic import Field, field_validator

from bot.plugins.provider import ProviderBundle, ProviderPlugin
from bot.plugins.section import Section

if TYPE_CHECKING:
    from bot.config import Config


# Slower than this a 90-minute match takes over six days; faster, every step is instant anyway ("max").
SLOWEST, FASTEST = 0.01, 100_000.0


def replay_speed(value: object) -> float | None:
    """A speed from the file or the command line: times real speed, or None for "max"; ValueError if neither."""
    if value == "max":
        return None
    if isinstance(value, str):
        with contextlib.suppress(ValueError):
            value = float(value)
    if isinstance(value, int | float) and not isinstance(value, bool) and SLOWEST <= value <= FASTEST:
        return float(value)
    raise ValueError(f'should be a number from {SLOWEST:g} to {FASTEST:g} (times real speed) or "max"')


class ReplaySettings(Section):
    """The replay: a scenario file served as API-Football JSON, at a chosen speed."""

    scenario: str = Field(
        "", description="a scenario TOML file; empty = the built-in Group D night of 26 Oct 2022"
    )
    speed: float | str = Field(60.0, description='times real speed, or "max" to step through instantly')

    @field_validator("speed", mode="before")
    @classmethod
    def _speed(cls, value: Any) -> float | str:
        if isinstance(value, str) and value != "max":  # the file says 60, not "60"
            raise ValueError(f'should be a number or "max", not {value!r}')
        times = replay_speed(value)
        return "max" if times is None else times

    @property
    def times(self) -> float | None:
        """Times real speed; None steps (`--speed max`)."""
        return None if self.speed == "max" else float(self.speed)

    def check(self) -> list[str]:
        if self.scenario and not Path(self.scenario).is_file():
            return [f"scenario: the file {self.scenario} does not exist."]
        return []


def _replay(config: Config) -> ProviderBundle:
    from bot.providers.api_football import ApiFootballClient
    from bot.providers.replay import ReplayClock, load_scenario
    from bot.providers.replay.api_football_shape import ApiFootballShape

    settings = config.section(ReplaySettings)
    scenario = load_scenario(settings.scenario or None)
    speed = settings.times
    clock = ReplayClock(scenario.moments(), start=scenario.start, speed=speed)
    shape = ApiFootballShape(scenario, clock)
    http = httpx.AsyncClient(base_url="https://replay.invalid/", transport=httpx.MockTransport(shape.handle))
    # The data updates every 15 s of match time; a stepped clock moves one moment per poll.
    poll = config.provider.poll_seconds
    interval = 0.005 if speed is None else max(0.05, min(poll, 15.0) / speed)
    return ProviderBundle(ApiFootballClient(http), clock.now, clock, scenario, interval)


REPLAY = ProviderPlugin(
    name="replay",
    settings=ReplaySettings,
    update_seconds=0.0,  # it changes whenever its clock moves
    create=_replay,
    searches_names=False,
)
