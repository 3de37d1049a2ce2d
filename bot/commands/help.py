"""/help: what the bot can do, or how to use one command, in the channel's language.

Commands keep their English names (they are what a fan types); what they do is translated. Each feature
module's help is English where it is declared and translated here, as it is shown (`bot.catalogues` reads
it from the tree, so a module need not mark it)."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import readable
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, Command, CommandTree
from bot.i18n import IN_ENGLISH, N_, Translator

TIP = N_("Tip: /var explain <anything> answers questions about the Laws.")


def _leaves(tree: CommandTree) -> list[Command]:
    """Every command that runs something, /help included: it is how to learn about the rest."""
    return [c for c in tree.walk() if c.handler is not None]


def _line(command: Command, _: Translator = IN_ENGLISH) -> Field:
    admin = " " + _("(admins)") if command.admin_only else ""
    return Field(command.usage(), _(command.help) + admin, inline=False)


def _one_command(command: Command, _: Translator = IN_ENGLISH) -> list[Field]:
    """Usage, then what the command declares for a closer look (its alert kinds, say), then examples."""
    fields = [_line(command, _)]
    fields += [
        Field(_(heading), lines(_) if callable(lines) else lines, inline=False)
        for heading, lines in command.details
    ]
    if command.examples:
        fields.append(Field(_("Examples"), "\n".join(command.examples), inline=False))
    return fields


def register(tree: CommandTree) -> None:
    @tree.command(
        "help",
        N_("List what I can do, or show how to use one command."),
        Argument("command", "a command name, e.g. var", required=False, rest=True),
        examples=("/help", "/help follow"),
    )
    async def help_command(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        wanted = str(inv.args.get("command", "")).strip().lstrip("/")
        if not wanted:
            fields = [_line(c, _) for c in _leaves(ctx.tree)]
            return Reply(card=Card(title=_("Matchday commands"), fields=tuple(fields), footer=_(TIP)))
        node = ctx.tree.find(tuple(wanted.lower().split()))
        if node is None:
            raise UserError(
                _("There is no /{command}; type /help to see every command.", command=readable(wanted))
            )
        fields = _one_command(node, _) if node.handler else [_line(c, _) for c in node.children.values()]
        return Reply(card=Card(title=f"/{' '.join(node.path)}", fields=tuple(fields), footer=_(TIP)))
