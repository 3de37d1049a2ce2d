"""Hunt 91 (black-box at 52d7d9a), each mend told again in new words.

- A second language's "is offside?", with no subject, asks the offside side (the deliberate handball's "Yes." had
  answered it as "is he onside?").
- The VAR taking a goal away for the scoring side's offence ("var can cancel it?") is that answer's Yes (VAR protocol).
- A handball can be a caution (Law 12.3), and a defender can be offside (Law 11.1): each had another answer's "No.".
- A ban after a red card is the competition's, not the Laws' (Law 12.3 covers only the sending-off).
- A goalkeeper's throw is no throw-in: offside applies to it (Law 11.3).
- "the keeper doesnt count for offside right, only the outfield players": a claim checked by its tag and restated after
  it, answered "No, that's not right." (Law 11.1), not the save's definition.
- Told plays: only the keeper goal-side of him, the ball ahead of him, a shot an outfield player stopped with his hand
  (a deliberate handball, not a save), the scene set before the defender's pass, back onside before the next pass, and
  the ball left for an onside team-mate (Law 11.1, 11.2).
"""

from tests.laws.evaluate import NO, OFF, not_answered_test, probe_test, ruling_test

RULES = [
    (
        "the defender stop the ball with the hand on purpose and it go to our striker in offside position. is offside?",
        ("deliberate-play-not-offside", "deliberate-play-handball", "situation:no-offence"),
        "No",
    ),
    (
        "their number 9 pushed a defender just before he scored, var can cancel it?",
        "goal-scoring-team-offence",
        "Yes",
    ),
    ("can a handball be a yellow card?", "handball-caution-when", "Yes"),
    ("can a defender be offside", "offside-goalkeeper-attacker", "Yes"),
    (
        "our left back got a straight red, does the law book itself say he misses the next game?",
        "red-card-ban-not-in-laws",
        "No",
    ),
    ("can you be offside from the goalkeeper's throw?", "offside-goalkeeper-throw", "Yes"),
    ("can u be offside direct from a throw in", "offside-throw-in", "No"),
    # a claim checked by its tag, then restated in a few words: the claim is the part up to the tag
    ("the goalie doesnt count for offside right, only the outfielders", "offside-goalkeeper-counts", "No"),
]

# Review 92 of the mends above: each phrase of them tried where it should not fire.
REVIEW = [
    ("is a handball never a yellow card?", "handball-caution-when", "No"),
    ("does every kind of handball get you booked?", "handball-penalty-card", "No"),
    (
        "does a red card automatically mean you miss the next game?",
        "second-yellow-suspension",
        "Not always",
    ),
    ("can a centre back be offside from a goal kick?", "offside-goal-kick", "No"),
]

test_hunt91 = probe_test(RULES)
test_review92 = probe_test(REVIEW)

NOT_THESE = [
    # a keeper's throw is no throw-in
    (
        "our striker took the ball from his own keepers throw and had been offside when it left the keepers hand. "
        "offside?",
        "offside-throw-in",
    ),
    # a team-mate also offside plays it from there: no ball left untouched (review 92)
    (
        "our 9 was offside and went for it, then left it for our 7, who was also offside, and 7 scored. offside?",
        "situation:no-offence",
    ),
    # a defender's handling asked of is no question of whether a defender can be offside
    (
        "if their defender handles it any way at all, is our offside forward back on?",
        "offside-goalkeeper-attacker",
    ),
]

test_not_this_answer = not_answered_test(NOT_THESE)

PLAYS = [
    (
        "our 11 had only the goalkeeper goal-side of him when our 6 passed, both their centre backs behind him, and he "
        "scored. offside?",
        OFF,
    ),
    (
        "only their keeper was between our 9 and the goal when our 8 played it, but the ball was in front of our 9. he "
        "scored. offside?",
        NO,
    ),
    (
        "their full back blocked our shot with his hand on the line and our 7, offside when the shot was hit, put the "
        "rebound in. offside?",
        NO,
    ),
    (
        "in our cup match their centre half brought it down on his chest, took a touch and passed it straight to our "
        "striker, who was miles offside. offside?",
        NO,
    ),
    (
        "our 10 was offside at the first pass but then he got back onside and the next ball from our 4 found him, he "
        "scored. offside?",
        NO,
    ),
    (
        "our 9 was in an offside position, ran at the ball, then left it for our onside 7 who scored. offside?",
        NO,
    ),
]

# ... and review 92's: a new play named at the moment, an arm struck by accident, an attempt to get back, a team-mate
# also offside
PLAYS_REVIEWED = [
    (
        "their centre half cleared it on purpose, our 9 was offside when our 8 struck the shot, their keeper parried "
        "and 9 tucked in the rebound. offside?",
        OFF,
    ),
    (
        "their left back blocked our shot with his arm by accident from close range and our 11, offside when the shot "
        "was hit, scored the rebound. offside?",
        OFF,
    ),
    (
        "our 9 was offside, tried to get back onside but the next pass from our 6 came too quick and he scored. "
        "offside?",
        OFF,
    ),
]

# ... and its mediums: a handling told deliberate after the ball and the place, a scene set by a night or a day
PLAYS_REVIEWED += [
    (
        "their left back handled our header off the line on purpose and our 9, offside when the header was made, "
        "smashed in the rebound. offside?",
        NO,
    ),
    (
        "on saturday their keeper rolled it out and their centre half passed it straight to our 10, who was well "
        "offside. offside?",
        NO,
    ),
]

test_told_again = ruling_test(PLAYS)
test_reviewed_plays = ruling_test(PLAYS_REVIEWED)

# Hunt 93 (black-box at 0bafc21), mended the same stop: a flag asked in one word is offside asked; a keeper's throw
# asked as the throw-in's exemption, and the myth that only the hand going to the ball counts, turn the Yes; a card asked
# of a deliberate handball in midfield is no question of offside, nor of an attempt to score.
HUNT93 = [
    (
        "our 7 was offside at the first ball, got back level before the second pass reached him and scored. flag?",
        "situation:no-offence",
        "No",
    ),
    ("is the keeper's throw the same as a throw-in for offside?", "offside-goalkeeper-throw", "No"),
    ("only hand to ball counts as handball, not ball to hand, true?", "handball-ball-to-hand", "No"),
]

test_hunt93 = probe_test(HUNT93)

NOT_THESE_93 = [
    (
        "their 6 handled it on purpose in the middle of the park, no attack on, card?",
        "deliberate-play-handball",
    ),
    (
        "their 6 handled it on purpose in the middle of the park, no attack on, card?",
        "deliberate-play-resets",
    ),
    (
        "their 6 handled it on purpose in the middle of the park, no attack on, card?",
        "handball-attempt-to-score",
    ),
]

test_not_these_93 = not_answered_test(NOT_THESE_93)
