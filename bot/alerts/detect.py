"""Detect alerts: a pure function of the stored snapshot and the new one.

The score is the authority; events only explain it. Provider quirks handled here: a status that steps
back is ignored; goal rows the score does not count are never announced; shoot-out kicks are told once,
as a shoot-out result; a goal that disappears with the score going down is a goal ruled out (with or
without a VAR row, as football-data.org has none); a goal whose scorer or minute is corrected edits the
original alert. Each goal alert's identity is "the n-th goal announced for this team in this match",
carried in the goal book beside the snapshot (`state.py`), so it survives re-spelled names, corrected minutes
and re-scored goals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import groupby
from typing import Any

from bot.alerts.diff import Diff, minutes_apart, var_topic
from bot.alerts.gate import (
    fits_window,
    is_goal_ruled_out,
    is_rowless,
    match_goals,
    one_goal_each,
    respelled,
    rowless_key,
    same_ruling,
    scored_by,
    second_half_plausible,
    var_evidence,
)
from bot.alerts.joined import (
    clock_text,
    is_unnamed,
    old_goals_known,
    played_by,
    score_first_given,
    unnamed_goals,
)
from bot.alerts.model import Alert, AlertKind
from bot.alerts.rows import other_rows, tellable
from bot.alerts.state import GoalBook, RuledOutGoal, StandingGoal, ToldRow, Tracked, tracked
from bot.providers.model import (
    Event,
    EventKind,
    MatchSnapshot,
    Minute,
    Score,
    Status,
    mark_officials,
    person_key,
    phase_rank,
)


def stabilise(old: MatchSnapshot | None, new: MatchSnapshot) -> MatchSnapshot:
    """Undo provider flaps before diffing: status never moves backwards; coaches and line-ups carry over."""
    if old is None:
        return new
    if phase_rank(new.status, new.minute, old.status) < phase_rank(old.status, old.minute):
        new = replace(new, status=old.status, minute=old.minute)
    if not new.score_known:
        # An answer with no score to trust (football-data.org's fullTime in a shoot-out, which may take in
        # the kicks, and kicks are no goals, Law 10.3) keeps the score known before. API-Football's goals never
        # count the kicks: a goal it counts in the shoot-out's first answer is a goal.
        # An award is no play: its score not given stays not known (the score played is not the award).
        new = replace(new, score=old.score, score_known=old.score_known and new.status is not Status.AWARDED)
    coaches = new.coaches or old.coaches
    if coaches:
        # The live list carries no coaches: the cards of those learned earlier are still an official's.
        new = replace(new, coaches=coaches, events=mark_officials(new.events, coaches))
    # The live list carries no line-ups; the by-id call before kick-off does: keep what we learned.
    return replace(new, lineups=new.lineups or old.lineups)


def detect(old: Tracked | MatchSnapshot | None, new: MatchSnapshot) -> tuple[list[Alert], Tracked]:
    """The alerts that take a channel from `old` to `new`, in reading order, and the match to store (the
    snapshot and the goal book beside it).

    With no stored snapshot for a match already under way (a restart, or the bot joining late) nothing is
    announced: the snapshot becomes the baseline, so a restart never repeats old goals.
    """
    start = tracked(old)
    if start is None and new.status is not Status.SCHEDULED:
        # The goals already listed were told before we joined: they are known, so a VAR ruling on one is
        # still told (as the score changing), and their rows are never taken for a new goal.
        known = tuple(
            StandingGoal(e.team_id, f"{new.id}:baseline:{e.key}", e.key) for e in new.events if e.kind.is_goal
        )
        seen = tuple(ToldRow.of(e) for e in new.events if tellable(e))
        # When we joined: goals timed after it that the score counts are news (`_scored_unseen`).
        at = clock_text(played_by(new))
        joined = f"{at}/{at if new.score_known else ''}"
        # The VAR rulings listed were about goals before we joined: none is the reason for a later change.
        used = tuple(e.key for e in new.events if is_goal_ruled_out(e))
        return [], Tracked(new, GoalBook(announced=known, var_used=used, told=seen, joined=joined))
    if start is None:
        start = Tracked(
            replace(new, status=Status.SCHEDULED, events=(), score=replace(new.score, home=0, away=0))
        )
    first_known = not start.snap.score_known and new.score_known
    if first_known:
        start = score_first_given(start, new)
    if start.book.joined:
        start = old_goals_known(start, new)
    if not start.book.told and any(tellable(e) for e in start.snap.events):
        # A match stored before the book kept the rows told (under way when this version was deployed): the
        # stored snapshot's cards, rulings and missed penalties were told, so one dropped and relisted is not.
        seen = tuple(ToldRow.of(e) for e in start.snap.events if tellable(e))
        start = replace(start, book=replace(start.book, told=seen))
    book = start.book
    d = Diff(
        new, start, list(book.announced), list(book.goal_counter), list(book.var_used), list(book.ruled_out)
    )
    d.first_known = first_known
    base = d.base
    new_keys = {e.key for e in new.events}
    old_keys = {e.key for e in base.events}
    fresh = [e for e in new.events if e.key not in old_keys]
    gone = [e for e in base.events if e.key not in new_keys]

    head: list[Alert] = []
    # An answer that is already the final whistle (a poll that missed the match) makes the line-ups and the
    # kick-off no news: told now, they would say what is long over as if it were happening.
    if len(new.lineups) == 2 and len(base.lineups) < 2 and not new.status.is_terminal:
        head.append(d.alert(AlertKind.LINE_UPS, "line-ups", **_lineup_fields(new)))
    if base.status is Status.SCHEDULED and new.status.is_live:
        head.append(
            d.alert(
                AlertKind.KICK_OFF,
                "kick-off",
                minute=Minute(1),
                detail=" · ".join(x for x in (new.competition.name, new.competition.round, new.venue) if x),
            )
        )
    for index, team in enumerate((new.home, new.away)):
        if new.status is not Status.AWARDED:  # an awarded score is decided off the pitch: no goal scored it
            _score_change(d, index, team.id, team.name, fresh, gone)
        _corrections(d, team.id, team.name, fresh, new_keys)
    told = other_rows(d, fresh, gone)
    tail = _status_changes(d)
    for alert in [a for a in tail if a.kind in _PHASE_STARTS]:  # before what happened in the new phase
        tail.remove(alert)
        d.add(*_PHASE_STARTS[alert.kind], alert)
    if new.status is not Status.HALF_TIME and any(a.kind is AlertKind.HALF_TIME for *_, a in d.timed):
        _before_the_break(d)
    elif new.status.is_finished and phase_rank(base.status, base.minute) < Status.HALF_TIME.rank:
        _before_the_break(d)  # from the first half to the final whistle: no half-time to tell, but the same
    d.timed.sort(key=lambda t: (t[0], t[1]))
    # A used ruling listed under another spelling stays used under that one too.
    used_rows = [e for e in base.events if e.key in set(d.var_used) and e.key not in new_keys]
    d.var_used += [
        e.key
        for e in new.events
        if e.kind is EventKind.VAR and e.key not in d.var_used and any(same_ruling(e, u) for u in used_rows)
    ]
    # The row of a goal that still stands but is no longer listed (a ruling waiting for the score) is kept,
    # so the ruling still finds the goal it undoes when the score catches up.
    standing = {a.event_key for a in d.announced}
    kept = tuple(e for e in base.events if e.key in standing and e.key not in new_keys)
    book = GoalBook(
        announced=tuple(d.announced),
        goal_counter=(d.counter[0], d.counter[1]),
        var_used=tuple(d.var_used),
        ruled_out=tuple(d.ruled_out),
        told=told,
        joined=book.joined,
    )
    timed = _scores_at_their_minutes(d.timed, new)
    if new.half_time is not None:  # the provider's own half-time score, where the rows may not tell it
        timed = [
            replace(a, score=new.half_time, score_known=True) if a.kind is AlertKind.HALF_TIME else a
            for a in timed
        ]
    return head + timed + tail, Tracked(replace(new, events=new.events + kept), book)


# Where a break or the start of a phase sorts among the answer's events: after the last minute of the phase
# before (stoppage time included: 45+5' < 46'), half-time before the second half when one answer has both.
_PHASE_STARTS = {
    AlertKind.HALF_TIME: (Minute(46), -2),
    AlertKind.SECOND_HALF: (Minute(46), -1),
    AlertKind.EXTRA_TIME: (Minute(91), -1),
}
_SCORE_EFFECT = {AlertKind.GOAL: 1, AlertKind.GOAL_RESTORED: 1, AlertKind.GOAL_CANCELLED: -1}


def _before_the_break(d: Diff) -> None:
    """An answer that jumped the break (first half, then the second or already full time): goals told from
    the score alone (no row yet) that the answer's half-time score puts in the first half are told before
    half-time (and what the second half had), with no minute (when is not known; their row edits it in),
    never at the later clock of the answer."""
    ht = d.new.half_time
    if ht is None:
        return
    rowless = {a.alert_key for a in d.announced if is_rowless(a.event_key)}
    for side, team in (("home", d.new.home), ("away", d.new.away)):
        goals = [
            i for i, (_, _, a) in enumerate(d.timed) if a.kind is AlertKind.GOAL and a.team_id == team.id
        ]
        told = [i for i in goals if d.timed[i][2].key not in rowless and d.timed[i][0] < Minute(46)]
        missing = getattr(ht, side) - getattr(d.base.score, side) - len(told)
        for i in [i for i in goals if d.timed[i][2].key in rowless][: max(missing, 0)]:
            _, order, alert = d.timed[i]
            d.timed[i] = (Minute(45), order, replace(alert, minute=None))


def _scores_at_their_minutes(timed: list[tuple[Minute, int, Alert]], new: MatchSnapshot) -> list[Alert]:
    """The answer's alerts in reading order, each with the score as it stood after it: the answer's score
    taken back through the goals told (or ruled out) after it, so a catch-up answer never tells its first
    goal with the last one's score. Goals of both sides in one minute all say the score after that minute
    (which came first is not known)."""
    home, away = new.score.home, new.score.away
    out: list[Alert] = []
    for _, group in groupby(reversed(timed), key=lambda t: t[0]):
        alerts = [a for _, _, a in group]
        sides = {a.team_id == new.home.id for a in alerts if a.kind in _SCORE_EFFECT}
        end = Score(max(home, 0), max(away, 0))
        for a in alerts:
            now = Score(max(home, 0), max(away, 0))
            out.append(replace(a, score=end if len(sides) > 1 else now))
            step = _SCORE_EFFECT.get(a.kind, 0)
            if a.team_id == new.home.id:
                home -= step
            elif a.team_id == new.away.id:
                away -= step
    return out[::-1]


def _score_change(
    d: Diff, index: int, team_id: int, team_name: str, fresh: list[Event], gone: list[Event]
) -> None:
    """One side's goals ruled out and scored between the two snapshots.

    VAR rows (checked by the gate's `var_evidence`) rule out the goals they name, even when a new goal in
    the same answer keeps the score level; a drop they do not explain (the gate has confirmed it) rules out
    the latest goals; what the score gained beyond that is new goals."""
    side = "home" if index == 0 else "away"
    before, after = getattr(d.base.score, side), getattr(d.new.score, side)
    team_fresh = [e for e in fresh if e.kind.is_goal and e.team_id == team_id]
    team_gone = [e for e in gone if e.kind.is_goal and e.team_id == team_id]
    same = respelled(team_gone, team_fresh)
    team_gone = [e for e in team_gone if e.key not in same]
    untold = _early_rows(d, team_id) + [e for e in team_fresh if e.key not in same]
    if d.joined is not None:
        # A rise after the score was first given is a goal scored since: never one timed before (an old goal
        # listed late, or one scored while the score was not given, `_scored_unseen`'s).
        untold = [e for e in untold if e.minute >= d.joined[1]]
    evidence = match_goals(var_evidence(d.old, d.new, team_id), team_gone)
    ruled = one_goal_each(evidence, [a.event_key for a in d.announced if a.team_id == team_id], untold)
    # A ruling on a goal row we never told (the score never counted it) undoes nothing on the channel.
    told = {a.event_key for a in d.announced}
    d.var_used += [var.key for var, goal in ruled if goal is not None and goal.key not in told]
    ruled = [(var, goal) for var, goal in ruled if goal is None or goal.key in told]
    fresh_goals = len(untold)
    if after >= before and ruled and after - (before - len(ruled)) > fresh_goals:
        ruled = []  # a VAR row before the score has moved: the score is the authority, wait for it
    ruled = ruled[: max(before - after, 0) + fresh_goals]
    unexplained = max(before - after - len(ruled), 0)
    if ruled or unexplained:
        _ruled_out(d, team_id, team_name, gone, ruled, unexplained)
    standing = before - len(ruled) - unexplained
    if after > standing:
        _goals(d, index, team_id, team_name, untold, after - standing)
    if d.joined is not None and d.new.score_known:
        _scored_unseen(d, index, team_id, team_name)


def _lineup_fields(snap: MatchSnapshot) -> dict[str, str]:
    by_team = {lu.team_id: lu for lu in snap.lineups}
    out = {}
    for side, team in (("lineup_home", snap.home), ("lineup_away", snap.away)):
        lu = by_team.get(team.id)
        if lu:
            formation = f" ({lu.formation})" if lu.formation else ""
            out[side] = f"{team.name}{formation}: {', '.join(n for n in lu.starters if n)}"
    return out


def detect_alerts(old: Tracked | MatchSnapshot | None, new: MatchSnapshot) -> list[Alert]:
    return detect(old, new)[0]


def goal_fields(event: Event | None) -> dict[str, Any]:
    if event is None:
        return {}
    return {
        "minute": event.minute,
        "player": event.player.display if event.player else "",
        "assist": event.assist.display if event.assist and event.kind is EventKind.GOAL else "",
        "detail": {EventKind.OWN_GOAL: "own goal", EventKind.PENALTY_GOAL: "penalty"}.get(event.kind, ""),
    }


def _goal_signature(event: Event) -> str:
    """Who scored and when: how a goal ruled out is recognised if the provider shows it again."""
    return f"{person_key(event.player)}@{event.minute.elapsed}+{event.minute.extra}"


def _goals(d: Diff, index: int, team_id: int, team_name: str, untold: list[Event], count: int) -> None:
    """`count` new goals for a team. The newest of the `untold` goal rows (fresh, or listed before the score
    counted them) explain them; missing rows are filled in later.

    A goal that was ruled out and now counts again is told as such ("given after all"), never as a new goal.
    """
    rows = list(untold)
    # Goals told before their rows came claim their rows first (each the earliest that fits its window), so
    # a late row is never taken for a newer goal.
    for *_, window in (
        a for a in d.announced if a.team_id == team_id and is_rowless(a.event_key) and not is_unnamed(a)
    ):
        late = [e for e in rows if fits_window(window, e.minute)]
        if late:
            rows.remove(min(late, key=lambda e: e.minute))
    rows = rows[-count:]
    listed = {e.key: e for e in d.new.events}
    for i in range(count):
        event = rows[i - (count - len(rows))] if i >= count - len(rows) else None
        if event is None:  # no new row: a goal ruled out whose row the provider still lists is back
            back = next((r for r in d.ruled_out if r.team_id == team_id and r.event_key in listed), None)
            event = listed[back.event_key] if back else None
        if event is not None:
            d.used.add(event.key)
            restored = next(
                (
                    r
                    for r in d.ruled_out
                    if r.team_id == team_id
                    and (r.event_key == event.key or r.signature == _goal_signature(event))
                ),
                None,
            )
            if restored is not None:
                d.ruled_out.remove(restored)
                key = f"restored:{restored.alert_key.split(':', 1)[1]}"
                d.announced.append(StandingGoal(team_id, f"{d.new.id}:{key}", event.key))
                fields = goal_fields(event)
                d.add(
                    fields["minute"],
                    0,
                    d.alert(AlertKind.GOAL_RESTORED, key, team=team_name, team_id=team_id, **fields),
                )
                continue
        _new_goal(d, index, team_id, team_name, event, rowless_key(d.base.minute, played_by(d.new)))


def _new_goal(
    d: Diff, index: int, team_id: int, team_name: str, event: Event | None, window: str = ""
) -> None:
    """Announce the team's next goal: told by its row, or (`event` None) from the score, its row expected
    within `window` (`gate.rowless_key`) and the clock it was counted at as its minute, unless that clock
    says nothing of when it was scored: the final whistle's, or the first answer to give the score of a
    match joined without one."""
    d.counter[index] += 1
    key = f"goal:{team_id}:{d.counter[index]}"
    d.announced.append(StandingGoal(team_id, f"{d.new.id}:{key}", event.key if event else window))
    untimed = d.first_known or d.new.status.is_finished
    fields = goal_fields(event) or {"minute": None if untimed else d.new.minute}
    d.add(fields["minute"], 0, d.alert(AlertKind.GOAL, key, team=team_name, team_id=team_id, **fields))


def _early_rows(d: Diff, team_id: int) -> list[Event]:
    """Goal rows listed before the score counted them (a provider can update its events first): already
    stored, so not fresh, yet no goal told, ruled out or known when we joined the match is theirs."""
    claimed = {a.event_key for a in d.announced} | {r.event_key for r in d.ruled_out}
    stored = {e.key for e in d.base.events}
    return sorted(
        (
            e
            for e in d.new.events
            if e.kind.is_goal and e.team_id == team_id and e.key in stored and e.key not in claimed
        ),
        key=lambda e: e.minute,
    )


def _scored_unseen(d: Diff, index: int, team_id: int, team_name: str) -> None:
    """Goals scored while the score was not given (a match joined under way with none): the score, once
    given, counts them, and their rows are the evidence. A goal row timed after the minute we joined at and
    by the one the score was first given at is told (in order, with its minute), now or when it is listed,
    as long as the score counts more goals for the side than the book holds (a row the score does not count
    is never told). In the answer that first gives the score, a match joined before the second half whose
    answer gives the half-time score also has the second-half goals no row names told, with no minute (when
    is not known); any other goal the score counts that no row names is held (`joined.unnamed_goals`): old or
    new is not known until a row names it, and a VAR ruling may still take it back."""
    assert d.joined is not None
    since, known = d.joined
    side = "home" if index == 0 else "away"
    claimed = {a.event_key for a in d.announced} | {r.event_key for r in d.ruled_out}
    mine = [a for a in d.announced if a.team_id == team_id]
    windows = [a.event_key for a in mine if is_rowless(a.event_key) and not is_unnamed(a)]
    rows = [
        e
        for e in d.new.events
        if e.kind.is_goal
        and e.team_id == team_id
        and since < e.minute <= known
        and e.key not in claimed | d.used
        and not any(fits_window(w, e.minute) for w in windows)  # a told goal's row: `_corrections`'
    ]
    listed = {e.key for e in d.new.events}
    # A goal's row listed again re-spelled is that goal (`_corrections`), never another one.
    relisted = respelled([e for e in d.base.events if e.key in claimed and e.key not in listed], rows)
    gap = sorted((e for e in rows if e.key not in relisted), key=lambda e: e.minute)
    unnamed = [a for a in mine if is_unnamed(a)]
    room = getattr(d.new.score, side) - len(mine) + len(unnamed)
    told = gap[-room:] if room > 0 else []
    for a in unnamed[: max(len(told) - (room - len(unnamed)), 0)]:  # named at last: news
        d.announced.remove(a)
    untimed = 0
    ht = d.new.half_time
    if (
        d.first_known
        and ht is not None
        and since < Minute(46)
        and phase_rank(d.new.status, d.new.minute) > Status.HALF_TIME.rank
    ):
        second_half = getattr(d.new.score, side) - getattr(ht, side)
        untimed = min(room - len(told), second_half - sum(1 for e in gap if e.minute >= Minute(46)))
    for event in told:
        _new_goal(d, index, team_id, team_name, event)
    for _ in range(max(untimed, 0)):
        _new_goal(d, index, team_id, team_name, None, rowless_key(Minute(46), known))
    if d.first_known:
        d.announced += unnamed_goals(d.new.id, team_id, room - len(told) - max(untimed, 0), known)


def _ruled_out(
    d: Diff,
    team_id: int,
    team_name: str,
    gone: list[Event],
    ruled: list[tuple[Event, Event | None]],
    unexplained: int,
) -> None:
    """Goals for `team_id` no longer count (the gate has checked the evidence): those VAR rows rule out,
    named with the VAR decision and the alert each undoes, then `unexplained` more that the score took back
    with no VAR row, of which we say only that they no longer count."""
    gone_keys = {e.key for e in gone if e.kind.is_goal and e.team_id == team_id}
    by_key = {e.key: e for e in d.base.events}
    cases: list[tuple[Event | None, Event | None]] = [(var, goal) for var, goal in ruled]
    cases += [(None, None)] * unexplained
    for n, (var, goal_row) in enumerate(cases):
        mine = [a for a in d.announced if a.team_id == team_id]
        entry = next(
            (a for a in reversed(mine) if goal_row is not None and a.event_key == goal_row.key), None
        )
        if entry is None and var is not None:  # a ruling with no row to go by: a goal told before its row
            # came and scored by the ruling's minute
            entry = next((a for a in reversed(mine) if scored_by(a.event_key, var.minute)), None)
        if entry is None:  # else the latest standing goal whose row vanished (or never came), else the latest
            entry = next(
                (a for a in reversed(mine) if a.event_key in gone_keys or is_rowless(a.event_key)),
                mine[-1] if mine else None,
            )
        goal = by_key.get(entry.event_key) if entry else None
        reason = var.detail.split("-", 1)[1].strip().lower() if var and "-" in var.detail else ""
        if var is not None:
            d.var_used.append(var.key)
        if entry is not None:
            d.announced.remove(entry)
            key, corrects = f"cancel:{entry.alert_key.split(':', 1)[1]}", entry.alert_key
            if goal is not None:
                d.ruled_out.append(RuledOutGoal(team_id, entry.alert_key, goal.key, _goal_signature(goal)))
        else:  # nothing was announced for it (the bot joined late): still tell fans the score changed
            key, corrects = (
                f"cancel:{team_id}:{d.base.score.home}-{d.base.score.away}:{n}",
                "",
            )
        who = goal.player if goal else var.player if var else None
        d.add(
            var.minute if var else d.new.minute,
            0,
            d.alert(
                AlertKind.GOAL_CANCELLED,
                key,
                minute=var.minute if var else d.new.minute,
                team=team_name,
                team_id=team_id,
                player=who.display if who else "",
                detail=reason,
                evidence="var" if var else "score",
                topic=(var_topic(reason) if reason else "var") if var else "",
                corrects=corrects,
                goal_minute=str(goal.minute) if goal else "",
            ),
        )


def _corrections(d: Diff, team_id: int, team_name: str, fresh: list[Event], new_keys: set[str]) -> None:
    """A standing goal whose row changed (scorer re-spelled or corrected, minute or type corrected) or that
    had no scorer yet. A goal's old row is matched to its new one by scorer first, then by minute; only a
    lone changed goal and a lone new row within two minutes of it are taken to be one goal whose scorer was
    corrected."""
    spare = [e for e in fresh if e.kind.is_goal and e.team_id == team_id and e.key not in d.used]
    base_rows = {e.key: e for e in d.base.events}
    waiting = [
        a
        for a in d.announced
        if a.team_id == team_id and not (a.event_key and a.event_key in new_keys) and not is_unnamed(a)
    ]
    # Goals whose row changed claim their re-spelled rows first; goals told without a row take what is left.
    waiting.sort(key=lambda a: a.event_key not in base_rows)
    clock = d.base.minute or Minute(999)
    for tid, alert_key, event_key in waiting:
        if not spare:
            return
        old = base_rows.get(event_key)
        if old is None:  # told without a row: the earliest new row that fits when it was counted
            fitting = [e for e in spare if fits_window(event_key, e.minute)]
            event: Event | None = min(fitting, key=lambda e: e.minute) if fitting else None
        else:
            # The same minute is the same goal re-spelled or re-typed; another minute is a correction only if
            # it is close (providers fix a minute by one or two) and not after the last answer's clock (a row
            # timed later is a goal scored since).
            timed = [e for e in spare if e.minute == old.minute]
            known = [
                e
                for e in spare
                if e.minute != old.minute and e.minute <= clock and minutes_apart(e.minute, old.minute) <= 3
            ]
            same = [e for e in timed + known if old.player is not None and old.player.same_as(e.player)]
            lone = len(waiting) == 1 and len(known) == 1 and not timed
            event = (
                min(same, key=lambda e: minutes_apart(e.minute, old.minute))
                if same
                else timed[0]
                if len(timed) == 1
                else known[0]
                if lone and minutes_apart(known[0].minute, old.minute) <= 2
                else None
            )
        if event is None:
            continue
        spare.remove(event)
        d.used.add(event.key)
        d.announced[d.announced.index(StandingGoal(tid, alert_key, event_key))] = StandingGoal(
            tid, alert_key, event.key
        )
        fields = goal_fields(event)
        d.add(
            event.minute,
            0,
            d.alert(
                AlertKind.GOAL_UPDATED,
                f"update:{alert_key.split(':', 1)[1]}:{event.key}",
                team=team_name,
                team_id=team_id,
                corrects=alert_key,
                **fields,
            ),
        )


def _status_changes(d: Diff) -> list[Alert]:
    was, now, new = d.base.status, d.new.status, d.new
    was_rank = phase_rank(was, d.base.minute)  # play stopped in the first half is still the first half
    out: list[Alert] = []
    emit: Callable[..., None] = lambda kind, key, **f: out.append(d.alert(kind, key, **f))  # noqa: E731
    if was_rank < Status.HALF_TIME.rank and now is Status.HALF_TIME:
        emit(AlertKind.HALF_TIME, "half-time", minute=new.minute)
    elif (
        Status.SCHEDULED.rank < was_rank < Status.HALF_TIME.rank < phase_rank(now, new.minute)
        and now.is_live
        and (now is not Status.SECOND_HALF or second_half_plausible(new))
    ):
        # The poll missed the break (first half, then already the second): it was still played, and fans
        # expect it told before the second half.
        emit(AlertKind.HALF_TIME, "half-time", minute=Minute(45))
    if Status.SCHEDULED.rank < was_rank <= Status.HALF_TIME.rank and now is Status.SECOND_HALF:
        emit(AlertKind.SECOND_HALF, "second-half")
    if was_rank < Status.EXTRA_TIME_BREAK.rank and now in (Status.EXTRA_TIME, Status.EXTRA_TIME_BREAK):
        emit(AlertKind.EXTRA_TIME, "extra-time")
    if now is Status.FINISHED_PENALTIES and not was.is_finished and new.penalties:
        emit(AlertKind.SHOOTOUT, "shootout", penalties=new.penalties)
    if now.is_finished and not was.is_finished:
        after = {Status.FINISHED_AET: "after extra time", Status.FINISHED_PENALTIES: "on penalties"}.get(
            now, ""
        )
        emit(AlertKind.FULL_TIME, "full-time", minute=new.minute, penalties=new.penalties, detail=after)
    for status, kind in (
        (Status.POSTPONED, AlertKind.POSTPONED),
        (Status.ABANDONED, AlertKind.ABANDONED),
        (Status.SUSPENDED, AlertKind.SUSPENDED),
        (Status.CANCELLED, AlertKind.CANCELLED),  # not headed POSTPONED: it will not be played
        (Status.AWARDED, AlertKind.AWARDED),  # the match's end, but not a result played for
    ):
        if now is status and was is not status:
            # An award is no moment of play: it carries no minute (the clock it stopped at is not its time).
            minute = None if kind is AlertKind.AWARDED else new.minute
            emit(kind, status.value.lower(), minute=minute, detail=status.name.lower())
    return out
