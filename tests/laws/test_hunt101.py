"""Hunt 101 (black-box at a136717), each mend told again in new words.

- A choice between two calls ("yellow or red?", "retake or goal kick?", "penalty or indirect? and card?") gets the
  statement that names the call, never a bare Yes or No, which would take neither side. One whose first call is the
  goal ("goal stands or pen?") keeps the Yes or No of an answer that asks whether the goal stands; a call asked only as
  a possibility ("can a manager be shown a yellow or a red?") keeps its Yes.
- Several questions that are all open ("what card? and what's the restart?") get no bare Yes or No either.
- A negated rule the fan reasons from ("no offside from a free kick, so the goal stands?") is the claim the Yes or No
  speaks of: the consequence asked is not what the rule answers (review 100's H12).
- "right or wrong?" offers both sides: it turns nothing, and the reply says which ("No, that's not right.").
- A bare "card?" after a told penalty offence asks for any card: the Law's yellow is a Yes.
- A promising attack stopped in the area is no DOGSO; a keeper's foul in his own area is no handling question; a sent-off
  player who comes back on to tackle is interference (Law 3.7), not a stoppage's restart.
- Team officials: a coach's second caution is a sending-off, not the player's answer; no VAR room is told by a manager
  who storms on.

Review 102's cases (KEPT, PREMISES_NOT_AGREED, NOT_THESE's last two): what those mends must leave alone. A tag offering both
sides is asked as "right?", so a negated claim's own words still turn it; two calls a rule is asked of ("offside from a
corner or a goal kick?") or a card carried over are no choice; a premise is agreed with only when the consequence is one
it settles alone and it is the answer's own rule. Nazinho's touch supposed otherwise than it happened ("if nazinho had
controlled it ...") is asked of the Law's rule, not of what happened in 2022.
"""

import pytest

from tests.laws.evaluate import discord_text, not_answered_test, probe_test

CHOICES = [
    (
        "their centre half hauled our 9 back by the shirt, clear through in the box, pen given. yellow or red?",
        "dogso-in-area-holding",
        "",
    ),
    (
        "goalie jumped off his line before the kick and kept it out, so is it a retake or a goal kick",
        "penalty-keeper-save-retake",
        "",
    ),
    (
        "penalty scored but their keeper was a yard off his line, does it count or retake?",
        "penalty-keeper-offence-no-retake",
        "",
    ),
    (
        "keeper handles a back pass from his full back in the six yard box. pen or indirect? any card?",
        "handball-backpass-penalty",
        "No",  # a choice naming the penalty the answer asks of: "No." is "no penalty"
    ),
    (
        "tackle was reckless, what card? and what's the restart if it was in the box?",
        "reckless-tackle-caution",
        "",
    ),
    # ... kept: the goal chosen first where the answer asks whether the goal stands, and a possibility
    (
        "our striker was clipped as he shot and it still went in. goal stands or pen?",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    ("can an assistant coach on the bench be shown a yellow or a red card?", "coach-red-card", "Yes"),
]
test_choices = probe_test(CHOICES)

CLAIMS = [
    ("no offside from a free kick, so their goal had to stand?", "offside-free-kick", "No, that's not right"),
    ("you cant be offside from a throw in so the goal is fine?", "offside-throw-in", "Yes, that's right"),
    (
        "the commentator said a deflection off a defender resets offside. right or wrong?",
        "deflection-no-reset",
        "No, that's not right",
    ),
]
test_claims = probe_test(CLAIMS)

CALLS = [
    (
        "defender slid in for the ball in the box but took the striker, clear goal chance, pen awarded. card?",
        "dogso-in-area-attempt",
        "Yes",
    ),
]
test_calls = probe_test(CALLS)

INTENTS = [
    (
        "SPA in the area, pen given and he was trying to play the ball. booked or not?",
        "spa-in-area-attempt-no-card",
        "No",
    ),
    (
        "a red carded player came back on the pitch and tackled our winger, what's the restart?",
        "extra-person-interferes-restart",
        "",
    ),
]
test_intents = probe_test(INTENTS)

OFFICIALS = [
    (
        "assistant coach picked up two yellows in the same game, what happens to him?",
        "coach-second-yellow",
        "",
    ),
]
test_officials = probe_test(OFFICIALS)

# The Conte ban's "Yes." answered whether Spurs qualified; what it says now is no "Yes" (the standings are /table's; a
# route for it cost two unseen questions their answers, so it is left out)
NOT_THESE = [
    ("did tottenham qualify after that sporting draw or only at marseille?", "conte-ban"),
    ("our manager stormed on at full time to have a go at the referee, what's the card?", "var-vor-entry"),
    (
        "keeper catches a shot in his own area and the referee gives a penalty for handball, correct?",
        "handball-in-area-penalty",
    ),
    (
        "the sub who'd just come back on after treatment punched their winger with the ball out, what restart?",
        "extra-person-interferes-restart",
    ),
]
test_not_these = not_answered_test(NOT_THESE)

KEPT = [
    (
        "a deflection off their centre back doesnt put our striker onside, right or wrong?",
        "deflection-no-reset",
        "Yes, that's right",
    ),
    (
        "my brother says you cant be offside from a throw in, true or false?",
        "offside-throw-in",
        "Yes, that's right",
    ),
    ("is there offside from a corner or a goal kick?", ("offside-corner", "offside-goal-kick"), "No"),
    ("does a yellow card or a red card carry over to the shootout?", "cautions-shootout", "No"),
    ("was conte banned for the match that decided if spurs went through?", "conte-ban", "Yes"),
    (
        "our winger got a second yellow while the manager was screaming at the fourth official, is he off?",
        "second-yellow-red",
        "Yes",
    ),
]
test_kept = probe_test(KEPT)

PREMISES_NOT_AGREED = [
    "no offside from a corner, so the goal stands even if he fouled the keeper?",
    "no handball when it hits your arm by accident, so the goal counts?",
    "no offside from a free kick so the linesman was right?",
]


@pytest.mark.parametrize("question", PREMISES_NOT_AGREED)
def test_a_premise_is_agreed_only_when_it_settles_the_consequence(question: str) -> None:
    assert not discord_text(question).lstrip("*").startswith("Yes, that's right"), question


# Nazinho's touch supposed otherwise than it happened asks the Law's rule for that play (Law 11.2: a controlled play,
# however it ends, is deliberate); a Spurs player's supposed action is still judged by where Kane stood
SUPPOSED = [
    (
        "if nazinho had chested it down under control and then miscued it to kane, would kane be onside?",
        ("deliberate-play-resets", "situation:no-offence"),
        "Yes",
    ),
    ("if emerson had passed it forward would kane be offside", "kane-goal-disallowed", ""),
]
test_supposed = probe_test(SUPPOSED)

# A premise after "so", "and" or "but" is the same premise; "the deflection put him offside" is neither Yes nor No: Kane
# was already offside at Emerson's header
LEADS = [
    (
        "but theres no offside from a free kick, so the goal should have stood?",
        "offside-free-kick",
        "No, that's not right",
    ),
    ("and the deflection off nazinho is what put kane offside, yeah?", "nazinho-touch", ""),
]
test_leads = probe_test(LEADS)
