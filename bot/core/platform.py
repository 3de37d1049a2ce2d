"""The adapter contract, as the core sees it. `adapters.base` re-exports it for adapter authors.

Deliberately small, like Hubot's: start, stop, send, edit, and can_post (asked by /follow). Adapters use the
core; they are not it.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Protocol, runtime_checkable

from bot.core.invocation import Actor, Invocation
from bot.core.reply import Reply

log = logging.getLogger(__name__)

# What an adapter calls with each incoming command; the core answers with a Reply.
CommandHandler = Callable[[Invocation], Awaitable[Reply]]
# (text, channel, actor) -> Reply, for platforms whose commands arrive as text (Slack, console). The actor is
# always given: the console passes `invocation.LOCAL_ADMIN`, its one local user.
TextHandler = Callable[[str, str, Actor], Awaitable[Reply]]


class SendError(Exception):
    """A send or edit failed. `retryable` says whether the dispatcher should try again."""

    retryable = True

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class ChannelGone(SendError):
    """Missing access or unknown channel: repeated, the channel is paused (its message says why, in words an
    admin can act on, e.g. "Missing Permissions")."""

    retryable = False


class Adapter(Protocol):
    platform: str

    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None: ...

    async def stop(self) -> None: ...

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        """Post a message; return the platform's message reference (for later edits).

        `idempotency_key` is stable per (alert, channel). `maybe_sent` says an earlier attempt may have
        reached the platform before the process died: check before posting where the platform allows."""
        ...

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None: ...

    async def can_post(self, channel: str) -> str:
        """Empty when alerts can be posted in `channel`; otherwise what an admin must do, phrased to follow
        "I can't post alerts in this channel yet: " (e.g. "invite me with /invite @matchday").

        Called while answering /follow, so it must be quick: use what the incoming command carried (Discord
        sends the bot's channel permissions with every interaction) or one platform call. When the check
        cannot be made, answer "" (follow, and let sending find out)."""
        ...


@runtime_checkable
class ReportsAccess(Protocol):
    """An adapter that can say, once logged in, which scopes or permissions it lacks and what each costs."""

    async def missing_access(self) -> list[str]:
        """One line per missing scope/permission, "no <name>: <what does not work without it>"; [] if none."""
        ...


# Slack and Discord want an answer within 3 s: a check not answered by then counts as "can post".
CAN_POST_TIMEOUT = 2.0


async def can_post_in(adapters: Mapping[str, Adapter], platform: str, channel: str) -> str:
    """Ask the platform's adapter whether the bot can post in `channel` (see `Adapter.can_post`).

    Adapters without the check (test doubles) and checks that fail or time out answer ""."""
    check = getattr(adapters.get(platform), "can_post", None)
    if check is None:
        return ""
    try:
        return str(await asyncio.wait_for(check(channel), CAN_POST_TIMEOUT))
    except Exception as exc:  # the check is advice: never let it break /follow
        log.warning("could not check access to %s:%s: %s", platform, channel, exc)
        return ""


async def access_report(adapters: Mapping[str, Adapter]) -> list[str]:
    """What each logged-in adapter lacks, one "<platform>: <line>" each (`check-config --online`). Adapters
    that cannot tell are skipped; a failed login raises (the caller says so in one sentence)."""
    lines: list[str] = []
    for name, adapter in adapters.items():
        if isinstance(adapter, ReportsAccess):
            lines += [f"{name}: {line}" for line in await adapter.missing_access()]
    return lines


def nonce_for(key: str) -> str:
    """A platform idempotency key of at most 25 characters (Discord's nonce limit), stable per message: the
    outbox's rows and the scoreboard's posts both take theirs from here."""
    return hashlib.sha1(key.encode()).hexdigest()[:25]
