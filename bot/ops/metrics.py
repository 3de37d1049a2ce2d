"""The process's Prometheus metrics, in a `CollectorRegistry` of its own (never the library's global one), so
tests and several Apps in one process never collide.

`Metrics` is the watcher's `PollObserver` and the sender's `SendObserver`: they call it, it counts; the
outbox and health gauges are set from a health report just before each scrape (`observe`).
"""

from __future__ import annotations

from collections.abc import Iterable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, disable_created_metrics
from prometheus_client.exposition import choose_encoder

from bot.core.platform import ChannelGone, SendError
from bot.ops.health import Report
from bot.providers.errors import (
    BadPayload,
    ProviderAuthError,
    ProviderError,
    ProviderUnavailable,
    QuotaExhausted,
    RateLimited,
    RequestRejected,
)

ROLE = "all"  # one process polls, sends and answers; a split into roles would name each here
POLL_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
SEND_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
# The watcher's failure classes (bot.providers.errors), as the `kind` label; anything else that broke a poll
# (the watcher backs off from it alike) is `internal`.
PROVIDER_KINDS: tuple[tuple[type[ProviderError], str], ...] = (
    (RateLimited, "rate_limited"),
    (QuotaExhausted, "quota_exhausted"),
    (ProviderAuthError, "auth"),
    (ProviderUnavailable, "unavailable"),
    (BadPayload, "bad_payload"),
    (RequestRejected, "rejected"),
)
SEND_OUTCOMES = ("ok", "failed", "refused", "channel_gone")


def provider_error_kind(error: BaseException) -> str:
    for cls, kind in PROVIDER_KINDS:
        if isinstance(error, cls):
            return kind
    return "other" if isinstance(error, ProviderError) else "internal"


def send_outcome(error: BaseException | None) -> str:
    """ok; failed (retried later, 429s included); refused (permanent: not retried); channel_gone."""
    if error is None:
        return "ok"
    if isinstance(error, ChannelGone):
        return "channel_gone"
    if isinstance(error, SendError) and not error.retryable:
        return "refused"
    return "failed"


def is_429(error: BaseException | None) -> bool:
    """The adapters give a send error a `retry_after` only for the platform's 429 (rate limited)."""
    return isinstance(error, SendError) and error.retry_after is not None


class Metrics:
    def __init__(self, platforms: Iterable[str] = (), *, role: str = ROLE, leader: bool = True) -> None:
        # No `<name>_created` series beside each counter and histogram: twice the series for a start time
        # Prometheus does not need (a process-wide switch of the library; nothing else here uses it).
        disable_created_metrics()
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.polls = Counter(
            "matchday_polls",
            "Polls of the results provider, by outcome (ok, failed, skipped: backed off).",
            ["outcome"],
            registry=r,
        )
        self.poll_seconds = Histogram(
            "matchday_poll_duration_seconds",
            "How long each poll took, by outcome (ok, failed).",
            ["outcome"],
            buckets=POLL_BUCKETS,
            registry=r,
        )
        self.provider_errors = Counter(
            "matchday_provider_errors", "Failed polls by kind of failure.", ["kind"], registry=r
        )
        self.last_success = Gauge(
            "matchday_provider_last_success_timestamp_seconds",
            "Unix time of the last poll that succeeded (0: none yet).",
            registry=r,
        )
        self.outbox_depth = Gauge(
            "matchday_outbox_pending", "Outbox rows not sent yet (pending, or being sent).", registry=r
        )
        self.outbox_age = Gauge(
            "matchday_outbox_oldest_pending_age_seconds",
            "Age of the oldest unsent outbox row (0 when none).",
            registry=r,
        )
        self.sends = Counter(
            "matchday_sends",
            "Messages sent to a platform, by outcome (ok, failed, refused, channel_gone).",
            ["platform", "outcome"],
            registry=r,
        )
        self.rate_limited = Counter(
            "matchday_send_rate_limited",
            "Sends the platform answered 429 (also counted as failed).",
            ["platform"],
            registry=r,
        )
        self.send_seconds = Histogram(
            "matchday_send_duration_seconds",
            "How long each send to a platform took (every attempt).",
            ["platform"],
            buckets=SEND_BUCKETS,
            registry=r,
        )
        self.role = Gauge(
            "matchday_role", "The process's role (1 for the role it has).", ["role"], registry=r
        )
        self.leader = Gauge("matchday_leader", "1 when this process runs the poller, else 0.", registry=r)
        self.ready = Gauge("matchday_ready", "1 when every /healthz check passes.", registry=r)
        self.check_ok = Gauge(
            "matchday_check_ok", "Each /healthz check: 1 passing, 0 failing.", ["check"], registry=r
        )
        self.role_name = role
        self.role.labels(role).set(1)
        self.leading = leader
        self.set_leading(leader)
        # Every series exists from the start (at 0), so a rate over the first failure is not missed.
        for outcome in ("ok", "failed", "skipped"):
            self.polls.labels(outcome)
        for _, kind in PROVIDER_KINDS:
            self.provider_errors.labels(kind)
        for platform in platforms:
            for outcome in SEND_OUTCOMES:
                self.sends.labels(platform, outcome)
            self.rate_limited.labels(platform)
            self.send_seconds.labels(platform)

    def set_leading(self, leading: bool) -> None:
        """Whether this process runs the poller now (always, until processes take roles)."""
        self.leading = leading
        self.leader.set(1 if leading else 0)

    # ------------------------------------------------------------------------------ PollObserver
    def poll_skipped(self) -> None:
        self.polls.labels("skipped").inc()

    def polled(self, seconds: float, error: Exception | None) -> None:
        outcome = "ok" if error is None else "failed"
        self.polls.labels(outcome).inc()
        self.poll_seconds.labels(outcome).observe(seconds)
        if error is None:
            self.last_success.set_to_current_time()
        else:
            self.provider_errors.labels(provider_error_kind(error)).inc()

    # ------------------------------------------------------------------------------ SendObserver
    def sent(self, platform: str, seconds: float, error: Exception | None) -> None:
        self.sends.labels(platform, send_outcome(error)).inc()
        self.send_seconds.labels(platform).observe(seconds)
        if is_429(error):
            self.rate_limited.labels(platform).inc()

    # ------------------------------------------------------------------------------ scrape
    def observe(self, report: Report) -> None:
        """The gauges read at scrape time: the outbox (kept as last read when the database did not answer)
        and each health check."""
        if report.outbox is not None:
            self.outbox_depth.set(report.outbox.depth)
            self.outbox_age.set(report.outbox.oldest_age)
        for check in report.checks:
            self.check_ok.labels(check.name).set(1 if check.ok else 0)
        self.ready.set(1 if report.ok else 0)

    def render(self, accept: str = "") -> tuple[bytes, str]:
        """The exposition (Prometheus text, or OpenMetrics when the scraper asks for it) and its content type."""
        encoder, content_type = choose_encoder(accept)
        return encoder(self.registry), content_type
