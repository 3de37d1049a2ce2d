"""The rows told as they come (cards, missed penalties and VAR decisions not about a goal): which rows are told, a
row relisted under another spelling known as told, and the alerts they make. `row_alert` is the one rule the
scoreboard reads the stored rows by too."""

from __future__ import annotations

from bot.alerts.diff import Diff, minutes_apart, var_topic
from bot.alerts.gate import is_goal_ruled_out
from bot.alerts.model import AlertKind
from bot.alerts.state import ToldRow
from bot.providers.model import Event, EventKind, person_key

# Rows that tell the same thing whatever their detail says ("Red Card" corrected to "Second Yellow card").
_FAMILY = {EventKind.SECOND_YELLOW: EventKind.RED}


_ROW_ALERTS = {
    EventKind.RED: AlertKind.RED_CARD,
    EventKind.SECOND_YELLOW: AlertKind.RED_CARD,
    EventKind.YELLOW: AlertKind.YELLOW_CARD,
    EventKind.MISSED_PENALTY: AlertKind.PENALTY_MISSED,
}


def row_alert(e: Event) -> AlertKind | None:
    """What a row is told as, if `_other_events` tells it: a card, a missed penalty, or a VAR decision not
    about a goal (those are `_score_change`'s, remembered in `var_used`). The scoreboard reads the stored
    snapshot's rows by the same rule, so it shows a card while the detector keeps it as true and not after."""
    if e.kind is EventKind.VAR:
        return None if is_goal_ruled_out(e) else AlertKind.VAR
    return _ROW_ALERTS.get(e.kind)


def tellable(e: Event) -> bool:
    return row_alert(e) is not None


def other_rows(d: Diff, fresh: list[Event], gone: list[Event]) -> tuple[ToldRow, ...]:
    """Tell the fresh cards, VAR decisions and missed penalties that are not a row told before listed again
    (`_relisted`): one the answer before listed, or one told earlier, dropped since and relisted now however
    many answers later. Returns the rows told so far, each under its latest spelling."""
    memory = {t.event_key: t for t in d.old.book.told}
    # What a re-spelled row may have been: rows of the answer before (a match stored before the book kept
    # told rows has only these), then rows told earlier that this answer no longer lists under their key.
    listed = {e.key for e in d.new.events}
    spare = [e for e in gone if not e.kind.is_goal and e.key not in memory]
    spare += [t.event() for t in d.old.book.told if t.event_key not in listed]
    untold = []
    for e in fresh:
        if e.key in memory:  # listed again as it read when told
            continue
        same = _relisted(e, spare)
        if same is None:
            untold.append(e)
        else:
            memory.pop(same.key, None)  # known by its new spelling from now on
            if tellable(e):
                memory[e.key] = ToldRow.of(e)
    _other_events(d, untold)
    memory |= {e.key: ToldRow.of(e) for e in untold if tellable(e)}
    return tuple(memory.values())


def _relisted(row: Event, gone: list[Event]) -> Event | None:
    """A card, VAR decision or missed penalty listed before under another spelling (the player's id dropped,
    "S. Coates") or a minute corrected by one or two: the same row, told already. The player must agree
    strictly (`Person.could_be`): rows told stay in `gone` all match, and a namesake's card is no relisting.
    The old row it matches is returned and taken from `gone`, so two new rows never both match one old row."""
    if row.kind.is_goal or row.kind is EventKind.SUBSTITUTION:
        return None
    for old in gone:
        same_player = (
            row.player.could_be(old.player) if row.player and old.player else row.player is old.player
        )
        if (
            _FAMILY.get(old.kind, old.kind) == _FAMILY.get(row.kind, row.kind)
            and old.team_id == row.team_id
            and same_player
            and minutes_apart(old.minute, row.minute) <= 2
            and (row.kind is not EventKind.VAR or old.detail.lower() == row.detail.lower())
        ):
            gone.remove(old)
            return old
    return None


def _other_events(d: Diff, fresh: list[Event]) -> None:
    for e in fresh:
        team = d.new.team(e.team_id)
        common = {
            "minute": e.minute,
            "team": team.name if team else "",
            "team_id": e.team_id,
            "player": e.player.display if e.player else "",
        }
        who = person_key(e.player)
        kind = row_alert(e)
        if kind is AlertKind.VAR:
            d.add(
                e.minute,
                1,
                d.alert(
                    AlertKind.VAR,
                    f"var:{e.team_id}:{who}:{e.detail.lower()}",
                    detail=e.detail,
                    topic=var_topic(e.detail),
                    **common,
                ),
            )
        elif kind is AlertKind.RED_CARD:
            second = e.kind is EventKind.SECOND_YELLOW
            topic = "team-officials" if e.official else ("second-yellow" if second else "red-card")
            d.add(
                e.minute,
                2,
                d.alert(
                    AlertKind.RED_CARD,
                    f"red:{e.team_id}:{who}",
                    official=e.official,
                    detail="second yellow" if second else "",
                    topic=topic,
                    **common,
                ),
            )
        elif kind is AlertKind.YELLOW_CARD:
            d.add(
                e.minute,
                3,
                d.alert(
                    AlertKind.YELLOW_CARD,
                    f"yellow:{e.team_id}:{who}:{e.minute.elapsed}",
                    official=e.official,
                    **common,
                ),
            )
        elif kind is AlertKind.PENALTY_MISSED:
            d.add(
                e.minute,
                2,
                d.alert(
                    AlertKind.PENALTY_MISSED,
                    f"missed:{e.team_id}:{who}:{e.minute.elapsed}",
                    topic="penalty-kick",
                    **common,
                ),
            )
