"""The voices92-95 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.3: advantage after a DOGSO offence is a caution, told as "a clear run at goal" (had the in-area attempt's
    # answer, which is about a penalty)
    (
        "if the ref waves play on after a foul that denied a clear run at goal, does the defender still get a red when "
        "the ball next goes dead?",
        "advantage-dogso-caution",
        "No.",
    ),
    # ... and after a tactical foul that killed a break, no caution at all (had the card-later answer's "Yes.")
    (
        "their lad cynically trips our winger to kill a break and the ref waves play on. does he still get booked once "
        "the advantage is over?",
        "advantage-spa-no-caution",
        "No.",
    ),
    # Law 7.3: the added time shown is a minimum (had who decides it, and the VAR's breakdown)
    (
        "board went up with four. can the ref knock it down to three if the game goes dead?",
        "added-time-not-reduced",
        "No.",
    ),
    ("can the ref knock a minute off the added time on the board?", "added-time-not-reduced", "No."),
    # Law 15: no goal straight from a throw-in (had where a free kick in the goal area is taken)
    (
        "their long-throw man is launching them into the six-yard box every time. can you score direct from a throw?",
        "goal-direct-throw-in",
        "No.",
    ),
    # ... but a keeper's throw is the goal Law's own question
    (
        "can a keeper score straight from a throw of the hand, all the way into the far net?",
        "goal-keeper-throw",
        "No.",
    ),
    # Law 14.1: the keeper needs only part of one foot on the line (had the kicker's double touch, from "both my feet")
    (
        "at a pen, do both my feet have to be touching the line when he hits it? i'm the keeper",
        "penalty-keeper-both-feet",
        "No.",
    ),
]

test_voices92_95_answer = probe_test(CASES)
