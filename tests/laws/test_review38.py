"""Hostile review 38 (of 31961d5..9a7b9f4) and the last told-play doubts of the voices70-71 round: the highs it found,
mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Law 3.6: a sent-off player is not replaced, however few are left (had seven-players-continue's "Yes.")
    (
        "we've only seven left after a sending off, can we bring someone on to replace him?",
        "red-card-replace",
        "No.",
    ),
    # Law 11.1: the keeper counts, whoever "pounced" (had a save answer's "No.")
    (
        "does the keeper count as a defender? only their keeper was nearer the goal than our striker when he pounced",
        "offside-goalkeeper-counts",
        "Yes.",
    ),
    (
        "if our keeper pounces on a loose ball up front is he subject to offside",
        "offside-goalkeeper-attacker",
        "Yes.",
    ),
]

test_review38_answer = probe_test(CASES)

PLAYS = [
    # "only question is if the ball brushed his boot": whether he played it is asked (had the blocking-view rule)
    (
        "our 8 shot from outside the box and it went in at the near post. our striker was standing offside right by that "
        "post, didnt move or try to play it and wasnt blocking the keeper's view. only question is if the ball brushed "
        "his boot on the way in, cant tell from the clip",
        "ask:involvement",
    ),
]

test_review38_play = ruling_test(PLAYS)


def test_a_replacement_asked_beside_a_stop_is_not_turned() -> None:
    """Law 3.6: "can his team replace him or does the match get stopped?" must not open "Yes." (review 38: "get
    stopped" had turned the replacement answer; taken back, so "down to 6 ... does the match get stopped?" keeps the
    unturned "No." it had at the stop's start; since mended: below-seven-players answers it, test_voices72_75_round)."""
    from tests.laws.evaluate import discord_text

    assert not discord_text(
        "player sent off, can his team replace him or does the match get stopped?"
    ).startswith("Yes")
