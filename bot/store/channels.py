"""Per-channel options: spoiler mode, the goal confirm delay and the language; and channels the bot can no
longer post in.

A channel that answers "missing access" (or the like) `GONE_LIMIT` times in a row is paused with the reason,
never unsubscribed: fan-out skips it, /following shows why, and /follow resumes it once access is fixed.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from bot.store.sql import Db

GONE_LIMIT = 3  # "missing access" / "unknown channel" this many times in a row: the channel is paused


@dataclass(frozen=True, slots=True)
class ChannelOptions:
    spoiler: bool = False
    confirm_delay: float = 0.0
    language: str = ""  # a catalogue's code ("pt"); "" = the server's or workspace's language, else English
    # the locale the platform last reported for the channel's server ("pt-BR"), or ""
    server_language: str = ""


@dataclass(frozen=True, slots=True)
class Pause:
    """Why and since when (Unix time) alerts to a channel are paused."""

    reason: str
    since: float


def not_paused(alias: str) -> str:
    """SQL condition on a `channel_options` row (joined as `alias`, possibly absent): the channel is not paused.
    Fan-out queries add it so a paused channel gets no new outbox rows."""
    return f"coalesce({alias}.paused_reason, '') = ''"


def get_options(db: Db, platform: str, channel: str) -> ChannelOptions:
    row = db.one(
        """select spoiler, confirm_delay, language, server_language from channel_options
           where platform = ? and channel = ?""",
        [platform, channel],
    )
    if not row:
        return ChannelOptions()
    return ChannelOptions(
        bool(row["spoiler"]),
        float(row["confirm_delay"]),
        str(row["language"] or ""),
        str(row["server_language"] or ""),
    )


def set_options(
    db: Db,
    platform: str,
    channel: str,
    *,
    spoiler: bool | None = None,
    confirm_delay: float | None = None,
    language: str | None = None,
) -> ChannelOptions:
    current = get_options(db, platform, channel)
    row = {
        "platform": platform,
        "channel": channel,
        "spoiler": int(current.spoiler if spoiler is None else spoiler),
        "confirm_delay": float(current.confirm_delay if confirm_delay is None else confirm_delay),
        "language": current.language if language is None else language,
    }
    with db.transaction():
        db.upsert("channel_options", [row | {"gone_count": 0}], pk=("platform", "channel"))
    return get_options(db, platform, channel)


def remember_server_language(db: Db, platform: str, channel: str, locale: str) -> ChannelOptions:
    """Note the server's locale as a command from the channel carried it (a Discord interaction's guild_locale),
    so alerts, which no one asked for, read in it too. Written only when it changed. Returns the options."""
    current = get_options(db, platform, channel)
    if not locale or locale == current.server_language:
        return current
    db.execute(
        """insert into channel_options (platform, channel, spoiler, confirm_delay, server_language)
           values (?, ?, 0, 0, ?)
           on conflict (platform, channel) do update set server_language = excluded.server_language""",
        [platform, channel, locale],
    )
    return get_options(db, platform, channel)


def options_of(db: Db, channels: list[tuple[str, str]]) -> dict[tuple[str, str], ChannelOptions]:
    """The options of these (platform, channel)s that have any, read by key: what a claim of the sender
    needs (spoiler and language) for the channels it is about to send to, never the whole table."""
    found: dict[tuple[str, str], ChannelOptions] = {}
    by_platform: dict[str, list[str]] = {}
    for platform, channel in channels:
        by_platform.setdefault(platform, []).append(channel)
    for platform, names in by_platform.items():
        for start in range(0, len(names), 500):  # well under either engine's limit of bound parameters
            part = names[start : start + 500]
            rows = db.execute(
                f"""select channel, spoiler, confirm_delay, language, server_language from channel_options
                    where platform = ? and channel in ({", ".join("?" * len(part))})""",
                [platform, *part],
            ).fetchall()
            for channel, spoiler, delay, language, server in rows:
                found[(platform, channel)] = ChannelOptions(
                    bool(spoiler), float(delay), str(language or ""), str(server or "")
                )
    return found


def record_gone(db: Db, platform: str, channel: str, reason: str, now: float | None = None) -> bool:
    """Count a "gone" answer; at the limit, pause the channel (its subscriptions stay) and give up its pending
    rows. True once: when the channel becomes paused."""
    now = time.time() if now is None else now
    with db.transaction():
        db.lock_heads(exclusive=False)  # it settles rows: never beside a fan-out deciding heads (outbox.py)
        db.execute(
            """insert into channel_options (platform, channel, spoiler, confirm_delay, gone_count)
               values (?, ?, 0, 0, 1)
               on conflict (platform, channel) do update set gone_count = channel_options.gone_count + 1""",
            [platform, channel],
        )
        count = db.execute(
            "select gone_count from channel_options where platform = ? and channel = ?", [platform, channel]
        ).fetchone()[0]
        if count < GONE_LIMIT:
            return False
        paused = db.execute(
            """update channel_options set paused_reason = ?, paused_at = ?
               where platform = ? and channel = ? and paused_reason = ''""",
            [reason or "no access", now, platform, channel],
        ).rowcount
        db.execute(
            "update outbox set status = 'dead', error = ? where platform = ? and channel = ? and status = 'pending'",
            [f"channel paused: {reason}", platform, channel],
        )
    return paused > 0


def paused(db: Db, platform: str, channel: str) -> Pause | None:
    row = db.execute(
        "select paused_reason, paused_at from channel_options where platform = ? and channel = ?",
        [platform, channel],
    ).fetchone()
    return Pause(row[0], float(row[1])) if row and row[0] else None


def resume(db: Db, platform: str, channel: str) -> Pause | None:
    """Lift a pause (the admin says access is fixed, and the adapter agrees). Returns the pause lifted, if any."""
    with db.transaction():
        lifted = paused(db, platform, channel)
        db.execute(
            """update channel_options set paused_reason = '', paused_at = 0, gone_count = 0
               where platform = ? and channel = ?""",
            [platform, channel],
        )
    return lifted


def record_reachable(db: Db, platform: str, channel: str) -> None:
    db.execute(
        "update channel_options set gone_count = 0 where platform = ? and channel = ? and gone_count > 0",
        [platform, channel],
    )
