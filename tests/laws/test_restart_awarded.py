"""A restart the referee awards to a side ("gave them a free kick", "awarded us a corner") is a decision told after
the play, not how the ball reached a player: read as the play's delivery, a penalty kicker's feint booked and
punished with a free kick was asked "Where was he when his team-mate played the ball?" (an offside question of a
Law 14 play). Wordings written by hand on 2026-12-03."""

from __future__ import annotations

import pytest

from bot.laws.situation import read_situation
from tests.laws.evaluate import check_probe_answer

AWARDED = [
    "the ref booked him and gave them a free kick",
    "the referee cautioned our taker and awarded them an indirect free kick",
    "ref stopped it and gave us a free kick instead",
    "he gave him a free kick for the shirt pull",
]


@pytest.mark.parametrize("told", AWARDED)
def test_a_free_kick_awarded_to_a_side_is_no_delivery(told: str) -> None:
    reading = read_situation(told)
    assert reading is None or reading.facts.received_from != "free-kick"


def test_a_feint_punished_with_a_free_kick_gets_the_feint_answer() -> None:
    check_probe_answer(
        "their penalty taker paused at the end of his run-up before scoring, and the referee cautioned him and "
        "awarded us a free kick. correct?",
        "penalty-feint-after-runup",
        # the caution and the (indirect) free kick are the Law's call (Law 14.2): "Yes" since review 63 listed the calls,
        # where the intent's own "No." had read as "not correct"
        "Yes",
    )


@pytest.mark.parametrize(
    ("question", "answer", "opening"),
    [
        # a free kick given for a foul on the keeper had the unsignalled indirect free kick's "The kick is retaken"
        (
            "our 9 scored but the referee gave them a free kick for a foul on the keeper, why?",
            "keeper-challenge-foul-judged",
            "",
        ),
        # ... and a penalty kicker's stop, booked and punished so, the same
        (
            "our striker stopped in his run up at the spot, slotted it, ref booked him and gave them an indirect "
            "free kick",
            ("penalty-feint", "penalty-feint-after-runup", "penalty-feint-free-kick"),
            "Yes",  # the referee was right: a feint once the run-up is complete is punished so (Law 14.2)
        ),
    ],
)
def test_a_free_kick_given_for_an_offence_told_is_not_a_missed_signal(
    question: str, answer: str | tuple[str, ...], opening: str
) -> None:
    check_probe_answer(question, answer, opening)
