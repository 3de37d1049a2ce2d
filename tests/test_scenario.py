"""The built-in scenario matches the record, and a broken scenario file says what is wrong."""

from __future__ import annotations

import pytest

from bot.providers.replay import ScenarioError, load_scenario


def test_group_d_after_the_night_follows_from_the_results():
    s = load_scenario()
    before = {row[0]: list(row[1:]) for row in s.standings_before}
    for match in s.matches:
        home = sum(1 for e in match.events if e.type == "Goal" and e.team == match.home and not e.removed_at)
        away = sum(1 for e in match.events if e.type == "Goal" and e.team == match.away and not e.removed_at)
        for team, gf, ga in ((match.home, home, away), (match.away, away, home)):
            p, w, d, lost, f, a, pts = before[team]
            won, drawn = gf > ga, gf == ga
            before[team] = [
                p + 1,
                w + won,
                d + drawn,
                lost + (gf < ga),
                f + gf,
                a + ga,
                pts + 3 * won + drawn,
            ]
    after = {row[0]: list(row[1:]) for row in s.standings_after}
    assert before == after
    assert [row[0] for row in s.standings_after] == [
        47,
        228,
        169,
        81,
    ]  # Spurs 8, Sporting 7, Frankfurt 7, OM 6


def test_scenario_facts():
    s = load_scenario()
    spurs = next(m for m in s.matches if m.home == 47)
    assert spurs.referee == "Danny Makkelie"
    kane = next(e for e in spurs.events if e.player == "Harry Kane" and e.type == "Goal")
    assert (str(kane.minute), str(kane.removed_at)) == ("90+5'", "90+8'")
    # Emerson Royal came on for Lucas Moura, and Nazinho for Nuno Santos: they are the ones in the incident.
    subs = {(e.player, e.assist) for e in spurs.events if e.type == "subst"}
    assert subs == {("Lucas Moura", "Emerson Royal"), ("Nuno Santos", "Flávio Nazinho")}


ONE_MATCH = (
    "[scenario]\nname='x'\n{meta}[competition]\nid=1\n[teams]\n1='A'\n2='B'\n[[matches]]\nid=5\nhome=1\naway=2\n"
    "kickoff='2022-01-01T00:00:00Z'\n{match}[[matches.events]]\n{event}\ntype='Goal'\ndetail='Normal Goal'\nteam=1\n"
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[scenario\n", "is not valid TOML"),
        ("[scenario]\nname='x'\n[teams]\n1='A'\n", "has a missing or malformed entry: no 'matches'"),
        (
            "[scenario]\nname='x'\n[competition]\nid=1\n[teams]\n1='A'\n2='B'\n[[matches]]\nid=5\nhome=1\naway=3\n"
            "kickoff='2022-01-01T00:00:00Z'\n",
            "match 5 names unknown away team 3",
        ),
        (
            "[scenario]\nname='x'\n[competition]\nid=1\n[teams]\n1='A'\n2='B'\n[[matches]]\nid=5\nhome=1\naway=2\n"
            "kickoff='2022-01-01T00:00:00Z'\n[[matches.events]]\nat='ninety'\ntype='Goal'\ndetail='x'\nteam=1\n",
            "an event at 'ninety', which is not a minute",
        ),
        (
            ONE_MATCH.format(meta="", match="full_time='80'\n", event="at='22'"),
            "full_time must be 90, 90+N, 120 or 120+N",
        ),
        (
            ONE_MATCH.format(meta="", match="", event="at='90+4'"),
            "an event at 90+4' comes after full time (90')",
        ),
        (
            ONE_MATCH.format(meta="", match="full_time='90+3'\n", event="at='45+2'"),
            "comes after half time (45')",
        ),
        (
            ONE_MATCH.format(meta="", match="", event="at='30'\nremoved_at='20'"),
            "the event at 30' is removed at 20', which must be after it",
        ),
        (
            ONE_MATCH.format(meta="half_time_break_minutes=-15\n", match="", event="at='22'"),
            "from 0 to 60, not -15",
        ),
        (
            ONE_MATCH.format(meta="", match="", event="at='22'").replace("2022-01-01", "9999-12-31"),
            "kicks off in 9999; use a date from 1863 to 2999",
        ),
    ],
)
def test_broken_scenarios_name_the_file_and_problem(tmp_path, text, message):
    path = tmp_path / "s.toml"
    path.write_text(text)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert str(path) in str(err.value) and message in str(err.value)


def test_missing_scenario_file(tmp_path):
    with pytest.raises(ScenarioError, match="cannot be read"):
        load_scenario(tmp_path / "nope.toml")


def test_a_real_time_replay_restarts_its_night_when_the_bot_starts(monkeypatch):
    from datetime import UTC, datetime

    from bot.providers.replay import clock as replay_clock
    from bot.providers.replay.clock import ReplayClock

    now = [100.0]
    monkeypatch.setattr(replay_clock.time, "monotonic", lambda: now[0])
    start = datetime(2022, 10, 26, 18, 55, tzinfo=UTC)
    clock = ReplayClock([start], start=start, speed=4000.0)
    now[0] += 0.2  # the bot took a moment to start: 13 minutes of a fast night
    assert (clock.now() - start).total_seconds() == 800
    clock.restart()
    assert clock.now() == start
