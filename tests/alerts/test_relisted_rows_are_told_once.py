"""A card, a VAR decision or a missed penalty the provider lists again under another spelling (the player's id
dropped, "S. Coates") or with its minute corrected is the same thing: told once.

Their alerts were keyed by the player's id, else his surname, and (yellows, misses) the minute, so a row that
lost its id or had its minute moved was a new row and a second "RED CARD ... S. Coates" went out. (Goals were
already matched this way; PROVIDERS.md 1.9: names vary within one match, ids are often null.)
"""

from __future__ import annotations

import pytest

from bot.store import subscriptions as subs
from tests.alerts.rig import Rig
from tests.providers.builders import AWAY, HOME, event, fixture

COATES, KANE = (900103, "Sebastián Coates"), (184, "Harry Kane")


@pytest.fixture
def rig(tmp_path):
    r = Rig(tmp_path, merge=False)
    r.follow("c", "team", HOME, (*subs.ALL_KINDS, "yellow-cards"))
    yield r
    r.close()


def row(minute, kind, detail, team, player):
    return event(minute, kind, detail, team, player)


CASES = {
    "red card, id dropped": (
        row(19, "Card", "Red Card", AWAY, COATES),
        row(19, "Card", "Red Card", AWAY, (None, "S. Coates")),
    ),
    "red card recategorised and re-spelled": (
        row(19, "Card", "Red Card", AWAY, COATES),
        row(19, "Card", "Second Yellow card", AWAY, (None, "Coates")),
    ),
    "yellow card, minute corrected": (
        row(19, "Card", "Yellow Card", AWAY, COATES),
        row(20, "Card", "Yellow Card", AWAY, COATES),
    ),
    "missed penalty, minute corrected": (
        row(19, "Goal", "Missed Penalty", HOME, KANE),
        row(20, "Goal", "Missed Penalty", HOME, KANE),
    ),
    "VAR decision, id dropped": (
        row(19, "Var", "Penalty confirmed", HOME, KANE),
        row(19, "Var", "Penalty Confirmed", HOME, (None, "H. Kane")),
    ),
}


@pytest.mark.parametrize("case", CASES)
async def test_a_row_listed_again_differently_is_told_once(rig, case):
    first, again = CASES[case]
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 21, events=[first]))
    await rig.step(fixture("1H", 22, events=[again]))
    await rig.step(fixture("1H", 23, events=[again]))
    assert len(rig.adapter.channels["c"]) == 2, rig.adapter.headlines("c")


async def test_a_second_yellow_card_for_another_player_is_still_told(rig):
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 21, events=[row(19, "Card", "Yellow Card", AWAY, COATES)]))
    await rig.step(
        fixture("1H", 22, events=[row(20, "Card", "Yellow Card", AWAY, (900104, "Manuel Ugarte"))])
    )
    assert len(rig.adapter.channels["c"]) == 3, rig.adapter.headlines("c")


@pytest.mark.xfail(
    strict=True,
    reason="known: rows are matched only within one answer; a row dropped in one answer and relisted re-spelled in"
    " a later one is told again (the held snapshot keeps only goal rows, and card keys depend on the spelling)",
)
@pytest.mark.parametrize("case", CASES)
async def test_a_row_dropped_then_listed_again_differently_is_told_once(rig, case):
    first, again = CASES[case]
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 10))
    await rig.step(fixture("1H", 21, events=[first]))
    await rig.step(fixture("1H", 22, events=[]))
    await rig.step(fixture("1H", 23, events=[again]))
    assert len(rig.adapter.channels["c"]) == 2, rig.adapter.headlines("c")
