"""Hostile review 36 (of 0de59c5..31961d5, the rule answers): the highs it found, mended, with what the Laws (IFAB
2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.1: the keeper as an attacker, and the keeper as one of the last two opponents, whoever passed back to him
    # (a defender's back-pass named had kept both answers away: "No." from the corner and the back-pass answers)
    (
        "keeper goes up for a corner in the 94th, it gets cleared, our centre back knocks it back to the keeper who's "
        "still stood beyond their last defender. can the keeper be offside?",
        "offside-goalkeeper-attacker",
        "Yes.",
    ),
    (
        "when a defender knocks it back to the goalkeeper does the keeper count for offside?",
        "offside-goalkeeper-counts",
        "Yes.",
    ),
    (
        "is the goalie still one of the last two opponents if the full back has just rolled it back to the keeper?",
        "offside-goalkeeper-counts",
        "Yes.",
    ),
    # ... while a poor back-pass an offside striker steals is still the back-pass answer (Law 11.2)
    (
        "If a defender plays a back-pass to his keeper too softly and one of ours who was standing offside gets to it, "
        "is that offside?",
        "backpass-underhit",
        "No.",
    ),
    # VAR protocol: play stopped before the ball went in leaves no goal to give ("never let it run" is no flag let run)
    (
        "ref never let it run, whistle went for offside, shot went in a second later. will VAR give it?",
        "var-offside-stopped-play",
        "No.",
    ),
    # ... and the ball in before the whistle is a goal decision VAR may review
    (
        "the ball was already in the net before the whistle for offside went. can VAR overturn it and give the goal?",
        "var-offside-flag-goal-given",
        "Yes, if",
    ),
    # Law 14.1: where the keeper stands at a kick being retaken (had the scored kick's answer)
    (
        "can the keeper stand a yard off his line at a penalty if it's being taken again?",
        "penalty-keeper-in-front-of-line",
        "No.",
    ),
    # Law 10.3: a match decided on penalties is drawn (had "not sure")
    ("penalties decided it, does the result go down as a win or a draw?", "shootout-goals-not-count", "No."),
    (
        "does a goal in a penalty shootout go down in the record books as a goal?",
        "shootout-goals-not-count",
        "No.",
    ),
]

test_review36_answer = probe_test(CASES)


def test_a_penalty_in_normal_time_is_no_shoot_out() -> None:
    """Law 10.1, 14: a penalty kick in the match is a goal like any other (had the shoot-out's "No.")."""
    from tests.laws.evaluate import what_was_answered

    assert what_was_answered("does a penalty scored in normal time count as a goal for the scorer?") != (
        "shootout-goals-not-count"
    )
