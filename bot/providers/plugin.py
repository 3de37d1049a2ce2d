"""The two real results providers, registered as `matchday.providers` entry points like any other."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import httpx
from pydantic import Field, field_validator

from bot.plugins.platform import Secret
from bot.plugins.provider import ProviderBundle, ProviderPlugin
from bot.plugins.section import Section, env_name

if TYPE_CHECKING:
    from bot.config import Config

USER_AGENT = "matchday/0.1"


def _now() -> datetime:
    return datetime.now(UTC)


class ApiFootballSettings(Section):
    """API-Football v3 (api-sports.io, or through RapidAPI)."""

    base_url: str = Field("https://v3.football.api-sports.io/", description="the API's address")
    key_env: str = Field("API_FOOTBALL_KEY", description="the environment variable holding the key")
    rapidapi: bool = Field(
        False, description="true: send x-rapidapi-key/host (set base_url to the RapidAPI host's /v3/)"
    )
    rapidapi_host: str = Field("api-football-v1.p.rapidapi.com", description="the RapidAPI host header")
    timeout_seconds: float = Field(10.0, gt=0, description="how long one request may take")

    @field_validator("key_env")
    @classmethod
    def _env(cls, value: str) -> str:
        return env_name(value)


class FootballDataSettings(Section):
    """football-data.org v4."""

    base_url: str = Field("https://api.football-data.org/v4/", description="the API's address")
    token_env: str = Field("FOOTBALL_DATA_TOKEN", description="the environment variable holding the token")
    timeout_seconds: float = Field(10.0, gt=0, description="how long one request may take")

    @field_validator("token_env")
    @classmethod
    def _env(cls, value: str) -> str:
        return env_name(value)


def _api_football(config: Config) -> ProviderBundle:
    from bot.providers.api_football import ApiFootballClient

    settings = config.section(ApiFootballSettings)
    key = config.secret("provider.api_football", "key_env")
    headers = (
        {"x-rapidapi-key": key, "x-rapidapi-host": settings.rapidapi_host}
        if settings.rapidapi
        else {"x-apisports-key": key}
    )
    http = httpx.AsyncClient(
        base_url=settings.base_url,
        headers=headers | {"user-agent": USER_AGENT},
        timeout=settings.timeout_seconds,
    )
    return ProviderBundle(ApiFootballClient(http), _now, poll_seconds=config.provider.poll_seconds)


def _football_data(config: Config) -> ProviderBundle:
    from bot.providers.football_data import FootballDataClient

    settings = config.section(FootballDataSettings)
    http = httpx.AsyncClient(
        base_url=settings.base_url,
        headers={
            "X-Auth-Token": config.secret("provider.football_data", "token_env"),
            "user-agent": USER_AGENT,
        },
        timeout=settings.timeout_seconds,
    )
    return ProviderBundle(FootballDataClient(http), _now, poll_seconds=config.provider.poll_seconds)


def _key(settings: Section) -> Sequence[Secret]:
    return (Secret("key_env", "the API-Football key"),)


def _token(settings: Section) -> Sequence[Secret]:
    return (Secret("token_env", "the football-data.org token"),)


API_FOOTBALL = ProviderPlugin(
    name="api-football",
    settings=ApiFootballSettings,
    update_seconds=15.0,  # live data is refreshed every 15 s
    create=_api_football,
    secrets=_key,
)

FOOTBALL_DATA = ProviderPlugin(
    name="football-data",
    settings=FootballDataSettings,
    update_seconds=6.0,  # the free plan allows 10 calls a minute
    create=_football_data,
    alias_ids="football_data",
    secrets=_token,
)
