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
