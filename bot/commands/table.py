"""/table: league and group standings, from what the scheduler cached (never a network call)."""

from __future__ import annotations

from dataclasses import replace

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo, literal
from bot.core.reply import Card, Reply, Table
from bot.core.tree import Argument, CommandTree
from bot.i18n import IN_ENGLISH, N_, Translator
from bot.names import exact, fold, group_letter, resolve
from bot.providers.model import Standings, StandingsTable
from bot.store.matches import all_standings

# Column heads as a league table abbreviates them (Played, Won, Drawn, Lost, Goals For/Against/Difference).
HEADER = (N_("Pos"), N_("Team"), N_("P"), N_("W"), N_("D"), N_("L"), N_("GF"), N_("GA"), N_("GD"), N_("Pts"))


def render_table(table: StandingsTable, _: Translator = IN_ENGLISH) -> Table:
    rows = tuple(
        (
            str(r.rank),
            r.team.name,
            str(r.played),
            str(r.won),
            str(r.drawn),
            str(r.lost),
            str(r.goals_for),
            str(r.goals_against),
            f"{r.goal_difference:+d}" if r.goal_difference else "0",
            str(r.points),
        )
        for r in table.rows
    )
    return Table(header=tuple(_(h) for h in HEADER), rows=rows, align="rlrrrrrrrr", title=table.name)


def split_group(text: str) -> tuple[str, str | None]:
    """Fans type the group in many ways: "Group D", "ucl D", "champions league group d", "D"."""
    words = text.split()
    if exact(text) is not None:  # "serie a" is a competition, not "serie" and Group A
        return text.strip(), None
    for cut in (2, 1):  # "group d" at the end, or a lone letter at the end
        if len(words) >= cut and (letter := group_letter(" ".join(words[-cut:]))):
            if cut == 2 and fold(words[-2]) != "group":  # '"Group D', a quote left open, too
                continue
            return " ".join(words[:-cut]), letter
    if (
        len(words) >= 2
        and fold(words[-2]) == "group"
        and len(fold(words[-1])) == 1
        and fold(words[-1]).isalpha()
    ):
        # "ucl group q": a group no competition has is still a group asked for, and is said to be missing; read
        # as part of the name it had answered "I have no table for 'ucl group q'"
        return " ".join(words[:-2]), fold(words[-1]).upper()
    return " ".join(words), None


def _pick(
    standings: list[Standings], competition: str, group: str, alias_ids: str, _: Translator = IN_ENGLISH
) -> tuple[Standings, list[StandingsTable]]:
    chosen = standings
    competition, letter = split_group(f"{competition} {group}")
    if competition:
        named = resolve(competition, kind="competition", ids=alias_ids)
        matches = [
            s
            for s in standings
            if (named and s.competition.id == named.id) or fold(s.competition.name) == fold(competition)
        ]
        if not matches:
            known = ", ".join(sorted({literal(s.competition.name) for s in standings}))
            raise UserError(
                _("I have no table for {typed}; I have: {known}.", typed=echo(competition), known=known)
            )
        chosen = matches
    if len(chosen) > 1:
        names = ", ".join(literal(s.competition.name) for s in chosen)
        first = literal(chosen[0].competition.name)
        raise UserError(
            _('Which competition? I have tables for {names}; try /table "{first}".', names=names, first=first)
        )
    pick = chosen[0]
    tables = list(pick.tables)
    if letter:
        tables = [
            t
            for t in tables
            if group_letter(t.name.replace("Group ", "")) == letter
            or fold(t.name) == f"group {letter.lower()}"
        ]
        if not tables:
            raise UserError(
                _(
                    "{competition} has no Group {letter} in my data.",
                    competition=literal(pick.competition.name),
                    letter=letter,
                )
            )
    return pick, tables


def register(tree: CommandTree) -> None:
    @tree.command(
        "table",
        N_("League or group standings."),
        Argument("competition", "competition, e.g. champions league or PL", required=False),
        Argument("group", "group, e.g. D", required=False),
        examples=("/table", '/table "Group D"', "/table ucl D"),
    )
    async def table(ctx: Context, inv: Invocation) -> Reply:
        standings = await ctx.require_store().run(all_standings)
        _ = await ctx.translator(inv)
        if not standings:
            raise UserError(
                _("I have no standings yet; they arrive with the first poll of a followed competition.")
            )
        pick, tables = _pick(
            standings, str(inv.args.get("competition", "")), str(inv.args.get("group", "")), ctx.alias_ids, _
        )
        rendered = [render_table(t, _) for t in tables]
        title = literal(pick.competition.name)
        if len(rendered) == 1:
            # One table: the card's title names it, so its own title would only repeat that.
            if tables[0].name != pick.competition.name:
                title += f" · {literal(tables[0].name)}"
            rendered = [replace(rendered[0], title="")]
        footer = _("Season {season}", season=pick.competition.season)
        return Reply(card=Card(title=title, tables=tuple(rendered), footer=footer))
