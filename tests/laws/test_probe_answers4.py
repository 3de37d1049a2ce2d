"""A fourth hostile probe of /var explain: questions that had been answered untruly or by the wrong answer, asked
here in other words. Each gets the intent that answers it, or the told-play reader's question, with its Yes or No
on the side asked."""

import pytest

from tests.laws.evaluate import probe_test, what_was_answered

# (question, the answer id or "unsure", the opening: "Yes", "No", "Not always" or "" for an answer that is no yes/no)
CASES = [
    # DOGSO in the penalty area with a penalty (Law 12.3): a hold, pull or push is still a red, an attempt to play the
    # ball a yellow; told without which, "Not always"
    (
        "centre half grabs the forward's jersey in the area to stop a sure goal, is he sent off?",
        "dogso-in-area-holding",
        "Yes",
    ),
    (
        "defender shoves the striker over in the box when he's clean through, straight red?",
        "dogso-in-area-holding",
        "Yes",
    ),
    (
        "keeper dived for the ball but took the striker out in the box, denying a goal, red card?",
        "dogso-in-area-attempt",
        "No",
    ),
    (
        "the defender tried to win the ball in the penalty area but tripped the attacker who was through, sending off?",
        "dogso-in-area-attempt",
        "No",
    ),
    (
        "foul in the box stopping an obvious goal-scoring opportunity, is that a sending off?",
        "dogso-in-area",
        "Not always",
    ),
    # an attempt denied is no attempt: never the caution (a review found "No." for these)
    (
        "their centre back made no attempt for the ball, just hauled our 9 down in the box when he was through. red?",
        "dogso-in-area-holding",
        "Yes",
    ),
    (
        "keeper didn't try to play the ball at all and wiped out the striker in the area, clear chance gone, red?",
        "dogso-in-area",
        "Not always",
    ),
    (
        "defender brings down a striker 30 yards out, red or yellow",
        "dogso-outside-area",
        "When the referee stops play",
    ),
    # swearing at the referee: it can be a red (offensive, insulting or abusive language), it is not always one
    ("could a player get sent off for swearing at the ref", "red-card-offensive-language-can", "Yes"),
    ("does swearing at the referee always mean a red card?", "red-card-offensive-language", "Not always"),
    # how long Conte's ban was is not in the sources: only that he missed the next Champions League game
    ("how long was conte suspended for after the sporting game?", "conte-ban-length", "Not established"),
    # the head counts for offside, the arms do not (Law 11.1)
    (
        "only the striker's head was past the last defender, his feet were level. offside?",
        "offside-body-parts",
        "Yes",
    ),
    (
        "his head was in front of the second-last defender but his boots weren't, is he offside?",
        "offside-body-parts",
        "Yes",
    ),
    ("his arm was ahead of the defender but nothing else, offside?", "offside-arms", "No"),
    # only the referee shows cards (Law 5.3, Law 6); a substitute can be shown one
    ("is the 4th official allowed to book a player?", "fourth-official-cards", "No"),
    ("can the linesman send someone off?", "fourth-official-cards", "No"),
    ("can the fourth official send a manager off?", "fourth-official-cards", "No"),
    ("is the fourth official allowed to report the coach to the referee?", "fourth-official-informs", "Yes"),
    ("can a sub be shown a card?", "red-card-substitute", "Yes"),
    ("what cards can a substitute get?", "red-card-substitute", ""),
    ("can you get sent off for insulting the linesman", "red-card-abuse-referee", "Yes"),
    # a coach's bottle (Law 12.3): a caution in dissent, a sending-off thrown or kicked onto the field
    ("the gaffer hurled his water bottle, is that a red?", "coach-throws-object", "Not always"),
    ("our coach booted a drinks bottle, is he sent off?", "coach-throws-object", "Not always"),
    ("is sarcastic clapping by a manager a sending off?", "coach-sarcastic-clapping", "No"),
    # a deflection does not reset offside (Law 11.2), the goal asked about in one word too
    (
        "our striker was offside at the flick-on, then the ball struck a defender, does the goal stand?",
        "deflection-still-offside",
        "No",
    ),
    (
        "our lad was in an offside position when the shot was taken, it deflected off their defender to him, goal?",
        "situation:offside",
        "No",
    ),
    # the back-pass (Law 12.2, Law 14): an indirect free kick, never a penalty; a header back no offence at all
    ("shouldn't it be a pen when the goalie picks up a back pass?", "handball-backpass-penalty", "No"),
    ("goalkeeper handles a back-pass inside the six-yard box, penalty?", "handball-backpass-penalty", "No"),
    (
        "their full back chested it back to the keeper and he picked it up, free kick?",
        "handball-goalkeeper-headed-backpass",
        "No",
    ),
    (
        "centre half heads it back and the keeper catches it, free kick?",
        "handball-headed-backpass-free-kick",
        "No",
    ),
    ("can the keeper use his hands from a back pass?", "handball-goalkeeper", "No"),
    # two claims set against each other: the statement settles it, no Yes or No to either
    (
        "the ref gave a yellow for a shirt pull in the box on a striker through on goal, my mate says red, who's right?",
        "dogso-in-area-holding",
        "",
    ),
]


test_probe_question_answered_truly = probe_test(CASES)


@pytest.mark.parametrize(
    "question",
    [
        # a reaction that is no opponent's, or is denied, is no impact (a review found these ruled "Offside.")
        "our 9 was offside when we crossed it, he dummied it and let it run on to our 7 who scored",
        "our 9 was offside when the cross came in, he stepped over it, our 7 controlled it and scored",
        "our 9 was offside when we crossed it, he dummied it, their keeper was not fooled at all and our 7 scored",
        "our 9 was offside when we crossed it, he dummied it, nobody bought it and our 7 scored",
        "our 9 was offside when we crossed it, he stepped over the ball and our 7 scored",
        "striker stood in an offside position and let the cross run between his legs to our winger, who scored",
    ],
)
def test_a_dummy_told_without_its_impact_asks_whether_he_got_in_an_opponents_way(question: str) -> None:
    # Law 11.2: a dummy is an offence only when it clearly impacts on an opponent: asked, never ruled unseen
    assert what_was_answered(question) == "situation:ask"


@pytest.mark.parametrize(
    "told",
    [
        "our 9 was a yard offside when we crossed, he dummied it, their centre half bought it and our 7 scored",
        # the opponent's reaction told in its own words, after the dummy in the same sentence
        "our 9 was a yard offside when the ball came in, stepped over it, their keeper dived the wrong way and our 7 "
        "scored",
        "our striker was beyond their last man when the pass came and let it through his legs, the keeper checked "
        "his dive and our 8 scored",
        # the reaction of a defender the fan calls "our" when he supports the defending side, and one told in a
        # relative clause
        "their 11 was two yards off when the ball was whipped in, stepped over it, our full back hesitated and "
        "their 7 tapped in",
        "our 9 was a yard past their last defender when it was crossed and dummied it in front of their rcb, who "
        "was about to clear it but stopped and let it run, our 10 scored",
    ],
)
def test_a_dummy_that_fooled_an_opponent_is_offside(told: str) -> None:
    assert what_was_answered(told) == "situation:offside"


@pytest.mark.parametrize(
    "told",
    [
        "their 9 was two yards offside when the ball was played, our left back was going to head it away but it went "
        "over him and their 9 scored",
        "our striker was a yard past their last man when we passed, their centre back was about to clear it but "
        "stopped and our striker scored",
    ],
)
def test_a_touch_about_to_happen_is_no_touch(told: str) -> None:
    # "about to clear it", "going to head it away": no deliberate play happened, so nothing restarted offside
    assert what_was_answered(told) == "situation:offside"
