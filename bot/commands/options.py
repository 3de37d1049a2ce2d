"""/options: this channel's spoiler mode, goal confirm delay and language (admins change them)."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.admins import admins_on
from bot.core.errors import PermissionDenied, UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, CommandTree
from bot.i18n import (
    ENGLISH,
    IN_ENGLISH,
    LANGUAGES,
    N_,
    Translator,
    catalogue_code,
    language_named,
    pick_language,
    translator,
)
from bot.store import channels as channel_store

MAX_DELAY = 300
AUTO = "auto"  # /options language auto: back to the server's language (or the configured default)
N_("admins")  # how `admins_on` names the admins of a platform that names them no other way


def _language(opts: channel_store.ChannelOptions, default: str, _: Translator) -> str:
    """Which catalogue the channel reads, and why: chosen here, the server's, or the bot's default."""
    code = pick_language(opts.language, opts.server_language, default)
    name = f"{LANGUAGES[code]} ({code})"
    if catalogue_code(opts.language):
        return name
    if catalogue_code(opts.server_language):
        return _("{language}, the server's", language=name)
    return _("{language}, the default", language=name)


def _describe(
    opts: channel_store.ChannelOptions, _: Translator = IN_ENGLISH, default: str = ENGLISH
) -> Reply:
    spoiler = _("on") if opts.spoiler else _("off")
    delay = _("{seconds} s", seconds=_.number(opts.confirm_delay)) if opts.confirm_delay else _("off")
    return Reply(
        card=Card(
            title=_("⚙ Channel options"),
            fields=(
                Field(_("Spoiler mode"), spoiler),
                Field(_("Goal confirm delay"), delay),
                Field(_("Language"), _language(opts, default, _)),
            ),
            footer=_("Admins: /options spoiler on|off · /options delay <seconds> · /options language <code>"),
        ),
    )


def _choices(_: Translator) -> str:
    """ "en (English), pt (Português), ... or de (Deutsch), or auto for the server's language"."""
    codes = [f"{code} ({name})" for code, name in LANGUAGES.items()]
    return _(
        "{languages} or {last}, or auto for the server's language",
        languages=", ".join(codes[:-1]),
        last=codes[-1],
    )


def register(tree: CommandTree) -> None:
    @tree.command(
        "options",
        N_("Show or change this channel's spoiler mode, goal confirm delay and language."),
        Argument(
            "setting", "spoiler, delay or language", required=False, choices=("spoiler", "delay", "language")
        ),
        Argument(
            "value", "on/off for spoiler, seconds for delay, en/pt/es/fr/de for language", required=False
        ),
        admin_to_change=True,
        examples=("/options", "/options spoiler on", "/options delay 30", "/options language pt"),
    )
    async def options(ctx: Context, inv: Invocation) -> Reply:
        store = ctx.require_store()
        _ = await ctx.translator(inv)
        setting, value = inv.args.get("setting"), str(inv.args.get("value", "")).strip().lower()
        if setting is None:
            opts = await store.run(channel_store.get_options, inv.platform, inv.channel)
            return _describe(opts, _, ctx.default_language)
        if not inv.actor.is_admin:
            raise PermissionDenied(_("Only {admins} can change /options.", admins=_(admins_on(inv.platform))))
        if setting == "spoiler":
            if value not in ("on", "off"):
                raise UserError(_("Spoiler mode is on or off, e.g. /options spoiler on."))
            opts = await store.run(
                lambda db: channel_store.set_options(db, inv.platform, inv.channel, spoiler=value == "on")
            )
        elif setting == "language":
            if not value:
                raise UserError(_("Choose a language: {choices}.", choices=_choices(_)))
            code = "" if value == AUTO else catalogue_code(value) or language_named(value)
            if code is None:
                raise UserError(
                    _(
                        "I have no catalogue for {typed}; choose {choices}.",
                        typed=echo(value),
                        choices=_choices(_),
                    )
                )
            opts = await store.run(
                lambda db: channel_store.set_options(db, inv.platform, inv.channel, language=code)
            )
            # The answer to a change of language is the first thing said in the new one.
            _ = translator(pick_language(opts.language, opts.server_language, ctx.default_language))
        else:
            try:
                seconds = float(value.rstrip("s"))
            except ValueError:
                raise UserError(
                    _("The confirm delay is a number of seconds, e.g. /options delay 30 (0 turns it off).")
                ) from None
            if not 0 <= seconds <= MAX_DELAY:
                raise UserError(_("The confirm delay must be between 0 and {most} seconds.", most=MAX_DELAY))
            opts = await store.run(
                lambda db: channel_store.set_options(db, inv.platform, inv.channel, confirm_delay=seconds)
            )
        return _describe(opts, _, ctx.default_language)
