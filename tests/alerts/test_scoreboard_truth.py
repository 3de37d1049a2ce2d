"""What a board says is true: goals the score counts are on it, a goal a channel holds for its confirm delay is
held on its board too (from a stranger's review), and a red card the provider takes back for good is no longer
on it (the board reads the rows the detector holds true, by the rule the alerts are told by)."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.alerts.scoreboard import build_board
from bot.alerts.scoreboard_format import render_board
from bot.providers.api_football import parse_fixture
from bot.providers.model import surname_key
from bot.store import channels as channel_store
from tests.alerts.rig import RecordingAdapter
from tests.alerts.scoreboard_rig import SPACING, BoardRig
from tests.providers.builders import AWAY, HOME, event, fixture

KANE = (184, "Harry Kane")


def test_goals_the_score_counts_are_on_the_board_even_with_no_row_naming_them():
    """football-data.org lists goals only on its paid tiers; a bot that joins at 1-0 has no alert for them."""
    for status, minute, closing in (("2H", 60, "live scoreboard"), ("FT", 90, "final score")):
        text = render_board(build_board(parse_fixture(fixture(status, minute, (1, 0))), [])).text
        assert "No goals" not in text
        assert text.splitlines()[1:] == [
            "⚽ a goal for Tottenham Hotspur",
            f"UEFA Champions League · {closing}",
        ]


async def test_a_goal_held_by_the_channels_confirm_delay_is_held_on_its_board(database_url):
    adapter = RecordingAdapter()
    rig = BoardRig(database_url, {"discord": adapter})
    try:
        rig.follow("discord", "board-only", ("scoreboard",))
        rig.store.run_sync(channel_store.set_options, "discord", "board-only", confirm_delay=120)
        await rig.kick_off()
        await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
        rig.clock.advance(60)
        await rig.sender.drain()
        (board,) = adapter.channels["board-only"]
        assert board.text.startswith("📊 LIVE 1' · Tottenham Hotspur 0-0")  # VAR may yet rule it out
        rig.clock.advance(61)
        await rig.sender.drain()
        assert "⚽ 20' Harry Kane" in board.text
    finally:
        rig.close()


async def test_adding_the_scoreboard_keeps_the_alerts_a_channel_takes(idle_bot):
    """`/follow spurs scoreboard` where Spurs' alerts already come: a board beside them, not instead of them."""
    await idle_bot.assert_response(
        "/follow spurs goals var", "Now following Tottenham Hotspur here: goals, var."
    )
    await idle_bot.assert_response(
        "/follow spurs scoreboard", "Updated Tottenham Hotspur here: goals, var, scoreboard."
    )
    await idle_bot.assert_response(
        "/follow spurs red-cards", "Updated Tottenham Hotspur here: red-cards."
    )  # named: chosen
    await idle_bot.assert_response(
        "/follow sporting scoreboard", "Now following Sporting CP here: scoreboard."
    )


# ------------------------------------------------------------------------------ rows the provider takes back

COATES, UGARTE = (900103, "Sebastián Coates"), (900104, "Manuel Ugarte")


def red(minute: int, player: tuple[int | None, str], detail: str = "Red Card", team: int = AWAY) -> dict:
    return event(minute, "Card", detail, team, player)


def board_and_alerts(rig: BoardRig) -> tuple[list[str], list[str]]:
    """The channel's board as it reads now (lines between title and footer), and its alerts' headlines."""
    messages = rig.adapter.channels.get("c", [])  # type: ignore[attr-defined]
    (board,) = [m for m in messages if m.reply.text.startswith(("📊", "🏁"))]
    told = [m.headline for m in messages if not m.reply.text.startswith(("📊", "🏁"))]
    return board.text.splitlines()[1:-1], told


@asynccontextmanager
async def red_card_board(database: str) -> AsyncIterator[BoardRig]:
    """A rig whose channel "c" takes red cards and the scoreboard, the match kicked off."""
    adapter = RecordingAdapter()
    rig = BoardRig(database, {"discord": adapter})
    rig.adapter = adapter  # type: ignore[attr-defined]
    try:
        rig.follow("discord", "c", ("red-cards", "scoreboard"))
        await rig.kick_off()
        yield rig
    finally:
        rig.close()


async def test_a_red_card_the_provider_withdraws_for_good_leaves_the_board(database_url):
    """The alert told the card (alerts are never taken back), but the board shows the match as the detector
    holds it now: a card no longer listed is no longer shown, one relisted re-spelled is shown once."""
    async with red_card_board(database_url) as rig:
        for answer in (
            fixture("1H", 20, events=[red(19, COATES)]),
            fixture("1H", 22, events=[red(19, (None, "S. Coates"))]),  # relisted re-spelled: the same card
        ):
            rig.clock.advance(SPACING)
            await rig.step(answer)
            lines, told = board_and_alerts(rig)
            assert lines == [f"🟥 19' {answer['events'][0]['player']['name']} (Sporting CP)"]
        for clock in (25, 30):  # withdrawn for good
            rig.clock.advance(SPACING)
            await rig.step(fixture("1H", clock, events=[]))
        lines, told = board_and_alerts(rig)
        assert lines == ["No goals yet."]
        assert told == ["🟥 19' RED CARD  Tottenham Hotspur 0-0 Sporting CP · Sebastián Coates"]


# Each real dismissal: (minute, player as first written, its re-spellings).
DISMISSALS = (
    (19, COATES, ((None, "S. Coates"), (None, "Coates"))),
    (33, UGARTE, ((None, "M. Ugarte"), UGARTE)),
)


@st.composite
def red_card_histories(draw):
    """Answers listing the real red cards each in some spelling, or dropping one for an answer; from some
    answer on a card may be withdrawn for good (never listed again). Older answers come back now and then."""
    withdrawn_from = [draw(st.none() | st.integers(1, 6)) for _ in DISMISSALS]
    answers: list[tuple[int, list[dict]]] = []
    for n, clock in enumerate(range(35, 42)):
        rows = []
        for (minute, player, spellings), gone in zip(DISMISSALS, withdrawn_from, strict=True):
            if (gone is not None and n >= gone) or not draw(st.integers(0, 3)):
                continue
            rows.append(red(minute, draw(st.sampled_from((player, *spellings)))))
        answers.append((clock, rows))
        if len(answers) > 1 and not draw(st.integers(0, 4)):
            answers.append(draw(st.sampled_from(answers[:-1])))  # an older answer served late: ignored
    last = [
        red(minute, player)
        for (minute, player, _), gone in zip(DISMISSALS, withdrawn_from, strict=True)
        if gone is None
    ]
    answers.append((42, last))
    return answers


async def board_for(database: str, answers: list[tuple[int, list[dict]]]) -> tuple[list[str], list[str]]:
    async with red_card_board(database) as rig:
        for clock, rows in answers:
            rig.clock.advance(SPACING)
            await rig.step(fixture("1H", clock, events=rows))
        return board_and_alerts(rig)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(red_card_histories())
def test_the_board_shows_each_red_card_the_provider_still_lists_once_and_none_it_took_back(answers):
    with tempfile.TemporaryDirectory() as tmp:
        lines, told = asyncio.run(board_for(str(Path(tmp) / "board.db"), answers))
    standing = {surname_key(e["player"]["name"]) for e in answers[-1][1]}
    shown = [line for line in lines if line.startswith("🟥")]
    assert sorted(surname_key(line.split(" (")[0].split(" ", 2)[2]) for line in shown) == sorted(standing)
    ever = {surname_key(e["player"]["name"]) for _, rows in answers for e in rows}
    cards = [h for h in told if "RED CARD" in h]
    assert len(cards) == len(ever), told  # each dismissal ever listed told once, withdrawn or not


# ------------------------------------------------------------------------------ a red card VAR takes back


def board_lines(*rows: dict) -> list[str]:
    return render_board(
        build_board(parse_fixture(fixture("2H", 60, events=list(rows))), [])
    ).text.splitlines()[1:-1]


def test_a_red_card_var_cancels_is_struck_through_where_it_stands():
    """API-Football lists the card and, later, a VAR row "Red card cancelled" for the same player: the board strikes
    the card (the player is back on) instead of showing him sent off beside a VAR line saying otherwise."""
    cancelled = event(38, "Var", "Red card cancelled", AWAY, COATES)
    assert board_lines(red(35, COATES), cancelled) == [
        "~~🟥 35' Sebastián Coates (Sporting CP)~~ cancelled by VAR"
    ]
    # ... named by another spelling, as VAR rows often are ("S. Coates", no id)
    respelled = event(38, "Var", "Card cancelled", AWAY, (None, "S. Coates"))
    assert board_lines(red(35, COATES), respelled) == [
        "~~🟥 35' Sebastián Coates (Sporting CP)~~ cancelled by VAR"
    ]


def test_a_cancelled_card_names_only_the_card_it_takes_back():
    both = [red(35, COATES), red(50, UGARTE)]
    assert board_lines(*both, event(52, "Var", "Red card cancelled", AWAY, UGARTE)) == [
        "🟥 35' Sebastián Coates (Sporting CP)",
        "~~🟥 50' Manuel Ugarte (Sporting CP)~~ cancelled by VAR",
    ]
    # no player named: the team's only card is the one; with two, neither is guessed and the row says it as given
    unnamed = event(52, "Var", "Red card cancelled", AWAY, (None, ""))
    assert board_lines(red(35, COATES), unnamed) == [
        "~~🟥 35' Sebastián Coates (Sporting CP)~~ cancelled by VAR"
    ]
    assert board_lines(*both, unnamed)[-1].startswith("📺 52' VAR: Red card cancelled")
    # a VAR row about a card not listed (the card row dropped) is shown as the provider gives it
    assert board_lines(event(38, "Var", "Red card cancelled", AWAY, COATES)) == [
        "📺 38' VAR: Red card cancelled (Sporting CP)"
    ]
