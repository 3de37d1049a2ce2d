"""Untrue answers left from reviews 19 and 21, mended at the stop of 2026-12-05 (sixth), each ruled from the Laws
(IFAB 2026/27): the answer id and the opening a fan reads."""

from tests.laws.evaluate import NO, OFF, probe_test, ruled, ruled_head

CASES = [
    # Law 8.2: the others stay 4 m from a dropped ball. "at least 4 m" states a requirement, so a fan naming 9.15 m
    # asks for another distance: the statement, never a Yes that confirms 9.15 m.
    (
        "At a dropped ball do the other players have to be 9.15 m away?",
        "dropped-ball-distance-kept",
        "All other",
    ),
    ("do they have to be at least 4 m away at a drop ball", "dropped-ball-distance-kept", "Yes"),
    ("throw in, do opponents have to be 5 m away", "throw-in-opponent-too-close", "Opponents"),
    # Law 12.1 and 12.3: a booked player's next foul is a second yellow only if it is itself cautionable; the
    # second-yellow answer's "Yes." had confirmed it for a careless push.
    (
        "He tripped their winger and got booked earlier, now he fouls again, is that a second yellow?",
        "second-yellow-next-foul",
        "Not always",
    ),
    (
        "he's on a booking and just pushed someone, does he have to get a second yellow?",
        "second-yellow-next-foul",
        "Not always",
    ),
    ("booked twice, is that a red", "second-yellow-red", "Yes"),
    # Law 12.1: not every foul is a caution (the promising attack's "Yes." had said so)
    ("is every foul a yellow card", "foul-card-by-manner", "Not always"),
    # Law 12.1 and 12.3: a keeper's foul is carded like any player's (the shoot-out's and the keeper's offside answers
    # had taken these)
    ("keeper took the lad out, should the keeper be sent off?", "keeper-foul-sent-off", "Only if"),
    ("their keeper wiped out our striker, should he be sent off?", "keeper-foul-sent-off", "Only if"),
    ("can a keeper be sent off in a shootout", "shootout-cards", "Yes"),
    # Law 13.3: a quick free kick intercepted by an opponent too close is not retaken (play goes on); advantage's
    # coming back had answered it
    (
        "Our lad took a quick free kick, their man stood three yards away blocked it, ref waved play on. "
        "Shouldn't it have been retaken?",
        "free-kick-quick-intercepted",
        "No",
    ),
]

test_leftovers = probe_test(CASES)


def test_the_referee_letting_it_run_is_not_the_attacker_leaving_it():
    """Law 11.2: "the ref let it run for advantage" is the referee's call; the striker who then scored from an
    offside position played the ball. It had been read as the striker letting the ball run ("no offence")."""
    told = "Ref let it run for advantage after the foul, then our striker who was offside scored. Goal?"
    assert ruled_head(told) != "no-offence"
    assert ruled_head("the linesman let it run and our striker who was offside scored. Goal?") == OFF
    # the attacker's own dummy still is no play of the ball
    assert ruled_head("he was offside but let it run through to our 10 who scored, offside?") == "no-offence"


def test_a_short_corner_taken_back_leaves_the_corner_kick():
    """Law 11.3: no offside offence from a ball received directly from a corner kick. A fan taking back that it went
    short ("no wait, he took it straight in", "played short? no, ...") takes back the short pass, not the corner
    (review 22: these had been ruled as a team-mate's cross, one of them "Yes, offside")."""
    for told in (
        "Short corner to our 7, no wait, he took it straight in and our 9 was past the last defender when it was "
        "crossed. Offside?",
        "They took the corner short, actually no, he took it straight in, and our striker was beyond their last "
        "defender when he crossed it. Offside?",
        "Corner kick, played short? no, he whipped it straight in and our 9 was ahead of the last defender, headed it "
        "in. Offside?",
    ):
        assert ruled(told) == NO, told
    # ... while a correction of who it went to keeps the short corner: the cross is a team-mate's play
    assert (
        ruled_head(
            "Short corner to our 7, no wait, to our 8, and our 9 was past the last defender when it was crossed. Offside?"
        )
        == "ask"
    )
