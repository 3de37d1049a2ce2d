"""Which channels follow which teams and competitions, and for which alert kinds."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from bot.store import spaces
from bot.store.channels import not_paused
from bot.store.sql import Db

ALL_KINDS = ("goals", "var", "red-cards", "kick-off", "half-time", "full-time")
OPTIONAL_KINDS = ("yellow-cards", "line-ups", "scoreboard")
# Kinds that add to what a channel already takes from a target instead of replacing it: the scoreboard is a
# display beside the alerts, so `/follow spurs scoreboard` in a channel with Spurs' goals keeps the goals.
ADDED_KINDS = ("scoreboard",)


def kinds_after(current: tuple[str, ...] | None, named: tuple[str, ...]) -> tuple[str, ...]:
    """What a channel takes from a target after `/follow target <named kinds>`, given what it took before
    (None: it did not follow it). Named kinds replace the old ones, unless they are all ADDED_KINDS."""
    if current and named and set(named) <= set(ADDED_KINDS):
        return current + tuple(k for k in named if k not in current)
    return named


@dataclass(frozen=True, slots=True)
class Subscription:
    platform: str
    channel: str
    target_kind: str  # "team" or "competition"
    target_id: int
    target_name: str
    kinds: tuple[str, ...]


def follow(
    db: Db,
    platform: str,
    channel: str,
    target_kind: str,
    target_id: int,
    target_name: str,
    kinds: tuple[str, ...] = ALL_KINDS,
    created_by: str = "",
    space: str = "",
) -> bool:
    """Add or update a subscription (and remember the channel's server, `space`). Returns True when it is
    new."""
    existing = db.one(
        "select id from subscriptions where platform = ? and channel = ? and target_kind = ? and target_id = ?",
        [platform, channel, target_kind, target_id],
    )
    row = {
        "platform": platform,
        "channel": channel,
        "target_kind": target_kind,
        "target_id": target_id,
        "target_name": target_name,
        "kinds": json.dumps(list(kinds)),
        "created_by": created_by,
        "created_at": time.time(),
    }
    with db.transaction():
        if space:
            spaces.remember(db, platform, channel, space)
        if existing:
            db.execute(
                "update subscriptions set kinds = ?, target_name = ? where id = ?",
                [row["kinds"], target_name, existing["id"]],
            )
            return False
        db.insert("subscriptions", row)
    return True


def unfollow(db: Db, platform: str, channel: str, target_kind: str, target_id: int) -> bool:
    with db.transaction():
        cur = db.execute(
            "delete from subscriptions where platform = ? and channel = ? and target_kind = ? and target_id = ?",
            [platform, channel, target_kind, target_id],
        )
    return cur.rowcount > 0


def for_channel(db: Db, platform: str, channel: str) -> list[Subscription]:
    return [
        _row(r)
        for r in db.query(
            "select * from subscriptions where platform = ? and channel = ? order by target_kind, target_name",
            [platform, channel],
        )
    ]


def wants_alert(sub: str, options: str) -> str:
    """SQL condition: the one statement of which channels get an alert. Subscription row `sub` follows the
    alert's competition (:competition) or one of its teams (:home, :away), takes its kind (:kind, bound with
    `kind_param`), and its channel (options left-joined as `options`) is not paused. The outbox's fan-out
    and `channels_for` both select with it, so they cannot disagree."""
    return f"""{follows(sub)} and {not_paused(options)}"""


def follows(sub: str) -> str:
    """SQL condition: subscription row `sub` follows the match's competition (:competition) or one of its teams
    (:home, :away) for this kind (:kind), paused or not."""
    return f"""(({sub}.target_kind = 'competition' and {sub}.target_id = :competition)
                or ({sub}.target_kind = 'team' and {sub}.target_id in (:home, :away)))
               and instr({sub}.kinds, :kind) > 0"""


def kind_param(kind: str) -> str:
    """`kinds` is stored as a JSON list of names: `wants_alert` looks for the name with its quotes, so a kind
    never matches inside another kind's name."""
    return json.dumps(kind)


def channels_for(db: Db, competition_id: int, team_ids: tuple[int, int], kind: str) -> list[tuple[str, str]]:
    """Every (platform, channel) that wants this kind of alert for this match (home and away team ids), each
    once, in the order they first followed it; paused channels are left out."""
    home, away = team_ids
    rows = db.execute(
        f"""select s.platform, s.channel from subscriptions s
            left join channel_options o on o.platform = s.platform and o.channel = s.channel
            where {wants_alert("s", "o")}
            group by s.platform, s.channel order by min(s.id)""",
        {"competition": competition_id, "home": home, "away": away, "kind": kind_param(kind)},
    ).fetchall()
    return [(platform, channel) for platform, channel in rows]


def channels_on(db: Db, platform: str) -> list[str]:
    """Every channel of `platform` that follows something, oldest follow first."""
    rows = db.execute(
        "select channel from subscriptions where platform = ? group by channel order by min(created_at)",
        [platform],
    )
    return [r[0] for r in rows]


def followed_ids(db: Db) -> tuple[set[int], set[int]]:
    """(competition ids, team ids) that anyone follows: what the poller needs to watch."""
    comps: set[int] = set()
    teams: set[int] = set()
    for kind, target in db.execute("select distinct target_kind, target_id from subscriptions").fetchall():
        (comps if kind == "competition" else teams).add(int(target))
    return comps, teams


def _row(r: dict[str, Any]) -> Subscription:
    return Subscription(
        r["platform"],
        r["channel"],
        r["target_kind"],
        r["target_id"],
        r["target_name"],
        tuple(json.loads(r["kinds"])),
    )
