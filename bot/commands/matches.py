"""/next, /fixtures, /results and /scorers: from what the scheduler last read for the followed teams and
competitions (`bot.store.calendar`); a handler never calls the provider."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo, literal, moment
from bot.core.reply import Card, Field, Reply, Table
from bot.core.tree import Argument, CommandTree
from bot.names import Named, resolve
from bot.providers.model import MatchSnapshot, Status, TopScorers
from bot.store import calendar
from bot.store import names as name_store
from bot.store import subscriptions as subs

DAYS = 7  # what /fixtures and /results show when no number of days is given
AHEAD_DAYS, BEHIND_DAYS = calendar.AHEAD.days, calendar.BEHIND.days  # as far as the scheduler reads
LISTED = 10  # matches a reply lists (a Discord embed holds 25 fields; a chat message should stay short)
SCORERS = 10
LIVE_FOR = timedelta(hours=3)  # a match that kicked off this recently may still be on: a fixture, not a result


@dataclass(frozen=True, slots=True)
class Targets:
    """Whom a reply is about: a named team or competition, or what the channel follows."""

    teams: set[int]
    competitions: set[int]
    label: str
    named: bool  # typed by the fan (else: the channel's follows)


async def _targets(ctx: Context, inv: Invocation, text: str) -> Targets:
    store = ctx.require_store()
    if text.strip():
        found: Named | None = resolve(text, ids=ctx.alias_ids) or await store.run(name_store.find_name, text)
        if found is None:
            raise UserError(f"I don't know a team or competition called {echo(text)}; try its full name.")
        teams = {found.id} if found.kind == "team" else set()
        return Targets(teams, set() if teams else {found.id}, literal(found.name), True)
    followed = await store.run(subs.for_channel, inv.platform, inv.channel)
    if not followed:
        raise UserError(
            f"This channel follows nothing yet: name a team (/{inv.path[0]} spurs), "
            "or an admin can /follow one here."
        )
    return Targets(
        {s.target_id for s in followed if s.target_kind == "team"},
        {s.target_id for s in followed if s.target_kind == "competition"},
        ", ".join(literal(s.target_name) for s in followed),
        False,
    )


def _nothing_stored(targets: Targets, what: str) -> UserError:
    if targets.named:
        return UserError(
            f"I have no {what} for {targets.label}: I read them only for what is followed. An admin can "
            f"/follow it to get them here (they arrive within a minute)."
        )
    return UserError(f"I have no {what} for {targets.label} yet; they arrive within a minute of a /follow.")


async def _none_found(ctx: Context, targets: Targets, what: str, said: str) -> Reply:
    """Nothing in the window asked for: "follow it" when nothing at all is stored for them (nobody follows
    them), else a plain "nothing then"."""
    now, span = ctx.clock(), calendar.AHEAD
    if not await _stored(ctx, targets, now - span, now + span):
        raise _nothing_stored(targets, what)
    return Reply(text=f"{targets.label}: {said}.")


def _number_is_days(inv: Invocation) -> Invocation:
    """`/results 28`: a lone number is the days, for what the channel follows."""
    target = str(inv.args.get("target") or "").strip()
    if target.isdigit() and inv.args.get("days") is None:
        return replace(inv, args={**inv.args, "target": "", "days": int(target)})
    return inv


def _days_said(days: int) -> str:
    return "day" if days == 1 else f"{days} days"


def _days(inv: Invocation, most: int) -> int:
    days = inv.args.get("days")
    if days is None:
        return DAYS
    if not 1 <= int(days) <= most:
        raise UserError(f"days must be from 1 to {most}, not {int(days)}.")
    return int(days)


def _where(match: MatchSnapshot) -> str:
    parts = [literal(match.competition.name)]
    if match.competition.round:
        parts.append(literal(match.competition.round))
    if match.venue:
        parts.append(literal(match.venue))
    return " · ".join(parts)


def _fixture(ctx: Context, match: MatchSnapshot, moved: datetime | None) -> Field:
    when = moment(match.kickoff, ctx.timezone, day=True)
    if match.status is Status.POSTPONED:
        when = f"~~{when}~~ postponed, no new date yet"
    elif match.status is Status.CANCELLED:
        when = f"~~{when}~~ cancelled"
    elif match.status.is_live:  # the score is /live's: this copy may be minutes old
        when += " (kicked off: /live has the score)"
    elif moved is not None:
        when += f" (moved from {moment(moved, ctx.timezone, day=True)})"
    name = f"{literal(match.home.name)} v {literal(match.away.name)}"
    return Field(name, f"{when}\n{_where(match)}", inline=False)


def _result(ctx: Context, match: MatchSnapshot) -> Field:
    score = f"{match.score.home}-{match.score.away}"
    if match.penalties is not None:
        score += f" ({match.penalties.home}-{match.penalties.away} on penalties)"
    elif match.status is Status.FINISHED_AET:
        score += " after extra time"
    if not match.status.is_finished:
        score = {Status.POSTPONED: "postponed", Status.CANCELLED: "cancelled"}.get(match.status, "abandoned")
    name = f"{literal(match.home.name)} {score} {literal(match.away.name)}"
    return Field(name, f"{moment(match.kickoff, ctx.timezone, day=True)}\n{_where(match)}", inline=False)


async def _stored(
    ctx: Context, targets: Targets, start: datetime, end: datetime
) -> list[tuple[MatchSnapshot, datetime | None]]:
    return await ctx.require_store().run(
        calendar.matches_between, start, end, teams=targets.teams, competitions=targets.competitions
    )


def _upcoming(
    found: list[tuple[MatchSnapshot, datetime | None]], now: datetime
) -> list[tuple[MatchSnapshot, datetime | None]]:
    return [
        (m, moved)
        for m, moved in found
        if not m.status.is_finished and (m.status.is_live or m.kickoff >= now)
    ]


def _scorers_table(table: TopScorers) -> Table:
    assists = any(r.assists is not None for r in table.rows)
    header = ("#", "Player", "Team", "Goals", *(("Assists",) if assists else ()))
    # equal goals share a place ("1, 1, 3"), whatever order the provider breaks the tie in
    rows = tuple(
        (
            str(1 + sum(other.goals > r.goals for other in table.rows)),
            r.player.name or "?",
            r.team.name,
            str(r.goals),
            *((str(r.assists) if r.assists is not None else "–",) if assists else ()),
        )
        for r in table.rows[:SCORERS]
    )
    return Table(header=header, rows=rows, align="rllr" + ("r" if assists else ""))


def register(tree: CommandTree) -> None:
    @tree.command(
        "next",
        "When a team plays next (no team: each team this channel follows).",
        Argument("team", "team or competition, e.g. spurs", required=False, rest=True),
        examples=("/next", "/next spurs"),
    )
    async def next_match(ctx: Context, inv: Invocation) -> Reply:
        targets = await _targets(ctx, inv, str(inv.args.get("team") or ""))
        now = ctx.clock()
        found = _upcoming(await _stored(ctx, targets, now - LIVE_FOR, now + calendar.AHEAD), now)
        if not found:
            return await _none_found(ctx, targets, "fixtures", f"no match in the next {AHEAD_DAYS} days")
        # one match for a team; for a competition or a channel's follows, each followed team's next match
        chosen: list[tuple[MatchSnapshot, datetime | None]] = []
        teams: list[int | None] = [*sorted(targets.teams)] or [None]
        for team in teams:
            for match, moved in found:
                if team is None or team in (match.home.id, match.away.id):
                    if all(match.id != m.id for m, _ in chosen):
                        chosen.append((match, moved))
                    break
        chosen.sort(key=lambda pair: pair[0].kickoff)
        fields = tuple(_fixture(ctx, m, moved) for m, moved in chosen[:LISTED])
        return Reply(card=Card(title=f"Next: {targets.label}", fields=fields))

    @tree.command(
        "fixtures",
        "Upcoming matches of a team or competition (no name: what this channel follows).",
        Argument("target", "team or competition", required=False),
        Argument("days", f"how many days ahead (1-{AHEAD_DAYS}, default {DAYS})", required=False, kind=int),
        examples=("/fixtures", "/fixtures spurs", '/fixtures "champions league" 14'),
    )
    async def fixtures(ctx: Context, inv: Invocation) -> Reply:
        inv = _number_is_days(inv)
        targets = await _targets(ctx, inv, str(inv.args.get("target") or ""))
        days, now = _days(inv, AHEAD_DAYS), ctx.clock()
        found = _upcoming(await _stored(ctx, targets, now - LIVE_FOR, now + timedelta(days=days)), now)
        if not found:
            return await _none_found(ctx, targets, "fixtures", f"no match in the next {_days_said(days)}")
        more = f"and {len(found) - LISTED} more" if len(found) > LISTED else ""
        fields = tuple(_fixture(ctx, m, moved) for m, moved in found[:LISTED])
        return Reply(card=Card(title=f"Fixtures: {targets.label}", fields=fields, footer=more))

    @tree.command(
        "results",
        "Recent results of a team or competition (no name: what this channel follows).",
        Argument("target", "team or competition", required=False),
        Argument("days", f"how many days back (1-{BEHIND_DAYS}, default {DAYS})", required=False, kind=int),
        examples=("/results", "/results sporting", '/results "champions league" 14'),
    )
    async def results(ctx: Context, inv: Invocation) -> Reply:
        inv = _number_is_days(inv)
        targets = await _targets(ctx, inv, str(inv.args.get("target") or ""))
        days, now = _days(inv, BEHIND_DAYS), ctx.clock()
        found = [
            m
            for m, _ in await _stored(ctx, targets, now - timedelta(days=days), now)
            if m.status.is_terminal and m.status is not Status.POSTPONED
        ]
        if not found:
            return await _none_found(ctx, targets, "results", f"no result in the last {_days_said(days)}")
        found.reverse()  # the latest first
        more = f"and {len(found) - LISTED} more" if len(found) > LISTED else ""
        fields = tuple(_result(ctx, m) for m in found[:LISTED])
        return Reply(card=Card(title=f"Results: {targets.label}", fields=fields, footer=more))

    @tree.command(
        "scorers",
        "A competition's top scorers (no name: the competitions this channel follows).",
        Argument("competition", "competition, e.g. champions league", required=False, rest=True),
        examples=("/scorers", "/scorers champions league"),
    )
    async def scorers(ctx: Context, inv: Invocation) -> Reply:
        targets = await _targets(ctx, inv, str(inv.args.get("competition") or ""))
        if targets.named and not targets.competitions:
            raise UserError(
                f"{targets.label} is a team; /scorers takes a competition, e.g. /scorers champions league."
            )
        tables = await ctx.require_store().run(calendar.scorers, targets.competitions)
        if not tables:
            what = "top scorers"
            if targets.named:
                raise _nothing_stored(targets, what)
            raise UserError(
                "This channel follows no competition; name one (/scorers champions league), or an admin can "
                "/follow one here."
            )
        table = tables[0]
        season = table.competition.season
        footer = table.scope or f"Season {season}/{(season + 1) % 100:02d}"
        return Reply(
            card=Card(
                title=f"Top scorers: {literal(table.competition.name)}",
                tables=(_scorers_table(table),),
                footer=footer,
            )
        )
