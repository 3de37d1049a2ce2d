"""Challenging the goalkeeper, asked by hand on 2026-12-03. The Laws give the keeper no protection by place (Law
12.2 protects him only while he controls the ball with the hands or releases it), yet "is it a foul to touch the
goalkeeper in his area?" had DOGSO's "Yes. ... a sending-off" and "can you challenge the keeper in the six yard box at
a corner?" the penalty area's measurements; a call checked on a challenge on the keeper ("the ref blew for a foul, was
that right?") had advantage's "No, that's not right." though its right or wrong turns on contact the fan never tells.
What is still answered by a neighbour is left as xfail(strict) with what draws it."""

from __future__ import annotations

from tests.laws.evaluate import left_as_xfail, probe_test, what_was_answered

PLACE, JUDGED, HOLDING = (
    "keeper-no-area-protection",
    "keeper-challenge-foul-judged",
    "keeper-challenged-holding-ball",
)

CASES = [
    ("can you challenge the keeper in the six yard box at a corner?", PLACE, "Yes"),
    ("is it a foul to touch the goalkeeper in his area?", PLACE, "No"),
    ("is the keeper protected in the six yard box?", PLACE, "No"),
    ("do goalies get special protection in their own box?", PLACE, "No"),
    ("you can't touch the keeper in the 6 yard box, true?", PLACE, "No, that's not right"),
    ("my mate says you're not allowed to challenge the goalie in the goal area, is he right?", PLACE, "No"),
    ("can an attacker go up with the keeper in the goal area?", PLACE, "Yes"),
    ("is it legal to jump with the goalkeeper at a corner?", (PLACE, "keeper-challenged-punching"), "Yes"),
    (
        "keeper came for a corner and our striker went up with him, the ref blew for a foul, was that right?",
        JUDGED,
        "",
    ),
    (
        "our centre back jumped with their keeper for a cross and scored, ref gave a free kick for a foul on the "
        "keeper, fair?",
        JUDGED,
        "",
    ),
    ("why was our goal disallowed for a foul on the keeper?", JUDGED, ""),
    # the keeper holding the ball is still protected (Law 12.2)
    ("can the striker challenge the keeper while he's holding the ball?", HOLDING, "No"),
    ("can a striker shoulder charge the keeper fairly?", PLACE, "Yes"),
]

LEFT = {
    "can a striker shoulder charge": "the holding keeper's 'No.' (its cue 'charge the keeper'): no ball in hand is told",
}


test_a_challenge_on_the_keeper_gets_the_law_that_decides_it = probe_test(left_as_xfail(CASES, LEFT))


def test_an_answer_about_the_keeper_needs_a_keeper_in_the_question() -> None:
    """A free kick and a booking told with no goalkeeper in them had the challenge-on-the-keeper answer ('It depends on
    the challenge, not on where the keeper was'), drawn by its generic words; it `needs` a keeper word now."""
    assert what_was_answered("the ref booked him and gave them a free kick, why?") not in (PLACE, JUDGED)
