"""Untrue answers left over from earlier reviews, mended on 2026-12-06 with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.3: advantage after a DOGSO makes the red a caution, so "is the keeper booked?" is a "Yes." (it opened "No.")
    (
        "is the keeper booked? their striker was clean through, our keeper brought him down, ref played advantage and"
        " the striker scored anyway",
        "advantage-dogso-caution",
        "Yes.",
    ),
    # Law 12.3: serious foul play is still sent off after advantage (a studs-up tackle had the DOGSO caution's "No.")
    (
        "defender goes in studs up over the ball, ref plays advantage, we score. he still gets sent off surely?",
        "advantage-card-later",
        "Yes.",
    ),
    # Law 12.3: the card after advantage, asked as "can he still book him when the ball goes out?" (had the answer for a
    # ball that goes out off the referee)
    (
        "defender hacks our winger on the halfway line, ref waves play on, can he still book him when the ball goes out?",
        "advantage-card-later",
        "Yes.",
    ),
    # Law 14.2: a penalty's accidental double touch that went in is retaken, so "should it have counted?" is a "No." (the
    # retake told before the question had turned it to "Yes.")
    (
        "scored a pen but my standing foot clipped it on the way through and the ref made me retake. should it have"
        " counted?",
        "penalty-accidental-double-touch",
        "No.",
    ),
    # Law 12.3: a reckless tackle is a caution, not a sending-off (had the answer on advantage for red-card fouls)
    (
        "A tackle that's reckless but not dangerous, does that get you sent off?",
        "reckless-tackle-caution",
        "No.",
    ),
    # Law 12.3: the last defender is not always sent off (had the answer on a keeper who takes an attacker out)
    ("Does the last defender automatically walk if he brings a striker down?", "dogso-last-man", "No."),
    # Law 11.4: the offside restart, asked after the flag goes up (had why the assistant waits to flag)
    (
        "When the linesman raises his flag for offside, what do the other team get, a free kick or something more?",
        "offside-sanction",
        "An indirect",
    ),
]

test_leftovers_answered_truly = probe_test(CASES)
