"""`matchday mock-server`: the replay over real HTTP on 127.0.0.1, in both providers' shapes.

    http://127.0.0.1:PORT/api-football/fixtures?live=all        (API-Football v3)
    http://127.0.0.1:PORT/football-data/v4/matches?status=LIVE  (football-data.org v4)

Point a real client, or the bot itself (`base_url` in the config), at it. Each live poll steps a `max`
replay; at a numeric speed the match runs in real time times that speed.
"""

from __future__ import annotations

import json
import sys
import threading
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit

from bot.providers.replay.api_football_shape import ApiFootballShape
from bot.providers.replay.clock import ReplayClock
from bot.providers.replay.football_data_shape import FootballDataShape
from bot.providers.replay.scenario import load_scenario


def make_server(
    port: int, speed: float | None, scenario_path: str | None = None, *, today: bool = True
) -> ThreadingHTTPServer:
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

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            url = urlsplit(self.path)
            params = dict(parse_qsl(url.query))
            with lock:
                if url.path.startswith("/api-football/"):
                    status, body = api_football.answer(url.path.removeprefix("/api-football"), params)
                    headers = api_football.headers()
                elif url.path.startswith("/football-data/"):
                    status, body = football_data.answer(url.path.removeprefix("/football-data"), params)
                    headers = football_data.headers()
                else:
                    status, body, headers = 404, {"message": "try /api-football/ or /football-data/v4/"}, {}
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in headers.items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: object) -> None:  # quiet: one line per request is noise
            return

    return ThreadingHTTPServer(("127.0.0.1", port), Handler)


def serve(port: int, speed: float | None, scenario_path: str | None = None, today: bool = True) -> int:
    server = make_server(port, speed, scenario_path, today=today)
    host, real_port = server.server_address[:2]
    print(
        f"Mock provider on http://{host}:{real_port}/api-football/ and http://{host}:{real_port}/football-data/v4/ "
        "(Ctrl-C stops)",
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
