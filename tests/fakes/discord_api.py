"""A local fake of the Discord REST API on 127.0.0.1 (aiohttp), enough for discord.py's REST paths.

It behaves like Discord where it matters to us: `enforce_nonce` returns the earlier message instead of
posting twice, but only for `nonce_window` seconds (Discord keeps a nonce a few minutes; the window runs on an
injectable clock, so a test can move time past it); channels can be made to answer "Missing Access"; a 429 can
be injected once. Per-channel bot permissions are enforced as Discord does: no View Channel is 403 Missing
Access (50001), no Send Messages, or an embed without Embed Links, is 403 Missing Permissions (50013).
Message history (GET .../messages) is served newest first, and, as Discord documents, without Read Message
History it answers an empty list, not an error.

Any answer Discord gives can be injected with `refuse(ANSWERS[name])`: the status, JSON body (or Cloudflare's
HTML) and headers of the real one; "drop" closes the connection unanswered and "hang" never answers in time.

It also has a gateway, as strict as Discord's where discord.py could get it wrong: `GET /gateway/bot` names the
fake's own websocket, its recommended shard count (`recommended_shards`) and session start limit; the socket
speaks Discord's protocol (`?v=10&encoding=json`, zlib-stream compressed when asked): HELLO, heartbeat ACKs,
IDENTIFY with `shard: [id, count]` answered with READY. A wrong token closes with 4004, a shard id outside its
count with 4010, fewer shards than `required_shards` with 4011, a missing intents field with 4013, a second
IDENTIFY with 4005 and anything but a heartbeat before IDENTIFY with 4003; a RESUME is answered "not
resumable" (op 9), so discord.py identifies again. Tests push events to a shard with `push(shard, event, data)`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.fakes.refusals import Answer, Refusal, answer_with

GUILD = "555"


def channel_object(
    channel: str, *, last_message_id: str | None = None, bot_allow: int | None = None
) -> dict[str, Any]:
    """A guild text channel as Discord's API describes it. The bot's permissions there come from a member
    overwrite (`bot_allow`) on top of an @everyone role that grants nothing, so they compute as configured."""
    overwrites = (
        [] if bot_allow is None else [{"id": BOT["id"], "type": 1, "allow": str(bot_allow), "deny": "0"}]
    )
    return {
        "id": channel,
        "type": 0,
        "guild_id": "555",
        "name": "match-day",
        "position": 0,
        "permission_overwrites": overwrites,
        "nsfw": False,
        "parent_id": None,
        "rate_limit_per_user": 0,
        "topic": None,
        "flags": 0,
        "last_message_id": last_message_id,
    }


def _reply(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # Discord sends exactly "application/json", and discord.py compares the header to that string.
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


# Permission bits (https://discord.com/developers/docs/topics/permissions).
VIEW_CHANNEL, SEND_MESSAGES, EMBED_LINKS, ATTACH_FILES, READ_HISTORY = (
    1 << 10,
    1 << 11,
    1 << 14,
    1 << 15,
    1 << 16,
)
# What the bot's invite grants: what it has in a channel nobody restricted.
BOT_PERMISSIONS = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_HISTORY


@dataclass
class ManualClock:
    """A clock a test moves by hand (`advance`), for the fake's nonce memory."""

    now: float = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


_LIMITED = {
    "Via": "1.1 google",
    "X-RateLimit-Scope": "user",
    "X-RateLimit-Limit": "5",
    "X-RateLimit-Remaining": "0",
}
# Answers as Discord gives them (https://discord.com/developers/docs/topics/opcodes-and-status-codes).
ANSWERS: dict[str, Answer] = {
    "unauthorized": Answer(401, {"message": "401: Unauthorized", "code": 0}),
    "missing_access": Answer(403, {"message": "Missing Access", "code": 50001}),
    "missing_permissions": Answer(403, {"message": "Missing Permissions", "code": 50013}),
    "unknown_channel": Answer(404, {"message": "Unknown Channel", "code": 10003}),
    "thread_archived": Answer(400, {"message": "Thread is archived", "code": 50083}),
    "invalid_form_body": Answer(
        400,
        {
            "message": "Invalid Form Body",
            "code": 50035,
            "errors": {
                "content": {
                    "_errors": [
                        {"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}
                    ]
                }
            },
        },
    ),
    "cannot_send_to_user": Answer(403, {"message": "Cannot send messages to this user", "code": 50007}),
    # A 429 longer than discord.py will wait (30 s): it raises RateLimited with the body's retry_after.
    "rate_limited": Answer(
        429,
        {"message": "You are being rate limited.", "retry_after": 64.57, "global": False},
        {**_LIMITED, "Retry-After": "65", "X-RateLimit-Reset-After": "64.57"},
    ),
    # Cloudflare's ban: no Via header, an HTML page; only the Retry-After header says how long.
    "cloudflare_429": Answer(429, "<html><body>error code: 1015</body></html>", {"Retry-After": "120"}),
    "internal_error": Answer(500, {"message": "500: Internal Server Error", "code": 0}),
    "bad_gateway": Answer(502, "<html><head><title>502 Bad Gateway</title></head></html>"),
    "unavailable": Answer(
        503, {"message": "upstream connect error or disconnect/reset before headers", "code": 0}
    ),
    "drop": Answer(0, None),  # the connection is closed without an answer
    "hang": Answer(-1, None),  # no answer until `hang_seconds` have passed
}


BOT = {
    "id": "1000",
    "username": "matchday",
    "discriminator": "0",
    "avatar": None,
    "bot": True,
    "global_name": "Matchday",
}


# Gateway opcodes and close codes (https://discord.com/developers/docs/topics/opcodes-and-status-codes).
DISPATCH, HEARTBEAT, IDENTIFY, RESUME, HELLO, INVALID_SESSION, HEARTBEAT_ACK = 0, 1, 2, 6, 10, 9, 11
KNOWN_OPS = {HEARTBEAT, IDENTIFY, 3, 4, RESUME, 8, 31}
CLOSES = {
    4001: "Unknown opcode",
    4002: "Decode error",
    4003: "Not authenticated",
    4004: "Authentication failed",
    4005: "Already authenticated",
    4010: "Invalid shard",
    4011: "Sharding required",
    4012: "Invalid API version",
    4013: "Invalid intent(s)",
}


@dataclass(eq=False)
class GatewaySocket:
    """One gateway connection: its shard once identified, its sequence, and zlib-stream when asked."""

    ws: web.WebSocketResponse
    compress: Any = None  # a zlib compressor shared by every message on this socket, as Discord does
    shard: tuple[int, int] | None = None
    seq: int = 0
    session: str = ""

    async def send(self, payload: dict[str, Any]) -> None:
        text = json.dumps(payload)
        if self.compress is None:
            await self.ws.send_str(text)
        else:
            data = self.compress.compress(text.encode()) + self.compress.flush(zlib.Z_SYNC_FLUSH)
            await self.ws.send_bytes(data)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        await self.send({"op": DISPATCH, "t": event, "s": self.seq, "d": data})

    async def close(self, code: int) -> None:
        await self.ws.close(code=code, message=CLOSES.get(code, "").encode())


@dataclass
class FakeDiscord:
    messages: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    by_nonce: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    posts: list[dict[str, Any]] = field(default_factory=list)  # every POST body, duplicates included
    edits: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    callbacks: list[dict[str, Any]] = field(default_factory=list)
    # Discord forgets an interaction not answered within 3 s of its creation ("Unknown interaction"); after an
    # answer (or a "thinking" deferral) its token takes follow-ups through the webhook routes.
    ack_window: float = 3.0
    pushed_at: dict[str, float] = field(default_factory=dict)  # interaction id -> when it was dispatched
    acknowledged: set[str] = field(default_factory=set)  # interaction tokens
    followups: list[dict[str, Any]] = field(default_factory=list)
    synced: list[Any] = field(default_factory=list)
    forbidden: set[str] = field(default_factory=set)
    permissions: dict[str, int] = field(
        default_factory=dict
    )  # the bot's permissions per channel, if restricted
    rate_limit_next: int = 0
    nonce_window: float = 300.0  # Discord remembers a nonce "a few minutes"
    clock: Callable[[], float] = time.monotonic
    refusals: list[Refusal] = field(default_factory=list)
    hang_seconds: float = 5.0
    history_reads: int = 0
    limit_per_second: int = 0  # > 0: a strict one-second sliding window, like a platform's global limit
    too_many: int = 0  # 429s for the global limit
    # > 0: Discord's per-channel message bucket: this many messages, then the bucket resets `channel_window`
    # seconds after the first; every answer carries the X-RateLimit-* headers discord.py reads.
    channel_limit: int = 0
    channel_window: float = 5.0
    channel_too_many: int = 0  # 429s for a channel's bucket
    latency: float = 0.0  # round trip: half before the request "arrives", half before the answer leaves
    arrivals: list[float] = field(default_factory=list)
    arrival_channels: list[str] = field(default_factory=list)
    arrival_nonces: list[str] = field(default_factory=list)  # of accepted messages, with keep_bodies off
    _buckets: dict[str, tuple[float, int]] = field(default_factory=dict)  # channel -> (window start, used)
    keep_bodies: bool = True  # off for the rate benchmark: a growing heap means GC pauses that bunch requests
    sent: int = 0
    _window: list[float] = field(default_factory=list)
    ids: Any = field(default_factory=lambda: itertools.count(5000))
    url: str = ""
    _runner: web.AppRunner | None = None
    # The gateway (see the module's docstring).
    token: str = "token"
    recommended_shards: int = 1
    required_shards: int = 1
    heartbeat_interval: float = 41.25  # seconds, as Discord sends it
    gateway_url: str = ""
    gateway_bot_calls: int = 0
    # (shard, count) of every IDENTIFY accepted
    identifies: list[tuple[int, int]] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)  # close codes the gateway refused with
    resumes: int = 0
    compressions: list[str] = field(default_factory=list)  # `compress` asked by each connection ("": none)
    shards: dict[int, GatewaySocket] = field(default_factory=dict)  # the live socket of each identified shard
    sockets: list[GatewaySocket] = field(default_factory=list)
    guild_synced: dict[str, Any] = field(default_factory=dict)
    syncs: list[str] = field(default_factory=list)  # "global" or the guild id, per bulk overwrite

    def refuse(self, answer: Answer, *, method: str = "POST", times: int = 1) -> None:
        """Answer the next `times` requests of `method` to a channel's messages with `answer`."""
        self.refusals.append(Refusal(answer, method, times))

    @web.middleware
    async def _refusing(self, request: web.Request, handler: Any) -> web.StreamResponse:
        refusal = next(
            (
                r
                for r in self.refusals
                if r.times > 0 and r.method in ("*", request.method) and "/channels/" in request.path
            ),
            None,
        )
        if refusal is None:
            return await handler(request)
        return await answer_with(refusal, request, handler, self.hang_seconds)

    def remembers(self, channel: str, nonce: str) -> dict[str, Any] | None:
        """The message posted with this nonce, while Discord still remembers it."""
        kept = self.by_nonce.get((channel, nonce))
        if kept is None or self.clock() - kept["_at"] > self.nonce_window:
            return None
        return kept["message"]

    def message(self, channel: str, body: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": str(next(self.ids)),
            "channel_id": channel,
            "author": BOT,
            "content": body.get("content") or "",
            "timestamp": "2026-11-30T20:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": body.get("embeds") or [],
            "pinned": False,
            "type": 0,
            "flags": 0,
            "components": body.get("components") or [],
            "nonce": body.get("nonce"),
        }

    async def _json(self, request: web.Request) -> dict[str, Any]:
        if request.content_type.startswith("multipart"):
            reader = await request.multipart()
            body: dict[str, Any] = {}
            async for part in reader:
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                else:
                    await part.read()
                    body.setdefault("_files", []).append(part.filename)
            return body
        return await request.json() if request.can_read_body else {}

    async def me(self, request: web.Request) -> web.Response:
        return _reply(BOT)

    async def application(self, request: web.Request) -> web.Response:
        return _reply(
            {
                "id": "42",
                "name": "Matchday",
                "icon": None,
                "description": "",
                "rpc_origins": [],
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": BOT,
                "summary": "",
                "verify_key": "00",
                "team": None,
                "flags": 0,
                "interactions_endpoint_url": None,
                "redirect_uris": [],
                "approximate_guild_count": 1,
                "bot": BOT,
            }
        )

    def _channel_bucket(self, channel: str, now: float) -> tuple[bool, dict[str, str]]:
        """Take one message from the channel's bucket: (allowed, the headers Discord answers with)."""
        start, used = self._buckets.get(channel, (now, 0))
        if now >= start + self.channel_window:
            start, used = now, 0
        allowed = used < self.channel_limit
        if allowed:
            used += 1
        self._buckets[channel] = (start, used)
        reset_after = max(0.0, start + self.channel_window - now)
        headers = {
            "X-RateLimit-Limit": str(self.channel_limit),
            "X-RateLimit-Remaining": str(self.channel_limit - used),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": "f" * 32,
        }
        if not allowed:
            headers |= {"X-RateLimit-Scope": "user", "Retry-After": str(max(1, round(reset_after)))}
        return allowed, headers

    async def post_message(self, request: web.Request) -> web.Response:
        if self.latency:
            await asyncio.sleep(self.latency / 2)
        response = await self._post_message(request)
        if self.latency:
            await asyncio.sleep(self.latency / 2)
        return response

    async def _post_message(self, request: web.Request) -> web.Response:
        channel = request.match_info["channel"]
        now = time.monotonic()
        if self.limit_per_second:
            self._window = [t for t in self._window if now - t < 1.0]
            if len(self._window) >= self.limit_per_second:
                self.too_many += 1
                return _reply(
                    {"message": "You are being rate limited.", "retry_after": 0.1, "global": True},
                    status=429,
                    headers={"Retry-After": "0.1", "X-RateLimit-Global": "true", "Via": "1.1 google"},
                )
            self._window.append(now)
        limit_headers: dict[str, str] = {}
        if self.channel_limit:
            allowed, limit_headers = self._channel_bucket(channel, now)
            if not allowed:
                self.channel_too_many += 1
                retry = float(limit_headers["X-RateLimit-Reset-After"])
                return _reply(
                    {"message": "You are being rate limited.", "retry_after": retry, "global": False},
                    status=429,
                    headers=limit_headers | {"Via": "1.1 google"},
                )
        if self.limit_per_second or self.channel_limit:
            self.arrivals.append(round(now, 4))
            self.arrival_channels.append(channel)
        if self.rate_limit_next:
            self.rate_limit_next -= 1
            return _reply(
                {"message": "You are being rate limited.", "retry_after": 0.05, "global": False},
                status=429,
                headers={"Retry-After": "0.05", "X-RateLimit-Scope": "user", "Via": "1.1 google"},
            )
        allowed = self.permissions.get(channel, BOT_PERMISSIONS)
        if channel in self.forbidden or not allowed & VIEW_CHANNEL:
            return _reply({"message": "Missing Access", "code": 50001}, status=403)
        body = await self._json(request)
        if not allowed & SEND_MESSAGES or (body.get("embeds") and not allowed & EMBED_LINKS):
            return _reply({"message": "Missing Permissions", "code": 50013}, status=403)
        self.sent += 1
        if not self.keep_bodies:
            self.arrival_nonces.append(str(body.get("nonce") or ""))
            return _reply({**self.message(channel, {}), "content": ""}, headers=limit_headers)
        self.posts.append(body | {"_channel": channel})
        nonce = body.get("nonce")
        if nonce and body.get("enforce_nonce") and (earlier := self.remembers(channel, nonce)):
            return _reply(earlier, headers=limit_headers)
        msg = self.message(channel, body)
        self.messages.setdefault(channel, []).append(msg)
        if nonce:
            self.by_nonce[(channel, nonce)] = {"message": msg, "_at": self.clock()}
        return _reply(msg, headers=limit_headers)

    async def channel(self, request: web.Request) -> web.Response:
        """GET a channel, as a guild text channel: View Channel is enough, and `last_message_id` tells whether
        it has had messages even when they cannot be read."""
        channel = request.match_info["channel"]
        allowed = self.permissions.get(channel, BOT_PERMISSIONS)
        if channel in self.forbidden or not allowed & VIEW_CHANNEL:
            return _reply({"message": "Missing Access", "code": 50001}, status=403)
        posted = self.messages.get(channel) or [{"id": None}]
        return _reply(channel_object(channel, last_message_id=posted[-1]["id"], bot_allow=allowed))

    async def roles(self, request: web.Request) -> web.Response:
        """GET a guild's roles: only @everyone (its id is the guild's), granting nothing by itself."""
        return _reply(
            [
                {
                    "id": GUILD,
                    "name": "@everyone",
                    "permissions": "0",
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ]
        )

    async def member(self, request: web.Request) -> web.Response:
        """GET the bot as a guild member: no roles, so its channel overwrites decide."""
        return _reply(
            {
                "user": BOT,
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
            }
        )

    async def history(self, request: web.Request) -> web.Response:
        """GET a channel's messages, newest first. Discord does not return nonces here."""
        channel = request.match_info["channel"]
        self.history_reads += 1
        allowed = self.permissions.get(channel, BOT_PERMISSIONS)
        if channel in self.forbidden or not allowed & VIEW_CHANNEL:
            return _reply({"message": "Missing Access", "code": 50001}, status=403)
        if not allowed & READ_HISTORY:
            return _reply([])  # as documented: no messages, not an error
        limit = max(1, min(100, int(request.query.get("limit", "50"))))
        newest = list(reversed(self.messages.get(channel, [])))[:limit]
        return _reply([{k: v for k, v in m.items() if k != "nonce"} for m in newest])

    async def edit_message(self, request: web.Request) -> web.Response:
        channel, mid = request.match_info["channel"], request.match_info["message"]
        body = await self._json(request)
        self.edits.append((channel, mid, body))
        for msg in self.messages.get(channel, []):
            if msg["id"] == mid:
                msg.update({"content": body.get("content") or "", "embeds": body.get("embeds") or []})
                return _reply(msg)
        return _reply({"message": "Unknown Message", "code": 10008}, status=404)

    async def callback(self, request: web.Request) -> web.Response:
        body = await self._json(request)
        pushed = self.pushed_at.get(request.match_info["id"])
        if pushed is not None and time.monotonic() - pushed > self.ack_window:
            return _reply({"message": "Unknown interaction", "code": 10062}, status=404)
        self.callbacks.append(body)
        self.acknowledged.add(request.match_info["token"])
        if request.query.get("with_response") not in ("1", "true"):
            return web.Response(status=204)
        # As Discord answers `?with_response=1`: the interaction and the message it created.
        data = body.get("data") or {}
        message_id = str(900_000 + len(self.callbacks))
        return _reply(
            {
                "interaction": {
                    "id": request.match_info["id"],
                    "type": 2,
                    "response_message_id": message_id,
                    "response_message_loading": False,
                    "response_message_ephemeral": bool((data.get("flags") or 0) & 64),
                },
                "resource": {
                    "type": body.get("type", 4),
                    "message": {
                        "id": message_id,
                        "channel_id": "777",
                        "content": data.get("content") or "",
                        "embeds": data.get("embeds") or [],
                        "components": data.get("components") or [],
                        "author": {"id": "42", "username": "matchday", "discriminator": "0", "avatar": None},
                        "attachments": [],
                        "mentions": [],
                        "mention_roles": [],
                        "pinned": False,
                        "mention_everyone": False,
                        "tts": False,
                        "timestamp": "2026-11-30T20:00:00+00:00",
                        "edited_timestamp": None,
                        "flags": data.get("flags") or 0,
                        "type": 0,
                    },
                },
            }
        )

    async def sync(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.synced = body
        self.syncs.append("global")
        return _reply(self.registered())

    def registered(self) -> list[dict[str, Any]]:
        """The global commands as Discord holds them, each with its id (global ids start at 1001)."""
        return [
            c | {"id": str(1000 + i), "application_id": "42", "version": "1"}
            for i, c in enumerate(self.synced, 1)
        ]

    def command_id(self, name: str) -> str:
        return next(c["id"] for c in self.registered() if c["name"] == name)

    async def global_commands(self, request: web.Request) -> web.Response:
        return _reply(self.registered())

    async def guild_sync(self, request: web.Request) -> web.Response:
        body = await request.json()
        guild = request.match_info["guild"]
        self.guild_synced[guild] = body
        self.syncs.append(guild)
        return _reply(
            [
                c | {"id": str(2000 + i), "application_id": "42", "version": "1", "guild_id": guild}
                for i, c in enumerate(body, 1)
            ]
        )

    async def gateway_bot(self, request: web.Request) -> web.Response:
        """GET /gateway/bot: where to connect, how many shards, how many sessions may start."""
        if request.headers.get("Authorization") != f"Bot {self.token}":
            return _reply({"message": "401: Unauthorized", "code": 0}, status=401)
        self.gateway_bot_calls += 1
        return _reply(
            {
                "url": self.gateway_url,
                "shards": self.recommended_shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000 - len(self.identifies),
                    "reset_after": 14_400_000,
                    "max_concurrency": 1,
                },
            }
        )

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        """The gateway websocket: HELLO, then heartbeats and one IDENTIFY, then events."""
        ws = web.WebSocketResponse(max_msg_size=4096)  # Discord's limit for what a client sends
        await ws.prepare(request)
        compress = request.query.get("compress")
        self.compressions.append(compress or "")
        sock = GatewaySocket(ws, zlib.compressobj() if compress == "zlib-stream" else None)
        self.sockets.append(sock)
        try:
            if request.query.get("v") != "10":
                return await self._refuse(sock, 4012)
            if request.query.get("encoding") != "json":
                return await self._refuse(sock, 4002)
            await sock.send({"op": HELLO, "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)}})
            async for msg in ws:
                try:
                    payload = json.loads(msg.data)
                    op = payload["op"]
                except (ValueError, TypeError, KeyError):
                    return await self._refuse(sock, 4002)
                if op == HEARTBEAT:
                    await sock.send({"op": HEARTBEAT_ACK})
                elif op == IDENTIFY:
                    if await self._identify(sock, payload.get("d") or {}):
                        return ws
                elif op == RESUME:
                    self.resumes += 1
                    await sock.send({"op": INVALID_SESSION, "d": False})  # this fake never resumes
                elif op not in KNOWN_OPS:
                    return await self._refuse(sock, 4001)
                elif sock.shard is None:
                    return await self._refuse(sock, 4003)
        finally:
            self.sockets.remove(sock)
            if sock.shard is not None and self.shards.get(sock.shard[0]) is sock:
                del self.shards[sock.shard[0]]
        return ws

    async def _refuse(self, sock: GatewaySocket, code: int) -> web.WebSocketResponse:
        self.refused.append(code)
        await sock.close(code)
        return sock.ws

    async def _identify(self, sock: GatewaySocket, data: dict[str, Any]) -> bool:
        """Accept an IDENTIFY with READY, or refuse it as Discord does; True when the socket was closed."""
        shard = data.get("shard") or [0, 1]
        valid = (
            isinstance(shard, list)
            and len(shard) == 2
            and all(isinstance(n, int) for n in shard)
            and 0 <= shard[0] < shard[1]
        )
        refusals = (
            (sock.shard is not None, 4005),
            (data.get("token") != self.token, 4004),
            (not valid, 4010),
            (valid and shard[1] < self.required_shards, 4011),
            (not isinstance(data.get("intents"), int), 4013),
        )
        code = next((code for wrong, code in refusals if wrong), 0)
        if code:
            await self._refuse(sock, code)
            return True
        sock.shard = (shard[0], shard[1])
        sock.session = f"session-{shard[0]}-{len(self.identifies)}"
        self.identifies.append(sock.shard)
        self.shards[shard[0]] = sock
        await sock.dispatch(
            "READY",
            {
                "v": 10,
                "user": BOT,
                "guilds": [],
                "session_id": sock.session,
                "resume_gateway_url": self.gateway_url,
                "shard": list(sock.shard),
                "application": {"id": "42", "flags": 0},
                "private_channels": [],
                "relationships": [],
            },
        )
        return False

    async def followup(self, request: web.Request) -> web.Response:
        """A follow-up to an acknowledged interaction (POST), or its original answer edited or deleted."""
        if request.match_info["token"] not in self.acknowledged:
            return _reply({"message": "Unknown Webhook", "code": 10015}, status=404)
        body = await self._json(request) if request.method != "DELETE" else {}
        self.followups.append(
            {"method": request.method, "message": request.match_info.get("message", "")} | body
        )
        if request.method == "DELETE":
            return web.Response(status=204)
        return _reply(self.message("777", body))

    async def push(self, shard: int, event: str, data: dict[str, Any]) -> None:
        """Send a dispatch (e.g. INTERACTION_CREATE) to the bot on `shard`."""
        if event == "INTERACTION_CREATE":
            self.pushed_at[str(data["id"])] = time.monotonic()
        await self.shards[shard].dispatch(event, data)

    async def wait_shards(self, *shards: int, timeout: float = 10.0) -> None:
        """Wait until each of `shards` has identified and holds a socket."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not all(s in self.shards for s in shards):
            if loop.time() > end:
                raise TimeoutError(f"shards {shards} did not identify; identified: {self.identifies}")
            await asyncio.sleep(0.02)

    async def stats(self, request: web.Request) -> web.Response:
        sent = sum(len(v) for v in self.messages.values()) if self.keep_bodies else self.sent
        return _reply(
            {
                "messages": sent,
                "posts": len(self.posts),
                "too_many": self.too_many,
                "channel_too_many": self.channel_too_many,
                "arrivals": self.arrivals,
                "arrival_channels": self.arrival_channels,
                "arrival_nonces": self.arrival_nonces,
            }
        )

    async def start(self, port: int = 0) -> str:
        app = web.Application(middlewares=[self._refusing])
        app.router.add_get("/api/v10/users/@me", self.me)
        app.router.add_get("/_stats", self.stats)
        app.router.add_get("/api/v10/oauth2/applications/@me", self.application)
        app.router.add_post("/api/v10/channels/{channel}/messages", self.post_message)
        app.router.add_get("/api/v10/channels/{channel}/messages", self.history)
        app.router.add_get("/api/v10/channels/{channel}", self.channel)
        app.router.add_get("/api/v10/guilds/{guild}/roles", self.roles)
        app.router.add_get("/api/v10/guilds/{guild}/members/{user}", self.member)
        app.router.add_patch("/api/v10/channels/{channel}/messages/{message}", self.edit_message)
        app.router.add_post("/api/v10/interactions/{id}/{token}/callback", self.callback)
        app.router.add_post("/api/v10/webhooks/{app}/{token}", self.followup)
        app.router.add_patch("/api/v10/webhooks/{app}/{token}/messages/{message}", self.followup)
        app.router.add_delete("/api/v10/webhooks/{app}/{token}/messages/{message}", self.followup)
        app.router.add_put("/api/v10/applications/{app}/commands", self.sync)
        app.router.add_get("/api/v10/applications/{app}/commands", self.global_commands)
        app.router.add_put("/api/v10/applications/{app}/guilds/{guild}/commands", self.guild_sync)
        app.router.add_get("/api/v10/gateway/bot", self.gateway_bot)
        app.router.add_get("/gateway", self.gateway)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}/api/v10"
        self.gateway_url = f"ws://127.0.0.1:{port}/gateway"
        return self.url

    async def stop(self) -> None:
        for sock in list(self.sockets):
            await sock.ws.close(code=1001, message=b"going away")
        if self._runner:
            await self._runner.cleanup()


def interaction(
    kind: int,
    data: dict[str, Any],
    *,
    channel: str = "777",
    admin: bool = False,
    app_permissions: int = BOT_PERMISSIONS,
    message_id: str = "5000",
) -> dict[str, Any]:
    """A gateway INTERACTION_CREATE payload, as Discord sends it: with the bot's permissions in the channel,
    and for a button click (kind 3) the message that carries the button."""
    extra: dict[str, Any] = {}
    if kind == 3:
        button = {"type": 2, "style": 2, "label": "Why?", "custom_id": data["custom_id"]}
        extra["message"] = FakeDiscord().message(
            channel, {"components": [{"type": 1, "components": [button]}]}
        )
        extra["message"]["id"] = message_id
    return extra | {
        "id": str(900000 + len(str(data))),
        "application_id": "42",
        "type": kind,
        "data": data,
        "guild_id": "555",
        "channel_id": channel,
        "channel": channel_object(channel),
        "member": {
            "user": {
                "id": "321",
                "username": "fan",
                "discriminator": "0",
                "avatar": None,
                "global_name": "Fan",
            },
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": "32" if admin else "0",
        },  # 32 = Manage Server
        "token": "tok",
        "version": 1,
        "app_permissions": str(app_permissions),
        "locale": "en-GB",
        "guild_locale": "en-GB",
        "entitlements": [],
        "authorizing_integration_owners": {},
        "context": 0,
        "attachment_size_limit": 8388608,
    }


async def _serve(limit: int, channel_limit: int, channel_window: float, latency: float) -> None:
    """Run the fake on its own (see `__main__`): prints its URL, serves until killed."""
    fake = FakeDiscord(
        limit_per_second=limit,
        channel_limit=channel_limit,
        channel_window=channel_window,
        latency=latency,
        keep_bodies=False,
    )
    print(await fake.start(), flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="the fake Discord REST API, in its own process")
    parser.add_argument("limit", type=int, nargs="?", default=0, help="global requests per second (0: none)")
    parser.add_argument("--channel-limit", type=int, default=0, help="messages per channel window (0: none)")
    parser.add_argument("--channel-window", type=float, default=5.0)
    parser.add_argument("--latency", type=float, default=0.0, help="round trip, in seconds")
    args = parser.parse_args()
    asyncio.run(_serve(args.limit, args.channel_limit, args.channel_window, args.latency))
