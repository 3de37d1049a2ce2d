"""Review 18 (a hostile probe of the Yes or No a fan gets when his question is worded on another side than the prepared
question it reaches, 140 questions): its untrue openings, mended, each ruled from the Laws (IFAB 2026/27): the answer id
and the opening the Laws give ("" a statement with no Yes or No)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.1: the claim is true, however it is asked to be called wrong
    (
        "so a player can never be offside in his own half, or is that wrong?",
        "offside-own-half",
        "No, it's true",
    ),
    ("so you can be offside in your own half, or is that wrong?", "offside-own-half", "Yes, it's wrong"),
    # VAR protocol (2026/27): a missed second yellow is not advised; the decision asked of is told on no side the
    # prepared question takes, so no bare Yes or No answers whether the VAR was right
    (
        "ref missed a second yellow and VAR didn't tell him. was VAR right?",
        "var-missed-second-yellow",
        "The VAR cannot advise",
    ),
    # VAR protocol: a ball out of play before the goal is a goal/no goal matter: the goal should not have stood
    (
        "the goal was given but VAR said the ball went out before the cross. should it have stood?",
        "var-ball-out-before-goal",
        "No",
    ),
    ("can var rule a goal out bc the ball went out earlier in the move?", "var-ball-out-before-goal", "Yes"),
    # Law 12.3: DOGSO outside the area by handball is a red: a caution told was wrong
    (
        "keeper handled outside his box to stop a clear chance, ref only booked him. was the ref right?",
        "dogso-outside-area",
        "No, that's not right",
    ),
    # Law 12.3: holding to deny a clear chance in the area is a red even with the penalty: not harsh
    (
        "ref gave a pen and sent off the defender for pulling his shirt on a clear run at goal. harsh?",
        "dogso-in-area-holding",
        "No",
    ),
    # Law 12.3: removing the shirt is a caution, not a red
    ("is taking your shirt off a red?", "caution-shirt-off", "No"),
    ("is taking your shirt off a booking?", "caution-shirt-off", "Yes"),
    # Law 12.1: a team-mate's accidental handball before another scores is no offence
    (
        "it hit his teammates arm accidentally and then he scored. should that be disallowed?",
        "handball-accidental-teammate",
        "No",
    ),
    # Law 11: the direction of the pass decides nothing
    ("the ball went backwards to him so he's onside, isn't he?", "offside-backwards-myth", "No"),
    (
        "my mate says you cant be offside if the ball goes backwards. is he right?",
        "offside-backwards-myth",
        "No",
    ),
    # VAR protocol: a wrong offside flag on a goal that went in is reviewable
    (
        "lino flagged for offside but VAR overturned it and gave the goal, can VAR do that?",
        "var-offside-flag-goal-given",
        "Yes",
    ),
    (
        "if the whistle went for offside before the ball went in, can VAR still give the goal if the linesman was"
        " wrong",
        "var-offside-stopped-play",
        "No",
    ),
    # Law 14.1: the keeper stays on his line until the kick
    ("can the keeper come off his line for a pen?", "penalty-keeper-in-front-of-line", "No"),
]

test_review18 = probe_test(CASES)


def test_no_bare_opening_for_a_penalty_claim_nothing_is_told_of() -> None:
    # "should he have given it?" after a play with no facts told: no Yes or No to a decision nobody can judge
    from tests.laws.evaluate import discord_text

    opening = discord_text(
        "doherty went down in the box vs sporting and the ref waved it away. should he have given it?"
    ).split(".")[0]
    assert not opening.startswith(("Yes", "No"))


# Review 18's mediums, mended: another question's answer whose opening read as an answer to the fan's
MEDIUMS = [
    # Law 14.1: the keeper faces the kicker, on his line, until the kick
    ("does the keeper have to face the kicker?", "penalty-keeper-must-stay-on-line", "Yes"),
    # Law 11.1: a toe counts (only hands and arms do not); an arm alone past him does not
    ("he was offside by a toe. still offside?", "offside-body-parts", "Yes"),
    ("only his toe was past the defender, offside?", "offside-body-parts", "Yes"),
    ("his arm was past the defender but his feet were level, offside?", "offside-arms", "No"),
    # Law 7.1: two halves of 45 minutes, time lost added
    ("is it still 90 mins if the ref adds time?", "match-length", ""),
    # Law 12.3: sending-off offences need no caution first
    ("can you get sent off without being booked?", "red-card-offences", ""),
]

test_review18_mediums = probe_test(MEDIUMS)
