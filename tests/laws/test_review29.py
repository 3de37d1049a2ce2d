"""Hostile review 29 (of 9196597..e030bae): the highs it found, mended, with what the Laws (IFAB 2026/27) say. The
bookings cases are in test_bookings.py."""

from tests.laws.evaluate import AP, NO, OFF, ruling_test

PLAYS = [
    # Law 11.1: "miles off" said of the linesman places nobody (#11)
    ("the linesman was miles off, their 9 ran onto the through ball and scored, was it offside?", AP),
    # Law 11.1: a run back into his own half before the pass puts him there at the pass (#12) ...
    (
        "their 9 was in an offside position but before the pass he ran back into his own half and picked it up there, "
        "offside?",
        NO,
    ),
    # ... and after it does not (review 28)
    (
        "their striker was a yard offside when the pass was played, then he ran back into his own half and picked it "
        "up there, offside?",
        OFF,
    ),
]

test_review29_play = ruling_test(PLAYS)


def test_a_pundits_post_is_a_claim_not_a_relayed_play() -> None:
    # (#16) "posted" alone is no moderator's relay: the pundit's words are his claim, blanked like any quote
    from bot.laws.situation import read_situation

    assert (
        read_situation('pundit posted: "their 9 was clearly offside when the ball was played" - agree?')
        is None
    )
