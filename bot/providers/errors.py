"""A small typed hierarchy of provider failures; the poller decides what to do with each."""

from __future__ import annotations


class ProviderError(Exception):
    """Any failure to get usable data from a results provider."""

    retryable = True


class ProviderUnavailable(ProviderError):
    """5xx, 499, a timeout or a dropped connection: try again later with back-off."""


class RateLimited(ProviderError):
    """429 or a per-minute limit: wait `retry_after` seconds."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class QuotaExhausted(ProviderError):
    """The daily request quota is used up; nothing to do until it resets."""

    retryable = False


class ProviderAuthError(ProviderError):
    """Missing or wrong key, or a resource outside the plan."""

    retryable = False


class BadPayload(ProviderError):
    """The answer was not the JSON we expect (truncated, wrong shape)."""


class RequestRejected(ProviderError):
    """The provider refused the parameters (an errors object naming a field)."""

    retryable = False
