"""A tiny HTTP/1.1 server on the app's event loop (`asyncio.start_server`, no web framework): `GET /healthz`,
`GET /livez` and `GET /metrics`, one request per connection.

It never blocks the loop: the health checks' one query runs on the database's thread, every read and write
has a deadline, and at most `MAX_CONNECTIONS` requests are answered at once (more are told 503). `stop` closes
the listener and cuts off requests under way within `STOP_WITHIN` seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
from typing import Any

from bot.core.errors import OperatorError
from bot.ops.health import Health
from bot.ops.metrics import Metrics

log = logging.getLogger(__name__)
READ_WITHIN = 5.0  # seconds a client has to send its request line and headers
WRITE_WITHIN = 5.0  # seconds a client has to take the answer
STOP_WITHIN = 0.5  # seconds `stop` gives requests under way (the app's whole stop has 4)
MAX_CONNECTIONS = 16
MAX_HEAD = 16 * 1024  # bytes of request line and headers
REASONS = {
    200: "OK",
    404: "Not Found",
    405: "Method Not Allowed",
    431: "Too Large",
    503: "Service Unavailable",
}
JSON = "application/json"
TEXT = "text/plain; charset=utf-8"


class OpsUnavailable(OperatorError):
    """The health and metrics address cannot be listened on; `matchday run` says so and exits 1."""

    fatal = True


class OpsServer:
    def __init__(self, host: str, port: int, health: Health, metrics: Metrics) -> None:
        self.host = host
        self.port = port  # 0: any free port; the one chosen once started
        self.health = health
        self.metrics = metrics  # also says the process's role and whether it leads
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    async def start(self) -> None:
        try:
            self._server = await asyncio.start_server(self._serve, self.host, self.port, limit=MAX_HEAD)
        except OSError as exc:  # the port is taken, or the host is not this machine's
            why = os.strerror(exc.errno) if exc.errno and exc.errno > 0 else exc.strerror or str(exc)
            raise OpsUnavailable(
                f"Cannot serve health and metrics on {self.host}:{self.port} ({why}): "
                "free the port or change [ops] host and port."
            ) from None
        self.port = int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.close()
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=STOP_WITHIN)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(server.wait_closed(), STOP_WITHIN)

    # ------------------------------------------------------------------------------ requests
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            if len(self._tasks) > MAX_CONNECTIONS:
                await self._write(writer, "GET", 503, TEXT, b"busy\n")
                return
            try:
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), READ_WITHIN)
            except asyncio.LimitOverrunError:
                await self._write(writer, "GET", 431, TEXT, b"request head too large\n")
                return
            except (asyncio.IncompleteReadError, TimeoutError, ConnectionError):
                return  # the client went away or never finished asking
            method, path, headers = _parse(head)
            status, content_type, body = await self._answer(method, path, headers)
            await self._write(writer, method, status, content_type, body)
        except asyncio.CancelledError:
            pass  # stopping: the connection is closed below
        except Exception:  # one bad request never takes the server (or the bot) down
            log.debug("health and metrics request failed", exc_info=True)
        finally:
            writer.close()
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.wait_for(writer.wait_closed(), STOP_WITHIN)
            self._tasks.discard(task)

    async def _answer(self, method: str, path: str, headers: dict[str, str]) -> tuple[int, str, bytes]:
        if path not in ("/healthz", "/livez", "/metrics"):
            return 404, TEXT, b"not found: try /healthz, /livez or /metrics\n"
        if method not in ("GET", "HEAD"):
            return 405, TEXT, b"only GET and HEAD\n"
        if path == "/livez":  # the event loop answers: the process is alive, whatever its dependencies do
            return (
                200,
                JSON,
                _json({"status": "ok", "role": self.metrics.role_name, "leader": self.metrics.leading}),
            )
        report = await self.health.report()
        self.metrics.observe(report)
        if path == "/metrics":
            body, content_type = self.metrics.render(headers.get("accept", ""))
            return 200, content_type, body
        answer = report.as_json(role=self.metrics.role_name, leader=self.metrics.leading)
        return (200 if report.ok else 503), JSON, _json(answer)

    @staticmethod
    async def _write(
        writer: asyncio.StreamWriter, method: str, status: int, content_type: str, body: bytes
    ) -> None:
        head = (
            f"HTTP/1.1 {status} {REASONS.get(status, '')}\r\n"
            f"Content-Type: {content_type}\r\n"
            f"Content-Length: {len(body)}\r\n"
            "Cache-Control: no-store\r\n"
            "Connection: close\r\n" + ("Allow: GET, HEAD\r\n" if status == 405 else "") + "\r\n"
        )
        writer.write(head.encode("latin-1") + (b"" if method == "HEAD" else body))
        await asyncio.wait_for(writer.drain(), WRITE_WITHIN)


def _parse(head: bytes) -> tuple[str, str, dict[str, str]]:
    """(method, path without its query, headers by lower-case name) of a request head; "" for what is missing."""
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ")
    method = parts[0].upper() if parts else ""
    target = parts[1] if len(parts) > 1 else ""
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if sep:
            headers[name.strip().lower()] = value.strip()
    return method, target.split("?", 1)[0], headers


def _json(value: object) -> bytes:
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode()
