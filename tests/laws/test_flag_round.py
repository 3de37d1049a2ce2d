"""The round of 2026-12-05 (voices56-59: the flag, the controller, the match report, the second language) and the
untrue answers left from the round before: what they showed, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AI, AP, AR, OFF, probe_test, ruling_test

CASES = [
    # Law 14.1 and 12.1: a foul in the box is a penalty. Asked plainly it had reached the handball answer, and told of a
    # booked striker the DOGSO answer's "No."; "tripped inside the box" the answer for a foul outside it ("No.")
    (
        "our striker got brought down in the box by their centre-back, was it a penalty?",
        "penalty-foul-in-area",
        "Yes, when it is a direct free kick offence",
    ),
    (
        "our striker was already on a yellow and got brought down in the box by their centre-back, was it a penalty?",
        "penalty-foul-in-area",
        "Yes, when",
    ),
    ("our winger was tripped inside the box, should it be a penalty", "penalty-foul-in-area", "Yes, when"),
    ("fouled in the area, pen?", "penalty-foul-in-area", "Yes, when"),
    # ... where he fell is still its own question
    ("fouled on the edge, fell in the box, pen?", "penalty-offence-outside-area", "No."),
]

test_flag_round_answer = probe_test(CASES)

PLAYS = [
    # Law 11.2: a touch named only in a comparison is no touch of the play: "the way a deliberate handball would" had
    # made an arm struck by accident a deliberate handball ("No offside offence"); it is a deflection, his involvement
    # untold
    (
        "the ball struck a defender's arm by accident and dropped to a striker who'd been offside, and the flag went up "
        "anyway. Does an accidental arm reset offside the way a deliberate handball would?",
        AI,
    ),
    # Law 11.3: a goal kick (no offside) or a kick from his hands (offside) the fan does not remember is asked; it had
    # been ruled a goal kick's "No offside offence"
    (
        "Our goalkeeper kicked the ball long. I do not remember if it was a goal kick or a kick from his hands after he "
        "caught it. When he kicked, our striker was in their half, nearer their goal than their last defender, their "
        "goalkeeper on his line. He controls and marks. Out-game?",
        AR,
    ),
    # ... and so are two restarts or two places offered with "not sure which" (ruled the last one told: a free kick's
    # "Offside." and a yard off's "Offside.")
    (
        "our winger took a throw-in or a quick free kick, I'm not sure which, and our 9 was past their last defender "
        "and headed in. offside?",
        AR,
    ),
    ("our 9 was a yard off or level, not sure which, when the cross came in and he scored. offside?", AP),
    # ... but not knowing which of two players both told offside touched it leaves him offside (plays12)
    (
        "Their 7 and their 11 both standing past our last defender when the midfielder pass, maybe one metre, keeper "
        "on his line. One of them touch it, I don't know which one because same haircut, and he score. Offside, no?",
        OFF,
    ),
]

test_flag_round_play = ruling_test(PLAYS)
