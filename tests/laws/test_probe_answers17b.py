"""Hostile probe 15, helper-130's round: an indirect free kick in off a match official or the woodwork, a non-deliberate
handball outside the area that denies a goal, the goalkeeper's first early movement at a saved penalty, the keeper and
the kicker offending together, and whether the VAR checks every goal for offside; each asked in wordings of
helper-130's own, with the answer and opening the Laws (IFAB 2026/27) give."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Only" or "" for the statement with no bare Yes or No)
CASES = [
    # Off a match official directly into the goal: a dropped ball (Law 9.2, 8.2), not a goal kick nor a goal
    (
        "indirect free kick hit the referee and went straight into the goal, does it count?",
        "goal-off-referee",
        "No",
    ),
    ("our indirect free kick deflected off the ref into the net, goal or not", "goal-off-referee", "No"),
    ("ifk takes a deflection off the referee and goes in, what's the restart", "goal-off-referee", ""),
    # Off the woodwork with no player touching it: still kicked directly in, a goal kick (Law 13.1)
    (
        "indirect free kick struck directly, hits the crossbar and goes in, goal?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    ("is an ifk that goes in off the post a goal", "goal-direct-indirect-free-kick", "No"),
    (
        "indirect free kick rattles the crossbar and drops in, does it count",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    # ... the goal kick given is the call the Laws make, judged so since review 52 (it had the goal's "No.")
    (
        "our indirect free kick went in off the bar, ref gave a goal kick, right?",
        "goal-direct-indirect-free-kick",
        "Yes",
    ),
    # A non-deliberate handball offence denying a goal outside the own area is a red (Law 12.3); with a penalty, yellow
    (  # the DOGSO answer says it too: "to fouls and to handballs, deliberate or not"
        "defender accidentally handled it outside the box and stopped a certain goal, red or yellow?",
        # ... and the non-deliberate handball's own answer, the same red, more exactly (the two tie; helper-145)
        ("dogso-outside-area", "handball-accidental-outside-area-red"),
        "",
    ),
    (
        "accidental handball outside the box denies a goal, is it still a red?",
        "handball-accidental-outside-area-red",
        "Yes",
    ),
    (
        "goalie accidentally handled it outside his box to stop a goal, sent off?",
        "handball-accidental-outside-area-red",
        "Yes",
    ),
    (
        "accidental handball on the line, penalty given, is it a red",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    # The goalkeeper's first offence causing a retake is a warning, a caution only for a later one (Law 14.2)
    (
        "keeper came off his line and saved the pen, does he get a yellow straight away",
        "penalty-keeper-warning",
        "Only",
    ),
    ("goalie moved early and saved it, first time, is he cautioned?", "penalty-keeper-warning", "Only"),
    ("keeper saved it but had left his line early, do they go again", "penalty-keeper-save-retake", "Yes"),
    # ... a distraction (delaying, touching the crossbar) the same: the count, not the distraction's "No."
    ("keeper delays the penalty by touching the crossbar, booked?", "penalty-keeper-warning", "Only"),
    ("can the keeper be booked at a penalty for distracting the kicker", "penalty-keeper-warning", "Only"),
    # Keeper and kicker offending at the same time: the kicker cautioned, an indirect free kick (Law 14.2)
    (
        "keeper off his line and the taker stopped after his run up to feint, both at the same time, what happens",
        "penalty-both-offend",
        "",
    ),
    (
        "penalty taker fakes at the end of his run-up while the goalie jumps off his line early, what's given",
        "penalty-both-offend",
        "",
    ),
    # ... a retake asked: no, an illegal feint is an indirect free kick whatever the keeper did (Law 14.2; review 52)
    (
        "the taker dummied after his run-up and the keeper had already left his line, retake?",
        "penalty-both-offend",
        "No",
    ),
    # The VAR checks every goal, an attacking-team offence such as offside included
    ("does VAR check every goal for offside?", "var-checks-every-goal", "Yes"),
    ("is offside checked on every goal", "var-checks-every-goal", "Yes"),
    ("do they look at all goals on var for offside", "var-checks-every-goal", "Yes"),
    ("is every goal reviewed for offside by the VAR?", "var-checks-every-goal", "Yes"),
    ("does var check all goals for offside, even obvious ones?", "var-checks-every-goal", "Yes"),
]


test_probe_answer = probe_test(CASES)
