"""Real processes for the failover test (tests/test_failover_pg.py): `matchday mock-server` and
`matchday run --role poller` processes on one PostgreSQL database, and what they leave behind (their logs, with
timestamps, and the alerts and outbox rows in the database).

Each process is forked from a process that has imported all this already (multiprocessing's forkserver, as
tests/crash does), then runs `bot.cli.main` with the arguments the command line would give it: a trial costs
forks, not interpreter starts. `kill` is a real SIGKILL.

The mock serves the built-in Group D night stepped (`--speed max`): every live poll moves its clock to the next
moment, so a poll interval is a moment, whoever polls. Its advertised quota is raised to fit the test's pace
(see `mock_child`); everything else is the product's own code, unchanged.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg

import bot.app
import bot.cli
import bot.providers.replay.server
from bot import plugins
from bot.leader import POLLER_LOCK
from bot.store import Store
from bot.store import subscriptions as subs
from tests.forkserver import CTX, preload

# What a poller and the mock load before they do anything, loaded once in the forkserver (the platform plugins
# alone, discord.py and the Slack SDK, are most of a second), so the forked children start at once.
plugins.platforms()
plugins.providers()
bot.app.build_tree()  # and the command modules it imports

preload(__name__)

CHANNELS = ("failover-a", "failover-b")  # two channels follow the competition: every alert fans out twice
ALL_KINDS = subs.ALL_KINDS + subs.OPTIONAL_KINDS  # every alert kind gets outbox rows
LOG_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}) (\w+) ([\w.]+): (.*)$")
LEADING = "this process is the poller now"


# ------------------------------------------------------------------------------------------ forked children
def _own_output(log: str) -> None:
    """A child's stderr goes to its own file (the log, with timestamps in UTC); stdin and stdout to nothing."""
    os.environ.update(API_FOOTBALL_KEY="x", TZ="UTC", PYTHONIOENCODING="utf-8")
    time.tzset()
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 2)
    os.close(fd)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    sys.stderr = open(2, "w", encoding="utf-8", buffering=1, closefd=False)  # noqa: SIM115
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115


def poller_child(config: str, log: str) -> None:
    """`matchday run --role poller --config CONFIG`, its stderr to LOG."""
    _own_output(log)
    sys.exit(bot.cli.main(["run", "--role", "poller", "--config", config]))


def mock_child(log: str, per_day: int, per_minute: int) -> None:
    """`matchday mock-server --port 0 --speed max`, its stderr (where it says its address) to LOG.

    The mock advertises API-Football's Pro plan (7,500 calls a day, 300 a minute). A bot polling a match
    window of 2 h 15 min on that plans one poll every 1.08 s, and a poller that takes over re-plans at once
    (`App._poll_job` -> `replan`): the test's sub-second pace would then hold only until the first failover.
    So this mock advertises a plan that fits the pace the test configures, the same for every poller.
    """
    _own_output(log)
    from bot.providers.replay import api_football_shape as shape

    shape.DAILY_LIMIT = per_day
    plain = shape.ApiFootballShape.headers

    def headers(self: Any) -> dict[str, str]:
        return plain(self) | {"X-RateLimit-Limit": str(per_minute), "X-RateLimit-Remaining": str(per_minute)}

    shape.ApiFootballShape.headers = headers  # type: ignore[method-assign]
    sys.exit(bot.cli.main(["mock-server", "--port", "0", "--speed", "max"]))


# ------------------------------------------------------------------------------------------ the test's side
def stamp(text: str) -> float:
    """A log line's time (`2026-12-01 06:27:28,480`, UTC in the children) as seconds since the epoch."""
    return datetime.strptime(text, "%Y-%m-%d %H:%M:%S,%f").replace(tzinfo=UTC).timestamp()


def wait_until(condition: Callable[[], Any], timeout: float, what: str, poll: float = 0.005) -> Any:
    end = time.monotonic() + timeout
    while not (result := condition()):
        if time.monotonic() > end:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
        time.sleep(poll)
    return result


class Child:
    """One forked process and its log."""

    def __init__(self, name: str, log: Path, target: Callable[..., None], *args: object) -> None:
        self.name = name
        self.log = log
        log.write_text("")  # empty before the child starts: nothing in it is older than the child
        self.proc = CTX.Process(target=target, args=args)
        self.proc.daemon = True
        self.proc.start()

    def text(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def lines(self) -> list[tuple[float, str, str]]:
        """(time, logger, message) of each log line."""
        out = []
        for line in self.text().splitlines():
            if m := LOG_LINE.match(line):
                out.append((stamp(m[1]), m[3], m[4]))
        return out

    def led_at(self) -> float | None:
        """When it took the poller lock (its first time), per its log."""
        return next((t for t, logger, msg in self.lines() if logger == "bot.app" and msg == LEADING), None)

    def live_polls(self) -> list[float]:
        """When each of its live polls was answered, per its log."""
        return [t for t, logger, msg in self.lines() if logger == "httpx" and "/fixtures?live=" in msg]

    def kill(self) -> None:
        """SIGKILL, and reaped."""
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(10)

    def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM (a clean stop), then SIGKILL if it has not gone in `timeout` seconds; its exit code."""
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(timeout)
        self.kill()
        return self.proc.exitcode


class Mock(Child):
    """The mock provider, stepped; `live_requests` is how many live polls it has answered (moments served)."""

    def __init__(self, log: Path, per_day: int, per_minute: int) -> None:
        super().__init__("mock", log, mock_child, str(log), per_day, per_minute)
        found = wait_until(
            lambda: re.search(r"http://127\.0\.0\.1:(\d+)/", self.text()), 30, "the mock server's address"
        )
        self.port = int(found[1])
        self.base_url = f"http://127.0.0.1:{self.port}/api-football/"

    def live_requests(self) -> int:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/_faults", timeout=5) as reply:
            return int(json.load(reply)["live_requests"].get("api-football", 0))


def write_config(path: Path, database: str, base_url: str, poll_seconds: float) -> Path:
    path.write_text(
        f"""
[bot]
database = "{database}"
log_level = "INFO"
[provider]
name = "api-football"
poll_seconds = {poll_seconds}
min_poll_seconds = 0
schedule_refresh_seconds = 3600
[provider.api_football]
base_url = "{base_url}"
[adapters]
enabled = []
""",
        encoding="utf-8",
    )
    return path


def subscribe(url: str) -> None:
    """The channels that follow the night's competition, written before any poller starts."""
    store = Store(url)
    try:
        for channel in CHANNELS:
            store.run_sync(
                subs.follow, "console", channel, "competition", 2, "UEFA Champions League", ALL_KINDS
            )
    finally:
        store.close()


@dataclass(frozen=True)
class Alert:
    key: str
    kind: str
    match: int
    created: float  # when the poller stored it (its clock, seconds since the epoch)


@dataclass(frozen=True)
class Rows:
    """What the pollers left in the database."""

    alerts: list[Alert]  # in the order they were detected
    outbox: list[tuple[str, str, str]]  # (alert key, platform, channel), in the order they were written

    @classmethod
    def read(cls, url: str) -> Rows:
        with psycopg.connect(url) as conn:
            alerts = conn.execute(
                "select key, kind, match_id, created_at from alerts order by rowid"
            ).fetchall()
            outbox = conn.execute("select alert_key, platform, channel from outbox order by id").fetchall()
        return cls([Alert(*a) for a in alerts], [(k, p, c) for k, p, c in outbox])

    def alert_keys(self) -> list[str]:
        return [a.key for a in self.alerts]

    def by_match(self) -> dict[int, list[tuple[str, str]]]:
        """Each match's alerts (key, kind) in detection order (the order that matters: a correction follows its
        goal; two matches' alerts found in one poll come in the provider's order)."""
        out: dict[int, list[tuple[str, str]]] = {}
        for a in self.alerts:
            out.setdefault(a.match, []).append((a.key, a.kind))
        return out

    def before(self, moment: float) -> Rows:
        """The alerts stored before `moment`, and their outbox rows."""
        alerts = [a for a in self.alerts if a.created < moment]
        keys = {a.key for a in alerts}
        return Rows(alerts, [row for row in self.outbox if row[0] in keys])


class PollerLock:
    """The poller lock as PostgreSQL sees it: the backends holding it, in this database."""

    def __init__(self, url: str) -> None:
        self.conn = psycopg.connect(url, autocommit=True)

    def holders(self) -> list[int]:
        rows = self.conn.execute(
            "select pid from pg_locks where locktype = 'advisory' and granted and classid = %s and objid = %s "
            "and objsubid = 1 and database = (select oid from pg_database where datname = current_database())",
            (POLLER_LOCK >> 32, POLLER_LOCK & 0xFFFFFFFF),
        ).fetchall()
        return [int(pid) for (pid,) in rows]

    def close(self) -> None:
        self.conn.close()
