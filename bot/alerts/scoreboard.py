"""The live scoreboard of one match: a pure fold of the match's alerts over its latest snapshot.

The snapshot gives the score, the clock and the period (the score is the authority); the alerts, exactly as
fans were told them, give the scorers with their minutes and the goals VAR ruled out (and those given after
all). Goals counted before we joined a match (no alert was told for them) come from the snapshot's goal rows.
Red cards and VAR decisions come from the snapshot's rows, read by the detector's own rule (`row_alert`): the
stored snapshot is the detector's truth, which lists a row the provider relists re-spelled once and no longer
lists one it withdrew for good, so the board never shows a card the provider took back. The board is stored beside the match in the poll's own transaction
(`record_polls_and_boards`), so a crash never leaves the board behind the snapshot; sending it is
`bot.alerts.scoreboard_send`, its wording `bot.alerts.scoreboard_format`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace

from bot.alerts.gate import is_card_cancelled
from bot.alerts.model import Alert, AlertKind
from bot.alerts.rows import row_alert
from bot.providers.model import Event, EventKind, MatchSnapshot, Status, person_key
from bot.store import scoreboard as board_store
from bot.store.matches import StoredMatch
from bot.store.outbox import record_polls
from bot.store.sql import Db

FORMAT = 1


@dataclass(frozen=True, slots=True)
class Line:
    """One thing that happened, in the order of the match: a goal (standing or ruled out), a red card, or a
    VAR decision. Names are the provider's, unescaped (the format escapes them)."""

    kind: str  # "goal", "red" or "var"
    minute: str  # "22'", "90+5'" ("" when not known)
    team: str
    player: str = ""
    detail: str = ""  # a goal's "penalty" / "own goal"; a red card's "second yellow"; a VAR decision
    key: str = ""  # the goal alert it stands for ("" for a goal known only from the snapshot)
    ruled_out: bool = False  # a goal ruled out, or a red card VAR took back
    reason: str = ""  # why a goal was ruled out ("" when VAR gave none, or the score alone said so)
    by_var: bool = True  # ruled out by a VAR decision (False: the score went down with no VAR row)
    official: bool = False  # a red card shown to a team official


@dataclass(frozen=True, slots=True)
class Board:
    match_id: int
    competition: str
    home: str
    away: str
    status: str  # a `Status` value
    minute: str  # the match clock ("" when the provider gives none)
    score: tuple[int, int]
    penalties: tuple[int, int] | None = None
    lines: tuple[Line, ...] = field(default_factory=tuple)
    score_known: bool = True  # False: the provider gives no score yet (`score` is a placeholder, never shown)

    @property
    def final(self) -> bool:
        """The match is over (or will not be played on): the board is closed."""
        return Status(self.status).is_terminal

    def to_json(self) -> str:
        return json.dumps({"v": FORMAT, **asdict(self)}, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Board:
        data = json.loads(text)
        data.pop("v", None)
        return cls(
            match_id=int(data["match_id"]),
            competition=data["competition"],
            home=data["home"],
            away=data["away"],
            status=data["status"],
            minute=data["minute"],
            score=(int(data["score"][0]), int(data["score"][1])),
            penalties=(int(data["penalties"][0]), int(data["penalties"][1]))
            if data.get("penalties")
            else None,
            lines=tuple(Line(**line) for line in data.get("lines", ())),
            score_known=bool(data.get("score_known", True)),
        )

    @property
    def news(self) -> str:
        """Everything but the clock: what is worth an edit the moment it changes."""
        return replace(self, minute="").to_json()


def _minute(alert: Alert) -> str:
    return str(alert.minute) if alert.minute else ""


def _restored_from(alert: Alert) -> str:
    """The key of the goal alert a "given after all" alert brings back (`detect` names it after that goal)."""
    match, _, rest = alert.key.partition(":restored:")
    return f"{match}:{rest}" if rest else ""


def _fold(alerts: Sequence[Alert]) -> list[Line]:
    lines: list[Line] = []
    at: dict[str, int] = {}  # goal alert key -> its line
    for a in alerts:
        if a.kind is AlertKind.GOAL:
            at[a.key] = len(lines)
            lines.append(Line("goal", _minute(a), a.team, a.player, a.detail, key=a.key))
        elif a.kind is AlertKind.GOAL_UPDATED and a.corrects in at:
            n = at[a.corrects]  # the stored goal alert was corrected too; this keeps the fold order-proof
            lines[n] = replace(
                lines[n],
                minute=_minute(a) or lines[n].minute,
                player=a.player or lines[n].player,
                detail=a.detail,
            )
        elif a.kind is AlertKind.GOAL_CANCELLED:
            by_var = a.evidence != "score"
            if a.corrects in at:
                n = at[a.corrects]
                lines[n] = replace(lines[n], ruled_out=True, reason=a.detail, by_var=by_var)
            else:  # nothing was told for it (we joined late): the board still says a goal was taken away
                lines.append(
                    Line(
                        "goal",
                        a.goal_minute,
                        a.team,
                        a.player,
                        ruled_out=True,
                        reason=a.detail,
                        by_var=by_var,
                    )
                )
        elif a.kind is AlertKind.GOAL_RESTORED:  # given after all: the goal's own line stands again
            n = at.get(_restored_from(a), len(lines))
            if n == len(lines):
                lines.append(Line("goal", _minute(a), a.team, a.player, a.detail, key=a.key))
            else:
                lines[n] = replace(lines[n], minute=_minute(a) or lines[n].minute, ruled_out=False, reason="")
            at[a.key] = n  # a later ruling names this alert
    return lines


def _rows(snap: MatchSnapshot) -> list[Line]:
    """The red cards and VAR decisions the stored snapshot lists: those the detector holds true now."""
    lines: list[Line] = []
    sent_off: set[tuple[int | None, str]] = set()
    cards: list[tuple[Event, int]] = []  # each dismissal's row and line
    for e in snap.events:
        kind, team = row_alert(e), snap.team(e.team_id)
        player = e.player.display if e.player else ""
        if kind is AlertKind.RED_CARD:
            if (e.team_id, person_key(e.player)) in sent_off:
                continue  # one dismissal each, as the alert's key has it
            sent_off.add((e.team_id, person_key(e.player)))
            cards.append((e, len(lines)))
            detail = "second yellow" if e.kind is EventKind.SECOND_YELLOW else ""
            lines.append(
                Line("red", str(e.minute), team.name if team else "", player, detail, official=e.official)
            )
        elif kind is AlertKind.VAR:
            struck = _card_taken_back(e, cards, lines) if is_card_cancelled(e) else None
            if struck is None:
                lines.append(Line("var", str(e.minute), team.name if team else "", player, e.detail))
            else:  # the card struck through where it stands, in place of a line of its own
                lines[struck] = replace(lines[struck], ruled_out=True)
    return lines


def _card_taken_back(var: Event, cards: list[tuple[Event, int]], lines: list[Line]) -> int | None:
    """The line of the red card a VAR row takes back: the one still standing of the team's cards whose player the
    row's may be (by id, or a surname spelled alike: "S. Coates"), or of all the team's cards when the row names
    no player. None unless exactly one fits: a card is never struck on a guess (the VAR line then says what the
    provider says)."""
    standing = [
        n
        for card, n in cards
        if card.team_id == var.team_id
        and not lines[n].ruled_out
        and (var.player is None or var.player.could_be(card.player))
    ]
    return standing[0] if len(standing) == 1 else None


def _joined_late(snap: MatchSnapshot, lines: list[Line]) -> list[Line]:
    """Goals the score counts that no alert told (the bot joined the match late, or restarted before it had
    a stored snapshot): the snapshot's own goal rows, oldest first, as many as are missing per side."""
    extra: list[Line] = []
    for team, scored in ((snap.home, snap.score.home), (snap.away, snap.score.away)):
        told = sum(
            1 for line in lines if line.kind == "goal" and not line.ruled_out and line.team == team.name
        )
        if told >= scored:
            continue
        rows = sorted(
            (e for e in snap.events if e.kind.is_goal and e.team_id == team.id), key=lambda e: e.minute
        )
        for event in rows[: scored - told]:
            detail = {"own_goal": "own goal", "penalty_goal": "penalty"}.get(event.kind.value, "")
            player = event.player.display if event.player else ""
            extra.append(Line("goal", str(event.minute), team.name, player, detail))
        # Goals the score counts with no row to name them (football-data.org lists goals only on its paid
        # tiers): a line each, "a goal for …", never a board that says "No goals" under a 1-0.
        extra += [Line("goal", "", team.name)] * max(0, scored - told - len(rows))
    return extra


def _order(line: Line) -> tuple[int, int]:
    """Match order from a minute as fans write it ("45+2'" after "45'", before "46'")."""
    text = line.minute.rstrip("'")
    base, _, extra = text.partition("+")
    try:
        return int(base), int(extra or 0)
    except ValueError:
        return 999, 0


def build_board(snap: MatchSnapshot, alerts: Sequence[Alert]) -> Board:
    """The board for `snap`'s match from its alerts so far, in the order they were detected."""
    lines = _fold([a for a in alerts if a.match_id == snap.id])
    if snap.score_known:  # (a score not given counts no goals: its placeholder is no 0-0)
        lines += _joined_late(snap, lines)
    lines += _rows(snap)
    return Board(
        match_id=snap.id,
        competition=snap.competition.name,
        home=snap.home.name,
        away=snap.away.name,
        status=snap.status.value,
        minute=str(snap.minute) if snap.minute and snap.status.is_live else "",
        score=(snap.score.home, snap.score.away),
        penalties=(snap.penalties.home, snap.penalties.away) if snap.penalties else None,
        lines=tuple(sorted(lines, key=_order)),  # stable: lines of one minute keep the order they happened in
        score_known=snap.score_known,
    )


def board_state(snap: MatchSnapshot, board: Board) -> board_store.BoardState:
    payload = board.to_json()
    return board_store.BoardState(
        match_id=snap.id,
        competition_id=snap.competition.id,
        home_id=snap.home.id,
        away_id=snap.away.id,
        payload=payload,
        news=hashlib.sha1(board.news.encode()).hexdigest(),
        digest=hashlib.sha1(payload.encode()).hexdigest(),
        live=snap.status.is_live,
        final=board.final,
    )


def record_polls_and_boards(
    db: Db,
    changes: Sequence[tuple[MatchSnapshot | StoredMatch, list[Alert]]],
    now: float | None = None,
    stored: list[Alert] | None = None,
    unfinished: list[Alert] | None = None,
) -> tuple[int, bool]:
    """`record_polls`, and in the same transaction each changed match's scoreboard where one is kept. Returns
    the outbox rows added and whether a board has something new to show."""
    with db.transaction():
        added = record_polls(db, changes, now, stored, unfinished)
        boards = False
        for match, _ in changes:
            snap = match.snapshot if isinstance(match, StoredMatch) else match
            teams = (snap.home.id, snap.away.id)
            if not board_store.wanted(db, snap.id, snap.competition.id, teams, snap.status.is_live):
                continue
            board = build_board(snap, board_store.match_alerts(db, snap.id))
            boards |= board_store.save(db, board_state(snap, board), now)
    return added, boards
