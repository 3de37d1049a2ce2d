"""Load and check a replay scenario file (TOML): the teams, the matches and their timed events, and the
competition's calendar around them (results before the night, fixtures after it)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from importlib import resources
from pathlib import Path
from typing import Any

from bot.providers.model import Minute

BUILT_IN = "group-d-2022"


class ScenarioError(Exception):
    """A scenario file that cannot be used; the message names the file and the problem."""


def parse_minute(text: str) -> Minute:
    """ "22" -> 22', "90+5" -> 90+5'. Raises ValueError on anything else."""
    base, _, extra = str(text).strip().rstrip("'").partition("+")
    minute = Minute(int(base), int(extra) if extra else 0)
    if not 1 <= minute.elapsed <= 120 or minute.extra < 0:
        raise ValueError(text)
    return minute


@dataclass(frozen=True, slots=True)
class ScriptedEvent:
    minute: Minute
    type: str
    detail: str
    team: int
    player: str
    assist: str = ""
    comments: str = ""
    removed_at: Minute | None = None


@dataclass(frozen=True, slots=True)
class ScriptedMatch:
    id: int
    home: int
    away: int
    kickoff: datetime
    venue: str
    referee: str
    first_half_end: Minute
    full_time: Minute
    events: tuple[ScriptedEvent, ...]
    break_seconds: int

    # The replay clock: seconds after kick-off at which a match minute happens. An event "in minute 22"
    # happens at 21:30; the whistle for a period comes just before that minute ends.
    @property
    def second_half_start(self) -> float:
        return (45 + self.first_half_end.extra) * 60 + self.break_seconds

    @property
    def half_time_at(self) -> float:
        return (45 + self.first_half_end.extra) * 60

    @property
    def full_time_at(self) -> float:
        return self.offset(self.full_time) + 25

    def offset(self, minute: Minute) -> float:
        if minute.elapsed <= 45:
            return (minute.elapsed + minute.extra - 1) * 60 + 30
        return self.second_half_start + (minute.elapsed - 45 + minute.extra - 1) * 60 + 30

    def at(self, minute: Minute) -> datetime:
        return self.kickoff + timedelta(seconds=self.offset(minute))

    def visible_events(self, t: float) -> list[ScriptedEvent]:
        """The events a provider reports `t` seconds after kick-off (a goal VAR removed is gone)."""
        return [
            e
            for e in self.events
            if self.offset(e.minute) <= t and (e.removed_at is None or self.offset(e.removed_at) > t)
        ]

    def moments(self) -> list[datetime]:
        """Every instant at which something a fan would see changes, in order."""
        offsets = {0.0, self.half_time_at, self.second_half_start, self.full_time_at}
        for event in self.events:
            offsets.add(self.offset(event.minute))
            if event.removed_at:
                offsets.add(self.offset(event.removed_at))
        return sorted(self.kickoff + timedelta(seconds=o) for o in offsets)


@dataclass(frozen=True, slots=True)
class CalendarMatch:
    """A match of the competition the replay does not play minute by minute: a result before the night (its
    score, and the goals whose scorer is on record, which may be fewer than the score) or a fixture after it
    (no score: the replay never plays it)."""

    id: int
    home: int
    away: int
    kickoff: datetime
    matchday: int
    venue: str = ""
    score: tuple[int, int] | None = None
    goals: tuple[ScriptedEvent, ...] = ()
    # False: only the day is on record and the kick-off is the replay's noon. A fixture is then served as the
    # providers serve one whose time is not fixed (TBD / SCHEDULED); a result at that noon (neither provider
    # can say a played match's time is unknown).
    time_on_record: bool = True

    @property
    def is_result(self) -> bool:
        return self.score is not None


@dataclass(frozen=True, slots=True)
class GoalTally:
    """A player's goals in the matches a scenario knows (its results and the night so far)."""

    player: str
    team: int
    goals: int
    penalties: int


# A result without a recorded kick-off time is served at noon UTC: the same calendar day in every time zone
# from UTC-11 to UTC+11, so a list of results by day is right wherever it is read.
NOON = time(12, 0, tzinfo=UTC)
DEFAULT_SCORERS_SCOPE = "only the goals whose scorer the replay's record names"


@dataclass(frozen=True, slots=True)
class Scenario:
    name: str
    source: Path | str
    timezone: str
    competition: dict[str, Any]
    teams: dict[int, str]
    players: dict[str, int]
    coaches: dict[str, tuple[int, int]]
    matches: tuple[ScriptedMatch, ...]
    standings_group: str
    standings_before: tuple[tuple[int, ...], ...]
    standings_after: tuple[tuple[int, ...], ...]
    calendar: tuple[CalendarMatch, ...] = ()
    scorers_scope: str = DEFAULT_SCORERS_SCOPE

    def moments(self) -> list[datetime]:
        return sorted({m for match in self.matches for m in match.moments()})

    @property
    def start(self) -> datetime:
        return min(m.kickoff for m in self.matches) - timedelta(minutes=5)

    def table_at(self, now: datetime) -> tuple[tuple[int, ...], ...]:
        """The group table as published: the one before the night until every match has finished."""
        done = all((now - m.kickoff).total_seconds() >= m.full_time_at for m in self.matches)
        return self.standings_after if done else self.standings_before

    def shifted(self, first_kickoff: datetime) -> Scenario:
        """The same night moved in time so the first kick-off is at `first_kickoff` (mock-server, today)."""
        delta = first_kickoff - min(m.kickoff for m in self.matches)
        return replace(
            self,
            matches=tuple(replace(m, kickoff=m.kickoff + delta) for m in self.matches),
            calendar=tuple(replace(c, kickoff=c.kickoff + delta) for c in self.calendar),
        )

    def goals_on_record(self, now: datetime) -> list[GoalTally]:
        """Every player's goals in the results and, up to `now`, the night's matches (a goal VAR took away
        is gone): most goals first, then fewer penalties, then by name. Own goals credit no player."""
        goals: list[ScriptedEvent] = [g for c in self.calendar if c.is_result for g in c.goals]
        for match in self.matches:
            goals += match.visible_events((now - match.kickoff).total_seconds())
        tally: dict[tuple[str, int], list[int]] = {}
        for goal in goals:
            if goal.type != "Goal" or goal.detail in ("Own Goal", "Missed Penalty") or goal.comments:
                continue  # a shoot-out kick is a Goal row with a comment; it is no goal
            counts = tally.setdefault((goal.player, goal.team), [0, 0])
            counts[0] += 1
            counts[1] += goal.detail == "Penalty"
        rows = [GoalTally(player, team, g, p) for (player, team), (g, p) in tally.items()]
        return sorted(rows, key=lambda r: (-r.goals, r.penalties, r.player))

    def person_id(self, name: str) -> int | None:
        if name in self.players:
            return self.players[name]
        coach = self.coaches.get(name)
        return coach[0] if coach else None


def load_scenario(path: str | Path | None = None) -> Scenario:
    """Load a scenario file, or the built-in Group D night. Every problem becomes a ScenarioError."""
    source: Path | str  # what messages name: the file, or the built-in scenario
    if path is None:
        ref = resources.files("bot.providers.replay") / "scenarios" / f"{BUILT_IN}.toml"
        text, source = ref.read_text(encoding="utf-8"), f"built-in scenario {BUILT_IN}"
    else:
        file = source = Path(path)
        try:
            text = file.read_text(encoding="utf-8")
        except OSError as exc:
            raise ScenarioError(f"Scenario file {source} cannot be read: {exc.strerror or exc}.") from None
        except UnicodeDecodeError as exc:
            raise ScenarioError(
                f"Scenario file {source} is not UTF-8 text (byte {exc.object[exc.start]:#04x} at {exc.start})."
            ) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"Scenario file {source} is not valid TOML: {exc}.") from None
    try:
        return _build(data, source)
    except ScenarioError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ScenarioError(
            f"Scenario file {source} has a missing or malformed entry: {_describe(exc)}."
        ) from None


EARLIEST_KICKOFF, LATEST_KICKOFF = 1863, 2999  # from the first Laws of the Game to far enough ahead


def _check_periods(match: ScriptedMatch, source: Path | str) -> None:
    """The whistles in order and every event inside the match: the replay clock plays them in this order."""
    where = f"Scenario file {source}: match {match.id}"
    if match.first_half_end.elapsed != 45:
        raise ScenarioError(f"{where}: first_half_end must be 45 or 45+N, not {match.first_half_end}.")
    if match.full_time.elapsed not in (90, 120):
        raise ScenarioError(f"{where}: full_time must be 90, 90+N, 120 or 120+N, not {match.full_time}.")
    end = match.offset(match.full_time)
    for event in match.events:
        if match.offset(event.minute) > end:
            raise ScenarioError(
                f"{where}: an event at {event.minute} comes after full time ({match.full_time})."
            )
        if event.minute.elapsed <= 45 and event.minute.extra > match.first_half_end.extra:
            raise ScenarioError(
                f"{where}: an event at {event.minute} comes after half time ({match.first_half_end})."
            )
        if (
            event.removed_at is not None
            and not match.offset(event.minute) < match.offset(event.removed_at) <= end
        ):
            raise ScenarioError(
                f"{where}: the event at {event.minute} is removed at {event.removed_at}, "
                "which must be after it and no later than full time."
            )


def _describe(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"no {exc.args[0]!r}"
    return str(exc) or exc.__class__.__name__


def _build(data: dict[str, Any], source: Path | str) -> Scenario:
    meta = data["scenario"]
    teams = {int(k): str(v) for k, v in data["teams"].items()}
    players = {str(k): int(v) for k, v in data.get("players", {}).items()}
    coaches = {str(k): (int(v["id"]), int(v["team"])) for k, v in data.get("coaches", {}).items()}
    break_minutes = int(meta.get("half_time_break_minutes", 15))
    if not 0 <= break_minutes <= 60:
        raise ScenarioError(
            f"Scenario file {source}: half_time_break_minutes must be from 0 to 60, not {break_minutes}."
        )
    break_seconds = break_minutes * 60
    matches = []
    for raw in data["matches"]:
        match_id = raw["id"]
        for side in ("home", "away"):
            if int(raw[side]) not in teams:
                raise ScenarioError(
                    f"Scenario file {source}: match {match_id} names unknown {side} team {raw[side]}."
                )
        events = []
        for ev in raw.get("events", []):
            try:
                minute = parse_minute(ev["at"])
                removed = parse_minute(ev["removed_at"]) if ev.get("removed_at") else None
            except ValueError:
                raise ScenarioError(
                    f"Scenario file {source}: match {match_id} has an event at {ev.get('at')!r}, "
                    "which is not a minute like 22 or 90+5."
                ) from None
            if int(ev["team"]) not in (int(raw["home"]), int(raw["away"])):
                raise ScenarioError(
                    f"Scenario file {source}: match {match_id} has an event for a team not playing."
                )
            events.append(
                ScriptedEvent(
                    minute=minute,
                    type=str(ev["type"]),
                    detail=str(ev["detail"]),
                    team=int(ev["team"]),
                    player=str(ev.get("player", "")),
                    assist=str(ev.get("assist", "")),
                    comments=str(ev.get("comments", "")),
                    removed_at=removed,
                )
            )
        kickoff = datetime.fromisoformat(str(raw["kickoff"]).replace("Z", "+00:00"))
        if kickoff.tzinfo is None:
            raise ScenarioError(
                f"Scenario file {source}: match {match_id} kickoff needs a timezone (end it with Z)."
            )
        # a replay clock runs days past the last kick-off; datetime stops at the year 9999
        if not EARLIEST_KICKOFF <= kickoff.year <= LATEST_KICKOFF:
            raise ScenarioError(
                f"Scenario file {source}: match {match_id} kicks off in {kickoff.year}; "
                f"use a date from {EARLIEST_KICKOFF} to {LATEST_KICKOFF}."
            )
        match = ScriptedMatch(
            id=int(match_id),
            home=int(raw["home"]),
            away=int(raw["away"]),
            kickoff=kickoff,
            venue=str(raw.get("venue", "")),
            referee=str(raw.get("referee", "")),
            first_half_end=parse_minute(raw.get("first_half_end", "45")),
            full_time=parse_minute(raw.get("full_time", "90")),
            events=tuple(sorted(events, key=lambda e: (e.minute.elapsed, e.minute.extra))),
            break_seconds=break_seconds,
        )
        _check_periods(match, source)
        matches.append(match)
    if not matches:
        raise ScenarioError(f"Scenario file {source} has no matches.")
    calendar = _calendar(data.get("calendar", []), teams, matches, source)
    standings = data.get("standings", {})
    return Scenario(
        name=str(meta["name"]),
        source=source,
        timezone=str(meta.get("timezone", "UTC")),
        competition=dict(data["competition"]),
        teams=teams,
        players=players,
        coaches=coaches,
        matches=tuple(matches),
        standings_group=str(standings.get("group", "")),
        standings_before=tuple(tuple(int(x) for x in row) for row in standings.get("before", [])),
        standings_after=tuple(tuple(int(x) for x in row) for row in standings.get("after", [])),
        calendar=calendar,
        scorers_scope=str(data.get("scorers", {}).get("scope") or DEFAULT_SCORERS_SCOPE),
    )


def _calendar(
    raws: list[dict[str, Any]], teams: dict[int, str], night: list[ScriptedMatch], source: Path | str
) -> tuple[CalendarMatch, ...]:
    """The `[[calendar]]` entries, checked: results before the night, fixtures after it, ids of their own."""
    first = min(m.kickoff for m in night)
    last = max(m.kickoff + timedelta(seconds=m.full_time_at) for m in night)
    seen = {m.id for m in night}
    out = []
    for raw in raws:
        entry = _calendar_match(raw, teams, source)
        where = f"Scenario file {source}: calendar match {entry.id}"
        if entry.id in seen:
            raise ScenarioError(f"{where} has the id of another match; give it an id of its own.")
        seen.add(entry.id)
        if entry.is_result and entry.kickoff >= first:
            raise ScenarioError(
                f"{where} has a score but is not before the night; a result must come before it."
            )
        if not entry.is_result and entry.kickoff <= last:
            raise ScenarioError(
                f"{where} has no score but is not after the night; a fixture must come after it."
            )
        out.append(entry)
    return tuple(sorted(out, key=lambda c: (c.kickoff, c.id)))


def _calendar_match(raw: dict[str, Any], teams: dict[int, str], source: Path | str) -> CalendarMatch:
    match_id = raw["id"]
    where = f"Scenario file {source}: calendar match {match_id}"
    home, away = int(raw["home"]), int(raw["away"])
    for side, team in (("home", home), ("away", away)):
        if team not in teams:
            raise ScenarioError(f"{where} names unknown {side} team {team}.")
    kickoff, on_record = _calendar_kickoff(raw, where)
    score = _score(raw["score"], where) if "score" in raw else None
    goals = tuple(_calendar_goal(g, (home, away), where) for g in raw.get("goals", []))
    if goals and score is None:
        raise ScenarioError(f"{where} lists goals but has no score; give its score as well.")
    for team, allowed in zip((home, away), score or (), strict=False):
        listed = sum(1 for g in goals if g.team == team)
        if listed > allowed:
            raise ScenarioError(
                f"{where} lists {listed} goals for team {team} but its score gives it {allowed}."
            )
    return CalendarMatch(
        id=int(match_id),
        home=home,
        away=away,
        kickoff=kickoff,
        matchday=int(raw["matchday"]),
        venue=str(raw.get("venue", "")),
        score=score,
        goals=goals,
        time_on_record=on_record,
    )


def _calendar_kickoff(raw: dict[str, Any], where: str) -> tuple[datetime, bool]:
    """The kick-off, and whether its time is on record: a `kickoff` with a time zone, or only a `date`."""
    if ("kickoff" in raw) == ("date" in raw):
        raise ScenarioError(f"{where} needs either a kickoff (ending in Z) or a date, and not both.")
    if "date" in raw:
        day = raw["date"] if isinstance(raw["date"], date) else date.fromisoformat(str(raw["date"]))
        kickoff, on_record = datetime.combine(day, NOON), False
    else:
        kickoff, on_record = datetime.fromisoformat(str(raw["kickoff"]).replace("Z", "+00:00")), True
        if kickoff.tzinfo is None:
            raise ScenarioError(f"{where} kickoff needs a timezone (end it with Z).")
    if not EARLIEST_KICKOFF <= kickoff.year <= LATEST_KICKOFF:
        raise ScenarioError(
            f"{where} kicks off in {kickoff.year}; use a date from {EARLIEST_KICKOFF} to {LATEST_KICKOFF}."
        )
    return kickoff, on_record


def _score(text: Any, where: str) -> tuple[int, int]:
    home, sep, away = str(text).partition("-")
    if not (sep and _number(home) and _number(away)):
        raise ScenarioError(f"{where} has score {text!r}, which is not a score like 2-0.")
    return int(home), int(away)


def _number(text: str) -> bool:
    """Plain digits int() reads: "²" and "٣" are digits to str.isdigit, not to a score line."""
    text = text.strip()
    return text.isascii() and text.isdigit()


def _calendar_goal(raw: dict[str, Any], playing: tuple[int, int], where: str) -> ScriptedEvent:
    try:
        minute = parse_minute(raw["at"])
    except ValueError:
        raise ScenarioError(
            f"{where} has a goal at {raw.get('at')!r}, which is not a minute like 22 or 90+5."
        ) from None
    if int(raw["team"]) not in playing:
        raise ScenarioError(f"{where} has a goal for a team not playing.")
    detail = str(raw.get("detail", "Normal Goal"))
    if detail not in ("Normal Goal", "Penalty", "Own Goal"):
        raise ScenarioError(f"{where} has a goal of kind {detail!r}; use Normal Goal, Penalty or Own Goal.")
    return ScriptedEvent(
        minute=minute, type="Goal", detail=detail, team=int(raw["team"]), player=str(raw["player"])
    )
