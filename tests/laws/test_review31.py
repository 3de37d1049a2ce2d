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
    # Already there at the start of the stop, mended too. Law 3.6: a sent-off player is not replaced (the carded
    # substitute's "Yes." had answered) ...
    ("can a reserve player come on for someone who got a red card?", "red-card-replace", "No."),
    # ... Law 12.3: and he leaves the vicinity of the field and the technical area (the team officials' "Yes:")
    ("can a substitute with a red card still sit on the bench?", "red-card-leave-vicinity", "No."),
    # Law 17.1: the ball outside the corner arc is outside the corner area
    ("can the ball be placed outside the corner arc for a corner?", "corner-ball-on-arc-line", "No."),
    # Law 11.2: a weak pass back by an unpressed centre-back is a deliberate play
    (
        "A centre-back under no pressure plays a weak pass back towards his keeper and a forward who was standing "
        "offside cuts it out. Is that an offside offence?",
        "deliberate-play-not-offside",
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
    # Law 11.2: "our Kane ... jumped with our Son" is with a team-mate; the ruling's reason is not an interference with
    # an opponent (the named-opponent reading had said so)
    from tests.laws.evaluate import discord_text

    said = discord_text(
        "Our Kane was in an offside position when our winger crossed, he jumped with our Son for the header, Son "
        "headed it in. offside?"
    )
    assert "interfered with an opponent" not in said
