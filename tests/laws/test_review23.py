"""Hostile review 23 (of the stop's first commits, f4db146..d2497cf): every high the changes caused, with what the Laws
(IFAB 2026/27) say, and the older highs mended beside them."""

from tests.laws.evaluate import AI, AR, NO, OFF, probe_test, ruling_test

# Told plays: (the play, what the reader makes of it)
PLAYS = [
    # Law 11.3 exempts only a ball received directly from a corner kick. The short corner taken back: the corner's own
    # delivery ...
    (
        "Short corner to our 7, no wait, he took it straight in and our 9 was past the last defender when it was crossed. "
        "Offside?",
        NO,
    ),
    (
        "They took the corner short, actually no, he took it straight in, and our striker was beyond their last defender "
        "when he crossed it. Offside?",
        NO,
    ),
    (
        "Corner kick, played short? no, he whipped it straight in and our 9 was ahead of the last defender, headed it in.",
        NO,
    ),
    # ... but not a team-mate's play after it, nor a new receiver, nor the ball going straight into the goal
    (
        "played short? no, he crossed it straight in and our 9 was offside when our 4 headed it across goal, offside?",
        AI,
    ),
    (
        "short corner to our 7, no wait, he took it straight in, and it came back out to our 7 who crossed again and our 9 "
        "was offside and scored, offside?",
        OFF,
    ),
    (
        "short corner to our 7, no wait, to our 8, and he whipped it straight in to the box, our 9 was offside and headed "
        "it in, offside?",
        OFF,
    ),
    (
        "they took it short to the 10, actually no, to the 6, who curled it straight in, their 5 was beyond the last "
        "defender and headed home, offside?",
        OFF,
    ),
    (
        "played short? no, played it to the edge of the box and he fired it straight in, our 9 was offside and scored, "
        "offside?",
        OFF,
    ),
    (
        "short corner to our 7, he crossed, our 9 was a yard offside when it was crossed, no wait, our 9 headed it and it "
        "went straight in, offside?",
        AI,
    ),
    # A fan's own question answered of another player is no correction of the attacker's place (Law 11.1)
    (
        "their 9 was a yard offside when it was played. did their 11 touch it? no, their 11 was onside and just watched, "
        "the 9 scored, offside?",
        AR,
    ),
    (
        "their 9 was past the last defender when it was played. did their 8 make the run? no, their 8 was behind the "
        "ball, the 9 scored, offside?",
        AR,
    ),
    # Law 11.2: an official letting play run is no dummy of the attacker's, however it is said
    (
        "their 9 was offside when the ball was played, the ref just let it run, and he slotted it home, offside?",
        OFF,
    ),
    (
        "their 9 was offside when the ball was played, the referee has let it run, and he slotted it home, offside?",
        OFF,
    ),
    ("their 9 was offside when the ball was played, the AR let it run and he scored, offside?", OFF),
    ("their 9 was offside when the ball was played, VAR let it run and he scored, offside?", OFF),
]


test_review23_play = ruling_test(PLAYS)


# Rule questions: (question, answer id, opening)
CASES = [
    # Law 12.3: stopping a promising attack is a caution whatever the foul's manner (the new next-foul answer must not
    # take it, nor foul-card-by-manner's "a careless foul is only a free kick")
    (
        "he's on a yellow and the next foul was a tactical one, second yellow?",
        "spa-tactical-foul-yellow",
        "Yes",
    ),
    (
        "every foul on a breakaway is a yellow card isn't it?",
        "spa-tactical-foul-yellow",
        "Yes",
    ),
    (
        "is every foul that stops a counter attack a yellow?",
        "spa-tactical-foul-yellow",
        "Yes",
    ),
    # Law 12.1/12.3: a booked substitute's foul on coming on is a second yellow only if cautionable
    (
        "substitute already booked on the bench, then came on and fouled, second yellow?",
        "second-yellow-next-foul",
        "Not always",
    ),
    # the second yellow shown is a red (Law 12.3), the VAR question its own
    (
        "already booked and fouled again, ref gave him a second yellow, can VAR overturn it?",
        "var-second-yellow",
        "Yes",
    ),
    # Law 12.3: a punch off the ball is violent conduct, not a keeper's challenge graded by manner
    (
        "their keeper punched our striker in the face after the ball had gone, should he be sent off?",
        "red-card-violent-conduct-red",
        "Yes",
    ),
    # a keeper's question that tells no challenge is not the keeper's foul answer
    # (since 2026-12-06 the shoot-out's cards need a shoot-out said: the keeper's red card answer gives the Yes)
    ("can a goalkeeper be sent off?", "goalkeeper-sent-off-outfielder-in-goal", "Yes"),
    # Law 11.2: not involved (the ref letting it run is no dummy of his)
    (
        "their 9 was offside, the ref let it run, the ball went past the 9 to their 11 who was onside and scored, "
        "offside?",
        "offside-not-involved",
        "No",
    ),
    # Law 11.2: a defender's attempted clearance is a deliberate play, however it ends (not the team-mate's pass)
    (
        "our 9 was offside, their defender tried to clear and hit his own man, it went to our 9. would that reset it?",
        "deliberate-play-not-offside",
        "Yes",
    ),
]

# Already there at review 23, mended beside: a booked player's reckless foul is his second caution (Law 12.1, 12.3);
# kicking the ball away is delaying the restart, a caution; a question whether he can be sent off is no "No."
ALREADY_THERE = [
    (
        "on a yellow and another foul, reckless this time, he has to go right?",
        "second-yellow-reckless",
        "Yes",
    ),
    (
        "our lad was on a booking and got done for a late reckless tackle, is that automatically a second yellow and off?",
        "second-yellow-reckless",
        "Yes",
    ),
    ("is a reckless tackle a red card?", "reckless-tackle-caution", "No"),
    (
        "already booked and he kicked the ball away after the free kick was given, second yellow?",
        "caution-delaying-restart",
        "Yes",
    ),
    (
        "booked in the first half, fouled again in the second, can the ref send him off?",
        "second-yellow-next-foul",
        "Not always",
    ),
    ("booked twice but the ref didn't send him off, can he do that", "second-yellow-stays-on", "No"),
]

test_review23_answer = probe_test(CASES)
test_review23_already_there = probe_test(ALREADY_THERE)
