"""A question about something no answer speaks of gets "not sure" and the closest answers, never another
question's confident Yes or No (bot/laws/subjects.py; probe 16 found these answered with an offside rebound's
"No.", a corner's "Yes." and a shoot-out's "Yes.")."""

from __future__ import annotations

import pytest

from bot.laws.subjects import named, unspoken
from tests.laws.evaluate import discord_text, what_was_answered

NOT_SPOKEN_OF = [
    # (a lost boot has an answer of its own since probe 19: lost-boot-goal, Law 4.2; concussion substitutes since
    # probe 20: concussion-substitute, Law 3.2, tested in test_probe_answers20.py; a taped wedding ring since the
    # voices70-71 round: jewellery-forbidden, Law 4.4, tested in test_voices70_71_round.py)
    "the floodlights failed for twenty minutes, do we have to finish the game another day?",
    "a spectator ran on and stuck a foot on it just before it went in, goal or not?",
    "the crossbar snapped in the first half, what happens with the goal we scored",
]


@pytest.mark.parametrize("question", NOT_SPOKEN_OF)
def test_a_subject_no_answer_speaks_of_is_not_answered_with_another(question):
    assert named(question), "the question names a subject"
    assert what_was_answered(question) == "unsure"
    assert discord_text(question).startswith("I'm not sure")


# The same words in passing: a play told "off his boot", a coach's kicked bottle, a ball that "bursts" through.
IN_PASSING = [
    (
        "it came off his boot and fell to our striker, does that deflection reset offside?",
        "deflection-no-reset",
    ),
    ("our manager kicked a water bottle and got sent off, can coaches even get red cards?", None),
    ("the winger bursts past two men and gets hauled down in the box, last man, red or yellow?", None),
]


@pytest.mark.parametrize(("question", "answer"), IN_PASSING)
def test_the_same_words_in_passing_name_no_subject(question, answer):
    assert not named(question)
    if answer is not None:
        assert what_was_answered(question) == answer


def test_an_answer_that_speaks_of_the_subject_is_not_held_back():
    assert not unspoken("a spectator touched the ball", "goal-extra-person", "intent")


def test_the_closest_answers_are_offered_whole():
    # The console prints each offer's label as it is; Discord and Slack fit it to their limits at a word. A cut
    # at 80 characters here had shown "...to a player who was offs: /var explain deflection-still-offside".
    from bot.commands.var import answer
    from bot.laws.intents import load_intents

    questions = {i.question for i in load_intents().values()}
    reply = answer("can the keeper score and lose his boot")  # "not sure", three close answers offered
    assert reply.card is not None and reply.card.actions
    assert all(a.label in questions for a in reply.card.actions if a.command.startswith("/var explain "))
