"""The core's command tree as Discord app commands: groups, typed options, choices and autocomplete.

- Every command is offered in servers only (`guild_only`, contexts [guild]): what Matchday answers is about a
  server's channel (its follows, options, alerts, the per-channel cooldown), and a DM has none of that.
- A command the core marks admin-only carries `default_member_permissions` = Manage Server, so Discord hides
  it from members without it and a server's admins can hand it to other roles in Server Settings →
  Integrations. The core still checks Manage Server itself: Discord's check is only as good as the commands
  last synced.
- Descriptions are kept to Discord's 100 characters (`fit`): the core's texts are written to fit, and a longer
  one is cut at a word with "…", never mid-word. Each is localized from the catalogues for the locales we have
  (`adapters.discord.locales`), so a member whose Discord speaks Portuguese reads it in Portuguese.
- Team, competition and topic options autocomplete from local data only (`Complete`): Discord wants the choices
  within 3 s, so nothing here may wait on the network.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any, Literal, Optional

import discord
from discord import app_commands

from bot.core.tree import Argument, Command, CommandTree

DESCRIPTION = 100  # Discord's limit for command and option descriptions, and for choice names
CHOICES = 25  # Discord's limit for autocomplete choices
ADMIN = discord.Permissions(manage_guild=True)
SERVERS_ONLY = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
# What an argument autocompletes with, by its name in the core's tree.
COMPLETES: dict[str, tuple[str, ...]] = {
    "target": ("team", "competition"),
    "team": ("team",),
    "competition": ("competition",),
    "topic": ("topic",),
}
# (kinds, what the member has typed so far) -> names to offer, from local data.
Complete = Callable[[tuple[str, ...], str], Awaitable[list[str]]]
Run = Callable[[discord.Interaction, tuple[str, ...], dict[str, Any]], Awaitable[None]]


def fit(text: str, limit: int = DESCRIPTION) -> str:
    """`text` within `limit` characters: whole when it fits, else cut at the last word that fits, with "…"."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if text[limit - 1] != " " and " " in cut:  # the cut falls inside a word: drop that word
        cut = cut[: cut.rfind(" ")]
    return cut.rstrip(" ,;:-") + "…"


def described(text: str) -> app_commands.locale_str:
    """A description as Discord shows it in English (fitted), carrying its whole wording, which the catalogues
    translate (`adapters.discord.locales`) into the description's localizations."""
    return app_commands.locale_str(fit(text), msgid=text)


def build_app_commands(
    app_tree: app_commands.CommandTree, core: CommandTree, run: Run, complete: Complete | None = None
) -> None:
    """Mirror the core's tree: groups become app-command groups, arguments become typed options."""
    app_tree.clear_commands(guild=None)
    for node in core.children.values():
        app_tree.add_command(convert(node, run, complete))


def _all_admin(node: Command) -> bool:
    if node.handler is not None:
        return node.admin_only
    return bool(node.children) and all(_all_admin(c) for c in node.children.values())


def convert(
    node: Command, run: Run, complete: Complete | None = None, *, top: bool = True
) -> app_commands.Command[Any, ..., Any] | app_commands.Group:
    # Discord keeps permissions and contexts on top-level commands only; a group is admin-only when all of it is.
    admin = top and _all_admin(node)
    if node.handler is None:
        group = app_commands.Group(
            name=node.name,
            description=described(node.help),
            guild_only=top,
            allowed_contexts=SERVERS_ONLY if top else None,
            default_permissions=ADMIN if admin else None,
        )
        for child in node.children.values():
            group.add_command(convert(child, run, complete, top=False))
        return group

    async def callback(interaction: discord.Interaction, **kwargs: Any) -> None:
        await run(interaction, node.path, kwargs)

    params = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    for arg in node.arguments:
        kind: Any = Literal[arg.choices] if arg.choices else (int if arg.kind is int else str)
        params.append(
            inspect.Parameter(
                arg.name,
                inspect.Parameter.KEYWORD_ONLY,
                annotation=kind if arg.required else Optional[kind],  # noqa: UP045 (discord.py reads Optional)
                default=inspect.Parameter.empty if arg.required else None,
            )
        )
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]  # discord.py reads it
    callback.__annotations__ = {p.name: p.annotation for p in params}
    app_commands.describe(**{a.name: described(a.help) for a in node.arguments})(callback)
    if complete is not None:
        completers = {
            a.name: _completer(COMPLETES[a.name], complete) for a in node.arguments if _completes(a)
        }
        if completers:
            app_commands.autocomplete(**completers)(callback)
    if top:
        app_commands.guild_only(callback)
        app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)(callback)
    if admin:
        app_commands.default_permissions(manage_guild=True)(callback)
    return app_commands.Command(name=node.name, description=described(node.help), callback=callback)


def _completes(arg: Argument) -> bool:
    return arg.name in COMPLETES and not arg.choices and arg.kind is str


def _completer(kinds: tuple[str, ...], complete: Complete) -> Any:
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        names = await complete(kinds, current)
        return [app_commands.Choice(name=fit(n), value=n) for n in names if len(n) <= DESCRIPTION][:CHOICES]

    return autocomplete
