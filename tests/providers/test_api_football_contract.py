"""Every real API-Football payload in tests/fixtures parses into the normalised model, quirks and all."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest

from bot.alerts.detect import detect_alerts, stabilise
from bot.alerts.model import AlertKind
from bot.providers.api_football import parse_envelope, parse_events, parse_fixture, parse_standings
from bot.providers.errors import ProviderAuthError, QuotaExhausted, RateLimited, RequestRejected
from bot.providers.model import EventKind, Minute, Score, Status

DIR = Path(__file__).resolve().parents[1] / "fixtures" / "providers" / "api-football"


def load(name: str):
    return json.loads((DIR / name).read_text(encoding="utf-8"))


def fixtures(name: str):
    return [parse_fixture(f) for f in parse_envelope(load(name))]


def test_every_file_parses():
    for path in sorted(DIR.glob("*.json")):
        payload = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(payload, dict) and "fixture" in payload:  # one fixture object cut from a live list
            parse_fixture(payload)
            continue
        try:
            response = parse_envelope(payload)
        except RequestRejected:
            assert "error" in path.name
            continue
        for item in response:
            if "fixture" in item:
                parse_fixture(item)
            elif "league" in item:
                parse_standings([item])


def test_empty_live_envelope():
    assert fixtures("placar_envelope_live_all_empty.json") == []


@pytest.mark.parametrize(
    ("name", "field"),
    [("syurchen93_injuries-error.json", "required"), ("syurchen93_team-leipzig-error.json", "league")],
)
def test_errors_in_a_200_become_typed_errors(name, field):
    with pytest.raises(RequestRejected, match="API-Football refused the request"):
        parse_envelope(load(name))
    assert isinstance(load(name)["parameters"], list | dict)


@pytest.mark.parametrize(
    ("errors", "kind"),
    [
        ({"token": "Error/Missing application key."}, ProviderAuthError),
        ({"requests": "You have reached the request limit for the day"}, QuotaExhausted),
        ({"rateLimit": "Too many requests. Your rate limit is 10 requests per minute."}, RateLimited),
    ],
)
def test_known_error_envelopes(errors, kind):
    with pytest.raises(kind):
        parse_envelope({"get": "fixtures", "parameters": [], "errors": errors, "results": 0, "response": []})


def test_246_live_fixtures():
    snaps = fixtures("arghyanath_fixtures_live_all_246.json")
    assert len(snaps) == 246
    assert {s.status for s in snaps} <= {
        Status.FIRST_HALF,
        Status.SECOND_HALF,
        Status.HALF_TIME,
        Status.EXTRA_TIME,
    }
    events = [e for s in snaps for e in s.events]
    assert sum(e.kind is EventKind.RED for e in events) == 9
    assert sum(e.kind is EventKind.OWN_GOAL for e in events) == 7
    assert sum(e.kind is EventKind.MISSED_PENALTY for e in events) == 1
    unnamed = [e for e in events if e.player is None or e.player.name is None]
    assert unnamed and all(e.key for e in unnamed)
    for s in snaps:  # keys are unique within a match even for unnamed players in the same minute
        assert len({e.key for e in s.events}) == len(s.events)


def test_own_goals_are_credited_to_the_benefiting_team():
    for s in fixtures("arghyanath_fixtures_live_all_246.json"):
        goals = [e for e in s.events if e.kind.is_goal]
        if any(e.kind is EventKind.OWN_GOAL for e in goals) and s.id not in (1131625, 1075518, 1199348):
            assert sum(e.team_id == s.home.id for e in goals) == s.score.home
            assert sum(e.team_id == s.away.id for e in goals) == s.score.away


@pytest.mark.parametrize("fixture_id", [1131625, 1075518, 1199348])
def test_goal_rows_the_score_does_not_count_are_never_announced(fixture_id):
    """Three real fixtures carry Goal events the score does not include: the score wins."""
    snap = next(
        s
        for s in fixtures("DERIVED_arghyanath_live_all_subset_redcards_owngoals_mismatch.json")
        if s.id == fixture_id
    )
    before = replace(snap, events=(), status=Status.FIRST_HALF, minute=Minute(1))
    alerts = detect_alerts(before, stabilise(before, snap))
    assert [a for a in alerts if a.kind is AlertKind.GOAL] == []
    assert sum(e.kind.is_goal for e in snap.events) > snap.score.total


def test_var_goal_cancelled_with_saturated_elapsed():
    snap = parse_fixture(load("placar_live_fixture_2H_var_goal_cancelled.json"))
    assert snap.status is Status.SECOND_HALF and snap.minute == Minute(90, snap.minute.extra)
    var = [e for e in snap.events if e.kind is EventKind.VAR]
    assert [(e.detail, str(e.minute), e.player.name) for e in var] == [
        ("Goal cancelled", "45+2'", var[0].player.name)
    ]
    assert "Celar" in var[0].player.name


def test_var_penalty_confirmed_then_the_penalty():
    snap = parse_fixture(load("placar_live_fixture_2H_var_penalty_confirmed.json"))
    kinds = [
        (e.kind, str(e.minute)) for e in snap.events if e.kind in (EventKind.VAR, EventKind.PENALTY_GOAL)
    ]
    assert kinds == [(EventKind.VAR, "45+5'"), (EventKind.PENALTY_GOAL, "45+6'")]


def test_bare_events_array_with_respelled_names():
    raw = load("scorelive_events_response_array_var_penalty_cancelled.json")
    events = parse_events(1, parse_envelope(raw))
    assert any(e.kind is EventKind.VAR and e.detail == "Penalty cancelled" for e in events)
    by_id: dict[int, set[str]] = {}
    for e in events:
        if e.player and e.player.id is not None:
            by_id.setdefault(e.player.id, set()).add(e.player.name or "")
    respelled = {pid: names for pid, names in by_id.items() if len(names) > 1}
    assert respelled  # "Jack Grealish" and "J. Grealish" are one player
    for pid in respelled:
        assert all(f":{pid}:" in e.key for e in events if e.player and e.player.id == pid)


def test_shootout_kicks_are_never_goals():
    for snap in fixtures("syurchen93_fixtures-cl-penalties.json"):
        assert snap.status is Status.FINISHED_PENALTIES and snap.penalties is not None
        shootout = [
            e for e in snap.events if e.kind in (EventKind.SHOOTOUT_SCORED, EventKind.SHOOTOUT_MISSED)
        ]
        assert shootout and all(e.minute.elapsed == 120 for e in shootout)
        assert sum(e.kind.is_goal for e in snap.events) == snap.score.total  # only match goals are goals
        assert len(snap.coaches) == 2
        before = replace(
            snap,
            status=Status.PENALTIES,
            penalties=None,
            events=tuple(
                e for e in snap.events if e.kind not in (EventKind.SHOOTOUT_SCORED, EventKind.SHOOTOUT_MISSED)
            ),
        )
        alerts = detect_alerts(before, snap)
        assert [a.kind for a in alerts] == [AlertKind.SHOOTOUT, AlertKind.FULL_TIME]
        assert alerts[0].penalties == snap.penalties


def test_scheduled_and_postponed_fixtures():
    snaps = fixtures("syurchen93_fixtures-bundes-ns-pst.json")
    assert {s.status for s in snaps} == {Status.SCHEDULED}  # asked for NS-PST; this day had no postponement
    assert all(s.score.total == 0 and s.minute is None for s in snaps)


def test_league_standings_and_synthetic_groups():
    response = parse_envelope(load("syurchen93_standings-epl-2022.json"))
    [epl] = parse_standings(response)
    assert len(epl.tables) == 1 and len(epl.tables[0].rows) == 20
    assert epl.tables[0].rows[0].team.name == "Manchester City" and epl.tables[0].rows[0].points == 89
    # Synthetic (no real group-stage payload exists): two inner lists become two group tables.
    groups = copy.deepcopy(response)
    inner = groups[0]["league"]["standings"][0]
    a, b = copy.deepcopy(inner[:4]), copy.deepcopy(inner[4:8])
    for row in a:
        row["group"] = "Group A"
    for i, row in enumerate(b, start=1):
        row["group"], row["rank"] = "Group B", i
    groups[0]["league"]["standings"] = [a, b]
    [ucl] = parse_standings(groups)
    assert [t.name for t in ucl.tables] == ["Group A", "Group B"] and [len(t.rows) for t in ucl.tables] == [
        4,
        4,
    ]


def test_events_endpoint_and_lineups():
    events = parse_events(653808, parse_envelope(load("syurchen93_fixture-events.json")))
    assert {e.kind for e in events} >= {EventKind.GOAL, EventKind.YELLOW, EventKind.SUBSTITUTION}
    sub = next(e for e in events if e.kind is EventKind.SUBSTITUTION)
    assert sub.player and sub.assist  # player goes off, assist comes on
    lineups = parse_envelope(load("syurchen93_fixture-lineup-full.json"))
    assert all(lineup["coach"]["name"] for lineup in lineups)


def test_the_half_time_score_is_read_once_reached():
    second_half = parse_fixture(load("placar_live_fixture_2H_var_penalty_confirmed.json"))
    assert second_half.half_time == Score(1, 0)  # score.halftime of a 2H answer
    assert parse_fixture(load("syurchen93_fixtures-bundes-ns-pst.json")["response"][0]).half_time is None
