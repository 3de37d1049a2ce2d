"""Review 46 (a hostile review of review 45's mends, 2026-12-06): what those changes had made untrue, mended, with what
the Laws (IFAB 2026/27) say; and untrue openings of the voices96-107 tuning halves."""

from tests.laws.evaluate import probe_test, ruling_test

PLAYS = [
    # Law 11.1: "all of their players except the keeper", told by a defending fan, are the scorer's own team-mates: where
    # he was against our defenders is untold (had offside)
    (
        "their striker was closer to our goal than the ball and all of their players except the keeper when their 8"
        " passed, and he scored",
        "ask:position",
    ),
    # Law 11.1: the striker "left stranded on halfway" or "stuck on the halfway line" is in his own half (the keeper's
    # wording had blocked it)
    (
        "our 9 was left stranded on halfway when our keeper launched it, he raced clear and scored. offside?",
        "no-offence",
    ),
    # ... "our keeper was never out, stayed on his line" is no keeper come out: behind the last outfield defender is
    # onside (had asked)
    (
        "their striker was a yard behind our last outfield defender when the ball was played, our keeper was never out,"
        " stayed on his line, and he scored",
        "no-offence",
    ),
    # ... "had already got past Stones and every other defender bar our goalie" is where he stood (had asked)
    (
        "when their 10 slid it through, their striker had already got past Stones and every other defender bar our"
        " goalie, he rounded the keeper and scored. offside surely?",
        "offside",
    ),
    # Law 11.1: behind the last outfield defender with the keeper "up for a corner" (not only "stranded"): that defender
    # may be the last opponent, so where he was is asked (had onside: the blanked corner hid the keeper's place)
    (
        "their striker was a yard behind our last outfield defender when their 8 passed, our keeper was up for a corner."
        " he scored",
        "ask:position",
    ),
]

test_review46_play = ruling_test(PLAYS)

CASES = [
    # Law 12.1: advantage is not played for serious foul play without a clear chance; "way more than reckless" is no
    # reckless tackle (had the answer on going back to the foul: "Yes.")
    (
        "a tackle way more than reckless, it endangered his safety, should the ref have played advantage?",
        "advantage-serious-foul",
        "Only if",
    ),
    # Law 7.1: a half is 45 minutes ("a half of" had been excluded as a drink)
    ("how long is a half of football", "match-length", "Two equal halves"),
    # Law 11.2: a post rebound does not put him onside, asked "is he ok cos it came off the post" (had "Yes.")
    (
        "ball hits the post and comes out to a lad who was offside when it was shot, is he ok cos it came off the post",
        "rebound-post",
        "No.",
    ),
    # Law 5 / seed: Conte's red did not leave Spurs with ten (had his ban's "Yes.")
    (
        "When Conte got his red against Sporting, did Spurs have to play on with ten men?",
        "conte-red-numbers",
        "No.",
    ),
    # Law 12.2: shielding the ball within playing distance is no offence (had impeding's "Yes.")
    ("does shielding the ball count as obstruction?", "foul-shielding", "No."),
    # VAR protocol: with the flag up but play going on, a goal can be given by the VAR (had "No.")
    (
        "Flag up, play continues, the ball goes in, and the flag was wrong. Can the VAR give the goal?",
        "var-offside-flag-goal-given",
        "Yes",
    ),
    # ... not after the restart (had the build-up answer's "Yes.")
    (
        "Goal given, the other side kicks off, and only then does VAR spot an offside in the build-up. Can the goal"
        " still be taken away?",
        "var-after-restart",
        "Only for",
    ),
    # Law 12: a substitute sent off from the bench leaves his side with eleven (had "Yes.")
    (
        "one of their subs got sent off while warming up by the bench. did they have to drop down to 10 then",
        "red-card-substitute-numbers",
        "No.",
    ),
    # Law 12.4: handling a back-pass inside the area is an indirect free kick, not a penalty (had the free kick's "Yes.")
    (
        "keeper picked up a backpass his own defender kicked to him inside the box, is that a penalty",
        "handball-backpass-penalty",
        "No.",
    ),
    # Law 8.2: a dropped ball goes to one team now; "instead of a contested drop" asks no contest (had "No, that's not
    # right.")
    (
        "Play stopped in midfield for an injury, and instead of a contested drop the referee handed the ball to the team"
        " that had it. Was that correct?",
        "dropped-ball-one-team",
        "Yes.",
    ),
]

test_review46_answer = probe_test(CASES)
