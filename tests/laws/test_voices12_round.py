"""Misses of the voices12 round, asked here in other words: each gets the intent that answers it, or the told-play
reader's ruling or question, with its Yes or No on the side asked."""

import pytest

from bot.laws.situation_story import asks_about_the_law
from tests.laws.evaluate import check_probe_answer, ruled

# (question, the answer id, "unsure" or "situation:<ruling>", the opening: "Yes", "No", "Not always" or "")
CASES = [
    # the officials named bare are a permission asked ("can var cancel it?"), after a decision told against the act
    (
        "the referee pointed to the spot but it was a blatant dive. can var cancel the penalty?",
        "var-cancel-penalty",
        "Yes",
    ),
    (
        "penalty given for nothing, the lad tripped on the turf. can ref change it after var?",
        "var-cancel-penalty",
        "Yes",
    ),
    # a team-mate's accidental handball, the scorer named after it: the goal can stand (Law 12.1)
    (
        "our winger handled it by accident with his arm tucked in, then the striker tapped in. goal stands?",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "it clipped the midfielder's hand accidentally, then our forward buried it. does it count?",
        "handball-accidental-teammate",
        "Yes",
    ),
    # Indonesian and Malay football words
    (
        "pemain say kasar word to the wasit, kartu merah or kuning?",
        "red-card-offensive-language",
        "Not always",
    ),
    (
        "when our gelandang passed, our striker was closer to goal than every defender, only the kiper behind, he"
        " scored. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # "from our half" places the pass, not the attacker; a pass told in the present ("plays it long")
    (
        "our full back hits it over the top from our half, our nine is two yards past every defender and scores."
        " offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # the plural dropped: "closer to goal than all defender"
    (
        "our striker nearer goal than all defender when the pass came, he scored. wasit say offside, right?",
        "situation:offside",
        "Offside",
    ),
    # a doubt told ("not sure if the centre back meant it") is no rule asked: whether he played it is asked back
    (
        "our winger crossed, it came off their centre back to our striker who was a yard offside at the cross. I'm"
        " not sure if the centre back meant it or not. offside?",
        "situation:ask",
        "",
    ),
    (
        "midfielder slides it through, it hits their defender's boot and falls to our nine, who was offside when we"
        " passed. couldn't see if the defender was trying to play it. offside?",
        "situation:ask",
        "",
    ),
    # an act asked about in the infinitive asks the Law, not a ruling on a play
    (
        "is it an offence to stand in front of the keeper blocking his sight when you're in an offside position?",
        "offside-blocking-view",
        "Yes",
    ),
    (
        "genuinely asking, is it illegal to obstruct the goalkeeper's vision from an offside position?",
        "offside-blocking-view",
        "Yes",
    ),
    # a goal straight from a corner, offside never named: Law 17, not "no offside from a corner"
    (
        "my daughter curled a corner straight into the net without anyone touching it, the ref gave it. fair?",
        "goal-direct-corner",
        "Yes",
    ),
    (
        "scored direct from a corner kick with no one touching it, their coach says it doesn't count. is he right?",
        "goal-direct-corner",
        "No",
    ),
    # the score after a shoot-out (Law 10.3): the match is drawn
    ("it ended 1-1, then 4-2 on penalties. what's the official scoreline?", "shootout-goals-not-count", ""),
    ("a game goes to pens after extra time, what result is recorded?", "shootout-goals-not-count", ""),
]


@pytest.mark.parametrize(("question", "expected", "opening"), CASES)
def test_answer(question: str, expected: str, opening: str) -> None:
    check_probe_answer(question, expected, opening)


@pytest.mark.parametrize(
    "question",
    [
        "can ya be offside after a short corner?",
        "we took it short, lad crossed, our man was a yard off. can yer be offside from that?",
    ],
)
def test_you_as_fans_say_it_asks_the_law(question: str) -> None:
    assert asks_about_the_law(question)


def test_a_ball_returned_into_the_box_is_no_backward_pass() -> None:
    told = "we took the corner short, he played it back into the box and our centre half, stood a yard offside, headed in"
    assert ruled(told) == "offside"
    assert (
        ruled("he knocked it back into the area to our striker, who was a yard offside, and he scored")
        == "offside"
    )
