"""Per-channel options: spoiler mode and the goal confirm delay; and channels that stopped answering."""

from __future__ import annotations

from dataclasses import dataclass

from sqlite_utils import Database
from sqlite_utils.db import NotFoundError

GONE_LIMIT = 3  # "missing access" / "unknown channel" this many times in a row: the channel is dropped


@dataclass(frozen=True, slots=True)
class ChannelOptions:
    spoiler: bool = False
    confirm_delay: float = 0.0


def get_options(db: Database, platform: str, channel: str) -> ChannelOptions:
    try:
        row = db["channel_options"].get((platform, channel))
    except NotFoundError:
        return ChannelOptions()
    return ChannelOptions(bool(row["spoiler"]), float(row["confirm_delay"]))


def set_options(
    db: Database,
    platform: str,
    channel: str,
    *,
    spoiler: bool | None = None,
    confirm_delay: float | None = None,
) -> ChannelOptions:
    current = get_options(db, platform, channel)
    row = {
        "platform": platform,
        "channel": channel,
        "spoiler": int(current.spoiler if spoiler is None else spoiler),
        "confirm_delay": float(current.confirm_delay if confirm_delay is None else confirm_delay),
    }
    with db.conn:
        db["channel_options"].upsert(row | {"gone_count": 0}, pk=("platform", "channel"), alter=False)
    return get_options(db, platform, channel)


def spoiler_channels(db: Database) -> set[tuple[str, str]]:
    return {(p, c) for p, c in db.execute("select platform, channel from channel_options where spoiler = 1")}


def record_gone(db: Database, platform: str, channel: str, reason: str) -> bool:
    """Count a "gone" answer; at the limit, drop the channel's subscriptions. True when it was dropped."""
    with db.conn:
        db.execute(
            """insert into channel_options (platform, channel, spoiler, confirm_delay, gone_count)
               values (?, ?, 0, 0, 1) on conflict(platform, channel) do update set gone_count = gone_count + 1""",
            [platform, channel],
        )
        count = db.execute(
            "select gone_count from channel_options where platform = ? and channel = ?", [platform, channel]
        ).fetchone()[0]
        if count < GONE_LIMIT:
            return False
        dropped = db.execute(
            "delete from subscriptions where platform = ? and channel = ?", [platform, channel]
        ).rowcount
        db.execute(
            "update outbox set status = 'dead', error = ? where platform = ? and channel = ? and status = 'pending'",
            [f"channel dropped: {reason}", platform, channel],
        )
    return dropped > 0  # True once: when the subscriptions actually went


def record_reachable(db: Database, platform: str, channel: str) -> None:
    db.execute(
        "update channel_options set gone_count = 0 where platform = ? and channel = ? and gone_count > 0",
        [platform, channel],
    )
