"""football-data.org v4: parse its JSON into the normalised model, and call it over httpx.

Facts this code relies on (see PROVIDERS.md): real HTTP status codes with `{"message", "errorCode"}`;
429 with `X-RequestCounter-Reset`; 403 for competitions outside the plan; `score.fullTime` is the running
score; there are no VAR events (a goal that disappears with the score going down is a cancelled goal);
`status=LIVE` means IN_PLAY or PAUSED; group names come as GROUP_A or "Group A".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, date, datetime, timedelta
from typing import Any

import httpx

from bot.providers import http as provider_http
from bot.providers.errors import BadPayload
from bot.providers.model import (
    NO_SCORE_YET,
    Competition,
    Event,
    EventKind,
    Lineup,
    MatchSnapshot,
    Minute,
    Person,
    Score,
    Scorer,
    StandingRow,
    Standings,
    StandingsTable,
    Status,
    Team,
    TopScorers,
    kicking_off_between,
    mark_officials,
    person_key,
)
from bot.providers.quota import Quota, QuotaHeaders

QUOTA_HEADERS = QuotaHeaders(
    minute_left=("x-requests-available-minute", "x-requestsavailable"), reset="x-requestcounter-reset"
)

_FINISHED = {
    "REGULAR": Status.FINISHED,
    "EXTRA_TIME": Status.FINISHED_AET,
    "PENALTY_SHOOTOUT": Status.FINISHED_PENALTIES,
}
_SIMPLE = {
    # SCHEDULED: the date is provisional and the time not fixed (`time_confirmed`); TIMED: both are fixed.
    "SCHEDULED": Status.SCHEDULED,
    "TIMED": Status.SCHEDULED,
    "POSTPONED": Status.POSTPONED,
    "SUSPENDED": Status.SUSPENDED,
    "CANCELLED": Status.CANCELLED,
    "AWARDED": Status.AWARDED,
    "EXTRA_TIME": Status.EXTRA_TIME,
    "PENALTY_SHOOTOUT": Status.PENALTIES,
}
_CARDS = {"YELLOW": EventKind.YELLOW, "YELLOW_RED": EventKind.SECOND_YELLOW, "RED": EventKind.RED}
_GOALS = {"REGULAR": EventKind.GOAL, "OWN": EventKind.OWN_GOAL, "PENALTY": EventKind.PENALTY_GOAL}


def group_name(raw: str | None) -> str:
    """ "GROUP_D" or "Group D" -> "Group D"."""
    if not raw:
        return ""
    m = re.fullmatch(r"group[ _]?([a-z])", raw.strip(), re.I)
    return f"Group {m.group(1).upper()}" if m else raw.replace("_", " ").title()


def _minute(value: Any, injury: Any = None) -> Minute | None:
    if value is None or value == "":
        return None
    try:
        return Minute(int(value), int(injury or 0))
    except (TypeError, ValueError):
        return None


def _status(raw: dict[str, Any], minute: Minute | None) -> Status:
    status = str(raw.get("status") or "SCHEDULED").upper()
    duration = str((raw.get("score") or {}).get("duration") or "REGULAR").upper()
    if status == "FINISHED":
        return _FINISHED.get(duration, Status.FINISHED)
    if status == "IN_PLAY":
        if duration == "PENALTY_SHOOTOUT":
            return Status.PENALTIES
        if duration == "EXTRA_TIME" or (minute and minute.elapsed > 90):
            return Status.EXTRA_TIME
        return Status.FIRST_HALF if minute is None or minute.elapsed <= 45 else Status.SECOND_HALF
    if status == "PAUSED":
        return (
            Status.EXTRA_TIME_BREAK
            if duration != "REGULAR" or (minute and minute.elapsed >= 90)
            else Status.HALF_TIME
        )
    return _SIMPLE.get(status, Status.SCHEDULED)


def _pair(node: Any) -> tuple[int, int] | None:
    if not isinstance(node, dict) or node.get("home") is None or node.get("away") is None:
        return None
    return int(node["home"]), int(node["away"])


def _score(
    score: dict[str, Any], in_play: bool = False, goals: Any = None, started: bool = False
) -> tuple[Score, Score | None, bool]:
    """The match score, the shoot-out's, and whether the match score is known. During a shoot-out
    (`in_play`) a fullTime with no regularTime beside it may or may not take in the kicks already, whatever
    `penalties` says yet: the match score is then the last goal row's (`goals[].score`, never a kick's),
    else not known. A fullTime null once the match has `started` (or been decided) is not known, not 0-0."""
    full = _pair(score.get("fullTime")) or (0, 0)
    pens = _pair(score.get("penalties"))
    regular = _pair(score.get("regularTime"))
    shootout = str(score.get("duration")) == "PENALTY_SHOOTOUT"
    known = True
    if regular is not None:
        extra = _pair(score.get("extraTime")) or (0, 0)
        match_score = (regular[0] + extra[0], regular[1] + extra[1])
    elif shootout and in_play:
        scored = [p for p in (_pair(g.get("score")) for g in goals or [] if isinstance(g, dict)) if p]
        match_score, known = (max(scored, key=sum), True) if scored else (full, False)
    elif pens is not None and shootout and all(f >= p for f, p in zip(full, pens, strict=True)):
        # fullTime of a shoot-out match has been seen to include the kicks; the match score never does.
        match_score = (full[0] - pens[0], full[1] - pens[1])
    else:
        match_score = full
        known = _pair(score.get("fullTime")) is not None or not started
    return Score(*match_score), (Score(*pens) if pens and shootout else None), known


def _half_time(score: dict[str, Any]) -> Score | None:
    """`score.halfTime`: set when the match pauses at half-time and not changed after ([DOC] overtime)."""
    pair = _pair(score.get("halfTime"))
    return Score(*pair) if pair is not None else None


def parse_events(match_id: int, raw: dict[str, Any], coaches: tuple[Person, ...]) -> tuple[Event, ...]:
    events: list[Event] = []
    for g in raw.get("goals") or []:
        minute = _minute(g.get("minute"), g.get("injuryTime")) or Minute(0)
        team_id = (g.get("team") or {}).get("id")
        scorer = Person.parse(g.get("scorer"))
        kind = _GOALS.get(str(g.get("type") or "REGULAR").upper(), EventKind.GOAL)
        events.append(
            Event(
                key=f"{match_id}:{team_id}:{person_key(scorer)}:goal:{minute.elapsed}:{minute.extra}",
                kind=kind,
                minute=minute,
                team_id=team_id,
                player=scorer,
                assist=Person.parse(g.get("assist")),
                detail=str(g.get("type") or ""),
            )
        )
    for b in raw.get("bookings") or []:
        card = _CARDS.get(str(b.get("card") or "").upper())
        if card is None:
            continue
        minute = _minute(b.get("minute"), b.get("injuryTime")) or Minute(0)
        player = Person.parse(b.get("player"))
        team_id = (b.get("team") or {}).get("id")
        events.append(
            Event(
                key=f"{match_id}:{team_id}:{person_key(player)}:card:{card.value}:{minute.elapsed}",
                kind=card,
                minute=minute,
                team_id=team_id,
                player=player,
                detail=str(b.get("card")),
            )
        )
    for s in raw.get("substitutions") or []:
        minute = _minute(s.get("minute"), s.get("injuryTime")) or Minute(0)
        out_p = Person.parse(s.get("playerOut"))
        team_id = (s.get("team") or {}).get("id")
        events.append(
            Event(
                key=f"{match_id}:{team_id}:{person_key(out_p)}:subst:{minute.elapsed}",
                kind=EventKind.SUBSTITUTION,
                minute=minute,
                team_id=team_id,
                player=out_p,
                assist=Person.parse(s.get("playerIn")),
            )
        )
    for i, p in enumerate(raw.get("penalties") or []):
        # Shoot-out kicks have no minute; their order is the kick number. They are never goals.
        player = Person.parse(p.get("player"))
        kind = EventKind.SHOOTOUT_SCORED if p.get("scored") else EventKind.SHOOTOUT_MISSED
        events.append(
            Event(
                key=f"{match_id}:shootout:{i + 1}:{person_key(player)}",
                kind=kind,
                minute=Minute(120, i + 1),
                team_id=(p.get("team") or {}).get("id"),
                player=player,
                comments="Penalty Shootout",
            )
        )
    return mark_officials(tuple(sorted(events, key=lambda e: (e.minute.elapsed, e.minute.extra))), coaches)


def parse_match(raw: Any) -> MatchSnapshot:
    """One v4 match object into a `MatchSnapshot`."""
    try:
        comp = raw["competition"]
        season = raw.get("season") or {}
        minute = _minute(raw.get("minute"), raw.get("injuryTime"))
        home, away = raw["homeTeam"], raw["awayTeam"]
        coaches = tuple(p for p in (Person.parse(t.get("coach")) for t in (home, away)) if p is not None)
        status = _status(raw, minute)
        score, pens, known = _score(
            raw.get("score") or {},
            in_play=status is Status.PENALTIES,
            goals=raw.get("goals"),
            started=status not in NO_SCORE_YET,
        )
        start_year = int(str(season.get("startDate") or "0")[:4] or 0)
        return MatchSnapshot(
            id=int(raw["id"]),
            competition=Competition(
                id=int(comp["id"]),
                name=str(comp.get("name") or ""),
                season=start_year,
                round=str(raw.get("stage") or "").replace("_", " ").title(),
                group=group_name(raw.get("group")),
            ),
            home=Team(int(home["id"]), str(home.get("shortName") or home.get("name") or "")),
            away=Team(int(away["id"]), str(away.get("shortName") or away.get("name") or "")),
            kickoff=datetime.fromisoformat(str(raw["utcDate"]).replace("Z", "+00:00")).astimezone(UTC),
            status=status,
            minute=minute,
            score=score,
            score_known=known,
            penalties=pens,
            half_time=_half_time(raw.get("score") or {}),
            events=parse_events(int(raw["id"]), raw, coaches),
            coaches=coaches,
            lineups=tuple(
                Lineup(
                    int(t["id"]),
                    str(t.get("formation") or ""),
                    tuple(str(p.get("name") or "") for p in t["lineup"]),
                )
                for t in (home, away)
                if t.get("lineup")
            ),
            venue=str(raw.get("venue") or ""),
            referee=next(
                (str(r.get("name")) for r in raw.get("referees") or [] if r.get("type") == "REFEREE"), ""
            ),
            time_confirmed=str(raw.get("status") or "SCHEDULED").upper() != "SCHEDULED",
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise BadPayload(f"football-data.org match could not be read ({exc!r})") from exc


def parse_standings(payload: dict[str, Any]) -> Standings:
    comp = payload["competition"]
    season = payload.get("season") or {}
    competition = Competition(
        int(comp["id"]), str(comp.get("name") or ""), int(str(season.get("startDate") or "0")[:4] or 0)
    )
    tables = []
    for block in payload.get("standings") or []:
        if str(block.get("type") or "TOTAL").upper() != "TOTAL":
            continue  # HOME and AWAY tables are optional and often missing; TOTAL is the table fans mean
        rows = tuple(
            StandingRow(
                rank=int(r["position"]),
                team=Team(int(r["team"]["id"]), str(r["team"].get("shortName") or r["team"]["name"])),
                played=int(r.get("playedGames") or 0),
                won=int(r.get("won") or 0),
                drawn=int(r.get("draw") or 0),
                lost=int(r.get("lost") or 0),
                goals_for=int(r.get("goalsFor") or 0),
                goals_against=int(r.get("goalsAgainst") or 0),
                points=int(r.get("points") or 0),
            )
            for r in block.get("table") or []
        )
        tables.append(StandingsTable(group_name(block.get("group")) or competition.name, rows))
    return Standings(competition=competition, tables=tuple(tables))


def _count(value: Any) -> int | None:
    """A figure the provider may leave out or send as null ("not said", not zero)."""
    return None if value is None else int(value)


def _scorer(rank: int, row: Any) -> Scorer:
    player = Person.parse(row.get("player"))
    team = row["team"]
    if player is None:
        raise BadPayload("scorer row without a player")
    return Scorer(
        rank=rank,
        player=player,
        team=Team(int(team["id"]), str(team.get("shortName") or team.get("name") or "")),
        goals=int(row.get("goals") or 0),
        assists=_count(row.get("assists")),
        penalties=_count(row.get("penalties")),
        played=_count(row.get("playedMatches")),
    )


def parse_scorers(payload: Any, competition_id: int = 0, season: int = 0) -> TopScorers:
    """`/competitions/{code}/scorers`, or its bare `scorers` array: rows in the provider's order (goals, then
    its own tie-breaks). `playedMatches` is missing from older answers, `assists` and `penalties` are often
    null. `scope` is the replay's own key: real answers never carry it, and then the table is the whole
    competition's."""
    if isinstance(payload, list):
        payload = {"scorers": payload}
    if not isinstance(payload, dict) or not isinstance(payload.get("scorers"), list):
        raise BadPayload("football-data.org scorers answer without a scorers list")
    comp = payload.get("competition") or {}
    start = str((payload.get("season") or {}).get("startDate") or "")[:4]
    competition = Competition(
        int(comp.get("id") or competition_id), str(comp.get("name") or ""), int(start or season)
    )
    rows = provider_http.parse_each(
        enumerate(payload["scorers"], start=1), lambda pair: _scorer(*pair), "football-data"
    )
    return TopScorers(competition=competition, rows=tuple(rows), scope=str(payload.get("scope") or ""))


# Real HTTP statuses with `{"message", "errorCode"}`. A 403 is a competition outside the plan (or a wrong
# token); a 401 is not told apart from other refused requests. A 429 says how long to wait in Retry-After when
# sent (the provider's own word), else in the counter reset, else only in its message.
STATUS_RULES = provider_http.StatusRules(
    "football-data.org",
    rate_limited="{provider} request limit reached",
    refused={
        403: "{provider} refused {path}: it is outside your plan (the free plan covers about 12 "
        "competitions, with delayed scores) or the token is wrong"
    },
    wait_headers=("retry-after", "x-requestcounter-reset"),
    wait_in_message=re.compile(r"wait (\d+) seconds", re.I),
)


class FootballDataClient:
    name = "football-data"

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.quota = Quota()

    async def _get(self, path: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        resp = await provider_http.get(self.http, "football-data.org", path, params)
        self.quota.read(resp.headers, QUOTA_HEADERS)
        provider_http.check_status(resp, STATUS_RULES, path)
        payload = provider_http.json_body(resp, "football-data.org", path)
        if not isinstance(payload, dict):
            raise BadPayload(f"football-data.org sent an unexpected shape on {path}")
        return payload

    async def _matches(self, params: dict[str, Any]) -> list[MatchSnapshot]:
        payload = await self._get("matches", params)
        return provider_http.parse_each(payload.get("matches") or [], parse_match, self.name)

    async def live(self, league_ids: Iterable[int] | None = None) -> list[MatchSnapshot]:
        params: dict[str, Any] = {"status": "LIVE"}
        ids = sorted(set(league_ids or ()))
        if ids:
            params["competitions"] = ",".join(map(str, ids))
        return await self._matches(params)

    async def fixtures(self, ids: Iterable[int]) -> list[MatchSnapshot]:
        ids = sorted(set(ids))
        if len(ids) == 1:  # one match: its own resource, which also carries the full line-ups
            return [parse_match(await self._get(f"matches/{ids[0]}"))]
        return await self._matches({"ids": ",".join(map(str, ids))}) if ids else []

    async def fixtures_on(self, day: date) -> list[MatchSnapshot]:
        # dateTo is exclusive in practice for some plans; ask for the next day and filter.
        snaps = await self._matches(
            {"dateFrom": day.isoformat(), "dateTo": (day + timedelta(days=1)).isoformat()}
        )
        return [s for s in snaps if s.kickoff.date() == day]

    async def team_matches(self, team_id: int, season: int, start: date, end: date) -> list[MatchSnapshot]:
        """One call: `teams/{id}/matches?dateFrom=&dateTo=`. The dates alone choose the matches (`season` is
        what API-Football needs)."""
        return await self._between(f"teams/{team_id}/matches", start, end)

    async def competition_matches(
        self, competition_id: int, season: int, start: date, end: date
    ) -> list[MatchSnapshot]:
        """One call: `competitions/{id}/matches?dateFrom=&dateTo=`."""
        return await self._between(f"competitions/{competition_id}/matches", start, end)

    async def _between(self, path: str, start: date, end: date) -> list[MatchSnapshot]:
        # As in fixtures_on: ask through the day after `end` (dateTo has been exclusive on some plans) and trim.
        dates = {"dateFrom": start.isoformat(), "dateTo": (end + timedelta(days=1)).isoformat()}
        payload = await self._get(path, dates)
        snaps = provider_http.parse_each(payload.get("matches") or [], parse_match, self.name)
        return kicking_off_between(snaps, start, end)

    async def standings(self, league_id: int, season: int) -> list[Standings]:
        return [parse_standings(await self._get(f"competitions/{league_id}/standings", {"season": season}))]

    async def top_scorers(self, competition_id: int, season: int, limit: int = 20) -> TopScorers:
        """One call: `competitions/{id}/scorers?season=&limit=` (goals, assists, penalties, matches played)."""
        payload = await self._get(
            f"competitions/{competition_id}/scorers", {"season": season, "limit": limit}
        )
        return parse_scorers(payload, competition_id, season)

    async def search_teams(self, text: str) -> list[Team]:
        return []  # football-data.org has no team search; the alias file and cached names cover it

    async def aclose(self) -> None:
        await self.http.aclose()
