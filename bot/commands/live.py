"""/live: live and today's matches with score and minute, from the store."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.invocation import Invocation
from bot.core.markup import literal, moment
from bot.core.reply import Card, Field, Reply
from bot.core.tree import CommandTree
from bot.providers.model import MatchSnapshot, Status
from bot.store.matches import all_snapshots

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
    Status.AWARDED: "awarded",
}


def match_line(s: MatchSnapshot, ctx: Context) -> str:
    home, away = literal(s.home.name), literal(s.away.name)
    if s.status is Status.SCHEDULED:
        # Each reader sees the kick-off in their own zone (and how far off it is) where the platform can.
        return f"{moment(s.kickoff, ctx.timezone, relative=True)}  {home} v {away}"
    state = _STATE.get(s.status) or (str(s.minute) if s.minute else "live")
    pens = f" (pens {s.penalties})" if s.penalties else ""
    return f"{state:>6}  {home} {s.score}{pens} {away}"


def register(tree: CommandTree) -> None:
    @tree.command("live", "Live matches and today's fixtures, with score and minute.")
    async def live(ctx: Context, inv: Invocation) -> Reply:
        snaps = await ctx.require_store().run(all_snapshots)
        today = ctx.clock().astimezone(ctx.timezone).date()
        now_live = [s for s in snaps if s.status.is_live]
        todays = [
            s for s in snaps if not s.status.is_live and s.kickoff.astimezone(ctx.timezone).date() == today
        ]
        sections: list[tuple[str, list[MatchSnapshot]]] = [("Live now", now_live), ("Today", todays)]
        lines, fields = [], []
        for heading, group in sections:
            if not group:
                continue
            body = "\n".join(f"{match_line(s, ctx)}  · {literal(s.competition.name)}" for s in group)
            lines.append(f"{heading}\n{body}")
            fields.append(Field(heading, "\n".join(match_line(s, ctx) for s in group), inline=False))
        if not lines:
            return Reply(text="No matches live or scheduled today in what I follow.")
        return Reply(
            text="\n\n".join(lines),
            # Discord and Slack show each reader the times in their own zone; the console (text) uses ours.
            card=Card(title="Matches", fields=tuple(fields), footer="Kick-off times in your time zone"),
        )
