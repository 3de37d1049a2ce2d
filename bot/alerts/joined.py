"""A match the bot joins under way (a restart, a late follow, or first seen with no score given): what is
old news and what is news.

The goal book remembers when we joined (`GoalBook.joined`): goal rows timed before that minute are old goals,
known and never told nor taken for a later goal; for a match whose score was not given when we joined, rows
timed after it and by the answer that first gives the score are goals scored meanwhile, which the detector
tells (`detect._scored_unseen`). Pure functions over the stored match and the provider's answer.
"""

from __future__ import annotations

from dataclasses import replace

from bot.alerts.gate import is_goal_ruled_out, respelled, rowless_key
from bot.alerts.state import GoalBook, StandingGoal, Tracked
from bot.providers.model import MatchSnapshot, Minute, Status

# The latest minute a row of what a match seen in a break has played can be timed at (its added time too).
_HALF_ENDS = {
    Status.HALF_TIME: 45,
    Status.EXTRA_TIME_BREAK: 90,
    Status.EXTRA_TIME_HALF_TIME: 105,
    Status.PENALTIES: 120,
}
_ALL_OF_IT = Minute(999)


def played_by(snap: MatchSnapshot) -> Minute:
    """How far the match `snap` shows has been played: its clock, the end of the half before a break, all of
    it once over (or when the answer gives no clock: nothing then is known to be later)."""
    if snap.status in _HALF_ENDS:  # (a clock past the break's half is the provider's: its status flapped)
        return max(Minute(_HALF_ENDS[snap.status], 99), snap.minute or Minute(0))
    if snap.status.is_terminal or snap.minute is None:
        return _ALL_OF_IT
    return snap.minute


def clock_text(m: Minute) -> str:
    """A clock as `GoalBook.joined` keeps it: "45+99"."""
    return f"{m.elapsed}+{m.extra}"


def joined_window(book: GoalBook) -> tuple[Minute, Minute] | None:
    """When we joined the match and when its score was first given (all of the match while it is not); None
    for a match seen before kick-off."""
    if not book.joined:
        return None
    at, _, known = book.joined.partition("/")
    read = [Minute(*(int(x) for x in part.split("+"))) for part in (at, known) if part]
    return read[0], read[1] if len(read) > 1 else _ALL_OF_IT


def score_first_given(start: Tracked, new: MatchSnapshot) -> Tracked:
    """The score stored was not known (we joined the match under way with none given, or in a
    football-data.org shoot-out): the first known one is the baseline, no goals told or ruled out from a
    placeholder. The goals scored since we joined are told from their rows (`detect._scored_unseen`); the
    gap they were scored in closes at this answer (a goal row listed in it was scored by then, whatever its
    clock)."""
    given_by = max([played_by(new), *(e.minute for e in new.events if e.kind.is_goal)])
    joined = start.book.joined + (clock_text(given_by) if start.book.joined.endswith("/") else "")
    # An old goal whose row went while the score was not given may have been ruled out unseen: only the old
    # goals still listed (or listed re-spelled) are known to be in the score.
    rows = {e.key: e for e in start.snap.events}
    goals = [e for e in new.events if e.kind.is_goal]
    held = tuple(
        a
        for a in start.book.announced
        if ":baseline:" not in a.alert_key
        or a.event_key in {e.key for e in goals}
        or (a.event_key in rows and respelled([rows[a.event_key]], goals))
    )
    # The VAR rulings listed by now were about goals before it: none rules out a goal told from now on.
    ruled = tuple(e.key for e in new.events if is_goal_ruled_out(e) and e.key not in start.book.var_used)
    return Tracked(
        replace(start.snap, score=new.score, score_known=True),
        replace(start.book, joined=joined, announced=held, var_used=start.book.var_used + ruled),
    )


def old_goals_known(start: Tracked, new: MatchSnapshot) -> Tracked:
    """A match joined under way: goal rows timed before the minute we joined at are goals of before, known
    like those listed when we joined (listed late, or re-typed), never told nor taken for a later goal. A row
    of that very minute may be a goal scored just after we looked: left to the score."""
    joined = joined_window(start.book)
    assert joined is not None
    claimed = {a.event_key for a in start.book.announced} | {r.event_key for r in start.book.ruled_out}
    listed = {e.key for e in new.events}
    rows = [e for e in new.events if e.kind.is_goal and e.minute < joined[0] and e.key not in claimed]
    relisted = [e for e in start.snap.events if e.key in claimed and e.key not in listed]
    same = respelled(relisted, rows)  # a known goal's row re-spelled is the same goal (`_corrections`)
    old = [StandingGoal(e.team_id, f"{new.id}:baseline:{e.key}", e.key) for e in rows if e.key not in same]
    if not old:
        return start
    held = list(start.book.announced)
    for goal in old:  # a goal the first score counted unnamed was this one
        unnamed = next((a for a in held if is_unnamed(a) and a.team_id == goal.team_id), None)
        if unnamed is not None:
            held.remove(unnamed)
    return replace(start, book=replace(start.book, announced=tuple(held + old)))


def unnamed_goals(match_id: int, team_id: int, count: int, known: Minute) -> list[StandingGoal]:
    """`count` goals the first score given counts for a side that no row names: held in the book, never
    announced (old or new is not known); a row that names one later, or a VAR ruling, finds it by its window
    (`gate.rowless_key`: the match up to the answer that gave the score)."""
    window = rowless_key(Minute(0), known)
    return [StandingGoal(team_id, f"{match_id}:baseline:unnamed:{team_id}:{n}", window) for n in range(count)]


def is_unnamed(goal: StandingGoal) -> bool:
    """A goal held by `unnamed_goals`."""
    return ":baseline:unnamed:" in goal.alert_key
