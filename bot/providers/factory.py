"""Build the configured provider, and the clock the rest of the bot reads time from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

import httpx

from bot.config import Config
from bot.providers.api_football import ApiFootballClient
from bot.providers.base import Provider
from bot.providers.replay import ReplayClock, Scenario, load_scenario
from bot.providers.replay.api_football_shape import ApiFootballShape

USER_AGENT = "matchday/0.1"


@dataclass(slots=True)
class ProviderBundle:
    provider: Provider
    clock: Callable[[], datetime]
    replay_clock: ReplayClock | None = None
    scenario: Scenario | None = None
    poll_seconds: float = 15.0


def build_provider(config: Config) -> ProviderBundle:
    name = config.provider
    poll = float(config.get("provider", "poll_seconds"))
    if name == "replay":
        scenario = load_scenario(config.get("provider.replay", "scenario") or None)
        speed = config.get("provider.replay", "speed")
        clock = ReplayClock(scenario.moments(), start=scenario.start, speed=speed)
        shape = ApiFootballShape(scenario, clock)
        http = httpx.AsyncClient(
            base_url="https://replay.invalid/", transport=httpx.MockTransport(shape.handle)
        )
        # The data updates every 15 s of match time; a stepped clock moves one moment per poll.
        interval = 0.005 if speed is None else max(0.05, min(poll, 15.0) / speed)
        return ProviderBundle(ApiFootballClient(http), clock.now, clock, scenario, interval)
    if name == "api-football":
        section = "provider.api_football"
        key = config.secret(section, "key_env")
        headers = (
            {"x-rapidapi-key": key, "x-rapidapi-host": config.get(section, "rapidapi_host")}
            if config.get(section, "rapidapi")
            else {"x-apisports-key": key}
        )
        http = httpx.AsyncClient(
            base_url=config.get(section, "base_url"),
            headers=headers,
            timeout=config.get(section, "timeout_seconds"),
        )
        return ProviderBundle(ApiFootballClient(http), lambda: datetime.now(UTC), None, None, poll)
    if name == "football-data":
        from bot.providers.football_data import FootballDataClient

        section = "provider.football_data"
        http = httpx.AsyncClient(
            base_url=config.get(section, "base_url"),
            headers={"X-Auth-Token": config.secret(section, "token_env")},
            timeout=config.get(section, "timeout_seconds"),
        )
        return ProviderBundle(FootballDataClient(http), lambda: datetime.now(UTC), None, None, poll)
    raise ValueError(f"unknown provider {name}")
