"""Review 16 (a hostile probe of the pairs fans confuse: advantage and offside, a defender's touch asked in general,
goal and VAR, and chatter with a Laws word in it; 167 questions): its untrue openings, mended, each ruled from the
Laws (IFAB 2026/27): the answer id and the opening the Laws give ("" a statement or not sure)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 5.3 and 11.2: advantage for a foul does not cancel a later offside
    ("ref gave play on, then linesman flagged offside. goal stands?", "advantage-then-offside", "No"),
    ("play on then offside flag, goal?", "advantage-then-offside", "No"),
    ("if the ref plays advantage the offside is forgotten isnt it", "advantage-then-offside", "No"),
    ("does advantage override offside", "advantage-then-offside", "No"),
    ("play on shouted by the ref, does that mean offside doesnt count", "advantage-then-offside", "No"),
    # ... and advantage may be played for an offside ("an offence you can play advantage on" asks no offence)
    ("is offside an offence you can play advantage on or not", "advantage-offside", "Yes"),
    # Law 11.2: a deflection does not reset offside; only a deliberate play does
    ("it's only offside if the defender didn't touch it, right?", "deflection-no-reset", "No"),
    ("is it offside unless the defender deliberately played it?", "deliberate-play-not-offside", "Yes"),
    ("does it reset offside if the defender didn't mean to play it?", "deflection-no-reset", "No"),
    # ... the claim is right, so "or is that wrong?" gets "No, it's true." (review 18 read such a claim's own words)
    (
        "if the defender meant to play it, you're onside, or is that wrong?",
        "deliberate-play-resets",
        "No, it's true",
    ),
    # VAR protocol: only a clear and obvious error changes a decision; after a restart, little can be reviewed
    ("does the goal stand if VAR isnt sure?", "var-clear-obvious", ""),
    ("can VAR disallow a goal after the restart", "var-after-restart", ""),
    # Law 7: a goal after the whistle for time does not count
    ("ref blew for full time as the ball was going in, goal?", "whistle-ball-in-flight", "No"),
    ("ball went in after the whistle, does it count", "goal-after-whistle-for-foul", "No"),
    # Law 12.1: not every touch of the arm is handball
    ("any ball to hand is handball isnt it", "handball-not-every-touch", "No"),
    ("can a defender block the ball with his arm if it's by his side?", "handball-not-every-touch", "Yes"),
    ("is it not handball if it hits his arm by his side?", "handball-not-every-touch", "Yes"),
    # Law 12.3 and the competition's rules: bans are not the Laws'
    ("does the red card carry over to the next game", "second-yellow-suspension", "Not always"),
    # the seed: the reports tell Conte's red, no yellow before it
    ("conte got a yellow first didnt he", "conte-red-card", ""),
    # chatter: a formation written in numbers, a venue
    ("is 4-4-2 better than 3-5-2", "unsure", ""),
    ("var room location at wembley", "unsure", ""),
]


test_review16 = probe_test(CASES)
