"""True match histories and the provider answers that misreport them, for the truth properties.

A `History` is what really happened: a clock that only moves forward (NS, first-half minutes, HT, second-half
minutes, FT), goals with their scorers, some ruled out by VAR a little later, and cards. `History.fixture(i)`
is the API-Football v3 fixture object a correct provider serves at tick `i`, built with the builders' shapes
(copied from the recorded payloads): a goal ruled out by VAR is shown as API-Football shows it, the score goes
down, the goal row disappears and a Var row ("Goal Disallowed - offside", "Goal cancelled") naming the team
and scorer appears, with a minute no earlier than the goal's (placar_live_fixture_2H_var_goal_cancelled.json;
Kane's 90+5 goal in bot/providers/replay/scenarios/group-d-2022.toml).

An `Answer` is one poll's answer: a tick of the history, maybe misreported (`fault`). `scenarios()` draws a
history and the sequence of answers a misbehaving provider gives for it: stale ticks served again, repeats,
re-spelled scorers, a goal row one poll late, status flaps, a one-poll score step back without VAR, an absurd
jump, and failures (HTTP 500 with an HTML body, 429 with Retry-After, the daily quota answer inside HTTP 200).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

import httpx
from hypothesis import strategies as st

from tests.providers.builders import AWAY, HOME, envelope, event, fixture

Player = tuple[int, str]
Clock = tuple[int, int]  # (elapsed, extra), ordered as Minute is

HOME_NAME, AWAY_NAME = "Tottenham Hotspur", "Sporting CP"
# Spellings as API-Football and the replay write them; re-spelled versions keep the surname.
PLAYERS: dict[int, tuple[Player, ...]] = {
    HOME: (
        (184, "Harry Kane"),
        (186, "Son Heung-min"),
        (900201, "Rodrigo Bentancur"),
        (900202, "Ivan Perišić"),
    ),
    AWAY: (
        (900101, "Marcus Edwards"),
        (900102, "Paulinho"),
        (900103, "Sebastián Coates"),
        (900104, "Manuel Ugarte"),
    ),
}
VAR_DETAILS = (
    "Goal Disallowed - offside",
    "Goal cancelled",
    "Goal Disallowed - handball",
    "Goal cancelled - foul",
)
HTML_500 = b"<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>"
QUOTA_BODY = {
    "get": "fixtures",
    "parameters": {"live": "all"},
    "errors": {"requests": "You have reached the request limit for the day"},
    "results": 0,
    "paging": {"current": 1, "total": 1},
    "response": [],
}
FAILURES = ("http500", "http429", "quota")
PREVIOUS_STATUS = {"HT": "1H", "2H": "HT", "FT": "2H"}


def respell(name: str) -> str:
    """ "Harry Kane" -> "H. Kane": the same surname, spelled as another feed of the provider does."""
    parts = name.split()
    return name if len(parts) < 2 else f"{parts[0][0]}. {' '.join(parts[1:])}"


@dataclass(frozen=True)
class Tick:
    status: str  # API-Football short status: NS 1H HT 2H FT
    elapsed: int | None = None
    extra: int | None = None

    @property
    def clock(self) -> Clock:
        return (self.elapsed or 0, self.extra or 0)

    @property
    def live(self) -> bool:
        return self.status in ("1H", "2H")


@dataclass(frozen=True)
class Goal:
    at: int  # the tick whose answer first shows it (the score rises with its row)
    team: int  # the team credited (the benefiting team for an own goal, as API-Football does)
    scorer: Player
    minute: Clock
    detail: str = "Normal Goal"
    var_at: int | None = None  # the tick from which it is ruled out: row gone, score down, Var row in
    var_minute: Clock | None = None
    var_detail: str = ""

    def stands_at(self, i: int) -> bool:
        return self.at <= i and (self.var_at is None or i < self.var_at)

    @property
    def ruled_out(self) -> bool:
        return self.var_at is not None


@dataclass(frozen=True)
class Card:
    at: int
    team: int
    player: Player
    minute: Clock
    detail: str = "Yellow Card"


@dataclass(frozen=True)
class History:
    ticks: tuple[Tick, ...]
    goals: tuple[Goal, ...] = ()
    cards: tuple[Card, ...] = ()

    @property
    def last(self) -> int:
        return len(self.ticks) - 1

    def score(self, i: int) -> tuple[int, int]:
        standing = [g for g in self.goals if g.stands_at(i)]
        return (sum(g.team == HOME for g in standing), sum(g.team == AWAY for g in standing))

    @property
    def final_score(self) -> tuple[int, int]:
        return self.score(self.last)

    @property
    def standing(self) -> list[Goal]:
        return [g for g in self.goals if g.stands_at(self.last)]

    @property
    def ruled_out(self) -> list[Goal]:
        return [g for g in self.goals if g.ruled_out]

    def rows(self, i: int) -> list[tuple[Clock, int, dict[str, Any]]]:
        """(minute, order, event row) for every row a correct provider lists at tick i."""
        out: list[tuple[Clock, int, dict[str, Any]]] = []
        for n, g in enumerate(self.goals):
            if g.stands_at(i):
                out.append((g.minute, n, goal_row(g)))
            elif g.var_at is not None and g.var_at <= i and g.var_minute is not None:
                out.append((g.var_minute, n, var_row(g)))
        for n, c in enumerate(self.cards):
            if c.at <= i:
                out.append(
                    (c.minute, 100 + n, event(c.minute[0], "Card", c.detail, c.team, c.player, _x(c.minute)))
                )
        return sorted(out, key=lambda r: (r[0], r[1]))

    def fixture(self, i: int) -> dict[str, Any]:
        """The fixture object a correct provider serves at tick i."""
        tick = self.ticks[i]
        f = fixture(
            tick.status, tick.elapsed, self.score(i), [r for _, _, r in self.rows(i)], extra=tick.extra
        )
        # What the recorded payloads carry beside the live fields (the parser ignores them).
        f["fixture"]["venue"] = {"id": 593, "name": "Tottenham Hotspur Stadium", "city": "London"}
        f["fixture"]["status"]["long"] = {
            "NS": "Not Started",
            "1H": "First Half",
            "HT": "Halftime",
            "2H": "Second Half",
            "FT": "Match Finished",
        }[tick.status]
        if tick.status in ("HT", "2H", "FT"):
            ht = max(n for n, t in enumerate(self.ticks) if t.status in ("NS", "1H", "HT"))
            f["score"]["halftime"] = dict(zip(("home", "away"), self.score(ht), strict=True))
        if tick.status == "FT":
            f["score"]["fulltime"] = dict(zip(("home", "away"), self.score(i), strict=True))
        return f


def _x(minute: Clock) -> int | None:
    return minute[1] or None


def goal_row(g: Goal) -> dict[str, Any]:
    return event(g.minute[0], "Goal", g.detail, g.team, g.scorer, _x(g.minute))


def var_row(g: Goal) -> dict[str, Any]:
    assert g.var_minute is not None
    return event(g.var_minute[0], "Var", g.var_detail, g.team, g.scorer, _x(g.var_minute))


# ------------------------------------------------------------------------------------------------ answers


@dataclass(frozen=True)
class Answer:
    """One poll's answer: tick `tick` of the history, as the provider misreports it (`fault`).

    true      the tick as it is
    respell   scorers' names abbreviated; arg = (drop ids, also the Var rows)
    lag       the goals new at this tick counted in the score, their rows not listed yet
    flap      the status one step back (HT -> 1H, 2H -> HT, FT -> 2H), minute and events unchanged
    drop      the score one lower for the side of goal `arg[0]` (standing), its row gone unless arg[1]
    jump      the home score `arg` higher with no goal rows (nonsense)
    behind    the goals scored since tick `arg` counted in the score, their rows not listed yet (a long lag)
    `unscored` (any fault): the score not given, `goals` null, shown as "?" after the answer
    http500 / http429 (arg = Retry-After) / quota: a failed call; `tick` is only where it happened
    """

    tick: int
    fault: str = "true"
    arg: Any = None
    unscored: bool = False  # the score not given (API-Football `goals` null), whatever the fault

    @property
    def failure(self) -> bool:
        return self.fault in FAILURES

    def fixture(self, h: History) -> dict[str, Any]:
        f = self._fixture(h)
        if self.unscored:
            f = copy.deepcopy(f)
            f["goals"] = {"home": None, "away": None}
        return f

    def _fixture(self, h: History) -> dict[str, Any]:
        f = h.fixture(self.tick)
        if self.fault == "true":
            return f
        f = copy.deepcopy(f)
        events = f["events"]
        if self.fault == "respell":
            drop_id, var_too = self.arg
            for e in events:
                if e["type"] == "Goal" or (var_too and e["type"] == "Var"):
                    e["player"] = {
                        "id": None if drop_id else e["player"]["id"],
                        "name": respell(e["player"]["name"]),
                    }
        elif self.fault == "lag":
            new = [goal_row(g) for g in h.goals if g.at == self.tick and g.stands_at(self.tick)]
            f["events"] = [e for e in events if e not in new]
        elif self.fault == "flap":
            status = PREVIOUS_STATUS[f["fixture"]["status"]["short"]]
            f["fixture"]["status"].update(short=status, long=status)
        elif self.fault == "drop":
            which, keep_row = self.arg
            g = h.goals[which]
            side = "home" if g.team == HOME else "away"
            f["goals"][side] -= 1
            if not keep_row:
                f["events"] = [e for e in events if e != goal_row(g)]
        elif self.fault == "jump":
            f["goals"]["home"] += self.arg
        elif self.fault == "behind":
            new = [goal_row(g) for g in h.goals if g.at > self.arg and g.stands_at(self.tick)]
            f["events"] = [e for e in events if e not in new]
        else:
            raise AssertionError(self.fault)
        return f

    def response(self, h: History) -> httpx.Response:
        if self.fault == "http500":
            return httpx.Response(500, content=HTML_500, headers={"content-type": "text/html"})
        if self.fault == "http429":
            return httpx.Response(
                429, json={"message": "Too many requests"}, headers={"Retry-After": str(self.arg)}
            )
        if self.fault == "quota":
            return httpx.Response(200, json=QUOTA_BODY)
        return httpx.Response(200, json=envelope(self.fixture(h)))


@dataclass(frozen=True)
class Scenario:
    history: History
    answers: tuple[Answer, ...] = field(default=())

    def __repr__(self) -> str:  # a falsifying example that reads as a poll log
        polls = ", ".join(
            f"{a.tick}"
            + ("" if a.fault == "true" else f":{a.fault}" + (f"{a.arg}" if a.arg is not None else ""))
            + ("?" if a.unscored else "")
            for a in self.answers
        )
        return f"Scenario(history={self.history!r},\n  answers=[{polls}])"


# ----------------------------------------------------------------------------------------------- strategies


def _minutes(draw: st.DrawFn, first: int, last: int, stoppage: int) -> list[Clock]:
    """Strictly rising clocks in one half: minutes first..last, then last+1..last+stoppage as stoppage."""
    raw = draw(st.lists(st.integers(first, last + stoppage), min_size=1, max_size=6, unique=True))
    return [(m, 0) if m <= last else (last, m - last) for m in sorted(raw)]


@st.composite
def histories(draw: st.DrawFn) -> History:
    ticks = [Tick("NS")]
    ticks += [Tick("1H", m, x or None) for m, x in _minutes(draw, 1, 45, 4)]
    ticks += [Tick("HT", 45)]
    ticks += [Tick("2H", m, x or None) for m, x in _minutes(draw, 46, 90, 8)]
    ticks += [Tick("FT", 90)]
    goals: list[Goal] = []
    cards: list[Card] = []
    open_var: list[int] = []  # goals under review: play has stopped, no other goal until they are decided
    for i, tick in enumerate(ticks):
        if not tick.live:
            continue
        reviewing = any(goals[n].var_at is not None and goals[n].var_at > i for n in open_var)
        if not reviewing:
            open_var.clear()
        for _ in range(0 if reviewing else draw(st.integers(0, 2))):
            if open_var:
                break  # a goal under review stops play: nothing else is scored before the ruling
            team = draw(st.sampled_from((HOME, AWAY)))
            detail = draw(st.sampled_from(("Normal Goal", "Normal Goal", "Penalty", "Own Goal")))
            pool = PLAYERS[AWAY if team == HOME else HOME] if detail == "Own Goal" else PLAYERS[team]
            scorer = draw(st.sampled_from(pool))
            if any(g.at == i and g.scorer == scorer for g in goals):
                continue  # one player, one goal per tick (the key would need an API-Football "#2")
            later = [n for n in range(i + 1, min(i + 3, len(ticks) - 1) + 1)]
            var_at = draw(st.none() | st.sampled_from(later)) if later else None
            var_minute, var_detail = None, ""
            if var_at is not None:
                window = [t.clock for t in ticks[i : var_at + 1] if t.live]
                var_minute = draw(st.sampled_from(window))
                var_detail = draw(st.sampled_from(VAR_DETAILS))
                open_var.append(len(goals))
            goals.append(Goal(i, team, scorer, tick.clock, detail, var_at, var_minute, var_detail))
        if draw(st.integers(0, 3)) == 0:
            team = draw(st.sampled_from((HOME, AWAY)))
            player = draw(st.sampled_from(PLAYERS[team]))
            detail = draw(st.sampled_from(("Yellow Card", "Yellow Card", "Yellow Card", "Red Card")))
            if not any(c.at == i and c.player == player for c in cards):
                cards.append(Card(i, team, player, tick.clock, detail))
    return History(tuple(ticks), tuple(goals), tuple(cards))


def failures() -> st.SearchStrategy[tuple[str, Any]]:
    return st.one_of(
        st.just(("http500", None)),
        st.tuples(st.just("http429"), st.integers(1, 120) | st.integers(900, 86_400)),
        st.just(("quota", None)),
    )


@st.composite
def observed(draw: st.DrawFn, h: History, *, fault_rate: int = 2) -> tuple[Answer, ...]:
    """The answers a misbehaving provider gives, one per poll, for history `h`.

    Every tick is served (true or misreported) unless a failure takes its place; the last answer is always
    the true final tick, as a provider that recovers serves it. A score step back is always followed by the
    tick it misreports (it lasts one poll), and never straddles a skipped tick. `fault_rate` n: about one
    tick in n+1 gets faults.
    """
    out: list[Answer] = []
    skipped_prev = False

    def faulty() -> bool:
        return draw(st.integers(0, fault_rate)) == 0

    for i, tick in enumerate(h.ticks):
        dropped = False
        # Before tick i is served: stale ticks, failures, a one-poll score step back (with tick i's clock).
        for _ in range(draw(st.integers(0, 2)) if faulty() else 0):
            kind = draw(st.sampled_from(("stale", "fail", "drop", "jump")))
            if kind == "stale" and i > 0:
                old = draw(st.integers(0, i - 1))
                out += [Answer(old)] * draw(st.integers(1, 3))
            elif kind == "fail":
                out.append(Answer(i, *draw(failures())))
            elif kind == "drop" and i > 0 and not skipped_prev:  # a step back from what was seen
                both = [n for n, g in enumerate(h.goals) if g.stands_at(i - 1) and g.stands_at(i)]
                if both:
                    out.append(Answer(i, "drop", (draw(st.sampled_from(both)), draw(st.booleans()))))
                    dropped = True
            elif kind == "jump" and tick.live and Answer(i, "jump", 2000) not in out:
                out.append(
                    Answer(i, "jump", 2000)
                )  # once: the same nonsense twice is what the provider believes
        # Tick i itself, maybe misreported, or a failure in its place.
        mode = draw(st.sampled_from(("true", "respell", "lag", "flap", "skip"))) if faulty() else "true"
        if mode == "skip" and not (i in (0, h.last) or dropped or skipped_prev):
            out.append(Answer(i, *draw(failures())))
        elif mode == "respell":
            drop_id, var_too = draw(st.booleans()), draw(st.booleans())
            out.append(Answer(i, "respell", (drop_id, var_too)))
        elif mode == "lag" and any(g.at == i for g in h.goals):
            out.append(Answer(i, "lag"))
        elif mode == "flap" and tick.status in PREVIOUS_STATUS:
            if draw(st.booleans()):
                out += [Answer(i, "flap"), Answer(i)]  # the flap comes first, then the tick itself
            else:
                out += [Answer(i), Answer(i, "flap")]  # the tick, then one step back
        else:
            out.append(Answer(i))
        skipped_prev = out[-1].failure
        # After: the same answer again.
        if faulty() and draw(st.booleans()):
            out += [out[-1]] * draw(st.integers(1, 2))
    if out[-1] != Answer(h.last):
        out.append(Answer(h.last))
    return tuple(out)


@st.composite
def scenarios(draw: st.DrawFn, fault_rate: int = 2) -> Scenario:
    h = draw(histories())
    return Scenario(h, draw(observed(h, fault_rate=fault_rate)))


@st.composite
def joined_unscored(draw: st.DrawFn, fault_rate: int = 2) -> Scenario:
    """A match the bot first sees under way with no score given: the answers a misbehaving provider gives
    from some live tick on (the first one true, bar the score), the first few of them with `goals` null."""
    h = draw(histories())
    answers = draw(observed(h, fault_rate=fault_rate))
    joins = [
        n for n, a in enumerate(answers) if h.ticks[a.tick].status in ("1H", "HT", "2H") and not a.failure
    ]
    start = draw(st.sampled_from(joins))
    rest = list(answers[start:])
    rest[0] = Answer(rest[0].tick)
    unscored = draw(st.integers(1, len(rest) - 1))
    rest[:unscored] = [dataclasses.replace(a, unscored=True) for a in rest[:unscored]]
    return Scenario(h, tuple(rest))


@st.composite
def outages(draw: st.DrawFn, fault_rate: int = 2) -> Scenario:
    """A poll that misses most of a match (an outage): the answers a misbehaving provider gives up to some
    tick before half-time, then failures, then the final whistle (the rows of the goals scored meanwhile
    maybe not listed yet), then the true final tick."""
    h = draw(histories())
    answers = draw(observed(h, fault_rate=fault_rate))
    cut = [n for n, a in enumerate(answers) if h.ticks[a.tick].status in ("NS", "1H") and not a.failure]
    last = draw(st.sampled_from(cut))
    gap = [Answer(answers[last].tick, *draw(failures())) for _ in range(draw(st.integers(0, 2)))]
    final = [Answer(h.last, "behind", answers[last].tick)] if draw(st.booleans()) else []
    return Scenario(h, (*answers[: last + 1], *gap, *final, Answer(h.last)))
