"""The voices72-75 round (blind sets written 2026-12-05): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

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
    # Law 12.3: advantage is not played for serious foul play unless there is a clear chance (had the red-card tackle's
    # "Not always.", which answers whether the tackle is a red, not whether advantage may be played)
    (
        "Note: ankle-high, studs-first challenge on No. 10, ref let it run. Can advantage be given on a challenge that "
        "bad, a red-card one?",
        "advantage-serious-foul",
        "Only if there is a clear opportunity",
    ),
    # Law 5.3: advantage may be played in the penalty area (had the dropped ball's "Yes.")
    (
        "their keeper wipes out our 9 in the box but it drops to our 10 with an open net and the ref just lets it run. "
        "is advantage even a thing inside the area??",
        "advantage-in-penalty-area",
        "Yes",
    ),
    # Law 5.3 sets no number of seconds; the referee's "pulled it back for the free kick" is no cut-back (had "No
    # offside offence", then the come-back answer's "Yes.")
    (
        "field notes, saturday: ref played advantage, i counted roughly four seconds before he pulled it back for the "
        "free kick. is there an actual stopwatch figure for advantage writen into the laws?",
        "advantage-no-fixed-time",
        "No.",
    ),
    # VAR protocol: offside in a goal decision is reviewable when play ran on (had advantage for the defenders' "Yes.")
    (
        "Linesman flags, ref lets it carry on and it ends up in the net. If VAR sees the flag was wrong, can the goal be "
        "given?",
        "var-offside-flag-goal-given",
        "Yes, if",
    ),
    # Law 12.3: removing the shirt is a caution; the corner flag is only where it happened (had the flagposts' "Yes.")
    (
        "Obs: scorer whipped his shirt off at the corner flag. Is that just a booking?",
        "caution-shirt-off",
        "Yes.",
    ),
    # Law 3.9: a goal stands when an extra person on the field did not interfere (had the fence-climbing caution)
    (
        "One of the young lads jumped the fence and ran on just as we scored, touched nobody and nothing, security "
        "hauled him off. Does the goal still stand?",
        "goal-extra-person-stands",
        "Yes.",
    ),
    # Law 8.1: a goal may be scored directly from the kick-off (had where the players stand)
    (
        "My nephew's Sunday side conceded straight from the kick-off, their lad just leathered it from the centre circle "
        "over the keeper. Is a goal allowed straight from the kick-off like that?",
        "goal-direct-kick-off",
        "Yes.",
    ),
    # Law 11.2: an accidental arm is no deliberate play, so no reset (had the scorer's own accidental handball)
    (
        "If the ball smacks a defender's arm by accident, does that wipe out the offside the same as him handling it on "
        "purpose would?",
        "deflection-still-offside",
        "No.",
    ),
    # Law 14.1: part of one foot on the line is enough (had the keeper-must-stay-on-line answer's "Yes.")
    (
        "Requirement check for the goalkeeper at a penalty: must both boots be touching the goal line when the kick is "
        "struck?",
        "penalty-keeper-both-feet",
        "No.",
    ),
    # VAR protocol: the corner is the only restart reviewed (had var-corner-kick's "Yes." for a throw-in)
    (
        "Scope question: VAR can now fix corners. Does that extend to a throw-in given the wrong way?",
        "var-other-restarts",
        "No.",
    ),
    # Law 14.1: the keeper's offence brings a retake only if it mattered (had "Yes." of standing off the line)
    (
        "keeper was a yard off his line at the kick. is that retaken automatically, whatevr happens to the shot?",
        "penalty-retake-keeper-line",
        "Only if",
    ),
    # ... and a retake told before "can our keeper stand ... off his line?" does not turn its No (review 38's leftover)
    (
        "the pen is being retaken because of encroachment. can our keeper stand a yard off his line?",
        "penalty-keeper-in-front-of-line",
        "No.",
    ),
    # VAR protocol 2a: the ball out of play in the attacking move before a goal is checked (had the stopped-play "No.")
    (
        "The ball was clearly OUT for a throw before they went up and scored. Ref missed it. Can VAR cancel the goal for "
        "that?",
        "var-ball-out-before-goal",
        "Yes.",
    ),
]

test_voices72_75_answer = probe_test(CASES)


def test_money_chipped_in_is_no_play() -> None:
    """ "ill chip in for petrol" is no chipped pass: the minibus question had been asked where the player stood."""
    from tests.laws.evaluate import what_was_answered

    assert what_was_answered("whos driving the minibus to the cup game? ill chip in for petrol") == "unsure"


PLAYS = [
    # Law 11.2: a touch that was never meant is a deflection, no reset; "closer to our goal than both our centre-halves
    # and the ball" places him (had where he was asked)
    (
        "I'm a home fan, our match. Their winger crossed from the left while their big striker was closer to our goal "
        "than both our centre-halves and the ball, keeper on his line. It clipped our right-back's shin, he never meant "
        "it, and dropped for their striker to bundle in. Lad next to me says the touch off our man makes it fine. Does it?",
        "offside",
    ),
]

test_voices72_75_play = ruling_test(PLAYS)


def test_a_doubted_view_is_asked_not_ruled() -> None:
    """Whether he stood where the keeper was looking is doubted, so no ruling of "not involved" ("a couple of yards off
    to the side" is no offside place). Which fact is asked first is left open: the route, where the interference alone
    decides, is a clumsy first question (already so for "in the keeper's line of vision")."""
    from tests.laws.evaluate import ruled

    assert ruled(
        "Our midfielder scores from 20 yards. Our striker was stood in an offside position near their keeper when it was "
        "struck, didn't touch it and didn't move, and I honestly can't tell if he was stood right where the keeper was "
        "looking or a couple of yards off to the side. Goal or not?"
    ).startswith("ask")
