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

CASES += [
    # a defender off the field behind his goal line without the referee's permission counts as on his goal line (Law
    # 11.4): an attacker nearer the goal line than every other defender, the keeper on his line, is level with or
    # behind the second-last opponent, so not offside
    (
        "their left back slid in to block, went flying over the byline and stayed there, play went on. our 7 "
        "crossed and our 9, nearer the goal line than every defender still on the field, with their keeper on his "
        "line, headed in. the flag went up. right call?",
        "situation:no-offence",
        "No",
    ),
    (
        "their centre half threw himself at the shot and ended up off the pitch behind his own goal line, no "
        "permission from anyone. we kept it alive and our striker, nearer their goal than all their other defenders, "
        "keeper on his line, scored. lino flagged. was he wrong?",
        "situation:no-offence",
        "No",
    ),
    (
        "Their right back slid in to stop a cross and ended up off the pitch behind his own goal line, lying there, "
        "no permission from the ref. Ball stays in play, we work it about and our winger finds Ieuan on the penalty "
        "spot, nearer goal than all their other defenders, keeper on his line. Ieuan scores. Onside, because of the "
        "boy behind the goal?",
        "situation:no-offence",
        "No",
    ),
    (
        "I ran the line in a county cup game. Their centre back slid in to block a shot, went right off the pitch "
        "behind the goal line and stayed lying there. Play carried on inside the penalty area; the ball was never "
        "cleared. The attackers' number 8 picked up the loose ball and passed it to the striker, who at that moment "
        "was nearer the goal line than every defender still on the pitch; their keeper was on his line. I flagged, "
        "thinking the player off the pitch doesn't count. My assessor said I was wrong. Why?",
        "situation:no-offence",
        "No",
    ),
]

CASES += [
    # the set piece a keeper was left upfield after is no route of this ball: Law 11.3's "no offside from a corner" had
    # ruled on the break that followed it. Asking how the ball came is safe; the corner's ruling was untrue.
    (
        "their keeper was stranded upfield after a corner, our winger played it to our striker who was past their last "
        "defender, he scored",
        ("situation:ask", "situation:offside"),
        "",
    ),
    # ... and up for a late free kick: level with their last outfield player, the keeper upfield, is beyond the
    # second-last opponent (Law 11.1): offside
    (
        "their keeper was up for a late free kick, we broke, our 9 was level with their last outfield player when our 7 "
        "passed it, he scored",
        "situation:offside",
        "Offside",
    ),
    # a corner that is the route still rules as one (Law 11.3)
    ("our striker was offside when the corner was taken and headed it in", "situation:no-offence", "No"),
]

test_told_in_full = probe_test(CASES)
