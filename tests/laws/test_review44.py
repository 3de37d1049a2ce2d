"""Review 44 (a hostile review of the voices84-95 tuning commits, 2026-12-06): what those data changes had made untrue
or off the question, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.3: after advantage, the card the offence deserved comes at the next stoppage (a cue "waves play on" had sent
    # it to the DOGSO answer's "No.")
    (
        "ref waves play on after their lad went through the back of ours, is there still a card coming?",
        "advantage-card-later",
        "Yes.",
    ),
    # ... serious foul play stays a sending-off whatever chance the victim had (had the DOGSO caution's "No.")
    (
        "leg breaking tackle on a player with a clear run at goal, ref plays advantage and we score, is it still a red?",
        "advantage-serious-foul",
        "Only if",
    ),
    # Law 14.1: the kicker's accidental double touch is retaken, whatever the keeper stood on (had the keeper's offence)
    (
        "pen clipped his standing foot and went in, the keeper was standing on the line, does it count",
        "penalty-accidental-double-touch",
        "No.",
    ),
    # Law 11.4: the offside restart, asked with "caught offside at" and "offside from a" (excluded by the round)
    (
        "whats the restart if our striker is caught offside at the halfway line",
        "offside-sanction",
        "An indirect",
    ),
    # Law 13.2: an indirect free kick in the goal area is taken from the goal-area line (had the back-pass answer)
    (
        "backpass picked up by the keeper inside his six yard box, where is the kick taken from",
        "free-kick-in-goal-area",
        "On the",
    ),
    # Law 1: the penalty area's size, asked with "score" and "throw" after it
    (
        "how big is the penalty area? can you score from outside it with a throw",
        "penalty-area-dimensions",
        "The penalty area",
    ),
]

test_review44_answer = probe_test(CASES)
