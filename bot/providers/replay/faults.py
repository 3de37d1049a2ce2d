"""Faults on demand for `matchday mock-server`: answer a live poll the way a real provider misbehaves.

A `FaultPlan` counts the live polls of each provider shape separately (API-Football `fixtures?live=…`;
football-data `matches?status=LIVE` or `IN_PLAY`), 1-based, and decides for each whether to answer
normally or with a fault. Other requests (by id, by date, standings, team search) are always answered
normally. The plan is pure: it returns a `Reply` (status, headers, body bytes, and how long to stall or
drip); the server does the waiting and the writing.

The vocabulary (a value after `:` is optional):

    stale[:N]        an older body again: the answer N live requests back (default: the earliest of the
                     last 8 normal answers to the same request), as a lagging cache or replica serves it
    quota[:S]        the quota is spent. API-Football: HTTP 200, errors.requests day-limit text, empty
                     response, x-ratelimit-requests-remaining 0. football-data: HTTP 429 "You reached your
                     request limit. Wait S seconds." with X-RequestCounter-Reset S (default 10)
    rate-limit[:S]   HTTP 429 with Retry-After S (default 2)
    server-error     HTTP 500 with an HTML body (text/html)
    stall[:S]        sleep S seconds (default 12), then answer normally
    drip[:S]         the normal answer, one byte every S seconds (default 0.2) after the headers, with a
                     correct Content-Length: a per-read timeout never fires, a total deadline does
    null-team        the normal answer plus one extra live fixture, FIRST in the list, whose home team is
                     null (API-Football "teams": {"home": null}, football-data "homeTeam": null)
    huge-number      the normal answer with one number written as the JSON literal 1e400 (API-Football
                     goals.home of the first fixture, football-data score.fullTime.home)
    deep             a body of JSON arrays nested 200,000 levels deep: [[[[…]]]]
    respell          the normal answer with the names of the people in the match events re-spelled,
                     scorers included: "Harry Kane" -> "H. Kane", accents stripped ("Perišić" -> "Perisic")

The schedule, on the command line (`--faults SPEC`) or posted to `POST /_faults`:

    spec  := item ("," item)*                  e.g. stale@5,quota@9,stall:0.3@15,respell@26-40
    item  := fault [":" value] ["@" when]      without "@" the fault applies to the next live request (+1)
    when  := N | N-M | +N | +N-M               the Nth live request (1-based) or N to M inclusive; "+" counts
                                               from the requests already served when the rule is added

Every live request counts, faulted or not. Several rules may cover one request: the body changes
(null-team, huge-number, respell) and the timing faults (stall, drip) all apply; of the faults that replace
the answer (stale, quota, rate-limit, server-error, deep) the rule added last wins. A fault that replaces
the answer never steps the replay clock: the next normal answer continues the story where it was.
`POST /_faults` with the body `clear` drops every rule; `GET /_faults` lists the plan and what was served.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import unicodedata
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

Provider = Literal["api-football", "football-data"]
PROVIDERS: Final[tuple[Provider, ...]] = ("api-football", "football-data")

FAULTS: Final[tuple[str, ...]] = (
    "stale",
    "quota",
    "rate-limit",
    "server-error",
    "stall",
    "drip",
    "null-team",
    "huge-number",
    "deep",
    "respell",
)
REPLACING: Final = frozenset({"stale", "quota", "rate-limit", "server-error", "deep"})
BODY_CHANGES: Final = ("null-team", "respell", "huge-number")  # applied in this order
# The value a fault takes after ":": (kind, default). None: the fault takes no value.
VALUES: Final[Mapping[str, tuple[type[int] | type[float], float] | None]] = {
    "stale": (int, 0),  # 0: the earliest answer still in the ring
    "quota": (int, 10),
    "rate-limit": (int, 2),
    "server-error": None,
    "stall": (float, 12.0),
    "drip": (float, 0.2),
    "null-team": None,
    "huge-number": None,
    "deep": None,
    "respell": None,
}

RING: Final = 8
DEPTH: Final = 200_000
GHOST_ID: Final = 999_000_001
SERVED_KEPT: Final = 500
API_FOOTBALL_QUOTA = (
    "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade "
    "your plan."
)
SERVER_ERROR_HTML = "<html><body><h1>500 Internal Server Error</h1></body></html>"
_HUGE = "__matchday_fault_huge_number__"


class FaultSpecError(ValueError):
    """A schedule that cannot be read; the message is one sentence naming the problem."""


# --------------------------------------------------------------------------------------------- rules
@dataclass(frozen=True, slots=True)
class Rule:
    """One fault on live requests `first`..`last` of each provider, counted after `after[provider]`."""

    fault: str
    value: float | None
    first: int
    last: int
    relative: bool = False
    after: Mapping[str, int] = field(default_factory=dict)

    def covers(self, provider: str, request: int) -> bool:
        return self.first <= request - self.after.get(provider, 0) <= self.last

    @property
    def spec(self) -> str:
        """The rule written back in the schedule grammar."""
        value = "" if self.value is None else f":{self.value:g}"
        plus = "+" if self.relative else ""
        when = f"{plus}{self.first}" if self.first == self.last else f"{plus}{self.first}-{self.last}"
        return f"{self.fault}{value}@{when}"

    def describe(self) -> dict[str, Any]:
        return {
            "spec": self.spec,
            "fault": self.fault,
            "value": self.value,
            "requests": {
                p: [self.first + self.after.get(p, 0), self.last + self.after.get(p, 0)] for p in PROVIDERS
            },
        }


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _when(text: str, item: str) -> tuple[int, int, bool]:
    bad = FaultSpecError(
        f"bad request number in '{item}': use N, N-M, +N or +N-M (live requests count from 1)."
    )
    relative = text.startswith("+")
    low, dash, high = text.removeprefix("+").partition("-")
    high = high.removeprefix("+")
    if not _digits(low) or (dash and not _digits(high)):
        raise bad
    first, last = int(low), int(high) if dash else int(low)
    if first < 1 or last < first:
        raise bad
    return first, last, relative


def parse_spec(spec: str, counts: Mapping[str, int] | None = None) -> list[Rule]:
    """The rules of a schedule; `+N` (and a bare fault, which means +1) counts after `counts`."""
    rules = []
    for raw in spec.split(","):
        item = raw.strip()
        if not item:
            continue
        head, at, when = item.partition("@")
        name, colon, value_text = head.strip().partition(":")
        name = name.strip().lower()
        if name not in VALUES:
            raise FaultSpecError(f"unknown fault '{name}'; known: {', '.join(FAULTS)}.")
        kind = VALUES[name]
        value: float | None = None
        if colon:
            if kind is None:
                raise FaultSpecError(f"'{name}' takes no value (got '{item}').")
            number = kind[0]
            try:
                value = number(value_text.strip())
            except ValueError:
                what = "a whole number" if number is int else "a number of seconds"
                raise FaultSpecError(f"'{name}' needs {what} after ':' (got '{item}').") from None
            if not math.isfinite(value) or value < (1 if name == "stale" else 0):
                least = "1 or more" if name == "stale" else "0 or more"
                raise FaultSpecError(f"'{name}' needs a value of {least} (got '{item}').")
        first, last, relative = _when(when.strip(), item) if at else (1, 1, True)
        after = dict(counts) if relative and counts else {}
        rules.append(Rule(name, value, first, last, relative, after))
    return rules


def _or_default(fault: str, value: float | None) -> float:
    kind = VALUES[fault]
    assert kind is not None, fault
    return kind[1] if value is None else value


def parse_plan_arg(text: str) -> FaultPlan:
    """`--faults SPEC` for argparse: a bad spec is one clear line and exit 2, never a traceback."""
    try:
        return FaultPlan.parse(text)
    except FaultSpecError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def is_live_poll(provider: str, path: str, params: Mapping[str, str]) -> bool:
    """`path` is what follows the provider prefix, e.g. "/fixtures" or "/v4/matches"."""
    if provider == "api-football":
        return path.rstrip("/").rsplit("/", 1)[-1] == "fixtures" and "live" in params
    if provider == "football-data":
        parts = [p for p in path.split("/") if p and p != "v4"]
        statuses = {s.strip().upper() for s in params.get("status", "").split(",")}
        return parts == ["matches"] and bool(statuses & {"LIVE", "IN_PLAY"})
    return False


# --------------------------------------------------------------------------------------------- replies
@dataclass(frozen=True, slots=True)
class Reply:
    """What to send: status, content type, headers, body; wait `stall` s first, then `drip` s per byte."""

    status: int
    body: bytes
    headers: tuple[tuple[str, str], ...] = ()
    content_type: str = "application/json"
    stall: float = 0.0
    drip: float = 0.0

    @classmethod
    def json(cls, status: int, body: Any, headers: Mapping[str, str]) -> Reply:
        return cls(status, json.dumps(body).encode(), tuple(headers.items()))


@dataclass(frozen=True, slots=True)
class Decision:
    """What the plan chose for one live request, before the normal answer (if any) is made."""

    provider: str
    request: int
    key: str
    replace: Rule | None
    changes: tuple[str, ...]
    stall: float
    drip: float
    stale_of: int | None = None
    stale_body: Any = None
    notes: tuple[str, ...] = ()

    @property
    def needs_normal(self) -> bool:
        """True when the shape must answer (and, for a stepped replay, step): no fault replaces it."""
        return self.replace is None


def respell_name(name: str) -> str:
    """ "Harry Kane" -> "H. Kane", "Ivan Perišić" -> "I. Perisic", "Paulinho" -> "Paulinho"."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    parts = plain.split()
    if len(parts) < 2:
        return plain
    return f"{parts[0][0]}. {' '.join(parts[1:])}"


def _respell_person(person: Any) -> None:
    if isinstance(person, dict) and isinstance(person.get("name"), str):
        person["name"] = respell_name(person["name"])


def _items(provider: str, body: Any) -> list[Any] | None:
    """The live list inside a body, or None when the body is not a live answer."""
    key = "response" if provider == "api-football" else "matches"
    if isinstance(body, dict) and isinstance(body.get(key), list):
        return body[key]
    return None


def _respell(provider: str, body: Any) -> None:
    for item in _items(provider, body) or []:
        if provider == "api-football":
            for event in item.get("events") or []:
                _respell_person(event.get("player"))
                _respell_person(event.get("assist"))
        else:
            for goal in item.get("goals") or []:
                _respell_person(goal.get("scorer"))
                _respell_person(goal.get("assist"))
            for booking in item.get("bookings") or []:
                _respell_person(booking.get("player"))
            for sub in item.get("substitutions") or []:
                _respell_person(sub.get("playerOut"))
                _respell_person(sub.get("playerIn"))


def _ghost(provider: str, items: list[Any]) -> dict[str, Any]:
    """A live fixture like the first one (or a bare one), with another id and a null home team."""
    ghost: dict[str, Any]
    if provider == "api-football":
        ghost = (
            copy.deepcopy(items[0])
            if items
            else {
                "fixture": {
                    "id": GHOST_ID,
                    "referee": None,
                    "timezone": "UTC",
                    "date": "2022-10-26T19:00:00+00:00",
                    "timestamp": 1666810800,
                    "periods": {"first": None, "second": None},
                    "venue": {"id": None, "name": None, "city": None},
                    "status": {"long": "First Half", "short": "1H", "elapsed": 1, "extra": None},
                },
                "league": {"id": 0, "name": "Unknown", "country": "World", "season": 2022, "round": ""},
                "teams": {},
                "goals": {"home": 0, "away": 0},
                "score": {},
            }
        )
        ghost["fixture"]["id"] = GHOST_ID
        ghost["teams"] = {
            "home": None,
            "away": {"id": GHOST_ID + 1, "name": "Unknown", "logo": None, "winner": None},
        }
        ghost["events"] = []
        return ghost
    ghost = (
        copy.deepcopy(items[0])
        if items
        else {
            "utcDate": "2022-10-26T19:00:00Z",
            "status": "IN_PLAY",
            "minute": 1,
            "injuryTime": None,
            "score": {"winner": None, "duration": "REGULAR", "fullTime": {"home": 0, "away": 0}},
        }
    )
    ghost.update(
        id=GHOST_ID,
        homeTeam=None,
        awayTeam={"id": GHOST_ID + 1, "name": "Unknown", "shortName": "Unknown"},
        goals=[],
        bookings=[],
        substitutions=[],
    )
    return ghost


def _null_team(provider: str, body: Any) -> None:
    items = _items(provider, body)
    if items is None:
        return
    items.insert(0, _ghost(provider, items))
    if provider == "api-football" and "results" in body:
        body["results"] = len(items)


def _huge_number_json(provider: str, body: Any) -> bytes:
    """The body as JSON text with one number written as 1e400."""
    items = _items(provider, body) or []
    first = next((i for i in items if isinstance(i, dict)), None)
    if provider == "api-football":
        if first is not None and isinstance(first.get("goals"), dict):
            first["goals"]["home"] = _HUGE
        else:
            body["results"] = _HUGE
    elif (
        first is not None
        and isinstance(first.get("score"), dict)
        and isinstance(first["score"].get("fullTime"), dict)
    ):
        first["score"]["fullTime"]["home"] = _HUGE
    else:
        body["resultSet"] = {"count": _HUGE}
    return json.dumps(body).replace(json.dumps(_HUGE), "1e400", 1).encode()


def _quota(
    provider: str, value: float | None, params: Mapping[str, str], headers: Mapping[str, str]
) -> Reply:
    body: dict[str, Any]
    if provider == "api-football":
        body = {
            "get": "fixtures",
            "parameters": dict(params) or [],
            "errors": {"requests": API_FOOTBALL_QUOTA},
            "results": 0,
            "paging": {"current": 1, "total": 1},
            "response": [],
        }
        return Reply.json(200, body, {**headers, "x-ratelimit-requests-remaining": "0"})
    wait = int(_or_default("quota", value))
    body = {"message": f"You reached your request limit. Wait {wait} seconds.", "errorCode": 429}
    return Reply.json(
        429, body, {**headers, "X-RequestCounter-Reset": str(wait), "X-Requests-Available-Minute": "0"}
    )


def _rate_limit(provider: str, value: float | None, headers: Mapping[str, str]) -> Reply:
    wait = int(_or_default("rate-limit", value))
    if provider == "api-football":
        body: dict[str, Any] = {"message": "Too many requests"}
        extra = {"X-RateLimit-Remaining": "0"}
    else:
        body = {"message": f"You reached your request limit. Wait {wait} seconds.", "errorCode": 429}
        extra = {"X-RequestCounter-Reset": str(wait), "X-Requests-Available-Minute": "0"}
    return Reply.json(429, body, {**headers, **extra, "Retry-After": str(wait)})


# --------------------------------------------------------------------------------------------- the plan
class FaultPlan:
    """The schedule of faults, the live-request counts per provider and the ring of past answers.

    Not thread-safe on its own: the server calls it under the lock it already holds for the replay.
    """

    def __init__(self, rules: Iterable[Rule] = (), *, ring: int = RING) -> None:
        self.rules: list[Rule] = list(rules)
        self.counts: dict[str, int] = dict.fromkeys(PROVIDERS, 0)
        self.served: deque[dict[str, Any]] = deque(maxlen=SERVED_KEPT)
        self._ring_size = ring
        self._ring: dict[str, deque[tuple[int, Any]]] = {}

    @classmethod
    def parse(cls, spec: str) -> FaultPlan:
        return cls(parse_spec(spec))

    def add(self, spec: str) -> list[Rule]:
        """Add rules while running (`POST /_faults`): "+N" and a bare fault count from now."""
        rules = parse_spec(spec, self.counts)
        self.rules.extend(rules)
        return rules

    def clear(self) -> None:
        self.rules.clear()

    def describe(self) -> dict[str, Any]:
        return {
            "rules": [r.describe() for r in self.rules],
            "live_requests": dict(self.counts),
            "served": list(self.served),
            "known": list(FAULTS),
        }

    # ------------------------------------------------------------------------------------- per request
    def decide(self, provider: str, path: str = "", params: Mapping[str, str] | None = None) -> Decision:
        """Count one live request of `provider` and choose its faults."""
        self.counts[provider] = self.counts.get(provider, 0) + 1
        n = self.counts[provider]
        key = f"{provider} {path}?{sorted((params or {}).items())}"
        hits = [r for r in self.rules if r.covers(provider, n)]
        replacing = [r for r in hits if r.fault in REPLACING]
        replace = replacing[-1] if replacing else None
        stall = next((r for r in reversed(hits) if r.fault == "stall"), None)
        drip = next((r for r in reversed(hits) if r.fault == "drip"), None)
        changes = tuple(name for name in BODY_CHANGES if any(r.fault == name for r in hits))
        stale_of: int | None = None
        stale_body: Any = None  # an earlier answer's JSON, served again
        notes: tuple[str, ...] = ()
        if replace is not None and replace.fault == "stale":
            past = self._ring.get(key) or deque()
            back = int(replace.value or 0)
            older = [(req, body) for req, body in past if back == 0 or req <= n - back]
            chosen = older[-1] if older and back else (past[0] if past else None)
            if chosen is None:
                replace, notes = None, ("stale: no older answer yet, served normally",)
            else:
                stale_of, stale_body = chosen
        return Decision(
            provider=provider,
            request=n,
            key=key,
            replace=replace,
            changes=changes,
            stall=_or_default("stall", stall.value) if stall else 0.0,
            drip=_or_default("drip", drip.value) if drip else 0.0,
            stale_of=stale_of,
            stale_body=stale_body,
            notes=notes,
        )

    def finish(
        self,
        decision: Decision,
        headers: Mapping[str, str],
        normal: tuple[int, Any] | None = None,
        params: Mapping[str, str] | None = None,
    ) -> Reply:
        """The reply for a decided request. `normal` is the shape's (status, body) when `needs_normal`;
        `headers` are the shape's headers either way."""
        provider, replace = decision.provider, decision.replace
        status, body = normal if normal is not None else (200, None)
        if replace is None and status == 200:
            self._ring.setdefault(decision.key, deque(maxlen=self._ring_size)).append(
                (decision.request, copy.deepcopy(body))
            )
        fault = replace.fault if replace else None
        changes: tuple[str, ...] = ()
        if fault == "stale":
            status, body = 200, copy.deepcopy(decision.stale_body)
        if fault in (None, "stale") and status == 200:
            changes = decision.changes
            if changes:
                body = copy.deepcopy(body)
            if "null-team" in changes:
                _null_team(provider, body)
            if "respell" in changes:
                _respell(provider, body)
            if "huge-number" in changes:
                reply = Reply(status, _huge_number_json(provider, body), tuple(headers.items()))
            else:
                reply = Reply.json(status, body, headers)
        elif fault == "quota":
            reply = _quota(provider, replace.value if replace else None, params or {}, headers)
        elif fault == "rate-limit":
            reply = _rate_limit(provider, replace.value if replace else None, headers)
        elif fault == "server-error":
            reply = Reply(500, SERVER_ERROR_HTML.encode(), (), content_type="text/html")
        elif fault == "deep":
            reply = Reply(200, b"[" * DEPTH + b"]" * DEPTH, tuple(headers.items()))
        else:  # not a live answer the body faults can change
            reply = Reply.json(status, body, headers)
        applied = ([fault] if fault else []) + list(changes)
        applied += [name for name, on in (("stall", decision.stall), ("drip", decision.drip)) if on]
        if applied or decision.notes:
            entry: dict[str, Any] = {
                "provider": provider,
                "request": decision.request,
                "faults": applied,
                "status": reply.status,
            }
            if decision.stale_of is not None:
                entry["stale_of"] = decision.stale_of
            if decision.notes:
                entry["notes"] = list(decision.notes)
            self.served.append(entry)
        return Reply(
            reply.status,
            reply.body,
            reply.headers,
            reply.content_type,
            stall=decision.stall,
            drip=decision.drip,
        )
