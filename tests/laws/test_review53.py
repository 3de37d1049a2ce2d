"""Review 53 (a hostile hunt for untrue told-play rulings, at ce0ad92, 2026-12-06): the highs mended, each with what
Law 11 (IFAB 2026/27) says. A place told at each of two passes is judged at the later one; a place taken back ("wait no",
"sorry I mean", "Correction:") or doubted ("maybe level", "hard to tell whether ...") is not the place at the pass; a
run started in his own half, or the rest of him there with a foot over halfway, is no place at the play; a play of his
own told with Spurs players' names is ruled, not answered from the seed match. Those left are in the stop's note."""

from tests.laws.evaluate import AI, AP, NO, OFF, probe_test, ruled, ruling_test

PLAYS = [
    # Law 11.2: judged when a team-mate last plays the ball (LotG example 14)
    (
        "our 9 was offside when the 7 passed to the 10, but onside when the 10 crossed it, and the 9 headed it in."
        " offside?",
        NO,
    ),
    (
        "when the 6 played it to the 8 our 9 was onside, when the 8 played it to him he was a yard past the last"
        " defender. he scored. offside?",
        OFF,
    ),
    (
        "at the first pass our 9 was offside, at the second pass he was level. he scored from the second pass. offside?",
        NO,
    ),
    (
        "at the first pass our 9 was level, at the second pass he was a yard off. he scored from the second pass. offside?",
        OFF,
    ),
    # a place taken back
    (
        "our 9 was a yard past the last defender when the 7 crossed. wait no, actually he was a yard behind him. he"
        " scored. offside?",
        NO,
    ),
    ("our 9 was a yard off when the 7 crossed. Correction: he was a yard on. He scored. Offside?", NO),
    (
        "our 9 was a yard onside when the 7 crossed, sorry I mean a yard offside. he headed it in. offside?",
        OFF,
    ),
    (
        "our 9 was level with the last defender when the 7 crossed - I mean a yard past him. he headed it in. offside?",
        OFF,
    ),
    # ... or doubted: asked, not ruled
    (
        "our 9 was a yard past the last defender, well I'm not 100% sure, maybe level, when the 7 crossed. he scored."
        " offside?",
        AP,
    ),
    (
        "hard to tell from my angle whether our 9 was past the last defender when the 7 crossed. he scored. offside?",
        AP,
    ),
    # Law 11.1: where a run started is not where he was at the play; any part over halfway counts
    (
        "our 9 started in his own half but was a yard past the last defender when our 8 flicked it on, and he scored."
        " offside?",
        OFF,
    ),
    (
        "our 9's body was in his own half but one foot was over the halfway line, past the last defender, when the pass"
        " was played. offside?",
        AI,
    ),
    (
        "the 9 had both feet in our own half when the ball was played but his head was leaning over the halfway line"
        " past their last defender. offside?",
        AI,
    ),
    # Law 11.3: a corner straight off the post is received directly from it; a team-mate's header onto the bar is not
    (
        "corner kick swung in, hit the near post and came straight out to our 9 who volleyed it in. he was past all"
        " their defenders except the keeper. offside?",
        NO,
    ),
    (
        "corner swung in, our 5 headed it onto the bar and it came down to our 9, who was past all their defenders when"
        " the 5 headed it. he scored. offside?",
        OFF,
    ),
    # Law 11.1: the wall is not the second-last opponent when he is past the last defender
    (
        "our 9 was level with their wall but a yard past their last defender when we took the indirect free kick, he"
        " scored. offside?",
        OFF,
    ),
    # Law 11.1: two opponents nearer the goal line; level with a keeper who is the second-last opponent
    (
        "their keeper was way out of his goal, two of their defenders were on the goal line, and our 9 was ahead of the"
        " keeper but behind both defenders when our 8 passed. he scored. offside?",
        NO,
    ),
    (
        "their keeper was the second-last opponent, one defender was on the goal line behind him, and our 9 was level"
        " with the keeper when the ball was played. he scored. offside?",
        NO,
    ),
    # two placed, the scorer told by his place
    (
        "our 9 was offside and our 10 was onside when the 7 crossed. the one who was offside scored. offside?",
        OFF,
    ),
    (
        "our 9 was offside and our 10 was onside when the 7 crossed. the one who was onside scored, the 9 never moved."
        " offside?",
        NO,
    ),
    # ... and a run from his own half told at the pass is his place then (voices3)
    ("he started from his own half when the through ball was played and ran clear to score", NO),
]

test_play = ruling_test(PLAYS)

CASES = [
    # a play of his own told with Spurs names: its ruling, not the seed match's "No." (Law 11.2)
    (
        "Son was onside, Kane was offside when Maddison played the through ball. Kane scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Son was offside, Kane was onside when Maddison played the through ball. Son ran for it but Kane scored. Son"
        " never touched it or got near a defender. offside?",
        "situation:no-offence",
        "No",
    ),
    # ... and the seed match's own play still answered from what happened
    ("kane was offside when emerson headed it, wasnt he?", "kane-offside", "Yes"),
]

test_probe_answer = probe_test(CASES)


def test_a_doubt_that_names_its_object_doubts_what_follows():
    assert ruled("hard to tell whether our 9 was level when the 7 crossed. he scored.") == AP
