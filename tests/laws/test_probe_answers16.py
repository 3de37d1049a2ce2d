"""The sixteenth hostile probe of /var explain (section A: untrue and self-contradicting answers), each fixed finding
asked again in wordings of helper-122's own, with the answer and opening the Laws (IFAB 2026/27) give.

Told plays: a decision told after the story and checked ("... the ref disallowed it. correct?") is answered on the
goal's side read from the last sentence that says a side (not a place the story told, "the other forward in onside
position"), and the story's own negations ("he didn't touch it") are what happened, not a claim negated."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for the statement with no bare
# Yes or No)
CASES = [
    # A12: a told play ruled "no offside offence", the referee's disallowing checked: the fan hears "No"
    (
        "our number 10 was in an offside position but didn't play the ball or get in anyone's way, a teammate "
        "coming from behind got the pass and scored. the ref disallowed the goal. correct?",
        "situation:no-offence",
        "No offside offence",
    ),
    # A2: a caution counts for the whole match (Law 12.3): asked whether it is wiped, the Yes is turned
    ("does a first-half booking get wiped at half time?", "cautions-extra-time", "No"),
    ("are yellow cards reset when extra time starts?", "cautions-extra-time", "No"),
    (
        "booked in the first half, does the yellow still count in the second half?",
        "cautions-extra-time",
        "Yes",
    ),
    # A5: "mistaken identity" named after the question is the VAR category, no doubt cast on a decision
    ("ref booked the wrong lad, mistaken identity, can the var step in?", "var-mistaken-identity", "Yes"),
    (
        "can the VAR get involved when the yellow went to the wrong player, mistaken identity?",
        "var-mistaken-identity",
        "Yes",
    ),
    # A7: a challenge asked in the passive asks whether it is allowed (Law 12.2: it is not)
    (
        "can a goalie be shoulder charged while he is holding the ball?",
        "keeper-challenged-holding-ball",
        "No",
    ),
    ("can the keeper be tackled while he has the ball in his hands?", "keeper-challenged-holding-ball", "No"),
    # A13: a goal kick straight into the kicker's own goal is no goal (Law 16: a corner to the opponents)
    # (its own answer since probe 30)
    (
        "is it possible to score an own goal directly from a goal kick?",
        "goal-kick-own-goal",  # (its own answer since probe 30: "Not straight from the kick: ... a corner kick")
        "Not",
    ),
    (
        "is an own goal possible straight from a goal kick?",
        "goal-kick-own-goal",  # (its own answer since probe 30: "Not straight from the kick: ... a corner kick")
        "Not",
    ),
    # A25: only the referee shows cards (Law 5.3, Law 6): the official named first, then asked about
    ("the 4th official can he show a red card to a player?", "fourth-official-cards", "No"),
    ("that linesman, can he give a red card himself?", "fourth-official-cards", "No"),
    # A27: return substitutions where the Laws may allow them (Law 3.2): the topic, which names the exception, not
    # substituted-player-return's bare "No."
    ("our under 9s play grassroots, can we use rolling subs so kids come back on?", "substitutes", ""),
    ("in youth football can a subbed player come back on?", "substitutes", ""),
    # A29: the first offence is only warned (Law 14.2): no "Not always." that sounds like sometimes
    (
        "would a goalie get a yellow card the first time he steps off his line for a pen?",
        "penalty-keeper-warning",
        "Only for a repeat",
    ),
    # neighbours kept by the same change: a claim told after a story, the decision checked
    (
        "their centre forward got a second booking for dissent but the ref let him carry on. he should have "
        "walked, yeah?",
        "second-yellow-stays-on",
        "Yes",
    ),
    (
        "the ball hit my hand from close range and it went in, wasn't on purpose, ref chalked it off. was he right?",
        "handball-accidental-scorer",
        "Yes",
    ),
]


test_probe16_answer = probe_test(CASES)
