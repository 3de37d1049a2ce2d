"""Discord through discord.py 2.x.

- App commands are generated from the core's command tree (groups, options, choices, descriptions); a
  button on an alert ("Why?") runs its command and answers only the person who clicked. Buttons are
  stateless (`render.CommandButton`, registered once): memory does not grow with messages.
- Alerts are sent over REST with `get_partial_messageable` (no cache needed), with a nonce and
  `enforce_nonce`, so a retry within Discord's few minutes of nonce memory cannot post twice; `allowed_mentions`
  is none everywhere.
- A row recovered after a longer stop (`maybe_sent`) is first looked for in the channel's last 50 messages by
  its invisible mark (`marker`). When the history cannot be read the documented policy holds: send anyway (at
  least once) and count it in `unchecked_recoveries`.
- Every failure is classified by one table (`errors.ERRORS`): channel gone, permanent or transient. discord.py
  itself waits out 429s of up to 30 s; a longer one comes back as transient with Discord's wait.
- /follow asks `can_post`: the bot's permissions in the channel come with every interaction
  (`app_permissions`), so the check costs no request.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from contextvars import ContextVar
from typing import Any, Literal, Optional

import discord
from discord import app_commands

from adapters.discord.buckets import amortise_bucket_sweep
from adapters.discord.errors import FAILURES, classify
from adapters.discord.marker import carries, mark_for
from adapters.discord.render import CommandButton, render
from bot.config import Config
from bot.core.invocation import Actor, Invocation
from bot.core.platform import CommandHandler, TextHandler
from bot.core.reply import Reply, error_reply
from bot.core.tree import Command, CommandTree

log = logging.getLogger(__name__)
NONE = discord.AllowedMentions.none()
LOOK_BACK = 50  # recent messages searched for an earlier copy of a recovered alert
RATE_LIMIT_WAIT = 30.0  # a 429 asking for longer is handed to the dispatcher (discord.py's minimum setting)
UNKNOWN_MESSAGE = 10008
# What an alert needs, in the order Discord's settings list them.
POSTING_PERMISSIONS = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("embed_links", "Embed Links"),
)
# The channel and the bot's permissions there, from the interaction being answered (see `can_post`).
_answering: ContextVar[tuple[str, discord.Permissions] | None] = ContextVar("answering", default=None)


def missing_permissions(permissions: discord.Permissions) -> list[str]:
    return [label for name, label in POSTING_PERMISSIONS if not getattr(permissions, name)]


# What each permission costs when a followed channel lacks it (the start-up and `check-config --online` report).
PERMISSION_COSTS = (
    ("view_channel", "View Channel", "no alerts can be posted there"),
    ("send_messages", "Send Messages", "no alerts can be posted there"),
    ("embed_links", "Embed Links", "alerts with cards are refused there"),
    (
        "read_message_history",
        "Read Message History",
        "after a long stop an alert cannot be checked for an earlier copy, so it may be posted twice",
    ),
)
CHECK_AT_MOST = 50  # followed channels checked at start (3 requests each); the rest are found out by sending


def channel_permissions(
    channel: dict[str, Any], roles: list[dict[str, Any]], member: dict[str, Any], user_id: str
) -> discord.Permissions:
    """The bot's permissions in a guild channel, computed as Discord documents it: the @everyone role and the
    member's roles, then the channel's overwrites for @everyone, the member's roles and the member."""
    guild_id = str(channel.get("guild_id"))
    by_id = {str(r["id"]): int(r.get("permissions") or 0) for r in roles}
    mine = [str(r) for r in member.get("roles") or []]
    value = by_id.get(guild_id, 0)
    for role in mine:
        value |= by_id.get(role, 0)
    if value & discord.Permissions.administrator.flag:  # type: ignore[attr-defined]
        return discord.Permissions.all()
    overwrites = {
        str(o["id"]): (int(o.get("allow") or 0), int(o.get("deny") or 0))
        for o in channel.get("permission_overwrites") or []
    }
    allow, deny = overwrites.get(guild_id, (0, 0))
    value = (value & ~deny) | allow
    allow = deny = 0
    for role in mine:
        a, d = overwrites.get(role, (0, 0))
        allow, deny = allow | a, deny | d
    value = (value & ~deny) | allow
    allow, deny = overwrites.get(user_id, (0, 0))
    return discord.Permissions((value & ~deny) | allow)


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def actor_of(interaction: discord.Interaction) -> Actor:
    perms = interaction.permissions
    return Actor(
        id=str(interaction.user.id),
        name=interaction.user.display_name,
        is_admin=bool(perms.administrator or perms.manage_guild),
    )


class DiscordAdapter:
    platform = "discord"

    def __init__(
        self,
        token: str,
        *,
        api_base: str = "https://discord.com/api/v10",
        tree: CommandTree | None = None,
        gateway: bool = True,
        sync_commands: bool | str = False,
        application_id: int | None = None,
        send_timeout: float = 60.0,
    ) -> None:
        self.token = token
        self.send_timeout = send_timeout  # covers discord.py's own 429 waits and 5xx retries
        self.api_base = api_base.rstrip("/")
        self.core_tree = tree
        self.gateway = gateway
        self.sync_commands = sync_commands
        self.client = discord.Client(
            intents=discord.Intents.none(),
            allowed_mentions=NONE,
            application_id=application_id,
            max_ratelimit_timeout=RATE_LIMIT_WAIT,
        )
        self.client.run_button = self.run_button  # type: ignore[attr-defined]  (CommandButton calls it)
        self.client.add_dynamic_items(CommandButton)  # once: every button on every message, old or new
        self.app_tree = app_commands.CommandTree(self.client)
        self.on_text: TextHandler | None = None
        self.on_command: CommandHandler | None = None
        self._gateway_task: asyncio.Task[None] | None = None
        self.unchecked_recoveries = 0  # recovered alerts sent without looking for an earlier copy
        self.followed: list[str] = []  # the channels with follows here (set by the app), checked at start

    @classmethod
    def from_config(cls, config: Config, **kwargs: Any) -> DiscordAdapter:
        app_id = config.get("adapters.discord", "application_id")
        return cls(
            config.secret("adapters.discord", "token_env"),
            api_base=config.get("adapters.discord", "api_base"),
            sync_commands=config.get("adapters.discord", "sync_commands"),
            application_id=int(app_id) if app_id else None,
            **kwargs,
        )

    # ------------------------------------------------------------------------------ lifecycle
    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None:
        self.on_text, self.on_command = on_text, on_command
        # discord.py keeps one REST base for the process: point it at the configured host (proxy or fake).
        discord.http.Route.BASE = self.api_base
        amortise_bucket_sweep(self.client.http)
        if self.core_tree is not None:
            build_app_commands(self.app_tree, self.core_tree, self._run)
        await self.client.login(self.token)
        if self.followed:
            try:
                for line in await self.missing_access():
                    log.warning("Discord: %s", line)
            except (discord.HTTPException, OSError) as exc:
                log.warning("Discord: could not check the followed channels' permissions: %s", exc)
        if self.sync_commands not in (False, "off"):
            await self.app_tree.sync()  # on demand only, as RoboDanny does: syncing is rate limited
        if self.gateway:
            self._gateway_task = asyncio.create_task(
                self.client.connect(reconnect=True), name="discord-gateway"
            )

    async def stop(self) -> None:
        await self.client.close()
        if self._gateway_task is not None:
            self._gateway_task.cancel()

    def attach_tree(self, tree: CommandTree) -> None:
        self.core_tree = tree

    # ------------------------------------------------------------------------------ commands
    async def _run(
        self, interaction: discord.Interaction, path: tuple[str, ...], args: dict[str, Any]
    ) -> None:
        assert self.on_command is not None
        invocation = Invocation(
            path=path,
            args={k: v for k, v in args.items() if v is not None},
            actor=actor_of(interaction),
            channel=str(interaction.channel_id),
            platform="discord",
        )
        _answering.set((invocation.channel, interaction.app_permissions))  # for can_post, in this task only
        try:
            reply = await self.on_command(invocation)
        except Exception:  # the core answers errors itself; this is a last guard for chat
            log.exception("command failed")
            reply = error_reply("Sorry, something went wrong on my side answering that.")
        await self._respond(interaction, reply)

    async def _respond(
        self, interaction: discord.Interaction, reply: Reply, *, private: bool = False
    ) -> None:
        msg = render(reply)
        kwargs: dict[str, Any] = {"embed": msg.embed} if msg.embed else {}
        if msg.view:
            kwargs["view"] = msg.view
        if msg.file:
            kwargs["file"] = msg.file
        await interaction.response.send_message(
            msg.content,
            ephemeral=private or reply.ephemeral or reply.is_error,
            allowed_mentions=NONE,
            **kwargs,
        )

    async def run_button(self, interaction: discord.Interaction, command: str) -> None:
        """A click on an alert's button ("Why?") runs its command, answered to the clicker only."""
        assert self.on_text is not None
        reply = await self.on_text(command, str(interaction.channel_id), actor_of(interaction))
        # Answered to the clicker only, with its own buttons and diagram ("Full explanation", a ruling).
        await self._respond(interaction, reply, private=True)

    async def missing_access(self) -> list[str]:
        """For the followed channels (`followed`, set by the app), one line per missing permission and what it
        costs; a channel that cannot be read at all says so."""
        if self.client.user is None:
            await self.client.login(self.token)
        assert self.client.user is not None
        me = str(self.client.user.id)
        lines = []
        for channel in self.followed[:CHECK_AT_MOST]:
            try:
                data = await self.client.http.get_channel(int(channel))
                guild = data.get("guild_id")
                if guild is None:
                    continue  # a DM or group channel: no permissions to check
                roles = await self.client.http.get_roles(int(guild))
                member = await self.client.http.get_member(int(guild), int(me))
            except discord.HTTPException as exc:
                lines.append(
                    f"channel {channel}: cannot be read ({exc.text or exc.status}): no alerts can be posted there"
                )
                continue
            perms = channel_permissions(data, roles, member, me)  # type: ignore[arg-type]
            lines += [
                f"channel {channel}: no {label}: {cost}"
                for name, label, cost in PERMISSION_COSTS
                if not getattr(perms, name)
            ]
        return lines

    async def can_post(self, channel: str) -> str:
        """What the bot lacks to post alerts here, from the permissions Discord sent with the command being
        answered; "" when nothing is missing or when no command from this channel is being answered."""
        answering = _answering.get()
        if answering is None or answering[0] != channel:
            return ""
        missing = missing_permissions(answering[1])
        if not missing:
            return ""
        return f"give me the {_and(missing)} permission{'s' if len(missing) > 1 else ''} in this channel"

    # ------------------------------------------------------------------------------ alerts
    async def _earlier_copy(self, target: discord.PartialMessageable, mark: str) -> str | None:
        """Our message carrying `mark` among the channel's last messages, or None; also None, counted in
        `unchecked_recoveries`, when the history cannot be read (the caller then sends: at least once)."""
        channel = str(target.id)
        try:
            recent = await asyncio.wait_for(self._recent(target), self.send_timeout)
        except FAILURES as exc:
            return self._unchecked(channel, str(classify(exc)))
        if not recent and await self._has_messages(target):
            # Discord answers an empty list, not an error, when the bot lacks Read Message History.
            return self._unchecked(channel, "no Read Message History")
        me = self.client.user.id if self.client.user else None
        for message in recent:
            if (me is None or message.author.id == me) and carries(message, mark):
                return str(message.id)
        return None

    async def _has_messages(self, target: discord.PartialMessageable) -> bool:
        """Whether the channel has had a message (its `last_message_id`, readable with View Channel alone), so
        an empty history means "not allowed to read it" rather than "nothing there". True when unknown."""
        try:
            found = await asyncio.wait_for(self.client.fetch_channel(target.id), self.send_timeout)
        except FAILURES:
            return True
        return getattr(found, "last_message_id", True) is not None

    @staticmethod
    async def _recent(target: discord.PartialMessageable) -> list[discord.Message]:
        return [message async for message in target.history(limit=LOOK_BACK)]

    def _unchecked(self, channel: str, why: str) -> None:
        self.unchecked_recoveries += 1
        log.warning("cannot look for an earlier copy of an alert in %s (%s): sending it", channel, why)
        return None

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        mark = mark_for(idempotency_key) if idempotency_key else ""
        msg = render(reply, mark=mark)
        target = self.client.get_partial_messageable(int(channel))
        try:
            if maybe_sent and mark and (found := await self._earlier_copy(target, mark)):
                return found
            sent = await asyncio.wait_for(
                target.send(**msg.kwargs(), nonce=idempotency_key or None, allowed_mentions=NONE),
                self.send_timeout,
            )
        except FAILURES as exc:
            raise classify(exc) from None
        return str(sent.id)

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        msg = render(reply, with_file=False)
        partial = self.client.get_partial_messageable(int(channel)).get_partial_message(int(message_ref))
        try:
            await asyncio.wait_for(
                partial.edit(content=msg.content, embed=msg.embed, view=msg.view, allowed_mentions=NONE),
                self.send_timeout,
            )
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_MESSAGE:
                raise classify(exc) from None
            log.info("message %s in %s is gone; nothing to correct", message_ref, channel)
        except FAILURES as exc:
            raise classify(exc) from None


def build_app_commands(app_tree: app_commands.CommandTree, core: CommandTree, run: Any) -> None:
    """Mirror the core's tree: groups become app-command groups, arguments become typed options."""
    app_tree.clear_commands(guild=None)
    for node in core.children.values():
        app_tree.add_command(_convert(node, run))


def _convert(node: Command, run: Any) -> app_commands.Command[Any, ..., Any] | app_commands.Group:
    if node.handler is None:
        group = app_commands.Group(name=node.name, description=node.help[:100])
        for child in node.children.values():
            group.add_command(_convert(child, run))
        return group

    async def callback(interaction: discord.Interaction, **kwargs: Any) -> None:
        await run(interaction, node.path, kwargs)

    params = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    for arg in node.arguments:
        kind: Any = Literal[arg.choices] if arg.choices else (int if arg.kind is int else str)  # type: ignore[valid-type]
        params.append(
            inspect.Parameter(
                arg.name,
                inspect.Parameter.KEYWORD_ONLY,
                annotation=kind if arg.required else Optional[kind],  # noqa: UP045 (discord.py reads Optional)
                default=inspect.Parameter.empty if arg.required else None,
            )
        )
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__annotations__ = {p.name: p.annotation for p in params}
    app_commands.describe(**{a.name: a.help[:100] for a in node.arguments})(callback)
    if node.admin_only:
        # Discord hides it from members without Manage Server; the core still enforces it.
        app_commands.default_permissions(manage_guild=True)(callback)
    return app_commands.Command(name=node.name, description=node.help[:100], callback=callback)
