"""/next, /fixtures, /results and /scorers: from what the scheduler last read for the followed teams and
competitions (`bot.store.calendar`); a handler never calls the provider."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta

from bot.alerts.format import SCORE_NOT_KNOWN
from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo, literal
from bot.core.reply import Card, Field, Reply, Table
from bot.core.tree import Argument, CommandTree
from bot.i18n import IN_ENGLISH, N_, Translator
from bot.names import Named, resolve
from bot.providers.model import MatchSnapshot, Status, TopScorers
from bot.store import calendar
from bot.store import names as name_store
from bot.store import subscriptions as subs

DAYS = 7  # what /fixtures and /results show when no number of days is given
AHEAD_DAYS, BEHIND_DAYS = calendar.AHEAD.days, calendar.BEHIND.days  # as far as the scheduler reads
LISTED = 10  # matches a reply lists (a Discord embed holds 25 fields; a chat message should stay short)
SCORERS = 10
LIVE_FOR = timedelta(
    hours=3
)  # a match that kicked off this recently may still be on: a fixture, not a result
# What is missing, said whole for each thing a fan asks for (so each language can build its own sentence).
NOT_FOLLOWED = {
    "fixtures": N_(
        "I have no fixtures for {label}: I read them only for what is followed. An admin can /follow it to get "
        "them here (they arrive within a minute)."
    ),
    "results": N_(
        "I have no results for {label}: I read them only for what is followed. An admin can /follow it to get "
        "them here (they arrive within a minute)."
    ),
    "top scorers": N_(
        "I have no top scorers for {label}: I read them only for what is followed. An admin can /follow it to "
        "get them here (they arrive within a minute)."
    ),
}
NOT_YET = {
    "fixtures": N_("I have no fixtures for {label} yet; they arrive within a minute of a /follow."),
    "results": N_("I have no results for {label} yet; they arrive within a minute of a /follow."),
    "top scorers": N_("I have no top scorers for {label} yet; they arrive within a minute of a /follow."),
}


@dataclass(frozen=True, slots=True)
class Targets:
    """Whom a reply is about: a named team or competition, or what the channel follows."""

    teams: set[int]
    competitions: set[int]
    label: str
    named: bool  # typed by the fan (else: the channel's follows)


async def _targets(ctx: Context, inv: Invocation, text: str, _: Translator = IN_ENGLISH) -> Targets:
    store = ctx.require_store()
    if text.strip():
        found: Named | None = resolve(text, ids=ctx.alias_ids) or await store.run(name_store.find_name, text)
        if found is None:
            raise UserError(
                _("I don't know a team or competition called {typed}; try its full name.", typed=echo(text))
            )
        teams = {found.id} if found.kind == "team" else set()
        return Targets(teams, set() if teams else {found.id}, literal(found.name), True)
    followed = await store.run(subs.for_channel, inv.platform, inv.channel)
    if not followed:
        raise UserError(
            _(
                "This channel follows nothing yet: name a team (/{command} spurs), "
                "or an admin can /follow one here.",
                command=inv.path[0],
            )
        )
    return Targets(
        {s.target_id for s in followed if s.target_kind == "team"},
        {s.target_id for s in followed if s.target_kind == "competition"},
        ", ".join(literal(s.target_name) for s in followed),
        False,
    )


def _nothing_stored(targets: Targets, what: str, _: Translator = IN_ENGLISH) -> UserError:
    """`what`: "fixtures", "results" or "top scorers"."""
    return UserError(_((NOT_FOLLOWED if targets.named else NOT_YET)[what], label=targets.label))


async def _none_found(
    ctx: Context, targets: Targets, what: str, said: str, _: Translator = IN_ENGLISH
) -> Reply:
    """Nothing in the window asked for: "follow it" when nothing at all is stored for them (nobody follows
    them), else a plain "nothing then" (`said`, already in the channel's language)."""
    now, span = ctx.clock(), calendar.AHEAD
    if not await _stored(ctx, targets, now - span, now + span):
        raise _nothing_stored(targets, what, _)
    return Reply(text=f"{targets.label}: {said}.")


def _number_is_days(inv: Invocation) -> Invocation:
    """`/results 28`: a lone number is the days, for what the channel follows."""
    target = str(inv.args.get("target") or "").strip()
    if target.isascii() and target.isdigit() and inv.args.get("days") is None:  # "²" is a digit int() refuses
        return replace(inv, args={**inv.args, "target": "", "days": int(target)})
    return inv


def _days(inv: Invocation, most: int, _: Translator = IN_ENGLISH) -> int:
    days = inv.args.get("days")
    if days is None:
        return DAYS
    if not 1 <= int(days) <= most:
        raise UserError(_("days must be from 1 to {most}, not {days}.", most=most, days=int(days)))
    return int(days)


def _where(match: MatchSnapshot) -> str:
    parts = [literal(match.competition.name)]
    if match.competition.round:
        parts.append(literal(match.competition.round))
    if match.venue:
        parts.append(literal(match.venue))
    return " · ".join(parts)


def _provider_day(match: MatchSnapshot) -> date:
    """The day a fixture whose time is not fixed is down for, as the provider dates it (UTC): its placeholder
    time (often 00:00 UTC) is no instant, and moving it to a reader's zone would move the day too."""
    return match.kickoff.astimezone(UTC).date()


def _kickoff(ctx: Context, match: MatchSnapshot, _: Translator = IN_ENGLISH) -> str:
    """When a fixture kicks off: the time in each reader's zone, or, while the provider has not fixed it, the
    day it is down for with the day marked provisional and no clock time at all."""
    if match.time_confirmed:
        return _.moment(match.kickoff, ctx.timezone, day=True)
    return _("{day} (provisional date, time TBC)", day=_.day(_provider_day(match)))


def _fixture(ctx: Context, match: MatchSnapshot, moved: datetime | None, _: Translator = IN_ENGLISH) -> Field:
    when = _kickoff(ctx, match, _)
    if match.status is Status.POSTPONED:
        when = f"~~{when}~~ " + _("postponed, no new date yet")
    elif match.status is Status.CANCELLED:
        when = f"~~{when}~~ " + _("cancelled")
    elif match.status.is_live:  # the score is /live's: this copy may be minutes old
        when += " " + _("(kicked off: /live has the score)")
    elif moved is not None:
        when += " " + _("(moved from {when})", when=_.moment(moved, ctx.timezone, day=True))
    name = _("{home} v {away}", home=literal(match.home.name), away=literal(match.away.name))
    return Field(name, f"{when}\n{_where(match)}", inline=False)


def _result(ctx: Context, match: MatchSnapshot, _: Translator = IN_ENGLISH) -> Field:
    score = f"{match.score.home}-{match.score.away}"
    if match.penalties is not None:
        pens = _("({home}-{away} on penalties)", home=match.penalties.home, away=match.penalties.away)
        score += f" {pens}"
    elif match.status is Status.FINISHED_AET:
        score += " " + _("after extra time")
    elif match.status is Status.AWARDED:  # decided off the pitch: the score is the one awarded
        score += " " + _("(awarded)")
    if not match.status.is_finished and match.status is not Status.AWARDED:
        if match.status is Status.POSTPONED:
            score = _("postponed")
        else:
            score = _("cancelled") if match.status is Status.CANCELLED else _("abandoned")
    name = f"{literal(match.home.name)} {score} {literal(match.away.name)}"
    if not match.score_known and (match.status.is_finished or match.status is Status.AWARDED):
        # no score given for it: the result is not known, never a placeholder 0-0
        teams = _("{home} v {away}", home=literal(match.home.name), away=literal(match.away.name))
        awarded = " " + _("(awarded)") if match.status is Status.AWARDED else ""
        name = f"{teams}{awarded} {_(SCORE_NOT_KNOWN)}"
    when = _.moment(
        match.kickoff, ctx.timezone, day_only=True
    )  # a result's day; its kick-off time is past news
    return Field(name, f"{when}\n{_where(match)}", inline=False)


async def _stored(
    ctx: Context, targets: Targets, start: datetime, end: datetime
) -> list[tuple[MatchSnapshot, datetime | None]]:
    return await ctx.require_store().run(
        calendar.matches_between, start, end, teams=targets.teams, competitions=targets.competitions
    )


def _since(now: datetime) -> datetime:
    """Where a search for what is still to come starts: early enough for a match that may still be on, and
    for one down for today whose time is not fixed (its placeholder is often 00:00 UTC)."""
    return min(now - LIVE_FOR, datetime.combine(now.astimezone(UTC).date(), time(0), UTC))


def _upcoming(
    found: list[tuple[MatchSnapshot, datetime | None]], now: datetime
) -> list[tuple[MatchSnapshot, datetime | None]]:
    """Matches not yet played: live, kicking off from `now`, or down for today or later with the time not
    fixed (a placeholder hour that has passed says nothing)."""
    return [
        (m, moved)
        for m, moved in found
        if not m.status.is_finished
        and (
            m.status.is_live
            or m.kickoff >= now
            or (not m.time_confirmed and _provider_day(m) >= now.astimezone(UTC).date())
        )
    ]


def _scorers_table(table: TopScorers, _: Translator = IN_ENGLISH) -> Table:
    assists = any(r.assists is not None for r in table.rows)
    header = ("#", _("Player"), _("Team"), _("Goals"), *((_("Assists"),) if assists else ()))
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


async def _window(ctx: Context, inv: Invocation, most: int, _: Translator) -> tuple[Targets, int, datetime]:
    """What /fixtures and /results read: whose matches (the target, else the channel's follows), over how
    many days (a lone number is the days), and from when."""
    inv = _number_is_days(inv)
    targets = await _targets(ctx, inv, str(inv.args.get("target") or ""), _)
    return targets, _days(inv, most, _), ctx.clock()


def _listing(title: str, fields: list[Field], found: int, _: Translator) -> Reply:
    """The first LISTED of `found` matches as a card, saying how many more there are."""
    more = _("and {count} more", count=found - LISTED) if found > LISTED else ""
    return Reply(card=Card(title=title, fields=tuple(fields), footer=more))


def register(tree: CommandTree) -> None:
    @tree.command(
        "next",
        N_("When a team plays next (no team: each team this channel follows)."),
        Argument("team", "team or competition, e.g. spurs", required=False, rest=True),
        examples=("/next", "/next spurs"),
    )
    async def next_match(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        targets = await _targets(ctx, inv, str(inv.args.get("team") or ""), _)
        now = ctx.clock()
        found = _upcoming(await _stored(ctx, targets, _since(now), now + calendar.AHEAD), now)
        if not found:
            said = _.ngettext("no match in the next day", "no match in the next {n} days", AHEAD_DAYS)
            return await _none_found(ctx, targets, "fixtures", said, _)
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
        fields = tuple(_fixture(ctx, m, moved, _) for m, moved in chosen[:LISTED])
        return Reply(card=Card(title=_("Next: {label}", label=targets.label), fields=fields))

    @tree.command(
        "fixtures",
        N_("Upcoming matches of a team or competition (no name: what this channel follows)."),
        Argument("target", "team or competition", required=False),
        Argument("days", f"how many days ahead (1-{AHEAD_DAYS}, default {DAYS})", required=False, kind=int),
        examples=("/fixtures", "/fixtures spurs", '/fixtures "champions league" 14'),
    )
    async def fixtures(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        targets, days, now = await _window(ctx, inv, AHEAD_DAYS, _)
        found = _upcoming(await _stored(ctx, targets, _since(now), now + timedelta(days=days)), now)
        if not found:
            said = _.ngettext("no match in the next day", "no match in the next {n} days", days)
            return await _none_found(ctx, targets, "fixtures", said, _)
        fields = [_fixture(ctx, m, moved, _) for m, moved in found[:LISTED]]
        return _listing(_("Fixtures: {label}", label=targets.label), fields, len(found), _)

    @tree.command(
        "results",
        N_("Recent results of a team or competition (no name: what this channel follows)."),
        Argument("target", "team or competition", required=False),
        Argument("days", f"how many days back (1-{BEHIND_DAYS}, default {DAYS})", required=False, kind=int),
        examples=("/results", "/results sporting", '/results "champions league" 14'),
    )
    async def results(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        targets, days, now = await _window(ctx, inv, BEHIND_DAYS, _)
        found = [
            m
            for m, _ in await _stored(ctx, targets, now - timedelta(days=days), now)
            if m.status.is_terminal and m.status is not Status.POSTPONED
        ]
        if not found:
            said = _.ngettext("no result in the last day", "no result in the last {n} days", days)
            return await _none_found(ctx, targets, "results", said, _)
        found.reverse()  # the latest first
        fields = [_result(ctx, m, _) for m in found[:LISTED]]
        return _listing(_("Results: {label}", label=targets.label), fields, len(found), _)

    @tree.command(
        "scorers",
        N_("A competition's top scorers (no name: the competitions this channel follows)."),
        Argument("competition", "competition, e.g. champions league", required=False, rest=True),
        examples=("/scorers", "/scorers champions league"),
    )
    async def scorers(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        targets = await _targets(ctx, inv, str(inv.args.get("competition") or ""), _)
        if targets.named and not targets.competitions:
            raise UserError(
                _(
                    "{label} is a team; /scorers takes a competition, e.g. /scorers champions league.",
                    label=targets.label,
                )
            )
        tables = await ctx.require_store().run(calendar.scorers, targets.competitions)
        if not tables:
            if targets.named:
                raise _nothing_stored(targets, "top scorers", _)
            raise UserError(
                _(
                    "This channel follows no competition; name one (/scorers champions league), or an admin "
                    "can /follow one here."
                )
            )
        table = tables[0]
        season = table.competition.season
        footer = table.scope or _("Season {season}", season=f"{season}/{(season + 1) % 100:02d}")
        return Reply(
            card=Card(
                title=_("Top scorers: {competition}", competition=literal(table.competition.name)),
                tables=(_scorers_table(table, _),),
                footer=footer,
            )
        )
