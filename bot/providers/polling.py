"""How often to poll: the configured interval, never faster than the provider updates, and slow enough
that the remaining daily and per-minute quota lasts until the last followed match ends."""

from __future__ import annotations

from dataclasses import dataclass

MATCH_SECONDS = 2 * 3600 + 15 * 60  # kick-off to full time, with half-time and stoppages (extra time aside)
LIVE_ALERTS_LIMIT = 300.0  # slower than this, alerts are no longer "live"


@dataclass(frozen=True, slots=True)
class PollPlan:
    interval: float
    sustainable: bool
    reason: str


def plan_interval(
    configured: float,
    update_seconds: float,
    *,
    remaining_day: int | None = None,
    per_minute: int | None = None,
    seconds_left: float = 0.0,
    calls_per_poll: float = 1.0,
    floor: float | None = None,
) -> PollPlan:
    """`update_seconds` is how often the provider's data changes (its plugin says); `floor`, when 0 or more,
    overrides it (tests and local mock servers)."""
    floor = update_seconds if floor is None or floor < 0 else floor
    interval = max(configured, floor)
    if configured >= floor:
        reason = f"every {interval:g} s, as configured"
    else:
        reason = f"every {interval:g} s: the provider updates no faster"
    if per_minute:
        minute_floor = 60.0 * calls_per_poll / per_minute
        if minute_floor > interval:
            interval, reason = (
                minute_floor,
                f"every {minute_floor:g} s to stay under {per_minute} calls a minute",
            )
    if remaining_day is not None and seconds_left > 0:
        needed = seconds_left / interval * calls_per_poll
        if needed > remaining_day:
            stretched = seconds_left * calls_per_poll / max(remaining_day, 1)
            interval = stretched
            reason = (
                f"every {stretched:.0f} s: {remaining_day} calls left today must last "
                f"{seconds_left / 3600:.1f} h of live matches"
            )
    sustainable = interval <= LIVE_ALERTS_LIMIT
    if not sustainable:
        reason = (
            f"the plan cannot sustain live polling ({reason}); alerts would arrive minutes late. "
            "Upgrade the plan or follow fewer matches"
        )
    return PollPlan(interval, sustainable, reason)
