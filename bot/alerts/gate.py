"""The gate between a provider's answer and the detector: only answers that move a match forward and make
sense are diffed, and a goal is taken back only on evidence newer than the goal.

Real providers serve stale answers (a cache or a lagging replica), drop a goal row for one poll, and now and
then send nonsense. Each of those, read naively, becomes an untrue alert ("NO GOAL" for a goal that stands).
The gate keeps the detector pure: it hands it either the provider's answer, a held version of it (the
doubtful part replaced by what we already know), or nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from bot.providers.model import Event, EventKind, MatchSnapshot, Minute, Score

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True, order=True)
class Progress:
    """How far along its life a snapshot says a match is. Answers are accepted only in this order."""

    rank: int
    elapsed: int
    extra: int
    events: int


def progress(snap: MatchSnapshot) -> Progress:
    minute = snap.minute or Minute(0)
    return Progress(snap.status.rank, minute.elapsed, minute.extra, len(snap.events))


def match_time(snap: MatchSnapshot) -> tuple[int, int, int]:
    """Progress without the event count: has the match clock moved?"""
    p = progress(snap)
    return p.rank, p.elapsed, p.extra


def is_goal_ruled_out(event: Event) -> bool:
    d = event.detail.lower()
    return event.kind is EventKind.VAR and "goal" in d and ("cancel" in d or "disallow" in d)


def nonsense(snap: MatchSnapshot) -> str:
    """Why a snapshot cannot be true ("" when it can): numbers no match ever has."""
    numbers = [snap.score.home, snap.score.away]
    if snap.penalties:
        numbers += [snap.penalties.home, snap.penalties.away]
    if any(n < 0 for n in numbers):
        return f"a negative score ({snap.score})"
    if snap.minute and (snap.minute.elapsed < 0 or snap.minute.extra < 0 or snap.minute.elapsed > 150):
        return f"an impossible minute ({snap.minute.elapsed}+{snap.minute.extra})"
    if any(e.minute.elapsed < 0 or e.minute.extra < 0 for e in snap.events):
        return "an event with a negative minute"
    return ""


@dataclass(frozen=True, slots=True)
class GateSettings:
    confirm_polls: int = 2  # forward polls a score drop with no VAR row must persist for before it counts
    max_jump: int = 2  # more goals than this for one side in one poll, with no goal rows, is held
    alert_budget: int = 12  # more alerts than this from one poll of one match is a runaway, not football
    runaway_polls: int = 3  # after this many runaway polls in a row the answer becomes the quiet baseline


def var_evidence(old: MatchSnapshot, new: MatchSnapshot, team_id: int) -> list[Event]:
    """VAR rows in `new` that rule out a goal of `team_id`, newer than the goals they could undo.

    A row counts only if it was not in the stored snapshot, was not used for an earlier cancellation, names
    the team, comes no earlier than the latest standing goal of that team, and names that goal's scorer
    when it names anyone.
    """
    seen = {e.key for e in old.events} | set(old.var_used)
    standing = {key for tid, _, key in old.announced if tid == team_id and key}
    goals = [e for e in old.events if e.key in standing and e.kind.is_goal]
    latest = max((g.minute for g in goals), default=Minute(0))
    scorers = {g.player.key for g in goals if g.player}
    out = []
    for e in new.events:
        if not is_goal_ruled_out(e) or e.key in seen or e.team_id != team_id or e.minute < latest:
            continue
        if e.player is not None and scorers and e.player.key not in scorers:
            continue
        out.append(e)
    return out


@dataclass
class TruthGate:
    """Per-match memory of doubtful answers; one per watcher. Pure apart from its own state and logging."""

    settings: GateSettings = field(default_factory=GateSettings)
    warn_once: Callable[[str, str], None] = lambda key, message: log.warning("%s", message)
    _drops: dict[tuple[int, int], list[tuple[int, int, int]]] = field(default_factory=dict)
    _jumps: dict[int, Score] = field(default_factory=dict)
    _runaways: dict[int, int] = field(default_factory=dict)

    def admit(self, old: MatchSnapshot | None, new: MatchSnapshot) -> MatchSnapshot | None:
        """The snapshot to diff against `old`, or None to ignore this answer for this match."""
        why = nonsense(new)
        if why:
            self.warn_once(f"nonsense:{new.id}:{why}", f"match {new.id}: ignored an answer with {why}")
            return None
        if old is None:
            return new
        if progress(new) < progress(old):
            self.warn_once(
                f"stale:{new.id}",
                f"match {new.id}: ignored an answer older than the one we have "
                f"({new.status.value} {new.minute or '-'} after {old.status.value} {old.minute or '-'})",
            )
            return None
        if not self._jump_confirmed(old, new):
            return None
        for index, team in enumerate((new.home, new.away)):
            new = self._gate_drop(old, new, index, team.id)
        return new

    def _jump_confirmed(self, old: MatchSnapshot, new: MatchSnapshot) -> bool:
        """A jump of more than `max_jump` goals for a side with no goal rows to show for it waits one poll."""
        rows = {e.key for e in old.events}
        suspicious = False
        for side, team in (("home", new.home), ("away", new.away)):
            jump = getattr(new.score, side) - getattr(old.score, side)
            fresh_goals = sum(1 for e in new.events if e.kind.is_goal and e.team_id == team.id and e.key not in rows)
            suspicious |= jump > self.settings.max_jump and fresh_goals < jump
        if not suspicious:
            self._jumps.pop(new.id, None)
            return True
        held = self._jumps.get(new.id)
        if held is not None and new.score.home >= held.home and new.score.away >= held.away:
            self._jumps.pop(new.id, None)
            return True  # seen twice: it is what the provider believes
        self._jumps[new.id] = new.score
        self.warn_once(
            f"jump:{new.id}:{new.score}",
            f"match {new.id}: held a score jump {old.score} -> {new.score} with no goal rows until it is seen again",
        )
        return False

    def _gate_drop(self, old: MatchSnapshot, new: MatchSnapshot, index: int, team_id: int) -> MatchSnapshot:
        side = "home" if index == 0 else "away"
        before, after = getattr(old.score, side), getattr(new.score, side)
        key = (new.id, index)
        if after >= before:
            self._drops.pop(key, None)
            return new
        if len(var_evidence(old, new, team_id)) >= before - after:
            self._drops.pop(key, None)
            return new
        seen = self._drops.setdefault(key, [])
        now = match_time(new)
        if now > (seen[-1] if seen else match_time(old)):
            seen.append(now)
        if len(seen) >= self.settings.confirm_polls:
            self._drops.pop(key, None)
            return new  # the drop persisted while the match moved on: the goal no longer counts
        # Hold: the score and goal rows we already have stand until the drop is confirmed.
        gone = tuple(
            e for e in old.events if e.kind.is_goal and e.team_id == team_id and e.key not in {x.key for x in new.events}
        )
        return replace(new, score=replace(new.score, **{side: before}), events=new.events + gone)

    def within_budget(self, match_id: int, alerts: int) -> bool | None:
        """True to announce, False to drop this answer, None to adopt it silently as the new baseline."""
        if alerts <= self.settings.alert_budget:
            self._runaways.pop(match_id, None)
            return True
        self._runaways[match_id] = self._runaways.get(match_id, 0) + 1
        self.warn_once(
            f"budget:{match_id}", f"match {match_id}: one answer would make {alerts} alerts; not announced"
        )
        if self._runaways[match_id] >= self.settings.runaway_polls:
            self._runaways.pop(match_id, None)
            return None
        return False
