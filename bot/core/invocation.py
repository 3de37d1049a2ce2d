"""What an adapter hands the core: who asked, where, and which command with which arguments."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Actor:
    """The person behind a command. The adapter decides `is_admin` from platform permissions."""

    id: str
    name: str = ""
    is_admin: bool = False


# The one person at a local terminal (the console, `matchday ask`): they run the bot, so they are its admin.
# Named, never a default: an adapter that forgot who asked must not get admin rights by omission.
LOCAL_ADMIN = Actor(id="console", name="you", is_admin=True)


@dataclass(frozen=True, slots=True, kw_only=True)
class Invocation:
    """One command to answer: `path=("var", "explain")`, `args={"topic": "offside"}`, asked by `actor`."""

    path: tuple[str, ...]
    actor: Actor
    args: dict[str, Any] = field(default_factory=dict)
    channel: str = "console"
    platform: str = "console"
    # The server the channel belongs to (a Discord guild's id), where the platform has them: a process of a
    # sharded bot sends for its own shards' servers (`bot.store.spaces`). "" when there is none.
    space: str = ""
    # The language the platform says the server uses ("pt-BR": a Discord interaction's guild_locale), where it
    # says one; the channel reads replies in it unless an admin chose one with /options language. "" = the
    # platform says nothing (Slack, the console); NO_SERVER_LANGUAGE = it says the server chose none.
    locale: str = ""

    def __post_init__(self) -> None:
        # `actor=None` gets past a caller the type checker does not see: fail here, where the bug is.
        if not isinstance(self.actor, Actor):
            raise TypeError(f"an Invocation needs the Actor who asked, not {self.actor!r}")


# A server that chose no language (Discord's default): remembered as such, so a server that switches back to
# the default stops reading its old language; no catalogue has this code, so the bot's default applies.
NO_SERVER_LANGUAGE = "none"
