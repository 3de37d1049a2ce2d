"""The boundary between a rule question and a told play, fourth round (helper-119, written before the cases were run):

- a rule asked through a story: the fan says so ("in general", "general question", "not asking about this one
  match"), asks about a kind of play the told one is an instance of ("is a clearance like that still ..."), tells it
  of anyone and asks about the Law ("a striker is offside ..., once he's back is he onside?"), drops the article as
  learners of English do ("can player be offside ..."), supposes it after a remark ("... 😭 say the keeper ..."), or
  asks it after a long preamble that has nothing of football in it;
- a play told as it happened, to someone in particular, and asked "offside?", or checked against what the fan
  believes the rule to be ("you can't be offside from a goal kick, can you?"), gets its ruling.

Every expectation was decided from Law 11 (LAWS-FACTS §1) before the code was run. Where two intents of the
catalogue answer the same rule, either is accepted.
"""

import pytest

from tests.laws.evaluate import left_as_xfail, what_was_answered

# (question, the intent ids that answer it)
RULE_QUESTIONS: list[tuple[str, tuple[str, ...]]] = [
    # said outright to be general
    (
        "we lost to a goal like this on sunday: their 9 was off when it was crossed, our keeper pushed it out and he"
        " buried the rebound. in general, does a keeper's save make the offside player onside?",
        ("save-no-reset", "save-still-offside"),
    ),
    (
        "General question, not about any game: if a defender heads it back to his keeper and an attacker who was"
        " offside nicks it, is that offside?",
        ("backpass-underhit", "deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "their right back sliced a clearance to our winger, who'd been standing offside, and we scored. I'm not asking"
        " about this one match: does a sliced clearance still count as a deliberate play?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "Pundit on the radio told a story about a cross hitting the bar and dropping to a striker who'd been offside."
        " General question: if the ball comes back off the woodwork, is the player who was offside still offside?",
        ("rebound-post", "rebound-post-no-reset"),
    ),
    # a kind of play asked about
    (
        "their centre half had ages on it and just scuffed his pass to our 10 who was offside!! is a scuffed pass"
        " like that still a deliberate play?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "my brother-in-law swears that when he stretched for a quick ball and it flew off his shin to their forward,"
        " it was only a deflection. Does a stretch like that, at a ball fired at him, count as a deliberate play?",
        (
            "deliberate-play-criteria",
            "deliberate-or-deflection-matters",
            "deflection-still-offside",
            "deliberate-play-reflex",
        ),
    ),
    # told of anyone, the Law asked
    (
        "A winger is in an offside position when the cross is hit, then jogs back level with the last defender."
        " Once he's level again, can he play the ball?",
        ("offside-coming-back",),
    ),
    (
        "A forward is offside at the pass and walks back into an onside position before the ball reaches him. Does"
        " walking back make him onside?",
        ("offside-coming-back",),
    ),
    (
        "An attacker is offside, a defender deliberately passes it back to the keeper, and the attacker nicks it."
        " Does the back-pass reset offside?",
        ("backpass-underhit", "deliberate-play-resets", "deliberate-play-not-offside"),
    ),
    # the article dropped
    (
        "Free kick is played short, then the ball is crossed into the box. Can player be offside from this?",
        ("offside-free-kick", "offside-exempt-restarts"),
    ),
    (
        "Corner is taken short, one pass back, then cross. Can attacker be offside after short corner?",
        ("offside-short-corner",),
    ),
    # supposed after a remark
    (
        "ok settle this for us 🙏 say a defender miscues his clearance straight to a forward who was standing offside."
        " is that still offside or not?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "Bit of a daft one. Suppose the keeper parries a shot and it drops to someone who was offside when it was"
        " hit, can he score from it?",
        ("save-still-offside", "save-no-reset"),
    ),
    # after a long preamble
    (
        "Good evening from the quiz league, round four was sport and we got stuck on one, nobody at the table agreed"
        " and the quizmaster wouldn't say. Can a goalkeeper ever be offside?",
        ("offside-goalkeeper-attacker",),
    ),
    (
        "Greetings from a very wet campsite in the Lakes where the tent has flooded twice and the kids are bored."
        " For offside, does it matter if the defender meant to play the ball or it just hit him?",
        ("deliberate-or-deflection-matters", "deliberate-play-criteria"),
    ),
]

# (question, "situation:<ruling>" or the intent that asks back): a particular play, told to its end
TOLD_PLAYS: list[tuple[str, str]] = [
    (
        "our 9 was a yard offside when our 7 crossed, their keeper palmed it out and he tapped in the rebound. ref"
        " gave it. offside?",
        "situation:offside",
    ),
    (
        "Saturday: their left back had loads of time, miscued his clearance straight to our striker who'd been two"
        " yards offside, and he scored. they disallowed it. was it offside?",
        "situation:no-offence",
    ),
    (
        "last night my lad was offside when the free kick was taken, it hit their wall and came back to him and he"
        " scored, flagged. offside?",
        "situation:offside",
    ),
    (
        "goal kick from our keeper went over everyone to our 9, who was well past their last defender, and he scored."
        " now they're all saying offside but you can't be offside from a goal kick, can you?",
        "situation:no-offence",
    ),
    (
        "we had a corner this morning and it went straight to our 5 at the back post, beyond all their defenders, he"
        " headed it in. linesman flagged. thought you couldn't be offside from a corner?",
        "situation:no-offence",
    ),
    (
        "their number 11 was offside when their 8 shot, it smacked our post and came back to him and he scored. 1-0"
        " to them. was it offside?",
        "situation:offside",
    ),
    (
        "our striker was offside when Reid passed, then he ran back onside and scored, and the ref gave it. 2-2. was"
        " it offside?",
        "situation:offside",
    ),
    (
        "my son was level with their last defender when the ball was played and he scored, ref gave offside. right?",
        "situation:no-offence",
    ),
    (
        "today their 6 underhit his back-pass and our 9, who'd been offside when we last played it, nicked it and"
        " scored. flagged. was he off?",
        "situation:no-offence",
    ),
    (
        "our 7 was offside and stood right in front of their keeper when our 4 shot from 25 yards, the keeper never"
        " saw it, goal. disallowed. right?",
        "situation:offside",
    ),
    (
        "our 10 was offside when Ben played it, their centre back stretched at a fast ball and it flicked off his"
        " boot to him, he scored. was that a deliberate play?",
        "deliberate-play-criteria",
    ),
    (
        "we scored last night, the lino flagged our striker. was he offside?",
        "situation:ask",
    ),
    (
        "in our game on Sunday their defender got a touch and it went to our 9 who had been offside when we passed,"
        " he scored. offside?",
        "situation:ask",
    ),
    (
        "our striker was in his own half when the through ball was played and scored, they flagged it. offside?",
        "situation:no-offence",
    ),
    (
        "Marta was offside at the cross, never touched it and wasn't near anyone, and Sam scored at the near post."
        " ref disallowed it. correct?",
        "situation:no-offence",
    ),
]

# Still missed, each for a reason other than the boundary this file is about (keyed by the question's opening).
LEFT: dict[str, str] = {}


@pytest.mark.parametrize(("question", "answers"), left_as_xfail(RULE_QUESTIONS, LEFT, every_key=False))
def test_rule_asked_through_a_story(question: str, answers: tuple[str, ...]) -> None:
    assert what_was_answered(question) in answers


@pytest.mark.parametrize(("question", "answer"), left_as_xfail(TOLD_PLAYS, LEFT, every_key=False))
def test_particular_play_told_to_its_end(question: str, answer: str) -> None:
    assert what_was_answered(question) == answer
