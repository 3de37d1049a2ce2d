"""football-data.org during a penalty shoot-out: the kicks are not goals (Law 10.3), so a score that rises
while the shoot-out is on is never told as a goal, whatever shape the answer has.

football-data.org's `score.fullTime` is the running score and has been seen to include the kicks
(PROVIDERS.md 2.5; `tests/providers/test_football_data_contract.py`). Answers are shaped like
`fixtures/providers/football-data/docs_v4_matches_330299_finished_with_goals_bookings_subs.json`, passed through
the real parser, watcher (gate and detector), store and sender.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bot.providers.football_data import parse_match
from tests.alerts.rig import Rig

DOCS = Path(__file__).resolve().parents[1] / "fixtures" / "providers" / "football-data"
RAW = json.loads((DOCS / "docs_v4_matches_330299_finished_with_goals_bookings_subs.json").read_text("utf-8"))
TROYES = RAW["homeTeam"]["id"]
# The two goals of the docs match (1-1), the in-match penalty list left out: it is no shoot-out.
GOALS = RAW["goals"]


def answer(
    status: str, minute: int, score: dict[str, Any], kicks: list[bool] | None = None
) -> dict[str, Any]:
    raw = copy.deepcopy(RAW)
    raw.update(status=status, minute=minute, injuryTime=None, goals=GOALS, bookings=[], substitutions=[])
    raw["score"] = {"winner": "DRAW", "halfTime": {"home": 0, "away": 1}, **score}
    raw["penalties"] = [
        {"player": {"id": 9000 + i, "name": f"Kicker {i}"}, "team": {"id": None, "name": None}, "scored": s}
        for i, s in enumerate(kicks or [])
    ]
    return raw


def pair(home: int, away: int) -> dict[str, int]:
    return {"home": home, "away": away}


EXTRA = answer(
    "IN_PLAY",
    110,
    {"duration": "EXTRA_TIME", "fullTime": pair(1, 1), "regularTime": pair(1, 1), "extraTime": pair(0, 0)},
)
# The shoot-out under way, as the answers may put it: each has Troyes 1-0 up in the kicks.
SHAPES = {
    "fullTime with the kicks, regular and extra time given": {
        "duration": "PENALTY_SHOOTOUT",
        "fullTime": pair(2, 1),
        "regularTime": pair(1, 1),
        "extraTime": pair(0, 0),
        "penalties": pair(1, 0),
    },
    "fullTime with the kicks and the penalties only": {
        "duration": "PENALTY_SHOOTOUT",
        "fullTime": pair(2, 1),
        "penalties": pair(1, 0),
    },
    "fullTime with the kicks, penalties not filled yet": {
        "duration": "PENALTY_SHOOTOUT",
        "fullTime": pair(2, 1),
        "penalties": pair(None, None),  # type: ignore[arg-type]
    },
}


@pytest.fixture
def rig(tmp_path):
    r = Rig(tmp_path, merge=False)
    r.follow("c", "team", TROYES)
    yield r
    r.close()


async def step(rig: Rig, raw: dict[str, Any]) -> None:
    rig.provider.current = [parse_match(raw)]
    await rig.watcher.poll()
    await rig.sender.drain()


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("status", ["IN_PLAY", "PENALTY_SHOOTOUT"])
async def test_a_score_rising_in_the_shoot_out_is_no_goal(rig, shape, status):
    await step(rig, EXTRA)  # joined in extra time: the baseline
    await step(rig, answer(status, 120, SHAPES[shape], [True]))
    later = {**SHAPES[shape], "fullTime": pair(3, 1), "penalties": pair(2, 0)}
    if "not filled" in shape:
        later["penalties"] = pair(None, None)
    await step(rig, answer(status, 120, later, [True, False, True]))
    assert rig.adapter.headlines("c") == []
    final = answer(
        "FINISHED",
        120,
        {
            "duration": "PENALTY_SHOOTOUT",
            "fullTime": pair(5, 4),
            "regularTime": pair(1, 1),
            "extraTime": pair(0, 0),
            "penalties": pair(4, 3),
        },
        [True, True, True, True, True, True, False],
    )
    await step(rig, final)
    assert rig.adapter.headlines("c") == [
        "🎯 PENALTIES  Troyes 1-1 Marseille · pens 4-3",
        "🏁 FT FULL TIME  Troyes 1-1 Marseille",
    ]


# ------------------------------------------------------------------------------------------- API-Football


async def test_an_api_football_goal_counted_in_the_first_shoot_out_answer_is_told_then(tmp_path):
    """API-Football's `goals` never take in the kicks (PROVIDERS.md): a goal at 120+1' that the first answer
    of the shoot-out (`P`) counts, with its row, is told with that answer, not held back to the final one."""
    from tests.providers.builders import AWAY, HOME, event, fixture

    r = Rig(tmp_path, merge=False)
    r.follow("c", "team", HOME)
    try:
        await r.step(
            fixture("ET", 105, (0, 1), [event(50, "Goal", "Normal Goal", AWAY, (7, "Pedro Gonçalves"))])
        )
        goal = event(120, "Goal", "Normal Goal", HOME, (184, "Harry Kane"), extra=1)
        await r.step(
            fixture("P", 120, (1, 1), [event(50, "Goal", "Normal Goal", AWAY, (7, "Pedro Gonçalves")), goal])
        )
        assert r.adapter.headlines("c") == ["⚽ 120+1' GOAL  Tottenham Hotspur 1-1 Sporting CP · Harry Kane"]
    finally:
        r.close()


FINAL = answer(
    "FINISHED",
    120,
    {
        "duration": "PENALTY_SHOOTOUT",
        "fullTime": pair(5, 4),
        "regularTime": pair(1, 1),
        "penalties": pair(4, 3),
    },
    [True, True, True, True, True, True, False],
)


@pytest.mark.parametrize("goal_rows", [True, False], ids=["with goals", "no goals listed"])
async def test_joined_during_the_shoot_out_the_running_score_is_not_taken_for_the_match_score(rig, goal_rows):
    """First seen in the shoot-out, fullTime 2-1 taking in a kick, penalties not filled in: the match score is
    the last goal row's (1-1), or not known, never fullTime; the final answer's 1-1 is what is told."""
    first = answer("IN_PLAY", 120, {"duration": "PENALTY_SHOOTOUT", "fullTime": pair(2, 1)}, [True])
    first["score"]["penalties"] = pair(None, None)  # type: ignore[arg-type]
    if not goal_rows:
        first["goals"] = []
    await step(rig, first)
    await step(rig, first)
    await step(rig, FINAL)
    assert rig.adapter.headlines("c") == [
        "🎯 PENALTIES  Troyes 1-1 Marseille · pens 4-3",
        "🏁 FT FULL TIME  Troyes 1-1 Marseille",
    ]
