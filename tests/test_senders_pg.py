"""Many senders on one PostgreSQL outbox (issue 14): claims in several processes side by side (SKIP LOCKED, never
one row or one channel in two claims at once, an expired lease claimed again), the channel heads kept right
while one process adds rows and another settles some, NOTIFY waking a sender in another process, and three
sender processes with one SIGKILLed mid fan-out, trial after trial: every alert in every channel once, in order.

The PostgreSQL server is the session's (tests/pg.py): these skip without one, and fail without one in CI.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest

from benchmarks.common import live_match
from bot.alerts.dispatch import AlertSender, nonce_for
from bot.alerts.model import Alert, AlertKind
from bot.alerts.pacing import Limits, Pacer
from bot.core.reply import Reply
from bot.providers.model import Minute
from bot.store import Store
from bot.store import outbox as ob
from bot.store import subscriptions as subs
from bot.store.postgres import Listener, PostgresDb
from bot.store.sql import Db
from tests import pg
from tests.crash import pg_sender_process
from tests.forkserver import CTX, preload

preload(pg_sender_process.__name__)


@pytest.fixture
def url(postgres_server: pg.Server) -> Iterator[str]:
    with postgres_server.database() as url:
        yield url


def _alert(n: int, kind: AlertKind = AlertKind.RED_CARD) -> Alert:
    return Alert.for_match(live_match(), f"1:{kind.value}:{n}", kind, minute=Minute(10 + n), player="Kane")


def _notices(store: Store, alerts: int, channels: list[str]) -> None:
    """`alerts` alerts to every channel, one after another: each channel's rows in alert order."""
    for n in range(alerts):
        store.run_sync(ob.record_notice, _alert(n), [("discord", ch) for ch in channels])


def _heads_are_right(db: Db) -> list[tuple[str, int, int]]:
    """Every channel with unsent rows has exactly one head, its first unsent row: the wrong ones, if any, as
    (channel, heads, whether the first unsent row is one)."""
    return [
        (ch, heads, first)
        for ch, heads, first in db.execute(
            """select channel, sum(ready), max(case when id = first then ready else 0 end) from (
                 select platform, channel, ready, id, min(id) over (partition by platform, channel) as first
                 from outbox
                 where status in ('pending', 'sending')) as unsent
               group by platform, channel"""
        ).fetchall()
        if heads != 1 or first != 1
    ]


# ------------------------------------------------------------------------------------------ claims side by side


def test_three_stores_claiming_together_never_hold_one_row_or_one_channel_twice(url):
    """Three senders claim and settle as fast as they can: at no moment do two of them hold rows of one channel,
    every row is sent once, and each channel's rows go in order."""
    channels = [f"c{n}" for n in range(60)]
    seed = Store(url)
    try:
        _notices(seed, 4, channels)
    finally:
        seed.close()
    held: dict[str, int] = {}  # channel -> the sender holding rows of it now
    guard = threading.Lock()
    clashes: list[str] = []
    sent: dict[str, list[int]] = {}
    claims = [0, 0, 0]
    side_by_side = [0]  # claims that came back while another sender held channels
    errors: list[BaseException] = []
    start = threading.Barrier(3)

    def sender(me: int) -> None:
        store = Store(url, check=False)
        rng = random.Random(me)
        try:
            start.wait()
            while rows := store.run_sync(ob.claim, limit=5, per_channel=2, lease_seconds=600):
                claims[me] += 1
                mine: dict[str, list[ob.OutboxRow]] = {}
                for row in rows:
                    mine.setdefault(row.channel, []).append(row)
                with guard:
                    side_by_side[0] += any(n != me for n in held.values())
                    for ch in mine:
                        if ch in held:
                            clashes.append(f"{ch}: sender {me} claimed it while sender {held[ch]} held it")
                        held[ch] = me
                for ch, group in mine.items():
                    for n, row in enumerate(group):
                        time.sleep(rng.uniform(0, 0.002))  # a send
                        if n == len(group) - 1:
                            with guard:  # before the last row settles: then the channel may be claimed again
                                if held.get(ch) == me:
                                    del held[ch]
                                sent.setdefault(ch, []).extend(r.id for r in group)
                        store.run_sync(ob.mark_sent, row.id, f"m{row.id}")
        except BaseException as exc:
            errors.append(exc)
        finally:
            store.close()

    threads = [threading.Thread(target=sender, args=(n,)) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors
    assert not clashes, clashes[:5]
    everything = [i for ids in sent.values() for i in ids]
    assert len(everything) == len(set(everything)) == 4 * len(channels), "a row was sent twice, or not at all"
    assert all(ids == sorted(ids) for ids in sent.values()), "a channel's rows went out of order"
    assert all(claims), f"a sender never got a row: {claims}"
    assert side_by_side[0] > 0, "the senders never held channels at the same time: nothing was tested"


def test_a_claim_skips_a_head_another_claim_holds_and_does_not_wait_for_it(url):
    store = Store(url)
    try:
        _notices(store, 2, ["busy", "free1", "free2"])
        with psycopg.connect(url) as other:  # another sender, mid-claim: it holds busy's head
            other.execute(
                "select id from outbox where channel = 'busy' and ready = 1 and status = 'pending' for update"
            )
            done: list[list[ob.OutboxRow]] = []
            claimer = threading.Thread(target=lambda: done.append(store.run_sync(ob.claim, limit=10)))
            claimer.start()
            claimer.join(20)
            assert done, "the claim waited for the head another claim holds"
            assert sorted((r.channel, r.alert.key) for r in done[0]) == [
                ("free1", "1:red_card:0"),
                ("free1", "1:red_card:1"),
                ("free2", "1:red_card:0"),
                ("free2", "1:red_card:1"),
            ]
            other.rollback()  # that claim gave up: the head is free again
        assert [(r.channel, r.alert.key) for r in store.run_sync(ob.claim, limit=10)] == [
            ("busy", "1:red_card:0"),
            ("busy", "1:red_card:1"),
        ]
    finally:
        store.close()


def test_a_row_another_transaction_holds_behind_a_head_keeps_the_rest_of_its_channel_back(url):
    """The poller marking a held goal dead, say: the claim takes the channel's rows before that row, and gives
    back the ones after it (taken, they would go out before it)."""
    store = Store(url)
    try:
        _notices(store, 3, ["c"])
        first, second, third = (
            r["id"] for r in store.run_sync(lambda db: db.query("select id from outbox order by id"))
        )
        with psycopg.connect(url) as other:
            other.execute("select id from outbox where id = %s for update", [second])
            assert [r.id for r in store.run_sync(ob.claim)] == [first]
        status = dict(store.run_sync(lambda db: db.execute("select id, status from outbox").fetchall()))
        assert status == {first: "sending", second: "pending", third: "pending"}
    finally:
        store.close()


def test_a_row_whose_lease_ran_out_is_claimed_again_by_another_store(url):
    first, second = Store(url), Store(url)
    try:
        _notices(first, 2, ["c"])
        now = time.time()
        taken = first.run_sync(ob.claim, lease_seconds=10, now=now)
        assert [r.recovered for r in taken] == [False, False]
        assert second.run_sync(ob.claim, now=now + 5) == []  # leased: the channel is the first sender's
        again = second.run_sync(ob.claim, lease_seconds=10, now=now + 11)  # its sender died
        assert [(r.id, r.recovered) for r in again] == [(r.id, True) for r in taken]
        assert first.run_sync(ob.claim, now=now + 12) == []
    finally:
        first.close()
        second.close()


# ------------------------------------------------------------------------------------------- the channel heads


class _HeldCommit(PostgresDb):
    """A connection whose next commit waits for `go`, having said `waiting` (a settle caught mid-transaction)."""

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        super().__init__(conn)
        self.waiting, self.go = threading.Event(), threading.Event()

    def commit(self) -> None:
        self.waiting.set()
        assert self.go.wait(20)
        super().commit()


def _waits_on_advisory(url: str) -> bool:
    name = url.rsplit("/", 1)[1].split("?")[0]
    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute(
            "select count(*) from pg_stat_activity where datname = %s and wait_event = 'advisory'", [name]
        ).fetchone()
    return bool(row and row[0])


@pytest.mark.parametrize("writer", ["fan-out", "notice"])
def test_rows_added_while_another_process_settles_their_channel_keep_one_head(url, writer):
    """READ COMMITTED lets a fan-out and a settle of the same channel each miss the other's rows: the new row
    would be no head (its channel's row before it is still unsent to the fan-out) and the settle would make
    none (the new row is not there for it): the channel stuck for good. They take turns instead."""
    store = Store(url)
    try:
        store.run_sync(subs.follow, "discord", "c", "team", 47, "Tottenham Hotspur")
        _notices(store, 1, ["c"])
        (row,) = store.run_sync(ob.claim)
        settle = _HeldCommit(psycopg.connect(url))
        settling = threading.Thread(target=ob.mark_sent, args=(settle, row.id, "m1"))
        settling.start()
        assert settle.waiting.wait(20)  # the row is sent, not yet committed
        goal = Alert.for_match(live_match(), "1:goal:9", AlertKind.GOAL)

        def write() -> None:
            if writer == "fan-out":
                store.run_sync(ob.record_poll, live_match(), [goal])
            else:
                store.run_sync(ob.record_notice, goal, [("discord", "c")])

        writing = threading.Thread(target=write)
        writing.start()
        deadline = time.monotonic() + 20
        while writing.is_alive() and not _waits_on_advisory(url) and time.monotonic() < deadline:
            time.sleep(0.01)  # the writer is under way: written already (wrong), or waiting its turn
        settle.go.set()
        settling.join(20)
        writing.join(20)
        settle.close()
        assert store.run_sync(_heads_are_right) == []
        assert [r.alert.key for r in store.run_sync(ob.claim)] == ["1:goal:9"]
    finally:
        store.close()


# ----------------------------------------------------------------------------------------------- notifications


class _Recording:
    platform = "discord"

    def __init__(self) -> None:
        self.sent: list[tuple[str, str, float]] = []
        self.arrived = asyncio.Event()

    async def start(self, on_text: Any, on_command: Any) -> None:
        return None

    async def stop(self) -> None:
        return None

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        self.sent.append((channel, idempotency_key, time.time()))
        self.arrived.set()
        return idempotency_key

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        return None

    async def can_post(self, channel: str) -> str:
        return ""


def _write_notice(url: str, n: int, written: Any) -> None:
    """In another process: one alert to channel c; `written` gets the moment it was committed."""
    store = Store(url, check=False)
    try:
        store.run_sync(ob.record_notice, _alert(n), [("discord", "c")])
        written.value = time.time()
    finally:
        store.close()


def _write_from_another_process(url: str, n: int) -> float:
    written = CTX.Value("d", 0.0)
    proc = CTX.Process(target=_write_notice, args=(url, n, written))
    proc.start()
    proc.join(30)
    assert proc.exitcode == 0
    return float(written.value)


async def _until(check: Callable[[], bool], what: str, within: float = 10.0) -> None:
    deadline = time.monotonic() + within
    while not check():
        assert time.monotonic() < deadline, f"never: {what}"
        await asyncio.sleep(0.01)


async def _quiet(sender: AlertSender) -> None:
    """Until the sender has stopped looking (no claim for 0.1 s): it waits for its interval, or to be told."""
    seen = -1
    while seen != sender._claims:
        seen = sender._claims
        await asyncio.sleep(0.1)


def _sender(store: Store, adapter: _Recording, listener: Listener) -> AlertSender:
    return AlertSender(
        store,
        {"discord": adapter},
        pacer=Pacer(limits={"discord": Limits(per_second=1000, channel_burst=1000, channel_window=1)}),
        notifications=listener,
        idle_seconds=30.0,  # were the notification not heard, the row would wait this long
        listen_idle_seconds=30.0,
    )


async def test_a_row_written_by_another_process_wakes_a_sender_idling_for_30_s(url, capsys):
    store = Store(url)
    adapter = _Recording()
    listener = Listener(url, ob.CHANNEL)
    sender = _sender(store, adapter, listener)
    stop = asyncio.Event()
    running = asyncio.create_task(sender.run(stop))
    try:
        await _until(lambda: listener.listening, "listening")
        await _quiet(sender)  # its looks found nothing: it waits for 30 s now, or to be told
        written = await asyncio.to_thread(_write_from_another_process, url, 1)
        await asyncio.wait_for(
            adapter.arrived.wait(), 10
        )  # a generous deadline: a third of the idle interval
        assert [(ch, key) for ch, key, _ in adapter.sent] == [("c", nonce_for("1:red_card:1|c"))]
        with capsys.disabled():
            late = adapter.sent[0][2] - written
            print(f"\n[notify] a row committed in another process was sent {late:.3f} s later")
    finally:
        stop.set()
        await running
        store.close()


async def test_a_broken_listen_connection_is_replaced_and_nothing_written_meanwhile_waits(
    url, postgres_server
):
    store = Store(url)
    adapter = _Recording()
    listener = Listener(url, ob.CHANNEL, retry=(0.5, 1.0))
    sender = _sender(store, adapter, listener)
    stop = asyncio.Event()
    running = asyncio.create_task(sender.run(stop))
    try:
        await _until(lambda: listener.listening, "listening")
        name = url.rsplit("/", 1)[1].split("?")[0]
        postgres_server.sql(
            "select pg_terminate_backend(pid) from pg_stat_activity "
            f"where datname = '{name}' and application_name = 'matchday-listen'"
        )
        await _until(lambda: not listener.listening, "the broken connection noticed")
        # written while nobody listens (the next connection comes in half a second): claimed when it does
        await asyncio.to_thread(_write_from_another_process, url, 1)
        await asyncio.wait_for(adapter.arrived.wait(), 10)
        await _until(lambda: listener.listening, "listening again")
        assert listener.connections == 2
        adapter.arrived.clear()
        await _quiet(sender)
        await asyncio.to_thread(_write_from_another_process, url, 2)  # and heard again
        await asyncio.wait_for(adapter.arrived.wait(), 10)
        assert [key for _, key, _ in adapter.sent] == [nonce_for(f"1:red_card:{n}|c") for n in (1, 2)]
    finally:
        stop.set()
        await running
        store.close()


async def test_without_a_server_the_listener_keeps_trying_and_says_it_is_not_listening():
    listener = Listener(
        f"postgresql://matchday@127.0.0.1:{pg._free_port()}/x", ob.CHANNEL, retry=(0.01, 0.02)
    )
    hearing = asyncio.create_task(anext(aiter(listener)))
    await asyncio.sleep(0.2)
    assert not hearing.done() and not listener.listening and listener.connections == 0
    hearing.cancel()
    with pytest.raises(asyncio.CancelledError):
        await hearing


# ------------------------------------------------------------------------------------ three senders, one killed

CHANNELS = [str(100 + n) for n in range(30)]
KINDS = (AlertKind.GOAL, AlertKind.GOAL_CANCELLED, AlertKind.RED_CARD)
ROWS = len(KINDS) * len(CHANNELS)
TRIALS = int(os.environ.get("MATCHDAY_PG_CRASH_TRIALS", "50"))
SEND_DELAY = 0.004  # seconds a send takes: the fan-out lasts long enough to be killed in the middle of
WRITES_AT = (0.0, 0.04, 0.08)  # when the poller writes the three alerts, after the senders start
KILL_AFTER = 0.25  # at most this long after the victim's first send (the fan-out takes about 0.4 s)


def _trial_alert(n: int, kind: AlertKind) -> Alert:
    return Alert.for_match(live_match(), f"1:{kind.value}:{n}", kind, minute=Minute(90, n), player="Kane")


class _Sender:
    def __init__(self, url: str, log: Path) -> None:
        # Nothing a sender may be killed holding is shared (as in tests/crash/test_kill_during_fanout.py): its own `go`,
        # and its count with no lock, which a SIGKILL in the middle of an update would leave held for good.
        self.started = CTX.Event()
        self.go = CTX.Event()
        self.progress = CTX.Value("i", 0, lock=False)  # sends made
        self.proc = CTX.Process(
            target=pg_sender_process.child,
            args=(url, str(log), ROWS, self.started, self.go, self.progress, SEND_DELAY),
            daemon=True,
        )
        self.proc.start()

    def kill(self) -> tuple[bool, int]:
        """SIGKILL now: (whether it was still running, sends it had made)."""
        running = self.proc.is_alive()
        sent = self.progress.value
        self.proc.kill()
        self.proc.join(30)
        return running and self.proc.exitcode == -signal.SIGKILL, sent

    def finish(self) -> int | None:
        """Its exit code, once every row is sent (None: still sending after 20 s)."""
        self.proc.join(20)
        return self.proc.exitcode


@dataclass
class _Tally:
    trials: int = 0
    killed_mid_fan_out: int = 0  # the victim was running and had sent something
    resent: int = 0  # sends beyond one per row, each of a row whose lease ran out: absorbed by its key
    lost: int = 0
    doubled: int = 0  # a key sent twice when no recovery explains it: a row taken by two senders
    out_of_order: int = 0
    senders_sending: int = 0  # senders (of the three, and the replacement) that sent something, in all


def _read(log: Path) -> dict[str, list[tuple[str, bool]]]:
    sends: dict[str, list[tuple[str, bool]]] = {}
    for line in log.read_text().splitlines():
        channel, key, maybe_sent, _pid = line.split()
        sends.setdefault(channel, []).append((key, maybe_sent == "1"))
    return sends


def _judge(log: Path, tally: _Tally) -> list[str]:
    """What the channels show, as Discord would (a key sent again shows its first message): the trial's faults."""
    faults = []
    sends = _read(log)
    for ch in CHANNELS:
        expected = [nonce_for(f"1:{kind.value}:{n}|{ch}") for n, kind in enumerate(KINDS)]
        got = sends.get(ch, [])
        shown = list(dict.fromkeys(key for key, _ in got))
        tally.lost += len(set(expected) - set(shown))
        tally.resent += len(got) - len(shown)
        for key, n in Counter(key for key, _ in got).items():
            if n > 1 and not any(again for k, again in got if k == key):
                tally.doubled += n - 1
                faults.append(f"channel {ch}: {key} sent {n} times, none of them a recovery")
        if shown != expected:
            tally.out_of_order += sorted(shown) == sorted(expected)
            faults.append(f"channel {ch} shows {shown}, not {expected}")
    return faults


def _trial(url: str, log: Path, rng: random.Random, writer: Store, tally: _Tally) -> None:
    senders = [_Sender(url, log) for _ in range(3)]
    for sender in senders:
        assert sender.started.wait(30), "a sender never started listening"
    victim, delay = rng.choice(senders), rng.uniform(0.0, KILL_AFTER)

    def kill() -> None:
        """Once the victim has sent its first row, and `delay` seconds more: SIGKILL, and a new sender."""
        deadline = time.monotonic() + 10
        while not victim.progress.value and victim.proc.is_alive() and time.monotonic() < deadline:
            time.sleep(0.001)
        time.sleep(delay)
        running, sent = victim.kill()
        tally.killed_mid_fan_out += running and sent > 0
        restarted = _Sender(url, log)  # as a supervisor would
        restarted.go.set()
        senders.append(restarted)

    killer = threading.Thread(target=kill, daemon=True)
    try:
        for sender in senders:
            sender.go.set()
        began = time.monotonic()
        killer.start()
        for n, at in enumerate(WRITES_AT):  # the poller: a poll with one new alert, fanned out, and NOTIFY
            time.sleep(max(0.0, began + at - time.monotonic()))
            writer.run_sync(ob.record_poll, live_match(), [_trial_alert(n, KINDS[n])])
        killer.join(30)
        for sender in senders:
            if sender is not victim:
                code = sender.finish()
                stuck = writer.run_sync(ob.counts), writer.run_sync(_heads_are_right)
                assert code == 0, (
                    f"a sender did not finish (exit code {code}): outbox {stuck[0]}, heads {stuck[1]}"
                )
    finally:
        killer.join(30)
        for sender in senders:  # a trial that failed leaves no sender behind
            sender.proc.kill()
    tally.senders_sending += sum(s.progress.value > 0 for s in senders)


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_three_senders_with_one_killed_mid_fan_out_send_every_alert_once_and_in_order(url, tmp_path):
    writer = Store(url)
    tally = _Tally()
    rng = random.Random("issue-14-many-senders")
    began = time.perf_counter()
    try:
        for ch in CHANNELS:
            writer.run_sync(subs.follow, "discord", ch, "team", 47, "Tottenham Hotspur")
        # Trials go on until TRIALS of them had the kill land mid fan-out (a victim that finished before its kill is
        # no crash), at most twice as many: on a loaded host more kills miss. A fixed count of trials asserting 80% of
        # them crashed failed a fresh-clone CI at 33 of 50, with nothing lost, doubled or out of order.
        for trial in range(2 * TRIALS):
            if tally.killed_mid_fan_out >= TRIALS:
                break
            log = tmp_path / f"sends-{trial}.log"
            _trial(url, log, rng, writer, tally)
            state = writer.run_sync(ob.counts)
            faults = _judge(log, tally)
            heads = writer.run_sync(_heads_are_right)
            tally.trials += 1
            assert state == {"sent": ROWS}, f"trial {trial}: {state}"
            assert not faults and not heads, f"trial {trial}: {faults[:5]} {heads[:5]}"
            writer.run_sync(lambda db: db.execute("truncate outbox, alerts, matches"))
    finally:
        writer.close()
    took = time.perf_counter() - began
    print(
        f"\n[three senders] {tally.trials} trials, {tally.killed_mid_fan_out} senders killed mid fan-out "
        f"(running, having sent), {tally.senders_sending / max(1, tally.trials):.1f} senders sending per trial, "
        f"{tally.resent} re-sent rows absorbed by their key, {tally.lost} lost, {tally.doubled} doubled, "
        f"{tally.out_of_order} out of order, {took:.0f} s"
    )
    assert tally.lost == tally.doubled == tally.out_of_order == 0
    assert tally.killed_mid_fan_out >= TRIALS, "the kills mostly missed the fan-out: nothing was tested"
    assert tally.senders_sending >= 2.5 * tally.trials, "the senders hardly shared the fan-out"
