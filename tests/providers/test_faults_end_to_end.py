"""The whole Group D night over real HTTP with every fault a provider shows switched on: fans get exactly
the alerts of a faultless night, plus one "live data delayed" and one "back" per outage, on both providers."""

from __future__ import annotations

import asyncio
import io
import re
import time
from pathlib import Path

import pytest

from adapters.console import ConsoleAdapter
from bot.app import App
from bot.config import load_config
from bot.providers.resilience import Backoff
from bot.store.outbox import pending_count
from tests.providers.test_end_to_end_http import headlines, running_mock_server
from tests.test_demo import SPURS_NIGHT

pytestmark = pytest.mark.slow

# Each fault at least once, spread over the night's ~20 live polls (a fault that replaces the answer does
# not move the replay on, so the night takes more polls), away from the first poll (the baseline).
FAULTS = (
    "stale@3,server-error@5,quota@7,respell@8-16,rate-limit:1@9,null-team@10,huge-number@11,deep@12,"
    "stall:3@13,drip@14,stale@16,stale:4@18,server-error@20,quota@21"
)


@pytest.fixture
def faulty_server():
    with running_mock_server("--faults", FAULTS) as port:
        yield port


async def night(tmp_path: Path, provider: str, base_url: str) -> tuple[str, int]:
    section = "api_football" if provider == "api-football" else "football_data"
    path = tmp_path / "matchday.toml"
    path.write_text(f"""
[bot]
database = "{tmp_path / "faults.db"}"
[provider]
name = "{provider}"
poll_seconds = 0.02
min_poll_seconds = 0
stale_after_seconds = 0.3
schedule_refresh_seconds = 3600
[provider.{section}]
base_url = "{base_url}"
timeout_seconds = 1.0
""")
    config = load_config(path, env={"API_FOOTBALL_KEY": "k", "FOOTBALL_DATA_TOKEN": "t"})
    out = io.StringIO()
    app = App(config, adapters={"console": ConsoleAdapter(out, colour=False)})
    # Production waits (a minute before probing a spent quota) scaled down to a test's pace.
    app.watcher.backoff = Backoff(base=0.05, cap=0.2, open_seconds=0.2, quota_probe=0.1, quota_cap=0.4)
    await app.start()
    try:
        deadline = time.monotonic() + 240  # 40 s on a quiet host; a noisy 2-core CI host has taken over 120 s
        while time.monotonic() < deadline:
            text = out.getvalue()
            done = "FT FULL TIME  Tottenham Hotspur 1-1 Sporting CP" in text
            # under load a slow answer can open one more short outage near the end: wait until it is over too
            settled = text.count("Live data is delayed") == text.count("Live data is back")
            if done and settled and await app.store.run(pending_count) == 0:
                break
            await asyncio.sleep(0.05)
        failures = len(app.watcher.backoff.delays)
    finally:
        await app.stop()
    return out.getvalue(), failures


def same_alerts(lines: list[str]) -> list[str]:
    """The alerts without the delay notices, each player by surname: a re-spelled name ("H. Kane") is the
    same alert told with the provider's spelling of the moment."""
    return [re.sub(r"· (?:\S+ )*(\S+)$", r"· \1", line) for line in lines if "Live data" not in line]


# The night's stalls and short outages wait on the clock: a slow host stretches them (the suite's 120 s limit was
# hit twice on 2026-12-02, once in a fresh-clone CI run); the alerts asserted are the same however long it takes.
@pytest.mark.timeout(300)
@pytest.mark.parametrize("provider", ["api-football", "football-data"])
async def test_every_fault_on_gives_the_faultless_alerts(tmp_path, faulty_server, provider):
    prefix = "api-football" if provider == "api-football" else "football-data/v4"
    out, failures = await night(tmp_path, provider, f"http://127.0.0.1:{faulty_server}/{prefix}/")
    expected = SPURS_NIGHT
    if provider == "football-data":  # no VAR rows: the drop is confirmed a poll-minute later
        expected = [h.replace("90+8' NO GOAL", "90+9' NO GOAL") if "NO GOAL" in h else h for h in SPURS_NIGHT]
    assert same_alerts(headlines(out, "Tottenham")) == same_alerts(expected)
    assert "given after all" not in out and out.count("FULL TIME") == 2
    assert failures >= 7  # the faults really happened: 500 x2, quota x2, 429, deep, stall, drip
    delayed, back = out.count("Live data is delayed"), out.count("Live data is back")
    assert delayed >= 1 and delayed == back
