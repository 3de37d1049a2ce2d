"""Questions in Scots and Geordie spellings reach the answer the English wording gets; other games' rules and
betting get "not sure"; the level-is-offside myth put as sarcasm gets its true "No". Our own wordings."""

from __future__ import annotations

import pytest

from bot.laws.choice import choose
from tests.laws.evaluate import discord_text


@pytest.mark.parametrize(
    ("question", "english", "intent"),
    [
        ("whit's DOGSO when it's at hame?", "what's DOGSO?", "dogso-what"),
        (
            "can the gaffer get a yella fur moanin at the fourth official?",
            "can the manager get a yellow for moaning at the fourth official?",
            "coach-red-card",
        ),
        (
            "does yer heid count fur offside if yer feet are level?",
            "does your head count for offside if your feet are level?",
            "offside-body-parts",
        ),
    ],
)
def test_scots_spellings_reach_the_english_answer(question: str, english: str, intent: str) -> None:
    assert choose(question).target == choose(english).target == intent


@pytest.mark.parametrize(
    "question",
    [
        "what's the square ball rule in hurling",
        "in walking football how many touches are you allowed",
        "what is a mark in afl",
        "do bookies pay out on my first scorer bet if VAR rules the goal out",
    ],
)
def test_other_games_and_bets_are_not_sure(question: str) -> None:
    assert choose(question).kind == "unsure"


@pytest.mark.parametrize(
    "question", ["so level is offside now, is it? great flag", "level means offside these days, does it?"]
)
def test_the_level_myth_put_as_sarcasm_is_answered_no(question: str) -> None:
    assert discord_text(question).startswith("No")
