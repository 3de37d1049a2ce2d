"""Own goals and goals off a defender or the goalkeeper (Law 10.1), in my own wordings, found by hand on
2026-12-03: "our defender sliced his clearance into his own net, does that count?" had deliberate play's "No."
about offside. The ones still answered by a neighbour are left as xfail(strict) with what they get."""

from __future__ import annotations

from tests.laws.evaluate import left_as_xfail, probe_test

CASES = [
    (
        "our defender tried to clear it and sliced it into his own net, does that count as a goal?",
        "goal-own-goal",
        "Yes",
    ),
    (
        "if a defender deliberately plays it back and the keeper misses it and it goes in, goal?",
        "goal-own-goal",
        "Yes",
    ),
    ("is an OG a real goal?", "goal-own-goal", "Yes"),
    ("goalie dropped it and it rolled over his own line, what's given?", "goal-own-goal", ""),
    ("can you score an own goal with a header from open play?", "goal-own-goal", "Yes"),
    (
        "if my teammate heads it into our own net by mistake does the other team get a goal",
        "goal-own-goal",
        "Yes",
    ),
    ("the keeper parried it and it rolled over the line off his back, goal or not?", "goal-own-goal", ""),
    ("ball bounced in off our left back's thigh, do they get the goal?", "goal-own-goal", "Yes"),
    ("the defender's back-pass went past the keeper into the net, goal?", "goal-own-goal", "Yes"),
    (
        "the wall deflects the indirect free kick straight into the net, goal?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
]

LEFT = {
    "if my teammate heads it": "'by mistake' and 'teammate' draw the team-mate's accidental handball answer",
    "the keeper parried it": "'parried' and 'keeper' draw the penalty retake's answer (a save off the line)",
    "ball bounced in off": "'bounced', 'back' and 'keeper' words draw the headed back-pass answer",
}


test_own_goal_answers = probe_test(left_as_xfail(CASES, LEFT))
