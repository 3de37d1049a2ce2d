"""Hostile review 40 (of 7948df0..HEAD): the highs it found caused, mended, and one already there, with what the Laws
(IFAB 2026/27) say; and the holding DOGSO of the voices72-75 round."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.1: a backward pass does not keep anyone onside; a request made of us ("can you settle this", "can someone
    # explain") or a remark ("I could have sworn") asks no possibility (had "Yes.")
    ("ref can you settle this: does a backwards pass keep you onside?", "offside-backwards-myth", "No."),
    ("can someone explain if a backwards pass keeps you onside?", "offside-backwards-myth", "No."),
    (
        "he's onside if it's played backwards, yeah? I could have sworn that's the rule",
        "offside-backwards-myth",
        "No",
    ),
    # ... while "can you be ..." still asks the possibility
    ("can you be onside from a backwards pass?", "offside-backwards-myth", "Yes."),
    # already there: Law 1.8, corner flagposts are compulsory
    ("corner flag snapped, can they keep playing without one?", "corner-flagposts-required", "No."),
    # Law 12.3: holding that denies an obvious goal-scoring opportunity is a red even with a penalty (had the general
    # "Not always.", and the attempt answer's "No." for Condition B)
    (
        "Their last man DRAGS our 9 down by the shirt in the box, clean through. Pen given. Is that still a straight red "
        "with the penalty, YES OR NO?",
        "dogso-in-area-holding",
        "Yes.",
    ),
    (
        "Condition A: defender slides in for the ball in the box, takes the striker, clear chance, penalty given. "
        "Condition B: same chance, but he just grabs a fistful of shirt. In Condition B, is it a red card even though a "
        "penalty is awarded?",
        "dogso-in-area-holding",
        "Yes.",
    ),
    # already there: Law 12.3, the card is still shown after advantage (had the come-back answer's "Yes.")
    ("does advantage stop the ref giving a yellow?", "advantage-card-later", "No."),
    ("can the ref still book him after playing advantage?", "advantage-card-later", "Yes."),
    # already there (review 39): Law 12.2 since 2025/26, more than eight seconds in the hands concedes a corner
    ("can their keeper hold the ball for ten seconds?", "keeper-eight-seconds-corner", "No."),
    # ... and a time under the limit gets no bare Yes or No
    ("can the keeper hold it for 5 seconds?", "keeper-eight-seconds-corner", "Since 2025/26"),
]

test_review40_answer = probe_test(CASES)
