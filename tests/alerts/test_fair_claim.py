"""Claiming is fair and cheap: alerts take turns, goals first, a channel's backlog comes together, and only
channel heads are read (issue "goal to fan in seconds")."""

from __future__ import annotations

import json
import time

import pytest

from bot.store import Store
from bot.store import outbox as ob


@pytest.fixture
def store(database_url, monkeypatch):
    monkeypatch.setattr(ob.Alert, "from_json", staticmethod(lambda payload: json.loads(payload)))
    s = Store(database_url)
    yield s
    s.close()


@pytest.fixture
def sqlite_store(tmp_path, monkeypatch):
    """For what only SQLite can count: the steps its virtual machine takes."""
    monkeypatch.setattr(ob.Alert, "from_json", staticmethod(lambda payload: json.loads(payload)))
    s = Store(tmp_path / "fair.db")
    yield s
    s.close()


def add(
    store: Store, key: str, kind: str, priority: int, channels: list[str], not_before: float = 0.0
) -> None:
    def insert(db):
        with db.transaction():
            db.execute(
                "insert into alerts (key, match_id, kind, payload, created_at) values (?, 1, ?, ?, 0)",
                [key, kind, json.dumps({"key": key, "kind": kind})],
            )
            db.executemany(
                "insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,"
                " not_before, message_ref, error, created_at, sent_at, held)"
                " values (?, 'discord', ?, ?, 'pending', 0, 0, ?, '', '', 0, 0, 0)",
                [(key, c, priority, not_before) for c in channels],
            )

    store.run_sync(insert)


def claim(store: Store, limit: int, now: float | None = None) -> list[tuple[str, str]]:
    rows = store.run_sync(lambda db: ob.claim(db, limit=limit, now=now or time.time(), lease_seconds=600))
    return [(r.channel, r.alert["key"]) for r in rows]


def test_a_new_goal_is_claimed_next_whatever_the_backlog_of_an_earlier_one(store):
    """Before: rows were claimed by (priority, id), so goal B's 50 channels waited behind all 2,000 of A."""
    add(store, "A", "goal", 0, [f"a{n}" for n in range(2000)])
    assert len(claim(store, 10)) == 10  # A's fan-out is under way
    add(store, "B", "goal", 0, [f"b{n}" for n in range(50)])
    taken = claim(store, 10)
    assert [k for _, k in taken].count("B") == 5  # the two alerts take turns
    assert [k for _, k in taken] == ["A", "B"] * 5


def test_goals_and_var_go_before_other_alerts(store):
    add(store, "ko", "kick_off", 5, [f"k{n}" for n in range(100)])
    add(store, "goal", "goal", 0, [f"g{n}" for n in range(100)])
    assert {k for _, k in claim(store, 20)} == {"goal"}


def test_a_channel_with_a_backlog_is_claimed_whole_and_in_order(store):
    for key in ("ko", "g1", "g2", "g3"):
        add(store, key, "goal", 0, ["busy"])
    add(store, "g1x", "goal", 0, ["quiet"])
    taken = claim(store, 5)
    assert [k for c, k in taken if c == "busy"] == ["ko", "g1", "g2", "g3"]  # together: a digest can form
    assert ("quiet", "g1x") in taken


def test_a_row_waiting_holds_the_rest_of_its_channel_and_the_next_row_becomes_the_head(store):
    now = time.time()
    add(store, "ko", "kick_off", 5, ["c"], not_before=now + 60)  # waiting out a retry
    add(store, "goal", "goal", 0, ["c", "d"])
    assert claim(store, 10, now) == [("d", "goal")]
    store.run_sync(lambda db: ob.mark_dead(db, 1, "given up"))  # the kick-off is given up on
    assert claim(store, 10, now) == [("c", "goal")]  # its channel's next row is now the head


def test_sent_rows_pass_the_head_on(store):
    add(store, "one", "goal", 0, ["c"])
    add(store, "two", "goal", 0, ["c"])
    first = store.run_sync(lambda db: ob.claim(db, limit=1, per_channel=1, lease_seconds=600))
    assert [r.alert["key"] for r in first] == ["one"]
    assert claim(store, 10) == []  # "two" waits while "one" is being sent
    store.run_sync(lambda db: ob.mark_sent(db, first[0].id, "m1"))
    assert claim(store, 10) == [("c", "two")]


def test_claim_cost_does_not_grow_with_the_backlog(sqlite_store):
    """Only heads are read: a claim of 16 channels behind 20,000 waiting rows reads a few dozen rows, where
    the window query it replaced sorted all 20,000 (230 ms). Counted in rows SQLite visits, not timed."""
    store = sqlite_store
    add(store, "A", "goal", 0, [f"a{n}" for n in range(10_000)])
    add(store, "B", "goal", 0, [f"a{n}" for n in range(10_000)])  # the same channels: all blocked behind A

    def steps(db):
        counter = {"n": 0}

        def tick():
            counter["n"] += 1
            return 0

        db.conn.set_progress_handler(tick, 100)  # called every 100 virtual-machine instructions
        try:
            ob.claim(db, limit=16, lease_seconds=600)
        finally:
            db.conn.set_progress_handler(None, 100)
        return counter["n"]

    # 52 ticks (5,200 instructions) here; the window query it replaced took 36,823 ticks on the same rows.
    assert store.run_sync(steps) < 1000
