"""/help: what the bot can do, or how to use one command."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import readable
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, Command, CommandTree

TIP = "Tip: /var explain <anything> answers questions about the Laws."


def _leaves(tree: CommandTree) -> list[Command]:
    """Every command that runs something, /help included: it is how to learn about the rest."""
    return [c for c in tree.walk() if c.handler is not None]


def _line(command: Command) -> Field:
    admin = " (admins)" if command.admin_only else ""
    return Field(command.usage(), command.help + admin, inline=False)


def _one_command(command: Command) -> list[Field]:
    """Usage, then what the command declares for a closer look (its alert kinds, say), then examples."""
    fields = [_line(command)]
    fields += [Field(heading, lines, inline=False) for heading, lines in command.details]
    if command.examples:
        fields.append(Field("Examples", "\n".join(command.examples), inline=False))
    return fields


def register(tree: CommandTree) -> None:
    @tree.command(
        "help",
        "List what I can do, or show how to use one command.",
        Argument("command", "a command name, e.g. var", required=False, rest=True),
        examples=("/help", "/help follow"),
    )
    async def help_command(ctx: Context, inv: Invocation) -> Reply:
        wanted = str(inv.args.get("command", "")).strip().lstrip("/")
        if not wanted:
            fields = [_line(c) for c in _leaves(ctx.tree)]
            return Reply(card=Card(title="Matchday commands", fields=tuple(fields), footer=TIP))
        node = ctx.tree.find(tuple(wanted.lower().split()))
        if node is None:
            raise UserError(f"There is no /{readable(wanted)}; type /help to see every command.")
        fields = _one_command(node) if node.handler else [_line(c) for c in node.children.values()]
        return Reply(card=Card(title=f"/{' '.join(node.path)}", fields=tuple(fields), footer=TIP))
