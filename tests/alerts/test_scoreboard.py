"""The live scoreboard as a channel sees it: opt-in, one message per match edited in place, paced, coalesced to the
latest state, closed at full time, and the same message after a restart. Time is a clock the test moves."""

from __future__ import annotations

from itertools import pairwise

import pytest

from bot.alerts.model import Alert, AlertKind
from bot.alerts.scoreboard import build_board
from bot.alerts.scoreboard_format import render_board
from bot.core.markup import literal
from bot.core.platform import SendError
from bot.core.reply import Reply
from bot.providers.api_football import parse_fixture
from bot.providers.model import Minute, Score
from bot.store import outbox as ob
from bot.store import scoreboard as board_store
from bot.store.subscriptions import ALL_KINDS
from tests.alerts.rig import RecordingAdapter
from tests.alerts.scoreboard_rig import MATCH, SPACING, BoardRig
from tests.providers.builders import AWAY, HOME, event, fixture

KANE = (184, "Harry Kane")
EDWARDS = (900101, "Marcus Edwards")
BENTANCUR = (30, "Rodrigo Bentancur")
SON = (7, "Son Heung-min")
EDWARDS_GOAL = event(22, "Goal", "Normal Goal", AWAY, EDWARDS)
BENTANCUR_GOAL = event(80, "Goal", "Normal Goal", HOME, BENTANCUR)
KANE_GOAL = event(90, "Goal", "Normal Goal", HOME, KANE, extra=5)
KANE_RULED_OUT = event(90, "Var", "Goal Disallowed - offside", HOME, KANE, extra=8)
SON_SENT_OFF = event(90, "Card", "Red Card", HOME, SON, extra=9)
BOARD = "scoreboard"


class Recording(RecordingAdapter):
    """Keeps each channel's messages with edits applied; a send that may have gone out already is looked for
    by its key, as Discord and Slack do (never posted twice); each edit's time on the rig's clock is noted."""

    def __init__(self) -> None:
        super().__init__()
        self.by_key: dict[str, str] = {}
        self.maybe_sent: list[bool] = []
        self.edit_times: list[float] = []
        self.clock: object = None

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        self.maybe_sent.append(maybe_sent)
        if maybe_sent and idempotency_key in self.by_key:
            return self.by_key[idempotency_key]
        ref = await super().send(channel, reply, idempotency_key=idempotency_key, maybe_sent=maybe_sent)
        self.by_key[idempotency_key] = ref
        return ref

    async def edit(self, channel: str, ref: str, reply: Reply) -> None:
        if callable(self.clock):
            self.edit_times.append(self.clock())
        await super().edit(channel, ref, reply)


@pytest.fixture
def rig(database_url):
    adapter = Recording()
    r = BoardRig(database_url, {"discord": adapter})
    adapter.clock = r.clock
    r.adapter = adapter  # type: ignore[attr-defined]
    yield r
    r.close()


def boards(rig: BoardRig, channel: str) -> list:
    return [m for m in rig.adapter.channels.get(channel, []) if m.reply.text.startswith(("📊", "🏁"))]  # type: ignore[attr-defined]


def alerts(rig: BoardRig, channel: str) -> list:
    return [m for m in rig.adapter.channels.get(channel, []) if not m.reply.text.startswith(("📊", "🏁"))]  # type: ignore[attr-defined]


async def test_the_scoreboard_is_opt_in_and_goes_with_alerts_or_alone(rig):
    rig.follow("discord", "alerts", ALL_KINDS)  # a plain /follow spurs
    rig.follow("discord", "board", (BOARD,))  # /follow spurs scoreboard
    rig.follow("discord", "both", (*ALL_KINDS, BOARD))
    await rig.kick_off()
    rig.clock.advance(SPACING)
    await rig.step(fixture("1H", 22, (0, 1), [EDWARDS_GOAL]))
    assert boards(rig, "alerts") == []
    assert len(boards(rig, "board")) == 1 and alerts(rig, "board") == []
    assert len(boards(rig, "both")) == 1
    assert [m.headline for m in alerts(rig, "both")] == [
        "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP",
        "⚽ 22' GOAL  Tottenham Hotspur 0-1 Sporting CP · Marcus Edwards",
    ]
    (board,) = boards(rig, "both")
    assert board.reply.text.startswith("📊 LIVE 1' · Tottenham Hotspur 0-0 Sporting CP")  # posted at kick-off
    assert board.text.startswith(
        "📊 LIVE 22' · Tottenham Hotspur 0-1 Sporting CP\n⚽ 22' Marcus Edwards (Sporting CP)"
    )


async def test_one_message_edited_in_place_until_full_time_then_never_again(rig):
    rig.follow("discord", "c", (BOARD,))
    await rig.kick_off()
    night = [
        fixture("1H", 22, (0, 1), [EDWARDS_GOAL]),
        fixture("HT", 45, (0, 1), [EDWARDS_GOAL]),
        fixture("2H", 80, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL]),
        fixture("2H", 90, (2, 1), [EDWARDS_GOAL, BENTANCUR_GOAL, KANE_GOAL], extra=5),
        fixture("2H", 90, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL, KANE_RULED_OUT], extra=8),
        fixture("2H", 90, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL, KANE_RULED_OUT, SON_SENT_OFF], extra=9),
        fixture("FT", 90, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL, KANE_RULED_OUT, SON_SENT_OFF]),
    ]
    for answer in night:
        rig.clock.advance(SPACING)
        await rig.step(answer)
    (board,) = rig.adapter.channels["c"]
    assert len(board.edits) == len(night)  # one edit per change of news, nothing else
    assert board.text.splitlines() == [
        "🏁 FULL TIME · Tottenham Hotspur 1-1 Sporting CP",
        "⚽ 22' Marcus Edwards (Sporting CP)",
        "⚽ 80' Rodrigo Bentancur (Tottenham Hotspur)",
        "~~⚽ 90+5' Harry Kane (Tottenham Hotspur)~~ ruled out by VAR for offside",
        "🟥 90+9' Son Heung-min (Tottenham Hotspur)",
        "UEFA Champions League · final score",
    ]
    assert "VAR" in board.edits[4].text and "2-1" in board.edits[3].text.splitlines()[0]
    assert rig.post("discord", "c")["status"] == "closed"
    rig.clock.advance(3600)  # the provider changes its mind after the match: the closed board stays as it was
    await rig.step(fixture("FT", 90, (2, 1), [EDWARDS_GOAL, BENTANCUR_GOAL, KANE_GOAL]))
    assert len(rig.adapter.channels["c"][0].edits) == len(night)


async def test_a_channel_that_unfollows_mid_match_sees_its_board_stop_and_start_again_if_it_follows_again(
    rig,
):
    from bot.store import subscriptions as subs

    rig.follow("discord", "c", (BOARD,))
    rig.follow("discord", "other", (BOARD,))  # the board lives on for another channel
    await rig.kick_off()
    rig.clock.advance(SPACING)
    await rig.step(fixture("1H", 22, (0, 1), [EDWARDS_GOAL]))
    rig.store.run_sync(subs.unfollow, "discord", "c", "team", HOME)
    rig.clock.advance(SPACING)
    await rig.step(fixture("1H", 30, (0, 1), [EDWARDS_GOAL]))  # read once: the board learns who left
    rig.clock.advance(SPACING)
    await rig.step(fixture("2H", 80, (1, 1), [EDWARDS_GOAL, BENTANCUR_GOAL]))
    (board,) = boards(rig, "c")
    assert "1-1" not in board.text and rig.post("discord", "c")["status"] == "unfollowed"
    assert "1-1" in boards(rig, "other")[0].text
    rig.follow(
        "discord", "c", (BOARD,)
    )  # /follow spurs scoreboard again: the same message comes back to life
    rig.clock.advance(SPACING)
    await rig.step(fixture("2H", 90, (2, 1), [EDWARDS_GOAL, BENTANCUR_GOAL, KANE_GOAL], extra=5))
    (board,) = boards(rig, "c")
    assert board.text.startswith("📊 LIVE 90+5' · Tottenham Hotspur 2-1 Sporting CP")


async def test_a_burst_of_goals_is_one_edit_of_the_latest_state_after_the_spacing(rig):
    rig.follow("discord", "c", (BOARD,))
    await rig.kick_off()  # posted now
    goals = [event(m, "Goal", "Normal Goal", HOME, KANE) for m in (10, 11, 12)]
    for n in (1, 2, 3):  # three goals in two seconds, each poll sending what is due
        await rig.step(fixture("1H", 9 + n, (n, 0), goals[:n]))
        rig.clock.advance(1)
    (board,) = rig.adapter.channels["c"]
    assert board.edits == []  # within the spacing of the post: nothing yet, and nothing queued up
    rig.clock.advance(SPACING - 3)
    await rig.sender.drain()
    assert len(board.edits) == 1
    assert board.text.startswith("📊 LIVE 12' · Tottenham Hotspur 3-0 Sporting CP")
    assert board.text.count("Harry Kane") == 3
    await rig.sender.drain()
    assert len(board.edits) == 1  # the latest state is shown: nothing more to send


async def test_edits_in_one_channel_are_spaced_and_the_final_state_lands(rig):
    rig.follow("discord", "c", (BOARD,))
    await rig.kick_off()
    rows = []
    for minute in range(2, 40):  # a goal or a card every poll, a poll every second
        rows.append(event(minute, "Card", "Red Card", AWAY, (1000 + minute, f"Player {minute}")))
        rig.clock.advance(1)
        await rig.step(fixture("1H", minute, (0, 0), list(rows)))
    await rig.step(fixture("FT", 90, (0, 0), list(rows)))
    rig.clock.advance(SPACING)
    await rig.sender.drain()
    times = rig.adapter.edit_times
    assert all(later - earlier >= SPACING for earlier, later in pairwise(times))
    # one edit per spacing while news keeps coming
    assert 40 // SPACING - 1 <= len(times) <= 40 // SPACING + 2
    (board,) = rig.adapter.channels["c"]
    assert board.text.startswith("🏁 FULL TIME") and "Player 39" in board.text
    assert rig.post("discord", "c")["status"] == "closed"


async def test_the_minute_alone_is_brought_up_to_date_once_a_minute(rig):
    rig.follow("discord", "c", (BOARD,))
    await rig.kick_off()
    for minute in range(2, 12):  # a poll every 15 s: only the clock moves
        rig.clock.advance(15)
        await rig.step(fixture("1H", minute))
    (board,) = rig.adapter.channels["c"]
    assert len(board.edits) == 2  # at 60 s and 120 s, not once a poll
    assert board.text.startswith("📊 LIVE 9' ")
    rig.clock.advance(30)
    await rig.sender.drain()
    assert len(board.edits) == 3 and board.text.startswith("📊 LIVE 11' ")


async def test_the_board_never_shows_a_goal_before_its_alert(rig):
    rig.follow("discord", "c", (*ALL_KINDS, BOARD))
    await rig.kick_off()
    rig.adapter.fail["c"] = SendError("Discord server error")  # the goal alert cannot go for now
    rig.clock.advance(SPACING)
    await rig.step(fixture("1H", 22, (0, 1), [EDWARDS_GOAL]))
    (board,) = boards(rig, "c")
    assert board.edits == []  # its alert waits: so does the board
    del rig.adapter.fail["c"]
    rig.store.run_sync(ob.retry_now, "discord")
    await rig.sender.drain()
    assert [m.headline for m in rig.adapter.channels["c"]][-1].startswith("⚽ 22' GOAL")
    assert "Marcus Edwards" in board.text


async def test_a_restart_edits_the_message_it_posted(database_url):
    adapter = Recording()
    first = BoardRig(database_url, {"discord": adapter})
    first.follow("discord", "c", (BOARD,))
    await first.kick_off()
    first.close()
    second = BoardRig(database_url, {"discord": adapter}, clock=first.clock)  # a new process, same database
    try:
        second.clock.advance(SPACING)
        await second.step(fixture("1H", 22, (0, 1), [EDWARDS_GOAL]))
        (board,) = adapter.channels["c"]
        assert "Marcus Edwards" in board.text and len(board.edits) == 1
        assert adapter.n == 1  # posted once, by the first process
    finally:
        second.close()


async def test_a_post_cut_off_mid_send_is_looked_for_before_posting_again(rig, monkeypatch):
    rig.follow("discord", "c", (BOARD,))

    def dies(*args, **kwargs):
        raise RuntimeError("killed between the platform's answer and our record of it")

    monkeypatch.setattr(board_store, "shown", dies)
    with pytest.raises(RuntimeError):
        await rig.kick_off()
    monkeypatch.undo()
    rig.clock.advance(31)  # its lease runs out
    await rig.sender.drain()
    assert rig.adapter.maybe_sent == [False, True]
    assert len(rig.adapter.channels["c"]) == 1 and rig.post("discord", "c")["message_ref"] == "1"


def _alert(kind: AlertKind, key: str, minute: int, **fields) -> Alert:
    return Alert(
        key=f"{MATCH}:{key}", kind=kind, match_id=MATCH, competition_id=2, home_id=HOME, away_id=AWAY,
        home="Tottenham Hotspur", away="Sporting CP", competition="UEFA Champions League", score=Score(1, 0),
        minute=Minute(minute), **fields,
    )  # fmt: skip


def test_a_goal_given_after_all_stands_again_on_its_own_line():
    snap = parse_fixture(fixture("1H", 40, (1, 0), [event(30, "Goal", "Normal Goal", HOME, KANE)]))
    told = [
        _alert(AlertKind.GOAL, "goal:47:1", 30, team="Tottenham Hotspur", team_id=HOME, player="Harry Kane"),
        _alert(AlertKind.GOAL_CANCELLED, "cancel:goal:47:1", 32, team="Tottenham Hotspur", corrects=f"{MATCH}:goal:47:1", detail="offside"),
        _alert(AlertKind.GOAL_RESTORED, "restored:goal:47:1", 30, team="Tottenham Hotspur", player="Harry Kane"),
    ]  # fmt: skip
    text = render_board(build_board(snap, told)).text
    assert text.splitlines()[1:-1] == ["⚽ 30' Harry Kane (Tottenham Hotspur)"]


def test_goals_from_before_we_joined_come_from_the_snapshot():
    snap = parse_fixture(
        fixture(
            "2H",
            60,
            (1, 1),
            [event(5, "Goal", "Penalty", HOME, KANE), event(50, "Goal", "Own Goal", AWAY, SON)],
        )
    )
    lines = render_board(build_board(snap, [])).text.splitlines()
    assert lines[1:3] == [
        "⚽ 5' Harry Kane (penalty) (Tottenham Hotspur)",
        "⚽ 50' Son Heung-min (own goal) (Sporting CP)",
    ]


def test_provider_names_are_text_never_markup_or_pings():
    name = "*Spurs* <@123> @everyone ~~x~~"
    snap = parse_fixture(fixture("1H", 10, (1, 0), [event(10, "Goal", "Normal Goal", HOME, (9, name))]))
    reply = render_board(build_board(snap, []))
    assert reply.card is not None and literal(name) in reply.card.body
    assert name not in reply.card.body  # every mark of the name's own is escaped
