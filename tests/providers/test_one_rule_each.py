"""Rules both providers share are written once: who is a team official, and what an HTTP status means.
Each is checked for both clients (and the detector) agreeing, and for no second copy left in a client."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import httpx
import pytest
import respx

from bot.alerts.detect import stabilise
from bot.providers import api_football, football_data
from bot.providers.api_football import ApiFootballClient, parse_fixture
from bot.providers.errors import (
    BadPayload,
    ProviderAuthError,
    ProviderUnavailable,
    RateLimited,
    RequestRejected,
)
from bot.providers.football_data import FootballDataClient, parse_match
from bot.providers.model import Person, is_official_card
from tests.providers.builders import AWAY, HOME, event, fixture

BOT = Path(__file__).resolve().parents[2] / "bot"
COACH = Person(77, "Antonio Conte")
# (id, name) on the card row -> shown to the coach? By id when both carry one, else by surname.
CARDS = [
    ((77, "Antonio Conte"), True),
    ((None, "A. Conte"), True),  # no id on the row: the surname decides
    ((5, "Conte"), False),  # a player who shares the coach's surname is not the coach
    ((6, "Cristian Romero"), False),
]


def _api_football(card: tuple[int | None, str], coach: bool = True) -> list[bool]:
    raw = fixture("2H", 70, events=[event(69, "Card", "Red Card", HOME, card)])
    if coach:
        raw["lineups"] = [
            {"team": {"id": HOME}, "coach": {"id": COACH.id, "name": COACH.name}, "startXI": []}
        ]
    return [e.official for e in parse_fixture(raw).events]


def _football_data(card: tuple[int | None, str]) -> list[bool]:
    team = {"id": HOME, "name": "Tottenham Hotspur", "coach": {"id": COACH.id, "name": COACH.name}}
    raw = {
        "id": 1001,
        "utcDate": "2026-11-30T20:00:00Z",
        "status": "IN_PLAY",
        "minute": 70,
        "competition": {"id": 2001, "name": "UEFA Champions League"},
        "season": {"startDate": "2026-07-01"},
        "homeTeam": team,
        "awayTeam": {"id": AWAY, "name": "Sporting CP", "coach": None},
        "score": {"duration": "REGULAR", "fullTime": {"home": 0, "away": 0}},
        "bookings": [
            {"minute": 69, "team": {"id": HOME}, "player": {"id": card[0], "name": card[1]}, "card": "RED"}
        ],
    }
    return [e.official for e in parse_match(raw).events]


def _detector(card: tuple[int | None, str]) -> list[bool]:
    """The live list carries no coaches: the detector marks cards with the coaches learned before."""
    before = replace(parse_fixture(fixture("2H", 60)), coaches=(COACH,))
    live = parse_fixture(fixture("2H", 70, events=[event(69, "Card", "Red Card", HOME, card)]))
    return [e.official for e in stabilise(before, live).events]


@pytest.mark.parametrize(("card", "official"), CARDS)
def test_both_parsers_and_the_detector_judge_a_card_alike(card, official):
    row = parse_fixture(fixture("2H", 70, events=[event(69, "Card", "Red Card", HOME, card)])).events[0]
    assert is_official_card(row, (COACH,)) is official
    assert _api_football(card) == _football_data(card) == _detector(card) == [official]
    assert _api_football(card, coach=False) == [False]


def test_the_official_rule_has_one_home():
    """Only bot/providers/model.py decides it; the parsers and the detector call it."""
    homes = {
        str(path.relative_to(BOT))
        for path in BOT.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and "official" in node.name
    }
    assert homes == {"providers/model.py"}
    for module in (api_football, football_data):
        text = Path(module.__file__).read_text(encoding="utf-8")
        assert "coach_ids" not in text and "official=" not in text and "mark_officials(" in text


# ------------------------------------------------------------------------------------------ HTTP statuses

AF, FD = "https://v3.football.api-sports.io/", "https://api.football-data.org/v4/"
EMPTY = object()  # the answer is read as "nothing"
# status -> (API-Football, football-data.org): the same meaning unless a provider's quirk says otherwise
MEANING = {
    204: (EMPTY, BadPayload),  # API-Football: an empty answer; football-data.org never sends one bodiless
    400: (RequestRejected, RequestRejected),
    401: (ProviderAuthError, RequestRejected),  # football-data.org: not told apart from other refusals
    403: (ProviderAuthError, ProviderAuthError),
    404: (RequestRejected, RequestRejected),
    405: (RequestRejected, RequestRejected),
    410: (RequestRejected, RequestRejected),
    422: (RequestRejected, RequestRejected),
    429: (RateLimited, RateLimited),
    499: (ProviderUnavailable, ProviderUnavailable),
    500: (ProviderUnavailable, ProviderUnavailable),
    502: (ProviderUnavailable, ProviderUnavailable),
    503: (ProviderUnavailable, ProviderUnavailable),
}


async def _outcome(client) -> object:
    try:
        result = await client.standings(2001, 2026)
    except Exception as exc:  # the typed error is the outcome under test
        return type(exc)
    return EMPTY if result == [] else result


@pytest.mark.parametrize("status", sorted(MEANING))
async def test_both_clients_read_a_status_the_same_way_but_for_their_quirks(status):
    body = None if status == 204 else {"message": "refused", "errorCode": status}
    outcomes = []
    for base, client_type in ((AF, ApiFootballClient), (FD, FootballDataClient)):
        async with httpx.AsyncClient(base_url=base) as http:
            with respx.mock(base_url=base) as mock:
                mock.get(url__regex=".*").respond(status, **({"json": body} if body else {}))
                outcomes.append(await _outcome(client_type(http)))
    assert tuple(outcomes) == MEANING[status]


@pytest.mark.parametrize(
    ("base", "client_type", "headers", "message", "wait"),
    [
        (AF, ApiFootballClient, {"Retry-After": "42"}, "", 42.0),
        (AF, ApiFootballClient, {"Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT"}, "", None),
        (AF, ApiFootballClient, {}, "Wait 17 seconds.", None),  # API-Football's message is not read
        (FD, FootballDataClient, {"X-RequestCounter-Reset": "28"}, "", 28.0),
        (FD, FootballDataClient, {"Retry-After": "5", "X-RequestCounter-Reset": "28"}, "", 5.0),
        (FD, FootballDataClient, {}, "You reached your request limit. Wait 17 seconds.", 17.0),
        (FD, FootballDataClient, {"X-RequestCounter-Reset": "-3"}, "nothing", None),
    ],
)
async def test_how_long_a_429_asks_us_to_wait(base, client_type, headers, message, wait):
    async with httpx.AsyncClient(base_url=base) as http:
        with respx.mock(base_url=base) as mock:
            mock.get(url__regex=".*").respond(
                429, headers=headers, json={"message": message, "errorCode": 429}
            )
            with pytest.raises(RateLimited) as raised:
                await client_type(http).standings(2001, 2026)
    assert raised.value.retry_after == wait


def test_the_status_mapping_has_one_home():
    """Neither client compares status codes itself: both pass their quirks to `http.check_status`."""
    for module in (api_football, football_data):
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        reads = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "status_code"]
        assert reads == [], module.__name__
        assert "check_status(" in ast.unparse(tree)
