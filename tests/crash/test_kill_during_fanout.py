"""Kill the sender with SIGKILL at random points during a fan-out, restart it, and prove that every alert
reached every channel exactly once: nothing lost (the outbox), nothing doubled (Discord's enforced nonce)."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.alerts.model import Alert, AlertKind
from bot.providers.model import Minute, Score
from bot.store import Store
from bot.store import subscriptions as subs
from bot.store.outbox import counts, record_notice
from tests.fakes.discord_api import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
CHANNELS = [str(100 + i) for i in range(30)]
TRIALS = int(os.environ.get("MATCHDAY_CRASH_TRIALS", "100"))


class ThreadedFake:
    """The fake Discord API on its own event loop thread, so child processes can talk to it."""

    def __init__(self) -> None:
        self.fake = FakeDiscord()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.url = asyncio.run_coroutine_threadsafe(self.fake.start(), self.loop).result(10)

    def reset(self) -> None:
        async def clear() -> None:
            self.fake.messages.clear()
            self.fake.by_nonce.clear()
            self.fake.posts.clear()

        asyncio.run_coroutine_threadsafe(clear(), self.loop).result(10)

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.fake.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def template(path: Path) -> Path:
    """A database with three alerts (goal, VAR, red card) fanned out to 30 channels: 90 rows."""
    store = Store(path)
    for ch in CHANNELS:
        store.run_sync(subs.follow, "discord", ch, "team", 47, "Tottenham Hotspur")
    for i, kind in enumerate((AlertKind.GOAL, AlertKind.GOAL_CANCELLED, AlertKind.RED_CARD)):
        alert = Alert(
            key=f"1:{kind.value}:{i}",
            kind=kind,
            match_id=1,
            competition_id=2,
            home_id=47,
            away_id=228,
            home="Tottenham Hotspur",
            away="Sporting CP",
            competition="UEFA Champions League",
            score=Score(1, 1),
            minute=Minute(90, 5 + i),
            team="Tottenham Hotspur",
            team_id=47,
            player="Harry Kane",
        )
        store.run_sync(record_notice, alert, [("discord", ch) for ch in CHANNELS])
    store.close()
    return path


def run_sender(db: Path, url: str, kill_after: float | None) -> int:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.crash.sender_process", str(db), url],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    if kill_after is not None:
        assert proc.stdout is not None
        proc.stdout.readline()  # "sending": the fan-out has begun
        time.sleep(kill_after)
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=120)
    return proc.returncode


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_sigkill_during_fanout_loses_nothing_and_doubles_nothing(tmp_path):
    base = template(tmp_path / "template.db")
    server = ThreadedFake()
    rng = random.Random(26102022)
    killed_mid_send = 0
    crashed_trials = 0
    retried_posts = 0
    try:
        for trial in range(TRIALS):
            db = tmp_path / f"trial-{trial}.db"
            shutil.copy(base, db)
            server.reset()
            landed = 0
            for _ in range(rng.randint(1, 2)):
                code = run_sender(db, server.url, kill_after=rng.uniform(0.0, 0.15))
                landed += code == -signal.SIGKILL
            killed_mid_send += landed
            crashed_trials += landed > 0
            assert run_sender(db, server.url, kill_after=None) == 0
            store = Store(db)
            state = store.run_sync(counts)
            store.close()
            assert state == {"sent": 90}, f"trial {trial}: {state}"
            visible = server.fake.messages
            assert sorted(visible) == sorted(CHANNELS), f"trial {trial}: a channel got nothing"
            for ch in CHANNELS:
                nonces = [m["nonce"] for m in visible[ch]]
                assert len(nonces) == 3 == len(set(nonces)), (
                    f"trial {trial}: channel {ch} saw {len(nonces)} messages"
                )
            retried_posts += len(server.fake.posts) - 90
            db.unlink()
    finally:
        server.close()
    print(
        f"\n{TRIALS} trials ({crashed_trials} with a crash), {killed_mid_send} processes killed mid fan-out, "
        f"{retried_posts} re-sent posts absorbed by the nonce, 0 lost, 0 doubled"
    )
    # The kills really landed mid fan-out (a sender that finished first is not a crash).
    assert crashed_trials >= 0.95 * TRIALS and killed_mid_send >= TRIALS
