"""The odd halves of voices38 (the words from the broadcast) and voices39 (the side the call went for, and tag
questions): what they found untrue, mended and kept (answer id, opening; "" a question asked back)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.1: a bare "onside" said of him at the pass wins over "behind", which fans say of either side of a defender
    (
        "Their striker was a yard behind our last defender, onside, when their 6 played the pass, then he sprinted past"
        " our back line and scored. Commentator said 'he's yards off when he receives it'. Was it offside, love?",
        "situation:no-offence",
        "No offside offence",
    ),
    # Law 11.2: the pass "from halfway" places the passer, not him; challenging for the header is an offence
    (
        "Their striker was two yards past our last centre-back, keeper on his line, when their midfielder lobbed it over"
        " from halfway. He never touched it, but he jumped with our centre-back for the header, our lad missed it, and"
        " their winger, who was onside, ran on and scored. Co-comm said 'not interfering'. Was that offside on him?",
        "situation:offside",
        "Yes, offside",
    ),
    # Law 11.3: "level with their box" is where the ball came from; throw-in or free kick is the one fact untold
    (
        "ball came in from right by the touchline level with their box, straight to our cb who was stood near the penalty"
        " spot two yards past their last defender, keeper on his line, and he headed it in. mifi dropped so no idea if it"
        " was a throw in or a free kick. offside?",
        "situation:ask",
        "",
    ),
    # Law 11.1: where he was at the pass, doubted after it ("..., no idea"), is asked
    (
        "the ball came to their striker off our full back's shin after their mid's pass and he scored. whether he was"
        " past our last man when the pass was played, no idea, i was getting a pie. was it offside?",
        "situation:ask",
        "",
    ),
    # Law 5.3 / 12.3: coaches can be carded ("just got a yellow" is a moment ago, not "only")
    ("Their assistant coach just got a yellow! Can coaches actually be carded?", "coach-red-card", "Yes"),
    # Law 14.1: one foot off the line is fine when part of the other is on it
    (
        "pundit reckons a keeper at a pen is fine with one foot off his line. right",
        "penalty-keeper-one-foot",
        "Yes",
    ),
    # SAOT: the referee still decides
    (
        "The referee still owns the call with SAOT, doesn't he? The machine only measures.",
        "saot-who-decides",
        "Yes",
    ),
    # VAR protocol: no time limit on a check
    ("no clock on a var check is there? geological time tonight", "var-time-limit", "No"),
    # VAR protocol (2026/27): a wrongly awarded corner can be overturned
    (
        "ref gave them a corner that clearly came off their own winger last. var can step in on a bogus corner these"
        " days, cant it?",
        "var-corner-kick",
        "Yes",
    ),
    # Law 13.3: the wall encroached but the kick went in: no retake
    (
        "their wall charged out way too early but our free kick still flew in. it doesnt get retaken, does it?",
        "free-kick-encroach-goal-stands",
        "No",
    ),
]

test_blind38_39 = probe_test(CASES)
