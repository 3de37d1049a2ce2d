"""Review 7 (a hostile probe of the session's later changes, 86 questions against a1454d6: 4 high, 2 medium, 1 low
caused): each mend, and the neighbours it must leave alone, on the rendered Discord text.

- VAR cues as wide as "can var" pulled any VAR question to the penalty-taking answer ("can var check a goal kick?" had
  its "Yes."): gone; restarts keep their "No.".
- A claim opening "a defender played it so he's onside" tells this play: its ruling (or its question), not a rule.
- throw-in-who turns only an obligation of the taker ("have to take it"), never a manner ("from behind your head").
- Going below seven (Law 3.1): a new answer, "Yes" it stops; seven itself still carries on.
- A side told after the question is dropped only when nothing follows it: the play told after it is read."""

from tests.laws.evaluate import probe_test

CASES = [
    ("can var check a goal kick?", "var-other-restarts", "No"),
    ("does var look at throw ins?", "var-other-restarts", "No"),
    (
        "he was two yards off when their cb headed it back to him, my mate said a defender played it so he's onside. "
        "is that so?",
        "situation:no-offence",
        "Yes",
    ),
    (
        "do you have to throw it from behind your head at a throw in?",
        ("throw-in-how", "throw-in-foul-throw"),
        "",
    ),
    ("must the keeper take the throw in with his gloves off?", "throw-in-who", "No"),
    (
        "our lot are down to seven, if one more gets hurt does the match have to stop?",
        "below-seven-players",
        "Yes",
    ),
    ("can a side keep playing with six players", ("below-seven-players", "red-card-replace"), "No"),
    (
        "quick q? my mate says yes. our 9 was level with their last defender when the ball was played and he scored. "
        "offside or not",
        "situation:no-offence",
        "No",
    ),
]

test_review7 = probe_test(CASES)

# ... and its finds that were there before: where a throw-in is taken (Law 15.1), VAR and restarts, the countdown only
# when time is asked ("where do you have to take a throw in from" had the 2026/27 countdown).
ALREADY_THERE = [
    ("does the thrower have to take it from where it went out?", "throw-in-where", "Yes"),
    ("could var check a foul throw?", "var-other-restarts", "No"),
    ("can var check a kick off?", "var-other-restarts", "No"),
    (
        "where do you have to take a throw in from",
        ("throw-in-where", "throw-in-how", "throw-in-opponents-distance"),
        "",
    ),
    ("how long do you have to take a throw in", "restart-five-second-countdown", ""),
    ("can var step in for a wrong corner now?", "var-corner-kick", "Yes"),
    # a topic named with its side ("penalty or not?", "no goal?") is that topic's card, as "offside?" is
    ("penalty or not?", "penalty-kick", ""),
    ("no goal?", "goal", ""),
    ("come on ref", "unsure", ""),
    # a claim of every back-pass checked: the Law's condition makes it "No" (Law 12.2)
    (
        "my mate said any back pass to the keeper is a free kick. true?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    (
        "is it a free kick if the keeper picks up a back pass kicked to him",
        "handball-backpass-kicked-free-kick",
        "Yes",
    ),
    # Law 15.2: the thrower handling it again in his own area is a penalty (it had the keeper's back-pass "No.")
    (
        "if the thrower picks it up again in his own box is it a penalty?",
        "throw-in-thrower-handles-in-own-area",
        "Yes",
    ),
    ("can the thrower pick it up again in his own box?", "throw-in-thrower-handles-in-own-area", "No"),
    # a choice between two conditions gets no bare Yes or No (the whole-ball answer's "Yes." read as "part is enough")
    (
        "is the ball out when part of it crosses the line or only when the whole ball is over?",
        "goal-whole-ball",
        "",
    ),
    # Law 3.7: a goal needs the ball in the goal
    (
        "a bloke ran on the pitch and kicked the ball away as it was going in, does the goal count?",
        "goal-extra-person-stopped-it",
        "No",
    ),
    (
        "a streaker ran on just as we scored, does the goal count",
        "goal-extra-person-stands",
        "Yes",
    ),
]

test_review7_already_there = probe_test(ALREADY_THERE)
