"""A second round of a hostile probe's untrue answers (the halfway line, a kick-off into the kicker's own goal, a
headed back-pass, a substitute goalkeeper for the shoot-out, an offside player in a defender's way, throw-ins, away
goals, shirt-pulling): each question, in several wordings, gets the intent that answers it with its Yes or No on the
side the fan asked."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only", or "" for an answer that is no yes/no)
CASES = [
    # Law 11.1: the halfway line is not part of the opponents' half
    ("is a player on the halfway line in his own half for offside?", "offside-halfway-line-own-half", "Yes"),
    (
        "does standing on the halfway line count as being in your own half?",
        "offside-halfway-line-own-half",
        "Yes",
    ),
    ("if my foot is on the halfway line am I in my own half?", "offside-halfway-line-own-half", "Yes"),
    ("is the halfway line part of the opponents' half?", "offside-halfway-line", "No"),
    ("can you be offside if you're standing on the halfway line?", "offside-halfway-line", "No"),
    ("is the halfway line onside?", "offside-halfway-line", "Yes"),
    # Law 8.1: a kick-off straight into the kicker's own goal is a corner kick
    (
        "what if you score directly from the kick-off into your own net?",
        "goal-kick-off-own-goal",
        "If the ball",
    ),
    ("can you score an own goal straight from kick off?", "goal-kick-off-own-goal", "No"),
    (
        "player takes kick-off, passes back and it rolls straight into his own net, goal?",
        "goal-kick-off-own-goal",
        "No",
    ),
    ("kickoff straight into own net, is that disallowed?", "goal-kick-off-own-goal", "Yes"),
    ("can you score directly from kick-off?", "goal-direct-kick-off", "Yes"),
    ("lobbed the keeper from the kick off, goal?", "goal-direct-kick-off", "Yes"),
    ("kick off went straight in the net, should it have been disallowed?", "goal-direct-kick-off", "No"),
    # Law 12.2 and 12.3: only a ball deliberately kicked (or thrown in) to the keeper is restricted
    (
        "defender heads it back to the keeper who picks it up, free kick?",
        "handball-headed-backpass-free-kick",
        "No",
    ),
    ("back pass rule, does it apply to headers?", "handball-headed-backpass-free-kick", "No"),
    ("can the keeper pick up a header from his defender?", "handball-goalkeeper-headed-backpass", "Yes"),
    (
        "defender flicks it up and heads it back to the keeper to get round the back pass rule, allowed?",
        "handball-backpass-trick",
        "No",
    ),
    (
        "defender kicks it back to the keeper who picks it up, free kick?",
        "handball-backpass-kicked-free-kick",
        "Yes",
    ),
    # Law 10.3: a substitute goalkeeper for the shoot-out only replaces one unable to continue
    ("can a sub keeper come on just for penalties?", "shootout-keeper-specialist", "No"),
    (
        "can a team bring on a specialist goalkeeper just for the shootout?",
        "shootout-keeper-specialist",
        "No",
    ),
    ("can the manager swap keepers before the shootout?", "shootout-keeper-specialist", "No"),
    ("keeper injured during the shootout, can a sub replace him?", "shootout-keeper-change", "Yes"),
    # Law 11.2: in an opponent's way, impacting on their ability to play the ball
    (
        "he was offside but didn't touch it, just blocked the defender from getting to the ball, is that offside?",
        "offside-in-the-way",
        "Yes",
    ),
    (
        "offside player didn't touch the ball but got in the way of the defender running for it, offside?",
        "offside-in-the-way",
        "Yes",
    ),
    (
        "can an offside player be penalised for blocking a defender's path to the ball?",
        "offside-in-the-way",
        "Yes",
    ),
    ("does an offside player have to touch the ball to be given offside?", "offside-not-involved", "No"),
    # Law 15: a throw-in not taken correctly goes to the opponents; no goal directly from it
    (
        "what happens after a foul throw?",
        "throw-in-foul-throw",
        "The throw-in is retaken by the opposing team",
    ),
    ("foul throw, who gets the ball?", "throw-in-foul-throw", "The throw-in is retaken by the opposing team"),
    (
        "player lifts his foot on a throw-in, what's the call?",
        "throw-in-foul-throw",
        "The throw-in is retaken",
    ),
    ("can you score directly from a throw-in?", "goal-direct-throw-in", "No"),
    # Law 10.2: the away goals rule is one a competition may use
    ("do away goals count double?", "away-goals", "Only if the competition"),
    ("is the away goals rule still a thing?", "away-goals", "Only if the competition"),
    # Law 12.1 and 12.3: holding an opponent
    ("is shirt pulling a foul?", "foul-holding", "Yes"),
    ("is shirt pulling allowed?", "foul-holding", "No"),
    ("shirt pulling in the box, is it a penalty?", "foul-holding", "Yes"),
    ("is holding an opponent a yellow card?", "holding-card", "Not always"),
]


test_probe_question_answered_truly = probe_test(CASES)
