"""Detect alerts: a pure function of the stored snapshot and the new one.

The score is the authority; events only explain it. Provider quirks handled here: a status that steps
back for one poll is ignored, goal events the score does not count are never announced, shootout kicks
are told once as a shootout result, and a goal that disappears with the score going down is a goal ruled
out (with or without a VAR row, as football-data.org has none).
"""

from __future__ import annotations

from dataclasses import replace

from bot.alerts.model import Alert, AlertKind
from bot.providers.model import Event, EventKind, MatchSnapshot, Minute, Person, Status

_VAR_TOPICS = (("offside", "offside"), ("handball", "handball"), ("penalty", "penalty-kick"), ("card", "var"))


def var_topic(detail: str) -> str:
    detail = detail.lower()
    return next((topic for word, topic in _VAR_TOPICS if word in detail), "var")


def _is_goal_ruled_out(event: Event) -> bool:
    d = event.detail.lower()
    return event.kind is EventKind.VAR and "goal" in d and ("cancel" in d or "disallow" in d)


def _player_key(p: Person | None) -> str:
    if p is None:
        return "?"
    return str(p.id) if p.id is not None else (p.name or "?").lower().split()[-1]


def mark_officials(events: tuple[Event, ...], coaches: tuple[Person, ...]) -> tuple[Event, ...]:
    """Flag cards shown to a coach (known from the line-ups) as cards for a team official."""
    ids = {c.id for c in coaches if c.id is not None}
    names = {(c.name or "").lower() for c in coaches if c.name}
    out = []
    for e in events:
        if (
            e.player
            and e.kind in (EventKind.RED, EventKind.YELLOW, EventKind.SECOND_YELLOW)
            and not e.official
            and ((e.player.id is not None and e.player.id in ids) or (e.player.name or "").lower() in names)
        ):
            e = replace(e, official=True)
        out.append(e)
    return tuple(out)


def stabilise(old: MatchSnapshot | None, new: MatchSnapshot) -> MatchSnapshot:
    """Undo provider flaps before diffing: status never moves backwards; coaches carry over."""
    if old is None:
        return new
    if new.status.rank < old.status.rank:
        new = replace(
            new,
            status=old.status,
            minute=old.minute
            if new.minute is None or new.minute < (old.minute or new.minute)
            else new.minute,
        )
    coaches = new.coaches or old.coaches
    if coaches:
        new = replace(new, coaches=coaches, events=mark_officials(new.events, coaches))
    return new


def detect_alerts(old: MatchSnapshot | None, new: MatchSnapshot) -> list[Alert]:
    """The alerts that take a channel from `old` to `new`, in the order a fan should read them.

    With no stored snapshot for a match already under way (a restart, or the bot joining late) nothing
    is announced: the snapshot becomes the baseline, so a restart never repeats old goals.
    """
    if old is None and new.status is not Status.SCHEDULED:
        return []
    base = old or replace(new, status=Status.SCHEDULED, events=(), score=replace(new.score, home=0, away=0))
    m = new.id

    def alert(kind: AlertKind, key: str, **fields: object) -> Alert:
        return Alert(
            key=f"{m}:{key}",
            kind=kind,
            match_id=m,
            competition_id=new.competition.id,
            home_id=new.home.id,
            away_id=new.away.id,
            home=new.home.name,
            away=new.away.name,
            competition=new.competition.name,
            score=new.score,
            **fields,  # type: ignore[arg-type]
        )

    head: list[Alert] = []
    timed: list[tuple[Minute, int, Alert]] = []
    tail: list[Alert] = []
    old_keys = {e.key for e in base.events}
    fresh = [e for e in new.events if e.key not in old_keys]
    gone = [e for e in base.events if e.key not in {x.key for x in new.events}]

    if base.status is Status.SCHEDULED and new.status.is_live | new.status.is_finished:
        head.append(alert(AlertKind.KICK_OFF, "kick-off", minute=Minute(1)))

    for side, team in (("home", new.home), ("away", new.away)):
        before, after = getattr(base.score, side), getattr(new.score, side)
        if after > before:
            scored = [e for e in fresh if e.kind.is_goal and e.team_id == team.id]
            scored = scored[-(after - before) :]
            for i in range(after - before):
                event = scored[i] if i < len(scored) else None
                timed.append(_goal(alert, new, team.id, team.name, event, before + i + 1))
        elif after < before:
            for n in range(before - after):
                timed.append(_ruled_out(alert, new, base, team.id, team.name, fresh, gone, n))

    for e in fresh:
        team = new.team(e.team_id)
        team_name = team.name if team else ""
        if e.kind is EventKind.VAR and not _is_goal_ruled_out(e):
            timed.append(
                (
                    e.minute,
                    1,
                    alert(
                        AlertKind.VAR,
                        f"var:{e.team_id}:{_player_key(e.player)}:{e.detail.lower()}",
                        minute=e.minute,
                        team=team_name,
                        team_id=e.team_id,
                        player=e.player.display if e.player else "",
                        detail=e.detail,
                        topic=var_topic(e.detail),
                    ),
                )
            )
        elif e.kind in (EventKind.RED, EventKind.SECOND_YELLOW):
            timed.append(
                (
                    e.minute,
                    2,
                    alert(
                        AlertKind.RED_CARD,
                        f"red:{e.team_id}:{_player_key(e.player)}",
                        minute=e.minute,
                        team=team_name,
                        team_id=e.team_id,
                        player=e.player.display if e.player else "",
                        official=e.official,
                        detail="second yellow" if e.kind is EventKind.SECOND_YELLOW else "",
                        topic="team-officials"
                        if e.official
                        else ("second-yellow" if e.kind is EventKind.SECOND_YELLOW else "red-card"),
                    ),
                )
            )
        elif e.kind is EventKind.YELLOW:
            timed.append(
                (
                    e.minute,
                    3,
                    alert(
                        AlertKind.YELLOW_CARD,
                        f"yellow:{e.team_id}:{_player_key(e.player)}:{e.minute.elapsed}",
                        minute=e.minute,
                        team=team_name,
                        team_id=e.team_id,
                        player=e.player.display if e.player else "",
                        official=e.official,
                    ),
                )
            )
        elif e.kind is EventKind.MISSED_PENALTY:
            timed.append(
                (
                    e.minute,
                    2,
                    alert(
                        AlertKind.PENALTY_MISSED,
                        f"missed:{e.team_id}:{_player_key(e.player)}:{e.minute.elapsed}",
                        minute=e.minute,
                        team=team_name,
                        team_id=e.team_id,
                        player=e.player.display if e.player else "",
                        topic="penalty-kick",
                    ),
                )
            )

    was, now = base.status, new.status
    if was.rank < Status.HALF_TIME.rank and now is Status.HALF_TIME:
        tail.append(alert(AlertKind.HALF_TIME, "half-time", minute=new.minute))
    if was.rank <= Status.HALF_TIME.rank and now is Status.SECOND_HALF and was is not Status.SCHEDULED:
        tail.append(alert(AlertKind.SECOND_HALF, "second-half"))
    if was.rank < Status.EXTRA_TIME.rank <= now.rank and now in (Status.EXTRA_TIME, Status.EXTRA_TIME_BREAK):
        tail.append(alert(AlertKind.EXTRA_TIME, "extra-time"))
    if now is Status.FINISHED_PENALTIES and not was.is_finished and new.penalties:
        tail.append(alert(AlertKind.SHOOTOUT, "shootout", penalties=new.penalties))
    if now.is_finished and not was.is_finished:
        tail.append(
            alert(
                AlertKind.FULL_TIME,
                "full-time",
                minute=new.minute,
                penalties=new.penalties,
                detail={
                    Status.FINISHED_AET: "after extra time",
                    Status.FINISHED_PENALTIES: "on penalties",
                }.get(now, ""),
            )
        )
    for status, kind in (
        (Status.POSTPONED, AlertKind.POSTPONED),
        (Status.ABANDONED, AlertKind.ABANDONED),
        (Status.SUSPENDED, AlertKind.SUSPENDED),
        (Status.CANCELLED, AlertKind.POSTPONED),
    ):
        if now is status and was is not status:
            tail.append(alert(kind, status.value.lower(), minute=new.minute, detail=status.name.lower()))

    timed.sort(key=lambda t: (t[0], t[1]))
    return head + [a for _, _, a in timed] + tail


def _goal(alert, new: MatchSnapshot, team_id: int, team_name: str, event: Event | None, nth: int):  # type: ignore[no-untyped-def]
    if event is None:
        # The score moved before the provider named a scorer: say so; the scorer is added by an edit later.
        minute = new.minute or Minute(0)
        return (
            minute,
            0,
            alert(
                AlertKind.GOAL, f"goal:{team_id}:n{nth}", minute=new.minute, team=team_name, team_id=team_id
            ),
        )
    detail = {EventKind.OWN_GOAL: "own goal", EventKind.PENALTY_GOAL: "penalty"}.get(event.kind, "")
    return (
        event.minute,
        0,
        alert(
            AlertKind.GOAL,
            f"goal:{team_id}:{_player_key(event.player)}:{event.minute.elapsed}:{event.minute.extra}",
            minute=event.minute,
            team=team_name,
            team_id=team_id,
            player=event.player.display if event.player else "",
            assist=event.assist.display if event.assist and event.kind is EventKind.GOAL else "",
            detail=detail,
        ),
    )


def goal_alert_key(match_id: int, team_id: int, event: Event) -> str:
    return (
        f"{match_id}:goal:{team_id}:{_player_key(event.player)}:{event.minute.elapsed}:{event.minute.extra}"
    )


def _ruled_out(alert, new, base, team_id, team_name, fresh, gone, n):  # type: ignore[no-untyped-def]
    """A goal for `team_id` no longer counts. Name the VAR decision and the goal it undoes when we can."""
    var_rows = [e for e in new.events if _is_goal_ruled_out(e) and e.team_id == team_id]
    var = var_rows[-(n + 1)] if len(var_rows) > n else None
    lost = [e for e in gone if e.kind.is_goal and e.team_id == team_id]
    goal = lost[-(n + 1)] if len(lost) > n else None
    if var is None and goal is None:
        # No row explains it: we still tell fans the score went down, and the goal it undoes is found later.
        key = f"cancel:{team_id}:{base.score.home + base.score.away}"
    else:
        anchor = var or goal
        key = f"cancel:{team_id}:{_player_key(anchor.player)}:{(goal or anchor).minute.elapsed}"
    reason = ""
    if var is not None:
        reason = var.detail.split("-", 1)[1].strip().lower() if "-" in var.detail else ""
    who = goal.player if goal else var.player if var else None
    minute = var.minute if var else new.minute or Minute(0)
    return (
        minute,
        0,
        alert(
            AlertKind.GOAL_CANCELLED,
            key,
            minute=minute,
            team=team_name,
            team_id=team_id,
            player=who.display if who else "",
            detail=reason,
            topic=var_topic(reason) if reason else "var",
            corrects=goal_alert_key(new.id, team_id, goal) if goal else "",
            goal_minute=str(goal.minute) if goal else "",
        ),
    )
