"""/follow, /unfollow and /following: which teams and competitions alert this channel."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import literal, moment
from bot.core.reply import Card, Field, Reply
from bot.core.tree import Argument, CommandTree
from bot.names import Named, resolve
from bot.store import channels as channel_store
from bot.store import names as name_store
from bot.store import subscriptions as subs
from bot.store.channels import Pause

KIND_WORDS = {
    "goals": "goals",
    "goal": "goals",
    "var": "var",
    "red": "red-cards",
    "reds": "red-cards",
    "red-cards": "red-cards",
    "cards": "red-cards",
    "kick-off": "kick-off",
    "kickoff": "kick-off",
    "half-time": "half-time",
    "halftime": "half-time",
    "ht": "half-time",
    "full-time": "full-time",
    "fulltime": "full-time",
    "ft": "full-time",
    "yellow-cards": "yellow-cards",
    "yellows": "yellow-cards",
    "line-ups": "line-ups",
    "lineups": "line-ups",
}


def split_target(text: str) -> tuple[str, tuple[str, ...]]:
    """ "spurs goals var" -> ("spurs", ("goals", "var")): trailing words that name alert kinds."""
    words = text.split()
    kinds: list[str] = []
    while len(words) > 1 and words[-1].lower() in KIND_WORDS:
        kinds.insert(0, KIND_WORDS[words.pop().lower()])
    return " ".join(words), tuple(dict.fromkeys(kinds))


async def _resolve(ctx: Context, text: str) -> Named:
    """Alias file first, then names seen in provider data. An unknown name is queued for the provider's
    search, which the scheduler runs: a handler never waits on the network."""
    named = resolve(text, provider=ctx.provider)
    if named is not None:
        return named
    store = ctx.require_store()
    seen = await store.run(name_store.find_name, text)
    if seen is not None:
        return seen
    await store.run(name_store.request_lookup, text)
    ctx.refresh_schedule()
    raise UserError(
        f"I don't know a team or competition called {text!r} yet; I've asked the results provider, "
        "so try again in a minute, or use the full name (e.g. Tottenham Hotspur)."
    )


def register(tree: CommandTree) -> None:
    @tree.command(
        "follow",
        "Alert this channel about a team or competition (optionally only some kinds).",
        Argument(
            "target",
            "team or competition; kinds: goals var red-cards kick-off half-time full-time yellow-cards line-ups",
            rest=True,
        ),
        admin_only=True,
        examples=("/follow spurs", "/follow champions league goals var"),
    )
    async def follow(ctx: Context, inv: Invocation) -> Reply:
        target, kinds = split_target(str(inv.args["target"]))
        named = await _resolve(ctx, target)
        missing = await ctx.can_post(inv.platform, inv.channel)
        if missing:  # following a channel the bot cannot post in would only fail later, where nobody sees it
            raise UserError(f"I can't post alerts in this channel yet: {missing}, then type /follow again.")
        chosen = kinds or subs.ALL_KINDS
        store = ctx.require_store()
        new = await store.run(
            subs.follow, inv.platform, inv.channel, named.kind, named.id, named.name, chosen, inv.actor.id
        )
        lifted = await store.run(channel_store.resume, inv.platform, inv.channel)
        ctx.refresh_schedule()
        alerts = ", ".join(chosen)
        if lifted is not None:
            return Reply(
                text=f"Alerts are back on here, following {literal(named.name)}: {alerts}.",
                card=Card(title=f"✅ Alerts back on · {literal(named.name)}", body=f"Alerts: {alerts}"),
            )
        verb = "Now following" if new else "Updated"
        text = f"{verb} {literal(named.name)} here: {alerts}."
        return Reply(text=text, card=Card(title=f"✅ {verb} {literal(named.name)}", body=f"Alerts: {alerts}"))

    @tree.command(
        "unfollow",
        "Stop alerts about a team or competition in this channel.",
        Argument("target", "team or competition", rest=True),
        admin_only=True,
    )
    async def unfollow(ctx: Context, inv: Invocation) -> Reply:
        named = await _resolve(ctx, str(inv.args["target"]))
        removed = await ctx.require_store().run(
            subs.unfollow, inv.platform, inv.channel, named.kind, named.id
        )
        if not removed:
            raise UserError(f"This channel was not following {literal(named.name)}.")
        ctx.refresh_schedule()
        return Reply(text=f"Stopped following {literal(named.name)} here.")

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
        lines = [f"{literal(s.target_name)} ({s.target_kind}): {', '.join(s.kinds)}" for s in rows]
        fields = tuple(Field(literal(s.target_name), ", ".join(s.kinds), inline=False) for s in rows)
        return Reply(
            text="\n".join([*([notice] if notice else []), "Following here:", *lines]),
            card=Card(title="Following here", body=notice, fields=fields),
        )


def _pause_notice(ctx: Context, pause: Pause) -> str:
    since = moment(datetime.fromtimestamp(pause.since, UTC), ctx.timezone, day=True)
    return (
        f"⏸ Alerts here are paused since {since} because I could not post ({literal(pause.reason)}); "
        "fix my access, then an admin can type /follow again."
    )
