"""A local fake of the Slack Web API (and of response_url) on 127.0.0.1, for slack_sdk and slack-bolt.

As strict as Slack where it matters to us: the token's scopes come back from auth.test in `x-oauth-scopes`, and a
method called without its scope answers `missing_scope` with `needed` and `provided`; posting where the bot is
not a member answers `not_in_channel` (a public channel without `chat:write.public`) or `channel_not_found` (a
private one, which the bot cannot even see).

Files go up as Slack's external upload flow has them: files.getUploadURLExternal (needs `files:write`) hands out
a one-time upload URL for a declared length; that URL must receive exactly those bytes before
files.completeUploadExternal shares the file, as a message in the channel or a thread (the bot must be in the
channel: `chat:write.public` does not cover files). Shared files are in `files`.

Any answer Slack gives can be injected with `refuse(ANSWERS[name])`: its HTTP status, JSON body (or HTML
error page) and headers as Slack sends them; "drop" closes the connection unanswered and "hang" answers late.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.fakes.refusals import Answer, Refusal, answer_with

ALL_SCOPES = frozenset(
    {
        "chat:write",
        "chat:write.public",
        "commands",
        "users:read",
        "channels:read",
        "groups:read",
        "channels:history",
        "groups:history",
        "files:write",
    }
)


def _error(error: str, status: int = 200, **extra: Any) -> Answer:
    # Slack answers method errors with HTTP 200 and ok: false (https://api.slack.com/web#evaluating_responses).
    return Answer(status, {"ok": False, "error": error, **extra})


ANSWERS: dict[str, Answer] = {
    name: _error(name)
    for name in (
        "invalid_auth",
        "not_authed",
        "token_revoked",
        "account_inactive",
        "not_in_channel",
        "channel_not_found",
        "is_archived",
        "fatal_error",
        "internal_error",
        "request_timeout",
        "service_unavailable",
        "msg_too_long",
    )
} | {
    "missing_scope": _error("missing_scope", needed="chat:write", provided="commands,users:read"),
    "ratelimited": Answer(429, {"ok": False, "error": "ratelimited"}, {"Retry-After": "30"}),
    "too_many_requests": Answer(429, "<html><body>Too Many Requests</body></html>", {"Retry-After": "7"}),
    "server_error": Answer(500, "<html><body><h1>500 Internal Server Error</h1></body></html>"),
    "bad_gateway": Answer(502, "<html><head><title>502 Bad Gateway</title></head></html>"),
    "unavailable": Answer(503, "<html><body>Service Unavailable</body></html>", {"Retry-After": "5"}),
    "drop": Answer(0, None),  # the connection is closed without an answer
    "hang": Answer(-1, None),  # no answer until `hang_seconds` have passed
}


@dataclass
class FakeSlack:
    posts: list[dict[str, Any]] = field(default_factory=list)
    updates: list[dict[str, Any]] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)
    history: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    admins: set[str] = field(default_factory=set)
    gone: set[str] = field(default_factory=set)
    scopes: set[str] = field(default_factory=lambda: set(ALL_SCOPES))
    outside: set[str] = field(default_factory=set)  # channels the bot is not a member of
    private: set[str] = field(default_factory=set)  # private channels (ids start with C as well, as on Slack)
    archived: set[str] = field(default_factory=set)
    ts: Any = field(default_factory=lambda: itertools.count(1))
    url: str = ""
    socket_acks: list[dict[str, Any]] = field(default_factory=list)
    sockets: list[web.WebSocketResponse] = field(default_factory=list)
    refusals: list[Refusal] = field(default_factory=list)
    uploads: dict[str, dict[str, Any]] = field(
        default_factory=dict
    )  # file id -> declared name, length, bytes
    files: list[dict[str, Any]] = field(default_factory=list)  # shared: channel, thread_ts, title, name, data
    hang_seconds: float = 5.0
    _runner: web.AppRunner | None = None

    def refuse(self, answer: Answer, *, method: str = "chat.postMessage", times: int = 1) -> None:
        """Answer the next `times` calls of `method` with `answer`."""
        self.refusals.append(Refusal(answer, method, times))

    @web.middleware
    async def _refusing(self, request: web.Request, handler: Any) -> web.StreamResponse:
        method = request.path.rsplit("/", 1)[-1]
        refusal = next((r for r in self.refusals if r.times > 0 and r.method == method), None)
        if refusal is None:
            return await handler(request)
        return await answer_with(refusal, request, handler, self.hang_seconds)

    async def _body(self, request: web.Request) -> dict[str, Any]:
        # slack_sdk sends some arguments in the query string (GETs, files.*), others as a form or JSON.
        if request.method == "GET":
            return dict(request.query)
        if request.content_type == "application/json":
            return {**request.query, **await request.json()}
        return {**request.query, **await request.post()}

    def _lacks(self, scope: str) -> web.Response | None:
        if scope in self.scopes:
            return None
        return web.json_response(
            {
                "ok": False,
                "error": "missing_scope",
                "needed": scope,
                "provided": ",".join(sorted(self.scopes)),
            }
        )

    def _hidden(self, channel: str) -> bool:
        """Slack answers channel_not_found for a channel that is gone or private without the bot in it."""
        return channel in self.gone or (channel in self.private and channel in self.outside)

    async def post_message(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        channel = body["channel"]
        if refused := self._lacks("chat:write"):
            return refused
        if self._hidden(channel):
            return web.json_response({"ok": False, "error": "channel_not_found"})
        if channel in self.archived:
            return web.json_response({"ok": False, "error": "is_archived"})
        if channel in self.outside and "chat:write.public" not in self.scopes:
            return web.json_response({"ok": False, "error": "not_in_channel"})
        ts = f"1700000000.{next(self.ts):06d}"
        message = {
            "ts": ts,
            "text": body.get("text"),
            "blocks": body.get("blocks"),
            "metadata": body.get("metadata"),
        }
        self.posts.append(body)
        self.history.setdefault(channel, []).insert(0, message)
        return web.json_response({"ok": True, "channel": channel, "ts": ts, "message": message})

    async def update(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        self.updates.append(body)
        for message in self.history.get(body["channel"], []):
            if message["ts"] == body["ts"]:
                message.update({"text": body.get("text"), "blocks": body.get("blocks")})
                return web.json_response({"ok": True, "channel": body["channel"], "ts": body["ts"]})
        return web.json_response({"ok": False, "error": "message_not_found"})

    async def users_info(self, request: web.Request) -> web.Response:
        if refused := self._lacks("users:read"):
            return refused
        user = (await self._body(request))["user"]
        return web.json_response(
            {"ok": True, "user": {"id": user, "name": user, "is_admin": user in self.admins}}
        )

    async def conversations_history(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        channel = body["channel"]
        if refused := self._lacks("groups:history" if channel in self.private else "channels:history"):
            return refused
        if self._hidden(channel):
            return web.json_response({"ok": False, "error": "channel_not_found"})
        if channel in self.outside:
            return web.json_response({"ok": False, "error": "not_in_channel"})
        return web.json_response(
            {"ok": True, "messages": self.history.get(body["channel"], [])[: int(body.get("limit", 100))]}
        )

    async def conversations_info(self, request: web.Request) -> web.Response:
        channel = (await self._body(request))["channel"]
        if refused := self._lacks("groups:read" if channel in self.private else "channels:read"):
            return refused
        if self._hidden(channel):
            return web.json_response({"ok": False, "error": "channel_not_found"})
        return web.json_response(
            {
                "ok": True,
                "channel": {
                    "id": channel,
                    "name": f"match-day-{channel.lower()}",
                    "is_channel": True,
                    "is_private": channel in self.private,
                    "is_archived": channel in self.archived,
                    "is_member": channel not in self.outside,
                    "is_im": False,
                },
            }
        )

    async def auth_test(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "ok": True,
                "url": "https://fans.slack.com/",
                "team": "Fans",
                "user": "matchday",
                "team_id": "T1",
                "user_id": "UBOT",
                "bot_id": "BBOT",
                "is_enterprise_install": False,
            },
            headers={"x-oauth-scopes": ",".join(sorted(self.scopes))},
        )

    async def connections_open(self, request: web.Request) -> web.Response:
        assert request.headers.get("Authorization", "").startswith("Bearer xapp-"), (
            "Socket Mode needs the app token"
        )
        return web.json_response(
            {"ok": True, "url": self.url.replace("http://", "ws://").replace("/api/", "/link")}
        )

    async def link(self, request: web.Request) -> web.WebSocketResponse:
        """The Socket Mode websocket: says hello, then relays envelopes the test pushes and records acks."""
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.append(ws)
        await ws.send_json(
            {
                "type": "hello",
                "num_connections": 1,
                "debug_info": {"host": "fake"},
                "connection_info": {"app_id": "A1"},
            }
        )
        async for message in ws:
            if message.type == web.WSMsgType.TEXT:
                self.socket_acks.append(json.loads(message.data))
        return ws

    async def push(self, envelope: dict[str, Any]) -> None:
        await self.sockets[-1].send_json(envelope)

    async def respond(self, request: web.Request) -> web.Response:
        self.responses.append(await request.json())
        return web.json_response({"ok": True})

    async def get_upload_url(self, request: web.Request) -> web.Response:
        if refused := self._lacks("files:write"):
            return refused
        body = await self._body(request)
        try:
            length = int(body.get("length", ""))
        except ValueError:
            length = 0
        if not body.get("filename") or length <= 0:
            return web.json_response({"ok": False, "error": "invalid_arguments"})
        file_id = f"F{len(self.uploads) + 1:07d}"
        self.uploads[file_id] = {"filename": body["filename"], "length": length, "data": None}
        base = self.url.removesuffix("/api/")
        return web.json_response(
            {"ok": True, "upload_url": f"{base}/upload/v1/{file_id}", "file_id": file_id}
        )

    async def upload(self, request: web.Request) -> web.Response:
        """The one-time upload URL: exactly the declared number of bytes, once."""
        upload = self.uploads.get(request.match_info["id"])
        data = await request.read()
        if upload is None or upload["data"] is not None:
            return web.Response(status=404, text="Not Found")
        if len(data) != upload["length"]:
            return web.Response(status=400, text=f"length mismatch: {len(data)} != {upload['length']}")
        upload["data"] = data
        return web.Response(text=f"OK - {len(data)}")

    async def complete_upload(self, request: web.Request) -> web.Response:
        if refused := self._lacks("files:write"):
            return refused
        body = await self._body(request)
        try:
            files = json.loads(body.get("files", ""))
        except ValueError:
            return web.json_response({"ok": False, "error": "invalid_arguments"})
        if not files or any(self.uploads.get(f.get("id"), {}).get("data") is None for f in files):
            return web.json_response({"ok": False, "error": "file_not_found"})  # the bytes never arrived
        channel, thread_ts = body.get("channel_id"), body.get("thread_ts")
        if thread_ts and not channel:
            return web.json_response({"ok": False, "error": "invalid_arguments"})
        if channel:
            if self._hidden(channel):
                return web.json_response({"ok": False, "error": "channel_not_found"})
            if channel in self.archived:
                return web.json_response({"ok": False, "error": "is_archived"})
            if channel in self.outside:
                return web.json_response({"ok": False, "error": "not_in_channel"})
        shared = []
        for f in files:
            upload = self.uploads.pop(f["id"])
            shared.append({"id": f["id"], "title": f.get("title") or upload["filename"]})
            self.files.append(
                {
                    "id": f["id"],
                    "channel": channel,
                    "thread_ts": thread_ts,
                    "title": f.get("title"),
                    "name": upload["filename"],
                    "data": upload["data"],
                }
            )
        if channel:  # sharing posts a message carrying the files, in the channel or the thread
            message = {"ts": f"1700000000.{next(self.ts):06d}", "files": shared, "thread_ts": thread_ts}
            self.history.setdefault(channel, []).insert(0, message)
        return web.json_response({"ok": True, "files": shared})

    async def start(self) -> str:
        app = web.Application(middlewares=[self._refusing])
        app.router.add_post("/api/chat.postMessage", self.post_message)
        app.router.add_post("/api/chat.update", self.update)
        app.router.add_route("*", "/api/users.info", self.users_info)
        app.router.add_route("*", "/api/conversations.history", self.conversations_history)
        app.router.add_route("*", "/api/conversations.info", self.conversations_info)
        app.router.add_post("/respond/{id}", self.respond)
        app.router.add_post("/api/auth.test", self.auth_test)
        app.router.add_post("/api/apps.connections.open", self.connections_open)
        app.router.add_post("/api/files.getUploadURLExternal", self.get_upload_url)
        app.router.add_post("/upload/v1/{id}", self.upload)
        app.router.add_post("/api/files.completeUploadExternal", self.complete_upload)
        app.router.add_get("/link", self.link)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}/api/"
        return self.url

    async def stop(self) -> None:
        if self._runner:
            await self._runner.cleanup()


def dumps(data: Any) -> str:
    return json.dumps(data)
