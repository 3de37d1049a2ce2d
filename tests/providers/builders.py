"""Build API-Football v3 JSON for scripted poll sequences (shapes copied from the real payloads)."""

from __future__ import annotations

from typing import Any

KICKOFF = "2026-11-30T20:00:00+00:00"
HOME, AWAY, LEAGUE = 47, 228, 2


def event(
    minute: int,
    kind: str,
    detail: str,
    team: int,
    player: tuple[int | None, str | None],
    extra: int | None = None,
    comments: str | None = None,
) -> dict[str, Any]:
    return {
        "time": {"elapsed": minute, "extra": extra},
        "team": {"id": team, "name": "x", "logo": "https://media-2.api-sports.io/x.png"},
        "player": {"id": player[0], "name": player[1]},
        "assist": {"id": None, "name": None},
        "type": kind,
        "detail": detail,
        "comments": comments,
    }


def fixture(
    status: str = "1H",
    elapsed: int | None = 10,
    score: tuple[int, int] = (0, 0),
    events: list[dict[str, Any]] | None = None,
    fixture_id: int = 1001,
    extra: int | None = None,
) -> dict[str, Any]:
    return {
        "fixture": {
            "id": fixture_id,
            "referee": None,
            "timezone": "UTC",
            "date": KICKOFF,
            "timestamp": 1796068800,
            "periods": {"first": None, "second": None},
            "venue": {"id": None, "name": None, "city": None},
            "status": {"long": status, "short": status, "elapsed": elapsed, "extra": extra},
        },
        "league": {
            "id": LEAGUE,
            "name": "UEFA Champions League",
            "country": "World",
            "season": 2026,
            "round": "League Stage - 6",
        },
        "teams": {
            "home": {"id": HOME, "name": "Tottenham Hotspur", "winner": None},
            "away": {"id": AWAY, "name": "Sporting CP", "winner": None},
        },
        "goals": {"home": score[0] if status != "NS" else None, "away": score[1] if status != "NS" else None},
        "score": {
            "halftime": {"home": None, "away": None},
            "fulltime": {"home": None, "away": None},
            "extratime": {"home": None, "away": None},
            "penalty": {"home": None, "away": None},
        },
        "events": events or [],
    }


def unscored(answer: dict[str, Any]) -> dict[str, Any]:
    """`answer` with no score given (the provider's nulls), as a match first seen under way may come."""
    answer["goals"] = {"home": None, "away": None}
    return answer


def at_half_time(answer: dict[str, Any], home: int, away: int) -> dict[str, Any]:
    """`answer` with the half-time score given."""
    answer["score"]["halftime"] = {"home": home, "away": away}
    return answer


def envelope(*fixtures: dict[str, Any], params: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "get": "fixtures",
        "parameters": params or {"live": "all"},
        "errors": [],
        "results": len(fixtures),
        "paging": {"current": 1, "total": 1},
        "response": list(fixtures),
    }
