"""Hostile review 41 (helper, 132 questions of its own against 3ee021c and 9aa398b): the untrue openings it found,
caused by the stop or already there, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruled

CASES = [
    # Law 5.3: after seconds of real advantage it is too late to go back ("too late to give" had turned the Yes). Since
    # reviews 62 and 64 a time past "a few seconds" gets the statement, which says the window, whichever side the fan
    # asks on (its "Yes." had read as the intent's own, that he can go back)
    (
        "we had a good 10 seconds of advantage then lost the ball, is it too late to give the free kick now?",
        "advantage-come-back",
        "",
    ),
    ("once the ref shouts advantage is the foul gone for good?", "advantage-come-back", "No."),
    # ... and "gone for good" told of the advantage, the foul asked of (review 42: a turned_by "gone for good" and the
    # polarity's "was gone" had turned each other back to an untrue "Yes.")
    (
        "ref waved play on but the advantage was gone for good after 10 seconds, can he still give the foul?",
        "advantage-come-back",
        "",
    ),
    # Law 12.3: advantage does not stop the card ("mean he cannot book" had the card's "Yes.")
    ("does advantage mean he cannot book the lad later?", "advantage-card-later", "No."),
    # ... but holding in the area stays a red with the penalty
    (
        "defender pulled our striker's shirt when he was through in the box, pen given, no more than a yellow is it?",
        "dogso-in-area-holding",
        "No.",
    ),
    # Law 10.3: a player sent off may not take a kick, a man down told or not
    (
        "we're a man down after a red in extra time, can our sent-off lad still take a pen?",
        "shootout-sent-off-player",
        "No.",
    ),
    # ... and the side with more players reduces
    (
        "red card for them in extra time, they have 10, then pens: do we have to take one off our list?",
        "shootout-equal-numbers",
        "",
    ),
    # Law 12.2: a statement, then its alternative asked ("or is that a backpass?"): the alternative is the question
    (
        "Their full-back headed it back and the keeper was allowed to catch it, or is that a backpass?",
        "handball-goalkeeper-headed-backpass",
        "No.",
    ),
    # ... while a question put first keeps its own Yes, even with no comma before it
    (
        "if a team gets that many sent off they're down to seven can the game still carry on or is it called off",
        "seven-players-continue",
        "Yes.",
    ),
    # Laws 8, 10, 14, 16, 17: a story after the question ("the ref disallowed it") takes no side of the question asked
    (
        "Can you score straight from a goal kick? our keeper's one went the length last week and the ref disallowed it",
        "goal-direct-goal-kick",
        "Yes.",
    ),
    (
        "Can you score direct from a throw in? ours went in off nobody and the ref gave a goal kick",
        "goal-direct-throw-in",
        "No.",
    ),
    (
        "Is it a goal if it goes in straight from the kick-off? the ref cancelled ours in sunday league",
        "goal-direct-kick-off",
        "Yes.",
    ),
    (
        "Can the goal stand if the keeper was off his line and the pen went in anyway? ref made them retake it",
        "penalty-keeper-offence-no-retake",
        "Yes.",
    ),
    # ... but a question asked after the last question mark, its own mark left off, is the question
    (
        "their keeper threw it from his box straight into our net and the ref gave a goal kick?? can a keeper score by "
        "throwing it then",
        "goal-keeper-throw",
        "No.",
    ),
]

test_review41_answer = probe_test(CASES)


def test_a_keepers_foul_in_the_box_gets_no_untrue_no() -> None:
    """Law 12.3: a keeper going for the ball in the box, penalty given, is cautioned: the eight seconds' answer had said
    "No." to "surely no more than a yellow?". Which answer leads is left open (the penalty's own answer now does, which
    speaks of the penalty rather than the card: review 41 left it so)."""
    from tests.laws.evaluate import discord_text, what_was_answered

    asked = "keeper wipes out our striker in the box going for the ball, one on one, pen given, surely no more than a yellow?"
    assert what_was_answered(asked) != "keeper-eight-seconds-no-card"
    assert not discord_text(asked).lstrip("*").startswith("No")


def test_a_doubt_put_first_leaves_the_play_told_after_it() -> None:
    """ "whether he meant it is the whole argument: ..." doubts the kind of touch only; where he was is still told."""
    assert (
        ruled(
            "whether he meant it is the whole argument: their CB stretched for it and it went to our 9 who was offside. "
            "offside or not?"
        )
        == "ask:received_from"
    )
