"""Told plays in the readings of the plays7 round, in their general form: further out than both opponents who decide,
the one opponent nearer the goal line, a run back made before the pass, the ball nearer the goal line than him, a
deliberate handball told by the hand, a challenge denied, an opponent's way, an interference asked or not known
("idk", "dunno"), the Yorkshire "t'", a named player's part beyond, a restart denied, an argument that a play was
deliberate, two named attackers, the present passive ("the ball's played through") and past all (other) defenders."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled_head

CASES = [
    # Further out than both opponents who decide (keeper and defender on the line, or the last two): onside.
    (
        "their keeper and a full back were both on the goal line when our 6 crossed, and our 9 was a yard further out"
        " than both of them; he headed in",
        "no-offence",
    ),
    (
        "our striker stood further back than the last two when the winger crossed, and he volleyed it in",
        "no-offence",
    ),
    # Only one opponent nearer the goal line than him: beyond the second-last, offside. Not "only one defender",
    # which leaves the keeper as a second.
    (
        "their keeper had gone up for a corner; when our 4 hoofed it clear our 11 was ahead of the ball and only one"
        " of their players was nearer their goal than him. he scored",
        "offside",
    ),
    (
        "only one opponent was closer to the goal line than our winger when the through ball was played, he finished it",
        "offside",
    ),
    (
        "only one defender was nearer goal than our 9 when the ball was played, keeper on his line, he scored",
        "no-offence",
    ),
    # A run back level or onside told before the team-mate's play: where he was then.
    (
        "our 7 drifted offside early on but came back level with their last man, then our 10 passed and he scored",
        "no-offence",
    ),
    ("he strayed offside, got back onside before the ball was played, and scored", "no-offence"),
    # ...not a run back after it, nor "then he shot": his own play.
    ("our 9 was offside when it was played, came back level and then scored", "offside"),
    ("our 9 was a yard off when it was played, came back level, then he shot and scored", "offside"),
    # The ball nearer the goal line than he was: behind the ball.
    (
        "our left back bombed on past their defence but when our winger slipped it to him the ball was closer to"
        " their goal line than him, he scored",
        "no-offence",
    ),
    (
        "the ball was nearer the byline than her when it was cut to her, she was past their last defender, she scored",
        "no-offence",
    ),
    # A deliberate handball told by the hand or arm: an opponent's deliberate play (Law 11.2).
    (
        "our 9 was a yard off when our 6 played it, their centre back deliberately knocked it down with his hand, it"
        " fell to our 9 and he scored",
        "no-offence",
    ),
    (
        "their full back on purpose stopped the ball with his arm, it dropped to our striker who was past their last"
        " defender when it was played, and he scored",
        "no-offence",
    ),
    # A miscue told in the present.
    (
        "their centre half miscues a clearance straight to our 9, who was stood past their back line, he scores",
        "no-offence",
    ),
    (
        "their keeper miscues his pass to our 10, who is beyond their defence, and he slots it in",
        "no-offence",
    ),
    # A challenge denied is no interference; one made is.
    (
        "our 9 offside when our 8 shot from distance, didnt challenge anyone, wasnt in the keepers line of sight,"
        " didnt touch it, goal",
        "no-offence",
    ),
    (
        "their 7 was offside when their 4 shot, he challenged nobody, nowhere near the keeper, the ball went in untouched",
        "no-offence",
    ),
    (
        "our 9 was offside when the cross came in and challenged their centre back for it, our 11 scored",
        "offside",
    ),
    # In an opponent's way, the opponent named first.
    (
        "our 9 was past their last defender when the cross came in and stood in their centre backs way so he couldnt"
        " get to it; our 11 scored",
        "offside",
    ),
    (
        "their 9 was offside when the ball was played, he was right in our full back's path as he went to clear,"
        " their winger scored",
        "offside",
    ),
    # Whether he interfered, asked or not known: asked back, whatever he did not touch.
    (
        "our 9 was offside when our 6 shot from distance, never touched it. was he in the keepers line of sight? cant"
        " remember",
        "ask",
    ),
    (
        "their striker was offside when the cross came over, didnt touch it, their other striker scored. was he"
        " blocking our centre back? no clue",
        "ask",
    ),
    (
        "our 9 was offside when our 4 shot from 30 yards, didnt touch it, idk whether he was in front of the keeper",
        "ask",
    ),
    (
        "their 10 was past our last defender when they shot from the edge, didnt touch it, dunno if he was screening"
        " our keeper",
        "ask",
    ),
    # The Yorkshire "t'" for "the".
    ("their lad were past our last defender when t'ball were played, he scored", "offside"),
    ("our lad were level wi' their centre-half when t'cross come in, he nodded it in", "no-offence"),
    # A part that counts, told of a named player ("the striker's knee"): beyond, though the rest of him is level.
    (
        "the striker's knee was past their last defender when the pass was played, rest of him level, he scored",
        "offside",
    ),
    (
        "Robbo's head was beyond their last man when our 6 crossed, the rest of him level, he scored",
        "offside",
    ),
    # A restart denied is not how the ball came.
    (
        "it was a free kick, not a corner. our 5 was a yard past their last defender when it was whipped in, and he"
        " headed it in",
        "offside",
    ),
    (
        "free kicks aren't throw-ins, mate: our 9 was beyond their last defender when the free kick was taken and he"
        " scored",
        "offside",
    ),
    # Someone else's argument that a touch was deliberate is his case, not the play: a save stays a save.
    (
        "our 8 shot, their keeper parried it and our 9, who was past their last defender when our 8 shot, tapped in."
        " their manager argues the keepers parry was a deliberate play",
        "offside",
    ),
    (
        "our 10 shot, the keeper saved and our 9, offside at the shot, scored the rebound. their captain insists that"
        " the save was a deliberate play",
        "offside",
    ),
    # Two named attackers: the onside one is not the one who played the ball.
    (
        "Kane was onside, but Son was two yards past their last defender when Rice played it through; Son got there"
        " first and scored",
        "offside",
    ),
    ("Jota was level, Salah was a yard off when Trent crossed, Salah headed in", "offside"),
    ("Jota was level, Salah was a yard off when Trent crossed, Jota headed in", "no-offence"),
    # The present passive: "the ball's played through".
    ("our 9's a yard off when the ball's played through and he scores", "offside"),
    ("their 11's level with our last man when the ball's crossed, and he heads it in", "no-offence"),
    # Past all their (other) defenders, or all of ours.
    (
        "their 9 was yards past all our defenders when their 4 shot from range, right in front of our keeper, goal",
        "offside",
    ),
    (
        "their left back was off injured with the ref's permission; our striker was past all their other outfield"
        " players, keeper on his line, when our mid plays it through, and he scored",
        "offside",
    ),
]


@pytest.mark.parametrize("text, expect", CASES)
def test_round_five_readings(text: str, expect: str) -> None:
    assert ruled_head(text) == expect
