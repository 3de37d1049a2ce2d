"""`matchday mock-server`: the replay over real HTTP on 127.0.0.1, in both providers' shapes.

    http://127.0.0.1:PORT/api-football/fixtures?live=all        (API-Football v3)
    http://127.0.0.1:PORT/football-data/v4/matches?status=LIVE  (football-data.org v4)

Point a real client, or the bot itself (`base_url` in the config), at it. Each live poll steps a `max`
replay; at a numeric speed the match runs in real time times that speed.

With a `FaultPlan` (`--faults SPEC`, see `bot.providers.replay.faults`) live polls can be answered with the
faults real providers serve, and `POST /_faults` (body e.g. `quota@+1`) / `GET /_faults` change and list
the plan while the server runs.
"""

from __future__ import annotations

import socket
import sys
import threading
import time
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit

from bot.providers.replay.api_football_shape import ApiFootballShape
from bot.providers.replay.clock import ReplayClock
from bot.providers.replay.faults import FaultPlan, FaultSpecError, Reply, is_live_poll
from bot.providers.replay.football_data_shape import FootballDataShape
from bot.providers.replay.scenario import load_scenario

HOST = "127.0.0.1"  # the mock serves this machine only


def make_server(
    port: int,
    speed: float | None,
    scenario_path: str | None = None,
    *,
    today: bool = True,
    faults: FaultPlan | None = None,
) -> ThreadingHTTPServer:
    """The server, not yet serving. Without `faults` it answers every request normally and has no
    `/_faults` endpoint."""
    scenario = load_scenario(scenario_path)
    if today:
        # A real bot asks for today's fixtures: the night is moved so it kicks off as the server starts.
        scenario = scenario.shifted(datetime.now(UTC).replace(microsecond=0))
    # Each shape has its own clock, so a bot on one provider never steps the other's replay.
    api_football = ApiFootballShape(
        scenario, ReplayClock(scenario.moments(), start=scenario.start, speed=speed)
    )
    football_data = FootballDataShape(
        scenario, ReplayClock(scenario.moments(), start=scenario.start, speed=speed)
    )
    lock = threading.Lock()

    shapes: dict[str, ApiFootballShape | FootballDataShape] = {
        "api-football": api_football,
        "football-data": football_data,
    }

    def answer(path: str, params: dict[str, str]) -> Reply:
        """The reply to one GET; called under the lock, so the replay and the plan see one request at a time."""
        if faults is not None and path == "/_faults":
            return Reply.json(200, faults.describe(), {})
        provider = next((p for p in shapes if path.startswith(f"/{p}/")), None)
        if provider is None:
            return Reply.json(404, {"message": "try /api-football/ or /football-data/v4/"}, {})
        shape, sub = shapes[provider], path.removeprefix(f"/{provider}")
        if faults is None or not is_live_poll(provider, sub, params):
            status, body = shape.answer(sub, params)
            return Reply.json(status, body, shape.headers())
        decision = faults.decide(provider, sub, params)
        if decision.needs_normal:
            normal = shape.answer(sub, params)
        else:
            # A faulted request still counts against the quota; only the replay clock stays where it is.
            shape.requests += 1
            normal = None
        return faults.finish(decision, shape.headers(), normal, params)

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            url = urlsplit(self.path)
            params = dict(parse_qsl(url.query))
            with lock:
                reply = answer(url.path, params)
            self._send(reply)

        def do_POST(self) -> None:
            if faults is None or urlsplit(self.path).path != "/_faults":
                self.send_error(501, f"Unsupported method ({self.command!r})")  # as without do_POST
                return
            declared = self.headers.get("Content-Length", "0")
            spec = (
                self.rfile.read(int(declared) if declared.isascii() and declared.isdigit() else 0)
                .decode("utf-8", "replace")
                .strip()
            )
            with lock:
                try:
                    if not spec:
                        raise FaultSpecError("post a fault schedule such as 'quota@+1', or 'clear'.")
                    if spec.lower() == "clear":
                        faults.clear()
                        added = []
                    else:
                        added = [r.describe() for r in faults.add(spec)]
                    reply = Reply.json(200, {"added": added} | faults.describe(), {})
                except FaultSpecError as exc:
                    reply = Reply.json(400, {"error": str(exc)}, {})
            self._send(reply)

        def _send(self, reply: Reply) -> None:
            try:
                if reply.stall:
                    time.sleep(reply.stall)
                if reply.drip:  # every byte its own packet, at once
                    self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                self.send_response(reply.status)
                self.send_header("Content-Type", reply.content_type)
                self.send_header("Content-Length", str(len(reply.body)))
                for k, v in reply.headers:
                    self.send_header(k, v)
                self.end_headers()
                if reply.drip:
                    for i in range(len(reply.body)):
                        time.sleep(reply.drip)
                        self.wfile.write(reply.body[i : i + 1])
                else:
                    self.wfile.write(reply.body)
            except (BrokenPipeError, ConnectionResetError):
                return  # the client gave up (a deadline during a stall or a drip): nothing to tell it

        def log_message(self, format: str, *args: object) -> None:  # quiet: one line per request is noise
            return

    return ThreadingHTTPServer((HOST, port), Handler)


def serve(
    port: int,
    speed: float | None,
    scenario_path: str | None = None,
    today: bool = True,
    faults: FaultPlan | None = None,
) -> int:
    server = make_server(port, speed, scenario_path, today=today, faults=faults)
    host, real_port = HOST, server.server_port  # the port the system chose when asked for 0
    print(
        f"Mock provider on http://{host}:{real_port}/api-football/ and http://{host}:{real_port}/football-data/v4/ "
        "(Ctrl-C stops)",
        file=sys.stderr,
        flush=True,
    )
    if faults is not None:
        planned = ", ".join(r.spec for r in faults.rules) or "none yet"
        print(
            f"Faults: {planned}; POST a schedule (e.g. quota@+1) to http://{host}:{real_port}/_faults",
            file=sys.stderr,
            flush=True,
        )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
