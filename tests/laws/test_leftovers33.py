"""Untrue answers left open by reviews 31 and 32, mended in the stop of 2026-12-05 (ninth), with what the Laws
(IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 14: a foul outside the area is no penalty; the DOGSO card answer needs a card or a goal chance said
    (
        "their winger tripped our striker just outside the area, penalty?",
        "penalty-offence-outside-area",
        "No.",
    ),
    ("foul just outside the box on a player through on goal, red?", "dogso-outside-area", "Yes."),
    # Law 12.4: with the ball already out of play there is no penalty; play restarts as it was going to
    (
        "our striker was fouled in the box but the ball had already gone out for a goal kick, penalty?",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    (
        "they shoved our centre half in the box before the corner was taken, pen?",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    (
        "is it a penalty if a defender kicks an attacker in the box after the whistle has gone",
        "penalty-foul-ball-out-of-play",
        "No.",
    ),
    # ... but a foul as the ball goes out may still be one in play
    ("he was pulled down in the box as the ball went out for a corner, pen?", "penalty-foul-in-area", "Yes"),
    ("tripped in the box, pen?", "penalty-foul-in-area", "Yes"),
]

test_leftovers33_answer = probe_test(CASES)
