"""The detector's goal bookkeeping for one match: what it told fans, carried from poll to poll beside the
provider's snapshot (stored in the match row's `detector` column, never sent by a provider).

Encoded by field name with a format version, like the snapshot: a field added later reads as its default
from rows written before it, and keys this code does not know are skipped. Rows stored before the version
(copied by migration 6 from inside the old snapshot JSON) are the positional, version-less shape.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from bot.providers.model import Event, EventKind, MatchSnapshot, Minute, Person

FORMAT = 1


class StandingGoal(NamedTuple):
    """A goal alert announced and still standing, with the provider row it was matched to (`event_key`; for
    a goal told from the score before its row came, the window it was scored in: see `gate.rowless_key`)."""

    team_id: int | None
    alert_key: str
    event_key: str


class RuledOutGoal(NamedTuple):
    """A goal ruled out: seen again (by its row or its scorer and minute, `signature`) it is "given after
    all", not a new goal."""

    team_id: int | None
    alert_key: str
    event_key: str
    signature: str


class ToldRow(NamedTuple):
    """A card, VAR decision or missed penalty told (or known when we joined), as its row last read. Kept in
    the book, never in the snapshot: a row the provider drops and lists again later, re-spelled, is matched
    to it and not told twice, while a row dropped for good (a card rescinded) is shown nowhere as true."""

    event_key: str
    kind: str  # an `EventKind` value
    team_id: int | None
    player_id: int | None
    player_name: str | None
    elapsed: int
    extra: int
    detail: str

    @classmethod
    def of(cls, e: Event) -> ToldRow:
        pid, name = (e.player.id, e.player.name) if e.player else (None, None)
        return cls(e.key, e.kind.value, e.team_id, pid, name, e.minute.elapsed, e.minute.extra, e.detail)

    def event(self) -> Event:
        """The row as it read, to match a new row against like any row of the answer before."""
        player = (
            Person(self.player_id, self.player_name)
            if self.player_id is not None or self.player_name
            else None
        )
        minute = Minute(self.elapsed, self.extra)
        return Event(self.event_key, EventKind(self.kind), minute, self.team_id, player, detail=self.detail)


R = TypeVar("R", StandingGoal, RuledOutGoal, ToldRow)


@dataclass(frozen=True, slots=True)
class GoalBook:
    """Every goal alert still standing; how many goals each side (home, away) has had announced in all, so a
    goal scored again after a cancellation is a new goal; the VAR rows already used to rule a goal out (never
    the reason for a second one); the goals ruled out; the other rows told (`ToldRow`); and, for a match
    joined under way, when we joined it (`joined`)."""

    announced: tuple[StandingGoal, ...] = ()
    goal_counter: tuple[int, int] = (0, 0)
    var_used: tuple[str, ...] = ()
    ruled_out: tuple[RuledOutGoal, ...] = ()
    told: tuple[ToldRow, ...] = ()
    # A match joined under way: "A/B", the clock we joined at (A) and the clock by which its score was first
    # given (B; empty while it is not). Goal rows timed by A are old goals; rows timed after A and by B were
    # scored while the score was not given (`detect._scored_unseen`). "" for a match seen before kick-off.
    joined: str = ""


@dataclass(frozen=True, slots=True)
class Tracked:
    """A match as the alerts side holds it: the snapshot we take as true (the provider's answer, with the rows
    the gate and detector hold) and the goal bookkeeping beside it."""

    snap: MatchSnapshot
    book: GoalBook = GoalBook()


def tracked(old: Tracked | MatchSnapshot | None) -> Tracked | None:
    """A snapshot on its own is a match with nothing announced for it yet (as a test or a one-off diff of two
    provider answers passes it)."""
    return Tracked(old) if isinstance(old, MatchSnapshot) else old


def book_to_json(book: GoalBook) -> str:
    return json.dumps(
        {
            "v": FORMAT,
            "announced": [a._asdict() for a in book.announced],
            "goal_counter": {"home": book.goal_counter[0], "away": book.goal_counter[1]},
            "var_used": list(book.var_used),
            "ruled_out": [r._asdict() for r in book.ruled_out],
            "told": [t._asdict() for t in book.told],
            "joined": book.joined,
        },
        ensure_ascii=False,
    )


def book_from_json(text: str) -> GoalBook:
    """ "" (a match stored without bookkeeping) is an empty book."""
    if not text:
        return GoalBook()
    d = json.loads(text)
    if "v" not in d:
        return _legacy(d)
    counter = d.get("goal_counter") or {}
    return GoalBook(
        announced=tuple(_named(StandingGoal, a) for a in d.get("announced", ())),
        goal_counter=(int(counter.get("home", 0)), int(counter.get("away", 0))),
        var_used=tuple(d.get("var_used", ())),
        ruled_out=tuple(_named(RuledOutGoal, r) for r in d.get("ruled_out", ())),
        told=tuple(_named(ToldRow, t) for t in d.get("told", ())),
        joined=str(d.get("joined", "")),
    )


def _named(cls: type[R], data: dict[str, Any]) -> R:
    """The record from the fields of `data` it knows (another writer's extra keys are skipped)."""
    return cls(**{k: v for k, v in data.items() if k in cls._fields})


def _legacy(d: dict[str, Any]) -> GoalBook:
    """The version-less shape the snapshot carried: lists of positional entries."""
    home, away = d.get("goal_counter", (0, 0))
    return GoalBook(
        announced=tuple(StandingGoal(*a) for a in d.get("announced", ())),
        goal_counter=(int(home), int(away)),
        var_used=tuple(d.get("var_used", ())),
        ruled_out=tuple(RuledOutGoal(*r) for r in d.get("ruled_out", ())),
    )
