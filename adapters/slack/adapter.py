"""Slack through slack-bolt (async), in Socket Mode or over HTTP.

- Slash commands (`/var explain offside`, `/table`, ...) are parsed by the core's text parser. An answer ready
  within `ANSWER_IN_ACK` goes back in the acknowledgement, in Block Kit; a slower one is acknowledged at once
  and follows through response_url (Slack wants the ack within 3 s). Errors are ephemeral.
- Admins are Slack workspace admins or owners (users.info). A lookup that worked is trusted for `ADMIN_TTL`
  only (a demoted admin loses rights quickly); a failed one is never kept, and the refused fan is told that
  Slack could not be asked rather than that they are no admin.
- A diagram (`card.image`, a file on this machine) is uploaded after the answer with Slack's external upload
  flow (files.getUploadURLExternal, the bytes, files.completeUploadExternal) into the channel, or an alert's
  thread. Slack has no private files, so a private answer's diagram is not shared.
- Logging in (auth.test, and apps.connections.open in Socket Mode) runs in the background: `start` waits for
  the first try for `LOGIN_WAIT` at most, so an unreachable Slack never holds up the bot or its signals. A
  failure is one log line with the URL and the cause; retries back off up to `RETRY_MAX`, quietly.
- HTTP mode refuses to start without a signing secret: request verification is never off. The listener binds
  `host` (127.0.0.1 unless configured: put a proxy with TLS in front).
- Alerts go out with chat.postMessage carrying our idempotency key as message metadata; a row recovered
  after a crash first looks for that key in the channel's recent history, so it is not posted twice. When the
  history cannot be read, the documented policy holds: send anyway (at least once), counted in
  `unchecked_recoveries`.
- Every failure is classified by one table (`errors.ERRORS`): channel gone, permanent or transient.
- Once logged in, `auth.test` gives the granted scopes: each missing one is logged with what it costs
  (`access.COSTS`). /follow asks `can_post` (conversations.info: membership, or `chat:write.public`).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from pathlib import Path
from typing import Any

from aiohttp import ClientSession, web
from slack_bolt.async_app import AsyncApp
from slack_sdk.errors import SlackApiError, SlackRequestError
from slack_sdk.web.async_client import AsyncWebClient

from adapters.slack import access
from adapters.slack.errors import FAILURES, classify, error_of
from adapters.slack.render import render
from bot.core.dispatch import INTERNAL_ERROR
from bot.core.invocation import Actor
from bot.core.platform import CommandHandler, TextHandler
from bot.core.reply import Reply, error_reply
from bot.core.tree import CommandTree
from bot.i18n import translator
from bot.plugins.platform import PlatformAdapter, Suggest

log = logging.getLogger(__name__)
ADMIN_TTL = 30.0  # seconds a successful users.info answer is trusted
ADMINS_KEPT = 4096  # cached answers before the stale ones are dropped
ANSWER_IN_ACK = 2.0  # seconds an answer may take and still go back in the acknowledgement
LOGIN_WAIT = 2.0  # seconds `start` waits for the first login attempt; signals must stop us within 5 s
RETRY_FIRST, RETRY_MAX = 1.0, 60.0  # seconds between login attempts: doubling from the first to the cap
REMIND_EVERY = 600.0  # seconds between log lines while Slack stays unreachable
CONNECT_WAIT = 12.0  # seconds one websocket connect may take
WATCH_EVERY = 5.0  # seconds between checks that the Socket Mode connection is alive
STOP_WAIT = 2.0  # seconds `stop` gives the websocket and HTTP listener to close
METADATA_EVENT = "matchday_alert"


class MissingSigningSecret(ValueError):
    """HTTP mode without a signing secret would accept commands anyone can forge."""


class _OneLine(logging.Filter):
    """The Socket Mode client logs every failed connect with a traceback; its one line says enough."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.exc_info, record.exc_text = None, None
        return True


SOCKET_LOG = logging.getLogger(f"{__name__}.socket_mode")
SOCKET_LOG.addFilter(_OneLine())
# bolt reads SLACK_BOT_TOKEN from the environment even when handed a client, then warns at every start that it
# is unused: our client carries the token the config names, so the warning is noise.
logging.getLogger("slack_bolt.AsyncApp").addFilter(
    lambda record: "`token` will be unused" not in record.getMessage()
)


def _for_slack(reply: Reply) -> Reply:
    """The console names a diagram's file; on Slack that path means nothing (the file itself is uploaded)."""
    image = reply.card.image if reply.card else None
    if image is None:
        return reply
    return reply.with_text("\n".join(line for line in reply.text.splitlines() if str(image) not in line))


def _payload(reply: Reply) -> dict[str, Any]:
    """A reply as the body of an acknowledgement or a response_url post."""
    fallback, blocks = render(_for_slack(reply))
    private = reply.is_error or reply.ephemeral
    return {"text": fallback, "blocks": blocks, "response_type": "ephemeral" if private else "in_channel"}


class SlackAdapter(PlatformAdapter):
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
        host: str = "127.0.0.1",
        timeout: float = 30.0,
        language: str = "en",
    ) -> None:
        if mode == "http" and not signing_secret:
            raise MissingSigningSecret(
                "Slack HTTP mode needs the app's signing secret (adapters.slack.signing_secret_env): "
                "without it anyone could send commands in Slack's name."
            )
        self.mode = mode
        self.language = language  # `[bot] language`: the words of a last-resort reply
        self.app_token = app_token
        self.port = port
        self.host = host
        self.api_base = api_base
        # slack_sdk annotates timeout as int; it goes to aiohttp's ClientTimeout, which takes float seconds.
        self.client = AsyncWebClient(token=bot_token, base_url=api_base, timeout=timeout)  # type: ignore[arg-type]
        # Verification stays on in every mode (Socket Mode envelopes are not signed: bolt skips them).
        self.app = AsyncApp(
            client=self.client, signing_secret=signing_secret, request_verification_enabled=True
        )
        self.on_text: TextHandler | None = None
        self.on_command: CommandHandler | None = None
        self._admins: dict[str, tuple[bool, float]] = {}
        self._runner: web.AppRunner | None = None
        self._socket: Any = None
        self.listening = True  # False (role sender): Slack's events go to other processes
        self._login: asyncio.Task[None] | None = None
        self._tried = asyncio.Event()  # the first login attempt is over, whatever its outcome
        self.scopes: set[str] | None = None  # from auth.test once logged in; None: not known
        self.bot_name = "matchday"
        self.unchecked_recoveries = 0  # recovered alerts sent without looking for an earlier copy
        self.retry_first, self.retry_max = RETRY_FIRST, RETRY_MAX
        self.core_tree: CommandTree | None = None  # set by the app: which commands may need an admin
        self.app.command(re.compile(r"^/.+"))(self._slash)
        self.app.action(re.compile(r"^md_run_\d+$"))(self._button)
        self.app.action("md_reveal")(self._reveal)

    # ------------------------------------------------------------------------------ lifecycle
    def send_only(self) -> None:
        self.listening = False  # the Web API only: no socket, no HTTP listener

    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None:
        self.on_text, self.on_command = on_text, on_command
        if not self.listening:
            pass
        elif self.mode == "http":
            self._runner = web.AppRunner(
                self.app.web_app(path="/slack/events", port=self.port), shutdown_timeout=STOP_WAIT
            )
            await self._runner.setup()
            site = web.TCPSite(self._runner, self.host, self.port)
            await site.start()
            self.port = self._runner.addresses[0][1]  # with port 0, the one the system chose
        else:
            from slack_bolt.adapter.socket_mode.aiohttp import AsyncSocketModeHandler

            self._socket = AsyncSocketModeHandler(
                self.app, self.app_token, logger=SOCKET_LOG, web_client=self.client
            )
            # Reconnecting is ours (`_stay_logged_in`): the client's own retries every 10 s, for ever.
            self._socket.client.default_auto_reconnect_enabled = False
        self._tried.clear()
        self._login = asyncio.create_task(self._stay_logged_in(), name="slack-login")
        try:
            await asyncio.wait_for(self._tried.wait(), LOGIN_WAIT)
        except TimeoutError:
            log.info("Slack: still logging in at %s; carrying on meanwhile", self.api_base)

    async def stop(self) -> None:
        """Return within a few seconds whatever Slack does: the login loop is cancelled, not awaited."""
        if self._login is not None:
            self._login.cancel()
            await asyncio.wait({self._login}, timeout=STOP_WAIT)
            self._login = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._socket is not None:
            client, self._socket = self._socket.client, None
            client.closed = True  # its loops end at their next turn
            try:
                await asyncio.wait_for(client.close(), STOP_WAIT)
            except (TimeoutError, *FAILURES) as exc:
                log.info("Slack: the Socket Mode connection did not close cleanly: %s", exc)
            finally:
                if not client.aiohttp_client_session.closed:
                    await client.aiohttp_client_session.close()
        session: ClientSession | None = getattr(self.client, "session", None)
        if session is not None:
            await session.close()

    def connected(self) -> bool | None:
        """Socket Mode: the websocket to Slack is open (the login loop reconnects it). HTTP mode: the listener
        Slack calls is up. Read from the client's state, without a call (its ping check is async)."""
        if self.mode == "http":
            return self._runner is not None and bool(self._runner.addresses)
        client = getattr(self._socket, "client", None)
        if client is None:
            return False
        session = client.current_session
        return not client.closed and not client.stale and session is not None and not session.closed

    async def _stay_logged_in(self) -> None:
        """Log in, and in Socket Mode stay connected: retries double from `retry_first` up to `retry_max`. The
        first failure is logged with the URL and its cause, then one reminder per `REMIND_EVERY`."""
        failures, said_at = 0, 0.0
        try:
            while True:
                try:
                    await self._log_in()
                except FAILURES as exc:
                    failure = classify(exc)
                    self._tried.set()
                    if not failure.retryable:
                        log.error("Slack: cannot log in at %s: %s", self.api_base, failure)
                        return
                    failures += 1
                    delay = min(self.retry_max, self.retry_first * 2 ** (failures - 1))
                    if failures == 1 or time.monotonic() - said_at >= REMIND_EVERY:
                        said_at = time.monotonic()
                        log.warning(
                            "Slack: cannot reach %s (%s); retrying, at most %g s apart (attempt %d)",
                            self.api_base,
                            failure,
                            self.retry_max,
                            failures,
                        )
                    await asyncio.sleep(delay)
                    continue
                if failures:
                    log.warning("Slack: connected to %s after %d failed attempts", self.api_base, failures)
                failures = 0
                self._tried.set()
                if self._socket is None:
                    return  # HTTP mode: Slack calls us; there is nothing to keep open
                while await self._socket.client.is_connected():
                    await asyncio.sleep(WATCH_EVERY)
                log.info("Slack: the Socket Mode connection was lost; reconnecting")
        finally:
            self._tried.set()

    async def _log_in(self) -> None:
        if self.scopes is None:
            for line in await self.missing_access():
                log.warning("Slack: %s", line)
        if self._socket is None:
            return
        client = self._socket.client
        async with client.connect_operation_lock:  # the client may be reconnecting itself (a "disconnect")
            if await client.is_connected():
                return
            client.wss_uri = (await self.client.apps_connections_open(app_token=self.app_token))["url"]
            # `connect` retries a failing websocket for ever; bounded here, the next try asks a fresh URL.
            await asyncio.wait_for(client.connect(), CONNECT_WAIT)

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
    def attach(self, tree: CommandTree, suggest: Suggest) -> None:
        self.core_tree = tree

    async def admin_status(self, user_id: str) -> bool | None:
        """Whether `user_id` is a workspace admin or owner; None when Slack could not be asked (never cached,
        so the next command asks again)."""
        cached = self._admins.get(user_id)
        if cached and time.monotonic() - cached[1] < ADMIN_TTL:
            return cached[0]
        try:
            user = (await self.client.users_info(user=user_id))["user"]
        except FAILURES as exc:
            log.warning("Slack: users.info failed for %s: %s", user_id, classify(exc))
            return None
        admin = bool(user.get("is_admin") or user.get("is_owner"))
        now = time.monotonic()
        if len(self._admins) >= ADMINS_KEPT:  # only answers still fresh are worth keeping
            self._admins = {u: v for u, v in self._admins.items() if now - v[1] < ADMIN_TTL}
        self._admins[user_id] = (admin, now)
        return admin

    async def is_admin(self, user_id: str) -> bool:
        """When in doubt, not an admin: admin commands stay safe."""
        return bool(await self.admin_status(user_id))

    async def _answer_safely(self, text: str, channel: str, body: dict[str, Any]) -> Reply:
        """`_answer`, with a last guard: Slack is always answered, never left to time out."""
        try:
            return await self._answer(text, channel, body)
        except Exception:
            log.exception("command failed")
            # Slack tells no language with a command; the bot's configured one is the best guess left.
            _ = translator(self.language)
            return error_reply(_(INTERNAL_ERROR), lang=_.lang)

    async def _answer(self, text: str, channel: str, body: dict[str, Any]) -> Reply:
        """The core's answer to `text`, asked by the user in `body` (a slash command or a button click)."""
        assert self.on_text is not None
        user_id = body.get("user_id") or (body.get("user") or {}).get("id", "")
        name = body.get("user_name") or (body.get("user") or {}).get("username", "")
        # users.info only when the answer could depend on it: a goal's burst of /live costs no Slack calls
        needs = self.core_tree is None or self.core_tree.may_need_admin(text)
        admin = await self.admin_status(user_id) if needs else False
        # A slash command carries no workspace locale (Slack says none), so a Slack channel reads the language
        # an admin chose with /options language, else `[bot] language`.
        reply = await self.on_text(text, channel, Actor(id=user_id, name=name, is_admin=bool(admin)))
        if admin is None and reply.denied:
            # Refused only because Slack could not be asked: say that, not that they are no admin (in the
            # language the refusal was worded in: the channel's).
            _ = translator(reply.lang)
            if self.scopes is not None and "users:read" not in self.scopes:
                return error_reply(
                    _(
                        "I cannot tell who is a workspace admin: the Slack app lacks the users:read scope; "
                        "an owner must add it and reinstall the app."
                    ),
                    lang=reply.lang,
                )
            return error_reply(
                _(
                    "I could not check with Slack whether you are a workspace admin just now; try again in a minute."
                ),
                lang=reply.lang,
            )
        return reply

    async def _slash(self, ack: Any, body: dict[str, Any], respond: Any) -> None:
        # Slack escapes &, < and > in what the user typed ("Brighton &amp; Hove Albion")
        typed = body.get("text", "").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
        text = f"{body['command']} {typed}".strip()
        channel = body["channel_id"]
        answering = asyncio.ensure_future(self._answer_safely(text, channel, body))
        done, _ = await asyncio.wait({answering}, timeout=ANSWER_IN_ACK)
        if done:
            reply = answering.result()
            await ack(**_payload(reply))
        else:
            await ack()  # in time for Slack's 3 s; the answer follows through response_url
            reply = await answering
            await respond(**_payload(reply), replace_original=False)
        await self._share_image(reply, channel)

    async def _button(self, ack: Any, body: dict[str, Any], respond: Any) -> None:
        await ack()
        command = body["actions"][0]["value"]
        reply = await self._answer_safely(command, body["channel"]["id"], body)
        # A click's answer is private (only the fan who clicked sees it), so its diagram is not shared.
        await respond(**{**_payload(reply), "response_type": "ephemeral"}, replace_original=False)

    async def _reveal(self, ack: Any, body: dict[str, Any], respond: Any) -> None:
        await ack()
        fallback, blocks = render(Reply(text=body["actions"][0]["value"]))
        await respond(text=fallback, blocks=blocks, response_type="ephemeral", replace_original=False)

    async def _share_image(self, reply: Reply, channel: str, thread_ts: str | None = None) -> None:
        """Upload the reply's diagram into `channel` (or the thread of `thread_ts`) when the reply is public.
        A diagram is a bonus: a failed upload is logged, never raised."""
        card = reply.card
        if card is None or card.image is None or reply.ephemeral or reply.is_error or reply.spoiler:
            return
        image: Path = card.image
        try:
            data = await asyncio.to_thread(image.read_bytes)
        except OSError as exc:
            log.warning("Slack: cannot read the diagram %s: %s", image, exc)
            return
        try:
            await self.client.files_upload_v2(
                channel=channel,
                thread_ts=thread_ts,
                file=data,
                filename=image.name,
                title=card.title,
                alt_txt=card.title,
            )
        except (*FAILURES, SlackRequestError) as exc:
            why = classify(exc) if isinstance(exc, FAILURES) else exc
            log.warning("Slack: could not upload the diagram %s to %s: %s", image.name, channel, why)

    # ------------------------------------------------------------------------------ alerts
    async def _already_posted(self, channel: str, key: str) -> str | None:
        history = await self.client.conversations_history(
            channel=channel, limit=50, include_all_metadata=True
        )
        messages: list[dict[str, Any]] = history.get("messages", [])  # Slack's JSON, as slack_sdk parsed it
        for message in messages:
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
        fallback, blocks = render(_for_slack(reply))
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
        ts = str(resp["ts"])
        await self._share_image(reply, channel, thread_ts=ts)  # in the alert's thread: the channel stays tidy
        return ts

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        fallback, blocks = render(_for_slack(reply))
        try:
            await self.client.chat_update(channel=channel, ts=message_ref, text=fallback, blocks=blocks)
        except FAILURES as exc:
            if error_of(exc) == "message_not_found":
                return  # deleted by someone: nothing to correct
            raise classify(exc) from None
