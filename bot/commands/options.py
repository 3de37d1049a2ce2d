"""/options: this channel's spoiler mode and goal confirm delay (admins change them)."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.admins import only_admins
from bot.core.errors import PermissionDenied, UserError
from bot.core.invocation import Invocation
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, CommandTree
from bot.store import channels as channel_store

MAX_DELAY = 300


def _describe(opts: channel_store.ChannelOptions) -> Reply:
    spoiler = "on" if opts.spoiler else "off"
    delay = f"{opts.confirm_delay:g} s" if opts.confirm_delay else "off"
    return Reply(
        card=Card(
            title="⚙ Channel options",
            fields=(Field("Spoiler mode", spoiler), Field("Goal confirm delay", delay)),
            footer="Admins: /options spoiler on|off · /options delay <seconds>",
        ),
    )


def register(tree: CommandTree) -> None:
    @tree.command(
        "options",
        "Show or change this channel's spoiler mode and goal confirm delay.",
        Argument("setting", "spoiler or delay", required=False, choices=("spoiler", "delay")),
        Argument("value", "on/off for spoiler, seconds for delay", required=False),
        admin_to_change=True,
        examples=("/options", "/options spoiler on", "/options delay 30"),
    )
    async def options(ctx: Context, inv: Invocation) -> Reply:
        store = ctx.require_store()
        setting, value = inv.args.get("setting"), str(inv.args.get("value", "")).strip().lower()
        if setting is None:
            return _describe(await store.run(channel_store.get_options, inv.platform, inv.channel))
        if not inv.actor.is_admin:
            raise PermissionDenied(only_admins(inv.platform, "change /options"))
        if setting == "spoiler":
            if value not in ("on", "off"):
                raise UserError("Spoiler mode is on or off, e.g. /options spoiler on.")
            opts = await store.run(
                lambda db: channel_store.set_options(db, inv.platform, inv.channel, spoiler=value == "on")
            )
        else:
            try:
                seconds = float(value.rstrip("s"))
            except ValueError:
                raise UserError(
                    "The confirm delay is a number of seconds, e.g. /options delay 30 (0 turns it off)."
                ) from None
            if not 0 <= seconds <= MAX_DELAY:
                raise UserError(f"The confirm delay must be between 0 and {MAX_DELAY} seconds.")
            opts = await store.run(
                lambda db: channel_store.set_options(db, inv.platform, inv.channel, confirm_delay=seconds)
            )
        return _describe(opts)
