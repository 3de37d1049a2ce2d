"""Which server (a Discord guild) each followed channel belongs to, and which channels a sharded process sends
for.

Discord routes a guild's events to one shard: shard = (guild_id >> 22) % shard_count. A bot split over processes
by shard (`[adapters.discord] shard_ids`) lets each process send for its own shards' guilds, so the processes
share the sending without any other coordination. A channel whose server is not known (followed before this
was recorded, or on a platform without servers) is sent by whichever process claims it first.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.sql import Db

SHARD_SHIFT = (
    22  # a Discord snowflake's low bits (worker, process, increment) say nothing of the guild's shard
)


def shard_key(space: str) -> int | None:
    """What a shard is computed from; None for a space that is not a Discord snowflake."""
    return int(space) >> SHARD_SHIFT if space.isdigit() else None


def remember(db: Db, platform: str, channel: str, space: str) -> None:
    """Record the channel's server (called as it is followed; a channel never moves between servers)."""
    key = shard_key(space)
    if key is None:
        return
    db.upsert(
        "channel_spaces",
        [{"platform": platform, "channel": channel, "space": space, "shard_key": key}],
        pk=("platform", "channel"),
    )


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards a process runs on one platform: it sends for their servers, and for channels of no known
    server."""

    platform: str
    count: int
    ids: tuple[int, ...]

    def owns(self, space: str) -> bool:
        key = shard_key(space)
        return key is None or key % self.count in self.ids

    def elsewhere(self, row: str) -> tuple[str, list[object]]:
        """An SQL condition true for an outbox row (`row` is its alias or table name) whose channel belongs to
        another process's shards, and its parameters."""
        marks = ",".join("?" * len(self.ids))
        return (
            f"exists (select 1 from channel_spaces cs where cs.platform = {row}.platform"
            f" and cs.channel = {row}.channel and cs.platform = ? and cs.shard_key % ? not in ({marks}))",
            [self.platform, self.count, *self.ids],
        )
