"""Serve a scenario as API-Football v3 JSON at the replay clock's time.

Used in-process through an `httpx.MockTransport` (the demo) and over HTTP by `matchday mock-server`,
so the demo exercises exactly the parsing code production uses.
"""

from __future__ import annotations

import json
from datetime import date, datetime
from typing import Any

import httpx

from bot.providers.replay.clock import ReplayClock
from bot.providers.replay.scenario import CalendarMatch, Scenario, ScriptedMatch

DAILY_LIMIT = 7500


def status_at(match: ScriptedMatch, t: float) -> tuple[str, str, int | None, int | None]:
    """(short, long, elapsed, extra) at `t` seconds after kick-off, as API-Football reports them."""
    if t < 0:
        return "NS", "Not Started", None, None
    if t < match.half_time_at:
        played = int(t // 60) + 1
        return "1H", "First Half", min(played, 45), (played - 45) if played > 45 else None
    if t < match.second_half_start:
        return "HT", "Halftime", 45, match.first_half_end.extra or None
    if t < match.full_time_at:
        played = 45 + int((t - match.second_half_start) // 60) + 1
        return "2H", "Second Half", min(played, 90), (played - 90) if played > 90 else None
    return "FT", "Match Finished", 90, match.full_time.extra or None


def _day(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


class ApiFootballShape:
    """Answers API-Football v3 requests from a scenario; stepping the clock on each live poll."""

    def __init__(self, scenario: Scenario, clock: ReplayClock) -> None:
        self.scenario = scenario
        self.clock = clock
        self.requests = 0

    # --------------------------------------------------------------------------------- JSON pieces
    def _team(self, team_id: int) -> dict[str, Any]:
        return {
            "id": team_id,
            "name": self.scenario.teams[team_id],
            "logo": f"https://media.api-sports.io/football/teams/{team_id}.png",
        }

    def _person(self, name: str) -> dict[str, Any]:
        if not name:
            return {"id": None, "name": None}
        return {"id": self.scenario.person_id(name), "name": name}

    def fixture(self, match: ScriptedMatch, now: datetime, *, events: bool, lineups: bool) -> dict[str, Any]:
        t = (now - match.kickoff).total_seconds()
        short, long, elapsed, extra = status_at(match, t)
        visible = match.visible_events(t)
        started = short != "NS"

        def goals(events_in: list[Any]) -> dict[str, int | None]:
            if not started:
                return {"home": None, "away": None}
            tally = {match.home: 0, match.away: 0}
            for e in events_in:
                if e.type == "Goal" and e.detail != "Missed Penalty":
                    tally[e.team] += 1
            return {"home": tally[match.home], "away": tally[match.away]}

        first_half = [e for e in visible if e.minute.elapsed <= 45]
        score = goals(visible)
        comp = self.scenario.competition
        leader = None if not started or score["home"] == score["away"] else score["home"] > score["away"]  # type: ignore[operator]
        body: dict[str, Any] = {
            "fixture": {
                "id": match.id,
                "referee": match.referee or None,
                "timezone": "UTC",
                "date": match.kickoff.isoformat(),
                "timestamp": int(match.kickoff.timestamp()),
                "periods": {"first": int(match.kickoff.timestamp()) if started else None, "second": None},
                "venue": {"id": None, "name": match.venue or None, "city": None},
                "status": {"long": long, "short": short, "elapsed": elapsed, "extra": extra},
            },
            "league": {
                "id": comp["id"],
                "name": comp["name"],
                "country": "World",
                "season": comp["season"],
                "round": comp.get("round", ""),
                "standings": True,
            },
            "teams": {
                "home": self._team(match.home) | {"winner": leader},
                "away": self._team(match.away) | {"winner": None if leader is None else not leader},
            },
            "goals": score,
            "score": {
                "halftime": goals(first_half) if t >= match.half_time_at else {"home": None, "away": None},
                "fulltime": score if short == "FT" else {"home": None, "away": None},
                "extratime": {"home": None, "away": None},
                "penalty": {"home": None, "away": None},
            },
        }
        if events:
            body["events"] = [
                {
                    "time": {"elapsed": e.minute.elapsed, "extra": e.minute.extra or None},
                    "team": self._team(e.team),
                    "player": self._person(e.player),
                    "assist": self._person(e.assist),
                    "type": e.type,
                    "detail": e.detail,
                    "comments": e.comments or None,
                }
                for e in visible
            ]
        if lineups:
            body["lineups"] = [
                {
                    "team": self._team(team_id),
                    "coach": next(
                        (
                            {"id": cid, "name": name}
                            for name, (cid, tid) in self.scenario.coaches.items()
                            if tid == team_id
                        ),
                        {"id": None, "name": None},
                    ),
                    "formation": None,
                    "startXI": [],
                    "substitutes": [],
                }
                for team_id in (match.home, match.away)
            ]
        return body

    def _league(self, round_name: str) -> dict[str, Any]:
        comp = self.scenario.competition
        return {
            "id": comp["id"],
            "name": comp["name"],
            "country": "World",
            "season": comp["season"],
            "round": round_name,
            "standings": True,
        }

    def calendar_fixture(self, match: CalendarMatch) -> dict[str, Any]:
        """A result (FT with its score) or a fixture (NS; TBD, "Time To Be Defined", when only its day is on
        record): the replay never plays these, so the clock does not move them. Like API-Football's schedule
        answers, they carry no events."""
        status: dict[str, Any]
        if match.score is None and not match.time_on_record:
            status = {"long": "Time To Be Defined", "short": "TBD", "elapsed": None, "extra": None}
            goals: dict[str, int | None] = {"home": None, "away": None}
            leader = None
        elif match.score is None:
            status = {"long": "Not Started", "short": "NS", "elapsed": None, "extra": None}
            goals = {"home": None, "away": None}
            leader = None
        else:
            status = {"long": "Match Finished", "short": "FT", "elapsed": 90, "extra": None}
            goals = {"home": match.score[0], "away": match.score[1]}
            leader = None if match.score[0] == match.score[1] else match.score[0] > match.score[1]
        unknown = {"home": None, "away": None}
        return {
            "fixture": {
                "id": match.id,
                "referee": None,
                "timezone": "UTC",
                "date": match.kickoff.isoformat(),
                "timestamp": int(match.kickoff.timestamp()),
                "periods": {"first": None, "second": None},
                "venue": {"id": None, "name": match.venue or None, "city": None},
                "status": status,
            },
            "league": self._league(f"Group Stage - {match.matchday}"),
            "teams": {
                "home": self._team(match.home) | {"winner": leader},
                "away": self._team(match.away) | {"winner": None if leader is None else not leader},
            },
            "goals": goals,
            "score": {"halftime": unknown, "fulltime": goals, "extratime": unknown, "penalty": unknown},
        }

    def schedule(self, now: datetime, first: date, last: date, team: int | None) -> list[dict[str, Any]]:
        """Every match the scenario knows kicking off on days `first` to `last` (of `team`), by kick-off."""
        night = [
            (m.kickoff, m.id, self.fixture(m, now, events=False, lineups=False), (m.home, m.away))
            for m in self.scenario.matches
        ]
        calendar = [
            (c.kickoff, c.id, self.calendar_fixture(c), (c.home, c.away)) for c in self.scenario.calendar
        ]
        return [
            body
            for kickoff, _, body, sides in sorted(night + calendar, key=lambda row: (row[0], row[1]))
            if first <= kickoff.date() <= last and (team is None or team in sides)
        ]

    def top_scorers(self, now: datetime) -> list[dict[str, Any]]:
        """The goals on record at `now`, as `players/topscorers` rows. Assists, appearances: not on record."""
        comp = self.scenario.competition
        league = {"id": comp["id"], "name": comp["name"], "country": "World", "season": comp["season"]}
        return [
            {
                "player": self._person(row.player),
                "statistics": [
                    {
                        "team": self._team(row.team),
                        "league": league,
                        "games": {"appearences": None},
                        "goals": {"total": row.goals, "assists": None},
                        "penalty": {"scored": row.penalties},
                    }
                ],
            }
            for row in self.scenario.goals_on_record(now)[:20]  # the API's 20 best
        ]

    def standings(self, now: datetime) -> dict[str, Any]:
        rows = self.scenario.table_at(now)
        comp = self.scenario.competition
        table = [
            {
                "rank": rank,
                "team": self._team(team),
                "points": pts,
                "goalsDiff": gf - ga,
                "group": self.scenario.standings_group,
                "form": None,
                "status": "same",
                "description": None,
                "all": {"played": p, "win": w, "draw": d, "lose": lost, "goals": {"for": gf, "against": ga}},
            }
            for rank, (team, p, w, d, lost, gf, ga, pts) in enumerate(rows, start=1)
        ]
        return {
            "league": {
                "id": comp["id"],
                "name": comp["name"],
                "country": "World",
                "season": comp["season"],
                "standings": [table] if table else [],
            }
        }

    # --------------------------------------------------------------------------------- routing
    def envelope(self, get: str, params: dict[str, str], response: list[Any]) -> dict[str, Any]:
        return {
            "get": get,
            "parameters": params or [],
            "errors": [],
            "results": len(response),
            "paging": {"current": 1, "total": 1},
            "response": response,
        }

    def answer(self, path: str, params: dict[str, str]) -> tuple[int, dict[str, Any]]:
        """(status code, JSON body) for one GET; the shared core of the transport and the HTTP server."""
        self.requests += 1
        endpoint = path.rstrip("/").rsplit("/", 1)[-1]
        if endpoint == "fixtures":
            if "live" in params:
                self.clock.step()
                now = self.clock.now()
                wanted = None if params["live"] == "all" else {int(x) for x in params["live"].split("-") if x}
                chosen = [
                    self.fixture(m, now, events=True, lineups=False)
                    for m in self.scenario.matches
                    if wanted is None or self.scenario.competition["id"] in wanted
                ]
                live = [
                    f
                    for f in chosen
                    if f["fixture"]["status"]["short"] in ("1H", "HT", "2H", "ET", "BT", "P")
                ]
                return 200, self.envelope("fixtures", params, live)
            now = self.clock.now()
            if "id" in params or "ids" in params:
                ids = {int(x) for x in (params.get("ids") or params["id"]).split("-") if x}
                found = [
                    self.fixture(m, now, events=True, lineups=True)
                    for m in self.scenario.matches
                    if m.id in ids
                ]
                found += [self.calendar_fixture(c) for c in self.scenario.calendar if c.id in ids]
                return 200, self.envelope("fixtures", params, found)
            if "date" in params:
                day = _day(params["date"])
                if day is None:
                    return 200, self.envelope("fixtures", params, []) | {
                        "errors": {"date": "The Date field must contain a valid date (YYYY-MM-DD)."}
                    }
                return 200, self.envelope("fixtures", params, self.schedule(now, day, day, None))
            if "from" in params and "to" in params:
                return self.between(params, now)
            return 200, self.envelope("fixtures", params, []) | {
                "errors": {"required": "At least one parameter is required."}
            }
        if endpoint == "topscorers":
            if not self._this_season(params):
                return 200, self.envelope("players/topscorers", params, [])
            rows = self.top_scorers(self.clock.now())
            # `scope` is the replay's own key: what the table covers (a real answer covers the competition)
            return 200, self.envelope("players/topscorers", params, rows) | {
                "scope": self.scenario.scorers_scope
            }
        if endpoint == "standings":
            comp = self.scenario.competition
            if str(params.get("league")) == str(comp["id"]) and str(params.get("season")) == str(
                comp["season"]
            ):
                return 200, self.envelope("standings", params, [self.standings(self.clock.now())])
            return 200, self.envelope("standings", params, [])
        if endpoint == "teams":
            text = params.get("search", "").lower()
            found = [
                {"team": self._team(tid)}
                for tid, name in self.scenario.teams.items()
                if text and text in name.lower()
            ]
            return 200, self.envelope("teams", params, found)
        if endpoint == "status":
            return 200, self.envelope(
                "status", params, [{"requests": {"current": self.requests, "limit_day": DAILY_LIMIT}}]
            )
        return 404, {"message": f"Endpoint '{path}' does not exist"}

    def _this_season(self, params: dict[str, str], league_required: bool = True) -> bool:
        """The request names the scenario's season (and its competition, or none where that is allowed)."""
        comp = self.scenario.competition
        league = params.get("league", None if league_required else str(comp["id"]))
        return league == str(comp["id"]) and params.get("season") == str(comp["season"])

    def between(self, params: dict[str, str], now: datetime) -> tuple[int, dict[str, Any]]:
        """`fixtures?team=|league=&season=&from=&to=`: the API wants a season with a date range."""
        if "season" not in params:
            return 200, self.envelope("fixtures", params, []) | {
                "errors": {"season": "The Season field is required."}
            }
        first, last = _day(params["from"]), _day(params["to"])
        if first is None or last is None:
            return 200, self.envelope("fixtures", params, []) | {
                "errors": {"date": "The From and To fields must contain a valid date (YYYY-MM-DD)."}
            }
        if not self._this_season(params, league_required=False):
            return 200, self.envelope("fixtures", params, [])
        team = int(params["team"]) if "team" in params else None
        return 200, self.envelope("fixtures", params, self.schedule(now, first, last, team))

    def headers(self) -> dict[str, str]:
        return {
            "x-ratelimit-requests-limit": str(DAILY_LIMIT),
            "x-ratelimit-requests-remaining": str(max(0, DAILY_LIMIT - self.requests)),
            "X-RateLimit-Limit": "300",
            "X-RateLimit-Remaining": "299",
        }

    def handle(self, request: httpx.Request) -> httpx.Response:
        """An `httpx.MockTransport` handler."""
        params = {k: v for k, v in request.url.params.items()}
        status, body = self.answer(request.url.path, params)
        return httpx.Response(
            status,
            headers=self.headers(),
            content=json.dumps(body).encode(),
            extensions={"reason_phrase": b"OK"},
        )
