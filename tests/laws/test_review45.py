"""Review 45 (a hostile review of the voices96-107 round, 2026-12-06): what those changes had made untrue or off the
question, mended, with what the Laws (IFAB 2026/27) say; and three untrue rulings that were already there."""

from tests.laws.evaluate import probe_test, ruling_test

PLAYS = [
    # Law 11.1: where he was at the pass decides; a dribble "past Crispin and every other defender bar the keeper"
    # afterwards is not it (had offside). Where he took the pass is his reception, so where he was at the pass is asked
    (
        "Our 9 took the pass in his own half, then dribbled past Crispin and every other defender bar the keeper and"
        " scored. Offside?",
        "ask:position",
    ),
    (
        "Our 9 was in his own half when it was played, then dribbled past Crispin and every other defender bar the keeper"
        " and scored. Offside?",
        "no-offence",
    ),
    # ... "all our lads" told by the attacking fan are his team-mates: where the defenders were is untold (had offside)
    (
        "Our 9 was closer to their goal than the ball and all our lads when our 6 passed, and he scored. Offside?",
        "ask:position",
    ),
    (
        "Our winger was closer to their goal line than the ball and all our players when our 6 passed; I don't know"
        " where their defenders were. He scored. Offside?",
        "ask:position",
    ),
    # ... "can't work out if this is offside:" doubts the call, not the play told after the colon (had asked)
    (
        "I can't work out if this is offside: our 9 was two yards past their last defender when our 6 played the pass,"
        " and he slotted it home.",
        "offside",
    ),
    (
        "Can't work out if the lino got this right: their 9 was a yard past our last defender when the ball was played"
        " and he scored.",
        "offside",
    ),
    # Law 11.2: both strikers offside at the shot, a parry is a save: which of the two scored decides nothing (had asked)
    (
        "Both our strikers were a couple of yards offside when our 8 shot, the keeper parried and one of them tapped in"
        " the rebound, but the pictures don't show which of the two. Offside?",
        "offside",
    ),
    # Law 11.1: "stranded on halfway" is the keeper's place, not the striker's own half; with the keeper upfield, behind
    # the last outfield defender decides nothing (had "in their own half")
    (
        "Their striker was a pace behind our last outfield defender when the ball was played; our keeper had come up for"
        " a corner and was stranded on halfway. He scored into the empty net.",
        "ask:position",
    ),
    (
        "Their keeper had come up for a corner and was stranded on halfway when our keeper launched it; our 9 was a yard"
        " behind their last outfield defender and scored into the empty net.",
        "ask:position",
    ),
]

test_review45_play = ruling_test(PLAYS)

CASES = [
    # Law 9.1: a ball off the referee and out, after advantage was played (had the definition of advantage)
    (
        "Ref played advantage, and then a few seconds later the ball hit him and went out for a throw. Whose throw?",
        "ball-off-referee-out",
        "",
    ),
]

test_review45_answer = probe_test(CASES)
