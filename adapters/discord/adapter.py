"""Discord through discord.py 2.x.

- App commands are generated from the core's command tree (groups, options, choices, descriptions); a
  button on an alert ("Why?") runs its command and answers only the person who clicked. Buttons are
  stateless (`render.CommandButton`, registered once): memory does not grow with messages.
- Alerts are sent over REST with `get_partial_messageable` (no cache needed), with a nonce and
  `enforce_nonce`, so a retry after a crash cannot post twice; `allowed_mentions` is none everywhere.
- "Missing Access", "Missing Permissions" and "Unknown Channel" become `ChannelGone`; discord.py itself waits
  out 429s.
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

from adapters.discord.render import CommandButton, render
from bot.config import Config
from bot.core.invocation import Actor, Invocation
from bot.core.platform import ChannelGone, CommandHandler, SendError, TextHandler
from bot.core.reply import Reply, error_reply
from bot.core.tree import Command, CommandTree

log = logging.getLogger(__name__)
NONE = discord.AllowedMentions.none()
# Discord's JSON error codes that mean "this channel is closed to the bot", in words an admin recognises.
GONE_CODES = {10003: "Unknown Channel", 50001: "Missing Access", 50013: "Missing Permissions"}
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
        sync_commands: bool = False,
        application_id: int | None = None,
    ) -> None:
        self.token = token
        self.api_base = api_base.rstrip("/")
        self.core_tree = tree
        self.gateway = gateway
        self.sync_commands = sync_commands
        self.client = discord.Client(
            intents=discord.Intents.none(), allowed_mentions=NONE, application_id=application_id
        )
        self.client.run_button = self.run_button  # type: ignore[attr-defined]  (CommandButton calls it)
        self.client.add_dynamic_items(CommandButton)  # once: every button on every message, old or new
        self.app_tree = app_commands.CommandTree(self.client)
        self.on_text: TextHandler | None = None
        self.on_command: CommandHandler | None = None
        self._gateway_task: asyncio.Task[None] | None = None

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
        if self.core_tree is not None:
            build_app_commands(self.app_tree, self.core_tree, self._run)
        await self.client.login(self.token)
        if self.sync_commands:
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
    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        # The nonce with enforce_nonce makes Discord itself return the earlier message: no check needed.
        msg = render(reply)
        target = self.client.get_partial_messageable(int(channel))
        try:
            sent = await target.send(**msg.kwargs(), nonce=idempotency_key or None, allowed_mentions=NONE)
        except (discord.Forbidden, discord.NotFound) as exc:
            if exc.code in GONE_CODES or isinstance(exc, discord.NotFound):
                raise ChannelGone(GONE_CODES.get(exc.code) or exc.text or "Unknown Channel") from None
            raise SendError(f"Discord refused: {exc.status} {exc.text}") from None
        except discord.HTTPException as exc:
            raise SendError(f"Discord error {exc.status}: {exc.text}", retry_after=None) from None
        except (TimeoutError, OSError) as exc:
            raise SendError(f"Discord unreachable: {exc}") from None
        return str(sent.id)

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        msg = render(reply, with_file=False)
        partial = self.client.get_partial_messageable(int(channel)).get_partial_message(int(message_ref))
        try:
            await partial.edit(content=msg.content, embed=msg.embed, view=msg.view, allowed_mentions=NONE)
        except discord.NotFound:
            log.info("message %s in %s is gone; nothing to correct", message_ref, channel)
        except discord.HTTPException as exc:
            raise SendError(f"Discord edit failed: {exc.status} {exc.text}") from None


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
