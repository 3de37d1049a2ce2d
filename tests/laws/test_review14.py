"""Review 14 (a hostile probe of HEAD 5200b3b, 167 questions on the newer Laws, restarts, the keeper, substitutes,
captains, time and the field): each untrue opening it found, mended, ruled from the Laws (IFAB 2026/27): the answer id
and the opening the Laws give ("" a statement)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.2 (2025/26): the eight seconds count only with the ball in the hands (it had the corner answer's "Yes.")
    (
        "does the 8 second rule apply if the keeper has the ball at his feet?",
        "keeper-eight-seconds-feet",
        "No",
    ),
    # the seed match: Kane was offside (it had the would-it-stand-today answer's "No.")
    ("was Kane's goal vs Sporting offside?", "kane-offside", "Yes"),
    ("kane v sporting under the 26/27 laws, goal or not?", "kane-today-stand", "No"),
    # Law 7.4 / 14.1: the half is extended for a penalty (it had "Yes." to "can the ref end the half before ...?")
    ("can the ref end the half before a penalty is taken?", "penalty-added-time", "No"),
    (
        "the ref ended the first half with a penalty still to take. was he allowed to?",
        "penalty-added-time",
        "No",
    ),
    ("can a penalty be taken after time is up?", "penalty-added-time", "Yes"),
    # Law 3.2: up to five (it had the substitute's red card answer's "Yes.")
    ("is it still 3 subs?", "substitutes-how-many", ""),
    # Law 1.8: corner flagposts are compulsory (it had the direct corner's "Yes.")
    ("can a match go ahead without corner flags?", "corner-flagposts-required", "No"),
    ("are corner flags compulsory", "corner-flagposts-required", "Yes"),
    # Law 8.2: a dropped ball is in play when it touches the ground (it had the one-team answer's "Yes.")
    ("is a dropped ball in play when it leaves the refs hand?", "dropped-ball-in-play", ""),
    # Law 12.2: released, the keeper may play it with his feet (it had the handle-again answer's "No.")
    (
        "can the keeper hold the ball with his hands for 5 seconds then put it down and dribble?",
        "keeper-release-and-dribble",
        "Yes",
    ),
    # Practical guidelines: most free kicks need no whistle (it had the end-of-half answer's "Yes.")
    ("do you have to wait for the whistle to take a free kick?", "free-kick-whistle", "No"),
    # Law 7.3: no stopped clock, time lost is added (it had the countdown's "Yes.")
    ("can the ref stop the clock?", "referee-stops-clock", "No"),
    # Law 3.10: the captain is cautioned like anyone (it had "Only if the competition uses it")
    (
        "our captain went to talk to the ref. the ref booked him. can the captain be booked?",
        "captain-can-be-cautioned",
        "Yes",
    ),
    ("can the captain ask the ref to explain a decision?", "captain-ask-referee", "Yes"),
    # Law 13.1: an indirect free kick straight in is a goal kick, retaken only when the signal was forgotten
    (
        "ref gave an indirect free kick in the box and our guy smashed it straight in, does it count?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    (
        "indirect free kick went straight in without anyone touching it. goal?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    # a choice between two restarts takes no Yes or No
    ("is it a free kick or a corner when the keeper holds it too long?", "keeper-eight-seconds-corner", ""),
    ("goal kick or corner if the keeper tips it wide?", "goal-kick-or-corner", ""),
    # Law 9.1: a ball that goes in after the whistle is no goal (it had the goal-signalled-early answer)
    (
        "the ref blew his whistle and then the ball rolled into the net. goal?",
        "goal-after-whistle-for-foul",
        "No",
    ),
    # Law 11.2: another of his side scored, so whether he was involved decides: asked (it had the not-involved "Yes.")
    ("he was offside but he didnt score, his teammate did. goal?", "situation:ask", ""),
    (
        "their 9 was standing offside but someone else scored from the cross. should it count?",
        "situation:ask",
        "",
    ),
    # a word asked about, no play told (it had "Offside." ruled on nobody)
    ("is OFFSIDE valid in Collins as one word? and what's it score on a triple?", "offside-what-is", ""),
    # Law 11.3: no offside offence from a throw-in, the word spelt out letter by letter
    (
        "throw goes straight to a lad 5 yards past the last defender. flag? O-F-F-S-I-D-E",
        "situation:no-offence",
        "No",
    ),
    # the SAOT claim "still the ref's call" is right (it had "No."); since 2026-12-05 the answer saying the referee still
    # decides, which the claim asks of, rather than the one asking whether a computer does (both "Yes." to the claim)
    ("with SAOT it's still the ref's call, yeah? not the robot", "saot-referee-decides", "Yes"),
    # Law 3.2 and the concussion protocol: a concussion substitute is an extra one (it had "Only if ...")
    ("do concussion subs count towards the 5?", "concussion-substitute-extra", "No"),
    # Law 5.3's exceptions under the 2026/27 minute off: its sources do not say, so not sure (it had "One minute: ... must
    # leave")
    ("if a player gets fouled and gets treated does he still have to go off?", "unsure", ""),
    # Law 3.3: the nearest point on the boundary line
    ("does the substituted player have to leave at the halfway line?", "substituted-player-leaves-where", ""),
    # Law 13.1: an indirect free kick touched by the keeper on its way in is a goal (it had the kick-off's "Yes.")
    (
        "can you score directly from an indirect free kick if it takes a deflection off the keeper?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    # Law 17.1: a corner is in play once kicked and moving (it had the arc-line answer)
    ("is the corner in play if it doesnt leave the arc?", "corner-in-play-short", ""),
    # Law 15.1: feet on the ground at delivery (it had the opponent-distance answer's "No.")
    ("can the thrower jump when taking a throw?", "throw-in-jump", "No"),
    # Law 3.9 / 12.3: entering without permission is a caution (it had the advantage answer)
    (
        "our sub came on without the refs ok, does he get booked?",
        "caution-entering-without-permission",
        "Yes",
    ),
    # Law 12.3: a team official's second caution is a sending-off, asked after the seed's story
    (
        "Conte got sent off after Kane's goal was ruled out. can a coach be sent off for a second yellow?",
        "coach-second-yellow",
        "Yes",
    ),
    # Law 11.2: the ball went out untouched, the goal kick only asked: no "from a goal-kick" reason
    (
        "their winger was in an offside position but just stood there and the ball went out. is that a goal kick or offside?",
        "situation:no-offence",
        "No",
    ),
]


test_review14 = probe_test(CASES)
