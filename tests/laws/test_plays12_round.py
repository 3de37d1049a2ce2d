"""plays12's odd half (told offside plays in ten new voices, written blind), in new wordings: what its misses showed.

"Where he was when it was played: unknown" and "where is 11? this I do not know" leave his place at the pass unknown,
and it is asked; behind the penalty spot when the penalty was taken is behind the ball; a play told in the present in a
second language ("9 dont touch, dont move") tells no touch; "I can't say if 9
touched it" leaves his touch unknown; an Estonian fan's words (kaitsja, väravavaht, suluseis) are read; the one placed called "the scorer" played the ball;
and "their keeper throws it out", told by a defending fan, is the attacker's team-mate's play; level with "our one remaining defender", the keeper up the pitch, is beyond the
second-last opponent; a chip back to the keeper, short, is a deliberate play; a defender lying behind his goal who "never asked the ref" still
counts, on his goal line (Law 11.4), and "past all their other defenders" is beyond all but the keeper; the shooter who "follows up and scores himself" was never ahead of his own shot."""

from tests.laws.evaluate import probe_test

ASK, OFF, NO = "situation:ask", "situation:offside", "situation:no-offence"

CASES = [
    (
        "their 10 got the ball a yard behind our last defender, keeper on his line, and scored. i was looking at the bench "
        "when the pass went, so where he was when it was played: unknown. offside?",
        ASK,
        "",
    ),
    (
        "long ball over the top, their 11 chests it down two metres behind our last defender and scores. when the pass is "
        "played, where is 11? this i do not know. offside or goal?",
        ASK,
        "",
    ),
    (
        "pen saved, rebound falls to their 9 who scores. when the penalty was taken he was on the edge of the box, behind "
        "the penalty spot. offside?",
        NO,
        "No",
    ),
    (
        "their 4 shoots from distance, it goes in. their 9 stand a yard past our last defender, keeper on line, 9 dont "
        "touch, dont jump, dont move. i cannot say if he block the keeper view. offside?",
        ASK,
        "",
    ),
    (
        "their 8 shot from 20 yards and it went in near their 9's foot. 9 was a yard offside when 8 shot, not in the "
        "keepers line, not moving. i can't say if 9 touched it. goal?",
        ASK,
        "",
    ),
    (
        "their 9 was two metres past our last kaitsja when the cross came, our väravavaht on his line, and he headed it "
        "in. suluseis?",
        OFF,
        "Yes",
    ),
    (
        "their cross, header, goal. at the cross the scorers head was past our last defender, his feet level, keeper on his "
        "line. offside?",
        OFF,
        "Yes",
    ),
    (
        "their keeper throws it out. when it leaves his hand their 9 is two yards past our last defender in our half, our "
        "keeper on his line. 9 runs on and scores.",
        OFF,
        "",
    ),
    (
        "our keeper went up for a late corner and stayed up. they broke, and when their 8 played it through their 9 was "
        "level with our one remaining defender near halfway, in our half. he scored into the empty net. offside?",
        OFF,
        "Yes",
    ),
    (
        "our centre back had all the time in the world and tried to chip it back to the keeper, way too short, and "
        "their striker, who had been a yard offside earlier in the move, nicked it and scored. offside?",
        NO,
        "No",
    ),
    (
        "their full back went down injured and lay behind his goal, off the pitch, never asked the ref. our 9 was past all "
        "their other defenders, only the keeper on his line nearer the goal line, when the cross came, and he scored. "
        "offside?",
        NO,
        "No",
    ),
    (
        "1. their 10 shoots from the edge. 2. it hits the bar. 3. 10 follows up and scores himself. 4. two of theirs were "
        "a yard offside at the shot, far from the keeper, and never moved. offside?",
        NO,
        "No",
    ),
    # a bare negative tag ends a claim put to us: its "isn't" negates nothing (it had turned "No." into "Yes, that's right.")
    ("my mate says a level player is offside, isn't it?", "offside-level-offside", "No"),
    ("my mate says hands don't count for offside, isn't it?", "offside-arms", "Yes"),
]

test_plays12_answer = probe_test(CASES)
