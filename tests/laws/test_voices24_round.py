"""The round on voices24's odd half (2026-12-04: the whole field in eight new voices), each mechanism asked in new
wordings, on the rendered Discord text.

- A question of a few words naming no subject of the Laws ("nothing") is not answered.
- A football word asked in another language ("how do you say linesman in french") is no Law: not sure.
- A bare side told after the question ("is he offside? my mate would say no lol") is a remark: the question before
  it is answered, not the side confirmed ("Yes, that's right" read as the answer to "is he offside?").
- VAR asked of a keeper off his line at a penalty is the VAR answer, not the retake's (whose Yes had been turned to
  a "No." against VAR's permission).
- A foul a few passes before the goal is the build-up VAR may review; less added time than the board is asked as
  "blow after 3"; a fouled shooter whose shot "still goes in"; down to eight, "go on with seven".
- "is it always a drop ball when it hits the ref?" after a story asks the rule, whoever "it" is; not "is he
  automatically booked...", which asks of the story's player."""

from tests.laws.evaluate import probe_test

CASES = [
    ("nothing", "unsure", ""),
    ("how do you say linesman in french", "unsure", ""),
    ("what is the word for referee in spanish", "unsure", ""),
    (
        "his hand was the only thing ahead of their last man, is that offside? my cousin would say no haha",
        "offside-arms",
        "No",
    ),
    ("is a level player offside? my dad says it is", ("offside-level-offside", "offside-level-onside"), "No"),
    (
        "can the var check whether their keeper left his line early at the penalty?",
        "var-penalty-offences",
        "Yes",
    ),
    (
        "our winger got shoved three passes before they scored, can var disallow their goal for that?",
        "var-build-up-foul",
        "Yes",
    ),
    ("board showed 5 added minutes, is the ref allowed to blow after 4?", "added-time-not-reduced", "No"),
    (
        "our 9 got hacked as he shot but it still goes in, does the ref give the goal?",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    (
        "the ball cannoned off the referee's leg and their winger ran away with it, then the ref blew for a drop "
        "ball. does it have to be a drop ball every time it hits the referee?",
        "ball-hits-referee-not-always-dropped",
        "No",
    ),
    (
        "two of theirs sent off and one injured, down to eight. can they go on with seven?",
        "seven-players-continue",
        "Yes",
    ),
]

test_voices24_round = probe_test(CASES)

# The neighbours each mechanism must leave alone.
NEAR_MISSES = [
    ("offside", "offside", ""),
    (
        "our winger jumped into the crowd to celebrate. is he automatically booked for that?",
        "caution-celebrating-crowd",
        "",
    ),
    ("sin bin", "sin-bin", ""),
    ("what does impedimento mean? in portuguese we say it", "offside-what-is", ""),
    ("my mate says level is offside, true?", "offside-level-offside", "No"),
    ("the keeper came off his line early and saved the pen, retake?", "penalty-keeper-save-retake", "Yes"),
    ("can a player sent off be replaced by a sub?", "red-card-replace", "No"),
    ("he was fouled, stayed up and shot wide, why no penalty?", "advantage-shot-missed-no-penalty", ""),
]

test_voices24_near_misses = probe_test(NEAR_MISSES)
