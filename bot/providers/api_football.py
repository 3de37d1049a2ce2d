"""API-Football v3: parse its JSON into the normalised model, and call it over httpx.

Facts this code relies on (see PROVIDERS.md): errors arrive as HTTP 200 with a filled `errors` object;
`errors`/`parameters` are `[]` when empty; events have no ids; shootout kicks are Goal events with
comments "Penalty Shootout"; `elapsed` saturates at 45/90 with stoppage in `extra`; own goals are
credited to the team that benefits; status casing varies.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from datetime import UTC, date, datetime
from typing import Any, Literal

import httpx

from bot.providers import http as provider_http
from bot.providers.errors import (
    BadPayload,
    ProviderAuthError,
    QuotaExhausted,
    RateLimited,
    RequestRejected,
)
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

# The daily and per-minute names differ only by "requests-".
QUOTA_HEADERS = QuotaHeaders(
    day_limit="x-ratelimit-requests-limit",
    day_left="x-ratelimit-requests-remaining",
    minute_limit="x-ratelimit-limit",
    minute_left=("x-ratelimit-remaining",),
)

# "TBD" (Time To Be Defined) is scheduled with a placeholder date and time: `MatchSnapshot.time_confirmed`.
STATUS = {
    "TBD": Status.SCHEDULED,
    "NS": Status.SCHEDULED,
    "1H": Status.FIRST_HALF,
    "HT": Status.HALF_TIME,
    "2H": Status.SECOND_HALF,
    "ET": Status.EXTRA_TIME,
    "BT": Status.EXTRA_TIME_HALF_TIME,
    "P": Status.PENALTIES,
    "SUSP": Status.SUSPENDED,
    "INT": Status.INTERRUPTED,
    "FT": Status.FINISHED,
    "AET": Status.FINISHED_AET,
    "PEN": Status.FINISHED_PENALTIES,
    "PST": Status.POSTPONED,
    "CANC": Status.CANCELLED,
    "ABD": Status.ABANDONED,
    "AWD": Status.AWARDED,
    "WO": Status.AWARDED,
    # "LIVE" comes without half or minute; the monotonic status keeps whatever we knew before.
    "LIVE": Status.FIRST_HALF,
}
SHOOTOUT = "penalty shootout"
# Errors mostly come as HTTP 200 with an `errors` object (parse_envelope); a 204 is an empty answer.
STATUS_RULES = provider_http.StatusRules("API-Football", empty=frozenset({204}))


# ----------------------------------------------------------------------------------------------- parsing


def parse_envelope(payload: Any) -> list[Any]:
    """Check an API-Football envelope and return its `response` list, or raise a typed error."""
    if isinstance(payload, list):  # some endpoints were recorded as the bare response array
        return payload
    if not isinstance(payload, dict) or "response" not in payload:
        raise BadPayload("API-Football answered without a response list")
    errors = payload.get("errors") or {}
    if isinstance(errors, list):
        errors = {str(i): e for i, e in enumerate(errors)} if errors else {}
    if errors:
        keys = {k.lower() for k in errors}
        text = "; ".join(str(v) for v in errors.values())
        if "token" in keys:
            raise ProviderAuthError(f"API-Football rejected the key: {text}")
        if "requests" in keys:
            raise QuotaExhausted(f"API-Football daily quota used up: {text}")
        if "ratelimit" in keys:
            raise RateLimited(f"API-Football per-minute limit: {text}", retry_after=60.0)
        raise RequestRejected(f"API-Football refused the request: {text}")
    response = payload["response"]
    if not isinstance(response, list):
        raise BadPayload("API-Football response is not a list")
    return response


def _event_kind(etype: str, detail: str, comments: str) -> EventKind | None:
    etype, detail_l = etype.lower(), detail.lower()
    shootout = comments.lower() == SHOOTOUT
    if etype == "goal":
        if detail_l == "missed penalty":
            return EventKind.SHOOTOUT_MISSED if shootout else EventKind.MISSED_PENALTY
        if shootout:
            return EventKind.SHOOTOUT_SCORED
        if detail_l == "own goal":
            return EventKind.OWN_GOAL
        if detail_l == "penalty":
            return EventKind.PENALTY_GOAL
        return EventKind.GOAL
    if etype == "card":
        if "second yellow" in detail_l:
            return EventKind.SECOND_YELLOW
        if "red" in detail_l:
            return EventKind.RED
        if "yellow" in detail_l:
            return EventKind.YELLOW
        return None
    if etype == "subst":
        return EventKind.SUBSTITUTION
    if etype == "var":
        return EventKind.VAR
    return None


def parse_events(
    fixture_id: int, raw_events: Iterable[Any], coaches: tuple[Person, ...] = ()
) -> tuple[Event, ...]:
    """Events in match order, each with a key from ids (never names or logo URLs when an id exists)."""
    indexed = [(i, e) for i, e in enumerate(raw_events) if isinstance(e, dict)]
    indexed.sort(
        key=lambda p: (
            (p[1].get("time") or {}).get("elapsed") or 0,
            (p[1].get("time") or {}).get("extra") or 0,
            p[0],
        )
    )
    seen: Counter[str] = Counter()
    events: list[Event] = []
    for _, raw in indexed:
        detail = str(raw.get("detail") or "")
        comments = str(raw.get("comments") or "")
        kind = _event_kind(str(raw.get("type") or ""), detail, comments)
        if kind is None:
            continue
        time = raw.get("time") or {}
        minute = Minute(int(time.get("elapsed") or 0), int(time.get("extra") or 0))
        team_id = (raw.get("team") or {}).get("id")
        player = Person.parse(raw.get("player"))
        who = person_key(player)
        base = f"{fixture_id}:{team_id}:{who}:{raw.get('type', '').lower()}:{detail.lower()}:{minute.elapsed}:{minute.extra}"
        seen[base] += 1
        key = base if seen[base] == 1 else f"{base}#{seen[base]}"
        events.append(
            Event(
                key=key,
                kind=kind,
                minute=minute,
                team_id=team_id,
                player=player,
                assist=Person.parse(raw.get("assist")),
                detail=detail,
                comments=comments,
            )
        )
    return mark_officials(tuple(events), coaches)


def parse_lineups(raw: list[Any]) -> tuple[Lineup, ...]:
    """`lineups` from fixtures?id= or fixtures/lineups: only teams whose starting eleven is known."""
    out = []
    for lineup in raw:
        names = tuple(
            str((p.get("player") or {}).get("name") or "")
            for p in lineup.get("startXI") or []
            if isinstance(p, dict)
        )
        team_id = (lineup.get("team") or {}).get("id")
        if team_id is not None and any(names):
            out.append(Lineup(int(team_id), str(lineup.get("formation") or ""), names))
    return tuple(out)


def _parse_time(text: str | None, timestamp: Any) -> datetime:
    if isinstance(timestamp, int | float):
        return datetime.fromtimestamp(timestamp, tz=UTC)
    if text:
        return datetime.fromisoformat(text).astimezone(UTC)
    raise BadPayload("fixture without a date")


def _pair(node: Any) -> Score | None:
    """`{"home": 1, "away": 0}` of `score`, or None while either side is null (not reached yet)."""
    if not isinstance(node, dict) or node.get("home") is None or node.get("away") is None:
        return None
    return Score(int(node["home"]), int(node["away"]))


def parse_fixture(obj: Any) -> MatchSnapshot:
    """One fixture object (live, by id, or scheduled) into a `MatchSnapshot`."""
    try:
        fixture, league, teams = obj["fixture"], obj["league"], obj["teams"]
        status_obj = fixture.get("status") or {}
        short = str(status_obj.get("short") or "NS").upper()
        status = STATUS.get(short, Status.SCHEDULED)
        elapsed = status_obj.get("elapsed")
        minute = Minute(int(elapsed), int(status_obj.get("extra") or 0)) if elapsed is not None else None
        goals = obj.get("goals") or {}
        score = Score(int(goals.get("home") or 0), int(goals.get("away") or 0))
        # `goals` null once the match is under way (or decided) is a score not known, not 0-0.
        known = (goals.get("home") is not None and goals.get("away") is not None) or status in NO_SCORE_YET
        penalties, half_time = (_pair((obj.get("score") or {}).get(part)) for part in ("penalty", "halftime"))
        coaches = tuple(
            p
            for p in (Person.parse(lineup.get("coach")) for lineup in obj.get("lineups") or [])
            if p is not None
        )
        lineups = parse_lineups(obj.get("lineups") or [])
        round_name = str(league.get("round") or "")
        return MatchSnapshot(
            id=int(fixture["id"]),
            competition=Competition(
                id=int(league["id"]),
                name=str(league.get("name") or ""),
                season=int(league.get("season") or 0),
                round=round_name,
                group=str(obj.get("group") or ""),
            ),
            home=Team(int(teams["home"]["id"]), str(teams["home"]["name"])),
            away=Team(int(teams["away"]["id"]), str(teams["away"]["name"])),
            kickoff=_parse_time(fixture.get("date"), fixture.get("timestamp")),
            status=status,
            minute=minute,
            score=score,
            score_known=known,
            penalties=penalties,
            half_time=half_time,
            events=parse_events(int(fixture["id"]), obj.get("events") or [], coaches),
            coaches=coaches,
            lineups=lineups,
            venue=str((fixture.get("venue") or {}).get("name") or ""),
            referee=str(fixture.get("referee") or ""),
            time_confirmed=short != "TBD",
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise BadPayload(f"API-Football fixture could not be read ({exc!r})") from exc


def parse_standings(response: list[Any]) -> list[Standings]:
    """`standings` is a list of lists: one inner list per table or group."""
    out: list[Standings] = []
    for item in response:
        league = item.get("league") or {}
        comp = Competition(int(league["id"]), str(league.get("name") or ""), int(league.get("season") or 0))
        tables = []
        for group in league.get("standings") or []:
            rows = []
            for row in group:
                total = row.get("all") or {}
                gl = total.get("goals") or {}
                rows.append(
                    StandingRow(
                        rank=int(row["rank"]),
                        team=Team(int(row["team"]["id"]), str(row["team"]["name"])),
                        played=int(total.get("played") or 0),
                        won=int(total.get("win") or 0),
                        drawn=int(total.get("draw") or 0),
                        lost=int(total.get("lose") or 0),
                        goals_for=int(gl.get("for") or 0),
                        goals_against=int(gl.get("against") or 0),
                        points=int(row.get("points") or 0),
                    )
                )
            name = str(group[0].get("group") or comp.name) if group else comp.name
            tables.append(StandingsTable(name=name, rows=tuple(sorted(rows, key=lambda r: r.rank))))
        out.append(Standings(competition=comp, tables=tuple(tables)))
    return out


def _known_sum(values: Iterable[Any]) -> int | None:
    """The sum of the numbers the provider gave, or None when it gave none (null is "not said", not 0)."""
    known = [int(v) for v in values if v is not None]
    return sum(known) if known else None


def _scorer(rank: int, item: Any, league_id: int) -> Scorer:
    """One `players/topscorers` (or `topassists`) row. A player who changed clubs within the competition has
    one `statistics` entry per club: the figures are summed, the club is the first entry's."""
    entries = [s for s in item.get("statistics") or [] if isinstance(s, dict)]
    mine = [s for s in entries if (s.get("league") or {}).get("id") == league_id] or entries
    if not mine:
        raise BadPayload("top scorer row without statistics")
    player = Person.parse(item.get("player"))
    team = mine[0].get("team") or {}
    if player is None:
        raise BadPayload("top scorer row without a player")
    return Scorer(
        rank=rank,
        player=player,
        team=Team(int(team["id"]), str(team.get("name") or "")),
        goals=_known_sum((s.get("goals") or {}).get("total") for s in mine) or 0,
        assists=_known_sum((s.get("goals") or {}).get("assists") for s in mine),
        penalties=_known_sum((s.get("penalty") or {}).get("scored") for s in mine),
        played=_known_sum((s.get("games") or {}).get("appearences") for s in mine),  # the API's spelling
    )


def parse_top_scorers(
    payload: Any, league_id: int, season: int, ranked_by: Literal["goals", "assists"] = "goals"
) -> TopScorers:
    """A `players/topscorers` or `players/topassists` answer (at most 20 rows, in the API's order). An
    unreadable row is skipped; the others keep their place. `scope` is the replay's own key: real answers
    never carry it, and then the table is the whole competition's."""
    response = parse_envelope(payload)
    rows = provider_http.parse_each(
        enumerate(response, start=1), lambda pair: _scorer(pair[0], pair[1], league_id), "api-football"
    )
    league = next(
        (
            s.get("league") or {}
            for item in response
            if isinstance(item, dict)
            for s in item.get("statistics") or []
            if isinstance(s, dict) and (s.get("league") or {}).get("id") == league_id
        ),
        {},
    )
    competition = Competition(league_id, str(league.get("name") or ""), int(league.get("season") or season))
    scope = str(payload.get("scope") or "") if isinstance(payload, dict) else ""
    return TopScorers(competition=competition, rows=tuple(rows), scope=scope, ranked_by=ranked_by)


# ----------------------------------------------------------------------------------------------- client


class ApiFootballClient:
    """Async client. One `live()` call returns every live match with its events."""

    name = "api-football"

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.quota = Quota()
        self._fixture = provider_http.ParsedOnce(parse_fixture, lambda item: item["fixture"]["id"])

    async def _body(self, path: str, params: dict[str, Any]) -> Any:
        """The decoded answer to one GET (the quota read, HTTP errors raised), or None for an empty one."""
        resp = await provider_http.get(self.http, "API-Football", path, params)
        self.quota.read(resp.headers, QUOTA_HEADERS)
        if provider_http.check_status(resp, STATUS_RULES, path):
            return None
        return provider_http.json_body(resp, "API-Football", path)

    async def _get(self, path: str, params: dict[str, Any]) -> list[Any]:
        body = await self._body(path, params)
        return [] if body is None else parse_envelope(body)

    async def live(self, league_ids: Iterable[int] | None = None) -> list[MatchSnapshot]:
        ids = sorted(set(league_ids or ()))
        live = "-".join(str(i) for i in ids) if ids else "all"
        return provider_http.parse_each(await self._get("fixtures", {"live": live}), self._fixture, self.name)

    async def fixtures(self, ids: Iterable[int]) -> list[MatchSnapshot]:
        ids = sorted(set(ids))
        out: list[MatchSnapshot] = []
        for start in range(0, len(ids), 20):  # the API takes at most 20 ids per call
            chunk = ids[start : start + 20]
            params = {"id": chunk[0]} if len(chunk) == 1 else {"ids": "-".join(map(str, chunk))}
            out.extend(
                provider_http.parse_each(await self._get("fixtures", params), parse_fixture, self.name)
            )
        return out

    async def fixtures_on(self, day: date) -> list[MatchSnapshot]:
        answer = await self._get("fixtures", {"date": day.isoformat()})
        return provider_http.parse_each(answer, parse_fixture, self.name)

    async def team_matches(self, team_id: int, season: int, start: date, end: date) -> list[MatchSnapshot]:
        """One call: `fixtures?team=&season=&from=&to=` (the API wants the season with a date range)."""
        return await self._between({"team": team_id, "season": season}, start, end)

    async def competition_matches(
        self, competition_id: int, season: int, start: date, end: date
    ) -> list[MatchSnapshot]:
        """One call: `fixtures?league=&season=&from=&to=`."""
        return await self._between({"league": competition_id, "season": season}, start, end)

    async def _between(self, params: dict[str, Any], start: date, end: date) -> list[MatchSnapshot]:
        dates = {"from": start.isoformat(), "to": end.isoformat()}
        answer = await self._get("fixtures", params | dates)
        return kicking_off_between(provider_http.parse_each(answer, parse_fixture, self.name), start, end)

    async def standings(self, league_id: int, season: int) -> list[Standings]:
        return parse_standings(await self._get("standings", {"league": league_id, "season": season}))

    async def top_scorers(self, competition_id: int, season: int, limit: int = 20) -> TopScorers:
        """One call: `players/topscorers?league=&season=` (the API's 20 best; assists are each row's own)."""
        return await self._table("players/topscorers", competition_id, season, limit, "goals")

    async def top_assists(self, competition_id: int, season: int, limit: int = 20) -> TopScorers:
        """One call: `players/topassists?league=&season=`. API-Football only: football-data.org ranks by goals."""
        return await self._table("players/topassists", competition_id, season, limit, "assists")

    async def _table(
        self, path: str, league_id: int, season: int, limit: int, ranked_by: Literal["goals", "assists"]
    ) -> TopScorers:
        body = await self._body(path, {"league": league_id, "season": season})
        table = parse_top_scorers([] if body is None else body, league_id, season, ranked_by)
        return TopScorers(table.competition, table.rows[: max(0, limit)], table.scope, table.ranked_by)

    async def search_teams(self, text: str) -> list[Team]:
        response = await self._get("teams", {"search": text})
        return provider_http.parse_each(
            response, lambda t: Team(int(t["team"]["id"]), str(t["team"]["name"])), self.name
        )

    async def aclose(self) -> None:
        await self.http.aclose()
