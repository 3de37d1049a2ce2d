"""/help: what the bot can do, or how to use one command."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, Command, CommandTree


def _leaves(tree: CommandTree) -> list[Command]:
    return [c for c in tree.walk() if c.handler is not None and c.name != "help"]


def register(tree: CommandTree) -> None:
    @tree.command(
        "help",
        "List what I can do, or show how to use one command.",
        Argument("command", "a command name, e.g. var", required=False, rest=True),
    )
    async def help_command(ctx: Context, inv: Invocation) -> Reply:
        wanted = str(inv.args.get("command", "")).strip().lstrip("/")
        if wanted:
            node = ctx.tree.find(tuple(wanted.lower().split()))
            if node is None:
                raise UserError(f"There is no /{wanted}; type /help to see every command.")
            commands = [node] if node.handler else [c for c in node.children.values()]
        else:
            commands = _leaves(ctx.tree)
        lines = []
        fields = []
        for c in commands:
            admin = " (admins)" if c.admin_only else ""
            lines.append(f"{c.usage()}  {c.help}{admin}")
            fields.append(Field(c.usage(), c.help + admin, inline=False))
        text = "\n".join(["Commands:" if not wanted else f"/{wanted}:", *lines])
        return Reply(
            text=text,
            card=Card(
                title="Matchday commands",
                fields=tuple(fields),
                footer="Tip: /var explain <anything> answers questions about the Laws.",
            ),
        )
