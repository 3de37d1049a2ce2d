"""Review 48 (a hostile review of this stop's changes, 492be94..ad177be, 2026-12-06): what they made untrue or
answered wrongly, mended, and highs already there that it found, each with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Law 12.3: the sending-off an offence deserved comes at the next stoppage after advantage (had the DOGSO answer's
    # "not sent off", through review 47's excludes)
    (
        "ref played advantage on a red card tackle, does the guy still get sent off",
        "advantage-card-later",
        "Yes.",
    ),
    # ... and a second caution too: its own answer (had the topic, or whether advantage should have been played)
    (
        "ref played advantage after a reckless foul by a guy already booked, does he get sent off after",
        "advantage-second-yellow-later",
        "Yes.",
    ),
    (
        "he was on a yellow and the ref played advantage for his second bookable foul, does he still get a second"
        " yellow",
        "advantage-second-yellow-later",
        "Yes.",
    ),
    ("ref waves play on for a second bookable offence, is that right", "advantage-serious-foul", "Only if"),
    # ... a caution after advantage for a reckless foul is right: "isn't that wrong?" is its No
    (
        "ref played advantage and then booked him for a reckless tackle, isnt that wrong?",
        "advantage-card-later",
        "No.",
    ),
    # VAR protocol: a VAR review can lead to a red card; "can var give someone a red" asks that (had "No.")
    ("can var give someone a red card", "var-direct-red", "Yes."),
    # Law 14.1: a team-mate of the kicker, worded many ways, may score the rebound off the woodwork (had "No.")
    ("kicker hits the post then his mate scores, allowed?", "penalty-rebound-team-mate", "Yes."),
    (
        "pen bounced off the upright and our 7 who wasnt the taker put it in, goal?",
        "penalty-rebound-team-mate",
        "Yes.",
    ),
    (
        "penalty comes back off the woodwork and his teammate slots it home, does it count",
        "penalty-rebound-team-mate",
        "Yes.",
    ),
    # ... the kicker himself may not, whoever tells it
    ("pen hits post, taker smashes the rebound in. goal?", "penalty-rebound-kicker", "No."),
    # Law 12.2: a spill or a palm is no control, so picking it up after is no offence (had "Yes.")
    (
        "goalkeeper spills a shot and then picks it up again, is that illegal",
        "keeper-parry-then-catch",
        "No.",
    ),
    (
        "keeper palms the ball down, then catches it, is that an indirect free kick",
        "keeper-parry-then-catch",
        "No.",
    ),
    # Law 3.10: the captain is not carded for his team's behaviour (had "Yes.")
    ("captain booked because his team kept arguing, can the ref do that", "captain-can-be-cautioned", "No."),
    ("can the captain be sent off for what his team does", "captain-can-be-cautioned", "No."),
]

test_review48_answer = probe_test(CASES)

PLAYS = [
    # Law 11.1: "the replay isnt clear if he was behind the last defender" doubts where he was (had offside)
    (
        "ball played through, our striker scored, the replay isnt clear if he was behind the last defender. offside?",
        "ask:position",
    ),
]

test_review48_play = ruling_test(PLAYS)
