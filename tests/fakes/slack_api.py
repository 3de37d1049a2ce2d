"""A local fake of the Slack Web API (and of response_url) on 127.0.0.1, for slack_sdk and slack-bolt."""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@dataclass
class FakeSlack:
    posts: list[dict[str, Any]] = field(default_factory=list)
    updates: list[dict[str, Any]] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)
    history: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    admins: set[str] = field(default_factory=set)
    gone: set[str] = field(default_factory=set)
    ts: Any = field(default_factory=lambda: itertools.count(1))
    url: str = ""
    socket_acks: list[dict[str, Any]] = field(default_factory=list)
    sockets: list[web.WebSocketResponse] = field(default_factory=list)
    _runner: web.AppRunner | None = None

    async def _body(self, request: web.Request) -> dict[str, Any]:
        if request.method == "GET":  # slack_sdk reads users.info and conversations.history with GET
            return dict(request.query)
        if request.content_type == "application/json":
            return await request.json()
        return dict(await request.post())

    async def post_message(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        channel = body["channel"]
        if channel in self.gone:
            return web.json_response({"ok": False, "error": "channel_not_found"})
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
        user = (await self._body(request))["user"]
        return web.json_response(
            {"ok": True, "user": {"id": user, "name": user, "is_admin": user in self.admins}}
        )

    async def conversations_history(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        return web.json_response(
            {"ok": True, "messages": self.history.get(body["channel"], [])[: int(body.get("limit", 100))]}
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
            }
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

    async def start(self) -> str:
        app = web.Application()
        app.router.add_post("/api/chat.postMessage", self.post_message)
        app.router.add_post("/api/chat.update", self.update)
        app.router.add_route("*", "/api/users.info", self.users_info)
        app.router.add_route("*", "/api/conversations.history", self.conversations_history)
        app.router.add_post("/respond/{id}", self.respond)
        app.router.add_post("/api/auth.test", self.auth_test)
        app.router.add_post("/api/apps.connections.open", self.connections_open)
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
