"""Target: a poll costs at most 0.3 ms of CPU per live match that did not change, at 1, 20, 100 and 250
live matches, beyond the cost of the provider call itself (measured with no live match and printed).

The real path end to end: API-Football's recorded `live=all` answer (246 real matches) served over an
in-process HTTP transport, parsed by the real client, and applied by the real watcher to a SQLite store with
every match followed. After one poll that stores them all, each further poll sees the same answer. The CPU time
of the whole process (event loop and database thread) per poll, less that of the same call when the provider
answers with no live match (the request, the response, the followed ids: paid once a poll, about a millisecond),
is divided by the number of matches. Both are printed.

    .venv/bin/python -m benchmarks.poll_cost [--matches 1 20 100 250] [--polls 100]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from benchmarks.common import KINDS, percentile, verdict
from benchmarks.providers import ServedLive, league_ids, live_fixtures
from bot.alerts.watch import MatchWatcher
from bot.store import Store

TARGET_MS = 0.3
NOW = datetime(2024, 5, 11, 14, 0, tzinfo=UTC)  # the day the live list was recorded


def follow_leagues(store: Store, leagues: list[int]) -> None:
    def insert(db):  # type: ignore[no-untyped-def]
        with db.conn:
            db.conn.executemany(
                "insert into subscriptions (platform, channel, target_kind, target_id, target_name, kinds,"
                " created_by, created_at) values ('discord', 'fans', 'competition', ?, '', ?, '', 0)",
                [(league, KINDS) for league in leagues],
            )

    store.run_sync(insert)


async def poll_ms(matches: int, polls: int) -> list[float]:
    """CPU milliseconds of each poll that finds `matches` live matches unchanged (0: the provider answers with
    no live match, the same call otherwise)."""
    fixtures = live_fixtures(max(1, matches))
    store = Store(Path(tempfile.mkdtemp(prefix="matchday-bench-")) / "poll.db")
    follow_leagues(store, league_ids(fixtures))
    served = ServedLive(fixtures[:matches])
    provider = served.client()
    watcher = MatchWatcher(store, provider, lambda: NOW)
    watcher.schedule_loaded = True
    await watcher.poll()  # the first poll stores every match
    costs = []
    for _ in range(polls):
        cpu = time.process_time()
        await watcher.poll()
        costs.append((time.process_time() - cpu) * 1000)
    await provider.http.aclose()
    store.close()
    return costs


async def main(sizes: list[int], polls: int) -> bool:
    await poll_ms(0, polls)  # warm-up: the first store, client and imports cost more than any later poll
    empty = await poll_ms(0, polls)
    fixed = percentile(empty, 50)
    print(
        f"  0 live matches: {fixed:.3f} ms CPU per poll (median of {polls}, range {min(empty):.3f}-{max(empty):.3f}):"
        " the provider call itself, paid once a poll whatever the number of matches"
    )
    ok = True
    for n in sizes:
        costs = await poll_ms(n, polls)
        total = percentile(costs, 50)
        per_match = (total - fixed) / n
        passed = per_match <= TARGET_MS
        ok &= passed
        print(
            f"{n:>3} live matches, none changed: {total:.3f} ms CPU per poll (median of {polls}, range "
            f"{min(costs):.3f}-{max(costs):.3f}), {per_match:.3f} ms per match beyond the call itself; "
            f"target <= {TARGET_MS} ms per match {'ok' if passed else 'MISSED'}"
        )
    return ok


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, nargs="+", default=[1, 20, 100, 250])
    parser.add_argument("--polls", type=int, default=100)
    args = parser.parse_args()
    started = time.perf_counter()
    raise SystemExit(verdict(asyncio.run(main(args.matches, args.polls)), started))
