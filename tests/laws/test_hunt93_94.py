"""Hunt 93's leftovers and hunt 94 (black-box at f98e500), each mend told again in new words.

- A teller's "this" points back at the question before it ("...? my uncle says this"): that question is the claim, and
  its negation turns the Yes or No (Law 11.1: a keeper can be offside; the pass's direction does not matter).
- "it is true that ..." with its "it" left out, as in a second language, puts a claim.
- "innit" checks a claim as "right?" does; a claim tagged "right?" and then remarked on is still the claim.
- A named player's ruling claimed ("son was offside cos ...") is on the offside side of an onside question.
- A goal's fate asked in words of offside ("is that offside?") turns the goal's Yes.
- A handball on the line told done on purpose is the deliberate red's Yes (Law 12.3); a keeper outside his box
  stopping a goal-bound shot is the keeper's red, not "Not always".
- A throw-in received directly is no flick-on; a throw with no keeper is no keeper's throw (Law 11.3).
- An indirect free kick's signal must be told free kick; the seed's goal given first is no early signal.
- "can the next pass still be offside" is no permission asked.
"""

from tests.laws.evaluate import not_answered_test, probe_test

CLAIMS = [
    (
        "is true that a goalie cannot ever be offside? back home my uncle says this",
        "offside-goalkeeper-attacker",
        "No",
    ),
    (
        "if the pass is backwards then no offside, yes? my cousin say this",
        "offside-backwards-pass",
        "No",
    ),
    (
        "a keeper in his own area cant be sent off for handling, innit",
        "handball-goalkeeper-own-area-no-red",
        "Yes",
    ),
    (
        "the touch off nazinho was only a deflection so kane was offside, right? harsh but fair",
        "nazinho-touch",
        "Yes",
    ),
    (
        "striker stood inside the net when his mate scored, is that offside",
        "offside-attacker-in-goal",
        "No",
    ),
    (
        "full back keeps it out on the line with his palm on purpose, thats a red surely",
        "handball-deliberate-stops-goal-red",
        "Yes",
    ),
    (
        "goalie races out of his area and palms away a shot that was goal bound, sent off?",
        "handball-goalkeeper-outside-red",
        "Yes",
    ),
    (
        "once advantage has been played can the following pass still be offside",
        "advantage-then-offside",
        "Yes",
    ),
    (
        "our manager reckons if they win the ball back after an offside the ref must always stop play. right?",
        "advantage-offside",
        "No",
    ),
]

test_claims_and_sides = probe_test(CLAIMS)

NOT_THESE = [
    # a throw-in received directly, with no flick told, is no flick-on
    (
        "long throw straight to our 9 who was beyond their back line, he finishes. offside?",
        "offside-throw-in-flick-on",
    ),
    # ... nor a keeper's throw
    (
        "long throw straight to our 9 who was beyond their back line, he finishes. offside?",
        "offside-goalkeeper-throw",
    ),
    # the seed's goal given first is no early goal signal, nor an indirect free kick's
    ("did makkelie give kane's goal at first against sporting", "goal-signalled-early"),
    ("did makkelie give kane's goal at first against sporting", "indirect-free-kick-no-signal-goal"),
    # the ball behind the player puts him ahead of it: no answer that he is behind the ball
    (
        "just their keeper between our 9 and the goal when our 6 passed, ball was behind him. offside?",
        "offside-behind-ball-offside",
    ),
]

test_not_these = not_answered_test(NOT_THESE)

# Review 95 of the mends above: each phrase tried negated, and where a defender, a penalty for handball or a stock name
# sits beside it. A phrase an exclude or ruling-out lists is not said when negated just before it.
REVIEW95 = [
    (
        "she handled it on the line, not intentionally, pen given, red?",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    (
        "keeper came out of his area and caught it, the shot wasnt going in, red card?",
        "handball-goalkeeper-outside-card",
        "Not always",
    ),
    (
        "a defender who hops off behind his own goal line still counts for offside, yeah?",
        "offside-defender-off-pitch",
        "Yes",
    ),
    (
        "pen given for a handball, their keeper left his line early and saved it, booked?",
        "penalty-keeper-warning",
        "Only for a repeat offence",
    ),
    (
        "the ref signalled a goal for kane before the ball was all the way over, whats the restart?",
        "goal-signalled-early",
        "",
    ),
    # a condition negating something of its own leaves no bare ruling to claim
    ("if the centre half plays it with no control no reset, right?", "deliberate-play-resets", "Yes"),
    # a remark with a verb of its own tells, it does not restate the claim
    ("our 9 wasnt offside, right? their keeper counts", "offside-goalkeeper-counts", "Yes"),
]

test_review95 = probe_test(REVIEW95)

# Found on the console: a card asked in one word ("..., red?") is no question of saves or of catching after a parry
CARD_ASKED = "their goalie sprinted out of his area and parried a shot heading into the net, red?"
test_card_asked = not_answered_test([(CARD_ASKED, "save-no-reset"), (CARD_ASKED, "keeper-parry-then-catch")])
