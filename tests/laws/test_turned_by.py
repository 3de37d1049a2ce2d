"""An intent's `turned_by` wordings: the fan asks the opposite of the intent's question, and the opening Yes or No
is turned to answer him (probe 16: "the ball is on the line, is it out?" had "Yes." before a reason saying the
line is part of the field)."""

from __future__ import annotations

from tests.laws.evaluate import probe_test

CASES = [
    ("ball's sitting right on the touchline, is it out?", "goal-line-part-of-field", "No"),
    (
        "half the ball is over the goal line but half is still on it, is that out of play?",
        "goal-ball-on-line",
        "No",
    ),
    ("is the touchline part of the pitch?", "goal-line-part-of-field", "Yes"),
    # the case told before the question: the referee overruling the VAR (he takes the final decision), a team left
    # with six (Law 3.1: the match cannot continue)
    (
        "the ref overruled the VAR, is he allowed to do that?",
        "var-overrule",
        "Yes",
    ),
    (
        "we had two sent off and two injured so we're down to six, does the game get abandoned?",
        "red-card-replace",
        "Yes",
    ),
    ("can the VAR overrule the referee?", "var-overrule", "No"),
]


test_the_opposite_question_gets_the_turned_opening = probe_test(CASES)


def test_only_a_yes_or_no_answer_is_turned() -> None:
    from bot.laws.intents import load_intents

    turned = [i.id for i in load_intents().values() if i.turned_by]
    assert turned and all(load_intents()[i].yes_no for i in turned)
