"""The boundary between a rule question and a told play, sixth round (helper-131, written before the code was changed):
deliberate play, deflection and save, and a rule the fan says he knows before asking another.

- a rule stated as known ("I know there's no offside from a throw-in"), then a different rule asked ("but if the
  throw goes straight in, is it a goal?"): a rule question, not a told play; the known rule's ruling ("no offside
  offence") would answer what nobody asked, and here say "Yes" to a goal the Laws do not allow;
- a match remembered, then the rule asked with a marker ("general rule:", "general one:", "as a rule"): the rule;
- a save asked in other words ("a fresh start", "free to score", "like starting over") and what a save is;
- a deliberate handball asked about with its card mentioned ("he gets booked"), which is no question about the card;
- a play only imagined ("imagine:", "picture this:"): the rule.

Every expectation was decided from the Laws before the code was run: Law 11.2 (LAWS-FACTS §1.2-1.3: a deflection,
rebound or save never resets offside, a deliberate play by an opponent in control, even an inaccurate one, and a
deliberate handball do; a save is stopping or trying to stop a ball going into or very close to the goal, by any
player); Laws 15, 16 and 17 (no goal directly from a throw-in; a goal directly from a goal kick or a corner kick against
the opponents). Where two intents of the catalogue answer the same rule, either is accepted; the opening is the Yes or
No the Law gives, or "" for an open question.
"""

import pytest

from tests.laws.evaluate import check_probe_answer, left_as_xfail

_DELIBERATE = ("deliberate-play-not-offside", "deliberate-play-resets", "deliberate-play-inaccurate-counts")
_SAVE_NO_RESET = ("save-no-reset",)
_SAVE_STILL = ("save-still-offside",)
_DEFLECTION_STILL = ("deflection-still-offside",)
_DEFLECTION_NO_RESET = ("deflection-no-reset",)
_HANDBALL = ("deliberate-play-handball", "deliberate-play-resets")
_SAVE_WHAT = ("save-what-is",)

# (question, the intent ids that answer it, the opening the Law gives: "Yes", "No" or "" for an open question)
RULE_QUESTIONS: list[tuple[str, tuple[str, ...], str]] = [
    # a rule stated as known, then another rule asked
    (
        "i know you can't be offside from a corner. but can the taker curl it straight in with nobody touching it,"
        " does that count?",
        ("goal-direct-corner",),
        "Yes",
    ),
    (
        "right, no offside at a goal kick, i get that. but can a goal kick fly all the way into the other team's net"
        " and stand?",
        ("goal-direct-goal-kick",),
        "Yes",
    ),
    (
        "we all know a throw can't be offside. but if the long throw sails into the net off nobody at all, is it a"
        " goal?",
        ("goal-direct-throw-in",),
        "No",
    ),
    (
        "fine, throw-ins have no offside. what if the thrower chucks it straight into his own net, own goal?",
        ("goal-direct-throw-in",),
        "No",
    ),
    (
        "i understand a deflection doesn't reset offside. but if the defender heads it on purpose back to his keeper"
        " and it's short, and a striker who was offside steals it, is he offside?",
        ("backpass-underhit", *_DELIBERATE),
        "No",
    ),
    # a match remembered, then the rule asked with a marker
    (
        "at our game on sunday their winger was offside and the ball hit our full back's knee and went to him."
        " general rule though: does a touch off a defender by accident put him onside?",
        _DEFLECTION_NO_RESET,
        "No",
    ),
    (
        "general one: if the keeper palms a shot out to a striker who was offside when it was hit, is he still"
        " offside?",
        _SAVE_STILL,
        "Yes",
    ),
    (
        "general rule please. a defender blocks a pass with his arm on purpose and it drops to an attacker who was"
        " offside, does the handball make him onside?",
        _HANDBALL,
        "Yes",
    ),
    (
        "as a rule: the centre back has it under control, goes to clear, slices it to a forward in an offside"
        " position. is the forward offside?",
        _DELIBERATE,
        "No",
    ),
    (
        "last week in our derby the ball came off the bar to their nine who'd been offside. as a rule, can the post"
        " ever reset offside?",
        ("rebound-post-no-reset",),
        "No",
    ),
    # a save asked in other words, and what a save is
    (
        "does the goalie stopping a shot make a fresh start for offside?",
        _SAVE_NO_RESET,
        "No",
    ),
    (
        "when a keeper saves it, is everyone who was offside free again, like starting over?",
        _SAVE_NO_RESET,
        "No",
    ),
    (
        "is a save by the goalie a new beginning for offside, like the defence had played it?",
        _SAVE_NO_RESET,
        "No",
    ),
    (
        "what exactly is a save for offside? could an ordinary defender make one?",
        _SAVE_WHAT,
        "",
    ),
    (
        "for the offside law, is a save only when the ball was going in, or any touch by the keeper?",
        _SAVE_WHAT,
        "",
    ),
    # a deliberate handball with its card mentioned
    (
        "if a centre back stops a through ball with his hand on purpose and gets booked, and the ball drops to a"
        " forward who was offside, is the forward onside?",
        _HANDBALL,
        "Yes",
    ),
    (
        "does a defender's intentional handball count the same as a deliberate play for offside, even though he"
        " gets a yellow for it?",
        _HANDBALL,
        "Yes",
    ),
    (
        "a defender knocks the ball down with his hand on purpose, takes the card, and it falls to an attacker who"
        " was in an offside position. is offside wiped?",
        _HANDBALL,
        "Yes",
    ),
    # a play only imagined
    (
        "picture this: a defender under no pressure rolls a soft pass back to his keeper, and an attacker who was"
        " standing offside intercepts and scores. offside?",
        ("backpass-underhit", *_DELIBERATE),
        "No",
    ),
    (
        "imagine a defender with loads of time slices his clearance to a forward in an offside position. is that"
        " offside?",
        _DELIBERATE,
        "No",
    ),
    (
        "imagine: the ball bounces off a defender's back to an attacker who was offside. is he still offside?",
        _DEFLECTION_STILL,
        "Yes",
    ),
    (
        "imagine the keeper tips a shot onto the post and it comes out to a striker who was offside when it was"
        " hit. can he score?",
        (*_SAVE_STILL, *_SAVE_NO_RESET, "rebound-post"),  # off the post after the save: both true
        "No",
    ),
    # a rule asked, then a claim about it
    (
        "is it still offside when a shot only brushes a defender on the way to a striker who was offside? my dad"
        " says no, any touch wipes it",
        _DEFLECTION_STILL,
        "Yes",
    ),
    (
        "if a player throws the ball straight into the opposition net from a throw-in, does it count?",
        ("goal-direct-throw-in",),
        "No",
    ),
    (
        "does it still count as deliberate if the defender's header back to his keeper is too short and a striker"
        " who'd been offside scores?",
        ("backpass-underhit", *_DELIBERATE),
        "Yes",
    ),
]

# Written after the first run, probing the same causes further: whether a block can be a save (save-no-reset's "No."
# and save-still-offside's turned "No." had answered it).
RULE_QUESTIONS += [
    ("can a defender's block on the line be a save for offside purposes?", _SAVE_WHAT, ""),
    ("is a sliding block by a centre back considered a save?", _SAVE_WHAT, ""),
]
# ... and a ball that only hits a defender, supposed (deliberate-play-not-offside's "No." had answered it)
RULE_QUESTIONS += [
    (
        "imagine the ball hits a defender's heel and runs to a striker who was in an offside position. offside?",
        _DEFLECTION_STILL,
        "Yes",
    ),
    (
        "suppose the ball hits a defender's knee and goes to a striker who was offside, is that offside?",
        _DEFLECTION_STILL,
        "Yes",
    ),
]
# ... and a known rule whose subject the question after "but" leaves unsaid, or told without a comma before "but"
RULE_QUESTIONS += [
    (
        "everyone knows you can't be offside from a throw-in. but if the ball flies straight in off nobody, does"
        " it count?",
        ("goal-direct-throw-in",),
        "No",
    ),
    (
        "i know you can't be offside in your own half but what if a forward is right on the halfway line at the"
        " pass?",
        ("offside-halfway-line", "offside-halfway-line-own-half"),
        "",
    ),
    # ... but a fact of a play said as known is the play's ("i know he was ...", "i know the striker was ..."): ruled
    (
        "I know the striker was a yard beyond the defence at the pass but the keeper parried the shot to him, offside?",
        ("situation:offside",),
        "Yes, offside",
    ),
    (
        "we all know a throw-in can't be offside, but what if it goes straight in off nobody, goal?",
        ("goal-direct-throw-in",),
        "No",
    ),
]

# Still missed, each for a reason (keyed by the question's opening). None now: a claim after the question ("is it
# still offside ...? my dad says no") was answered "No, that's not right." to the dad (claims.asked_before_a_claim).
LEFT: dict[str, str] = {}


@pytest.mark.parametrize(
    ("question", "answers", "opening"), left_as_xfail(RULE_QUESTIONS, LEFT, every_key=False)
)
def test_rule_asked_not_a_told_play(question: str, answers: tuple[str, ...], opening: str) -> None:
    check_probe_answer(question, answers, opening)
