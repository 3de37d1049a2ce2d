"""What a failed Slack call means for an alert, from one table: the channel is closed to the bot
(`ChannelGone`: repeated, the channel is paused), this message will never go (a permanent `SendError`: dead
at once), or try again later (a transient `SendError`, with Slack's Retry-After when it gave one).

Rows are keyed by Slack's `error` string. An answer without one (an HTML error page) is looked up by its HTTP
status: "429", or the class "5xx". An error not in the table is permanent, as Slack's errors name what is wrong
with the request (and one bad message must not hold its channel), unless its status was 5xx. Failures without
an answer are the rows "timeout" and "unreachable".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import aiohttp
from slack_sdk.errors import SlackApiError

from bot.core.platform import ChannelGone, SendError

Kind = Literal["gone", "permanent", "transient"]


@dataclass(frozen=True, slots=True)
class Meaning:
    kind: Kind
    says: str  # for "gone", the words /following shows an admin; otherwise the logged reason ({needed}: a scope)


_TOKEN = "; set a valid bot token (xoxb-) or reinstall the app"
ERRORS: dict[str, Meaning] = {
    "invalid_auth": Meaning("permanent", "Slack refused the bot token (invalid_auth)" + _TOKEN),
    "not_authed": Meaning("permanent", "no bot token reached Slack (not_authed)" + _TOKEN),
    "token_revoked": Meaning("permanent", "the bot token was revoked (token_revoked)" + _TOKEN),
    "account_inactive": Meaning("permanent", "the bot's account is deactivated (account_inactive)" + _TOKEN),
    "missing_scope": Meaning(
        "permanent", "the Slack app lacks the {needed} scope; add it and reinstall the app"
    ),
    "not_in_channel": Meaning("gone", "not a member of the channel"),
    "channel_not_found": Meaning("gone", "channel not found"),
    "is_archived": Meaning("gone", "channel archived"),
    "access_denied": Meaning("gone", "access denied"),
    "team_access_not_granted": Meaning("gone", "no access to that workspace"),
    "ratelimited": Meaning("transient", "Slack rate limit (ratelimited)"),
    "429": Meaning("transient", "Slack rate limit (HTTP 429)"),
    "fatal_error": Meaning("transient", "Slack failed (fatal_error)"),
    "internal_error": Meaning("transient", "Slack failed (internal_error)"),
    "request_timeout": Meaning("transient", "Slack did not receive the whole request (request_timeout)"),
    "service_unavailable": Meaning("transient", "Slack is unavailable (service_unavailable)"),
    "5xx": Meaning("transient", "Slack server error"),
    "unknown": Meaning("permanent", "Slack refused the message"),
    "timeout": Meaning("transient", "Slack did not answer in time"),
    "unreachable": Meaning("transient", "Slack unreachable"),
}
RATE_LIMIT_WAIT = 1.0  # when a 429 comes without Retry-After (Slack always sends one)

# What `classify` turns into a SendError; anything else is a bug and propagates as itself.
FAILURES = (SlackApiError, aiohttp.ClientError, OSError, TimeoutError)


def _answer(exc: SlackApiError) -> tuple[int, dict[str, Any], Any]:
    """(HTTP status, JSON body, headers) of a refused call. slack_sdk hands over its own response, or aiohttp's
    when the body was not JSON."""
    response = exc.response
    status = getattr(response, "status_code", None) or getattr(response, "status", 0)
    data = getattr(response, "data", None)
    return int(status or 0), data if isinstance(data, dict) else {}, getattr(response, "headers", {}) or {}


def error_of(exc: BaseException) -> str:
    """Slack's `error` string for a refused call ("" for anything else)."""
    return str(_answer(exc)[1].get("error") or "") if isinstance(exc, SlackApiError) else ""


def _seconds(value: str | None, default: float) -> float:
    try:
        return float(value) if value else default
    except ValueError:
        return default


def meaning(error: str, status: int = 200) -> Meaning:
    """The table's row for an answer: its `error`, else its status (429, 5xx), else "unknown"."""
    if error in ERRORS:
        return ERRORS[error]
    if status == 429:
        return ERRORS["429"]
    return ERRORS["5xx" if status >= 500 else "unknown"]


def classify(exc: BaseException) -> SendError:
    """The SendError (or ChannelGone) for a failure raised by slack_sdk or the network under it."""
    retry_after: float | None = None
    if isinstance(exc, SlackApiError):
        status, data, headers = _answer(exc)
        error = str(data.get("error") or "")
        row = meaning(error, status)
        says = row.says.format(needed=data.get("needed") or "needed")
        if row is ERRORS["ratelimited"] or row is ERRORS["429"]:
            retry_after = _seconds(headers.get("Retry-After") or headers.get("retry-after"), RATE_LIMIT_WAIT)
        detail = "" if error in ERRORS else (error or f"HTTP {status}")
    elif isinstance(exc, TimeoutError):
        row, detail = ERRORS["timeout"], str(exc)
        says = row.says
    else:
        row, detail = ERRORS["unreachable"], str(exc)
        says = row.says
    if row.kind == "gone":
        return ChannelGone(says)
    failure = SendError(f"{says}: {detail}" if detail else says, retry_after=retry_after)
    failure.retryable = row.kind == "transient"
    return failure
