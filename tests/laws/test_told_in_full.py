"""Told plays whose every deciding fact is told, though in words the reader had missed: each gets its ruling, not a
question back for a fact the fan already gave. Each case in new words, then the tuning item's own text."""

from tests.laws.evaluate import probe_test

# (a told play, the answer id: "situation:<ruling>", the opening checked: a ruling's first word or "")
CASES = [
    # level at the team-mate's play, named by its kind ("level at the cross"): level is not an offside position
    # (Law 11.1: nearer the goal line than the second-last opponent is needed), so no offence
    ("our winger was level at the cross and volleyed it in. offside?", "situation:no-offence", "No"),
    ("Level at the pass. And he scores!", "situation:no-offence", "No"),
    # "in one line with" the last defender, the keeper behind them: level with the second-last opponent, not offside
    (
        "their forward stood in one line with our last centre back when the ball was played, only our keeper behind "
        "them, and he scored. the flag went up, was that right?",
        "situation:no-offence",
        "No",
    ),
    (
        "My question: our attacker was in one line with their last defender when the pass come, exactly same line, "
        "VAR show it. Behind them only the goalkeeper. Goal was cancel for offside. Is correct?",
        "situation:no-offence",
        "No",
    ),
    # the keeper upfield and only one opponent nearer the goal line than him ("only me goalside of him", "just one of
    # their defenders between him and the empty net"): nearer than the second-last opponent, in their half, and he
    # played the ball: offside (Law 11.1, 11.2)
    (
        "our keeper had gone up for a corner, it broke down and their 11 got the long ball thirty yards into our "
        "half with only me goalside of him. he walked it in. surely that's offside?",
        "situation:offside",
        "",
    ),
    (
        "Last minute, 1-1, our keeper went up for our corner. They cleared it, their lad picked it up on the halfway "
        "line and hit it long to their 9, who was already 20 yards into our half with only me goalside of him - "
        "everyone else, our keeper included, was behind the play. He scored into the empty net. I was the last man "
        "back so I thought he had to be on?",
        "situation:offside",
        "",
    ),
    (
        "their keeper was stranded upfield and our 9 had just one of their centre backs between him "
        "and the empty net when our 6 played it forward. he scored. how is that offside?",
        "situation:offside",
        "",
    ),
    (
        "Their keeper went up for a last-minute corner. We cleared it and Isak was stood in their half with just one "
        "of their defenders between him and the empty net when the ball got lumped forward from wor box. He ran on "
        "and scored. Flagged. Howay, how's that offside?",
        "situation:offside",
        "",
    ),
    # the keeper out and two defenders back on the line, the attacker told not as near the goal line as those two:
    # the second-last opponent is one of them, so not an offside position (Law 11.1)
    (
        "our keeper rushed out to the penalty spot and two of ours got back on the line. when their 10 crossed, their "
        "9 was behind our keeper but not as close to the goal line as our two boys on it, and he headed in. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Our keeper charged out to the edge of his box to close down, and two of our defenders dropped back onto the "
        "goal line. When their midfielder played it from thirty yards, their striker was between our keeper and the "
        "goal line, but not as near the goal line as our two lads on it. He chipped it in. Offside?",
        "situation:no-offence",
        "No",
    ),
]

test_told_in_full = probe_test(CASES)
