"""The detector's goal book, stored beside the snapshot: by field name with a version; the version-less shape
the old snapshot rows carried (copied out by migration 6) still reads."""

from __future__ import annotations

import json

from bot.alerts.detect import detect
from bot.alerts.state import (
    FORMAT,
    GoalBook,
    RuledOutGoal,
    StandingGoal,
    ToldRow,
    Tracked,
    book_from_json,
    book_to_json,
)
from bot.providers.api_football import parse_fixture
from tests.providers.builders import HOME, event, fixture

BOOK = GoalBook(
    announced=(
        StandingGoal(47, "1001:goal:47:1", "1001:47:184:goal:normal goal:10:0"),
        StandingGoal(228, "1001:goal:228:2", "@80+0/85+0"),
    ),
    goal_counter=(1, 2),
    var_used=("v1",),
    ruled_out=(RuledOutGoal(228, "1001:goal:228:1", "1001:228:9:goal:normal goal:30:0", "9@30+0"),),
)
# As the positional snapshot codec stored it (the keys migration 6 copies to the `detector` column).
OLD = (
    '{"announced": [[47, "1001:goal:47:1", "1001:47:184:goal:normal goal:10:0"], [228, "1001:goal:228:2", '
    '"@80+0/85+0"]], "goal_counter": [1, 2], "var_used": ["v1"], "ruled_out": [[228, "1001:goal:228:1", '
    '"1001:228:9:goal:normal goal:30:0", "9@30+0"]]}'
)


def test_round_trip_by_field_name():
    text = book_to_json(BOOK)
    data = json.loads(text)
    assert data["v"] == FORMAT
    assert data["announced"][1] == {"team_id": 228, "alert_key": "1001:goal:228:2", "event_key": "@80+0/85+0"}
    assert data["goal_counter"] == {"home": 1, "away": 2}
    assert book_from_json(text) == BOOK


def test_the_rows_told_round_trip_and_a_book_written_before_them_reads_as_none_told():
    told = ToldRow(
        "1001:228:900103:card:red card:19:0", "red", 228, 900103, "Sebastián Coates", 19, 0, "Red Card"
    )
    book = GoalBook(told=(told, told._replace(player_id=None, player_name="S. Coates")))
    assert book_from_json(book_to_json(book)) == book
    assert book_from_json(book_to_json(BOOK)).told == ()
    assert told.event().player is not None and told.event().player.same_as(
        told._replace(player_id=None).event().player
    )


def test_when_we_joined_round_trips_and_a_book_written_before_it_reads_as_seen_from_kick_off():
    book = GoalBook(joined="30+0/")
    assert book_from_json(book_to_json(book)) == book
    assert book_from_json(book_to_json(GoalBook(joined="30+0/35+0"))).joined == "30+0/35+0"
    data = json.loads(book_to_json(BOOK))
    del data["joined"]
    assert book_from_json(json.dumps(data)).joined == ""


def test_the_old_positional_shape_still_reads():
    assert book_from_json(OLD) == BOOK


def test_nothing_stored_is_an_empty_book():
    assert book_from_json("") == GoalBook()
    assert book_from_json("{}") == GoalBook()


def test_unknown_keys_are_skipped_and_missing_ones_default():
    data = json.loads(book_to_json(BOOK))
    data["shootout_counter"] = [3, 4]
    data["announced"][0]["told_at"] = 1234.5
    del data["var_used"]
    del data["ruled_out"]
    assert book_from_json(json.dumps(data)) == GoalBook(announced=BOOK.announced, goal_counter=(1, 2))


def test_the_detector_numbers_goals_on_from_a_decoded_book():
    """A match stored by the old codec keeps its goal identities: the next home goal is the second."""
    old = parse_fixture(
        fixture("2H", 60, (1, 0), [event(10, "Goal", "Normal Goal", HOME, (184, "Harry Kane"))])
    )
    stored = Tracked(old, book_from_json(OLD))
    new = parse_fixture(
        fixture(
            "2H",
            70,
            (2, 0),
            [
                event(10, "Goal", "Normal Goal", HOME, (184, "Harry Kane")),
                event(68, "Goal", "Normal Goal", HOME, (184, "Harry Kane")),
            ],
        )
    )
    alerts, after = detect(stored, new)
    assert [a.key for a in alerts] == ["1001:goal:47:2"]
    assert after.book.goal_counter == (2, 2)
