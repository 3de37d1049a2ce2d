"""The working state of one detection (`Diff`: the answer, the stored match, the alerts so far and the goal book
being updated), and the small readings both its goal part (`detect.py`) and its row part (`rows.py`) use."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.alerts.joined import joined_window
from bot.alerts.model import Alert, AlertKind
from bot.alerts.state import RuledOutGoal, StandingGoal, Tracked
from bot.providers.model import MatchSnapshot, Minute

_VAR_TOPICS = (("offside", "offside"), ("handball", "handball"), ("penalty", "penalty-kick"), ("card", "var"))


def var_topic(detail: str) -> str:
    detail = detail.lower()
    return next((topic for word, topic in _VAR_TOPICS if word in detail), "var")


def minutes_apart(a: Minute, b: Minute) -> int:
    return abs((a.elapsed + a.extra) - (b.elapsed + b.extra))


@dataclass
class Diff:
    """Working state of one detection: the alerts so far and the goal bookkeeping being updated."""

    new: MatchSnapshot
    old: Tracked  # the stored snapshot (`base`) and the goal book as it stood before this answer
    announced: list[StandingGoal]
    counter: list[int]
    var_used: list[str]
    ruled_out: list[RuledOutGoal]
    timed: list[tuple[Minute, int, Alert]] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    first_known: bool = False  # the first answer whose score is known, of a match joined without one

    @property
    def joined(self) -> tuple[Minute, Minute] | None:
        """For a match joined under way: the clock we joined at, and the clock by which its score was first
        given (all of the match while it is not)."""
        return joined_window(self.old.book)

    @property
    def base(self) -> MatchSnapshot:
        return self.old.snap

    def alert(self, kind: AlertKind, key: str, **fields: Any) -> Alert:
        return Alert.for_match(self.new, f"{self.new.id}:{key}", kind, **fields)

    def add(self, minute: Minute | None, order: int, alert: Alert) -> None:
        self.timed.append((minute or self.new.minute or Minute(0), order, alert))
