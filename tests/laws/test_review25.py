"""Hostile review 25 (of dff24d3..2622c47): the highs the changes caused and the older ones mended beside them, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AP, NO, OFF, probe_test, ruling_test

PLAYS = [
    # Law 11.2: an opponent in control is no deliberate play of the ball our 10 then passed (the pass is our 10's)
    ("Their cb had it at his feet, our 10 robbed him and played a pass to our 9 who was offside. Goal?", OFF),
    (
        "our 9 was offside, their cb was in control but our 10 played it over him to our 9 who scored, offside?",
        OFF,
    ),
    # Law 11.1: back level "before the through ball came, our 10 played it" is before the pass
    ("he was offside but came back level before the through ball came, our 10 played it and he scored", NO),
    # Law 11.1: which half he was in, offered both ways, is asked, not ruled by the body-parts answer
    (
        "He was stood on or just over the halfway line and way beyond the last defender when our keeper kicked it "
        "long. Offside?",
        AP,
    ),
]


test_review25_play = ruling_test(PLAYS)


CASES = [
    # Law 12.3: a second caution shown is a red; asked whether he may still play: No
    (
        "He's already on a yellow and made a reckless tackle, can he still play?",
        "second-yellow-reckless",
        "No",
    ),
    # Law 12.1: a booked player's answers need a booking told ("player made a careless foul and got a yellow")
    ("Player made a careless foul and got a yellow, is that right?", "foul-card-by-manner", "Not always"),
    # Law 12.3: an attempted punch is violent conduct, not "only a yellow"
    (
        "tried to punch him but didn't connect, only a yellow surely?",
        "red-card-violent-conduct-no-contact",
        "No",
    ),
    # Law 12.1: a tackle that follows through on the man is no "fair slide"
    ("slid in and won the ball cleanly but followed through on the man, foul?", "unsure", ""),
    # the chip in a connected ball is no chipped penalty
    ("Is the chip in the ball used to decide offside?", ("saot", "saot-what", "saot-who-decides"), ""),
    # Law 17.2: 9.15 m from the corner arc, never the dropped ball's 4 m
    ("At a corner do the opponents have to be 9.15 m away?", "free-kick-wall-ten-yards", "Yes"),
]

test_review25_answer = probe_test(CASES)
