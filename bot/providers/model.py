"""The one normalised model of matches, events, standings and top scorers that every provider is parsed into."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from enum import StrEnum
from typing import Any


class Status(StrEnum):
    SCHEDULED = "scheduled"
    FIRST_HALF = "1H"
    HALF_TIME = "HT"
    SECOND_HALF = "2H"
    EXTRA_TIME_BREAK = "ET-break"
    EXTRA_TIME = "ET"
    EXTRA_TIME_HALF_TIME = "BT"
    PENALTIES = "P"
    SUSPENDED = "SUSP"
    INTERRUPTED = "INT"
    FINISHED = "FT"
    FINISHED_AET = "AET"
    FINISHED_PENALTIES = "PEN"
    POSTPONED = "PST"
    CANCELLED = "CANC"
    ABANDONED = "ABD"
    AWARDED = "AWD"

    @property
    def rank(self) -> int:
        """Order along a match's life; a status never moves to a lower rank (flaps are ignored)."""
        return _RANK[self]

    @property
    def is_live(self) -> bool:
        return self in _LIVE

    @property
    def is_finished(self) -> bool:
        return self in (Status.FINISHED, Status.FINISHED_AET, Status.FINISHED_PENALTIES)

    @property
    def is_terminal(self) -> bool:
        return self.is_finished or self in (
            Status.POSTPONED,
            Status.CANCELLED,
            Status.ABANDONED,
            Status.AWARDED,
        )


_ORDER = [
    Status.SCHEDULED,
    Status.FIRST_HALF,
    Status.HALF_TIME,
    Status.SECOND_HALF,
    Status.EXTRA_TIME_BREAK,
    Status.EXTRA_TIME,
    Status.EXTRA_TIME_HALF_TIME,
    Status.PENALTIES,
    Status.FINISHED,
    Status.FINISHED_AET,
    Status.FINISHED_PENALTIES,
]
_RANK: dict[Status, int] = {s: i for i, s in enumerate(_ORDER)}
# Interruptions sit beside play, terminal states past everything.
_RANK |= {Status.SUSPENDED: 3, Status.INTERRUPTED: 3, Status.POSTPONED: 20, Status.CANCELLED: 20}
_RANK |= {Status.ABANDONED: 20, Status.AWARDED: 20}
_LIVE = {
    Status.FIRST_HALF,
    Status.HALF_TIME,
    Status.SECOND_HALF,
    Status.EXTRA_TIME_BREAK,
    Status.EXTRA_TIME,
    Status.EXTRA_TIME_HALF_TIME,
    Status.PENALTIES,
    Status.SUSPENDED,
    Status.INTERRUPTED,
}


# Statuses whose null score is no score yet (0-0 is then right): the match has not started.
NO_SCORE_YET = frozenset({Status.SCHEDULED, Status.POSTPONED, Status.CANCELLED})

_BREAKS = frozenset(
    {Status.HALF_TIME, Status.EXTRA_TIME_BREAK, Status.EXTRA_TIME_HALF_TIME, Status.PENALTIES}
)


def phase_rank(status: Status, minute: Minute | None, after: Status | None = None) -> int:
    """`status.rank`, with play suspended or interrupted ranked as the half it stopped in (by its minute), so
    play resumed in that half moves the match on, never back. Without a minute: beside the second half. Told
    `after` a break (half-time, the extra-time breaks, the shoot-out), a stop is in that break: its minute is
    the half's last, and ranked as that half it had been ignored as older than the break."""
    if status in (Status.SUSPENDED, Status.INTERRUPTED) and minute is not None:
        if minute.elapsed <= 45:
            rank = Status.FIRST_HALF.rank
        else:
            rank = Status.SECOND_HALF.rank if minute.elapsed <= 90 else Status.EXTRA_TIME.rank
        return max(rank, after.rank) if after in _BREAKS else rank
    return status.rank


@dataclass(frozen=True, slots=True, order=True)
class Minute:
    """A match minute as fans write it: `22'`, `45+4'`, `90+5'`."""

    elapsed: int
    extra: int = 0

    def __str__(self) -> str:
        return f"{self.elapsed}+{self.extra}'" if self.extra else f"{self.elapsed}'"


class EventKind(StrEnum):
    GOAL = "goal"
    OWN_GOAL = "own_goal"
    PENALTY_GOAL = "penalty_goal"
    MISSED_PENALTY = "missed_penalty"
    YELLOW = "yellow"
    SECOND_YELLOW = "second_yellow"
    RED = "red"
    SUBSTITUTION = "substitution"
    VAR = "var"
    SHOOTOUT_SCORED = "shootout_scored"
    SHOOTOUT_MISSED = "shootout_missed"

    @property
    def is_goal(self) -> bool:
        return self in (EventKind.GOAL, EventKind.OWN_GOAL, EventKind.PENALTY_GOAL)

    @property
    def is_card(self) -> bool:
        return self in (EventKind.YELLOW, EventKind.SECOND_YELLOW, EventKind.RED)


@dataclass(frozen=True, slots=True)
class Team:
    id: int
    name: str


def surname_key(name: str | None) -> str:
    """ "J. Grealish" and "Jack Grealish" -> "grealish", "Perišić" and "Perisic" -> "perisic": the part of a
    name providers spell alike."""
    if not name or not name.split():
        return "?"
    plain = unicodedata.normalize("NFKD", name.split()[-1].lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", plain) or "?"


def _given(name: str | None) -> list[str]:
    """The given names before the surname, folded ("Bruno Silva" -> ["bruno"], "B. Silva" -> ["b"])."""
    words = (name or "").split()[:-1]
    folded = (unicodedata.normalize("NFKD", w.lower()).encode("ascii", "ignore").decode() for w in words)
    return [w for w in (re.sub(r"[^a-z]", "", f) for f in folded) if w]


@dataclass(frozen=True, slots=True)
class Person:
    id: int | None
    name: str | None

    @classmethod
    def parse(cls, obj: Any) -> Person | None:
        """`{"id": .., "name": ..}` as both providers send it; None when neither is known."""
        if not isinstance(obj, dict) or (obj.get("id") is None and not obj.get("name")):
            return None
        return cls(obj.get("id"), obj.get("name"))

    @property
    def display(self) -> str:
        return self.name or "an unnamed player"

    @property
    def key(self) -> str:
        """Who this is, for keys: the provider's id, else the surname (never the full, re-spelled name)."""
        return str(self.id) if self.id is not None else "n:" + surname_key(self.name)

    def same_as(self, other: Person | None) -> bool:
        """The same player: by id when both rows carry one, else by surname ("H. Kane" is Harry Kane)."""
        if other is None:
            return False
        if self.id is not None and other.id is not None:
            return self.id == other.id
        return surname_key(self.name) == surname_key(other.name) != "?"

    def could_be(self, other: Person | None) -> bool:
        """`same_as` made strict enough to match a row against any told all match: the same id when both
        carry one; else the same surname and given names that agree ("B. Silva" and "Silva" may be Bruno
        Silva; Rafael Silva and "R. Silva" are not)."""
        if other is None:
            return False
        if self.id is not None and other.id is not None:
            return self.id == other.id
        if not self.same_as(other):
            return False
        mine, theirs = _given(self.name), _given(other.name)
        if not mine or not theirs:
            return True
        if len(mine[0]) == 1 or len(theirs[0]) == 1:  # an initial: it agrees with the name it begins
            return mine[0][0] == theirs[0][0]
        return mine == theirs


def person_key(p: Person | None) -> str:
    return p.key if p is not None else "?"


@dataclass(frozen=True, slots=True)
class Competition:
    id: int
    name: str
    season: int
    round: str = ""
    group: str = ""


@dataclass(frozen=True, slots=True)
class Event:
    """Something the provider reports inside a match. `key` is stable across polls and built from ids."""

    key: str
    kind: EventKind
    minute: Minute
    team_id: int | None
    player: Person | None = None
    assist: Person | None = None
    detail: str = ""
    comments: str = ""
    official: bool = False


def is_official_card(event: Event, coaches: tuple[Person, ...]) -> bool:
    """A card shown to a team official: providers list a coach's card like a player's, and the line-ups say
    who the coaches are. The carded person is a coach by the rule every row follows (`Person.same_as`: the id
    when both carry one, else the surname), so a player who shares a coach's surname but not his id is not."""
    return event.kind.is_card and event.player is not None and any(event.player.same_as(c) for c in coaches)


def mark_officials(events: tuple[Event, ...], coaches: tuple[Person, ...]) -> tuple[Event, ...]:
    """The events with every card shown to a coach flagged `official` (a flag once set stays): the one place
    both parsers and the detector (with coaches learned from an earlier answer) decide it."""
    if not coaches:
        return events
    return tuple(
        replace(e, official=True) if not e.official and is_official_card(e, coaches) else e for e in events
    )


@dataclass(frozen=True, slots=True)
class Lineup:
    """A team's starting eleven as announced (usually 20 to 40 minutes before kick-off)."""

    team_id: int
    formation: str
    starters: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Score:
    home: int
    away: int

    def __str__(self) -> str:
        return f"{self.home}-{self.away}"

    @property
    def total(self) -> int:
        return self.home + self.away


@dataclass(frozen=True, slots=True)
class MatchSnapshot:
    """What the provider says about one match at one poll."""

    id: int
    competition: Competition
    home: Team
    away: Team
    kickoff: datetime
    status: Status
    minute: Minute | None
    score: Score
    penalties: Score | None = None
    half_time: Score | None = None  # the score at half-time, once the provider gives it
    events: tuple[Event, ...] = ()
    coaches: tuple[Person, ...] = ()
    venue: str = ""
    referee: str = ""
    lineups: tuple[Lineup, ...] = ()
    # False while the provider has not fixed the kick-off time (API-Football "TBD", football-data.org
    # "SCHEDULED"): `kickoff` then holds a placeholder (often 00:00 UTC) on a day that may still change, an
    # instant to show or plan polls by only once confirmed. True for rows stored before the flag existed.
    time_confirmed: bool = True
    # False when the answer gives no score to trust: football-data.org during a shoot-out, whose running
    # fullTime may take in the kicks. `score` is then a placeholder; `stabilise` keeps the score known before.
    score_known: bool = True

    def team(self, team_id: int | None) -> Team | None:
        if team_id == self.home.id:
            return self.home
        if team_id == self.away.id:
            return self.away
        return None

    def opponent(self, team_id: int | None) -> Team | None:
        if team_id == self.home.id:
            return self.away
        if team_id == self.away.id:
            return self.home
        return None


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    team: Team
    played: int
    won: int
    drawn: int
    lost: int
    goals_for: int
    goals_against: int
    points: int

    @property
    def goal_difference(self) -> int:
        return self.goals_for - self.goals_against


@dataclass(frozen=True, slots=True)
class StandingsTable:
    name: str
    rows: tuple[StandingRow, ...]


@dataclass(frozen=True, slots=True)
class Standings:
    competition: Competition
    tables: tuple[StandingsTable, ...] = field(default_factory=tuple)


def kicking_off_between(snaps: Iterable[MatchSnapshot], start: date, end: date) -> list[MatchSnapshot]:
    """The matches kicking off on UTC days `start` to `end` (both included), by kick-off: the providers' date
    filters have edges of their own (a time zone, an end that may be exclusive), so an answer is trimmed to
    what was asked."""
    return sorted((s for s in snaps if start <= s.kickoff.date() <= end), key=lambda s: (s.kickoff, s.id))


@dataclass(frozen=True, slots=True)
class Scorer:
    """One row of a top-scorer table. `None` is "the provider did not say", never zero: API-Football sends
    null assists for a player without any, football-data.org null penalties, and older tables no matches."""

    rank: int  # the row's place in the provider's own order (its tie-breaks differ; equal goals may differ)
    player: Person
    team: Team
    goals: int
    assists: int | None = None
    penalties: int | None = None
    played: int | None = None


@dataclass(frozen=True, slots=True)
class TopScorers:
    """A competition's top scorers (or, `ranked_by="assists"`, its top assists) as the provider ranks them.

    `scope` says what the rows cover when it is less than the competition's whole season: empty for a real
    provider's table, filled by the replay, which knows only some matches' goals."""

    competition: Competition
    rows: tuple[Scorer, ...] = ()
    scope: str = ""
    ranked_by: str = "goals"
