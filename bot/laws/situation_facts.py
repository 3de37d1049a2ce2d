"""The facts of a told offside play and what they decide: the ruling (offside.py judges them) or the one
question whose answer would change it, the diagram's representative positions, and the facts as a button's
payload. What a fan's words say is read into these facts by situation.py."""

from __future__ import annotations

from dataclasses import dataclass

from bot.laws.offside import RESETS, RESTARTS_WITHOUT_OFFSIDE, OffsideCase, Ruling, judge
from bot.laws.situation_text import Question, word_lists

SOURCES = ("team-mate", "deflection", "rebound", "save", "deliberate-play", "deliberate-handball")
ALLOWED = {  # in the order of the Facts fields
    "position": ("offside", "level", "behind-ball", "own-half", "onside"),
    "received_from": (*SOURCES, "match-official", "throw-in", "corner-kick", "goal-kick", "free-kick"),
    "involvement": ("plays-ball", "interferes-with-opponent", "none"),
}


@dataclass(frozen=True, slots=True)
class Facts:
    position: str | None = None  # offside, level, behind-ball, own-half, onside
    received_from: str | None = None  # as offside.py: team-mate, deflection, rebound, save, ...
    involvement: str | None = None  # plays-ball, interferes-with-opponent, none


@dataclass(frozen=True, slots=True)
class Reading:
    facts: Facts
    ruling: Ruling | None  # when the known facts decide the outcome
    question: Question | None  # when a missing fact decides it
    clause: str  # the Law clause that decides it


def decide(facts: Facts) -> Reading:
    """Rule from the facts, or ask for the first missing fact that would change the outcome (unknown
    values count as missing)."""
    # The fields read by name, not by dataclasses.astuple (which deep-copies each value: ~15 us per question)
    told = (facts.position, facts.received_from, facts.involvement)
    known = (v if v in ALLOWED[f] else None for f, v in zip(ALLOWED, told, strict=True))
    position, source, involvement = known
    facts, questions = Facts(position, source, involvement), word_lists().questions
    if source in RESTARTS_WITHOUT_OFFSIDE:
        return _ruled(facts, "Law 11.3")  # directly from these restarts the position never matters
    if position not in (None, "offside"):
        return _ruled(facts, "Law 11.1")
    if source in RESETS or involvement == "none":
        return _ruled(facts, "Law 11.2")  # no offence even from an offside position: no need to ask it
    for field, value, clause in (
        ("position", position, "Law 11.1"),
        ("received_from", source, "Law 11.2"),
        ("involvement", involvement, "Law 11.2"),
    ):
        if value is None:
            return Reading(facts, None, questions[field], clause)
    return _ruled(facts, "Law 11.2")


def _ruled(facts: Facts, clause: str) -> Reading:
    return Reading(facts, judge(case_for(facts)), None, clause)


GOALKEEPER = 51.0
ATTACKER_AT = {"offside": 38.0, "level": 33.0, "onside": 30.0, "behind-ball": 44.0, "own-half": -2.0}
OPPONENTS_AT = {"behind-ball": (GOALKEEPER, 40.0, 30.0), "own-half": (GOALKEEPER, -1.0, -3.0)}
BALL_AT = {"behind-ball": 47.0, "own-half": -10.0, "corner-kick": 52.5, "goal-kick": -47.0}


def case_for(facts: Facts) -> OffsideCase:
    """Representative positions (metres from halfway) for the facts. An unknown position is drawn as an
    offside one: the only case in which the other facts still decide."""
    position = facts.position if facts.position in ATTACKER_AT else "offside"
    source = facts.received_from if facts.received_from in ALLOWED["received_from"] else "team-mate"
    # A restart is taken where it is taken, unless the ball must stay ahead of a player behind it.
    ball = BALL_AT.get(position if position == "behind-ball" else source, BALL_AT.get(position, 25.0))
    return OffsideCase(
        ATTACKER_AT[position],
        ball,
        OPPONENTS_AT.get(position, (GOALKEEPER, 33.0, 28.0)),  # clear of the penalty area line (36)
        source,
        facts.involvement if facts.involvement in ALLOWED["involvement"] else "plays-ball",
    )


KEYS = {"pos": "position", "from": "received_from", "inv": "involvement"}
SHORT = {"interferes-with-opponent": "interferes", "deliberate-handball": "handball"}  # keeps it <= 51
LONG = {code: value for value, code in SHORT.items()}


def encode(facts: Facts) -> str:
    """'pos=offside;from=deflection;inv=plays-ball', unknown facts left out. ValueError on a value no
    Facts field takes (it could not be decoded)."""
    pairs = [(key, getattr(facts, field)) for key, field in KEYS.items()]
    if bad := [v for key, v in pairs if v is not None and v not in ALLOWED[KEYS[key]]]:
        raise ValueError(f"not a value of its fact: {bad}")
    return ";".join(f"{key}={SHORT.get(value, value)}" for key, value in pairs if value is not None)


def decode(text: str) -> Facts | None:
    """encode's inverse; None for anything else, never an exception: it comes back from buttons and URLs."""
    if not isinstance(text, str) or len(text) > 80:
        return None
    values: dict[str, str] = {}
    for part in text.split(";") if text else ():
        key, sep, code = part.partition("=")
        field = KEYS.get(key)
        value = LONG.get(code, code)
        if not sep or field is None or field in values or value not in ALLOWED[field]:
            return None
        values[field] = value
    return Facts(**values)


# What the reader tells apart beside the facts: who touched the ball and how, which restart.
OPPONENT = "opponent"  # read, never a fact: an opponent touched the ball, deliberately or not is unsaid
UNKNOWN = "unknown"  # read, never a fact: someone unnamed touched it ("a scramble", "off somebody"), so how is unsaid
TOUCHES = {"deflection", "rebound", "save", "deliberate-play", "deliberate-handball", "match-official"}
RESTARTS = RESTARTS_WITHOUT_OFFSIDE | {"free-kick"}
NEGATED = {"offside": "onside", "onside": "offside"}  # a position said not to be, read as the one it then is
OPPONENT_TOUCHES = {"deflection", "save", "deliberate-play", "deliberate-handball", OPPONENT}
