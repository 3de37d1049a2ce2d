"""What the watcher and the sender tell the metrics: each poll's outcome, duration and failure kind (as the
watcher classifies provider failures), and each send's outcome, latency and 429s by platform. Without an
observer (the default, and `[ops]` off) they behave exactly as before."""

from __future__ import annotations

import pytest

from bot.core.platform import ChannelGone, SendError
from bot.ops.metrics import Metrics, provider_error_kind, send_outcome
from bot.providers.errors import (
    BadPayload,
    ProviderAuthError,
    ProviderError,
    ProviderUnavailable,
    QuotaExhausted,
    RateLimited,
    RequestRejected,
)
from tests.alerts.rig import Rig
from tests.providers.builders import HOME, event, fixture

KANE = (184, "Harry Kane")


def value(metrics: Metrics, name: str, **labels: str) -> float:
    got = metrics.registry.get_sample_value(name, labels)
    assert got is not None, f"no sample {name}{labels}"
    return got


async def goal(rig: Rig) -> None:
    """Kick-off seen from before it (a first sight of a match under way announces nothing), then a goal."""
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 2, (1, 0), [event(2, "Goal", "Normal Goal", HOME, KANE)]))


@pytest.fixture
def rig(tmp_path):
    r = Rig(tmp_path)
    r.metrics = Metrics(["discord"])  # type: ignore[attr-defined]
    r.watcher.observer = r.metrics  # type: ignore[attr-defined]
    r.sender.observer = r.metrics  # type: ignore[attr-defined]
    yield r
    r.close()


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (RateLimited("429", retry_after=5), "rate_limited"),
        (QuotaExhausted("daily quota"), "quota_exhausted"),
        (ProviderAuthError("401"), "auth"),
        (ProviderUnavailable("503"), "unavailable"),
        (BadPayload("truncated"), "bad_payload"),
        (RequestRejected("bad league"), "rejected"),
        (ProviderError("something"), "other"),
        (KeyError("a bug"), "internal"),
    ],
)
def test_provider_error_kinds(error, kind):
    assert provider_error_kind(error) == kind


def test_send_outcomes():
    permanent = SendError("401 Unauthorized")
    permanent.retryable = False
    assert send_outcome(None) == "ok"
    assert send_outcome(SendError("502 Bad Gateway")) == "failed"
    assert send_outcome(SendError("429", retry_after=3)) == "failed"
    assert send_outcome(permanent) == "refused"
    assert send_outcome(ChannelGone("Missing Access")) == "channel_gone"
    assert send_outcome(RuntimeError("an adapter bug")) == "failed"


async def test_each_poll_and_each_send_is_counted_and_timed(rig):
    rig.follow("c", "team", HOME)
    await goal(rig)
    m = rig.metrics
    assert value(m, "matchday_polls_total", outcome="ok") == 3
    assert value(m, "matchday_poll_duration_seconds_count", outcome="ok") == 3
    assert value(m, "matchday_provider_last_success_timestamp_seconds") > 0
    sent = len(rig.adapter.headlines("c"))
    assert sent == 2  # the kick-off and the goal
    assert value(m, "matchday_sends_total", platform="discord", outcome="ok") == sent
    assert value(m, "matchday_send_duration_seconds_count", platform="discord") == sent


async def test_a_failing_provider_is_counted_by_kind_and_a_backed_off_poll_as_skipped(rig):
    async def unavailable(league_ids=None):
        raise ProviderUnavailable("503 Service Unavailable")

    rig.provider.live = unavailable  # type: ignore[method-assign]
    await rig.watcher.poll()
    await rig.watcher.poll()  # backed off: not made
    m = rig.metrics
    assert value(m, "matchday_polls_total", outcome="failed") == 1
    assert value(m, "matchday_poll_duration_seconds_count", outcome="failed") == 1
    assert value(m, "matchday_provider_errors_total", kind="unavailable") == 1
    assert value(m, "matchday_polls_total", outcome="skipped") == 1
    assert value(m, "matchday_provider_last_success_timestamp_seconds") == 0


async def test_a_429_is_a_failed_send_and_a_rate_limit_of_its_platform(rig):
    rig.follow("c", "team", HOME)
    rig.adapter.fail["c"] = SendError("429 Too Many Requests", retry_after=30)
    await goal(rig)
    m = rig.metrics
    # the kick-off met the 429; the channel then waits out its 30 s, the goal behind it
    assert value(m, "matchday_send_rate_limited_total", platform="discord") == 1
    assert value(m, "matchday_sends_total", platform="discord", outcome="failed") == 1
    assert value(m, "matchday_sends_total", platform="discord", outcome="ok") == 0
    assert value(m, "matchday_send_duration_seconds_count", platform="discord") == 1


async def test_a_gone_channel_is_counted_as_such(rig):
    rig.follow("c", "team", HOME)
    rig.adapter.fail["c"] = ChannelGone("Missing Access")
    await goal(rig)
    assert value(rig.metrics, "matchday_sends_total", platform="discord", outcome="channel_gone") >= 1
    assert value(rig.metrics, "matchday_send_rate_limited_total", platform="discord") == 0


def test_two_metrics_objects_in_one_process_do_not_collide():
    a, b = Metrics(["console"]), Metrics(["console"])
    a.poll_skipped()
    assert value(a, "matchday_polls_total", outcome="skipped") == 1
    assert value(b, "matchday_polls_total", outcome="skipped") == 0
