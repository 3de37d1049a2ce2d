"""Review 21 (a hostile probe of this stop's changes, against b7666fa) and the odd halves of voices42 (words from the
neighbouring topic) and voices43 (the replay in slow motion): what they found, mended, each ruled from the Laws (IFAB
2026/27): the answer id and the opening ("" a question asked back or a statement with no Yes or No)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.1: a margin behind the last defender told at the pass is the onside side ...
    (
        "Their striker was a yard behind our last defender when the through ball was played, then ran past him and "
        "scored. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
    # ... unless the fan's own words say it was the goal side: then an offside position, and his involvement decides
    (
        "Their striker was a yard behind our last defender, nearer our goal, when the ball was played. Offside?",
        "situation:ask",
        "",
    ),
    (
        "He was two yards behind their last defender, so closer to the keeper than him, when it was played. Offside?",
        "situation:ask",
        "",
    ),
    (
        "Our striker was a yard behind the last defender when it was played, offside position, he scored. Offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # Law 11.2: a ball that went in off the defender was never played by him: how it reached him is not a deflection to
    # him ("had no time" reads a deflection only when the ball goes on to someone)
    (
        "He was in an offside position, their centre-half had no time and it went in off his knee into the net. Goal?",
        "situation:ask",
        "",
    ),
    (
        "Their winger whipped a cross in; our full-back had no time and it just glanced off his heel as it flew past. It "
        "dropped to their centre-forward who had been two yards beyond our last outfield defender when the cross was "
        "hit, and he scored. Offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # a place nobody saw is asked, not answered by a rule
    (
        "Was he ahead of the last defender when it was played: not seen. Then he scored. Offside?",
        "situation:ask",
        "",
    ),
    # ... and his view of the keeper "unknown" is asked
    (
        "our 9 in offside position at the shot. 9 in keeper's sight line: unknown, cam behind. 9 no touch, no move. flag?",
        "situation:ask",
        "",
    ),
    # Law 7.3: added time has no maximum; the VAR check's time limit is another question
    ("Is there a maximum length for added time?", "added-time-who-decides", ""),
    # Law 11.3: a corner taken back ("wait no, scratch that") is the corner told after it, straight to him
    (
        "they scored off a short corner, wait no, scratch that, it went straight from the corner onto their big lads "
        "head, nobody touched it in between, he was stood beyond all our lot at the back post. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
    # Law 11.2: how officials tell a deliberate play is the Law's test, not a ruling on the play told with it
    (
        "how do the refs decide if a defender meant to play it? their 6 stretched, it came off his boot to our 9 who "
        "was a yard off. whats the test",
        "deliberate-play-criteria",
        "",
    ),
]

# Review 21's older highs: a place told at the pass and a bare "Offside?" asked of it is a ruling to make, and only what
# he did is untold (Law 11.2), so it is asked; rule answers sharing the play's words ("behind the ball", "a misjudged
# back-pass", the shoulder) had answered a play nobody told
RULINGS_ASKED = [
    ("He was in behind the last defender when the ball was played. Offside?", "situation:ask", ""),
    ("Striker was a yard beyond the last defender when the pass was played, offside?", "situation:ask", ""),
    ("a yard ahead of the last defender when it was played. Was it offside?", "situation:ask", ""),
    # ... while a rebound's rule still answers a rebound told of anyone
    (
        "ball came back off the bar to the guy who was ofside when it was struck, offside?",
        "rebound-post",
        "Yes",
    ),
]

# Review 22 (the last commits probed): a gloss after the moment still says the goal side (Law 11.1), and an opponent
# passing to "his own player" is still an opponent's deliberate play (Law 11.2)
REVIEW_22 = [
    (
        "he was two yards behind their last defender when our 8 played it, I mean closer to their goal, he scored. "
        "offside?",
        "situation:offside",
        "Yes, offside",
    ),
    (
        "he was a yard behind their last defender at the pass, goal side, and he scored. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    (
        "if the defender plays it to his own player on purpose, is our offside striker then onside?",
        "deliberate-play-resets",
        "Yes",
    ),
    (
        "does it reset offside if the opponent passes it to their own player and we intercept?",
        "deliberate-play-resets",
        "Yes",
    ),
    (
        "if its ur own player passing it does offside reset, squinting at the replay",
        "deliberate-play-team-mate",
        "No",
    ),
    # Law 11.1: where he was at the pass, not where he ran to after it
    (
        "when our 6 slid it through he was a yard behind their last defender, then he got beyond their last defender "
        "and scored. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
]

test_review21 = probe_test(CASES)
test_review22 = probe_test(REVIEW_22)
test_rulings_asked = probe_test(RULINGS_ASKED)
