"""Live scoreboards: one board per match, one post of it per following channel, edited in place.

A board row holds the match's latest state as the alerts side encoded it (`payload`, which the store never
reads), `news` (the same without the match clock) and `version`, which counts changes of `news`: a goal, a card,
a period. A post row is one channel's message of it: the platform's message id once posted, the version and
digest it shows, and when it was last edited. Only the latest state is kept, so a post that fell behind is
brought up to date with one edit, never with a backlog.

A post is due when its board has news it does not show (or, with `clock_every`, only a newer match clock, after
that long), its retry time has come, no other post of its channel was edited within `spacing` seconds or is
being edited, and its channel has no alert waiting (alerts go first, and a goal held for VAR is never shown on
the board before its alert). Claims lease a post with a compare-and-set, so two senders never edit one post at
once; a lease that ran out (the sender died mid-send) marks the post `recovered`: the platform may have it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from bot.store.outbox import CHANNEL, Alert
from bot.store.spaces import Shards
from bot.store.sql import Db
from bot.store.subscriptions import follows, kind_param, wants_alert

KIND = "scoreboard"  # the subscription kind that brings a board (`/follow spurs scoreboard`)
OPEN, CLOSED, DEAD = "open", "closed", "dead"
UNFOLLOWED = (
    "unfollowed"  # its channel stopped following the match mid-match: no more edits, unless it follows again
)


@dataclass(frozen=True, slots=True)
class BoardState:
    """What the alerts side stores for one match's board."""

    match_id: int
    competition_id: int
    home_id: int
    away_id: int
    payload: str
    news: str  # the payload without the match clock: a change here is worth an edit at once
    digest: str  # of the whole payload
    live: bool  # the match is being played: channels that follow it get a post
    final: bool  # the match is over: a post that shows this version is closed for good


@dataclass(frozen=True, slots=True)
class BoardPost:
    """One channel's post of a board, as claimed: the board's state at the moment of the claim."""

    match_id: int
    platform: str
    channel: str
    message_ref: str  # "": not posted yet
    attempts: int
    recovered: bool  # its lease ran out mid-send: the platform may have the post already
    version: int
    digest: str
    payload: str
    final: bool
    updated_at: float  # when the board last changed


def match_alerts(db: Db, match_id: int) -> list[Alert]:
    """Every alert stored for a match, in the order they were detected (a board is folded from them)."""
    rows = db.execute("select payload from alerts where match_id = ? order by rowid", [match_id]).fetchall()
    return [Alert.from_json(text) for (text,) in rows]


def _board_exists(db: Db, match_id: int) -> bool:
    return db.execute("select 1 from scoreboards where match_id = ?", [match_id]).fetchone() is not None


def _followers(competition_id: int, home_id: int, away_id: int) -> dict[str, object]:
    return {"competition": competition_id, "home": home_id, "away": away_id, "kind": kind_param(KIND)}


def wanted(db: Db, match_id: int, competition_id: int, teams: tuple[int, int], live: bool) -> bool:
    """Whether a match has a board to keep: one exists already, or the match is being played and a channel
    follows it for its scoreboard (a match nobody wants a board of costs one lookup)."""
    if _board_exists(db, match_id):
        return True
    if not live:
        return False
    row = db.execute(
        f"""select 1 from subscriptions s
            left join channel_options o on o.platform = s.platform and o.channel = s.channel
            where {wants_alert("s", "o")} limit 1""",
        _followers(competition_id, *teams),
    ).fetchone()
    return row is not None


_SAVE = """insert into scoreboards (match_id, payload, news, digest, version, final, updated_at, news_at)
           values (?, ?, ?, ?, 1, ?, ?, ?)
           on conflict (match_id) do update set payload = excluded.payload, digest = excluded.digest,
             version = scoreboards.version + (case when scoreboards.news = excluded.news then 0 else 1 end),
             news_at = case when scoreboards.news = excluded.news then scoreboards.news_at
                            else excluded.news_at end,
             news = excluded.news, final = excluded.final, updated_at = excluded.updated_at
           where scoreboards.digest <> excluded.digest"""
# A posted board whose news is newer than its channel's goal confirm delay shows nothing new yet, not even the
# clock (the payload carries the news): a goal held for VAR in the channel's alerts is held on its board too.
# The first post (at kick-off) is not held, as the kick-off alert is not.
_HELD = "p.message_ref <> '' and coalesce(o.confirm_delay, 0) > 0 and b.news_at + o.confirm_delay > {now}"
# Every channel that follows the match for its scoreboard gets one post (a channel following both teams, or
# a team and the competition, still one: the primary key), the way the outbox fans an alert out.
_POSTS = f"""insert into scoreboard_posts (match_id, platform, channel, message_ref, status, shown_version,
               shown_digest, edited_at, not_before, lease_until, attempts, error, created_at)
             select distinct :match, s.platform, s.channel, '', '{OPEN}', 0, '', 0, 0, 0, 0, '', :now
             from subscriptions s
             left join channel_options o on o.platform = s.platform and o.channel = s.channel
             where {wants_alert("s", "o")}
             on conflict (match_id, platform, channel) do update set status = '{OPEN}'
             where scoreboard_posts.status = '{UNFOLLOWED}'"""
# A post whose channel no longer follows the match for its scoreboard (`/unfollow` mid-match) is edited no more;
# a pause stops a board only while it lasts (the post is left open). Parameters: _followers(...), match, now.
_UNFOLLOWED = f"""update scoreboard_posts set status = '{UNFOLLOWED}'
                  where match_id = :match and status = '{OPEN}' and lease_until < :now
                    and not exists (select 1 from subscriptions s
                                    where s.platform = scoreboard_posts.platform
                                      and s.channel = scoreboard_posts.channel
                                      and {follows("s")})"""


def save(db: Db, state: BoardState, now: float | None = None) -> bool:
    """Store a board's latest state (a new version when its news changed) and, while the match is played, a
    post for each channel that follows it and has none. True when a post may have become due."""
    now = time.time() if now is None else now
    with db.transaction():
        changed = db.execute(
            _SAVE, [state.match_id, state.payload, state.news, state.digest, int(state.final), now, now]
        ).rowcount
        added = 0
        followers = {
            **_followers(state.competition_id, state.home_id, state.away_id),
            "match": state.match_id,
        }
        db.execute(_UNFOLLOWED, {**followers, "now": now})
        if state.live:
            added = db.execute(_POSTS, {**followers, "now": now}).rowcount
        if changed or added:
            db.notify(CHANNEL)  # senders of other processes claim boards when woken for the outbox
    return bool(changed or added)


# A post is due (see the module's docstring). Boards with news (a goal, a card, a period) go before boards
# whose minute alone moved: when the platform's budget is short, the clock is what waits. Parameters:
# platform, now, now (its lease), clock_every twice (-1: never), now, now (the confirm delay); now, spacing,
# now (the channel's other posts); the shards' condition's; the limit.
_DUE = f"""select p.match_id, p.channel, p.message_ref, p.attempts, p.lease_until, b.version, b.digest,
                  b.payload, b.final, b.updated_at
           from scoreboard_posts p join scoreboards b on b.match_id = p.match_id
           left join channel_options o on o.platform = p.platform and o.channel = p.channel
           where p.platform = ? and p.status = '{OPEN}' and p.not_before <= ? and p.lease_until < ?
             and (p.shown_version < b.version
                  or (? >= 0 and p.shown_digest <> b.digest and p.edited_at + ? <= ?))
             and not (p.shown_version < b.version and {_HELD.format(now="?")})
             and not exists (select 1 from scoreboard_posts q
                             where q.platform = p.platform and q.channel = p.channel
                               and (q.edited_at > ? - ? or q.lease_until >= ?))
             and not exists (select 1 from outbox e indexed by outbox_unsent
                             where e.platform = p.platform and e.channel = p.channel
                               and e.status in ('pending', 'sending')){{mine}}
           order by case when p.shown_version < b.version then 0 else 1 end,
                    p.not_before, b.updated_at, p.match_id, p.channel
           limit ?"""


def claim(
    db: Db,
    platform: str,
    *,
    limit: int,
    spacing: float,
    clock_every: float | None,
    lease_seconds: float = 30.0,
    now: float | None = None,
    shards: Shards | None = None,
) -> list[BoardPost]:
    """Lease up to `limit` due posts of `platform`, at most one per channel, each with its board's latest state."""
    now = time.time() if now is None else now
    every = -1.0 if clock_every is None else clock_every
    mine, params = ("", []) if shards is None else shards.elsewhere("p")
    sql = _DUE.format(mine=f" and not {mine}" if mine else "")
    rows = db.execute(
        sql, [platform, now, now, every, every, now, now, now, spacing, now, *params, limit * 2]
    ).fetchall()
    taken: list[BoardPost] = []
    channels: set[str] = set()
    with db.transaction():
        for match_id, channel, ref, attempts, lease, version, digest, payload, final, updated in rows:
            if channel in channels or len(taken) >= limit:
                continue
            got = db.execute(
                "update scoreboard_posts set lease_until = ? where match_id = ? and platform = ? and channel = ? "
                "and lease_until < ? and status = ?",
                [now + lease_seconds, match_id, platform, channel, now, OPEN],
            ).rowcount
            if got:  # another sender's claim may have taken it since it was read
                channels.add(channel)
                taken.append(
                    BoardPost(
                        int(match_id), platform, channel, ref, int(attempts), float(lease) > 0,
                        int(version), digest, payload, bool(final), float(updated),
                    )
                )  # fmt: skip
    return taken


def _key(post: BoardPost) -> list[object]:
    return [post.match_id, post.platform, post.channel]


def shown(db: Db, post: BoardPost, message_ref: str, now: float | None = None) -> None:
    """The post now shows the state it was claimed with; a final state closes it for good."""
    now = time.time() if now is None else now
    with db.transaction():
        db.execute(
            "update scoreboard_posts set message_ref = ?, shown_version = ?, shown_digest = ?, edited_at = ?, "
            "lease_until = 0, attempts = 0, error = '', status = ? "
            "where match_id = ? and platform = ? and channel = ?",
            [message_ref, post.version, post.digest, now, CLOSED if post.final else OPEN, *_key(post)],
        )


def release(db: Db, post: BoardPost, not_before: float) -> None:
    """Give a claimed post back untried (pacing said wait)."""
    with db.transaction():
        db.execute(
            "update scoreboard_posts set lease_until = 0, not_before = ? where match_id = ? and platform = ? "
            "and channel = ?",
            [not_before, *_key(post)],
        )


def retry(db: Db, post: BoardPost, error: str, delay: float, now: float | None = None) -> None:
    """A failed attempt: tried again after `delay` (the platform's Retry-After, or a back-off)."""
    now = time.time() if now is None else now
    with db.transaction():
        db.execute(
            "update scoreboard_posts set lease_until = 0, not_before = ?, attempts = attempts + 1, error = ? "
            "where match_id = ? and platform = ? and channel = ?",
            [now + delay, error, *_key(post)],
        )


def give_up(db: Db, post: BoardPost, reason: str) -> None:
    with db.transaction():
        db.execute(
            f"update scoreboard_posts set status = '{DEAD}', lease_until = 0, error = ? "
            "where match_id = ? and platform = ? and channel = ?",
            [reason, *_key(post)],
        )


def next_due(
    db: Db,
    platform: str,
    *,
    spacing: float,
    clock_every: float | None,
    now: float | None = None,
    shards: Shards | None = None,
) -> float | None:
    """When the earliest post of `platform` with something to show may go (None: nothing to show, or only
    posts that an alert or an edit under way holds: those wake the sender when they settle). Posts with news
    are read first, so however many boards wait on their clock, a goal's edit is never beyond the rows read."""
    now = time.time() if now is None else now
    mine, params = ("", []) if shards is None else shards.elsewhere("p")
    rows = db.execute(
        f"""select p.not_before, p.lease_until, p.edited_at, p.shown_version < b.version,
                   (select max(q.edited_at) from scoreboard_posts q
                    where q.platform = p.platform and q.channel = p.channel),
                   (select max(q.lease_until) from scoreboard_posts q
                    where q.platform = p.platform and q.channel = p.channel),
                   case when p.message_ref <> '' and coalesce(o.confirm_delay, 0) > 0
                        then b.news_at + o.confirm_delay else 0 end
            from scoreboard_posts p join scoreboards b on b.match_id = p.match_id
            left join channel_options o on o.platform = p.platform and o.channel = p.channel
            where p.platform = ? and p.status = '{OPEN}' and p.shown_digest <> b.digest
              and not exists (select 1 from outbox e indexed by outbox_unsent
                              where e.platform = p.platform and e.channel = p.channel
                                and e.status in ('pending', 'sending'))
              {f"and not {mine}" if mine else ""}
            order by case when p.shown_version < b.version then 0 else 1 end, p.not_before limit 500""",
        [platform, *params],
    ).fetchall()
    due: float | None = None
    for not_before, _lease, edited, news, channel_edited, channel_lease, settled in rows:
        if float(channel_lease) >= now or (not news and clock_every is None):
            continue  # an edit under way in the channel wakes the sender when it ends
        # News waits out the channel's goal confirm delay, as its alerts do; the clock alone, its interval.
        ready = float(settled) if news else float(edited) + (clock_every or 0.0)
        at = max(float(not_before), float(channel_edited) + spacing, ready)
        due = at if due is None else min(due, at)
    return due


def unshown(db: Db, platforms: list[str]) -> int:
    """Open posts of these platforms with news they do not show yet (a stepped replay waits for them)."""
    if not platforms:
        return 0
    marks = ",".join("?" * len(platforms))
    return int(
        db.execute(
            f"""select count(*) from scoreboard_posts p join scoreboards b on b.match_id = p.match_id
                where p.status = '{OPEN}' and p.shown_version < b.version and p.platform in ({marks})""",
            platforms,
        ).fetchone()[0]
    )


def post_of(db: Db, match_id: int, platform: str, channel: str) -> dict[str, object] | None:
    """One post's row (tests, and an operator's look at one channel)."""
    return db.one(
        "select * from scoreboard_posts where match_id = ? and platform = ? and channel = ?",
        [match_id, platform, channel],
    )


def forget(db: Db, keep_seconds: float, now: float | None = None) -> int:
    """Boards not changed for `keep_seconds` (matches long over, or that vanished from the provider), and
    their posts: `bot.store.prune`'s horizon. Returns the rows deleted."""
    cutoff = (time.time() if now is None else now) - keep_seconds
    with db.transaction():
        old = "select match_id from scoreboards where updated_at < ?"
        posts = db.execute(f"delete from scoreboard_posts where match_id in ({old})", [cutoff]).rowcount
        boards = db.execute("delete from scoreboards where updated_at < ?", [cutoff]).rowcount
    return posts + boards
