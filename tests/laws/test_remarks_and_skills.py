"""Mends of a review's leftovers. A topic's name with a word of how sure the fan is ("well offside") is a remark
about the topic, answered with its card; before, "well offside" opened "No." (the not-involved intent). A trick
with the ball ("rainbow flick?") is allowed, and no Law names one: before, it had the throw-in flick-on's "Yes.".
A goal scored with the hand is the scorer's handball, not a goalkeeper's. Each question gets the answer id and the
opening a fan reads first ("" for no bare Yes or No), as tests.laws.evaluate.check_probe_answer checks."""

from tests.laws.evaluate import probe_test

CASES = [
    # a topic named with how sure the fan is gets its card
    ("well offside", "offside", ""),
    ("miles offside", "offside", ""),
    ("clearly offside", "offside", ""),
    ("definitely handball?", "handball", "Not"),
    ("offside", "offside", ""),
    # a word of sureness alone names no subject
    ("obviously", "unsure", ""),
    ("well", "unsure", ""),
    ("clearly?", "unsure", ""),
    # a trick with the ball is allowed
    ("rainbow flick?", "skill-moves-allowed", ""),
    ("is a rainbow flick allowed", "skill-moves-allowed", ""),
    ("can you rainbow flick", "skill-moves-allowed", ""),
    ("is a rabona illegal", "skill-moves-allowed", ""),
    ("can i nutmeg the ref", "skill-moves-allowed", ""),
    # a trick at a penalty: any kick that goes forward; how to do one is no Laws question
    ("is the rabona penalty legal?", "penalty-any-technique", "Yes"),
    ("can you score a pen with a rabona", "penalty-any-technique", "Yes"),
    ("is a rabona allowed", "skill-moves-allowed", ""),
    ("can a penalty be kicked backwards", "penalty-backwards", "Only"),
    ("can you pass a penalty sideways to a mate", "penalty-backwards", "Only"),
    ("how do I do a rabona", "unsure", ""),
    ("how do you do a rainbow flick", "unsure", ""),
    ("how do i do a throw in properly", "throw-in-how", ""),
    # a team-mate's deliberate pass is no opponent's deliberate play
    (
        "our own player deliberately played it to the striker who was offside. is he onside now?",
        "deliberate-play-team-mate",
        "No",
    ),
    ("does a deliberate pass from a teammate reset offside?", "deliberate-play-team-mate", "No"),
    ("if his own teammate plays it on purpose is he still offside", "deliberate-play-team-mate", "Yes"),
    ("does a deliberate play by an opponent reset offside", "deliberate-play-resets", "Yes"),
    # a yes/no question with a claim told after it: the question's Yes or No answers (and says the claim wrong)
    # (since 2026-12-06 the answer on who touched it last: a touch frees him only if it was a deliberate play, so "Not
    # always" answers it; the deflection answer's "Yes." had assumed the touch was a deflection)
    (
        "is that still offside? my brother says no because the defender touched it last",
        "last-touch-not-enough",
        "Not always",
    ),
    (
        "can a keeper score straight from a goal kick? my mate swears it's not allowed",
        "goal-direct-goal-kick",
        "Yes",
    ),
    # ... a bare topic asked says too little alone: the claim is answered
    (
        "the keeper saved it and our lad who was offside at the shot scored. offside? dave says the save resets it",
        # (the save's twin answers as well: its "No, that's not right." says he is still penalised)
        ("save-no-reset", "save-still-offside"),
        "No, that's not right",
    ),
    # (turned by the claim's own words: "Yes, that's right." had agreed with a wrong claim, from the side of "offside?")
    ("offside? dave says the save doesn't reset it", "save-no-reset", "Yes, that's right"),
    (
        "goal? my mate says a keeper can't score from a goal kick",
        "goal-direct-goal-kick",
        "No, that's not right",
    ),
    ("goal? my mate says a keeper can score from a goal kick", "goal-direct-goal-kick", "Yes, that's right"),
    # ... and a question checking the claim answers the claim
    ("is that true? my mate says a keeper can score from a goal kick", "goal-direct-goal-kick", "Yes, that"),
    (
        "my pen got saved and i smashed in the rebound, does that count? my mate says you can't touch it twice",
        "penalty-rebound-save",
        "Yes",
    ),
    # the tricks neighbours keep their answers
    ("teach me the elastico for fifa", "unsure", ""),
    ("can you flick it up and head it back to the keeper", "handball-backpass-trick", "No"),
    ("rainbow flick at a free kick allowed?", "free-kick-lifted-both-feet", "Yes"),
    # a goal scored with the hand is the scorers handball
    ("he scored with his hand", "handball-accidental-scorer", "No"),
    ("he scored with his hand. is that so?", "handball-accidental-scorer", "No"),
    ("hand of god goal would it stand now", "handball-accidental-scorer", "No"),
    # a keeper throwing it in keeps his own answer
    ("keeper threw it straight in the goal, counts?", "goal-keeper-throw", "No"),
]

test_remarks_and_skills = probe_test(CASES)
