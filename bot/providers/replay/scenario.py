"""Load and check a replay scenario file (TOML): the teams, the matches and their timed events."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
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
        return replace(self, matches=tuple(replace(m, kickoff=m.kickoff + delta) for m in self.matches))

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
            raise ScenarioError(f"{where}: an event at {event.minute} comes after full time ({match.full_time}).")
        if event.minute.elapsed <= 45 and event.minute.extra > match.first_half_end.extra:
            raise ScenarioError(
                f"{where}: an event at {event.minute} comes after half time ({match.first_half_end})."
            )
        if event.removed_at is not None and not match.offset(event.minute) < match.offset(event.removed_at) <= end:
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
        raise ScenarioError(f"Scenario file {source}: half_time_break_minutes must be from 0 to 60, not {break_minutes}.")
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
        match = (
            ScriptedMatch(
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
        )
        _check_periods(match, source)
        matches.append(match)
    if not matches:
        raise ScenarioError(f"Scenario file {source} has no matches.")
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
    )
