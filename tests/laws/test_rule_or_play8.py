"""The boundary between a rule question and a told offside play, eighth round (helper-138): questions that read as a
told offside play, some asking the rule (a rule answer), some a play to rule (its ruling or the one question that
decides it), grouped by what tells them apart.

- an opponent's touch that happened, its kind untold ("a defender touched it first"), checked with "still offside?":
  whether it was a deliberate play or a deflection decides it, so that is asked; the kind of touch told ("pinged off
  his shin"), or a kind of play told in the present or supposed: the rule;
- an official's call told ("Lino flags"), whatever words name the play's players: one play that happened, its
  untold fact asked; a call told in a kind of play asked of the Law, or said to be general: the rule;
- a play told in full, in the present, asked only "goal?": its ruling, however closely an intent's wording matches it;
  told of anyone and asked "offside or not?": the rule;
- a play the reader cannot place, its goal told ("..., goal.") or a claim of it said ("the lads say he was off"),
  "was he off?": where he was is asked; supposed ("say ..."): the rule;
- an offside call told of one play the reader cannot place, asked in other words ("right call?", "Is it correct
  decision?"): where he was is asked; a restart with no offside offence named: its rule (Law 11.3).

Every expectation was decided from the Laws before the code was run: Law 11.2 (LAWS-FACTS §1.2-1.3: a deflection,
rebound or save never resets offside; a deliberate play by an opponent, even an inaccurate one, does). Where two
intents of the catalogue answer the same rule, either is accepted; the opening is the Yes or No the Law gives, or ""
for an open question.
"""

import pytest

from tests.laws.evaluate import check_probe_answer, left_as_xfail

_DEFLECTION = ("deflection-still-offside", "deflection-no-reset")
_TOUCH = (*_DEFLECTION, "deliberate-play-not-offside", "deliberate-play-resets")

# (question, the answers accepted, the opening the Law gives: "Yes", "No", a ruling's words, or "" for an open question)
CASES: list[tuple[str, tuple[str, ...], str]] = [
    # a touch that happened, its kind untold, "still offside?": deliberate or deflection is asked
    (
        "the winger was a yard off when the cross came in but one of the centre backs got something on it first."
        " still offside?",
        ("situation:ask",),
        "",
    ),
    (
        "he was two yards beyond the defence when it was squared, a defender touched it on the way. still offside?",
        ("situation:ask",),
        "",
    ),
    (
        "striker was in an offside position when the free kick was taken, and the wall touched it. still off?",
        ("situation:ask",),
        "",
    ),
    # ... the kind of touch told, or a kind of play told in the present, or supposed: the rule
    (
        "a forward stands offside when the shot is hit and it clips a defender on the way to him. still offside?",
        _DEFLECTION,
        "Yes",
    ),
    (
        "if the keeper parries a shot to a lad who was off when it was hit, is he still offside?",
        ("save-still-offside", "save-no-reset"),
        "Yes",
    ),
    (
        "an attacker is offside at the pass and a defender touches the ball. still offside?",
        _TOUCH,
        "",
    ),  # an official's call told ("Lino flags"), the play's players named in words the reader does not know as a side's
    # ("yon lad", "wor lad"), the attacker's place untold: that place is asked, not another rule answered
    (
        "Yon lad wis somewhere near their line when the ba' wis played, then he's aff and scores. Lino flags offside."
        " Is that no onside?",
        ("situation:ask",),
        "",
    ),
    (
        "Wor lad was near the halfway line when the ball was played, he's away and scores, linesman flags for"
        " offside. Was he not onside?",
        ("situation:ask",),
        "",
    ),
    # ... but a call told in a kind of play asked of the Law, or said to be general: the rule
    (
        "a striker is offside when the shot is hit, the keeper saves and he scores the rebound, and the lino flags."
        " can he be offside from a save?",
        ("save-still-offside", "save-no-reset"),
        "Yes",
    ),
    (
        "in general: if the lino flags a lad who scores after being offside when a shot came back off the post, is"
        " that the right call?",
        ("rebound-post",),
        "Yes",
    ),
    # a play told in full, in the present, that an intent's wording matches closely, asked only "goal?": its ruling
    (
        "goalie palms it out, the striker who was offside at the shot scores. goal?",
        ("situation:offside",),
        "No, offside",
    ),
    # ... but told of anyone ("a forward"), asked "offside or not?": the rule
    (
        "keeper spills it and a forward who was offside when it was hit tucks it away. offside or not?",
        ("save-still-offside", "save-no-reset"),
        "Yes",
    ),
    # a play the reader cannot place, its goal told as a clause ("..., goal.") or somebody's view of it said ("the lads
    # say he was off"), then "was he off?": where he was is asked, not another Law answered
    (
        "ball over the top, our 11 was through on his own, goal. was he off?",
        ("situation:ask",),
        "",
    ),
    (
        "Their 7 was with me the whole way, I swear. Goal. The lads say he was off. Was he?",
        ("situation:ask",),
        "",
    ),
    # ... but a play supposed ("say ..."), asked the same way: the rule
    (
        "say a striker is exactly level with the last defender when it is played and he scores. was he off?",
        ("offside-level-offside", "offside-level-onside"),
        "No",
    ),
    # an offside call told of one play the reader cannot place, asked in other words ("Is it right decision?", "right
    # call?"): where he was is asked
    (
        "Please explain, the assistant flagged offside when our striker got the ball behind their defenders and"
        " scored. Is it right decision?",
        ("situation:ask",),
        "",
    ),
    (
        "our number 10 went through and finished, linesman flagged offside. right call?",
        ("situation:ask",),
        "",
    ),
    # ... but a restart with no offside offence named: its rule, where he stood deciding nothing
    (
        "the lino flagged our striker offside straight from their keeper's goal kick. is that correct?",
        ("offside-goal-kick",),
        "No",
    ),
]

# Still missed, each for a reason (keyed by the question's opening).
LEFT: dict[str, str] = {
    "an attacker is offside at the pass": "a kind of play with the touch's kind untold gets the deflection's 'Yes',"
    " which holds only for a deflection; the Law's answer is 'it depends' (Law 11.2)",
}


@pytest.mark.parametrize(("question", "answers", "opening"), left_as_xfail(CASES, LEFT))
def test_rule_or_play(question: str, answers: tuple[str, ...], opening: str) -> None:
    check_probe_answer(question, answers, opening)
