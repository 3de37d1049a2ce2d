"""Law 11 as a pure function: given positions when a team-mate plays the ball, and how the ball then
reached the attacker, is there an offside offence? The offside topic teaches exactly these rulings.

Positions are metres from the halfway line towards the opponents' goal line (negative: own half), taken
from the attacker's furthest part that may count (head, body or feet; never hands or arms).
"""

from __future__ import annotations

from dataclasses import dataclass

GOAL_LINE = 52.5  # metres from the halfway line: every position here assumes a 105 m pitch
RESTARTS_WITHOUT_OFFSIDE = {"throw-in", "corner-kick", "goal-kick"}
RESETS = {"deliberate-play", "deliberate-handball"}  # an opponent's controlled play starts offside afresh
NO_RESET = {"team-mate", "deflection", "rebound", "save", "free-kick", "match-official"}


@dataclass(frozen=True, slots=True)
class OffsideCase:
    attacker: float
    ball: float
    opponents: tuple[float, ...]  # every opponent on the field, goalkeeper included
    received_from: str = "team-mate"  # or deflection, rebound, save, deliberate-play, throw-in, ...
    involvement: str = "plays-ball"  # plays-ball, interferes-with-opponent, none
    arm: float | None = None  # where the attacker's arm reached: never counts


@dataclass(frozen=True, slots=True)
class Ruling:
    offside_position: bool
    offence: bool
    reason: str

    @property
    def restart(self) -> str:
        return "indirect free kick to the defending team" if self.offence else "play on"


def second_last(opponents: tuple[float, ...]) -> float:
    """Where the second-last opponent stands, the goalkeeper counted like anyone (usually one of the last
    two, but Law 11 counts players, not roles).

    With fewer than two opponents on the field there is no second-last one, and no attacker can be nearer
    the goal line than a player who is not there: the goal line stands in for him, as Law 11 itself puts a
    defender who left the field without permission on the goal line. So nobody on the field is in an
    offside position then (and a diagram draws its offside line on the goal line)."""
    ordered = sorted(opponents, reverse=True)
    return ordered[1] if len(ordered) > 1 else GOAL_LINE


def in_offside_position(case: OffsideCase) -> bool:
    """Opponents' half (the halfway line is not), and strictly nearer the goal line than both the ball
    and the second-last opponent: level is onside."""
    return case.attacker > 0 and case.attacker > case.ball and case.attacker > second_last(case.opponents)


def judge(case: OffsideCase) -> Ruling:
    if case.received_from in RESTARTS_WITHOUT_OFFSIDE:
        # (the restart named as the Laws spell it: "a corner kick", "a goal kick", "a throw-in")
        restart = case.received_from.replace("-kick", " kick")
        return Ruling(in_offside_position(case), False, f"no offside offence from a {restart}")
    position = in_offside_position(case)
    if not position:
        if case.attacker <= 0:
            why = "in their own half (the halfway line counts as their own half)"
        elif case.attacker <= case.ball:
            why = "level with or behind the ball"
        elif len(case.opponents) < 2:
            why = "with fewer than two opponents on the field there is no second-last opponent to be beyond"
        else:
            why = "level with or behind the second-last opponent"
        return Ruling(False, False, f"not in an offside position: {why}")
    if case.received_from in RESETS:
        return Ruling(True, False, "an opponent deliberately played the ball, so offside is judged afresh")
    if case.involvement == "none":
        return Ruling(True, False, "in an offside position but not involved in active play")
    if case.involvement == "interferes-with-opponent":
        # the challenge or the blocked view is the offence itself, whatever the ball did next: "jumped for it with
        # their defender, it went in off the defender's head" had "gained an advantage from a deflection" (probe 23)
        return Ruling(True, True, "interfered with an opponent from an offside position")
    if case.received_from in ("deflection", "rebound", "save"):
        return Ruling(
            True, True, f"gained an advantage from a {case.received_from} after being in an offside position"
        )
    return Ruling(True, True, "involved in active play from an offside position")
