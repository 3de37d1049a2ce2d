"""The voices96-103 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import ruling_test

PLAYS = [
    # Law 11.3: no offside offence straight from a throw-in, the thrower named "the long-throw merchant" (had offside)
    (
        "our long-throw specialist hurls one in from by their box, our 9 is three yards past every defender and heads it"
        " in, nobody else touched it",
        "no-offence",
    ),
    # Law 11.1: ahead of or behind the ball at the cut-back, doubted as "can't work out if" (had offside)
    (
        "cut back from the byline, our 9 was past their last defender, keeper on his line, but I can't work out if he "
        "was in front of the ball or behind it when it was pulled back. he scored",
        "ask:position",
    ),
    # ... and doubted in Nigerian English, "I no sure whether" (had no offence)
    (
        "Our winger reach the byline and pull am back. Our striker don pass all their defenders, keeper for line. I no"
        " sure whether he was behind the ball or in front of am when the winger pass am. He score.",
        "ask:position",
    ),
    # Law 11.2: an opponent's deliberate handball resets offside, told as "raise him hand on purpose" (had offside)
    (
        "Their winger cross. Our defender raise him hand on purpose and knock the ball down. Ball fall for their"
        " striker, wey dey offside position when the cross come, and he score.",
        "no-offence",
    ),
    # ... and whether the handball was deliberate doubted as "replay no show whether" (had offside)
    (
        "Cross come in, their striker dey offside position at the cross. Ball hit our defender hand and drop for am, he"
        " score. Replay no show whether the defender move him hand to the ball or the ball just strike am.",
        "ask:received_from",
    ),
    # Law 11.1: behind the ball at a cut-back is onside, in Glaswegian Scots "behind the baw" (had offside)
    (
        "Our winger gets tae the byline and pulls it back. Our striker is past their last defender but behind the baw"
        " when it's cut back, and he scores.",
        "no-offence",
    ),
    # ... in his own half at the pass ("his own hauf") is never offside (had asked where he was)
    (
        "our striker's in his own hauf when the ball's played, then runs clean through n scores. offside?",
        "no-offence",
    ),
    # ... on the halfway line, whether any bit of him was "over it" doubted (had no offence)
    (
        "Our striker is beyond all their defenders and ahead of the ball, right on the halfway line when our keeper"
        " kicks it, but nobody can say if any bit of him was over it. He scores.",
        "ask:position",
    ),
    # Law 11.2: where he was at the pass decides; "jogged back level" later does not, and "Our Darren just stood there"
    # told by the defending side is our defender's stillness, not his (had no offence)
    (
        "Their striker was a couple of yards beyond our back line in our half when their midfielder passed. He jogged"
        " back level, then darted on, took the ball and scored. Our Darren just stood there.",
        "offside",
    ),
    # ... "flag never moved" is the assistant's, not the attacker's stillness (had no offence)
    (
        "when our midfielder played it through our 9 was two strides past their last outfield player in their half,"
        " keeper on his line. he ran on and scored. flag never moved",
        "offside",
    ),
    # ... "took the ball and crossed" is his play of the ball (had asked what he did)
    (
        "Their left-back played it forward while their winger stood in an offside position in our half. The winger"
        " jogged back level, then took the ball and crossed for their goal.",
        "offside",
    ),
]

test_voices96_103_play = ruling_test(PLAYS)
