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


def verdict(passed: bool, started: float) -> int:
    """Print the run time and PASS or FAIL; the exit status a benchmark returns (1 when a target is missed)."""
    print(f"run time {time.perf_counter() - started:.1f} s")
    print("PASS" if passed else "FAIL")
    return 0 if passed else 1


KINDS = '["goals", "var", "red-cards", "kick-off", "half-time", "full-time"]'


def subscribe_many(store: Store, channels: int, platform: str = "discord", competition: int = 2) -> None:
    """`channels` channels following the competition, inserted in one transaction."""

    def insert(db):  # type: ignore[no-untyped-def]
        rows = (
            (
                platform,
                str(10_000_000 + i),
                "competition",
                competition,
                "UEFA Champions League",
                KINDS,
                "",
                time.time(),
            )
            for i in range(channels)
        )
        with db.conn:
            db.conn.executemany(
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
