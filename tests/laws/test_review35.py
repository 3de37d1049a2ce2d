"""Hostile review 35 (of a14811c..1776f15): the highs it found, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 5.3: "should it have been a foul?" after advantage asks Yes of the referee going back (review 35 had "No."
    # once "should it have been a foul" was read as the offence's side for every answer)
    (
        "ref played advantage but we lost the ball two seconds later, should it have been a foul then?",
        "advantage-come-back",
        "Yes.",
    ),
    (
        "the linesman flagged a trip the ref never saw and he gave it, should it have been a foul?",
        "referee-acts-on-assistant",
        "Yes.",
    ),
    (
        "defender tripped our winger just off the pitch behind their own goal line while play went on, should that be a "
        "foul?",
        "penalty-offence-off-field",
        "Yes.",
    ),
    # Law 14.1: the keeper's foul in the box is a penalty (had the attacker's-foul "No.")
    ("got hauled down by the goalkeeper in the area, is that a pen?", "penalty-foul-in-area", "Yes"),
    (
        "he was fouled by their keeper in the box but the ref gave nothing, should that be a pen?",
        "penalty-foul-in-area",
        "Yes",
    ),
    # Law 12.4: the ball over the line before the keeper's foul: no penalty
    (
        "the ball had already crossed the line for a goal kick when their keeper took out our striker in the box, "
        "penalty?",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    # Law 12.3: a dive asked "pen?" gets the caution for simulation, with no bare "Yes." that reads as "yes, a penalty"
    # (already there since review 32); since review 52 the penalty asked bare is answered: "No." (bot/laws/calls.py)
    ("he dived, nobody touched him, pen?", "caution-simulation", "No"),
    ("is diving a yellow card?", "caution-simulation", "Yes."),
]

test_review35_answer = probe_test(CASES)
