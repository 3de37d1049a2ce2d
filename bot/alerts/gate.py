"""The gate between a provider's answer and the detector: only answers that move a match forward and make
sense are diffed, and a goal is taken back only on evidence newer than the goal.

Real providers serve stale answers (a cache or a lagging replica), drop a goal row for one poll, and now and
then send nonsense. Each of those, read naively, becomes an untrue alert ("NO GOAL" for a goal that stands).
The gate keeps the detector pure: it hands it either the provider's answer, a held version of it (the
doubtful part replaced by what we already know), or nothing.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from bot.alerts.model import Alert, AlertKind
from bot.alerts.state import Tracked
from bot.providers.model import Event, EventKind, MatchSnapshot, Minute, Score, Status, phase_rank

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True, order=True)
class Progress:
    """How far along its life a snapshot says a match is. Answers are accepted only in this order."""

    rank: int
    elapsed: int
    extra: int
    events: int


def progress(snap: MatchSnapshot, after: Status | None = None) -> Progress:
    """`after`: the status the match was last seen in (a stop told in a break is in that break)."""
    minute = snap.minute or Minute(0)
    return Progress(
        phase_rank(snap.status, snap.minute, after), minute.elapsed, minute.extra, len(snap.events)
    )


def match_time(snap: MatchSnapshot, after: Status | None = None) -> tuple[int, int, int]:
    """Progress without the event count: has the match clock moved?"""
    p = progress(snap, after)
    return p.rank, p.elapsed, p.extra


def is_goal_ruled_out(event: Event) -> bool:
    d = event.detail.lower()
    return event.kind is EventKind.VAR and "goal" in d and ("cancel" in d or "disallow" in d)


def is_card_cancelled(event: Event) -> bool:
    """A VAR row taking a red card back: "Red card cancelled" (API-Football's list), "Card cancelled" (seen)."""
    d = event.detail.lower()
    return event.kind is EventKind.VAR and "card" in d and "cancel" in d


# A goal told from the score before its row came is announced with no event key; instead its slot holds the
# window it was scored in: after the clock of the answer before (`since`), by the clock of the answer that
# counted it. A row or VAR ruling can belong to it only if its minute fits. ("" is a window not known: a
# snapshot stored before windows were kept.)
_ROWLESS = "@"


def rowless_key(since: Minute | None, counted: Minute | None) -> str:
    a, b = since or Minute(0), counted or Minute(0)
    return f"{_ROWLESS}{a.elapsed}+{a.extra}/{b.elapsed}+{b.extra}"


def is_rowless(event_key: str) -> bool:
    return not event_key or event_key.startswith(_ROWLESS)


def _window(event_key: str) -> tuple[Minute, Minute]:
    """A rowless goal's window (the whole match when not known)."""
    if not event_key.startswith(_ROWLESS):
        return Minute(0), Minute(999)
    since, _, counted = event_key[1:].partition("/")
    low, high = (Minute(*(int(x) for x in part.split("+"))) for part in (since, counted))
    return low, high


def fits_window(event_key: str, minute: Minute) -> bool:
    """Could a goal told without its row (`event_key` its window) have been scored at `minute`? Added time
    counts: a 90+5 row is not the goal the score counted at 90+0."""
    low, high = _window(event_key)
    return is_rowless(event_key) and low.elapsed <= minute.elapsed and minute <= high


def scored_by(event_key: str, minute: Minute) -> bool:
    """Could a goal told without its row have been scored by `minute` (a VAR ruling comes at or after its
    goal, sometimes minutes later)?"""
    return is_rowless(event_key) and _window(event_key)[0].elapsed <= minute.elapsed


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


def second_half_plausible(new: MatchSnapshot) -> bool:
    """Can `new`, a second-half answer after a first-half one, be the second half? Only past 45' (or with no
    minute), or when it gives the half-time score."""
    return new.minute is None or new.minute.elapsed > 45 or new.half_time is not None


def _second_half_too_soon(old: MatchSnapshot, new: MatchSnapshot) -> bool:
    was = phase_rank(old.status, old.minute)
    return (
        new.status is Status.SECOND_HALF
        and Status.SCHEDULED.rank < was < Status.HALF_TIME.rank
        and not second_half_plausible(new)
    )


@dataclass(frozen=True, slots=True)
class GateSettings:
    confirm_polls: int = 2  # forward polls a score drop with no VAR row must persist for before it counts
    max_jump: int = 2  # more goals than this for one side in one poll, with no goal rows, is held
    alert_budget: int = 12  # more alerts than this from one poll of one match is a runaway, not football
    runaway_polls: int = 3  # after this many runaway polls in a row the answer becomes the quiet baseline
    # After full time the clock stands still, so a drop must also last this long (a cache can serve the same
    # wrong final answer twice in a row); real corrections after the whistle are rare and never urgent.
    full_time_confirm_seconds: float = 120.0
    # A match over whose score was never given: its end waits this long for the result (asked for by id),
    # so full time is told with it, after the goals it shows; then it is told without one.
    result_wait_seconds: float = 1800.0


def var_evidence(old: Tracked, new: MatchSnapshot, team_id: int) -> list[Event]:
    """VAR rows in `new` that rule out a goal of `team_id`, newer than the goals they could undo (`old`: the
    stored snapshot with the goal book beside it).

    A row counts only if it was not used for an earlier cancellation, names the team, and, when it names a
    player, names the scorer of a standing goal (by id, else by surname: a VAR row may spell him "H. Kane")
    scored no later than the row; or the team has a standing goal whose scorer we never learned (told from
    the score before its row came) scored by the row's minute.
    """
    # Not "absent from the stored snapshot": a ruling whose score change the provider had not yet shown was
    # stored unused, and must still count when the score catches up. Used rows never count twice, and the
    # minute checks below keep an older row from explaining a later goal.
    seen = set(old.book.var_used)
    standing = [a for a in old.book.announced if a.team_id == team_id]
    by_key = {e.key: e for e in old.snap.events}
    listed = {e.key for e in new.events}
    # A used ruling whose row is no longer listed as it was may be listed re-spelled (a second ruling with the
    # same words, minute and player, listed beside it, is a new one).
    used = [by_key[key] for key in seen if key in by_key and key not in listed]
    goals = [by_key[a.event_key] for a in standing if a.event_key in by_key]
    windows = [a.event_key for a in standing if is_rowless(a.event_key)]
    latest = max((g.minute for g in goals), default=Minute(0))
    out = []
    for e in new.events:
        if not is_goal_ruled_out(e) or e.key in seen or e.team_id != team_id:
            continue
        if any(same_ruling(e, u) for u in used):  # a used ruling re-spelled ("M. Ugarte") is not a new one
            continue
        # A ruling comes during or after its goal's minute: it may undo a rowless goal scored by then.
        unnamed = any(scored_by(w, e.minute) for w in windows)
        if e.player is not None and (e.player.id is not None or e.player.name):
            if not unnamed and not any(e.player.same_as(g.player) and g.minute <= e.minute for g in goals):
                continue
        elif e.minute < latest and not unnamed:
            continue
        out.append(e)
    return out


def same_ruling(a: Event, b: Event) -> bool:
    """Two VAR rows for one decision: the same team, minute and wording, and the same player (or none)."""
    same_player = a.player.same_as(b.player) if a.player and b.player else a.player is b.player is None
    return (
        a.team_id == b.team_id
        and a.minute == b.minute
        and a.detail.lower() == b.detail.lower()
        and same_player
    )


def respelled(gone: list[Event], fresh: list[Event]) -> set[str]:
    """Keys of rows listed again under another spelling ("S. Heung-min", no id): the same goal, so neither
    gone nor new. A pair is the same minute and the same player (by id, else by surname)."""
    return {
        key
        for g in gone
        for f in fresh
        if f.minute == g.minute and f.player is not None and f.player.same_as(g.player)
        for key in (g.key, f.key)
    }


def match_goals(evidence: list[Event], gone: list[Event]) -> list[tuple[Event, Event | None]]:
    """Pair each VAR row with the vanished goal it rules out: the same scorer's; a row naming nobody takes the
    latest left."""
    left = list(gone)
    pairs: list[tuple[Event, Event | None]] = []
    for var in evidence:
        # The scorer named, and of his goals the latest one scored by the time of the decision.
        his = sorted(
            (g for g in left if var.player is not None and var.player.same_as(g.player)),
            key=lambda g: (g.minute <= var.minute, g.minute),
            reverse=True,
        )
        # A row naming someone else is about a goal we have no row for (told before its row came), not about
        # another player's goal.
        named = var.player is not None and (var.player.id is not None or bool(var.player.name))
        goal = his[0] if his else (max(left, key=lambda g: g.minute) if left and not named else None)
        if goal is not None:
            left.remove(goal)
        pairs.append((var, goal))
    return pairs


def one_goal_each(
    ruled: list[tuple[Event, Event | None]], standing: list[str], rows: list[Event]
) -> list[tuple[Event, Event | None]]:
    """The rulings that undo a goal. One with no goal row to go by needs a standing goal told before its row
    came (`standing`: the event-key slots of the team's standing goals), scored by the ruling's minute (the
    first whose window holds it) and whose row is not among `rows` (the team's untold rows in this answer:
    a goal whose row has come stands). Rulings left without a goal wait; their rows stay unused."""
    rowless = [key for key in standing if is_rowless(key)]
    for row in sorted(rows, key=lambda e: e.minute):
        fits = [w for w in rowless if fits_window(w, row.minute)]
        if fits:
            rowless.remove(fits[0])
    out = []
    for var, goal in sorted(ruled, key=lambda pair: pair[0].minute):
        if goal is None:
            fits = [w for w in rowless if fits_window(w, var.minute)] or [
                w for w in rowless if scored_by(w, var.minute)
            ]
            if not fits:
                continue
            rowless.remove(fits[0])
        out.append((var, goal))
    return out


# Not counted against the alert budget: edits of messages already sent and the match's own milestones (a few
# per answer at most). A runaway is many new goals, cards or rulings; it must never cost fans the full time.
_UNBUDGETED = frozenset(
    {
        AlertKind.GOAL_UPDATED,
        AlertKind.KICK_OFF,
        AlertKind.HALF_TIME,
        AlertKind.SECOND_HALF,
        AlertKind.EXTRA_TIME,
        AlertKind.FULL_TIME,
        AlertKind.SHOOTOUT,
        AlertKind.LINE_UPS,
        AlertKind.POSTPONED,
        AlertKind.CANCELLED,
        AlertKind.AWARDED,
        AlertKind.ABANDONED,
        AlertKind.SUSPENDED,
    }
)


def budgeted(alerts: list[Alert]) -> int:
    """How many of an answer's alerts count against the per-poll alert budget."""
    return sum(1 for a in alerts if a.kind not in _UNBUDGETED)


@dataclass
class TruthGate:
    """Per-match memory of doubtful answers; one per watcher. Pure apart from its own state and logging."""

    settings: GateSettings = field(default_factory=GateSettings)
    warn_once: Callable[[str, str], None] = lambda key, message: log.warning("%s", message)
    # per (match, side): the goal rows a held drop took away, and the answers that have shown it since
    _drops: dict[tuple[int, int], tuple[frozenset[str], list[tuple[int, int, int]]]] = field(
        default_factory=dict
    )
    _last: dict[int, Progress] = field(default_factory=dict)  # the newest answer admitted, as it came
    _jumps: dict[int, Score] = field(default_factory=dict)
    _runaways: dict[int, int] = field(default_factory=dict)
    clock: Callable[[], float] = time.monotonic
    _first_seen: dict[tuple[int, int], float] = field(default_factory=dict)  # when a held drop began
    _no_result: dict[int, float] = field(default_factory=dict)  # when a match ended with no score given
    # a first score given that steps back: the score, the match clock and when it was first seen
    _first_scores: dict[int, tuple[Score, tuple[int, int, int], float]] = field(default_factory=dict)

    def admit(self, stored: Tracked | None, new: MatchSnapshot) -> MatchSnapshot | None:
        """The snapshot to diff against the stored match, or None to ignore this answer for this match."""
        why = nonsense(new)
        if why:
            self.warn_once(f"nonsense:{new.id}:{why}", f"match {new.id}: ignored an answer with {why}")
            return None
        if stored is None:
            self._last[new.id] = progress(new)
            return new
        old = stored.snap
        if _second_half_too_soon(old, new):
            # A forward status glitch (2H at 40', then 1H again): the second half starts after 45', and an
            # answer that jumped a break it saw gives the half-time score. Taken as the first half, so it tells
            # no false half-time and a later first-half answer, and the real break, are not taken as stale.
            new = replace(new, status=Status.FIRST_HALF)
        if new.minute is None and new.status in (Status.SUSPENDED, Status.INTERRUPTED):
            new = replace(new, minute=old.minute)  # play stopped where we last saw it
        # Compared with the provider's own newest answer, not with a held snapshot (which keeps rows the
        # provider dropped); after a restart only the match clock of the stored snapshot is known.
        last = self._last.get(new.id)
        older = (
            progress(new, old.status) < last
            if last is not None
            else match_time(new, old.status) < match_time(old)
        )
        if older:
            self.warn_once(
                f"stale:{new.id}",
                f"match {new.id}: ignored an answer older than the one we have "
                f"({new.status.value} {new.minute or '-'} after {old.status.value} {old.minute or '-'})",
            )
            return None
        if not old.score_known:
            new = self._result_awaited(old, new)
            if (
                new.score_known
                and new.status is not Status.AWARDED
                and not self._first_score_confirmed(stored, new)
            ):
                return None
        if new.status is Status.AWARDED or not old.score_known:
            # An awarded score is the award, not play: taken as given (no goal is told from it, and a side's
            # goals going down in it is no drop to hold for a clock that, the match over, never moves). A score
            # after one not known (joined in a shoot-out) is no drop or jump either: it is the first known.
            self._last[new.id] = progress(new, old.status)
            self._jumps.pop(new.id, None)
            for key in [k for k in self._drops if k[0] == new.id]:
                self._drops.pop(key, None)
                self._first_seen.pop(key, None)
            return new
        if not self._jump_confirmed(old, new):
            return None
        self._last[new.id] = progress(new, old.status)
        for index, team in enumerate((new.home, new.away)):
            new = self._gate_drop(stored, new, index, team.id)
        return new

    def holding(self, match_id: int) -> bool:
        """A score drop of this match waits for confirmation, or its end for its result: keep asking for it,
        even after full time."""
        return match_id in self._no_result or any(key[0] == match_id for key in self._drops)

    def _result_awaited(self, old: MatchSnapshot, new: MatchSnapshot) -> MatchSnapshot:
        """A match over (`new`) whose score was never given (`old`): read as still in play, so full time is
        told with the result and after the goals that came before it, until `result_wait_seconds` pass."""
        if not new.status.is_finished or new.score_known:
            self._no_result.pop(new.id, None)
            return new
        began = self._no_result.setdefault(new.id, self.clock())
        if self.clock() - began >= self.settings.result_wait_seconds:
            self._no_result.pop(new.id, None)
            return new
        return replace(new, status=old.status, minute=old.minute)

    def _first_score_confirmed(self, stored: Tracked, new: MatchSnapshot) -> bool:
        """The first score given for a match joined without one waits to be seen again when its answer steps
        back (as a drop does: the next answer would tell the goal that comes back as a new one): it counts
        fewer goals for a side than the side's goal rows it lists, or no longer lists a goal row listed before
        (with no VAR row to say why); or when it jumps as `_jump_confirmed` says."""
        listed = {e.key for e in new.events}
        rows = [e.team_id for e in new.events if e.kind.is_goal]
        before = [e for e in stored.snap.events if e.kind.is_goal and e.key not in listed]
        same = respelled(before, [e for e in new.events if e.kind.is_goal])
        gone = [e for e in before if e.key not in same]
        # A VAR row ruling a goal out, made at or after it, says why its row went (one row each; those
        # listed when we joined were about goals before).
        rulings = sorted(
            (e for e in new.events if is_goal_ruled_out(e) and e.key not in set(stored.book.var_used)),
            key=lambda e: e.minute,
        )
        for goal in sorted(gone, key=lambda e: e.minute):
            var = next(
                (
                    r
                    for r in rulings
                    if r.team_id == goal.team_id
                    and goal.minute <= r.minute
                    and (r.player is None or r.player.same_as(goal.player))
                ),
                None,
            )
            if var is not None:
                rulings.remove(var)
                gone.remove(goal)
        if (
            not gone
            and new.score.home >= rows.count(new.home.id)
            and new.score.away >= rows.count(new.away.id)
        ):
            return self._jump_confirmed(stored.snap, new)
        # As a drop is confirmed: the same score again in an answer whose clock moved on (after full time,
        # in an answer `full_time_confirm_seconds` later).
        now, seen = match_time(new), self._first_scores.get(new.id)
        if seen is not None and seen[0] == new.score:
            waited = self.clock() - seen[2] >= self.settings.full_time_confirm_seconds
            if (now > seen[1]) if not new.status.is_finished else waited:
                self._first_scores.pop(new.id, None)
                return True
            return False
        self._first_scores[new.id] = (new.score, now, self.clock())
        self.warn_once(
            f"short:{new.id}:{new.score}",
            f"match {new.id}: held a first score {new.score} that steps back from the goal rows "
            "until it is seen again",
        )
        return False

    def _jump_confirmed(self, old: MatchSnapshot, new: MatchSnapshot) -> bool:
        """A jump of more than `max_jump` goals for a side with no goal rows to show for it waits one poll.
        (From a score not known, every row listed shows for the first known one.)"""
        rows = {e.key for e in old.events} if old.score_known else set()
        suspicious = False
        for side, team in (("home", new.home), ("away", new.away)):
            jump = getattr(new.score, side) - getattr(old.score, side)
            fresh_goals = sum(
                1 for e in new.events if e.kind.is_goal and e.team_id == team.id and e.key not in rows
            )
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

    def _gate_drop(self, stored: Tracked, new: MatchSnapshot, index: int, team_id: int) -> MatchSnapshot:
        """A side's score went down: the part VAR rows explain stands; the rest is held until it persists
        over `confirm_polls` later answers in which the match clock moved on (or that say full time)."""
        old = stored.snap
        side = "home" if index == 0 else "away"
        before, after = getattr(old.score, side), getattr(new.score, side)
        key = (new.id, index)
        if after >= before:
            self._drops.pop(key, None)
            return new
        new_keys, old_keys = {e.key for e in new.events}, {e.key for e in old.events}
        gone = [e for e in old.events if e.kind.is_goal and e.team_id == team_id and e.key not in new_keys]
        fresh = [e for e in new.events if e.kind.is_goal and e.team_id == team_id and e.key not in old_keys]
        same = respelled(gone, fresh)
        gone, fresh = [e for e in gone if e.key not in same], [e for e in fresh if e.key not in same]
        standing = [a.event_key for a in stored.book.announced if a.team_id == team_id]
        explained = one_goal_each(match_goals(var_evidence(stored, new, team_id), gone), standing, fresh)
        unexplained = (before - after) - len(explained)
        if unexplained <= 0:
            self._drops.pop(key, None)
            return new
        if (
            new.status.is_finished
            and not gone
            and any(e.kind.is_goal and e.team_id == team_id for e in old.events)
        ):
            # After full time the clock cannot show the drop persisting, so only a vanished goal row can: a
            # final score one lower with every goal row still listed contradicts itself. Hold, uncounted.
            self.warn_once(
                f"contradiction:{new.id}:{new.score}",
                f"match {new.id}: score {new.score} "
                "went down with every goal row still listed; holding the goals",
            )
            return replace(new, score=replace(new.score, **{side: after + unexplained}))
        # The drop persists only while the same goal rows stay away: another goal missing starts the count again.
        missing = frozenset(g.key for g in gone)
        if key not in self._drops or self._drops[key][0] != missing:
            self._drops[key] = (missing, [])
            self._first_seen[key] = self.clock()
        seen = self._drops[key][1]
        now = match_time(new)
        if new.status.is_finished:
            seen.append((now[0], now[1], now[2] + len(seen) + 1))  # the clock has stopped: count answers
        elif now > (seen[-1] if seen else match_time(old)):
            seen.append(now)
        lasted = self.clock() - self._first_seen.get(key, self.clock())
        if len(seen) >= self.settings.confirm_polls and (
            not new.status.is_finished or lasted >= self.settings.full_time_confirm_seconds
        ):
            self._drops.pop(key, None)
            self._first_seen.pop(key, None)
            return new  # the drop persisted while the match moved on: the goal no longer counts
        # Hold the unexplained part: those goals' rows and score stand until the drop is confirmed.
        ruled = {g.key for _, g in explained if g is not None}
        held = sorted((g for g in gone if g.key not in ruled), key=lambda g: g.minute)[-unexplained:]
        return replace(
            new, score=replace(new.score, **{side: after + unexplained}), events=new.events + tuple(held)
        )

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
