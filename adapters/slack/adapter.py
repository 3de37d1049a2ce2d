"""Slack through slack-bolt (async), in Socket Mode or over HTTP.

- Slash commands (`/var explain offside`, `/table`, ...) are parsed by the core's text parser; the answer
  goes back in the acknowledgement, in Block Kit. Errors are ephemeral.
- Admins are Slack workspace admins or owners (users.info, cached for ten minutes).
- Alerts go out with chat.postMessage carrying our idempotency key as message metadata; a row recovered
  after a crash first looks for that key in the channel's recent history, so it is not posted twice. When the
  history cannot be read, the documented policy holds: send anyway (at least once), counted in
  `unchecked_recoveries`.
- Every failure is classified by one table (`errors.ERRORS`): channel gone, permanent or transient.
- At start, `auth.test` gives the granted scopes: each missing one is logged with what it costs
  (`access.COSTS`). /follow asks `can_post` (conversations.info: membership, or `chat:write.public`).
"""

from __future__ import annotations

import logging
import re
import time
from typing import Any

from aiohttp import web
from slack_bolt.async_app import AsyncApp
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from adapters.slack import access
from adapters.slack.errors import FAILURES, classify, error_of
from adapters.slack.render import render
from bot.config import Config
from bot.core.invocation import Actor
from bot.core.platform import CommandHandler, TextHandler
from bot.core.reply import Reply

log = logging.getLogger(__name__)
ADMIN_TTL = 600.0
METADATA_EVENT = "matchday_alert"


class SlackAdapter:
    platform = "slack"

    def __init__(
        self,
        bot_token: str,
        *,
        api_base: str = "https://slack.com/api/",
        mode: str = "socket",
        app_token: str = "",
        signing_secret: str = "",
        port: int = 3000,
        host: str = "0.0.0.0",
        timeout: float = 30.0,
    ) -> None:
        self.mode = mode
        self.app_token = app_token
        self.port = port
        self.host = host
        self.client = AsyncWebClient(token=bot_token, base_url=api_base, timeout=timeout)  # type: ignore[arg-type]
        self.app = AsyncApp(
            client=self.client,
            signing_secret=signing_secret or None,
            request_verification_enabled=bool(signing_secret),
        )
        self.on_text: TextHandler | None = None
        self.on_command: CommandHandler | None = None
        self._admins: dict[str, tuple[bool, float]] = {}
        self._runner: web.AppRunner | None = None
        self._socket: Any = None
        self.scopes: set[str] | None = None  # from auth.test at start; None: not known
        self.bot_name = "matchday"
        self.unchecked_recoveries = 0  # recovered alerts sent without looking for an earlier copy
        self.app.command(re.compile(r"^/.+"))(self._slash)
        self.app.action(re.compile(r"^md_run_\d+$"))(self._button)
        self.app.action("md_reveal")(self._reveal)

    @classmethod
    def from_config(cls, config: Config, **kwargs: Any) -> SlackAdapter:
        s = "adapters.slack"
        return cls(
            config.secret(s, "bot_token_env"),
            api_base=config.get(s, "api_base"),
            mode=config.get(s, "mode"),
            app_token=config.secret(s, "app_token_env"),
            signing_secret=config.secret(s, "signing_secret_env"),
            port=config.get(s, "port"),
            **kwargs,
        )

    # ------------------------------------------------------------------------------ lifecycle
    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None:
        self.on_text, self.on_command = on_text, on_command
        try:
            for line in await self.missing_access():
                log.warning("Slack: %s", line)
        except (SlackApiError, OSError) as exc:
            log.warning("Slack: could not read the granted scopes (auth.test): %s", exc)
        if self.mode == "http":
            self._runner = web.AppRunner(self.app.web_app(path="/slack/events", port=self.port))
            await self._runner.setup()
            site = web.TCPSite(self._runner, self.host, self.port)
            await site.start()
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]  (port 0: the real one)
        else:
            from slack_bolt.adapter.socket_mode.aiohttp import AsyncSocketModeHandler

            self._socket = AsyncSocketModeHandler(self.app, self.app_token, web_client=self.client)
            await self._socket.connect_async()

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
        if self._socket is not None:
            await self._socket.close_async()
        if getattr(self.client, "session", None) is not None:
            await self.client.session.close()

    async def missing_access(self) -> list[str]:
        """Ask `auth.test` for the granted scopes (and the bot's name); one line per missing scope and its cost."""
        answer = await self.client.auth_test()
        self.scopes = access.granted_scopes(answer.headers)
        self.bot_name = str(answer.get("user") or self.bot_name)
        return access.missing(self.scopes)

    async def can_post(self, channel: str) -> str:
        """What an admin must do before alerts can be posted in `channel`, or "" (also when it cannot be told:
        then sending finds out, and a channel that keeps refusing is paused)."""
        invite = f"invite me with /invite @{self.bot_name}"
        try:
            info = (await self.client.conversations_info(channel=channel))["channel"]
        except SlackApiError as exc:
            if exc.response.get("error") == "channel_not_found":
                return invite  # how Slack shows a private channel the bot is not in
            log.info("cannot check access to Slack channel %s: %s", channel, exc.response.get("error"))
            return ""
        if info.get("is_archived"):
            return "unarchive this channel"
        public_ok = not info.get("is_private") and (self.scopes is None or "chat:write.public" in self.scopes)
        if info.get("is_member") or info.get("is_im") or public_ok:
            return ""
        return invite

    # ------------------------------------------------------------------------------ commands
    async def is_admin(self, user_id: str) -> bool:
        cached = self._admins.get(user_id)
        if cached and time.monotonic() - cached[1] < ADMIN_TTL:
            return cached[0]
        try:
            user = (await self.client.users_info(user=user_id))["user"]
            admin = bool(user.get("is_admin") or user.get("is_owner"))
        except SlackApiError as exc:
            log.warning("users.info failed for %s: %s", user_id, exc)
            admin = False  # when in doubt, not an admin: admin commands stay safe
        self._admins[user_id] = (admin, time.monotonic())
        return admin

    async def _actor(self, body: dict[str, Any]) -> Actor:
        user_id = body.get("user_id") or (body.get("user") or {}).get("id", "")
        name = body.get("user_name") or (body.get("user") or {}).get("username", "")
        return Actor(id=user_id, name=name, is_admin=await self.is_admin(user_id))

    async def _slash(self, ack: Any, body: dict[str, Any]) -> None:
        assert self.on_text is not None
        text = f"{body['command']} {body.get('text', '')}".strip()
        reply = await self.on_text(text, body["channel_id"], await self._actor(body))
        fallback, blocks = render(reply)
        private = reply.is_error or reply.ephemeral
        await ack(text=fallback, blocks=blocks, response_type="ephemeral" if private else "in_channel")

    async def _button(self, ack: Any, body: dict[str, Any], respond: Any) -> None:
        await ack()
        assert self.on_text is not None
        command = body["actions"][0]["value"]
        reply = await self.on_text(command, body["channel"]["id"], await self._actor(body))
        fallback, blocks = render(reply)
        await respond(text=fallback, blocks=blocks, response_type="ephemeral", replace_original=False)

    async def _reveal(self, ack: Any, body: dict[str, Any], respond: Any) -> None:
        await ack()
        fallback, blocks = render(Reply(text=body["actions"][0]["value"]))
        await respond(text=fallback, blocks=blocks, response_type="ephemeral", replace_original=False)

    # ------------------------------------------------------------------------------ alerts
    async def _already_posted(self, channel: str, key: str) -> str | None:
        history = await self.client.conversations_history(
            channel=channel, limit=50, include_all_metadata=True
        )
        for message in history.get("messages", []):
            meta = message.get("metadata") or {}
            if (
                meta.get("event_type") == METADATA_EVENT
                and (meta.get("event_payload") or {}).get("key") == key
            ):
                return str(message["ts"])
        return None

    async def _already_posted_if_known(self, channel: str, key: str) -> str | None:
        """`_already_posted`, or None when the history cannot be read (no channels:history, not a member, or
        Slack failing): the documented policy is then to send (at least once), and the cases are counted. A
        failed look is not retried: the row's next attempt would no longer know it was recovered."""
        try:
            return await self._already_posted(channel, key)
        except FAILURES as exc:
            self.unchecked_recoveries += 1
            log.warning("cannot look for an earlier copy in %s (%s): sending it", channel, classify(exc))
            return None

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        fallback, blocks = render(reply)
        try:
            if maybe_sent and idempotency_key:
                found = await self._already_posted_if_known(channel, idempotency_key)
                if found:
                    return found
            resp = await self.client.chat_postMessage(
                channel=channel,
                text=fallback,
                blocks=blocks,
                unfurl_links=False,
                unfurl_media=False,
                metadata={"event_type": METADATA_EVENT, "event_payload": {"key": idempotency_key}},
            )
        except FAILURES as exc:
            raise classify(exc) from None
        return str(resp["ts"])

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        fallback, blocks = render(reply)
        try:
            await self.client.chat_update(channel=channel, ts=message_ref, text=fallback, blocks=blocks)
        except FAILURES as exc:
            if error_of(exc) == "message_not_found":
                return  # deleted by someone: nothing to correct
            raise classify(exc) from None
