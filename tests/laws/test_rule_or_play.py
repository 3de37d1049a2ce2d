"""Rule questions, claims and complaints about a rule that read like told plays: each gets the rule answer (or a
true ruling, never the ruling of an outcome the fan only complains of), while plays told in full keep theirs."""

from tests.laws.evaluate import probe_test

# (question, the answer id, "unsure" or "situation:<ruling>", the opening: "Yes", "No", "Not always" or "")
CASES = [
    # "is there offside from ..." asks whether the Law applies: no position told
    ("is there offside from a throw-in or is that just open play", "offside-throw-in", "No"),
    ("was there offside from the free kick or does that only apply in open play", "offside-free-kick", "Yes"),
    # a restart named in a comparison ("unlike with a corner") is not the ball's route: no "no offence" ruled from it.
    # Told of anyone ("an offside player"), nobody in particular, it asks the rule of free kicks (helper-103; it had
    # asked whether he played the ball)
    (
        "so a free kick straight to an offside player is still offside, unlike with a corner?",
        "offside-free-kick",
        "Yes",
    ),
    # an outcome complained of ("suddenly ... is onside??") is no position told
    ("their keeper only deflected it and suddenly our lad is onside?? how", "deflection-still-offside", "No"),
    # a rule told of anyone ("you cant be offside if ... to you", "you were onside"): a claim put to us
    (
        "my uncle reckons you cant be offside if the ball goes backwards to you. is he right?",
        "offside-backwards-myth",
        "No",
    ),
    (
        "back in my day if the keeper touched it you were onside. what is the rule these days?",
        "save-no-reset",
        "",
    ),
    # "what" as fans spell it asks, question mark or not
    ("penalty was tapped backwards to his mate who scored, wot happens then", "penalty-backwards", ""),
    # a restart's "no offside" ruling on a play that never names offside nor places anyone answers nothing asked
    (
        "we scored direct from a corner, nobody got a touch, their coach says it cant stand. who is right?",
        "goal-direct-corner",
        "",
    ),
    # an opponent's touch told as unmeant is a deflection: ruled, not asked
    (
        "their centre half touched it by accident and our striker who was offside scored. still off?",
        "situation:offside",
        "Yes",
    ),
    # "the offside lad": a position told as who he was
    ("the keeper parrying it means the offside lad can just score?", "situation:offside", ""),
    # plays told in full keep their rulings
    (
        "suddenly he was offside when the ball was played through and he scored, was it offside",
        "situation:offside",
        "Yes",
    ),
    (
        "you could see he was a yard offside when it was played and he scored, right call?",
        "situation:offside",
        "Yes",
    ),
    (
        "their defender deflected it to our striker who was offside and he scored, was it offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Their keeper punted it long, their 9 was two yards past our back line and scored. My dad says you cant be"
        " offside from a keeper's kick, like a goal kick. Who's right?",
        "situation:offside",
        "",
    ),
]


test_rule_or_play = probe_test(CASES)
