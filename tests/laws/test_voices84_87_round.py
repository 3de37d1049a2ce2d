"""The voices84-91 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import ruling_test

PLAYS = [
    # Law 11.1: "nearer halfway than him", told just after the last defender named, is behind him: onside at the pass
    # (had where he was asked)
    (
        "long ball, our nine was on the right side of their last defender, a yard nearer halfway than him, when it was "
        "played, then raced clear and scored. offside?",
        "no-offence",
    ),
    # ... and "a yard short of" the last defender is not yet level with him
    (
        "their 11 was two yards short of our last defender when the ball was played, then ran through and scored",
        "no-offence",
    ),
    # Law 11.3 exempts a throw-in, not a free kick: "no clue if the ref gave a throw or a free kick" leaves how the ball
    # came unknown (had the free kick taken as told: offside)
    (
        "ball went out by their box, no clue if the ref gave a throw or a free kick. our 9 got it straight from the "
        "restart, nearer their goal than the ball and all their defenders, and scored. offside?",
        "ask:received_from",
    ),
    # Law 11.1: ahead of the ball or behind it, doubted after the fact ("the camera didn't show")
    (
        "their winger rolled it to their striker, who was beyond our last centre-back. whether he was in front of the "
        "ball or behind it when it was played, the camera didn't show. he scored. offside?",
        "ask:position",
    ),
    # ... or asked without its verb
    (
        "their winger cut it back, striker tapped in. he was past our last outfield defender when it was played but "
        "ahead of the ball or behind it? couldnt tell from the stand",
        "ask:position",
    ),
    # ... and which half he was in, only roughly placed ("somewhere round the halfway line")
    (
        "our keeper launched it, our 9 was somewhere round the halfway line, past all their defenders as they'd pushed "
        "up, and she ran onto it and scored. offside?",
        "ask:position",
    ),
    # ... or doubted: "nobody can say if any part of him was over"
    (
        "at the pass our striker was stood right on the halfway line, ball behind him, their back line pushed up. "
        "nobody can say if any part of him was over into their half. he scored.",
        "ask:position",
    ),
    # Law 11.1: "closer than all of their players except the goalkeeper", the goal left unsaid (read nowhere before)
    (
        "the ball came to one of ours who was closer to their goal than the ball, and closer than all of their players "
        "except the goalkeeper. a team-mate passed it and she scored. offside?",
        "offside",
    ),
    # Law 11.4: an opponent off the field counts on his goal line only if he left WITHOUT the referee's permission. The
    # fan doubting or asking it leaves where he was unknown, and that permission is what is asked (had "Offside.")
    (
        "their striker was beyond every defender on the pitch except the keeper when the pass was played, and scored. "
        "our full-back was lying just off the pitch by the goal line; nobody says whether he had the referee's "
        "permission to be there.",
        "ask:position",
    ),
    # ... told by a fan of the defending side ("past every one of us bar our keeper": read nowhere before, so "not sure")
    (
        "our left-back went down hurt and ended up off the pitch behind our goal line. at their pass their 9 was past "
        "every one of us on the pitch bar our keeper. did the ref ok our left-back going off? no idea. offside?",
        "ask:position",
    ),
    # Law 11.2: "nowhere near blocking the keeper's view" is no interference; whether he touched it, asked, decides
    # (had the blocking taken as told: offside)
    (
        "shot from distance, our striker offside when it was hit but out wide, nowhere near blocking the keeper's view. "
        "ball flew in past him. did he get a toe on it? cant tell from here.",
        "ask:involvement",
    ),
    # ... and a doubt of whether the defender meant the handball: "she won't tell me if she meant it"
    (
        "their striker was beyond our last outfielder when their midfielder passed it, then it hit our centre-back's arm "
        "on the way through and their striker scored. our centre-back won't tell me if she meant it",
        "ask:received_from",
    ),
]

test_voices84_87_play = ruling_test(PLAYS)
