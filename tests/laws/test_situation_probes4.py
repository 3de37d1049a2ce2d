"""Told plays in the readings of the plays6/voices11 round, in their general form: a shirt number written "No. 9", a
side named home or away, a part of him that counts told beyond a defender he is otherwise level with, the fan's own
vantage point, a run back after the pass, a restart offered as one of two or only someone else's word, an
interference only guessed or denied, a question offering two ways the ball came, two defenders back on the line, an
attacker off the field behind the goal, and the words of fans writing English as a second language (Turkish)."""

from __future__ import annotations

import pytest

from bot.laws.situation_story import asks_about_the_law
from tests.laws.evaluate import ruled_head

CASES = [
    # "No. 9": the full stop of a shirt number ends no sentence, and "no" before it is no negation.
    ("the away No. 9 was offside by two yards when their 6 passed it, and No. 9 slotted it in", "offside"),
    ("Their No.11 was a yard past our last defender when the cross came in; No.11 headed it home", "offside"),
    ("Home no. 7 was clearly onside when the pass was played and he scored", "no-offence"),
    ("No. 9 was level with their last defender when No. 8 played it through; No. 9 scored", "no-offence"),
    # Home and away instead of our and their.
    (
        "the home 10 was a metre nearer the away goal line than the last away defender when the ball was slid"
        " through to him, he finished it",
        "offside",
    ),
    (
        "Away striker positioned nearer the home goal line than every home outfield player when his team-mate"
        " passed; he scored",
        "offside",
    ),
    # Past every outfield defender, the keeper named with them, or "only the keeper behind him".
    ("their 9 stood past every outfield defender when the through ball went in and scored", "offside"),
    (
        "our winger was behind the keeper and every defender when the free kick was rolled short to our 8, who crossed and he nodded it in",
        "offside",
    ),
    ("when our 6 chipped it forward our 11 had only the keeper behind him, he lobbed the keeper", "offside"),
    (
        "when the pass came our forward was past their keeper and all their defenders, and he tapped it in",
        "offside",
    ),
    # A part that counts beyond the defender he is otherwise level with: offside. An arm does not count.
    (
        "he was level with their last defender but his front foot was just past him when our 8 hit the pass, then"
        " he scored",
        "offside",
    ),
    (
        "our 9 was level with the last defender, only his head was ahead of him when it was played, he scored",
        "offside",
    ),
    (
        "level with their centre half but his shoulder was past him when the ball was played, he scored",
        "offside",
    ),
    (
        "he was level with the last defender, his arm was past him when the pass was played, he scored",
        "no-offence",
    ),
    (
        "he was level with the last defender but his foot was past the ball when it was played, he scored",
        "no-offence",
    ),
    # The fan's own vantage point is not where the attacker was.
    (
        "their 7 was a yard past our last defender (I was right in line with my camera) when the ball was played"
        " through, he scored",
        "offside",
    ),
    # A position after a run back, told after the pass: not where he was when it was played.
    ("our 9 was a yard off when it was played, then jogged back level with their cb and scored", "offside"),
    ("their striker was offside when the pass went, came back onside, then took it and scored", "offside"),
    # ...but a run back made in time is where he was.
    (
        "our 9 came back level with their last defender before the ball was played and then scored",
        "no-offence",
    ),
    # A restart offered as one of two is not told: asked.
    (
        "corner or throw-in, I honestly forget. Their striker was past our whole back line and headed it in",
        "ask",
    ),
    (
        "was it a free kick or a goal kick? either way it went straight to their 9, who was beyond our last"
        " defender, and he scored",
        "ask",
    ),
    (
        "throw-in or free kick? it went direct to our striker who was past their last defender and he scored",
        "ask",
    ),
    # ...and so is a restart only someone else names.
    (
        "their 9 was behind our keeper and every defender and headed it in straight from a kick out wide. my dad"
        " says it was a corner",
        "ask",
    ),
    # ...but the fan's own naming of one is told.
    ("straight from a throw-in their striker was past our last defender and scored", "no-offence"),
    (
        "it came straight from a corner kick to our 9, who was past every defender, and he headed it in",
        "no-offence",
    ),
    # An interference only guessed: "never touched it" then leaves whether he was in the keeper's way open.
    (
        "our 9 was offside in the box when our 8 shot, never touched it, but I couldnt tell whether he was in"
        " front of their keeper or off to the side",
        "ask",
    ),
    # ...and one denied is no interference: whether he touched it is then what decides.
    (
        "their 10 was offside when the shot was hit, not in the keepers line of sight, and I cant tell if the ball"
        " brushed his boot or not on its way in",
        "ask",
    ),
    (
        "their 10 was offside when the shot was hit, not in the keepers line of sight, never touched it, it went in",
        "no-offence",
    ),
    # A question offering two ways the ball came: asked.
    (
        "our 8 crossed, their centre back got his head to it and it fell to our 9 who was off when our 8 crossed, he"
        " scored. was that a proper clearance or did it just hit him?",
        "ask",
    ),
    # ...not a question about the call.
    (
        "our 7 was two yards past their last defender when the pass was played, it clipped their other centre back's"
        " heel on its way and he scored. was the ref right or was it offside?",
        "offside",
    ),
    # Two defenders back on the line, him past only the keeper and in front of them: onside.
    (
        "their keeper came charging out and two of their defenders got back on the goal line; our 8 slid it to our"
        " 11, who was past the keeper but in front of those two defenders, and he scored",
        "no-offence",
    ),
    # Off the field behind the goal when the ball is played, then back on to play it: on the goal line (Law 11.4).
    (
        "as their winger crossed, their 9 was still standing off the pitch behind our goal line, our keeper on his"
        " line and our defenders out at the edge of the box; he ran back on and volleyed it in",
        "offside",
    ),
    # Turkish words: ofsayt, kaleci, stoper, forvet.
    ("our forvet was ofsayt when the pass come, he score", "offside"),
    (
        "Their forvet in ofsayt position when long ball come. He not touch ball but he stand in the way of our"
        " stoper who run to the ball, our stoper must go around him. Their other forvet, he was onside, score.",
        "offside",
    ),
    (
        "their stoper make very bad pass, no pressure, ball go to our forvet who was ofsayt before, he score",
        "no-offence",
    ),
    (
        "our kaleci came out, one stoper next to him same line, their striker same line with these two when the pass come, he score",
        "no-offence",
    ),
    (
        "our number 9 was nearer to goal than the ball and all their defenders except kaleci when our 7 cross."
        " Header, goal.",
        "offside",
    ),
    (
        "i dont know their stoper head it on purpose or the ball hit him, then it go to our forvet who was ofsayt, he score",
        "ask",
    ),
    # A ball cut back from the byline to him a yard further from the goal line than the ball: behind it.
    (
        "our winger cuts it back and our 9 is past their last defender but a yard further from the goal line than the ball, goal",
        "no-offence",
    ),
    # The other attacker onside, told with "he": not the attacker placed.
    (
        "our 9 was offside when our 4 crossed and jumped with their centre half, putting him off; the ball went over both of them to our"
        " man at the far post, who was onside, and he finished",
        "offside",
    ),
]


@pytest.mark.parametrize("text, expect", CASES)
def test_round_four_readings(text: str, expect: str) -> None:
    assert ruled_head(text) == expect


@pytest.mark.parametrize(
    "text, asks_law",
    [
        # "Right call, yeah?" asks for the ruling on the play told; "..., yeah?" after a rule asks about the Law.
        (
            "our 9 was a yard off and never moved, nowhere near it, our 10 scored. ref gave it. right call, yeah?",
            False,
        ),
        ("our 9 was level when it was played and scored, goal stood. good decision, yeah?", False),
        ("he was level so he is onside, yeah?", True),
        ("a deflection off their defender resets it, yeah?", True),
    ],
)
def test_a_call_checked_is_no_rule_question(text: str, asks_law: bool) -> None:
    assert asks_about_the_law(text) is asks_law
