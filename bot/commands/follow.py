"""/follow, /unfollow and /following: which teams and competitions alert this channel."""

from __future__ import annotations

import difflib
import re
import tomllib
from datetime import UTC, datetime
from functools import cache
from importlib import resources

from rapidfuzz import fuzz, process

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo, literal, moment, readable
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, CommandTree
from bot.names import Named, exact, fold, name_words, resolve
from bot.store import channels as channel_store
from bot.store import names as name_store
from bot.store import subscriptions as subs
from bot.store.channels import Pause
from bot.store.subscriptions import Subscription

LISTED = 5  # followed names an error lists before pointing to /following


@cache
def alert_kinds() -> dict[str, tuple[str, tuple[str, ...]]]:
    """kind -> (what it brings, other words for it), in the order /help shows them (kinds.toml)."""
    data = tomllib.loads((resources.files("bot.commands") / "kinds.toml").read_text(encoding="utf-8"))
    return {kind: (entry["help"], tuple(entry["words"])) for kind, entry in data.items()}


@cache
def kind_words() -> dict[str, str]:
    """Every word a fan may type for a kind ("reds", "ht", "goals") -> the kind."""
    return {word: kind for kind, (_, words) in alert_kinds().items() for word in (kind, *words)}


def kinds_help() -> str:
    """One line per kind, for /help follow; the kinds a plain /follow leaves out say so."""
    return "\n".join(
        f"{kind}: {help}" + ("" if kind in subs.ALL_KINDS else " (only when named)")
        for kind, (help, _) in alert_kinds().items()
    )


def _starts_kinds(word: str) -> bool:
    return "," in word or word.lower() in kind_words() or word.lower() == "none"


def split_target(text: str) -> tuple[str, tuple[str, ...]]:
    """ "spurs goals var" or "spurs goals,var" -> ("spurs", ("goals", "var")). The kinds start at the first
    word after the name that names one (or holds a comma); every word from there on must name a kind: one
    we do not know is an error, never dropped in favour of every kind."""
    words = text.split()
    start = next((i for i, word in enumerate(words) if i > 0 and _starts_kinds(word)), len(words))
    if start < len(words) and not fold(" ".join(words[start:])):  # "spurs ,,,": never read as every kind
        raise UserError(
            f"Name the alert kinds after {readable(' '.join(words[:start]))}: {', '.join(alert_kinds())} "
            "(see /help follow)."
        )
    if exact(text) is not None:  # a name with a kind's word in it ("FC Red Star")
        return " ".join(words), ()
    if start == len(words):
        _refuse_a_stray_word(words)
        return " ".join(words), ()
    name = " ".join(words[:start])
    kinds: list[str] = []
    for word in filter(None, re.split(r"[\s,]+", " ".join(words[start:]))):
        if word.lower() == "none":
            raise UserError(
                f"{echo(word)} would follow nothing: to stop alerts about {readable(name)} here, "
                f"type /unfollow {readable(name)}."
            )
        kind = kind_words().get(word.lower())
        if kind is None:
            raise _not_a_kind(word)
        kinds.append(kind)
    return name, tuple(dict.fromkeys(kinds))


def _refuse_a_stray_word(words: list[str]) -> None:
    """ "spurs bogus-kind": a name we know, then a word that is neither part of a name nor a kind. Fuzzy
    matching would take the whole phrase for Spurs and follow every kind; the fan meant a kind we lack."""
    known = next((i for i in range(len(words) - 1, 0, -1) if exact(" ".join(words[:i])) is not None), None)
    if known is None:
        return
    stray = next((word for word in words[known:] if fold(word) not in name_words()), None)
    if stray is not None:
        raise _not_a_kind(stray)


def _not_a_kind(word: str) -> UserError:
    close = difflib.get_close_matches(word.lower(), list(kind_words()), n=1, cutoff=0.75)
    guess = f" (did you mean {kind_words()[close[0]]}?)" if close else ""
    return UserError(
        f"{echo(word)} is not an alert kind{guess}; choose from {', '.join(alert_kinds())} (see /help follow)."
    )


async def _resolve(ctx: Context, text: str) -> Named:
    """Alias file first, then names seen in provider data. An unknown name is queued for the provider's
    search, which the scheduler runs: a handler never waits on the network."""
    named = resolve(text, ids=ctx.alias_ids)
    if named is not None:
        return named
    store = ctx.require_store()
    seen = await store.run(name_store.find_name, text)
    if seen is not None:
        return seen
    await store.run(name_store.request_lookup, text)
    if not ctx.refresh_schedule():
        raise UserError(
            f"I don't know a team or competition called {echo(text)}; the running bot looks names up with the "
            "results provider, so ask it there, or use the full name (e.g. Tottenham Hotspur)."
        )
    raise UserError(
        f"I don't know a team or competition called {echo(text)} yet; I've asked the results provider, "
        "so try again in a minute, or use the full name (e.g. Tottenham Hotspur)."
    )


def register(tree: CommandTree) -> None:
    @tree.command(
        "follow",
        "Alert this channel about a team or competition (optionally only some kinds).",
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
        details=(("Alert kinds", kinds_help()),),
    )
    async def follow(ctx: Context, inv: Invocation) -> Reply:
        target, kinds = split_target(str(inv.args["target"]))
        if not fold(target):  # `/follow ""`: quotes or punctuation, no name
            raise UserError(
                "/follow needs a team or competition, e.g. /follow spurs or /follow champions league."
            )
        named = await _resolve(ctx, target)
        missing = await ctx.can_post(inv.platform, inv.channel)
        if missing:  # following a channel the bot cannot post in would only fail later, where nobody sees it
            raise UserError(f"I can't post alerts in this channel yet: {missing}, then type /follow again.")
        chosen = kinds or subs.ALL_KINDS
        store = ctx.require_store()
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
        if lifted is not None:
            return Reply(text=f"Alerts are back on here, following {literal(named.name)}: {alerts}.")
        verb = "Now following" if new else "Updated"
        return Reply(text=f"{verb} {literal(named.name)} here: {alerts}.")

    @tree.command(
        "unfollow",
        "Stop alerts about a team or competition in this channel.",
        Argument("target", "team or competition", rest=True),
        admin_only=True,
    )
    async def unfollow(ctx: Context, inv: Invocation) -> Reply:
        text = str(inv.args["target"])
        store = ctx.require_store()
        followed = await store.run(subs.for_channel, inv.platform, inv.channel)
        sub = _followed(ctx, text, followed)
        if sub is None:
            raise UserError(_not_followed(ctx, text, followed))
        await store.run(subs.unfollow, inv.platform, inv.channel, sub.target_kind, sub.target_id)
        ctx.refresh_schedule()
        return Reply(text=f"Stopped following {literal(sub.target_name)} here.")

    @tree.command("following", "What this channel follows.")
    async def following(ctx: Context, inv: Invocation) -> Reply:
        store = ctx.require_store()
        rows = await store.run(subs.for_channel, inv.platform, inv.channel)
        if not rows:
            return Reply(
                text="This channel follows nothing yet; an admin can type /follow <team or competition>."
            )
        pause = await store.run(channel_store.paused, inv.platform, inv.channel)
        notice = _pause_notice(ctx, pause) if pause else ""
        fields = tuple(
            Field(f"{literal(s.target_name)} ({s.target_kind})", ", ".join(s.kinds), inline=False)
            for s in rows
        )
        return Reply(card=Card(title="Following here", body=notice, fields=fields))


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


def _not_followed(ctx: Context, text: str, followed: list[Subscription]) -> str:
    named = resolve(text, ids=ctx.alias_ids)
    name = literal(named.name) if named is not None else echo(text)
    if not followed:
        return f"{name} is not followed here; this channel follows nothing, so there is nothing to unfollow."
    names = [literal(sub.target_name) for sub in followed]
    more = f" and {len(names) - LISTED} more (see /following)" if len(names) > LISTED else ""
    return f"{name} is not followed here; /unfollow one of: {', '.join(names[:LISTED])}{more}."


def _pause_notice(ctx: Context, pause: Pause) -> str:
    since = moment(datetime.fromtimestamp(pause.since, UTC), ctx.timezone, day=True)
    return (
        f"⏸ Alerts here are paused since {since} because I could not post ({literal(pause.reason)}); "
        "fix my access, then an admin can type /follow again."
    )
