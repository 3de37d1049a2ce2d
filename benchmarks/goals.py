"""Goals scored one poll after another, through the real path to the strict fake Discord, for the benchmarks
that time it (`alert_latency`, `goal_to_screen`).

API-Football's recorded live list (`matches` real matches) served over an in-process transport and parsed by
the real client; the real watcher; the real sender as `matchday run` builds it, running all along; discord.py
posting to the strict fake Discord in its own process. `channels` channels follow the scoring match's
competition; one more channel follows every other league, so every match is live and followed.
"""

from __future__ import annotations

import asyncio
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.common import StrictDiscord, discord_adapter, shipped_sender, subscribe_many
from benchmarks.poll_cost import NOW, follow_leagues
from benchmarks.providers import ServedLive, league_ids, live_fixtures
from bot.alerts.dispatch import nonce_for
from bot.alerts.watch import MatchWatcher
from bot.store import Store

FIRST_CHANNEL = 10_000_000  # channel ids are FIRST_CHANNEL + n (benchmarks.common.subscribe_many)


@dataclass
class Goal:
    key: str
    answered: float  # when the provider's answer carrying it was handed back (time.monotonic)
    arrivals: list[float] = field(default_factory=list)  # its messages reaching Discord, in order


def score(fixture: dict[str, Any], goals: int) -> None:
    """The provider's answer after `goals` home goals: the score and one Goal event per goal."""
    team = fixture["teams"]["home"]
    fixture["goals"]["home"] = goals
    fixture["events"] = [
        {
            "time": {"elapsed": 33, "extra": None},
            "team": {"id": team["id"], "name": team["name"], "logo": team["logo"]},
            "player": {"id": 900 + n, "name": f"Striker {n}"},
            "assist": {"id": None, "name": None},
            "type": "Goal",
            "detail": "Normal Goal",
            "comments": None,
        }
        for n in range(1, goals + 1)
    ]


async def goals_to_discord(
    channels: int, matches: int, goals: int, between: float, database: str = ""
) -> list[Goal]:
    """Score `goals` goals, `between` seconds apart, each found by the next poll; every goal's messages as they
    reached the fake Discord. `database`: a PostgreSQL URL, else a fresh SQLite file."""
    fixtures = live_fixtures(matches)
    scoring = fixtures[0]
    fake = StrictDiscord()
    store = Store(database or Path(tempfile.mkdtemp(prefix="matchday-bench-")) / "goals.db")
    subscribe_many(store, channels, competition=scoring["league"]["id"], first=FIRST_CHANNEL)
    follow_leagues(store, [lg for lg in league_ids(fixtures) if lg != scoring["league"]["id"]])
    served = ServedLive(fixtures)
    provider = served.client()
    adapter = await discord_adapter(fake.url)
    sender = shipped_sender(store, {"discord": adapter}, database)
    watcher = MatchWatcher(store, provider, lambda: NOW, sender.poke)
    watcher.schedule_loaded = True
    await watcher.poll()  # every match stored: from here on, only the goals are news
    stop = asyncio.Event()
    running = asyncio.create_task(sender.run(stop))
    scored: list[Goal] = []
    for n in range(1, goals + 1):
        score(scoring, n)
        served.serve(fixtures)
        await watcher.poll()
        key = store.run_sync(
            lambda db: db.execute(
                "select key from alerts where kind = 'goal' order by created_at desc, key desc limit 1"
            ).fetchone()[0]
        )
        scored.append(Goal(key, served.answered_at))
        await asyncio.sleep(between)
    stop.set()
    await running
    await watcher.flush()
    await adapter.stop()
    await provider.http.aclose()
    store.close()
    stats = await fake.stats()
    fake.close()
    by_nonce = {nonce_for(f"{g.key}|{FIRST_CHANNEL + i}"): g for g in scored for i in range(channels)}
    for at, nonce in zip(stats["arrivals"], stats["arrival_nonces"], strict=True):
        if (goal := by_nonce.get(nonce)) is not None:
            goal.arrivals.append(at)
    return scored
