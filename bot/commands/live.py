"""/live: live and today's matches with score and minute, from the store.

A live match is shown as live only while its stored snapshot is recent: a bot that stopped polling (or a
`matchday ask` over yesterday's database) shows what it last knew, and how old that is, never "Live now".
"""

from __future__ import annotations

from datetime import timedelta

from bot.alerts.format import SCORE_NOT_KNOWN
from bot.commands.context import Context
from bot.core.invocation import Invocation
from bot.core.markup import literal, moment
from bot.core.reply import Card, Field, Reply
from bot.core.tree import CommandTree
from bot.i18n import IN_ENGLISH, N_, Translator
from bot.providers.model import MatchSnapshot, Status
from bot.store.matches import stored_matches

_STATE = {
    Status.HALF_TIME: N_("HT"),
    Status.FINISHED: N_("FT"),
    Status.FINISHED_AET: N_("AET"),
    Status.FINISHED_PENALTIES: N_("FT (pens)"),
    Status.POSTPONED: N_("postponed"),
    Status.CANCELLED: N_("cancelled"),
    Status.ABANDONED: N_("abandoned"),
    Status.SUSPENDED: N_("suspended"),
    Status.INTERRUPTED: N_("interrupted"),
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


def ago(age: timedelta, _: Translator = IN_ENGLISH) -> str:
    """ "12 min ago", "3 h ago", "2 days ago": how old stored data is, as a fan would say it."""
    minutes = int(age.total_seconds() // 60)
    if minutes < 120:
        return _("{minutes} min ago", minutes=minutes)
    if minutes < 48 * 60:
        return _("{hours} h ago", hours=minutes // 60)
    return _.ngettext("{n} day ago", "{n} days ago", minutes // (24 * 60))


def match_line(s: MatchSnapshot, ctx: Context, _: Translator = IN_ENGLISH) -> str:
    """One match: minute or state (or kick-off time), teams and score, and the competition."""
    home, away = literal(s.home.name), literal(s.away.name)
    competition = f"  · {literal(s.competition.name)}"
    if s.status is Status.SCHEDULED:
        # Each reader sees the kick-off in their own zone (and how far off it is) where the platform can.
        teams = _("{home} v {away}", home=home, away=away)
        return f"{moment(s.kickoff, ctx.timezone, relative=True)}  {teams}{competition}"
    state = _(_STATE[s.status]) if s.status in _STATE else (str(s.minute) if s.minute else _("live"))
    if not s.score_known:  # the provider gives no score yet: its placeholder is no 0-0
        return f"{state}  {_('{home} v {away}', home=home, away=away)} {_(SCORE_NOT_KNOWN)}{competition}"
    pens = " " + _("(pens {penalties})", penalties=str(s.penalties)) if s.penalties else ""
    return f"{state}  {home} {s.score}{pens} {away}{competition}"


def sections(
    matches: list[tuple[MatchSnapshot, float]], ctx: Context, _: Translator = IN_ENGLISH
) -> list[tuple[str, list[str]]]:
    """(heading, lines): live now, live when last heard of (with how long ago), and today's others."""
    now, today = ctx.wall_clock(), ctx.clock().astimezone(ctx.timezone).date()
    live: list[str] = []
    last_known: list[str] = []
    todays: list[str] = []
    for snap, stored_at in matches:
        age = timedelta(seconds=max(0.0, now - stored_at))
        if snap.status.is_live and is_fresh(snap, age):
            live.append(match_line(snap, ctx, _))
        elif snap.status.is_live:
            updated = _("(updated {ago})", ago=ago(age, _))
            last_known.append(f"{match_line(snap, ctx, _)} {updated}")
        elif snap.kickoff.astimezone(ctx.timezone).date() == today:
            todays.append(match_line(snap, ctx, _))
    return [(_("Live now"), live), (_("Last known"), last_known), (_("Today"), todays)]


def register(tree: CommandTree) -> None:
    @tree.command("live", N_("Live matches and today's fixtures, with score and minute."))
    async def live(ctx: Context, inv: Invocation) -> Reply:
        matches = await ctx.require_store().run(stored_matches)
        _ = await ctx.translator(inv)
        fields = tuple(
            Field(heading, "\n".join(lines), inline=False)
            for heading, lines in sections(matches, ctx, _)
            if lines
        )
        if not fields:
            return Reply(text=_("No matches live or scheduled today in what I follow."))
        # Discord and Slack show each reader the times in their own zone; the console uses ours.
        return Reply(
            card=Card(title=_("Matches"), fields=fields, footer=_("Kick-off times in your time zone"))
        )
