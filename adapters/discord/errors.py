"""What a failed Discord request means for an alert, from one table: the channel is closed to the bot
(`ChannelGone`: repeated, the channel is paused), this message will never go (a permanent `SendError`: dead
at once), or try again later (a transient `SendError`, with Discord's wait when it gave one).

Rows are keyed by HTTP status and Discord's JSON error code (None: any code). A status not in the table falls
back to its class: "4xx" (Discord refuses the same request again, so it is not retried, and one bad message
cannot hold its channel) or "5xx". Failures without an answer are the rows "timeout" and "unreachable".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import aiohttp
import discord

from bot.core.platform import ChannelGone, SendError

Kind = Literal["gone", "permanent", "transient"]


@dataclass(frozen=True, slots=True)
class Meaning:
    kind: Kind
    says: str  # for "gone", the words /following shows an admin; otherwise the start of the logged reason


ERRORS: dict[tuple[int | str, int | None], Meaning] = {
    (401, None): Meaning("permanent", "Discord refused the bot token (401 Unauthorized); set a valid token"),
    (403, 50001): Meaning("gone", "Missing Access"),
    (403, 50013): Meaning("gone", "Missing Permissions"),
    (404, 10003): Meaning("gone", "Unknown Channel"),
    (400, 50083): Meaning("gone", "Thread archived"),
    (400, 50035): Meaning("permanent", "Discord rejected the message (400 Invalid Form Body)"),
    (429, None): Meaning("transient", "Discord rate limit (429)"),
    ("5xx", None): Meaning("transient", "Discord server error"),
    ("4xx", None): Meaning("permanent", "Discord refused the message"),
    ("timeout", None): Meaning("transient", "Discord did not answer in time"),
    ("unreachable", None): Meaning("transient", "Discord unreachable"),
}

DETAIL = 300  # characters of Discord's own words kept in the logged reason (an HTML page is long)
# What `classify` turns into a SendError; anything else is a bug and propagates as itself.
FAILURES = (discord.HTTPException, discord.RateLimited, aiohttp.ClientError, OSError, TimeoutError)


def meaning(status: int | str, code: int | None = None) -> Meaning:
    """The table's row for an answer: exact code first, then any code, then the status class."""
    for key in ((status, code), (status, None)):
        if key in ERRORS:
            return ERRORS[key]
    return ERRORS[("5xx" if isinstance(status, int) and status >= 500 else "4xx", None)]


def _seconds(value: str | None) -> float | None:
    try:
        return float(value) if value else None
    except ValueError:
        return None


def classify(exc: BaseException) -> SendError:
    """The SendError (or ChannelGone) for a failure raised by discord.py or the network under it."""
    retry_after: float | None = None
    detail = str(exc)
    if isinstance(exc, discord.RateLimited):  # a 429 longer than discord.py will wait: the body's retry_after
        row, retry_after = meaning(429), exc.retry_after
    elif isinstance(exc, discord.HTTPException):
        row, detail = meaning(exc.status, exc.code), (exc.text or str(exc.status))[:DETAIL]
        if exc.status == 429:  # Cloudflare's 429 (no JSON body) or discord.py's own retries ran out
            retry_after = _seconds(getattr(exc.response, "headers", {}).get("Retry-After"))
    elif isinstance(exc, TimeoutError):
        row = meaning("timeout")
    else:
        row = meaning("unreachable")
    if row.kind == "gone":
        return ChannelGone(row.says)
    error = SendError(f"{row.says}: {detail}" if detail else row.says, retry_after=retry_after)
    error.retryable = row.kind == "transient"
    return error


class DiscordFatal(Exception):
    """Discord cannot work until a person changes something (the token, the shard settings) or the process
    restarts (the gateway kept crashing). Its message is one sentence for the log; the app exits non-zero.
    `fatal` lets the app, which imports no adapter, recognise it."""

    fatal = True
