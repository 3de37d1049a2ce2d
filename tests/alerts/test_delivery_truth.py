"""Every alert reaches its channel once, in order: platform outages, permanent errors, two senders on one
database, 429s in the middle of a channel's backlog, and spoiler channels through VAR corrections.

The outbox and the sender read the wall clock; these tests move it (`wall`), never sleep.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time as real_time

import pytest

from bot.alerts.pacing import Limits, Pacer
from bot.core.platform import SendError
from bot.store import Store
from bot.store import channels as channel_store
from bot.store import outbox as ob
from tests.alerts.rig import Rig
from tests.providers.builders import HOME, event, fixture

KANE = (184, "Harry Kane")
SON = (186, "Son Heung-min")


class Wall:
    def __init__(self) -> None:
        self.now = real_time.time()

    def time(self) -> float:
        return self.now

    def perf_counter(self) -> float:
        return real_time.perf_counter()


@pytest.fixture
def wall(monkeypatch):
    clock = Wall()
    monkeypatch.setattr("bot.store.outbox.time", clock)
    monkeypatch.setattr("bot.alerts.dispatch.time", clock)
    return clock


@pytest.fixture
def rig(tmp_path, database_url):
    r = Rig(tmp_path, database=database_url)
    r.sender.rand = lambda: 0.0  # no jitter: back-off is exactly 2**attempts (capped)
    yield r
    r.close()


async def kick_off(rig: Rig) -> None:
    await rig.step(fixture("NS", None))
    await rig.step(fixture("1H", 1))


async def drain_through(rig: Rig, wall: Wall, seconds: float, step: float = 5.0) -> None:
    """Let `seconds` of wall time pass, the sender draining whatever comes due."""
    end = wall.now + seconds
    while wall.now < end:
        wall.now += step
        await rig.sender.drain()


def statuses(rig: Rig, channel: str) -> list[tuple[str, str]]:
    return rig.store.run_sync(
        lambda db: db.execute(
            "select status, error from outbox where channel = ? order by id", [channel]
        ).fetchall()
    )


# ------------------------------------------------------------------------------------------ finding 1


async def test_a_ten_minute_outage_loses_nothing_and_the_channel_reads_in_match_order(rig, wall):
    """Before: sending gave up after 8 attempts (~124 s), so a two-minute outage dropped alerts for good."""
    rig.follow("c", "team", HOME)
    rig.adapter.fail["c"] = SendError("503 Service Unavailable")
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    await rig.step(
        fixture(
            "1H",
            30,
            (2, 0),
            [event(20, "Goal", "Normal Goal", HOME, KANE), event(30, "Goal", "Normal Goal", HOME, SON)],
        )
    )
    await drain_through(rig, wall, 600)
    assert rig.adapter.headlines("c") == []
    assert {s for s, _ in statuses(rig, "c")} == {"pending"}  # still trying, none given up
    del rig.adapter.fail["c"]
    await drain_through(rig, wall, 400)
    # Three alerts waited: the channel gets one digest of the match, its lines in match order.
    assert [h.split("  ")[0] for h in rig.adapter.headlines("c")] == [
        "🗞 3 updates · Tottenham Hotspur v Sporting CP"
    ]
    digest = rig.adapter.channels["c"][0].text
    assert digest.index("KICK-OFF") < digest.index("20'") < digest.index("30'")
    assert {s for s, _ in statuses(rig, "c")} == {"sent"}


async def test_a_var_correction_outlives_a_long_outage_and_strikes_the_goal(rig, wall):
    rig.follow("c", "team", HOME)
    goal = event(20, "Goal", "Normal Goal", HOME, KANE)
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [goal]))
    rig.adapter.fail["c"] = SendError("timed out")
    await rig.step(fixture("1H", 22, (0, 0), [event(22, "Var", "Goal Disallowed - offside", HOME, KANE)]))
    await rig.step(fixture("FT", 90, (0, 0), [event(22, "Var", "Goal Disallowed - offside", HOME, KANE)]))
    await drain_through(rig, wall, 2 * 3600, step=60)  # two hours down, the match long over
    del rig.adapter.fail["c"]
    await drain_through(rig, wall, 600)
    messages = rig.adapter.channels["c"]
    goal_message = next(
        m for m in messages if "GOAL" in m.reply.text.splitlines()[0] and "⚽" in m.reply.text
    )
    assert goal_message.text.startswith("~~"), "the ruled-out goal must not stay announced"
    assert any("NO GOAL" in m.headline for m in messages)
    # The full time came over 30 minutes ago: not worth sending any more, and not sent.
    assert not any("FULL TIME" in m.headline for m in messages)
    assert [s for s, error in statuses(rig, "c") if error.startswith("no longer worth sending")] == ["dead"]


async def test_a_permanent_error_is_not_retried(rig, wall):
    """Before: a bad token or a 403 was retried like a timeout (`retryable` was never read)."""
    rig.follow("c", "team", HOME)
    permanent = SendError("401 Unauthorized: invalid token")
    permanent.retryable = False
    rig.adapter.fail["c"] = permanent
    await kick_off(rig)
    assert statuses(rig, "c") == [("dead", "permanent: 401 Unauthorized: invalid token")]


async def test_transient_retries_back_off_exponentially_up_to_a_cap(rig, wall):
    rig.follow("c", "team", HOME)
    rig.adapter.fail["c"] = SendError("502 Bad Gateway")
    await kick_off(rig)
    delays = []
    for _ in range(11):
        not_before = rig.store.run_sync(
            lambda db: db.execute("select not_before from outbox where channel = 'c'").fetchone()[0]
        )
        delays.append(round(not_before - wall.now))
        wall.now = not_before
        await rig.sender.drain()
    assert delays == [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]


# ------------------------------------------------------------------------------------------ finding 2


def _fill(path, rows: int) -> None:
    store = Store(path)
    try:
        now = real_time.time()

        def insert(db):
            with db.conn:
                db.execute(
                    "insert into alerts (key, match_id, kind, payload, created_at) values ('k', 1, 'goal', ?, ?)",
                    ['{"key": "k", "kind": "goal", "match_id": 1}', now],
                )
                db.conn.executemany(
                    "insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,"
                    " not_before, message_ref, error, created_at, sent_at, held)"
                    " values ('k', 'discord', ?, 0, 'pending', 0, 0, 0, '', '', ?, 0, 0)",
                    [(f"ch{n}", now) for n in range(rows)],
                )

        store.run_sync(insert)
    finally:
        store.close()


@pytest.fixture
def raw_payloads(monkeypatch):
    """Claims read rows whose payloads are bare: these tests are about which rows, not what they say."""
    monkeypatch.setattr(ob.Alert, "from_json", staticmethod(lambda payload: payload))


def test_two_senders_on_one_database_never_take_the_same_row(tmp_path, raw_payloads):
    """Before: claim() selected rows, then updated them without re-checking: 7 of 12 trials double-posted."""
    path = tmp_path / "two.db"
    _fill(path, 2000)
    taken: list[list[int]] = [[], []]
    start = threading.Barrier(2)

    def sender(n: int) -> None:
        from sqlite_utils import Database

        db = Database(sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False))
        db.conn.isolation_level = ""  # transactions as the store opens them
        start.wait()
        while rows := ob.claim(db, limit=7, lease_seconds=600):
            taken[n] += [r.id for r in rows]
            real_time.sleep(0.002)  # sending them: the other sender gets the database meanwhile
        db.conn.close()

    threads = [threading.Thread(target=sender, args=(n,)) for n in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(taken[0] + taken[1]) == sorted(set(taken[0] + taken[1])), "a row was claimed twice"
    assert len(taken[0]) + len(taken[1]) == 2000
    assert taken[0] and taken[1]  # both took part


# ------------------------------------------------------------------------------------------ finding 4


async def test_a_429_holds_the_whole_channel_so_nothing_overtakes(rig, wall):
    """Before: on Slack a 429 held only the rate-limited message and later ones overtook it."""
    rig.follow("c", "team", HOME)
    await rig.step(fixture("NS", None))
    calls = {"n": 0}
    send = rig.adapter.send

    async def first_is_rate_limited(channel, reply, **kw):
        calls["n"] += 1
        if calls["n"] == 1:
            raise SendError("429 Too Many Requests", retry_after=30)
        return await send(channel, reply, **kw)

    rig.adapter.send = first_is_rate_limited
    await rig.step(fixture("1H", 1), send=False)
    await rig.step(fixture("1H", 2, (1, 0), [event(2, "Goal", "Normal Goal", HOME, KANE)]), send=False)
    await rig.step(
        fixture(
            "1H",
            5,
            (2, 0),
            [event(2, "Goal", "Normal Goal", HOME, KANE), event(5, "Goal", "Normal Goal", HOME, SON)],
        ),
        send=False,
    )
    await rig.sender.drain()
    assert rig.adapter.headlines("c") == []  # the kick-off waits out its 30 s, and everything after it
    await drain_through(rig, wall, 40)
    # The three waited together: one digest, the kick-off first, the goals after it in order.
    assert len(rig.adapter.headlines("c")) == 1
    digest = rig.adapter.channels["c"][0].text
    assert digest.index("KICK-OFF") < digest.index("2' GOAL") < digest.index("5' GOAL")


def test_claim_takes_a_channels_rows_only_as_a_prefix(tmp_path, raw_payloads):
    """A later goal never goes before an earlier kick-off of the same channel, whatever its priority."""
    store = Store(tmp_path / "p.db")
    try:
        now = real_time.time()

        def insert(db):
            with db.conn:
                for key, kind in (("ko", "kick_off"), ("goal", "goal")):
                    db.execute(
                        "insert into alerts (key, match_id, kind, payload, created_at) values (?, 1, ?, ?, ?)",
                        [key, kind, f'{{"key": "{key}", "kind": "{kind}", "match_id": 1}}', now],
                    )
                rows = [("ko", "c", 5, now + 60), ("goal", "c", 0, 0), ("goal", "d", 0, 0)]
                db.conn.executemany(
                    "insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,"
                    " not_before, message_ref, error, created_at, sent_at, held)"
                    " values (?, 'discord', ?, ?, 'pending', 0, 0, ?, '', '', 0, 0, 0)",
                    rows,
                )

        store.run_sync(insert)
        claimed = store.run_sync(lambda db: ob.claim(db, now=now, lease_seconds=600))
        assert [(r.channel, json.loads(r.alert)["key"]) for r in claimed] == [
            ("d", "goal")
        ]  # c's goal waits for its kick-off
        claimed = store.run_sync(lambda db: ob.claim(db, now=now + 61))
        assert [(r.channel, json.loads(r.alert)["key"]) for r in claimed] == [("c", "ko"), ("c", "goal")]
    finally:
        store.close()


# ------------------------------------------------------------------------------------------ finding 3


async def test_spoiler_channels_get_the_var_correction_behind_spoilers_too(rig):
    """Before: the edit and the NO GOAL follow-up showed the goal and the score in the clear."""
    rig.follow("c", "team", HOME)
    rig.store.run_sync(lambda db: channel_store.set_options(db, "discord", "c", spoiler=True))
    goal = event(20, "Goal", "Normal Goal", HOME, KANE)
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [goal]))
    await rig.step(
        fixture("1H", 21, (1, 0), [event(19, "Goal", "Normal Goal", HOME, KANE)])
    )  # minute corrected
    await rig.step(fixture("1H", 22, (0, 0), [event(22, "Var", "Goal Disallowed - offside", HOME, KANE)]))
    messages = rig.adapter.channels["c"]
    replies = [m.reply for m in messages] + [e for m in messages for e in m.edits]
    assert len(replies) >= 5  # kick-off, goal, scorer edit, strike-through edit, NO GOAL
    assert all(r.spoiler for r in replies), [r.text for r in replies if not r.spoiler]


# ------------------------------------------------------------------------------------------ backlog digests


def discord_like_pacing(rig: Rig, wall: Wall) -> None:
    """A channel takes two messages per five seconds of the test's wall clock: a backlog has to merge. The
    pacer's clock is the wall plus real time, so its global grid still moves while the wall stands still."""
    start = real_time.monotonic()
    rig.sender.pacer = Pacer(
        limits={"discord": Limits(per_second=1000, channel_burst=2, channel_window=5)},
        clock=lambda: wall.now + real_time.monotonic() - start,
    )


async def test_a_channel_back_from_an_outage_gets_one_digest_per_match_in_match_order(rig, wall):
    discord_like_pacing(rig, wall)
    rig.follow("c", "competition", 2)
    other = fixture("NS", None, fixture_id=2002)
    await rig.step(fixture("NS", None), other)
    rig.adapter.fail["c"] = SendError("503 Service Unavailable")
    await rig.step(fixture("1H", 1), fixture("1H", 1, fixture_id=2002))
    await rig.step(
        fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]),
        fixture("1H", 21, (0, 0), fixture_id=2002),
    )
    await rig.step(
        fixture(
            "1H",
            30,
            (2, 0),
            [event(20, "Goal", "Normal Goal", HOME, KANE), event(30, "Goal", "Normal Goal", HOME, SON)],
        ),
        fixture("1H", 31, (1, 0), [event(31, "Goal", "Normal Goal", HOME, KANE)], fixture_id=2002),
    )
    await drain_through(rig, wall, 300)
    del rig.adapter.fail["c"]
    await drain_through(rig, wall, 400)
    messages = rig.adapter.channels["c"]
    assert [m.headline.split(" · ")[0] for m in messages] == ["🗞 3 updates", "🗞 2 updates"]
    first, second = (m.text for m in messages)
    assert "20' GOAL" in first and "30' GOAL" in first and "31'" not in first
    assert "31' GOAL" in second
    assert {s for s, _ in statuses(rig, "c")} == {"sent"}


async def test_a_goal_ruled_out_during_an_outage_is_never_shown_as_a_goal(rig, wall):
    """The goal never reached the channel before VAR ruled it out: fans get the ruling, never the goal."""
    discord_like_pacing(rig, wall)
    rig.follow("c", "team", HOME)
    await rig.step(fixture("NS", None))
    rig.adapter.fail["c"] = SendError("timed out")
    await rig.step(fixture("1H", 1))
    await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    await rig.step(fixture("1H", 22, (0, 0), [event(22, "Var", "Goal Disallowed - offside", HOME, KANE)]))
    await drain_through(rig, wall, 120)
    del rig.adapter.fail["c"]
    await drain_through(rig, wall, 400)
    texts = [m.text for m in rig.adapter.channels["c"]]
    assert not any(t.startswith("⚽") or "\n⚽" in t for t in texts), texts
    assert any("NO GOAL" in t for t in texts)
    assert {s for s, _ in statuses(rig, "c")} <= {"sent", "dead"}


async def test_once_the_platform_answers_again_the_whole_backlog_goes_at_once(rig, wall):
    """Before: each row waited out its own back-off (up to 5 minutes) after the platform was back."""
    rig.follow("a", "team", HOME)
    rig.follow("b", "team", HOME)
    rig.store.run_sync(lambda db: channel_store.set_options(db, "discord", "b", confirm_delay=600))
    rig.adapter.fail["a"] = SendError("503")
    rig.adapter.fail["b"] = SendError("503")
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    await drain_through(rig, wall, 200)  # rows now back off for minutes
    del rig.adapter.fail["a"], rig.adapter.fail["b"]
    wall.now = rig.store.run_sync(
        lambda db: db.execute("select min(not_before) from outbox where status = 'pending'").fetchone()[0]
    )
    await rig.sender.drain()  # the first retry succeeds: everything waiting behind a back-off goes now
    assert len(rig.adapter.headlines("a")) == 2
    assert rig.adapter.headlines("b") == [
        "🟢 KO KICK-OFF  Tottenham Hotspur v Sporting CP"
    ]  # its goal is held


async def test_every_message_of_a_var_correction_stays_hidden_on_discord_slack_and_the_console(rig):
    """What the spoiler channel receives (the goal, the struck-through edit, the NO GOAL follow-up, a digest),
    rendered by each platform's own renderer: nothing of the score or the scorer in the clear."""
    from adapters.console.adapter import render_text
    from adapters.discord.render import render as discord_render
    from adapters.slack.render import render as slack_render
    from bot.alerts.format import format_digest

    rig.follow("c", "team", HOME)
    rig.store.run_sync(lambda db: channel_store.set_options(db, "discord", "c", spoiler=True))
    await kick_off(rig)
    await rig.step(fixture("1H", 20, (1, 0), [event(20, "Goal", "Normal Goal", HOME, KANE)]))
    await rig.step(fixture("1H", 22, (0, 0), [event(22, "Var", "Goal Disallowed - offside", HOME, KANE)]))
    messages = rig.adapter.channels["c"]
    replies = [m.reply for m in messages] + [e for m in messages for e in m.edits]
    stored = rig.store.run_sync(
        lambda db: [ob.Alert.from_json(p) for (p,) in db.execute("select payload from alerts")]
    )
    replies.append(
        format_digest(stored, spoiler=True)
    )  # the same night, as a channel that fell behind gets it
    for reply in replies:
        discord = discord_render(reply)
        assert (
            discord.embed is None
            and "||" in discord.content
            and "Harry Kane" not in discord.content.split("||")[0]
        )
        text, blocks = slack_render(reply)
        visible = text + " ".join(
            b.get("text", {}).get("text", "") for b in blocks if b.get("type") == "section"
        )
        assert "Harry Kane" not in visible and "1-0" not in visible
        console = render_text(reply)
        assert "||" in console and "Harry Kane" not in console.split("||")[0]
