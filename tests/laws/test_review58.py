"""Review 58 (a hostile hunt for untrue rule answers, at f452d19, 2026-12-06): the highs mended, each with its Law (IFAB
2026/27). A claim negated where the negation is the intent's own other side ("a match can't go ahead with 6 players")
is right; calls listed for a dropped ball in the area and a goal kick retaken; two yellows in two matches, a booking in the shoot-out, a coach's VAR request, a keeper's punch, a striker's punched goal,
full time blown during a penalty reach their answers. Those left are in the stop's note."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 3.1: a match may not continue with fewer than seven players
    ("my mate says a match can't go ahead with only 6 players. is he right?", "below-seven-players", "Yes"),
    # Law 12.3 / competition rules: the second caution is one in the same match
    (
        "my mate reckons two yellows in different matches make a red. is he right?",
        "second-yellow-suspension",
        "Not always",
    ),
    # Law 8.2: in the penalty area the dropped ball is for the defending goalkeeper
    ("dropped ball in the box, ref dropped it for the attacker. correct?", "dropped-ball-one-team", "No"),
    # Law 16.2: a goal kick is in play once kicked and clearly moving
    ("goal kick ball didnt leave the box, ref made them retake it. correct?", "goal-kick-inside-area", "No"),
    # Law 12.3: handling in an attempt to score is a caution, and no goal
    (
        "the striker deliberately punched it in, ref gave yellow and no goal. correct?",
        "handball-attempt-to-score",
        "Yes",
    ),
    # Law 12.2: a keeper bouncing the ball is in control of it and may not be challenged
    (
        "my mate says the keeper can be challenged while he's holding the ball in his open hand. is he right?",
        "keeper-challenged-holding-ball",
        "No",
    ),
    # Law 7.4: time is extended for a penalty to be taken
    ("ref blew for full time while a penalty was being taken. can he do that?", "penalty-added-time", "No"),
]

test_probe_answer = probe_test(CASES)
