"""Shared set-up for the benchmarks: a store with many subscribed channels, a match, a goal."""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from bot.providers.model import (
    Competition,
    Event,
    EventKind,
    MatchSnapshot,
    Minute,
    Person,
    Score,
    Status,
    Team,
)
from bot.store import Store
from bot.store.sql import Db


def verdict(passed: bool, started: float) -> int:
    """Print the run time and PASS or FAIL; the exit status a benchmark returns (1 when a target is missed)."""
    print(f"run time {time.perf_counter() - started:.1f} s")
    print("PASS" if passed else "FAIL")
    return 0 if passed else 1


KINDS = '["goals", "var", "red-cards", "kick-off", "half-time", "full-time"]'


def subscribe_many(
    store: Store, channels: int, platform: str = "discord", competition: int = 2, first: int = 10_000_000
) -> None:
    """`channels` channels (numbered from `first`) following the competition, inserted in one transaction (on
    either engine: the store commits the call)."""

    def insert(db: Db) -> None:
        rows = (
            (
                platform,
                str(first + i),
                "competition",
                competition,
                "UEFA Champions League",
                KINDS,
                "",
                time.time(),
            )
            for i in range(channels)
        )
        db.executemany(
            "insert into subscriptions (platform, channel, target_kind, target_id, target_name, kinds, created_by,"
            " created_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )

    store.run_sync(insert)


def live_match() -> MatchSnapshot:
    return MatchSnapshot(
        id=1,
        competition=Competition(2, "UEFA Champions League", 2026),
        home=Team(47, "Tottenham Hotspur"),
        away=Team(228, "Sporting CP"),
        kickoff=datetime(2026, 11, 30, 20, tzinfo=UTC),
        status=Status.FIRST_HALF,
        minute=Minute(10),
        score=Score(0, 0),
    )


def with_goal(snap: MatchSnapshot, n: int) -> MatchSnapshot:
    goals = tuple(
        Event(
            key=f"1:47:{i}:goal:{i}:0",
            kind=EventKind.GOAL,
            minute=Minute(min(90, 10 + i)),
            team_id=47,
            player=Person(184, "Harry Kane"),
        )
        for i in range(1, n + 1)
    )
    return replace(snap, score=Score(n, 0), events=goals, minute=Minute(min(90, 10 + n)))


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


# ------------------------------------------------------------------------------ the strict Discord fake
ROUND_TRIP = 0.08  # seconds: a send's round trip to Discord from a typical host


class StrictDiscord:
    """The fake Discord REST API in its own process (so it stamps arrivals as they happen), as strict as the
    real one: the global 50 requests/s, Discord's per-channel bucket (5 messages, reset 5 s after the first)
    with its rate-limit headers, and a round trip added to every message."""

    def __init__(self, limit: int = 50, channel_limit: int = 5, round_trip: float = ROUND_TRIP) -> None:
        import subprocess
        import sys

        self.limit = limit
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.fakes.discord_api",
                str(limit),
                "--channel-limit",
                str(channel_limit),
                "--latency",
                str(round_trip),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().strip()

    async def stats(self) -> dict:
        import httpx

        async with httpx.AsyncClient() as client:
            return (await client.get(self.url.replace("/api/v10", "/_stats"))).json()

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(10)


def shipped_sender(store: Store, adapters: dict, database: str = ""):
    """The sender exactly as `matchday run` builds it from the default settings (on the PostgreSQL `database` the
    store is open on: sharing each platform's budget with the other senders, as there)."""
    from bot.alerts.dispatch import AlertSender
    from bot.app import pacer_from
    from bot.config import load_config

    config = load_config(None, env={})
    return AlertSender(
        store,
        adapters,
        batch=config.dispatch.batch,
        lease_seconds=config.dispatch.lease_seconds,
        pacer=pacer_from(config, store=store, database=database),
    )


async def discord_adapter(url: str):
    from adapters.discord import DiscordAdapter

    adapter = DiscordAdapter("token", api_base=url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    return adapter
