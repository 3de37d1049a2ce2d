"""Hostile review 31 (of 9b6c455..c5d90dd): the highs it found, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AP, NO, OFF, probe_test, ruling_test

CASES = [
    # Law 10.1: a ball that hit the woodwork and still went in is a goal; no hand, no card (the unsuccessful-handball
    # answer's "No. ... cautioned" had answered it)
    ("our shot hit the post and still ended up in the net, goal?", "advantage-fouled-shooter-scores", "Yes."),
    # Law 12.3: a keeper may handle in his own area, so no card (the unsuccessful-handball answer had booked him)
    (
        "their keeper fisted at the shot in his own box and it still ended up in the net, card?",
        "handball-goalkeeper-own-area-no-red",
        "No.",
    ),
    # Law 14.1: a foul short of the box is no penalty; the defender's kick on an attacker is (the attacker-foul "No.")
    ("our winger got clipped a yard short of the box, pen or not?", "penalty-offence-outside-area", "No."),
    ("is it a penalty if a defender kicks an attacker in the box?", "penalty-foul-in-area", "Yes, when"),
    # Law 9.1: brought down after the whistle, the ball was out of play
    (
        "he got brought down in the box after the ref had already blown for a foul at the other end, pen?",
        "goal-after-whistle-for-foul",
        "No.",
    ),
]

test_review31_answer = probe_test(CASES)

PLAYS = [
    # Law 11.1: "than all our defenders bar our left back, who was level with him" is no place past them all (had been
    # ruled "Offside.")
    (
        "Their striker was closer to our goal line than the ball and than all our defenders bar our left back, who was "
        "level with him, when their winger crossed, and he scored. Offside?",
        AP,
    ),
    # ... "not sure which" of what the ruling does not read leaves the rest told: the throw-in stands (had asked how
    # the ball came), and so does the pass
    (
        "Our winger's throw-in found our striker three yards beyond their last defender, and he scored with his head or "
        "his foot, not sure which. Offside?",
        NO,
    ),
    (
        "Our striker was three yards beyond their second last defender when our midfielder passed it, and he scored. "
        "Their centre backs were Romero or Dier, not sure which. Offside?",
        OFF,
    ),
]

test_review31_play = ruling_test(PLAYS)


def test_jumping_with_a_team_mate_named_is_no_challenge() -> None:
    # Law 11.2: "our Kane ... jumped with our Son" is with a team-mate; the named-opponent reading is not his
    from bot.laws.situation import read_situation

    reading = read_situation(
        "Our Kane was in an offside position when our winger crossed, he jumped with our Son for the header, Son "
        "headed it in. offside?"
    )
    assert reading is not None and reading.facts.involvement != "interferes-with-opponent"
