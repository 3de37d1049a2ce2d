"""The voices72-75 round (blind sets written 2026-12-05): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 3.1: a match may not continue with fewer than seven (had the replacement answer's unturned "No.")
    (
        "Saw a Sunday league game with so many reds one side was down to six. Does the game have to be stopped when a "
        "team drops under seven?",
        "below-seven-players",
        "Yes.",
    ),
    ("down to 6 players, does the match get stopped?", "below-seven-players", "Yes."),
    ("only 6 left after 5 reds, does the ref stop the game?", "below-seven-players", "Yes."),
    # Law 3.6: a replacement asked beside a stop is still not given a "Yes." (had reached the pre-match sending-off)
    (
        "player sent off, can his team replace him or does the match get stopped?",
        "red-card-replace",
        "No.",
    ),
]

test_voices72_75_answer = probe_test(CASES)
