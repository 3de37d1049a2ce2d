"""Slack (slack-bolt): its settings, its published limits, and the adapter, built only when enabled."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from pydantic import Field, field_validator

from bot.i18n import N_
from bot.plugins import LimitSettings, PlatformPlugin, Secret
from bot.plugins.section import Section, env_name

if TYPE_CHECKING:
    from bot.config import Config
    from bot.plugins import PlatformAdapter


class SlackSettings(Section):
    """A Slack app: `matchday setup slack` prints its manifest."""

    bot_token_env: str = Field(
        "SLACK_BOT_TOKEN", description="the environment variable holding the bot token (xoxb-)"
    )
    app_token_env: str = Field("SLACK_APP_TOKEN", description="the app-level token (xapp-); Socket Mode only")
    signing_secret_env: str = Field("SLACK_SIGNING_SECRET", description="the signing secret; HTTP mode only")
    mode: Literal["socket", "http"] = Field("socket", description="socket | http")
    api_base: str = Field("https://slack.com/api/", description="Slack's Web API (a local fake in tests)")
    port: int = Field(3000, ge=0, le=65535, description="HTTP mode listen port (0: any free port)")
    host: str = Field(
        "127.0.0.1", description='HTTP mode listen address; "0.0.0.0" to listen on every interface'
    )

    @field_validator("bot_token_env", "app_token_env", "signing_secret_env")
    @classmethod
    def _env(cls, value: str) -> str:
        return env_name(value)


def _create(config: Config) -> PlatformAdapter:
    from adapters.slack.adapter import SlackAdapter

    s = config.section(SlackSettings)
    secret = "adapters.slack"
    return SlackAdapter(
        config.secret(secret, "bot_token_env"),
        api_base=s.api_base,
        mode=s.mode,
        app_token=config.secret(secret, "app_token_env"),
        signing_secret=config.secret(secret, "signing_secret_env"),
        port=s.port,
        host=s.host,
        language=config.bot.language,
    )


def _setup(config: Config, public_url: str) -> str:
    from adapters.slack.manifest import setup_text
    from bot.commands import build_tree

    return setup_text(build_tree(), mode=config.section(SlackSettings).mode, public_url=public_url)


def _secrets(settings: Section) -> Sequence[Secret]:
    assert isinstance(settings, SlackSettings)
    other = (
        Secret("app_token_env", "the Slack app-level token for Socket Mode")
        if settings.mode == "socket"
        else Secret("signing_secret_env", "the Slack signing secret")
    )
    return (Secret("bot_token_env", "the Slack bot token"), other)


PLUGIN = PlatformPlugin(
    name="slack",
    settings=SlackSettings,
    # about 1 message a second per channel, and a few hundred a minute per workspace
    limits=LimitSettings(per_second=5.0, channel_burst=1, channel_window_seconds=1.0),
    create=_create,
    extra="slack",
    admins=N_("workspace admins"),  # translated where it is shown (bot.i18n)
    secrets=_secrets,
    setup=_setup,
)
