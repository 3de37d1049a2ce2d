"""/live: live and today's matches with score and minute, from the store.

A live match is shown as live only while its stored snapshot is recent: a bot that stopped polling (or a
`matchday ask` over yesterday's database) shows what it last knew, and how old that is, never "Live now".
"""

from __future__ import annotations

from datetime import timedelta

from bot.commands.context import Context
from bot.core.invocation import Invocation
from bot.core.markup import literal, moment
from bot.core.reply import Card, Field, Reply
from bot.core.tree import CommandTree
from bot.providers.model import MatchSnapshot, Status
from bot.store.matches import stored_matches

_STATE = {
    Status.HALF_TIME: "HT",
    Status.FINISHED: "FT",
    Status.FINISHED_AET: "AET",
    Status.FINISHED_PENALTIES: "FT (pens)",
    Status.POSTPONED: "postponed",
    Status.CANCELLED: "cancelled",
    Status.ABANDONED: "abandoned",
    Status.SUSPENDED: "suspended",
    Status.INTERRUPTED: "interrupted",
}
# A snapshot is stored again only when it changes, so a live one this old means polling has stopped. In
# play the minute moves at every poll (a tight quota polls every few minutes); a break or an interruption
# may change nothing for a quarter of an hour.
FRESH_IN_PLAY = timedelta(minutes=15)
FRESH_IN_BREAK = timedelta(minutes=30)
_BREAKS = {
    Status.HALF_TIME,
    Status.EXTRA_TIME_BREAK,
    Status.EXTRA_TIME_HALF_TIME,
    Status.SUSPENDED,
    Status.INTERRUPTED,
}


def is_fresh(snap: MatchSnapshot, age: timedelta) -> bool:
    return age <= (FRESH_IN_BREAK if snap.status in _BREAKS else FRESH_IN_PLAY)


def ago(age: timedelta) -> str:
    """ "12 min ago", "3 h ago", "2 days ago": how old stored data is, as a fan would say it."""
    minutes = int(age.total_seconds() // 60)
    if minutes < 120:
        return f"{minutes} min ago"
    if minutes < 48 * 60:
        return f"{minutes // 60} h ago"
    return f"{minutes // (24 * 60)} days ago"


def match_line(s: MatchSnapshot, ctx: Context) -> str:
    """One match: minute or state (or kick-off time), teams and score, and the competition."""
    home, away = literal(s.home.name), literal(s.away.name)
    competition = f"  · {literal(s.competition.name)}"
    if s.status is Status.SCHEDULED:
        # Each reader sees the kick-off in their own zone (and how far off it is) where the platform can.
        return f"{moment(s.kickoff, ctx.timezone, relative=True)}  {home} v {away}{competition}"
    state = _STATE.get(s.status) or (str(s.minute) if s.minute else "live")
    pens = f" (pens {s.penalties})" if s.penalties else ""
    return f"{state}  {home} {s.score}{pens} {away}{competition}"


def sections(matches: list[tuple[MatchSnapshot, float]], ctx: Context) -> list[tuple[str, list[str]]]:
    """(heading, lines): live now, live when last heard of (with how long ago), and today's others."""
    now, today = ctx.wall_clock(), ctx.clock().astimezone(ctx.timezone).date()
    live: list[str] = []
    last_known: list[str] = []
    todays: list[str] = []
    for snap, stored_at in matches:
        age = timedelta(seconds=max(0.0, now - stored_at))
        if snap.status.is_live and is_fresh(snap, age):
            live.append(match_line(snap, ctx))
        elif snap.status.is_live:
            last_known.append(f"{match_line(snap, ctx)} (updated {ago(age)})")
        elif snap.kickoff.astimezone(ctx.timezone).date() == today:
            todays.append(match_line(snap, ctx))
    return [("Live now", live), ("Last known", last_known), ("Today", todays)]


def register(tree: CommandTree) -> None:
    @tree.command("live", "Live matches and today's fixtures, with score and minute.")
    async def live(ctx: Context, inv: Invocation) -> Reply:
        matches = await ctx.require_store().run(stored_matches)
        fields = tuple(
            Field(heading, "\n".join(lines), inline=False) for heading, lines in sections(matches, ctx) if lines
        )
        if not fields:
            return Reply(text="No matches live or scheduled today in what I follow.")
        # Discord and Slack show each reader the times in their own zone; the console uses ours.
        return Reply(card=Card(title="Matches", fields=fields, footer="Kick-off times in your time zone"))
