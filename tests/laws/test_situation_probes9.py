"""Told plays from a probe of hedged facts: a fan who hedges the fact that decides the play (where he was at the pass,
whether he took part, how an opponent touched it, the restart, who touched it last) is asked, never ruled on his guess:
"level-ish", "roughly level", "more or less level", "I think he was off", "looked off to me", "not 100% but...", "maybe he
blocked the keeper's view, maybe not", "could be a deflection could be a pass", "a throw-in, possibly a free kick". A
play of the ball told only of another of ours by number ("our 9 was offside ... and our 11 scored") leaves whether our 9
took part open; "was he level when ...?" asks where he was, it does not tell it. Neighbours keep their ruling: the same
plays told plainly, a margin estimated ("probably a yard off", "maybe a foot ahead": beyond by about so much), and a
hedge that cannot change the ruling ("saved it, I think with his legs"). (Two places offered on one side of the line,
"either level or behind the ball", are still asked: keeping the ruling then ruled an even-half play whose fact is
missing.)"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.laws.situation import read_situation
from bot.laws.situation_facts import decide
from tests.laws.evaluate import ruled

ASKED = [
    "he was level-ish when it was played, scored, offside?",
    "our striker was roughly level with their last defender when the through ball was played and he scored",
    "our 9 was more or less level with the centre back when our 10 passed it, he slotted it in",
    "he was pretty much level with the last defender when our winger crossed it, he headed it in",
    "I think he was off when our midfielder played it through, he scored",
    "looked off to me when the pass was played, our striker ran on and scored",
    "not 100% but I think our striker was past the last defender when the ball was played, he scored",
    "could be he was level, could be a yard off, when our 6 passed it; he scored",
    "hard to tell if he was level or ahead when the pass was made, he tapped in",
    "from where I was he looked level when our winger crossed it, and he scored",
    "the replay was inconclusive on whether our 9 was level when it was played; he scored",
    "maybe he was offside, maybe not, when our 10 slipped it through, and he scored",
    "was he level when our 8 played it? it was tight. anyway he scored",
    "I couldn't see where our striker was when the pass was played, he scored",
    "our winger was kind of level with the last man when the through ball came, he scored",
    "our striker was sort of in line with their defender when our mid played it and he scored",
    "he was just about level I reckon when our 10 passed it, he scored",
    "level-ish, maybe half a yard off, when the pass came from our 6; he scored",
    "our 11 was about level with their full back when it was played, he scored",
    "I'd say he was level but honestly I'm not sure, our 9 scored from the through ball",
    "he was possibly offside when our winger crossed it, he headed it in",
    "he might have been a yard off when our 10 passed, he scored",
    "our striker was level, I think, when it was played and he scored",
    "our 9 was onside I think when our 10 passed it, and he scored",
    "he appeared to be level when our 8 passed it, he scored",
    "he was close to level when the through ball was played and he scored",
    "our 9 was level or thereabouts when our 10 played it, he scored",
    "he was offside-ish when our 6 played it, scored anyway",
    "our striker was basically level when it was played, he scored",
    "our 9 was two yards offside when our 10 shot, maybe he blocked the keeper's view, maybe not, it went in",
    "our 7 shot from 20 yards and it went in, our 9 was a yard offside in front of the keeper, I think he might have blocked his view",
    "our 10 shot and it went in, our 9 was offside standing in the box; did he challenge the keeper or just stand there? I could not see",
    "our 9 was offside when our 6 crossed, did our striker challenge their centre back or just run behind him? I could not see, our 11 scored",
    "our 8 shot and it went in, our 9 was offside near the keeper, hard to tell if he was in his line of sight",
    "our 8 shot and it went in; our 9 was a yard off in the six yard box, probably in the keeper's way but from where I was I can't be sure",
    "our 7 shot from the edge and it went in, our striker was offside, he possibly distracted the keeper",
    "our 7's shot went in, our 9 was two yards offside and might have got a touch on the way in, not 100%",
    "our 8 shot from distance and it went in, our 9 was offside in the box and I think he was kind of in the keeper's way",
    "our 8 shot from 25 yards and it went in, our 9 was offside in the box, whether he blocked the keeper's view the replay was inconclusive",
    "our 9 was a yard offside when our 7 crossed and our 11 scored. did our striker challenge him or just run behind him? honestly I could not see",
    "our 9 was offside when our 8 played it and our 11 scored, I think our 9 was in the keeper's eyeline",
    "our 9 was a yard offside when our 10 passed, their centre back maybe meant it maybe not, it came to our 9 and he scored",
    "our striker was two yards off when our 6 played it forward, it came off their defender, I think he tried to play it but it might have just hit him, our striker scored",
    "our 9 was offside when our 8 played it, their defender stuck a leg out, could be a deflection could be a proper pass, and our 9 scored",
    "our striker was in an offside position when our 10 played it, the ball went off their full back, hard to tell if it was deliberate, he scored",
    "our 9 was offside when our 8 passed, their defender touched it, I'm not sure whether he played it or it just deflected off him, our 9 scored",
    "our striker was offside when our 6 played it, the ball was headed by their centre half, don't know if he meant it, our striker scored",
    "our 9 was offside when our 10 played it through, it came off their centre back to our 9 who scored. did he mean to play it? I honestly couldn't tell",
    "our 9 was offside when our 8 played it, it probably deflected off their defender, he scored",
    "I think it was a corner, could have been a free kick, anyway our 9 was in an offside position and headed it straight in from the delivery",
    "our 9 was two yards offside and scored straight from the delivery, it was a throw-in or a free kick, I couldn't see which",
    "our 9 was a yard off and scored direct from what I think was a goal kick, might have been a free kick",
    "straight from a throw-in, possibly a free kick though, our striker was offside and scored",
    "from a corner, the ball maybe touched our centre-back, maybe not, and our 9 who was offside scored",
    "our 9 was offside when our 10 passed; either their defender or our 7 got the last touch, no idea which, our 9 scored",
    "our 9 was offside when our 6 crossed, it touched someone in the box, maybe their centre back maybe our 11, and our 9 scored",
    "our 9 was in an offside position, the last touch was from their full back I think, or maybe our winger, and he scored",
    "our 9 was two yards off; I couldn't see who got the last touch before it reached him, he scored",
    "corner swung in, I think our centre back got a flick on it, not 100%, and our 9 who was offside scored",
]

KEPT = [
    ("he was level when it was played, scored, offside?", "no-offence"),
    ("our 9 was probably a yard offside when our 8 played it, he finished it", "offside"),
    ("our 9 seemed to be a yard off when the ball was played, and he scored", "offside"),
    ("our 9 was about two yards offside when our 10 played it through, he scored", "offside"),
    (
        "our striker was maybe a foot ahead of the last defender when our 7 crossed it, he headed in",
        "offside",
    ),
    ("our 9 was probably half a yard beyond their last man when our 6 slid it through, he scored", "offside"),
    (
        "our striker was level with their last defender when the through ball was played and he scored",
        "no-offence",
    ),
    ("our 9 was a yard offside when our 10 passed it, he slotted it in", "offside"),
    ("our 9 was two yards offside when our 8 played it, he finished it", "offside"),
    ("our 9 was two yards offside, roughly, when our 10 played it, he scored", "offside"),
    (
        "our 9 was two yards offside when our 10 passed, maybe three yards, hard to tell, and he scored",
        "offside",
    ),
    ("he was offside when our 10 passed, not sure by how many yards, he scored", "offside"),
    ("our 9 was clearly a yard off when it was played and he scored", "offside"),
    (
        "he was a yard offside when our 10 passed, I think he scored with his left foot, maybe his right",
        "offside",
    ),
    ("our 9 was a yard offside when our 10 passed, he scored, I'm not sure the ref even saw it", "offside"),
    ("our striker was a yard off when our 6 played it, he scored, I think in the 80th minute", "offside"),
    ("he was definitely level when it was played, scored, offside?", "no-offence"),
    ("our 9 was a good yard off when our 10 played it through, he scored", "offside"),
    ("our 9 was onside when our 10 passed it, he scored", "no-offence"),
    ("our 9 was behind the ball when our winger cut it back, he scored", "no-offence"),
    ("our 9 was in his own half when it was played, he ran on and scored", "no-offence"),
    ("our 9 was a yard offside when the pass was played, the replay was clear, he scored", "offside"),
    ("straight from a throw-in, our 9 was two yards off and scored", "no-offence"),
    ("straight from a corner our 9 headed it in, he was past the last defender", "no-offence"),
    ("straight from a goal kick, our striker was offside and scored", "no-offence"),
    (
        "our 9 was level-ish, maybe a yard off, when the throw-in was taken, he scored straight from the throw",
        "no-offence",
    ),
    (
        "our 9 was offside when our 10 played it, their centre back deliberately headed it back towards his keeper, it fell short and our 9 scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 8 played it, it deflected off their defender to our 9, he scored",
        "offside",
    ),
    ("our 9 was offside when our 8 shot, their keeper saved it and our 9 scored the rebound", "offside"),
    (
        "our 9 was offside when our 8 passed, their defender tried to clear it but sliced it to our 9 who scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 7 shot from distance, he was nowhere near the keeper and didn't move, it went in",
        "no-offence",
    ),
    (
        "our 9 was offside when our 7 shot, he stood right in front of the keeper blocking his view, it went in",
        "offside",
    ),
    ("our 8 shot and scored, our 9 was offside and challenged the keeper for the ball", "offside"),
    (
        "from a corner, our centre back headed it on and our 9, who was offside when he headed it, scored",
        "offside",
    ),
    (
        "from a corner, it didn't touch anyone and went straight to our 9 who was offside, he scored",
        "no-offence",
    ),
    (
        "our 9 was offside when our 7 shot, their keeper saved it, I think with his legs, and our 9 scored the rebound",
        "offside",
    ),
    (
        "our 9 was level with the second last defender, roughly on the edge of the box, when our 10 passed it, he scored",
        "no-offence",
    ),
    (
        "our 9 was a yard offside when our 10 passed it, he took a touch, I think with his chest, and scored",
        "offside",
    ),
    (
        "our 9 was two yards offside when our 10 played it through and he scored, I'm not sure why the flag stayed down",
        "offside",
    ),
    ("our 9 was a yard offside when our 7 crossed and our 9 headed it in", "offside"),
    (
        "our 9 was a yard offside when our 7 crossed and our 11 scored, our 9 was nowhere near it and didn't move",
        "no-offence",
    ),
    (
        "our 9 was a yard offside when our 7 crossed and our 11 scored, our 9 stood right in front of the keeper blocking his view",
        "offside",
    ),
    (
        "our 9 was in his own half when our 6 played it, maybe right on the halfway line, he ran through and scored",
        "no-offence",
    ),
]


@pytest.mark.parametrize("text", ASKED)
def test_a_hedged_deciding_fact_is_asked(text: str) -> None:
    assert ruled(text).startswith("ask:")


@pytest.mark.parametrize("text, expect", KEPT)
def test_a_plain_or_undeciding_neighbour_keeps_its_ruling(text: str, expect: str) -> None:
    assert ruled(text) == expect


@pytest.mark.parametrize(
    "text",
    [
        "he was roughly level when our 8 played it and he scored, offside?",
        "i think he was off when the cross came in and he headed it in",
        "he was level-ish when it was played, scored",
    ],
)
def test_a_hedge_leaves_the_pass_told_after_it_so_one_answer_rules(text: str) -> None:
    # The hedge covered "roughly level when", and with its "when" went the pass: the fan who answered "where was
    # he?" was asked a second question, how the ball reached him. Each answer to the one question now rules.
    reading = read_situation(text)
    assert reading is not None and reading.question is not None and reading.question.fact == "position"
    for _, value in reading.question.options:
        assert decide(replace(reading.facts, position=value)).question is None
