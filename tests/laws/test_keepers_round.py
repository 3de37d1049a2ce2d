"""The round on voices50-53 (the keepers' union, the set-piece coach, the goal that wasn't, the back four): what their
odd halves showed, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AI, NO, OFF, ruling_test

PLAYS = [
    # Law 11.2: a team-mate's pass is when offside is judged, however deliberate: only an opponent's deliberate play
    # resets it (both had been read as the opponent's, "no offside offence")
    ("our striker was offside and our midfielder played a deliberate pass to him, is it offside?", OFF),
    ("their striker was offside and their midfielder played a deliberate pass to him, is it offside?", OFF),
    (
        "Does a deliberate pass from their own midfielder wipe the slate clean for their striker who was offside?",
        AI,
    ),
    # ... and an opponent's is still his, told of either side
    ("our striker was offside and their midfielder played a deliberate pass to him, is it offside?", NO),
    ("their striker was offside and our cb played a deliberate pass straight to him, is it offside?", NO),
    # ... told in the present: "deliberately plays / passes" is a deliberate play
    (
        "If their defender deliberately plays the ball, a proper controlled pass, but it goes straight to our forward "
        "who's standing offside, is that offside?",
        NO,
    ),
    (
        "their centre back deliberately passes it sideways and our 9, who was offside, nicks it and scores. offside?",
        NO,
    ),
]

test_keepers_round_play = ruling_test(PLAYS)
