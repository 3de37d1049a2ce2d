"""/follow, /unfollow and /following: which teams and competitions alert this channel."""

from __future__ import annotations

import difflib
import re
import time
import tomllib
from datetime import UTC, datetime
from functools import cache
from importlib import resources

from rapidfuzz import fuzz, process

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo, literal, readable
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, CommandTree
from bot.i18n import IN_ENGLISH, N_, Translator
from bot.names import Named, exact, fitting, fold, name_words, resolve
from bot.store import channels as channel_store
from bot.store import names as name_store
from bot.store import subscriptions as subs
from bot.store.channels import Pause
from bot.store.subscriptions import Subscription

LISTED = 5  # followed names an error lists before pointing to /following
SEARCH_TRUSTED = 24 * 3600.0  # how long a search of the provider that found nothing is its answer (seconds)
# What a followed target is, as /following says it beside its name.
KIND_NAMES = {"team": N_("team"), "competition": N_("competition")}


@cache
def alert_kinds() -> dict[str, tuple[str, tuple[str, ...]]]:
    """kind -> (what it brings, other words for it), in the order /help shows them (kinds.toml)."""
    data = tomllib.loads((resources.files("bot.commands") / "kinds.toml").read_text(encoding="utf-8"))
    return {kind: (entry["help"], tuple(entry["words"])) for kind, entry in data.items()}


@cache
def kind_words() -> dict[str, str]:
    """Every word a fan may type for a kind ("reds", "ht", "goals") -> the kind."""
    return {word: kind for kind, (_, words) in alert_kinds().items() for word in (kind, *words)}


def kinds_help(_: Translator = IN_ENGLISH) -> str:
    """One line per kind, for /help follow, in the reader's language (the kinds' own names are what a fan
    types, so they stay); the kinds a plain /follow leaves out say so."""
    named = " " + _("(only when named)")
    return "\n".join(
        f"{kind}: {_(help)}" + ("" if kind in subs.ALL_KINDS else named)
        for kind, (help, _words) in alert_kinds().items()
    )


def _starts_kinds(word: str) -> bool:
    return "," in word or word.lower() in kind_words() or word.lower() == "none"


def split_target(text: str, _: Translator = IN_ENGLISH) -> tuple[str, tuple[str, ...]]:
    """ "spurs goals var" or "spurs goals,var" -> ("spurs", ("goals", "var")). The kinds start at the first
    word after the name that names one (or holds a comma); every word from there on must name a kind: one
    we do not know is an error, never dropped in favour of every kind."""
    words = text.split()
    start = next((i for i, word in enumerate(words) if i > 0 and _starts_kinds(word)), len(words))
    if start < len(words) and not fold(" ".join(words[start:])):  # "spurs ,,,": never read as every kind
        raise UserError(
            _(
                "Name the alert kinds after {name}: {kinds} (see /help follow).",
                name=readable(" ".join(words[:start])),
                kinds=", ".join(alert_kinds()),
            )
        )
    if exact(text) is not None:  # a name with a kind's word in it ("FC Red Star")
        return " ".join(words), ()
    if start == len(words):
        _refuse_a_stray_word(words, _)
        return " ".join(words), ()
    name = " ".join(words[:start])
    kinds: list[str] = []
    for word in filter(None, re.split(r"[\s,]+", " ".join(words[start:]))):
        if word.lower() == "none":
            raise UserError(
                _(
                    "{typed} would follow nothing: to stop alerts about {name} here, type /unfollow {name}.",
                    typed=echo(word),
                    name=readable(name),
                )
            )
        kind = kind_words().get(word.lower())
        if kind is None:
            raise _not_a_kind(word, _)
        kinds.append(kind)
    return name, tuple(dict.fromkeys(kinds))


def _refuse_a_stray_word(words: list[str], _: Translator = IN_ENGLISH) -> None:
    """ "spurs bogus-kind": a name we know, then a word that is neither part of a name nor a kind. Fuzzy
    matching would take the whole phrase for Spurs and follow every kind; the fan meant a kind we lack."""
    known = next((i for i in range(len(words) - 1, 0, -1) if exact(" ".join(words[:i])) is not None), None)
    if known is None:
        return
    stray = next((word for word in words[known:] if fold(word) not in name_words()), None)
    if stray is not None:
        raise _not_a_kind(stray, _)


def _not_a_kind(word: str, _: Translator = IN_ENGLISH) -> UserError:
    close = difflib.get_close_matches(word.lower(), list(kind_words()), n=1, cutoff=0.75)
    kinds = ", ".join(alert_kinds())
    if close:
        return UserError(
            _(
                "{typed} is not an alert kind (did you mean {kind}?); choose from {kinds} (see /help follow).",
                typed=echo(word),
                kind=kind_words()[close[0]],
                kinds=kinds,
            )
        )
    return UserError(
        _(
            "{typed} is not an alert kind; choose from {kinds} (see /help follow).",
            typed=echo(word),
            kinds=kinds,
        )
    )


async def _resolve(ctx: Context, text: str, _: Translator = IN_ENGLISH) -> Named:
    """Alias file first, then names seen in provider data. An unknown name is queued for the provider's
    search, which the scheduler runs: a handler never waits on the network."""
    fits = fitting(text, ids=ctx.alias_ids)
    if len(fits) == 1:
        return fits[0]
    if fits:  # "manchester": a question back, not a guess, and no search of the provider for a name we know
        raise _several(text, fits, _)
    store = ctx.require_store()
    seen = await store.run(name_store.find_names, text)
    if len(seen) == 1:
        return seen[0]
    if len(seen) > 1:  # the provider's search found several ("real": Madrid and Betis): which one, not "none"
        raise _several(text, seen, _)
    if not ctx.provider_searches:
        raise UserError(
            _(
                "I don't know a team or competition called {typed}: the replay plays back one match night and "
                "knows only its own teams and competitions (/live shows them).",
                typed=echo(text),
            )
        )
    if await store.run(name_store.searched, text, time.time() - SEARCH_TRUSTED):
        raise UserError(
            _(
                "The results provider found no team called {typed}; check the spelling, or use the full name "
                "(e.g. Tottenham Hotspur).",
                typed=echo(text),
            )
        )
    await store.run(name_store.request_lookup, text)
    if not ctx.refresh_schedule():
        raise UserError(
            _(
                "I don't know a team or competition called {typed}; the running bot looks names up with the "
                "results provider, so ask it there, or use the full name (e.g. Tottenham Hotspur).",
                typed=echo(text),
            )
        )
    raise UserError(
        _(
            "I don't know a team or competition called {typed} yet; I've asked the results provider, "
            "so try again in a minute, or use the full name (e.g. Tottenham Hotspur).",
            typed=echo(text),
        )
    )


def _several(text: str, fits: list[Named], _: Translator) -> UserError:
    """A name several teams or competitions fit as well: the fan is asked which."""
    shown = [echo(n.name) for n in fits[:LISTED]]  # provider data's names too: echoed inert
    return UserError(
        _(
            "{typed} could be {names}: which one? Use the full name, e.g. {first}.",
            typed=echo(text),
            names=" / ".join(shown),  # no "or": the sentence around it is translated, the list is not
            first=shown[0],
        )
    )


def register(tree: CommandTree) -> None:
    @tree.command(
        "follow",
        N_("Alert this channel about a team or competition (optionally only some kinds)."),
        Argument(
            "target",
            "team or competition, then kinds if not every alert (e.g. goals var scoreboard; see /help follow)",
            rest=True,
        ),
        admin_only=True,
        examples=(
            "/follow spurs",
            "/follow champions league goals var",
            "/follow spurs goals,red-cards",
            "/follow spurs scoreboard",
        ),
        details=((N_("Alert kinds"), kinds_help),),
    )
    async def follow(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        target, kinds = split_target(str(inv.args["target"]), _)
        if not fold(target):  # `/follow ""`: quotes or punctuation, no name
            raise UserError(
                _("/follow needs a team or competition, e.g. /follow spurs or /follow champions league.")
            )
        named = await _resolve(ctx, target, _)
        missing = await ctx.can_post(inv.platform, inv.channel)
        if missing:  # following a channel the bot cannot post in would only fail later, where nobody sees it
            raise UserError(
                _(
                    "I can't post alerts in this channel yet: {missing}, then type /follow again.",
                    missing=missing,
                )
            )
        store = ctx.require_store()
        now_taken = {
            (s.target_kind, s.target_id): s.kinds
            for s in await store.run(subs.for_channel, inv.platform, inv.channel)
        }
        chosen = subs.kinds_after(now_taken.get((named.kind, named.id)), kinds) if kinds else subs.ALL_KINDS
        new = await store.run(
            subs.follow,
            inv.platform,
            inv.channel,
            named.kind,
            named.id,
            named.name,
            chosen,
            inv.actor.id,
            inv.space,
        )
        lifted = await store.run(channel_store.resume, inv.platform, inv.channel)
        ctx.refresh_schedule()
        alerts = ", ".join(chosen)
        name = literal(named.name)
        if lifted is not None:
            return Reply(
                text=_("Alerts are back on here, following {name}: {kinds}.", name=name, kinds=alerts)
            )
        if new:
            return Reply(text=_("Now following {name} here: {kinds}.", name=name, kinds=alerts))
        return Reply(text=_("Updated {name} here: {kinds}.", name=name, kinds=alerts))

    @tree.command(
        "unfollow",
        N_("Stop alerts about a team or competition in this channel."),
        Argument("target", "team or competition", rest=True),
        admin_only=True,
    )
    async def unfollow(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        text = str(inv.args["target"])
        if not fold(text):  # `/unfollow "`: quotes or punctuation, no name
            raise UserError(_("/unfollow needs a team or competition, e.g. /unfollow spurs."))
        store = ctx.require_store()
        followed = await store.run(subs.for_channel, inv.platform, inv.channel)
        sub = _followed(ctx, text, followed)
        if sub is None:
            raise UserError(_not_followed(ctx, text, followed, _))
        await store.run(subs.unfollow, inv.platform, inv.channel, sub.target_kind, sub.target_id)
        ctx.refresh_schedule()
        return Reply(text=_("Stopped following {name} here.", name=literal(sub.target_name)))

    @tree.command("following", N_("What this channel follows."))
    async def following(ctx: Context, inv: Invocation) -> Reply:
        _ = await ctx.translator(inv)
        store = ctx.require_store()
        rows = await store.run(subs.for_channel, inv.platform, inv.channel)
        if not rows:
            return Reply(
                text=_("This channel follows nothing yet; an admin can type /follow <team or competition>.")
            )
        pause = await store.run(channel_store.paused, inv.platform, inv.channel)
        notice = _pause_notice(ctx, pause, _) if pause else ""
        fields = tuple(
            Field(
                f"{literal(s.target_name)} ({_(KIND_NAMES.get(s.target_kind, s.target_kind))})",
                ", ".join(s.kinds),
                inline=False,
            )
            for s in rows
        )
        return Reply(card=Card(title=_("Following here"), body=notice, fields=fields))


def _followed(ctx: Context, text: str, followed: list[Subscription]) -> Subscription | None:
    """The subscription a fan means by `text`: the team or competition the name resolves to, else the
    followed name it spells (or nearly). Only what this channel follows: nothing is looked up elsewhere."""
    named = resolve(text, ids=ctx.alias_ids)
    if named is not None:
        for sub in followed:
            if (sub.target_kind, sub.target_id) == (named.kind, named.id):
                return sub
    by_name = {fold(sub.target_name): sub for sub in followed}
    # Whole words ("hotspur" for Tottenham Hotspur), never a fragment: a stray letter must not unfollow
    # anything. Two names that fit as well are a question, not a guess.
    best = process.extract(fold(text), list(by_name), scorer=fuzz.token_set_ratio, score_cutoff=90, limit=2)
    if not best or (len(best) == 2 and best[0][1] == best[1][1]):
        return None
    return by_name[best[0][0]]


def _not_followed(ctx: Context, text: str, followed: list[Subscription], _: Translator = IN_ENGLISH) -> str:
    named = resolve(text, ids=ctx.alias_ids)
    name = literal(named.name) if named is not None else echo(text)
    if not followed:
        return _(
            "{name} is not followed here; this channel follows nothing, so there is nothing to unfollow.",
            name=name,
        )
    names = [literal(sub.target_name) for sub in followed]
    listed = ", ".join(names[:LISTED])
    if len(names) > LISTED:
        return _(
            "{name} is not followed here; /unfollow one of: {names} and {more} more (see /following).",
            name=name,
            names=listed,
            more=len(names) - LISTED,
        )
    return _("{name} is not followed here; /unfollow one of: {names}.", name=name, names=listed)


def _pause_notice(ctx: Context, pause: Pause, _: Translator = IN_ENGLISH) -> str:
    since = _.moment(datetime.fromtimestamp(pause.since, UTC), ctx.timezone, day=True)
    return _(
        "⏸ Alerts here are paused since {since} because I could not post ({reason}); "
        "fix my access, then an admin can type /follow again.",
        since=since,
        reason=literal(pause.reason),
    )
