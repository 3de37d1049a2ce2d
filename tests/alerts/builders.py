"""Alerts about the demo's night (Tottenham Hotspur v Sporting CP, UEFA Champions League), built by tests."""

from __future__ import annotations

from typing import Any

from bot.alerts.model import Alert, AlertKind
from bot.providers.model import Score


def spurs_sporting(kind: AlertKind = AlertKind.GOAL, key: str = "1:goal:1", **fields: Any) -> Alert:
    """An alert of match 1 (competition 2, teams 47 v 228) at 0-0 unless `fields` say otherwise."""
    base: dict[str, Any] = {
        "match_id": 1,
        "competition_id": 2,
        "home_id": 47,
        "away_id": 228,
        "home": "Tottenham Hotspur",
        "away": "Sporting CP",
        "competition": "UEFA Champions League",
        "score": Score(0, 0),
    }
    return Alert(key=key, kind=kind, **(base | fields))
