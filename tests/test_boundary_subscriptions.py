"""Which channels get an alert is one rule (`subscriptions.wants_alert`): the outbox's fan-out and
`channels_for` select with it. Checked over random subscriptions against the rule read plainly: a channel
gets an alert when one of its subscriptions follows the match's competition or one of its teams and takes
the alert's kind, and the channel is not paused."""

from __future__ import annotations

import inspect
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.alerts.model import Alert, AlertKind
from bot.providers.api_football import parse_fixture
from bot.providers.model import Competition, Team
from bot.store import Store, channels
from bot.store import outbox as ob
from bot.store import subscriptions as subs
from tests.providers.builders import fixture

KINDS = subs.ALL_KINDS + subs.OPTIONAL_KINDS
IDS = (1, 2, 3, 47, 228)
CHANNELS = [(p, f"c{i}") for p in ("discord", "slack") for i in range(4)]

subscription = st.tuples(
    st.sampled_from(CHANNELS),
    st.sampled_from(("team", "competition")),
    st.sampled_from(IDS),
    st.lists(st.sampled_from(KINDS), unique=True).map(tuple),
)
case = st.fixed_dictionaries(
    {
        "subscriptions": st.lists(subscription, max_size=12),
        "paused": st.sets(st.sampled_from(CHANNELS), max_size=3),
        "competition": st.sampled_from(IDS),
        "teams": st.lists(st.sampled_from(IDS), min_size=2, max_size=2, unique=True),
        "kind": st.sampled_from(
            [k for k in AlertKind if k.subscription_kind != "status"] + [AlertKind.POSTPONED]
        ),
    }
)


def plainly(c: dict) -> set[tuple[str, str]]:
    """The rule as a fan reads it, with nothing shared with the SQL."""
    home, away = c["teams"]
    want = c["kind"].subscription_kind
    # Following the same target again replaces that subscription's kinds.
    latest = {(channel, kind, target): kinds for channel, kind, target, kinds in c["subscriptions"]}
    return {
        channel
        for (channel, target_kind, target_id), kinds in latest.items()
        if (target_id == c["competition"] if target_kind == "competition" else target_id in (home, away))
        and want in kinds
        and channel not in c["paused"]
    }


@pytest.fixture(scope="module")
def store(module_database_url):
    """On both engines: the rule is SQL both must read alike."""
    s = Store(module_database_url)
    yield s
    s.close()


def _reset(db, c: dict) -> None:
    with db.transaction():
        for table in ("subscriptions", "channel_options", "outbox", "alerts", "matches"):
            db.execute(f"delete from {table}")
    for (platform, channel), target_kind, target_id, kinds in c["subscriptions"]:
        subs.follow(db, platform, channel, target_kind, target_id, f"{target_kind} {target_id}", kinds)
    for platform, channel in c["paused"]:
        for _ in range(channels.GONE_LIMIT):
            channels.record_gone(db, platform, channel, "missing access")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(c=case)
@example(  # the same target followed again: the second follow's kinds replace the first's
    c={
        "subscriptions": [(("discord", "c0"), "team", 1, ("goals",)), (("discord", "c0"), "team", 1, ())],
        "paused": set(),
        "competition": 1,
        "teams": [1, 2],
        "kind": AlertKind.GOAL,
    }
)
def test_fan_out_and_channels_for_follow_the_one_rule(store, c):
    store.run_sync(_reset, c)
    home, away = c["teams"]
    snap = parse_fixture(fixture("1H", 10))
    snap = replace(
        snap, competition=Competition(c["competition"], "C", 2026), home=Team(home, "H"), away=Team(away, "A")
    )
    alert = Alert.for_match(snap, f"{snap.id}:test", c["kind"])
    expected = plainly(c)

    listed = store.run_sync(subs.channels_for, c["competition"], (home, away), c["kind"].subscription_kind)
    assert len(listed) == len(set(listed)), "each channel once"
    assert set(listed) == expected

    store.run_sync(ob.record_poll, snap, [alert])
    rows = store.run_sync(
        lambda db: db.execute(
            "select platform, channel from outbox where alert_key = ?", [alert.key]
        ).fetchall()
    )
    assert len(rows) == len(set(rows)), "one row per channel"
    assert set(rows) == expected


def test_the_rule_is_written_once():
    """Both selections go through `wants_alert`; neither spells out the kinds or the targets itself."""
    for fn in (subs.channels_for, ob._fan_out):
        source = inspect.getsource(fn) + (ob._FAN_OUT if fn is ob._fan_out else "")
        assert "target_kind = 'team'" not in source and "json.loads" not in source, fn.__name__
    assert subs.wants_alert("s", "o") in ob._FAN_OUT_ALL and subs.wants_alert("s", "o") in ob._FAN_OUT_WAVE
