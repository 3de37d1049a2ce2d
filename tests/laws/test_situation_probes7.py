"""Told plays in the readings of the plays8/voices13 round, in their general form and in other words than the sets':
two attackers told apart as "the one on the right" and "the right one", possession won back by a team-mate after an
opponent's clearance, a clearance that went to a named team-mate who then passed it on, the fan arguing the call ("I
say ..."), going in at the keeper for a loose ball with another attacker (numbered) scoring, a keeper's throw told by
the moment the ball left his hand or as "flung", two players going up together ("he and the centre-back leapt"), a
challenge with "our big centre-half", "offside" in apposition to the player, a goal ruled out, and Taglish comparisons
("mas malapit sa", "kaysa sa"), the rebound of his own shot, and going up with the defender, a shoulder in."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled_head

CASES = [
    # Two attackers told apart by side: the one placed offside is the one named again as scoring...
    (
        "our 6 plays it through for our two strikers: the one on the left was level, the one on the right was a yard"
        " past their last defender when it was played. the right one scored",
        "offside",
    ),
    # ...and not when the other one scores.
    (
        "our 6 plays it through for our two strikers: the one on the left was level, the one on the right was a yard"
        " past their last defender when it was played. the left one scored",
        "no-offence",
    ),
    # Possession won back by a team-mate after an opponent's deliberate clearance: judged at his pass.
    (
        "their full back headed it clear on purpose, ball won back by our 6 in midfield. when our 6 passed it our 9 was"
        " a yard past their last defender, and he scored",
        "offside",
    ),
    # An opponent's clearance to a named team-mate who then passes it on: judged at that pass.
    (
        "their centre back cleared it to our 4, and our 4 knocked it forward first time. our 9 was a yard past their"
        " last defender when 4 hit it and he scored",
        "offside",
    ),
    # The fan arguing the call ("I say ..."): his case, not where the attacker was.
    (
        "our 9 was two yards beyond their last defender when our 6 crossed and he headed in. I say the keeper played"
        " him on",
        "offside",
    ),
    # Going in at the keeper for the loose ball from an offside position, another attacker (numbered) scoring.
    (
        "the striker was offside when the shot came in; their keeper parried, the striker lunged in at the keeper for"
        " the loose ball but never touched it, and our 11, who was onside, scored",
        "offside",
    ),
    # A keeper's throw told by the moment the ball left his hand, or as "flings".
    (
        "the moment the ball left our keeper's hand our 9 was a yard beyond their last defender, keeper on his line;"
        " he ran on and scored",
        "offside",
    ),
    (
        "our goalkeeper flings the ball long and our 11, a yard beyond their second-last defender when it was"
        " released, runs on and scores",
        "offside",
    ),
    # Two going up together, told with both as the subject.
    (
        "their 9 was in an offside position when the free kick was hit. he and our centre back jumped for it together,"
        " neither got a touch and it went in",
        "offside",
    ),
    # A challenge with "our big centre-half", and "offside" in apposition at the moment.
    (
        "their striker, offside when the cross was hit, went up with our tall centre-back for it; it fell to their"
        " other winger who scored",
        "offside",
    ),
    # A goal ruled out does not say that the attacker placed played the ball (someone else may have scored): asked.
    ("our 9 was a yard past their last defender when our 7 crossed it, then VAR ruled it out", "ask"),
    # The rebound of his own shot: he was at the ball when it was last played, never ahead of it.
    (
        "our 7 ran through on his own and hit the bar from the edge of the box, and scored the rebound of his own"
        " shot. nobody else touched it",
        "no-offence",
    ),
    (
        "their 11 curled one against our post from 20 yards and 11 herself followed up and knocked it in",
        "no-offence",
    ),
    # Going up with the defender, a shoulder put in.
    (
        "our 9 was offside when the free kick was struck; he jumped with him, elbow in, their centre half missed it"
        " and our onside 4 scored",
        "offside",
    ),
    # Taglish: "mas malapit sa" nearer, "kaysa sa" than.
    (
        "cross ni Marco, yung striker namin mas malapit sa goal line kaysa sa last defender nila nung cross, tapos"
        " naka-score siya",
        "offside",
    ),
]


@pytest.mark.parametrize("text, expect", CASES)
def test_round_seven_readings(text: str, expect: str) -> None:
    assert ruled_head(text) == expect
