"""Faults injected into the real API-Football client (respx at the httpx layer) and the real watcher:
no crash, no wrong or repeated alert, and the back-off observed."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest

from bot.alerts.model import Alert
from bot.store.outbox import get_alert
from tests.providers.builders import AWAY, HOME, envelope, event, fixture

BASE = "https://v3.football.api-sports.io/"
NOW = datetime(2026, 11, 30, 20, 30, tzinfo=UTC)


def live_route(mock):
    return mock.get("fixtures", params={"live": "all"})


def kinds(store) -> list[tuple[str, str]]:
    """What each channel will receive, in the order it was detected (not send priority); marks them taken."""

    def read(db):
        rows = db.execute(
            "select o.id, o.channel, a.payload from outbox o join alerts a on a.key = o.alert_key "
            "where o.status in ('pending', 'sent') and o.error != 'read' order by o.id"
        ).fetchall()
        db.execute("update outbox set status = 'sent', error = 'read' where status in ('pending', 'sent')")
        db.conn.commit()
        return rows

    out = []
    for _, channel, payload in store.run_sync(read):
        alert = Alert.from_json(payload)
        out.append((channel, alert.kind.value + (f" {alert.player}" if alert.player else "")))
    return out


async def test_server_error_then_recovery_backs_off(rig):
    watcher, mock, clock, _ = rig
    route = live_route(mock)
    route.side_effect = [httpx.Response(500), httpx.Response(200, json=envelope(fixture("1H", 5)))]
    assert await watcher.poll() == 0
    assert watcher.backoff.failures == 1 and 1.0 <= watcher.backoff.delays[-1] <= 2.0
    assert await watcher.poll() == 0 and watcher.skipped == 1  # still backing off: no call made
    assert route.call_count == 1
    clock.t += 5
    await watcher.poll()
    assert route.call_count == 2 and watcher.backoff.state == "closed" and watcher.backoff.failures == 0


async def test_429_honours_retry_after(rig):
    watcher, mock, clock, _ = rig
    live_route(mock).respond(429, headers={"Retry-After": "42"})
    await watcher.poll()
    assert watcher.backoff.delays == [42.0]
    clock.t += 41
    assert not watcher.backoff.ready()
    clock.t += 2
    assert watcher.backoff.ready()


@pytest.mark.parametrize(
    "failure",
    [
        httpx.ConnectTimeout("timed out"),
        httpx.Response(200, content=b'{"get":"fixtures","response":[{"fixture":'),  # truncated JSON
        httpx.Response(
            200,
            json={
                "get": "fixtures",
                "parameters": [],
                "errors": {"rateLimit": "Too many requests."},
                "results": 0,
                "response": [],
            },
        ),
        httpx.Response(499),
        httpx.Response(200, content=b"<html>Bad gateway</html>"),
    ],
)
async def test_faults_never_raise_and_back_off(rig, failure):
    watcher, mock, _, store = rig
    route = live_route(mock)
    if isinstance(failure, Exception):
        route.side_effect = failure
    else:
        route.return_value = failure
    assert await watcher.poll() == 0
    assert watcher.backoff.failures == 1 and watcher.last_error
    assert kinds(store) == []


async def test_circuit_opens_after_repeated_failures_then_half_opens(rig):
    watcher, mock, clock, _ = rig
    route = live_route(mock)
    route.return_value = httpx.Response(503)
    for _ in range(5):
        clock.t += 400
        await watcher.poll()
    assert watcher.backoff.state == "open" and watcher.backoff.delays[-1] == 300
    calls = route.call_count
    clock.t += 100
    await watcher.poll()
    assert route.call_count == calls  # open: no call
    clock.t += 250
    route.return_value = httpx.Response(200, json=envelope())
    await watcher.poll()
    assert route.call_count == calls + 1 and watcher.backoff.state == "closed"


async def poll_sequence(watcher, mock, *payloads):
    route = live_route(mock)
    route.side_effect = [
        httpx.Response(200, json=envelope(p) if p is not None else envelope()) for p in payloads
    ]
    mock.get("fixtures", params={"id": "1001"}).respond(200, json=envelope(payloads[-1]))
    for _ in payloads:
        await watcher.poll()
        # A prompt sender: what was due is on the platform before the next poll.
        watcher.store.run_sync(
            lambda db: db.execute("update outbox set status = 'sent' where status = 'pending'")
        )


async def test_status_flap_is_ignored(rig):
    watcher, mock, _, store = rig
    await poll_sequence(
        watcher,
        mock,
        fixture("NS", None),
        fixture("1H", 44),
        fixture("HT", 45),
        fixture("1H", 45),
        fixture("HT", 45),
        fixture("2H", 46),
        fixture("HT", 45),
        fixture("2H", 47),
    )
    got = [k for c, k in kinds(store) if c == "c1"]
    assert got == ["kick_off", "half_time", "second_half"]


async def test_respelled_and_idless_duplicate_events_alert_once(rig):
    watcher, mock, _, store = rig
    red = event(30, "Card", "Red Card", HOME, (None, "J. Grealish"))
    red_again = event(30, "Card", "Red Card", HOME, (None, "Jack Grealish"))
    goal = event(31, "Goal", "Normal Goal", AWAY, (640, "Fernandinho"))
    goal_renamed = event(31, "Goal", "Normal Goal", AWAY, (640, "F. Luiz Roza"))
    await poll_sequence(
        watcher,
        mock,
        fixture("NS", None),
        fixture("1H", 30, events=[red]),
        fixture("1H", 31, (0, 1), events=[red_again, goal]),
        fixture("1H", 32, (0, 1), events=[red_again, goal_renamed]),
    )
    got = [k for c, k in kinds(store) if c == "c1"]
    assert got == ["kick_off", "red_card J. Grealish", "goal Fernandinho"]


async def test_a_score_that_steps_back_for_one_poll_is_not_a_cancelled_goal(rig):
    watcher, mock, _, store = rig
    goal = event(20, "Goal", "Normal Goal", HOME, (184, "Harry Kane"))
    await poll_sequence(
        watcher,
        mock,
        fixture("NS", None),
        fixture("1H", 20, (1, 0), [goal]),
        fixture("1H", 21, (0, 0), [goal]),  # a stale answer
        fixture("1H", 22, (1, 0), [goal]),
    )
    got = [k for c, k in kinds(store) if c == "c1"]
    assert got == ["kick_off", "goal Harry Kane"]


async def test_a_score_drop_that_persists_is_a_cancelled_goal(rig):
    watcher, mock, _, store = rig
    goal = event(20, "Goal", "Normal Goal", HOME, (184, "Harry Kane"))
    await poll_sequence(
        watcher,
        mock,
        fixture("NS", None),
        fixture("1H", 20, (1, 0), [goal]),
        fixture("1H", 22, (0, 0), [goal]),
        fixture("1H", 23, (0, 0), [goal]),
    )
    got = [k for c, k in kinds(store) if c == "c1"]
    assert got == ["kick_off", "goal Harry Kane", "goal_cancelled Harry Kane"]


async def test_var_row_cancels_at_once(rig):
    watcher, mock, _, store = rig
    goal = event(90, "Goal", "Normal Goal", HOME, (184, "Harry Kane"), extra=5)
    var = event(90, "Var", "Goal Disallowed - offside", HOME, (184, "Harry Kane"), extra=8)
    await poll_sequence(
        watcher,
        mock,
        fixture("NS", None),
        fixture("2H", 90, (2, 1), [goal], extra=5),
        fixture("2H", 90, (1, 1), [var], extra=8),
    )
    cancel = store.run_sync(
        lambda db: get_alert(
            db, db.execute("select key from alerts where kind = 'goal_cancelled'").fetchone()[0]
        )
    )
    assert (cancel.player, cancel.detail, cancel.goal_minute, str(cancel.minute)) == (
        "Harry Kane",
        "offside",
        "90+5'",
        "90+8'",
    )
    assert cancel.corrects.endswith(":goal:47:2")  # the second home goal announced: the one with Kane's row


async def test_shootout_kicks_reported_as_goals_never_reach_a_fan(rig):
    watcher, mock, _, store = rig
    kicks = [
        event(
            120,
            "Goal",
            "Penalty",
            HOME if i % 2 else AWAY,
            (900 + i, f"P{i}"),
            extra=i,
            comments="Penalty Shootout",
        )
        for i in range(1, 6)
    ]
    final = fixture("PEN", 120, (1, 1))
    final["score"]["penalty"] = {"home": 2, "away": 3}
    final["events"] = kicks
    # The bot joins at 1-1 late in the match (a baseline, nothing announced), then extra time and kicks.
    await poll_sequence(
        watcher,
        mock,
        fixture("2H", 88, (1, 1)),
        fixture("ET", 110, (1, 1)),
        fixture("P", 120, (1, 1), events=kicks[:3]),
        final,
    )
    got = [k for c, k in kinds(store) if c == "c1"]
    assert got == ["extra_time", "shootout", "full_time"]


async def test_stale_data_is_told_once_and_recovery_once(rig):
    watcher, mock, clock, store = rig
    route = live_route(mock)
    route.side_effect = [
        httpx.Response(200, json=envelope(fixture("NS", None))),
        httpx.Response(200, json=envelope(fixture("1H", 10), fixture("1H", 10, fixture_id=1002))),
    ]
    await watcher.poll()
    await watcher.poll()
    kinds(store)  # drain what is there
    route.side_effect = None
    route.return_value = httpx.Response(502)
    for _ in range(12):
        clock.t += 60
        await watcher.poll()
    route.return_value = httpx.Response(
        200, json=envelope(fixture("1H", 25), fixture("1H", 25, fixture_id=1002))
    )
    clock.t += 400
    await watcher.poll()
    got = kinds(store)
    assert sorted(got) == [
        ("c1", "data_delayed"),
        ("c1", "data_restored"),
        ("c2", "data_delayed"),
        ("c2", "data_restored"),
    ]


async def test_quota_headers_are_kept(rig):
    watcher, mock, _, _ = rig
    live_route(mock).respond(
        200,
        json=envelope(),
        headers={
            "x-ratelimit-requests-limit": "100",
            "x-ratelimit-requests-remaining": "37",
            "X-RateLimit-Limit": "10",
            "X-RateLimit-Remaining": "9",
        },
    )
    await watcher.poll()
    q = watcher.provider.quota
    assert (q.per_day, q.remaining_day, q.per_minute, q.remaining_minute) == (100, 37, 10, 9)
