"""Review 87 (a stranger's reading of e52c2f7) and hunt 86 (black-box at it), each mend told again in new words.

Review 87, phrases of the last round that fired where they should not:
- "ball at" a place ("dropped ball at the edge of the box") is no ball kicked at someone: the dropped ball's 4 m;
- "the defenders" in a ball-out question is no offside question (Law 9.1);
- a covering defender, inside or outside the area, is DOGSO's "location and number of defenders" (Law 12.3): "Not
  always", never the last-man myth's flat "No." nor the penalty-area sanction for a foul outside it;
- a sub only named among those who may have done it leaves the offender unidentified (Law 12.3);
- a breakaway to a one-on-one may be a goal chance: "to stop a breakaway" does not rule out the handball's red;
- a team-mate who "hadn't come into the box too early" did not encroach (Law 14.1);
- a habit told beside a play that happened today is that play's to rule;
- the goal area is not inside the goal (Law 11.4 is no answer for it).
Hunt 86: "any touch of the hand" is no handball by itself (Law 12.1); a coach cannot ask for a review (VAR protocol);
entering the review area is a caution, so a booking for it is not harsh."""

from tests.laws.evaluate import OFF, probe_test, ruling_test

PLAYS = [
    (
        "their 9 hangs about behind our back four all game, and this afternoon he headed in their winger's cross "
        "while a yard beyond our last defender when it was crossed. goal?",
        OFF,
    ),
]

RULES = [
    (
        "the drop ball was at the corner of our box, how close can their players stand?",
        "dropped-ball-distance",
        "",
    ),
    (
        "a cross curled over the byline in the air and came back in, the defenders stopped, ref waved play on. was it "
        "out?",
        "ball-out-in-the-air",
        "",
    ),
    (
        "our forward was brought down just outside their area but their left back was covering. straight red?",
        "dogso-covering-defender",
        "Not always",
    ),
    (
        "somebody in their dugout, maybe a coach maybe a sub, kicked a bottle at the fourth official and nobody owned "
        "up. who gets carded?",
        "coach-unidentified",
        "",
    ),
    (
        "their centre-half handled it on purpose to stop a breakaway, our forward would have been clean through on the "
        "keeper. red?",
        "handball-deliberate-stops-goal-red",
        "Yes",
    ),
    (
        "a teammate of the penalty taker, who hadn't come into the box too early, tapped in the rebound off the post. "
        "does it count?",
        "penalty-rebound-team-mate",
        "Yes",
    ),
    ("doesn't any touch of the ball on your hand count as handball?", "handball-not-every-touch", "No"),
    (
        "our gaffer says he can ask for a VAR review by doing the TV sign at the fourth official. true?",
        "var-coach-request",
        "No",
    ),
    ("their number 4 got booked for running into the referee review area. harsh?", "var-rra-caution", "No"),
]

test_plays = ruling_test(PLAYS)
test_rules = probe_test(RULES)
