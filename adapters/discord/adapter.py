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
- The gateway is found through `api_base` (`GET /gateway/bot`) and sharded (`gateway.ShardedClient`): this
  process runs `shard_ids` of `shard_count`. Discord unreachable at start is one log line and retried in the
  background with capped back-off; a bad token or shard setting, or a gateway that keeps crashing, is a
  `DiscordFatal`, raised by `start` or handed out by `wait_fatal`, on which the app exits non-zero.
- Commands are synced as `sync_commands` says (`sync`: "auto", "off", "guild:<id>").
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import replace
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.utils import MISSING

from adapters.discord import rest
from adapters.discord.buckets import amortise_bucket_sweep
from adapters.discord.errors import FAILURES, DiscordFatal, classify
from adapters.discord.gateway import UNREACHABLE, Backoff, ShardedClient, describe, fatal_close
from adapters.discord.locales import CatalogueTranslator
from adapters.discord.marker import carries, mark_for
from adapters.discord.render import CommandButton, DiscordMessage, render
from adapters.discord.slash import build_app_commands
from adapters.discord.sync import sync_commands, sync_mode
from bot.core.dispatch import INTERNAL_ERROR
from bot.core.invocation import NO_SERVER_LANGUAGE, Actor, Invocation
from bot.core.platform import CommandHandler, TextHandler
from bot.core.reply import Reply, error_reply
from bot.core.tree import CommandTree
from bot.i18n import translator
from bot.laws import load_topics
from bot.plugins.platform import PlatformAdapter, Suggest
from bot.store.spaces import Shards

log = logging.getLogger(__name__)


def _not_the_guilds_intent_warning(record: logging.LogRecord) -> bool:
    return not record.getMessage().startswith("Guilds intent seems to be disabled")


# Matchday runs with no intents on purpose (commands come as interactions, alerts go over REST, no guild cache)
# and never joins voice: discord.py's warnings about both at every start would only be noise in a short log.
logging.getLogger("discord.state").addFilter(_not_the_guilds_intent_warning)
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False
NONE = discord.AllowedMentions.none()
LOOK_BACK = 50  # recent messages searched for an earlier copy of a recovered alert
RATE_LIMIT_WAIT = 30.0  # a 429 asking for longer is handed to the dispatcher (discord.py's minimum setting)
UNKNOWN_MESSAGE = 10008
CONNECT_TIMEOUT = 15.0  # seconds for one attempt to reach Discord's REST API (aiohttp's own default is 5 min)
STOP_WITHIN = 3.0  # seconds for closing the gateway at stop; SIGINT/SIGTERM must end the process within 5 s
ACK_WITHIN = 2.0  # seconds an answer may take before the interaction is acknowledged ("thinking…") first
SUGGEST_WITHIN = 2.0  # seconds for autocomplete choices: Discord drops an answer after 3
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
    channel: Mapping[str, Any], roles: Sequence[Mapping[str, Any]], member: Mapping[str, Any], user_id: str
) -> discord.Permissions:
    """The bot's permissions in a guild channel, computed as Discord documents it: the @everyone role and the
    member's roles, then the channel's overwrites for @everyone, the member's roles and the member."""
    guild_id = str(channel.get("guild_id"))
    by_id = {str(r["id"]): int(r.get("permissions") or 0) for r in roles}
    mine = [str(r) for r in member.get("roles") or []]
    value = by_id.get(guild_id, 0)
    for role in mine:
        value |= by_id.get(role, 0)
    if value & discord.Permissions.administrator.flag:
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


def _parts(msg: DiscordMessage) -> dict[str, Any]:
    """The embed, buttons and file of a rendered message, as discord.py's send methods take them."""
    parts: dict[str, Any] = {"embed": msg.embed} if msg.embed else {}
    if msg.view:
        parts["view"] = msg.view
    if msg.file:
        parts["file"] = msg.file
    return parts


class DiscordAdapter(PlatformAdapter):
    platform = "discord"

    def __init__(
        self,
        token: str,
        *,
        api_base: str = "https://discord.com/api/v10",
        tree: CommandTree | None = None,
        gateway: bool = True,
        sync_commands: bool | str = False,
        sync_record: str | Path | None = None,
        application_id: int | None = None,
        send_timeout: float = 60.0,
        shard_count: int = 0,
        shard_ids: list[int] | tuple[int, ...] = (),
        suggest: Suggest | None = None,
        backoff: Backoff | None = None,
        crash_limit: int = 5,
        identify_window: float = 5.0,
    ) -> None:
        self.token = token
        self.send_timeout = send_timeout  # covers discord.py's own 429 waits and 5xx retries
        self.api_base = api_base.rstrip("/")
        self.core_tree = tree
        self.gateway = gateway
        self.sync_commands = sync_mode(sync_commands)
        self.sync_record = Path(sync_record) if sync_record else None
        self.suggest = suggest  # None: team and competition options offer no choices
        self.ack_within = ACK_WITHIN
        self._gated_ids: set[int] = set()  # see _learn_gated_commands
        self.backoff = backoff or Backoff(1.0, 60.0)
        self.client = ShardedClient(
            intents=discord.Intents.none(),
            allowed_mentions=NONE,
            application_id=application_id,
            max_ratelimit_timeout=RATE_LIMIT_WAIT,
            shard_count=shard_count,
            shard_ids=shard_ids,
            crash_limit=crash_limit,
            backoff=Backoff(self.backoff.first, self.backoff.cap),
            identify_window=identify_window,
        )
        # A process running some of the shards (of a known total) sends for their guilds only.
        self._shards = Shards("discord", shard_count, tuple(shard_ids)) if shard_count and shard_ids else None
        self.client.run_button = self.run_button  # CommandButton calls it
        self.client.add_dynamic_items(CommandButton)  # once: every button on every message, old or new
        self.app_tree = app_commands.CommandTree(self.client)
        self.on_text: TextHandler | None = None
        self.on_command: CommandHandler | None = None
        self._gateway_task: asyncio.Task[None] | None = None
        self._fatal: asyncio.Future[DiscordFatal] | None = None
        self._logged_in = False
        self._login_tried = False
        self.unchecked_recoveries = 0  # recovered alerts sent without looking for an earlier copy
        self.followed: list[str] = []  # the channels with follows here (set by the app), checked at start

    # ------------------------------------------------------------------------------ lifecycle
    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None:
        """Log in, sync, check the followed channels and connect the gateway. Raises DiscordFatal when Discord
        refuses the token or the settings; when Discord cannot be reached, says so in one line and keeps trying
        in the background (alerts wait in the outbox meanwhile)."""
        self.on_text, self.on_command = on_text, on_command
        self._fatal = asyncio.get_running_loop().create_future()
        amortise_bucket_sweep(self.client.http)
        if self.core_tree is not None:
            build_app_commands(self.app_tree, self.core_tree, self._run, self._complete)
            await self.app_tree.set_translator(CatalogueTranslator())  # descriptions in members' languages
        try:
            await self._login()
        except UNREACHABLE as exc:
            log.warning(
                "Discord: cannot reach %s (%s); retrying in the background", self.api_base, describe(exc)
            )
            self._gateway_task = asyncio.create_task(self._keep_trying(describe(exc)), name="discord-gateway")
            return
        await self._after_login()
        if self.gateway:
            self._gateway_task = asyncio.create_task(self._hold_gateway(), name="discord-gateway")

    async def _login(self) -> None:
        """One attempt at logging in over REST, bounded in time; a failure leaves no session open."""
        self._login_tried = True
        # every way in (start, and the access check `check-config --online` makes without starting) sets
        # the process's REST address, or a login would go to discord.com
        rest.point_at(self.api_base)
        try:
            await asyncio.wait_for(self.client.login(self.token), CONNECT_TIMEOUT)
        except BaseException as exc:
            await self._drop_session()
            if isinstance(exc, discord.LoginFailure):
                raise DiscordFatal(
                    "Discord refused the bot token (401 Unauthorized); set a valid token in the variable named "
                    "by adapters.discord.token_env"
                ) from None
            if isinstance(exc, discord.HTTPException) and exc.status < 500 and exc.status != 429:
                raise DiscordFatal(
                    f"Discord at {self.api_base} answered {exc.status} to the login ({exc.text or 'no reason'}); "
                    "check adapters.discord.api_base"
                ) from None
            if isinstance(exc, discord.HTTPException):  # 5xx or 429 at login: try again later
                raise ConnectionError(f"{exc.status} {exc.text or ''}".strip()) from None
            raise
        self._logged_in = True

    async def _drop_session(self) -> None:
        # discord.py opens a new aiohttp session at every login and closes its connector with it.
        await self.client.http.close()
        self.client.http.connector = MISSING

    async def _keep_trying(self, said: str) -> None:
        """Log in again with capped back-off, one log line per new cause, then carry on as `start` would."""
        attempts = 1
        try:
            while True:
                await asyncio.sleep(self.backoff.next())
                try:
                    await self._login()
                    break
                except UNREACHABLE as exc:
                    attempts += 1
                    cause = describe(exc)
                    level = logging.WARNING if cause != said else logging.DEBUG
                    log.log(level, "Discord: cannot reach %s (%s); still trying", self.api_base, cause)
                    said = cause
            self.backoff.reset()
            log.warning("Discord: reached %s after %d attempts", self.api_base, attempts)
            await self._after_login()
        except DiscordFatal as exc:
            self._fail(exc)
            return
        if self.gateway:
            await self._hold_gateway()

    async def _after_login(self) -> None:
        if self.followed:
            try:
                for line in await self.missing_access():
                    log.warning("Discord: %s", line)
            except (discord.HTTPException, *UNREACHABLE) as exc:
                log.warning("Discord: could not check the followed channels' permissions: %s", describe(exc))
        try:
            done = await sync_commands(
                self.app_tree,
                self.sync_commands,
                record=self.sync_record,
                key=f"{self.api_base} {self.client.application_id}",
            )
        except (discord.HTTPException, *UNREACHABLE) as exc:  # the commands registered before stay usable
            log.warning("Discord: could not sync the commands (%s); they stay as last synced", describe(exc))
        else:
            if done not in ("off", "unchanged"):
                log.info("Discord: commands synced (%s)", done)
            if done in ("global", "unchanged"):
                await self._learn_gated_commands()

    async def _learn_gated_commands(self) -> None:
        """The global commands Discord holds with the Manage Server gate: Discord lets through only members
        with it, or whom the server's admins gave the command in Server Settings > Integrations, so a member
        who reaches one of these is an admin by delegation. Asked of Discord, not of our record: another
        deployment of the same application may have registered other commands since."""
        try:
            registered = await self.app_tree.fetch_commands()
        except (discord.HTTPException, *UNREACHABLE) as exc:
            log.warning("Discord: could not read the registered commands (%s); no delegation", describe(exc))
            return
        self._gated_ids = {
            command.id
            for command in registered
            if command.default_member_permissions is not None
            and command.default_member_permissions.manage_guild
        }

    async def _hold_gateway(self) -> None:
        """Run the gateway until `stop`; an end that needs a person (or a restart) becomes the fatal error."""
        try:
            await self.client.connect(reconnect=True)
        except DiscordFatal as exc:
            self._fail(exc)
        except discord.ConnectionClosed as exc:
            self._fail(fatal_close(exc))
        except discord.GatewayNotFound as exc:
            self._fail(DiscordFatal(f"Discord at {self.api_base} named no gateway ({exc.__cause__ or exc})"))
        except Exception as exc:  # a bug here or in discord.py: logged in full, then a restart
            log.exception("Discord gateway stopped")
            self._fail(DiscordFatal(f"The Discord gateway stopped: {describe(exc)}"))

    def _fail(self, error: DiscordFatal) -> None:
        log.error("%s", error)  # one sentence, naming Discord and what to do
        if self._fatal is not None and not self._fatal.done():
            self._fatal.set_result(error)

    async def wait_fatal(self) -> DiscordFatal:
        """Wait until Discord has failed for good (a token or shard setting refused, or the gateway crashing
        again and again) and return why; until then, it waits. The app exits non-zero when this returns."""
        if self._fatal is None:
            self._fatal = asyncio.get_running_loop().create_future()
        return await asyncio.shield(self._fatal)

    async def stop(self) -> None:
        """Close the gateway and the HTTP session within STOP_WITHIN seconds, whatever state they are in."""
        task, self._gateway_task = self._gateway_task, None
        if task is not None:
            task.cancel()
            await asyncio.wait([task], timeout=1.0)
        if self._login_tried:  # before any login discord.py has no event queue to close
            try:
                await asyncio.wait_for(self.client.close(), STOP_WITHIN)
            except (TimeoutError, *UNREACHABLE) as exc:
                log.warning("Discord: the gateway did not close cleanly (%s)", describe(exc))
        await self.client.http.close()  # also when close() was cut short: no "Unclosed client session"

    def own_shards(self) -> Shards | None:
        return self._shards

    def connected(self) -> bool | None:
        """The gateway is up: logged in, READY, and every shard this process runs has its socket open. With
        `gateway = false` (REST only) nothing is held open: None."""
        if not self.gateway:
            return None
        client = self.client
        if not self._logged_in or client.is_closed() or not client.is_ready():
            return False
        shards = client.shards
        wanted = client.shard_ids or list(shards)
        try:
            return bool(wanted) and all(i in shards and not shards[i].is_closed() for i in wanted)
        except AttributeError:  # a shard between two sockets (discord.py swaps them while reconnecting)
            return False

    def attach(self, tree: CommandTree, suggest: Suggest) -> None:
        self.core_tree = tree
        self.suggest = suggest

    def send_only(self) -> None:
        self.gateway = False  # REST only: sends and edits need no gateway session

    def watch(self, channels: Sequence[str]) -> None:
        self.followed = list(channels)

    async def _complete(self, kinds: tuple[str, ...], typed: str) -> list[str]:
        """Names for an option being typed: law topics from the bundled data, teams and competitions from
        `suggest` (local data, wired by the app); at most SUGGEST_WITHIN seconds, and nothing on failure."""
        names: list[str] = []
        for kind in kinds:
            if kind == "topic":
                names += topic_names(typed)
                continue
            if self.suggest is None:
                continue
            try:
                names += await asyncio.wait_for(self.suggest(kind, typed), SUGGEST_WITHIN)
            except Exception:  # autocomplete is a convenience: a failure offers nothing rather than an error
                log.warning("autocomplete for %s failed", kind, exc_info=True)
        return list(dict.fromkeys(names))

    # ------------------------------------------------------------------------------ commands
    async def _run(
        self, interaction: discord.Interaction, path: tuple[str, ...], args: dict[str, Any]
    ) -> None:
        assert self.on_command is not None
        actor = actor_of(interaction)
        node = self.core_tree.find(path) if self.core_tree is not None else None
        data: Mapping[str, object] = interaction.data or {}
        raw_id = data.get("id")  # the application command's id: a snowflake, str or int
        command_id = int(raw_id) if isinstance(raw_id, (str, int)) and raw_id else 0
        if not actor.is_admin and command_id in self._gated_ids and node is not None and node.admin_only:
            actor = replace(
                actor, is_admin=True
            )  # Discord let this member use a gated admin command: delegated
        invocation = Invocation(
            path=path,
            args={k: v for k, v in args.items() if v is not None},
            actor=actor,
            channel=str(interaction.channel_id),
            platform="discord",
            space=str(interaction.guild_id or ""),
            # the server's language ("pt-BR"): the channel's replies and alerts default to it (bot.i18n)
            locale=server_locale(interaction.guild_locale),
        )
        _answering.set((invocation.channel, interaction.app_permissions))  # for can_post, in this task only
        await self._answer_in_time(interaction, self.on_command(invocation))

    async def _answer_in_time(
        self, interaction: discord.Interaction, work: Awaitable[Reply], *, private: bool = False
    ) -> None:
        """Answer at once when the answer is quick; otherwise acknowledge within `ack_within` ("thinking…",
        Discord forgets an interaction not acknowledged within 3 s) and follow up when the answer is ready."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=self.ack_within)
        if not done:
            await interaction.response.defer(thinking=True, ephemeral=private)
        try:
            reply = await task
        except Exception:  # the core answers errors itself; this is a last guard for chat
            log.exception("command failed")
            # In the member's own language (their Discord client's): nothing else may be readable just now.
            _ = translator(str(interaction.locale))
            reply = error_reply(_(INTERNAL_ERROR), lang=_.lang)
        if done:
            await self._respond(interaction, reply, private=private)
        else:
            await self._follow_up(interaction, reply, private=private)

    async def _follow_up(self, interaction: discord.Interaction, reply: Reply, *, private: bool) -> None:
        msg = render(reply)
        hidden = private or reply.ephemeral or reply.is_error
        if hidden and not private:  # the "thinking…" note was public: an answer for one person replaces it
            await interaction.delete_original_response()
        await interaction.followup.send(
            msg.content or discord.utils.MISSING, ephemeral=hidden, allowed_mentions=NONE, **_parts(msg)
        )

    async def _respond(
        self, interaction: discord.Interaction, reply: Reply, *, private: bool = False
    ) -> None:
        msg = render(reply)
        await interaction.response.send_message(
            msg.content,
            ephemeral=private or reply.ephemeral or reply.is_error,
            allowed_mentions=NONE,
            **_parts(msg),
        )

    async def run_button(self, interaction: discord.Interaction, command: str) -> None:
        """A click on an alert's button ("Why?") runs its command, answered to the clicker only."""
        assert self.on_text is not None
        # Answered to the clicker only, with its own buttons and diagram ("Full explanation", a ruling).
        await self._answer_in_time(
            interaction,
            self.on_text(command, str(interaction.channel_id), actor_of(interaction)),
            private=True,
        )

    async def missing_access(self) -> list[str]:
        """For the followed channels (`followed`, set by the app), one line per missing permission and what it
        costs; a channel that cannot be read at all says so."""
        if not self._logged_in:
            await self._login()
        assert self.client.user is not None
        me = str(self.client.user.id)
        lines = []
        for channel in self.followed[:CHECK_AT_MOST]:
            try:
                data = await self.client.http.get_channel(int(channel))
                guild = data.get("guild_id")
                if not isinstance(guild, (str, int)):
                    continue  # a DM or group channel: no permissions to check
                roles = await self.client.http.get_roles(int(guild))
                member = await self.client.http.get_member(int(guild), int(me))
            except discord.HTTPException as exc:
                lines.append(
                    f"channel {channel}: cannot be read ({exc.text or exc.status}): no alerts can be posted there"
                )
                continue
            perms = channel_permissions(data, roles, member, me)
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
            self._unchecked(channel, str(classify(exc)))
            return None
        if not recent and await self._has_messages(target):
            # Discord answers an empty list, not an error, when the bot lacks Read Message History.
            self._unchecked(channel, "no Read Message History")
            return None
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

    def _must_be_logged_in(self) -> None:
        if not self._logged_in:  # Discord unreachable since start: the dispatcher retries later
            raise classify(ConnectionError(f"not connected to {self.api_base} yet"))

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        self._must_be_logged_in()
        mark = mark_for(idempotency_key) if idempotency_key else ""
        msg = render(reply, mark=mark)
        target = self.client.get_partial_messageable(int(channel))
        try:
            if maybe_sent and mark and (found := await self._earlier_copy(target, mark)):
                return found
            kwargs = msg.kwargs()
            if idempotency_key:  # without one discord.py makes up a nonce (as for nonce=None)
                kwargs["nonce"] = idempotency_key
            sent = await asyncio.wait_for(target.send(**kwargs, allowed_mentions=NONE), self.send_timeout)
        except FAILURES as exc:
            raise classify(exc) from None
        return str(sent.id)

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        self._must_be_logged_in()
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


def server_locale(guild_locale: discord.Locale | None) -> str:
    """A server's chosen language, or NO_SERVER_LANGUAGE when it chose none: Discord sends "en-US", its
    default, for every server that never set one (any server that is not a Community server), and that must
    not outweigh the bot's configured `[bot] language` (nor leave an earlier choice standing)."""
    if guild_locale is None or guild_locale is discord.Locale.american_english:
        return NO_SERVER_LANGUAGE
    return str(guild_locale)


def topic_names(typed: str, limit: int = 25) -> list[str]:
    """Law topic titles matching what was typed (its start of a word, or an alias), for /var explain."""
    wanted = " ".join(typed.lower().split())
    found = []
    for topic in load_topics().values():
        words = [topic.title.lower(), topic.id.replace("-", " "), *(a.lower() for a in topic.aliases)]
        if not wanted or any(wanted in w for w in words):
            found.append(topic.title)
    return sorted(set(found))[:limit]
