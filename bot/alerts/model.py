"""What we tell a channel about a match."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from bot.providers.model import MatchSnapshot, Minute, Score


class AlertKind(StrEnum):
    LINE_UPS = "line_ups"
    KICK_OFF = "kick_off"
    GOAL = "goal"
    GOAL_CANCELLED = "goal_cancelled"
    GOAL_UPDATED = "goal_updated"  # a corrected scorer or minute: an edit of the goal alert, no new message
    GOAL_RESTORED = "goal_restored"  # a goal ruled out that counts again: "given after all"
    VAR = "var"
    PENALTY_MISSED = "penalty_missed"
    RED_CARD = "red_card"
    YELLOW_CARD = "yellow_card"
    HALF_TIME = "half_time"
    SECOND_HALF = "second_half"
    EXTRA_TIME = "extra_time"
    FULL_TIME = "full_time"
    SHOOTOUT = "shootout"
    POSTPONED = "postponed"
    SUSPENDED = "suspended"
    ABANDONED = "abandoned"
    DATA_DELAYED = "data_delayed"
    DATA_RESTORED = "data_restored"

    @property
    def subscription_kind(self) -> str:
        """The kind a channel subscribes to that covers this alert (`/follow spurs goals var`)."""
        return _SUBSCRIPTION_KIND.get(self, "status")

    @property
    def priority(self) -> int:
        """Lower goes first: goals and VAR before lesser alerts."""
        return _PRIORITY.get(self, 5)


_SUBSCRIPTION_KIND = {
    AlertKind.GOAL: "goals",
    AlertKind.PENALTY_MISSED: "goals",
    AlertKind.SHOOTOUT: "goals",
    AlertKind.GOAL_CANCELLED: "var",
    AlertKind.GOAL_UPDATED: "goals",
    AlertKind.GOAL_RESTORED: "goals",
    AlertKind.VAR: "var",
    AlertKind.RED_CARD: "red-cards",
    AlertKind.YELLOW_CARD: "yellow-cards",
    AlertKind.KICK_OFF: "kick-off",
    AlertKind.LINE_UPS: "line-ups",
    AlertKind.SECOND_HALF: "kick-off",
    AlertKind.HALF_TIME: "half-time",
    AlertKind.FULL_TIME: "full-time",
    AlertKind.EXTRA_TIME: "full-time",
}
_PRIORITY = {
    AlertKind.GOAL: 0,
    AlertKind.GOAL_CANCELLED: 0,
    AlertKind.GOAL_RESTORED: 0,
    AlertKind.VAR: 1,
    AlertKind.RED_CARD: 1,
    AlertKind.SHOOTOUT: 1,
    AlertKind.FULL_TIME: 2,
    AlertKind.PENALTY_MISSED: 2,
}


@dataclass(frozen=True, slots=True)
class Alert:
    """One alert. `key` is deterministic, so detecting the same thing twice stores it once."""

    key: str
    kind: AlertKind
    match_id: int
    competition_id: int
    home_id: int
    away_id: int
    home: str
    away: str
    competition: str
    score: Score
    minute: Minute | None = None
    team: str = ""
    team_id: int | None = None
    player: str = ""
    assist: str = ""
    detail: str = ""
    official: bool = False
    lineup_home: str = ""
    lineup_away: str = ""
    corrects: str = ""
    goal_minute: str = ""
    evidence: str = ""  # for a goal ruled out: "var" (a VAR row says so) or "score" (the score went down)
    topic: str = ""
    penalties: Score | None = None

    @classmethod
    def for_match(cls, snap: MatchSnapshot, key: str, kind: AlertKind, **fields: Any) -> Alert:
        """An alert about `snap`'s match: the teams, competition and current score come from the snapshot."""
        return cls(
            key=key,
            kind=kind,
            match_id=snap.id,
            competition_id=snap.competition.id,
            home_id=snap.home.id,
            away_id=snap.away.id,
            home=snap.home.name,
            away=snap.away.name,
            competition=snap.competition.name,
            score=snap.score,
            **fields,
        )

    def to_json(self) -> str:
        data = asdict(self)
        data["kind"] = self.kind.value
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Alert:
        data = json.loads(text)
        data["kind"] = AlertKind(data["kind"])
        data["score"] = Score(**data["score"])
        data["minute"] = Minute(**data["minute"]) if data.get("minute") else None
        data["penalties"] = Score(**data["penalties"]) if data.get("penalties") else None
        return cls(**data)
