"""helper-137's own told plays (none copied from an eval file): plays told in full that the reader asked back on, over
the causes the released halves of plays1..plays8 showed, in new voices. Each ruled from Law 11
(/work/shared/laws/LAWS-FACTS.md), and each cause with one play whose fact is really missing, which must still ask:

(1) the keeper told only where he stood, in a phrase of its own ("keeper on his line, when ..."): a place, no touch of
the ball, so a play told without its pass's verb is still an ordinary attack from a team-mate.
(2) a verb after a comma ("Kowalski, who had drifted in ..., was a yard offside") taken for a name: the one placed is
the subject before it, so what that name then does is his.
(3) his touch told in words not read before: a part of him put to the ball ("stuck out a boot"), its course changed
("diverts it in", "redirected it"), the ball meeting one of ours named with a part of him ("it hit our striker's knee",
"went in off Musa's thigh"), a learner's "he shoot and is goal" (Law 11.2: playing the ball).
(4) the keeper out of his goal and one defender back: he is "between the keeper and that centre back", has "one defender
behind him on the goal line, the goalkeeper out in front of him", or "all of their players except the keeper" are
further out than him: nearer the goal line than the second-last opponent (Law 11.1). Not with the keeper told in his
goal, nor with a defender behind him who may not be the only one.
(5) an opponent's touch told as a block he went in to make, the ball then off him ("dived in to block ..., it spun off
his shin"), or as the least of touches ("got the slightest of touches"): no deliberate play, so no new phase (Law 11.2).
A touch told plainly ("got a touch") leaves whether he meant it unsaid: asked.
"""

from __future__ import annotations

import pytest

from tests.laws.evaluate import AI, AP, AR, OFF, left_as_xfail, ruled

PLAYS = [
    # --- (1) the keeper placed, not touching it ---
    (
        "Zidane's lad two yards past the back line, goalkeeper on his line, the moment it left Pirlo's boot. Scored.",
        OFF,
    ),
    (
        "Diallo a yard beyond their last centre back, keeper on his line, when Traore found him. Diallo scored.",
        OFF,
    ),
    (  # ...and a touch told after it is still read: who, and how, is unsaid
        "Diallo a yard beyond their last centre back, keeper on his line, when Traore found him. Diallo scored after "
        "it came off somebody.",
        AR,
    ),
]

PLAYS += [
    # --- (2) a verb after a comma is no name ---
    (
        "And Kowalski, who had drifted in from the left wing, was a yard offside when Nowak crossed. Kowalski heads it "
        "in.",
        OFF,
    ),
    (
        "Moreno, having lost his marker at the back post, was two yards offside when Ortiz whipped it in. Moreno "
        "volleys home.",
        OFF,
    ),
    (  # what he did is not told
        "Lukas, who had strayed forward, was offside when Jonas played it. Flag up straight away, no idea what he did "
        "after.",
        AI,
    ),
]

PLAYS += [
    # --- (3) his touch in words not read before ---
    (
        "our 6 shot from range and our 9, a yard offside when it was struck, stuck out a boot and redirected it in",
        OFF,
    ),
    (
        "It hit our striker's knee and went in, and he was a yard past their last defender when our 10 shot.",
        OFF,
    ),
    (
        "the shot went in off Musa's thigh, and Musa had been a yard beyond their last man when Bello struck it",
        OFF,
    ),
    (
        "The cross came over, it went in off Tomasz's shin, and Tomasz was a yard past their last defender when it was "
        "crossed.",
        OFF,
    ),
    (  # somebody's knee is no touch of his
        "our 6 shot and it hit someone's knee and went in. our 9 was a yard past their last defender when it was struck",
        AI,
    ),
]

PLAYS += [
    # --- (4) the keeper out and one defender back: beyond the second-last opponent ---
    (
        "Their keeper rushed out towards the corner flag, one centre back sprinted back onto the line, and our 9 was "
        "between the keeper and that centre back when our 7 lobbed it in. He nodded it into the net.",
        OFF,
    ),
    (
        "the goalie had come racing out to the 18, when our 10 chipped it over him our winger was stood between the "
        "goalie and the one defender left on the line, he tapped it in",
        OFF,
    ),
    (
        "When Ade crossed, Kofi had one defender behind him on the goal line, the goalkeeper way out in front of him. "
        "Kofi scored.",
        OFF,
    ),
    (
        "our 7 swung it in and our 5 was at the far post with all of their players except the keeper further up the "
        "pitch than him, header, goal",
        OFF,
    ),
    (  # the keeper in his goal: where the right back stood decides
        "Their keeper was in his goal and our 9 was between the keeper and their right back when our 7 played it. He "
        "scored.",
        AP,
    ),
    (  # a defender behind him, maybe not the only one
        "When Ade crossed, Kofi had a defender behind him on the goal line, the goalkeeper out in front of him. Kofi "
        "scored.",
        AP,
    ),
    (  # the keeper and one defender nearer: where that defender stood decides
        "our 7 swung it in and our 5 was at the far post with all of their players except the keeper and one defender "
        "further up the pitch than him, he headed it in",
        AP,
    ),
]

PLAYS += [
    # --- (5) a block, or the faintest touch: a deflection ---
    (
        "Their left back dived in to block our 11's shot, it spun off his shin to our 9, who was two yards offside when "
        "our 11 hit it. Goal.",
        OFF,
    ),
    (
        "Our 8 played a through ball, their sweeper had a go at it and got the slightest of touches, and it ran on to "
        "our 9, who was offside when it was played. He scored.",
        OFF,
    ),
    (  # a touch, meant or not unsaid
        "Our 8 played a through ball, their sweeper had a go at it and got a touch, and it ran on to our 9, who was "
        "offside when it was played. He scored.",
        AR,
    ),
]

# What this round could not fix: the opening words of each play, and why.
LEFT: dict[str, str] = {}


@pytest.mark.parametrize(("text", "expect"), left_as_xfail(PLAYS, LEFT))
def test_told_play(text: str, expect: str) -> None:
    assert ruled(text) == expect
