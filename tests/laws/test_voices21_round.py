"""voices21's odd half (a fan tells a story, then asks: the rule behind it or a ruling on it; written blind), in new
wordings: what its misses showed.

A question after the story that asks in general (what an official may do: "can the referee play advantage for ...?",
"is the ref allowed to ...", "does VAR check every goal ...?"; what holds for a kind of thing: "can a goal be scored
straight off the referee?", "is a player still booked ...?"; what a term means; when a restart is in play; why
assistants wait with the flag; whether a difference matters), pointing to nobody of the story, asks the Law: the story
is its occasion, not a play to rule on. Of the answers the whole text offers, the one the question read alone gives
comes first, and its Yes or No is the question's, not turned by the story's words ("the ref gave it"). A short
question leans on its story and is not read alone ("The referee cautioned the wrong lad. Can VAR step in?"), nor is
one that points into it ("can VAR cancel it?", "is a keeper allowed to stand there?").

Told plays: "da" is "the" (Hawaiian Pidgin); an attacker placed offside who "pulls out" of the chase is not involved;
two places offered as one or the other ("either level with him or half a yard beyond him"), one of them offside, tell
neither: where he was is asked."""

from bot.laws.understand import says
from tests.laws.evaluate import probe_test

NO_OFFENCE = "situation:no-offence"

CASES = [
    (
        "Our 7 got scythed in their box but stayed on his feet, ref waved play on, and our 9 scored from his pass. Can "
        "the referee play advantage for a foul in the penalty area?",
        "advantage-in-penalty-area",
        "Yes",
    ),
    (
        "Their striker was a yard off but the ref let play go on because we'd already won it back and were away. Is the "
        "referee allowed to play advantage for an offside?",
        "advantage-offside",
        "Yes",
    ),
    (
        "Our winger's cross flicked the referee's shoulder and dropped into the net, and our 9 wasn't offside. Can a goal "
        "be scored straight off the referee?",
        "goal-off-referee",
        "No",
    ),
    (
        "Nobody appealed for anything, but the screen said checking goal for a full minute after our 10 scored. Does VAR "
        "check every goal for offside?",
        "var-checks-every-goal",
        "Yes",
    ),
    (
        "Our 9 was offside when our 6 crossed, their full back either stretched for it on purpose or it just struck his "
        "leg, and our 9 scored. Does it matter whether the defender meant to play it or it just hit him?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    (
        "Our 6 played a quick one-two from the corner, our 11 crossed and we scored. When is a corner kick actually in "
        "play?",
        "corner-in-play-short",
        "",
    ),
    (
        "Our 9 stood a yard off and let the cross go, and their centre back sliced it into his own net. Does a goal count "
        "if it goes in off a defender like that?",
        "goal-own-goal",
        "Yes",
    ),
    (
        "Their 4 hauled our 8 back to stop a counter, ref played advantage, and we lost it two passes later. Is a player "
        "still booked for stopping an attack if the referee plays advantage?",
        "advantage-spa-no-caution",
        "No",
    ),
    (
        "Lino kept his flag down until our 9 had finished the move, then up it went. Why do assistants wait before "
        "raising the flag?",
        "var-delayed-flag",
        "",
    ),
    # the Yes or No of a general question after a story is the question's, whatever the story did ("made us take it
    # again"); and a claim that there is "no foul without" contact is not asked the other way round
    (
        "Ref was getting his yellow out for their 5 when our 8 took the free kick quick and we scored. He made us take "
        "it again. Can free kick be taken quickly while referee is showing a card?",
        "card-quick-free-kick",
        "No",
    ),
    ("Is it true there can be no foul without contact?", "foul-no-contact", "No"),
    ("is it a foul without contact?", "foul-no-contact", "Yes"),
    # short, or pointing into the story: read with it
    ("The referee cautioned the wrong lad. Can VAR step in?", "var-mistaken-identity", "Yes"),
    (
        "Penalty hits the bar and comes back to the taker who scores. What does the referee give?",
        "penalty-rebound-kicker",
        "",
    ),
    # told plays
    (
        "Two of ours chase a ball over the top. Silva was offside when it was played, Costa was onside. Silva pulls out, "
        "Costa gets there and scores. Offside?",
        NO_OFFENCE,
        "No",
    ),
    (
        "Our 10 slid it through and our 11 scored. At the pass our 11 was either level with their last defender or a "
        "yard past him, keeper on his line; I couldn't tell which. Offside?",
        "situation:ask",
        "",
    ),
    (
        "Our 11 cut it back from da byline; our 9 was behind da ball when it was played, past their last defender. He "
        "scored. Offside?",
        NO_OFFENCE,
        "No",
    ),
]

test_probe_answer = probe_test(CASES)


def test_a_wording_the_word_before_negates_is_not_said():
    """An intent's `turned_by` wording said inside a negated claim ("there can be no foul without contact") asks the
    claim's way, not the other way round: the claim's own negation already turns the Yes or No."""
    assert not says("is it true there can be no foul without contact?", ("foul without",))
    assert says("is it a foul without contact?", ("foul without",))
    assert says(
        "isn't it a foul without contact?", ("foul without",)
    )  # a negative question asks the plain one
