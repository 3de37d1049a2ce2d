"""The stored snapshot and standings formats: by field name with a version, old positional rows still read."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from datetime import UTC, datetime

from bot.providers.codec import (
    FORMAT,
    snapshot_from_json,
    snapshot_to_json,
    standings_from_json,
    standings_to_json,
)
from bot.providers.model import (
    Competition,
    Event,
    EventKind,
    Lineup,
    MatchSnapshot,
    Minute,
    Person,
    Score,
    StandingRow,
    Standings,
    StandingsTable,
    Status,
    Team,
)

# Written by the positional codec (no version) before the detector's bookkeeping left the snapshot: copied
# from its output, never to be edited (old databases hold rows like it).
OLD_ROW = (
    '{"id": 1001, "competition": [2, "UEFA Champions League", 2026, "League Stage - 6", "Group D"], '
    '"home": [47, "Tottenham Hotspur"], "away": [228, "Sporting CP"], "kickoff": "2026-11-30T20:00:00+00:00", '
    '"status": "2H", "minute": [90, 3], "score": [1, 1], "penalties": null, "events": '
    '[["1001:47:184:goal:normal goal:10:0", "goal", 10, 0, 47, [184, "Harry Kane"], [null, "Son Heung-min"], '
    '"Normal Goal", "", false], ["1001:47:77:card:red card:90:2", "red", 90, 2, 47, [77, "Antonio Conte"], '
    'null, "Red Card", "Argument", true]], "coaches": [[77, "Antonio Conte"]], '
    '"venue": "Tottenham Hotspur Stadium", "referee": "C. Turpin", "lineups": [[47, "4-3-3", ["Vicario", '
    '"Porro"]]], "announced": [[47, "1001:goal:47:1", "1001:47:184:goal:normal goal:10:0"], [228, '
    '"1001:goal:228:1", "@80+0/85+0"]], "goal_counter": [1, 2], "var_used": ["v1"], "ruled_out": [[228, '
    '"1001:goal:228:1", "1001:228:9:goal:normal goal:30:0", "9@30+0"]]}'
)
# The first positional rows had no line-ups (nor any bookkeeping).
OLDEST_ROW = (
    '{"id": 7, "competition": [39, "Premier League", 2026, "", ""], "home": [1, "A"], "away": [2, "B"], '
    '"kickoff": "2026-11-30T15:00:00+00:00", "status": "scheduled", "minute": null, "score": [0, 0], '
    '"penalties": null, "events": [], "coaches": [], "venue": ""}'
)
OLD_STANDINGS = (
    '{"competition": [2, "UEFA Champions League", 2026, "", ""], "tables": [["Group D", '
    '[[1, 47, "Tottenham Hotspur", 5, 3, 1, 1, 9, 6, 10]]]]}'
)

KANE = Person(184, "Harry Kane")
FULL = MatchSnapshot(  # every field away from its default, so a field the codec forgets shows
    id=1001,
    competition=Competition(2, "UEFA Champions League", 2026, "League Stage - 6", "Group D"),
    home=Team(47, "Tottenham Hotspur"),
    away=Team(228, "Sporting CP"),
    kickoff=datetime(2026, 11, 30, 20, tzinfo=UTC),
    status=Status.FINISHED_PENALTIES,
    minute=Minute(120, 4),
    score=Score(2, 2),
    penalties=Score(4, 3),
    half_time=Score(1, 0),
    events=(
        Event("k1", EventKind.GOAL, Minute(10), 47, KANE, Person(None, "Son"), "Normal Goal", "x", False),
        Event("k2", EventKind.RED, Minute(90, 2), 47, Person(77, "Conte"), None, "Red Card", "", True),
    ),
    coaches=(Person(77, "Conte"), Person(None, "Amorim")),
    venue="Tottenham Hotspur Stadium",
    referee="C. Turpin",
    lineups=(Lineup(47, "4-3-3", ("Vicario", "Porro")),),
    time_confirmed=False,  # away from its default only: a played match's time is always fixed
    score_known=False,  # away from its default only
)


def test_every_field_survives_the_round_trip():
    assert all(getattr(FULL, f.name) != f.default for f in fields(MatchSnapshot))
    text = snapshot_to_json(FULL)
    assert json.loads(text)["v"] == FORMAT
    assert snapshot_from_json(text) == FULL


def test_rows_are_written_by_field_name():
    data = json.loads(snapshot_to_json(FULL))
    assert data["competition"]["round"] == "League Stage - 6"
    assert data["events"][1] == {
        "key": "k2",
        "kind": "red",
        "minute": {"elapsed": 90, "extra": 2},
        "team_id": 47,
        "player": {"id": 77, "name": "Conte"},
        "assist": None,
        "detail": "Red Card",
        "comments": "",
        "official": True,
    }


def test_an_old_positional_row_still_reads():
    snap = snapshot_from_json(OLD_ROW)
    assert snap == MatchSnapshot(
        id=1001,
        competition=Competition(2, "UEFA Champions League", 2026, "League Stage - 6", "Group D"),
        home=Team(47, "Tottenham Hotspur"),
        away=Team(228, "Sporting CP"),
        kickoff=datetime(2026, 11, 30, 20, tzinfo=UTC),
        status=Status.SECOND_HALF,
        minute=Minute(90, 3),
        score=Score(1, 1),
        events=(
            Event(
                "1001:47:184:goal:normal goal:10:0",
                EventKind.GOAL,
                Minute(10),
                47,
                KANE,
                Person(None, "Son Heung-min"),
                "Normal Goal",
            ),
            Event(
                "1001:47:77:card:red card:90:2",
                EventKind.RED,
                Minute(90, 2),
                47,
                Person(77, "Antonio Conte"),
                None,
                "Red Card",
                "Argument",
                True,
            ),
        ),
        coaches=(Person(77, "Antonio Conte"),),
        venue="Tottenham Hotspur Stadium",
        referee="C. Turpin",
        lineups=(Lineup(47, "4-3-3", ("Vicario", "Porro")),),
    )
    assert snapshot_from_json(snapshot_to_json(snap)) == snap  # and is written anew by name


def test_the_oldest_positional_row_still_reads():
    snap = snapshot_from_json(OLDEST_ROW)
    assert (snap.status, snap.lineups, snap.referee, snap.minute) == (Status.SCHEDULED, (), "", None)


def test_keys_a_newer_writer_added_are_skipped():
    data = json.loads(snapshot_to_json(FULL))
    data["weather"] = "rain"
    data["competition"]["country"] = "World"
    data["events"][0]["xg"] = 0.4
    data["events"][0]["player"]["photo"] = "https://example.invalid/kane.png"
    data["events"][0]["minute"]["second"] = 12
    data["lineups"][0]["bench"] = ["Forster"]
    assert snapshot_from_json(json.dumps(data)) == FULL


def test_optional_keys_an_older_writer_lacked_take_their_defaults():
    data = json.loads(snapshot_to_json(FULL))
    for key in ("penalties", "coaches", "venue", "referee", "lineups"):
        del data[key]
    for key in ("assist", "detail", "comments", "official"):
        del data["events"][0][key]
    del data["competition"]["group"]
    snap = snapshot_from_json(json.dumps(data))
    assert snap == replace(
        FULL,
        penalties=None,
        coaches=(),
        venue="",
        referee="",
        lineups=(),
        competition=replace(FULL.competition, group=""),
        events=(Event("k1", EventKind.GOAL, Minute(10), 47, KANE), FULL.events[1]),
    )


def test_standings_old_and_new():
    old = standings_from_json(OLD_STANDINGS)
    row = StandingRow(1, Team(47, "Tottenham Hotspur"), 5, 3, 1, 1, 9, 6, 10)
    assert old == Standings(
        Competition(2, "UEFA Champions League", 2026), (StandingsTable("Group D", (row,)),)
    )
    data = json.loads(standings_to_json(old))
    assert data["v"] == FORMAT and data["tables"][0]["rows"][0]["points"] == 10
    data["tables"][0]["rows"][0]["form"] = "WWDLW"
    assert standings_from_json(json.dumps(data)) == old
