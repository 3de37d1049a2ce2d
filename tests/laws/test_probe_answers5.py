"""A fifth hostile probe of /var explain, after the round that made Hinglish, Taglish, patois and Early Modern
English little words filler: English words that matter were made filler with them ("a mile offside", "the TV
picture"), an Early Modern "hath" no longer asked a yes/no question, and the Tagalog "hinawakan" (handled) read as
the keeper's "handle". Each gets the intent that answers it, with its Yes or No on the side asked."""

from tests.laws.evaluate import probe_test

# (question, the answer id or "unsure", the opening: "Yes", "No", "Not always" or "" for an answer that is no yes/no)
CASES = [
    # "mile" is English ("a mile offside"), not only the Hindi "got": as filler it gave the goal-kick answer
    ("he was a mile offside, why was the goal given?", "offside-not-involved", ""),
    # "picture" alone matters ("a picture showed he was offside"); "picture this" sets a scene as "imagine" does
    (
        "there was a picture on twitter showing he was offside, can they overturn it after the game?",
        "unsure",
        "",
    ),
    (
        "picture this: the keeper throws the ball straight into the other goal, does it count?",
        "goal-keeper-throw",
        "No",
    ),
    # "hath" is "has": a yes/no question, answered as "has the striker been offside ..." is
    ("hath the striker been offside if he stood behind the ball?", "offside-behind-ball-offside", "No"),
    # Tagalog "hinawakan" is "handled": a defender's handball in the box is a penalty (it had the keeper's "No.")
    ("hinawakan ng defender yung bola sa loob ng box, penalty ba?", "handball-in-area-penalty", "Yes"),
    ("hinawakan ng keeper yung back pass, ano parusa?", "handball-backpass-kicked-free-kick", ""),
    # Tagalog question words ask open questions: no bare Yes or No to "what happens", "who decides"
    ("ano mangyayari kung hinawakan ng defender ang bola sa box?", "handball-in-area-penalty", ""),
    ("sino nagdedesisyon, var o referee?", "var-who-decides", ""),
    # A restart "exempt from" or "escaping" the offside law asks whether he is onside: a free kick is not, a goal kick
    # is (the free kick had been ruled as a told play, "no offside offence"; the goal kick answered "No." to "exempt?")
    ("is a goal kick exempt from offside?", "offside-goal-kick", "Yes"),
    ("is a free kick exempt from offside?", "offside-free-kick", "No"),
    ("a free kick escapes the offside rule like a corner does, yeah?", "offside-free-kick", "No"),
    # A ball said not to be wholly over asks whether a ball partly on the line is a goal: "No." (it had the
    # whole-ball answer's "Yes.", read as "yes, a goal")
    ("the ball did not cross the whole line, is it a goal?", "goal-ball-on-line", "No"),
    ("keeper scooped it away, it hadnt fully crossed, does the goal stand?", "goal-ball-on-line", "No"),
    ("does all of the ball need to be over the line for a goal?", "goal-whole-ball", "Yes"),
]


test_probe_answer = probe_test(CASES)
