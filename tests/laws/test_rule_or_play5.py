"""The boundary between a rule question and a told play, fifth round (helper-126, written before the code was changed):
deliberate play, deflection and save.

- a rule asked through a story or a supposition: "if", "when", "what if", "suppose", "say", "hypothetically", a rule
  somebody claims and the fan checks ("my uncle insists ... true?"), "in general", a match named and then a general
  question ("asking generally"), a play supposed in the unreal past ("if their keeper had parried it ..., would the
  goal have stood?"), "does it count when ...", "is it still offside when ...";
- a play told as it happened, to someone in particular, in the past, to its end, and asked to be ruled: its ruling,
  however closely an intent's wording matches it.

Every expectation was decided from Law 11.2 (LAWS-FACTS §1.2-1.3) before the code was run: an inaccurate pass or
clearance by a player in control is still a deliberate play; a stretch that achieves only limited contact, a ricochet
or a ball off the referee is not; a block of a goal-bound shot by anyone is a save. Where two intents of the catalogue
answer the same rule, either is accepted. 11 of the 40 were answered wrongly before this round, 4 after.
"""

import pytest

from tests.laws.evaluate import left_as_xfail, what_was_answered

_DELIBERATE = ("deliberate-play-not-offside", "deliberate-play-resets", "deliberate-play-inaccurate-counts")
_SAVE = ("save-still-offside", "save-no-reset")
_DEFLECTION = ("deflection-still-offside", "deflection-no-reset")
_CRITERIA = ("deliberate-play-criteria", "deliberate-or-deflection-matters")

# (question, the intent ids that answer it)
RULE_QUESTIONS: list[tuple[str, tuple[str, ...]]] = [
    (
        "if their centre back goes to hack it clear and shanks it to a forward who'd been in an offside"
        " position, is the forward offside?",
        _DELIBERATE,
    ),
    (
        "when a defender miscontrols a pass and it runs to an attacker in an offside position, is it play on?",
        _DELIBERATE,
    ),
    (
        "what if the goalie beats a shot away and it lands with a player who was offside when it was struck,"
        " can he put it in?",
        _SAVE,
    ),
    (
        "suppose a shot pings off a defender's heel to someone standing offside, is that still offside?",
        _DEFLECTION,
    ),
    (
        "say the full back, under no pressure, plays a lazy pass infield and it goes to a striker who was"
        " offside. is that an offence?",
        _DELIBERATE,
    ),
    (
        "my mate reckons when the keeper palms a shot away to an offside attacker it's a fresh phase and he's"
        " onside. is he right?",
        _SAVE,
    ),
    (
        "in general, if a header loops off a defender to an attacker who was offside, does that reset"
        " anything?",
        _DEFLECTION,
    ),
    (
        "watched Leeds v Burnley last week and it got me thinking: does a clearance that goes wrong still"
        " count as the defender playing it deliberately?",
        _DELIBERATE + _CRITERIA,
    ),
    (
        "if a defender tried to intercept and only got a toe on it, and it went to a player who had been"
        " offside, would he have been offside?",
        _DEFLECTION + _CRITERIA,
    ),
    (
        "does it count when a defender's block on the line rebounds to an attacker who was offside?",
        _SAVE,
    ),
    (
        "is it still offside when the ball takes a deflection off a defender before reaching the attacker?",
        _DEFLECTION,
    ),
    (
        "what happens when a keeper parries it out to a lad who was offside?",
        _SAVE,
    ),
    (
        "if an opponent deliberately heads it back towards his own keeper and an attacker standing offside"
        " intercepts, is that offside?",
        (*_DELIBERATE, "backpass-underhit"),
    ),
    (
        "when a centre back stretches at a fast cross and it flies off his boot to a striker who was offside,"
        " does that count as him playing it?",
        (*_CRITERIA, *_DEFLECTION, "deliberate-play-reflex"),  # (a reflex's own answer since probe 30)
    ),
    (
        "say a defender dives in front of a goal-bound shot and blocks it, and the ball spins to a forward"
        " who was offside at the shot. can he score?",
        _SAVE,
    ),
    (
        "my uncle insists that any touch by the opposition, even a ricochet, wipes out offside. true?",
        _DEFLECTION,
    ),
    (
        "hypothetically, a defender controls the ball, takes a touch, then passes it straight to an opponent"
        " who'd been offside. offside or not?",
        _DELIBERATE,
    ),
    (
        "what if the shot hits the referee and falls to an attacker who was offside?",
        ("rebound-post", "rebound-post-no-reset"),
    ),
    (
        "if the goalkeeper comes out and tries to pass it but scuffs it to an offside striker, is it still"
        " offside?",
        _DELIBERATE,
    ),
    (
        "when the keeper tips a shot onto the bar and an attacker who was offside heads in the rebound, is"
        " the goal allowed?",
        (*_SAVE, "rebound-post"),
    ),
    (
        "a lad at five-a-side argued that if the defender meant to kick it, the attacker can't be offside,"
        " even if it was a terrible kick. is that the law?",
        _DELIBERATE,
    ),
    (
        "does it count as deliberate when a defender has loads of time but sclaffs the ball to a forward who"
        " was offside?",
        _DELIBERATE + _CRITERIA,
    ),
    (
        "is it still offside when an outfield player blocks a shot heading for the top corner and it drops to"
        " someone who was offside?",
        _SAVE,
    ),
    (
        "if their keeper had parried it to our striker who was offside, would the goal have stood?",
        _SAVE,
    ),
    (
        "we played Rovers on Saturday and had one like this, but I'm asking generally: when a keeper punches"
        " a cross clear and it goes to an attacker who was offside, is that offside?",
        (*_DELIBERATE, "deliberate-play-handball", "deliberate-play-criteria"),
    ),
]

# (question, "situation:<ruling>"): a particular play told to its end
TOLD_PLAYS: list[tuple[str, str]] = [
    (
        "our 11 was a yard beyond their back line when Jamie slid it through, their left back had time and"
        " shanked his clearance to him, he scored. ref disallowed it. offside?",
        "situation:no-offence",
    ),
    (
        "their striker was offside when their 10 shot, our keeper palmed it out and he smashed in the"
        " rebound. they gave the goal. was it offside?",
        "situation:offside",
    ),
    (
        "my lad Tom was stood offside when the cross came in, it ricocheted off their centre back's knee and"
        " he poked it home. flag went up. right?",
        "situation:offside",
    ),
    (
        "yesterday their 7 was well offside, our right back tried a pass back to our keeper and underhit it,"
        " he nipped in and scored. offside?",
        "situation:no-offence",
    ),
    (
        "our number 9 was offside when we shot, their defender blocked it on the line and it fell to him and"
        " he tapped in. disallowed. correct?",
        "situation:offside",
    ),
    (
        "their winger was offside at the through ball, our centre back controlled it, dawdled and then passed"
        " it straight to him. he scored. offside?",
        "situation:no-offence",
    ),
    (
        "Sunday league: our striker had been in an offside position, a long ball came over, their defender"
        " misjudged the bounce and it hit his shoulder and went to our striker, who scored. offside given."
        " was it right?",
        "situation:offside",
    ),
    (
        "their 10 was offside when the free kick was swung in, our keeper came out and punched it, it went"
        " straight to him and he volleyed in. flagged. offside?",
        "situation:no-offence",
    ),
    (
        "last night our 8 shot from the edge, it hit the crossbar and came back to our 9, who'd been offside"
        " at the shot, and he headed in. ref gave it. offside?",
        "situation:offside",
    ),
    (
        "our 9 was two yards offside, their 5 stretched for a quick cross and it spun off his toe to our 9,"
        " goal. flag. right call?",
        "situation:offside",
    ),
    (
        "their forward was offside when their mid played it, our defender chested it down, had all the time"
        " in the world, then miscontrolled it to him and he scored. offside?",
        "situation:no-offence",
    ),
    (
        "Emma was offside when the shot was hit, their keeper spilled it and she scored. disallowed. correct?",
        "situation:offside",
    ),
    (
        "our 11 was offside when Sam crossed, their defender headed it clear but only as far as our 11, who"
        " volleyed in. flagged. was he off?",
        "situation:no-offence",
    ),
    (
        "their 9 was in an offside position, the ball took a deflection off our full back and went to him,"
        " 1-0. was it offside?",
        "situation:offside",
    ),
    (
        "today our striker was offside when we passed, their keeper rushed out and tried to clear it but"
        " sliced it to him and he scored. ref said offside. was he?",
        "situation:no-offence",
    ),
]

# Still missed, each for a reason outside the boundary this file is about (keyed by the question's opening).
LEFT: dict[str, str] = {
    "a lad at five-a-side argued": "'five-a-side' reads as another game's rules (understand.py), so nothing answers",
    "Sunday league: our striker had been in an offside position": (
        "the reader (situation.py) takes a defender who misjudged the bounce and had it hit his shoulder as a"
        " deliberate play; Law 11.2's limited-contact indicator makes it a deflection, so offside"
    ),
    "their 10 was offside when the free kick was swung in, our keeper came out and punched it": (
        "the reader (situation.py) asks how the ball came off the keeper; a punch clear of a cross (no ball going"
        " into the goal, so no save) is a deliberate play"
    ),
}


@pytest.mark.parametrize(("question", "answers"), left_as_xfail(RULE_QUESTIONS, LEFT, every_key=False))
def test_rule_asked_through_a_story(question: str, answers: tuple[str, ...]) -> None:
    assert what_was_answered(question) in answers


@pytest.mark.parametrize(("question", "answer"), left_as_xfail(TOLD_PLAYS, LEFT, every_key=False))
def test_particular_play_told_to_its_end(question: str, answer: str) -> None:
    assert what_was_answered(question) == answer
