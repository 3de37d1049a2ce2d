"""The adapter contract, as the core sees it. `adapters.base` re-exports it for adapter authors.

Deliberately small, like Hubot's: start, stop, send, edit. Adapters use the core; they are not it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.core.invocation import Actor, Invocation
from bot.core.reply import Reply

# What an adapter calls with each incoming command; the core answers with a Reply.
CommandHandler = Callable[[Invocation], Awaitable[Reply]]
# (text, channel, actor) -> Reply, for platforms whose commands arrive as text (Slack, console).
TextHandler = Callable[[str, str, Actor | None], Awaitable[Reply]]


class SendError(Exception):
    """A send or edit failed. `retryable` says whether the dispatcher should try again."""

    retryable = True

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class ChannelGone(SendError):
    """Missing access or unknown channel: repeated, the subscription is dropped."""

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
