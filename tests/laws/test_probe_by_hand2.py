"""Questions asked by hand on 2026-12-03 across the Laws, each found answered by a neighbour or "not sure" where
the Laws answer: the ball in play off the post or the corner flag (Law 9.2), a bleeding player (Law 5.3), holding
that starts outside the area and goes on inside it (Law 12.3), "can a keeper score?" (the keeper's throw had its
"No."); and a goal told with no fact of it, where any Law's Yes or No would rule unseen ("their striker scored, was
it a goal?" had the accidental handball's "No."): not sure. The discovery wording and new ones; what is still
answered by a neighbour is left as xfail(strict) with what draws it."""

from __future__ import annotations

from tests.laws.evaluate import left_as_xfail, probe_test

CASES = [
    (
        "the ball hit the corner flag and bounced back onto the pitch, is it still in play?",
        "ball-in-play-off-post-or-flag",
        "Yes",
    ),
    (
        "if the ball bounces off the crossbar back into the field, does the game carry on?",
        "ball-in-play-off-post-or-flag",
        "Yes",
    ),
    (
        "the cross clipped the flag post and stayed in, why didn't the lino give a goal kick?",
        "ball-in-play-off-post-or-flag",
        "",
    ),
    ("if a player is bleeding does he have to leave the pitch?", "bleeding-player-leaves", "Yes"),
    (
        "our striker got a gash on his forehead, can he play on with blood on his shirt?",
        "bleeding-player-leaves",
        "No",
    ),
    (
        "is it a penalty if the foul starts outside the box but ends inside?",
        "penalty-holding-outside-inside",
        "",
    ),
    (
        "the defender had hold of his shirt from outside the box right into it, why was that a penalty?",
        "penalty-holding-outside-inside",
        "",
    ),
]

CASES += [
    ("can a keeper score?", "goal-keeper-can-score", "Yes"),
    ("is the goalie allowed to score a goal?", "goal-keeper-can-score", "Yes"),
    ("their striker scored, was it a goal?", "unsure", ""),
    ("he tapped in, good goal?", "unsure", ""),
    ("we scored, should it have counted?", "unsure", ""),
    ("their forward nodded it in, legit?", "unsure", ""),
]

# "say" opening a supposition is no claim reported ("they say ..."): its answer is a plain "No.", not "No, that's not
# right." of a claim the fan never put
CASES += [
    ("say the winger is offside and the keeper parries it to him, goal?", "save-still-offside", "No."),
    (
        "ok say their keeper saves it and it falls to our 9 who was off, does it count?",
        "save-still-offside",
        "No.",
    ),
    ("they say a keeper cant be offside, true?", "offside-goalkeeper-attacker", "No, that's not right."),
]

# A side said to be down to ten after a red, checked (from helper-140's probe: it had the deflection answer's "Yes."
# of offside): it plays a man short, Law 3.6
CASES += [
    (
        "their centre back got sent off, so they're down to ten for the rest of it right?",
        "red-card-replace",
        "Yes",
    ),
    ("they had a man sent off so they play with ten now right?", "red-card-replace", "Yes"),
    ("our left back saw red, we're down to 10 for the rest of the match yeah?", "red-card-replace", "Yes"),
    ("team down to 10 after a red, can they bring someone on?", "red-card-replace", "No."),
]

LEFT = {
    "the cross clipped the flag post": "'the lino' and 'why didn't' draw the not-involved offside answer",
}


test_answered_from_the_law_asked = probe_test(left_as_xfail(CASES, LEFT))
