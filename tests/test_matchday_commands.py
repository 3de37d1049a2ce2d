"""/next, /fixtures, /results and /scorers on the replayed night, on both engines, and the calendar store.

The night of 26 Oct 2022 knows Group D's matchdays 1-4 (results), its own two matches, and matchday 6 on
1 Nov (fixtures). What a command shows comes from the store, filled by the scheduler's calendar job (one
call a followed team, two a followed competition) and kept current by the live polls."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from bot.core.markup import to_plain
from bot.providers.model import Status
from bot.store import Store, calendar
from tests.providers.builders import HOME


async def test_next_names_the_next_match_with_its_place(testbot):
    reply = await testbot.assert_response("/next spurs", "Marseille v Tottenham Hotspur", "01 Nov 20:00")
    assert "Group Stage - 6 · Stade Vélodrome" in reply.text
    # no team: each team or competition the channel follows
    await testbot.assert_response("/next", "Marseille v Tottenham Hotspur")


async def test_results_are_the_latest_first_and_include_the_night(testbot):
    reply = await testbot.assert_response(
        "/results", "Tottenham Hotspur 1-1 Sporting CP", "Eintracht Frankfurt 2-1 Marseille"
    )
    assert reply.text.index("Eintracht Frankfurt 2-1 Marseille") < reply.text.index("Tottenham Hotspur 1-1")
    sporting = await testbot.assert_response("/results sporting 14", "Tottenham Hotspur 1-1 Sporting CP")
    assert "Marseille" not in sporting.text  # a team's own results only
    await testbot.assert_error("/results sporting 20", "days must be from 1 to 14, not 20.")
    # a lone number is the days, for what the channel follows
    await testbot.assert_response("/results 14", "Tottenham Hotspur 1-1 Sporting CP")


async def test_fixtures_of_a_competition_in_a_window(testbot):
    reply = await testbot.assert_response('/fixtures "champions league" 14', "Marseille v Tottenham Hotspur")
    assert "Sporting CP v Eintracht Frankfurt" in reply.text
    await testbot.assert_error("/fixtures spurs 40", "days must be from 1 to 28, not 40.")
    quiet = await testbot.assert_response("/fixtures spurs 1")
    assert quiet.text == "Tottenham Hotspur: no match in the next day."


async def test_scorers_say_what_they_cover_and_count_the_night_without_kanes_ruled_out_goal(testbot):
    reply = await testbot.assert_response("/scorers", "Top scorers: UEFA Champions League")
    text = to_plain(reply.text)
    assert "Group D, only the goals whose scorer the replay's record names" in text
    assert any(
        line.split()[1:4] == ["Marcus", "Edwards", "Sporting"] and line.split()[-1] == "2"
        for line in text.splitlines()
    )
    kane = [line for line in text.splitlines() if "Kane" in line]
    assert kane == []  # his 90+5' goal was ruled out by VAR


async def test_what_is_not_followed_or_not_a_competition_is_said_plainly(testbot):
    await testbot.assert_error("/next arsenal", "I have no fixtures for Arsenal", "/follow it")
    await testbot.assert_error("/scorers spurs", "Tottenham Hotspur is a team; /scorers takes a competition")
    await testbot.assert_error("/next xyzzy", "I don't know a team or competition called 'xyzzy'")


def test_a_moved_kickoff_is_remembered_and_a_postponement_shown(database_url):
    from bot.commands import build_tree
    from bot.commands.context import Context
    from bot.commands.matches import _fixture
    from bot.providers.api_football import parse_fixture
    from tests.providers.builders import fixture

    store = Store(database_url)
    try:
        match = parse_fixture(fixture("NS", None))
        store.run_sync(calendar.save_matches, [match])
        later = replace(match, kickoff=match.kickoff + timedelta(days=2))
        store.run_sync(calendar.save_matches, [later])
        start = match.kickoff - timedelta(days=1)
        [(stored, moved)] = store.run_sync(
            calendar.matches_between, start, start + timedelta(days=9), teams=[HOME]
        )
        assert stored.kickoff == later.kickoff and moved == match.kickoff
        store.run_sync(calendar.save_matches, [replace(later, kickoff=later.kickoff + timedelta(days=1))])
        [(_, moved)] = store.run_sync(
            calendar.matches_between, start, start + timedelta(days=9), teams=[HOME]
        )
        assert moved == match.kickoff  # where it was first, however often it moves
        ctx = Context(store=store, tree=build_tree(), provider="api-football")
        assert "moved from" in _fixture(ctx, stored, moved).value
        assert "postponed" in _fixture(ctx, replace(stored, status=Status.POSTPONED), None).value
        # the live polls keep a held match current; a match the calendar does not hold is not added
        other = replace(match, id=match.id + 1)
        assert store.run_sync(calendar.update_known, [replace(later, status=Status.FINISHED), other]) == 1
    finally:
        store.close()


def test_nothing_is_returned_for_no_target(tmp_path):
    store = Store(tmp_path / "c.db")
    try:
        now = datetime.now(UTC)
        assert store.run_sync(calendar.matches_between, now, now) == []
        assert store.run_sync(calendar.scorers, []) == []
    finally:
        store.close()
