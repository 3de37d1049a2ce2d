"""Hostile review 39 (of b3e4555..7948df0): the highs it found caused, mended, and some already there, with what the
Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.1: a backward pass can find a player onside or offside; a negated claim asked as a possibility on either
    # side is its Yes, asked of every case its No (the side alone had turned "can ... be onside?" to "No.")
    ("Can a player be onside from a backwards pass?", "offside-backwards-myth", "Yes."),
    ("can a backwards pass be onside?", "offside-backwards-myth", "Yes."),
    ("can their striker be onside from a backwards pass?", "offside-backwards-myth", "Yes."),
    ("Is a backwards pass always offside?", "offside-backwards-myth", "No."),
    ("does a back pass make you offside?", "offside-backwards-myth", "No."),
    ("he's onside if it goes backwards, yeah?", "offside-backwards-myth", "No."),
    # Law 5.3 and 11: advantage for a foul does not excuse a later offside (had advantage for offside's "Yes.")
    ("does advantage mean you cant be offside?", "advantage-then-offside", "No."),
    # Law 12.1: "to get an advantage" is the player's, not the referee's advantage (had the serious-foul exception)
    (
        "Is it a foul if a player leans on his opponent with his arms to get an advantage in the air?",
        "foul-holding",
        "Yes.",
    ),
    # Law 12.1: a goal straight off the scorer's own arm is disallowed, "onside" said or not
    (
        "the ball hit our striker's arm by accident and went in. he was well onside. does it count?",
        "handball-accidental-scorer",
        "No.",
    ),
    # Law 8.1: where players stand at a kick-off, a goal conceded only told (had the direct goal's "Yes.")
    (
        "at kick-off can their players stand in our half? we conceded straight from it",
        "kick-off-positions",
        "All",
    ),
    # already there: Law 12.2, a headed back-pass may be handled ("a backpass if" had turned it to "No.")
    (
        "can their keeper pick up a backpass if it was headed to him?",
        "handball-goalkeeper-headed-backpass",
        "Yes.",
    ),
    # already there: Law 1.8, corner flagposts are compulsory (had "Yes." to carrying on without one)
    (
        "our striker snapped the corner flag celebrating, can the game carry on without one?",
        "corner-flagposts-required",
        "No.",
    ),
    # already there: Law 14.1, the keeper stays on his line until the kick (had "Yes." to stepping off)
    ("can our keeper step off his line before the pen is struck?", "penalty-keeper-must-stay-on-line", "No."),
    # already there: Law 5.3 and 11, advantage does not cancel a later offside ("advantage cancels" in turned_by turned
    # the polarity's own turn back to "Yes.")
    (
        "the ref played advantage but the lino flagged our lad offside in the same move. does the advantage cancel the "
        "offside?",
        "advantage-then-offside",
        "No.",
    ),
    # already there: a centre-half is a defender, not the halfway line (had the halfway line's "No.")
    (
        "Is a player offside if he gains an advantage from a deflection off their centre half?",
        "offside-gaining-advantage",
        "It means",
    ),
    # already there: Law 3.6, a player sent off after the kick-off is not replaced (had the final-whistle cards' "Yes.")
    (
        "our centre back got a red in the tunnel at half time, can we put someone on for him in the second half?",
        "red-card-replace",
        "No.",
    ),
    # already there: VAR protocol, a free kick's direction is no reviewable decision (had the direct red's "Yes.")
    ("can VAR change a free kick given the wrong way?", "var-other-restarts", "No."),
    # already there: VAR protocol, a missed penalty offence is reviewable (had the holding foul's "No.")
    ("ref missed a shirt pull on our lad in the 18 yard box, can var give it?", "var-missed-penalty", "Yes."),
]

test_review39_answer = probe_test(CASES)
