"""What a chat platform plugs in: its settings, its send limits, and an adapter built from the config."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pydantic import Field

from bot.alerts.pacing import Limits
from bot.core.platform import CommandHandler, TextHandler
from bot.core.reply import Reply
from bot.plugins.section import Section
from bot.store.spaces import Shards

if TYPE_CHECKING:
    from bot.config import Config
    from bot.core.tree import CommandTree

# (kind, typed) -> names the store knows, for autocomplete; answered from the store, never the network.
Suggest = Callable[[str, str], Awaitable[list[str]]]


class LimitSettings(Section):
    """`[dispatch.<platform>]`: the platform's published rate limits, which alerts are paced under."""

    per_second: float = Field(
        gt=0, description="messages a second for the whole bot (per token or workspace)"
    )
    channel_burst: int = Field(ge=1, description="messages one channel may take at once")
    channel_window_seconds: float = Field(gt=0, description="seconds over which a channel's burst refills")

    def limits(self) -> Limits:
        return Limits(self.per_second, self.channel_burst, self.channel_window_seconds)


@dataclass(frozen=True, slots=True)
class Secret:
    """A secret the platform or provider needs: `setting` names the environment variable that holds it."""

    setting: str
    what: str  # "the Discord bot token", for "…it must hold the Discord bot token."


class PlatformAdapter:
    """The adapter contract (`bot.core.platform.Adapter`) plus the optional hooks the app calls on every
    adapter; the defaults do nothing, so an adapter implements only what its platform has."""

    platform: str

    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None:
        raise NotImplementedError

    async def stop(self) -> None:
        raise NotImplementedError

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        raise NotImplementedError

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        raise NotImplementedError

    async def can_post(self, channel: str) -> str:
        return ""

    def attach(self, tree: CommandTree, suggest: Suggest) -> None:
        """Before start: the core's command tree (Discord builds its commands from it) and autocomplete."""

    def send_only(self) -> None:
        """Before start: this process only sends alerts (`matchday run --role sender`): no gateway connection
        and no listener; the platform's commands are answered by the processes that run with `gateway`."""

    def watch(self, channels: Sequence[str]) -> None:
        """Before start: the channels with follows on this platform (Discord checks its permissions there)."""

    async def wait_fatal(self) -> Exception:
        """Returns (why, in one sentence) only when the platform has failed for good: `matchday run` exits 1."""
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    def connected(self) -> bool | None:
        """Whether the platform connection is up now (Discord's gateway, Slack's socket or listener), for
        `/healthz`; None: no connection to speak of (the console). Must be quick: no network call."""
        return None

    def own_shards(self) -> Shards | None:
        """The shards this process runs, when it runs only some of a sharded bot's: it then sends for their
        servers only (and for channels of no known server). None: it sends for every channel."""
        return None

    async def type_in(self, line: str) -> None:
        """A line typed or piped on standard input (local platforms only)."""
        raise NotImplementedError(f"{self.platform} takes no typed commands")

    closed: bool = False  # the local output has gone (`matchday demo | head`): nothing more to print


@dataclass(frozen=True, slots=True)
class PlatformPlugin:
    """Registered under the `matchday.platforms` entry point with this `name`."""

    name: str
    settings: type[Section]  # `[adapters.<name>]`
    limits: LimitSettings  # the defaults of `[dispatch.<name>]`: no platform is sent to without limits
    create: Callable[[Config], PlatformAdapter]  # imports the SDK: called only when the platform is enabled
    extra: str = ""  # the pip extra that brings the SDK, named when it is missing
    admins: str = "admins"  # who may change settings, in the platform's words ("server admins")
    local: bool = False  # one trusted local user (the console): no command limits, reads standard input
    secrets: Callable[[Section], Sequence[Secret]] = field(default=lambda settings: ())
    setup: Callable[[Config, str], str] | None = None  # `matchday setup <name> [--url URL]`
    # channel -> team or competition names followed from the settings at start (the console's `follow`)
    follows: Callable[[Config], Mapping[str, Sequence[str]]] = field(default=lambda config: {})
