"""Review 49 (a hostile hunt for untrue answers at 6e09dc8, 2026-12-06): its highs mended, each with what the Laws
(IFAB 2026/27) say. Those left are in the stop's note."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 14.2: an attacker who encroached and then plays the rebound is penalised (had the save rebound's "Yes.")
    (
        "attacker encroaches during a penalty, the keeper saves and the attacker taps in the rebound, goal?",
        "penalty-encroachment",
        "Only if it has an impact",
    ),
    # Law 14.1: both feet in front of the line at the kick and a save: retaken (had "No." of needing both feet on it)
    (
        "keeper has both feet in front of the line when the ball is kicked and saves it. retake?",
        "penalty-keeper-save-retake",
        "Yes.",
    ),
    ("does the goalkeeper need both feet on the line at a penalty?", "penalty-keeper-both-feet", "No."),
    # Law 1: the line belongs to the area it bounds: a handball on it is a penalty (had "No.")
    (
        "defender handball with his arm on the penalty area line, is that a penalty or a free kick outside?",
        "penalty-offence-outside-area",
        "Yes.",
    ),
    # Law 11.1: the keeper is an opponent like any other; with him upfield, level with the one defender back is beyond
    # the second-last (had the level player's "No.")
    (
        "our keeper was out of his goal at the halfway line, their striker was level with our last defender only,"
        " offside?",
        "offside-goalkeeper-counts",
        "Yes.",
    ),
    # Law 11.4: offside from where he was when the ball was played, even if he runs back into his own half (had "No.")
    (
        "a striker who was offside when the ball was played jogs back into his own half before he touches it, can he be"
        " penalised?",
        "offside-penalised-in-own-half",
        "Yes.",
    ),
    # Law 3.1: seven and another sent off is six: the match stops (had "may continue with seven")
    (
        "a team is already down to seven players and another one gets sent off. does the match have to be stopped?",
        "below-seven-players",
        "Yes.",
    ),
]

test_review49_answer = probe_test(CASES)
