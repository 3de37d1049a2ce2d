"""Told plays in voices the reader had not met, in their general form: someone else's view of where he was, a fact
asked about rather than told, hedges, a defender as the subject of a comparison, the pass the fan never saw, an
official deciding rather than touching the ball, and the shortcuts of phones and second-language English."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled


@pytest.mark.parametrize(
    "text, expect",
    [
        # Anyone's view but the fan's is a claim, whoever holds it.
        (
            "commentator reckons he was onside but he was clearly a yard beyond their last defender when the pass was"
            " played, he scored",
            "offside",
        ),
        (
            "the linesman thought he was level, the replay showed he was a yard beyond their last defender when the"
            " pass was played, he scored",
            "offside",
        ),
        # A defender as the subject of a comparison places the attacker on the other side of him.
        (
            "their centre back was nearer the goal line than our 9 when the pass was played, our 9 scored",
            "no-offence",
        ),
        (
            "the second-last defender was positioned half a metre nearer the goal line than A9 when A8 played the"
            " ball. A9 scored.",
            "no-offence",
        ),
        ("their last defender was behind our striker when the through ball was played, he scored", "offside"),
        ("the last defender was two yards behind him when our 8 passed it, he scored", "offside"),
        # An official who decides is no route the ball took.
        ("our lad was a yard offside and scored, ref gave it", "offside"),
        ("our 9 was two yards offside and scored, linesman kept his flag down", "offside"),
        # Phone shorthand: "its played", "offside when" with no verb.
        ("ball over top our lad a yard past their last man when its played he runs on scores", "offside"),
        ("cross comes in our 9 offside when its crossed keeper parries it back out he taps in", "offside"),
        # Second-language English: the side after the player, "in offside", "in same line".
        ("striker of us was in same line with last defender when pass is given, he score goal", "no-offence"),
        (
            "the defender of them make a pass back bad, our attacker who was offside before take the ball and score",
            "no-offence",
        ),
        (
            "ball hit the post and came back to our striker, he was in offside when my teammate shoot, he score",
            "offside",
        ),
        # Scots: "heided".
        (
            "their centre half heided it back tae his keeper but it wis short an oor boy who wis offside earlier"
            " nicked it an scored",
            "no-offence",
        ),
    ],
)
def test_told_rulings(text: str, expect: str) -> None:
    assert ruled(text) == expect


@pytest.mark.parametrize(
    "text, fact",
    [
        # A fact asked about is not told.
        (
            "did the ball come off their defender or not? our 9 was offside when it was crossed and he scored",
            None,
        ),
        (
            "our striker was a yard offside at the pass and scored. did their centre back touch it on the way? cant"
            " remember",
            None,
        ),
        (
            "our 9 was offside when the shot went in off the post, did he even touch it? he was standing next to the"
            " keeper",
            "involvement",
        ),
        # Hedges, however put; the clause after the doubt with a subject of its own is still told.
        (
            "the striker may or may not have been ahead of the last defender when the winger crossed, he headed it in",
            "position",
        ),
        ("he was probably level, hard to say, when the through ball went and he scored", "position"),
        (
            "nobody knows where our 9 was when the ball was hit, cameras missed it, he scored though",
            "position",
        ),
        # The keeper nearer the goal line than him places him against no one who decides.
        (
            "their keeper was nearer the goal line than our striker when the pass was played, he scored",
            "position",
        ),
        # A position told without its moment by a fan who missed the pass.
        (
            "I only caught it on my phone from the moment he received it. By then he was a yard past their last man."
            " He scored.",
            "position",
        ),
    ],
)
def test_unknown_facts_are_asked(text: str, fact: str | None) -> None:
    got = ruled(text)
    assert got.startswith("ask:") and (fact is None or got == f"ask:{fact}")
