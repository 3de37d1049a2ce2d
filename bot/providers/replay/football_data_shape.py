"""Serve a scenario as football-data.org v4 JSON at the replay clock's time (for `matchday mock-server`).

football-data.org has no VAR rows: Kane's goal simply disappears from `goals` and the score goes down,
exactly as the real API reports a cancelled goal.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from bot.names import competition as alias_competition
from bot.names import team as alias_team
from bot.providers.replay.api_football_shape import status_at
from bot.providers.replay.clock import ReplayClock
from bot.providers.replay.scenario import CalendarMatch, Scenario, ScriptedMatch

_STATUS = {"NS": "TIMED", "1H": "IN_PLAY", "HT": "PAUSED", "2H": "IN_PLAY", "FT": "FINISHED"}
# What football-data.org answers for a competition outside the plan.
RESTRICTED = {
    "message": "The resource you are looking for is restricted and apparently not within your permissions. "
    "Please check your subscription.",
    "errorCode": 403,
}


class FootballDataShape:
    def __init__(self, scenario: Scenario, clock: ReplayClock) -> None:
        self.scenario = scenario
        self.clock = clock
        self.requests = 0

    def team_id(self, api_football_id: int) -> int:
        named = alias_team(api_football_id)
        return named.football_data if named and named.football_data else api_football_id

    @property
    def competition_id(self) -> int:
        named = alias_competition(int(self.scenario.competition["id"]))
        return named.football_data if named and named.football_data else int(self.scenario.competition["id"])

    def _team(self, team_id: int, *, coach: bool = False) -> dict[str, Any]:
        body: dict[str, Any] = {
            "id": self.team_id(team_id),
            "name": self.scenario.teams[team_id],
            "shortName": self.scenario.teams[team_id],
        }
        if coach:
            body["coach"] = next(
                (
                    {"id": cid, "name": name}
                    for name, (cid, tid) in self.scenario.coaches.items()
                    if tid == team_id
                ),
                {"id": None, "name": None},
            )
        return body

    def _person(self, name: str) -> dict[str, Any] | None:
        return {"id": self.scenario.person_id(name), "name": name} if name else None

    def match(self, m: ScriptedMatch, now: datetime) -> dict[str, Any]:
        t = (now - m.kickoff).total_seconds()
        short, _, elapsed, extra = status_at(m, t)
        visible = m.visible_events(t)
        running = {m.home: 0, m.away: 0}
        goals: list[dict[str, Any]] = []  # the JSON objects football-data.org sends
        for e in visible:
            if e.type == "Goal" and e.detail != "Missed Penalty":
                running[e.team] += 1
                goals.append(
                    {
                        "minute": e.minute.elapsed,
                        "injuryTime": e.minute.extra or None,
                        "type": {"Own Goal": "OWN", "Penalty": "PENALTY"}.get(e.detail, "REGULAR"),
                        "team": {"id": self.team_id(e.team), "name": self.scenario.teams[e.team]},
                        "scorer": self._person(e.player),
                        "assist": self._person(e.assist),
                        "score": {"home": running[m.home], "away": running[m.away]},
                    }
                )
        cards = {"Yellow Card": "YELLOW", "Red Card": "RED", "Second Yellow card": "YELLOW_RED"}
        started = short != "NS"
        score = (
            {"home": running[m.home], "away": running[m.away]} if started else {"home": None, "away": None}
        )
        half = {
            "home": sum(1 for g in goals if g["minute"] <= 45 and g["team"]["id"] == self.team_id(m.home)),
            "away": sum(1 for g in goals if g["minute"] <= 45 and g["team"]["id"] == self.team_id(m.away)),
        }
        comp = self.scenario.competition
        return {
            "id": m.id,
            "utcDate": m.kickoff.isoformat().replace("+00:00", "Z"),
            "status": _STATUS[short],
            "minute": elapsed,
            "injuryTime": extra,
            "venue": m.venue,
            "matchday": 5,
            "stage": "GROUP_STAGE",
            "group": self.scenario.standings_group.upper().replace(" ", "_") or None,
            "competition": {"id": self.competition_id, "name": comp["name"], "code": "CL", "type": "CUP"},
            "season": {
                "id": 1,
                "startDate": f"{comp['season']}-07-01",
                "endDate": f"{comp['season'] + 1}-06-10",
            },
            "homeTeam": self._team(m.home, coach=True),
            "awayTeam": self._team(m.away, coach=True),
            "score": {
                "winner": None,
                "duration": "REGULAR",
                "fullTime": score,
                "halfTime": half if t >= m.half_time_at else {"home": None, "away": None},
            },
            "goals": goals,
            "bookings": [
                {
                    "minute": e.minute.elapsed,
                    "injuryTime": e.minute.extra or None,
                    "team": {"id": self.team_id(e.team), "name": self.scenario.teams[e.team]},
                    "player": self._person(e.player),
                    "card": cards.get(e.detail, "YELLOW"),
                }
                for e in visible
                if e.type == "Card"
            ],
            "substitutions": [
                {
                    "minute": e.minute.elapsed,
                    "team": {"id": self.team_id(e.team), "name": self.scenario.teams[e.team]},
                    "playerOut": self._person(e.player),
                    "playerIn": self._person(e.assist),
                }
                for e in visible
                if e.type == "subst"
            ],
            "penalties": [],
            "referees": [{"id": 1, "name": m.referee, "type": "REFEREE"}] if m.referee else [],
        }

    def _competition(self) -> dict[str, Any]:
        return {
            "id": self.competition_id,
            "name": self.scenario.competition["name"],
            "code": "CL",
            "type": "CUP",
        }

    def _season(self) -> dict[str, Any]:
        year = self.scenario.competition["season"]
        return {"id": 1, "startDate": f"{year}-07-01", "endDate": f"{year + 1}-06-10"}

    def calendar_match(self, c: CalendarMatch) -> dict[str, Any]:
        """A result (FINISHED with its score) or a fixture (TIMED; SCHEDULED, date and time not yet fixed,
        when only its day is on record): the replay never plays these. Only the goals whose scorer is on
        record are listed, with no running score (the others are not known)."""
        unknown = {"home": None, "away": None}
        score = {"home": c.score[0], "away": c.score[1]} if c.score else unknown
        winner = None
        if c.score and c.score[0] != c.score[1]:
            winner = "HOME_TEAM" if c.score[0] > c.score[1] else "AWAY_TEAM"
        elif c.score:
            winner = "DRAW"
        return {
            "id": c.id,
            "utcDate": c.kickoff.isoformat().replace("+00:00", "Z"),
            "status": "FINISHED" if c.score else "TIMED" if c.time_on_record else "SCHEDULED",
            "minute": None,
            "injuryTime": None,
            "venue": c.venue or None,
            "matchday": c.matchday,
            "stage": "GROUP_STAGE",
            "group": self.scenario.standings_group.upper().replace(" ", "_") or None,
            "competition": self._competition(),
            "season": self._season(),
            "homeTeam": self._team(c.home),
            "awayTeam": self._team(c.away),
            "score": {"winner": winner, "duration": "REGULAR", "fullTime": score, "halfTime": unknown},
            "goals": [
                {
                    "minute": g.minute.elapsed,
                    "injuryTime": g.minute.extra or None,
                    "type": {"Own Goal": "OWN", "Penalty": "PENALTY"}.get(g.detail, "REGULAR"),
                    "team": {"id": self.team_id(g.team), "name": self.scenario.teams[g.team]},
                    "scorer": self._person(g.player),
                    "assist": None,
                    "score": unknown,
                }
                for g in c.goals
            ],
            "bookings": [],
            "substitutions": [],
            "penalties": [],
            "referees": [],
        }

    def schedule(
        self, now: datetime, first: date | None, last: date | None, team: int | None = None
    ) -> list[dict[str, Any]]:
        """Every match the scenario knows kicking off on days `first` to `last` (either open), of the team with
        football-data.org id `team`, by kick-off."""
        rows: list[tuple[datetime, int, tuple[int, int], ScriptedMatch | CalendarMatch]]
        rows = [(m.kickoff, m.id, (m.home, m.away), m) for m in self.scenario.matches]
        rows += [(c.kickoff, c.id, (c.home, c.away), c) for c in self.scenario.calendar]
        return [
            self.match(item, now) if isinstance(item, ScriptedMatch) else self.calendar_match(item)
            for kickoff, _, sides, item in sorted(rows, key=lambda row: (row[0], row[1]))
            if (first is None or kickoff.date() >= first)
            and (last is None or kickoff.date() <= last)
            and (team is None or team in {self.team_id(side) for side in sides})
        ]

    def scorers(self, now: datetime, limit: int) -> dict[str, Any]:
        """`/competitions/{id}/scorers` from the goals on record at `now`; `scope` is the replay's own key."""
        rows = [
            {
                "player": self._person(row.player),
                "team": self._team(row.team),
                "playedMatches": None,  # line-ups are not on record
                "goals": row.goals,
                "assists": None,
                "penalties": row.penalties or None,
            }
            for row in self.scenario.goals_on_record(now)[:limit]
        ]
        return {
            "count": len(rows),
            "filters": {"limit": limit},
            "competition": self._competition(),
            "season": self._season(),
            "scorers": rows,
            "scope": self.scenario.scorers_scope,
        }

    def standings(self, now: datetime) -> dict[str, Any]:
        rows = self.scenario.table_at(now)
        comp = self.scenario.competition
        table = [
            {
                "position": rank,
                "team": {
                    "id": self.team_id(team),
                    "name": self.scenario.teams[team],
                    "shortName": self.scenario.teams[team],
                },
                "playedGames": p,
                "form": None,
                "won": w,
                "draw": d,
                "lost": lost,
                "points": pts,
                "goalsFor": gf,
                "goalsAgainst": ga,
                "goalDifference": gf - ga,
            }
            for rank, (team, p, w, d, lost, gf, ga, pts) in enumerate(rows, start=1)
        ]
        return {
            "competition": {"id": self.competition_id, "name": comp["name"], "code": "CL"},
            "season": {"startDate": f"{comp['season']}-07-01"},
            "standings": [
                {
                    "stage": "GROUP_STAGE",
                    "type": "TOTAL",
                    "group": self.scenario.standings_group.upper().replace(" ", "_"),
                    "table": table,
                }
            ],
        }

    def answer(self, path: str, params: dict[str, str]) -> tuple[int, dict[str, Any]]:
        self.requests += 1
        parts = [p for p in path.split("/") if p and p != "v4"]
        if parts == ["matches"]:
            if params.get("status") == "LIVE":
                self.clock.step()
                now = self.clock.now()
                found = [self.match(m, now) for m in self.scenario.matches]
                return 200, {
                    "filters": params,
                    "resultSet": {},
                    "matches": [f for f in found if f["status"] in ("IN_PLAY", "PAUSED")],
                }
            now = self.clock.now()
            if "ids" in params:
                ids = {
                    int(x) for x in params["ids"].split(",") if x.strip().isascii() and x.strip().isdigit()
                }
                return 200, {
                    "filters": params,
                    "matches": [m for m in self.schedule(now, None, None) if m["id"] in ids],
                }
            return self.between(params, now)
        if len(parts) == 2 and parts[0] == "matches" and parts[1].isascii() and parts[1].isdigit():
            found = [m for m in self.schedule(self.clock.now(), None, None) if m["id"] == int(parts[1])]
            return (200, found[0]) if found else (404, {"message": "Match not found", "errorCode": 404})
        if (
            len(parts) == 3
            and parts[0] == "teams"
            and parts[1].isascii()
            and parts[1].isdigit()
            and parts[2] == "matches"
        ):
            return self.between(params, self.clock.now(), team=int(parts[1]))
        if len(parts) == 3 and parts[0] == "competitions" and parts[2] in ("matches", "scorers"):
            if parts[1] not in (str(self.competition_id), "CL"):
                return 403, RESTRICTED
            if parts[2] == "matches":
                return self.between(params, self.clock.now())
            limit = (
                int(params["limit"])
                if params.get("limit", "").isascii() and params.get("limit", "").isdigit()
                else 10
            )  # the API's default
            return 200, self.scorers(self.clock.now(), limit)
        if len(parts) == 3 and parts[0] == "competitions" and parts[2] == "standings":
            if parts[1] in (str(self.competition_id), "CL"):
                return 200, self.standings(self.clock.now())
            return 403, RESTRICTED
        return 404, {"message": f"No resource at {path}", "errorCode": 404}

    def between(
        self, params: dict[str, str], now: datetime, team: int | None = None
    ) -> tuple[int, dict[str, Any]]:
        """A match list for `dateFrom` to `dateTo` (both included, either may be left out)."""
        try:
            first = date.fromisoformat(params["dateFrom"]) if params.get("dateFrom") else None
            last = date.fromisoformat(params["dateTo"]) if params.get("dateTo") else None
        except ValueError:
            return 400, {"message": "dateFrom and dateTo must be dates like 2022-10-26.", "errorCode": 400}
        found = self.schedule(now, first, last, team)
        return 200, {"filters": params, "resultSet": {"count": len(found)}, "matches": found}

    def headers(self) -> dict[str, str]:
        return {
            "X-API-Version": "v4",
            "X-Authenticated-Client": "replay",
            "X-RequestCounter-Reset": "60",
            "X-Requests-Available-Minute": "60",
        }
