"""The voices92-95 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Law 12.3: advantage after a DOGSO offence is a caution, told as "a clear run at goal" (had the in-area attempt's
    # answer, which is about a penalty)
    (
        "if the ref waves play on after a foul that denied a clear run at goal, does the defender still get a red when "
        "the ball next goes dead?",
        "advantage-dogso-caution",
        "No.",
    ),
    # ... and after a tactical foul that killed a break, no caution at all (had the card-later answer's "Yes.")
    (
        "their lad cynically trips our winger to kill a break and the ref waves play on. does he still get booked once "
        "the advantage is over?",
        "advantage-spa-no-caution",
        "No.",
    ),
    # Law 7.3: the added time shown is a minimum (had who decides it, and the VAR's breakdown)
    (
        "board went up with four. can the ref knock it down to three if the game goes dead?",
        "added-time-not-reduced",
        "No.",
    ),
    ("can the ref knock a minute off the added time on the board?", "added-time-not-reduced", "No."),
    # Law 15: no goal straight from a throw-in (had where a free kick in the goal area is taken)
    (
        "their long-throw man is launching them into the six-yard box every time. can you score direct from a throw?",
        "goal-direct-throw-in",
        "No.",
    ),
    # ... but a keeper's throw is the goal Law's own question
    (
        "can a keeper score straight from a throw of the hand, all the way into the far net?",
        "goal-keeper-throw",
        "No.",
    ),
    # Law 14.1: the keeper needs only part of one foot on the line (had the kicker's double touch, from "both my feet")
    (
        "at a pen, do both my feet have to be touching the line when he hits it? i'm the keeper",
        "penalty-keeper-both-feet",
        "No.",
    ),
]

test_voices92_95_answer = probe_test(CASES)


PLAYS = [
    # Law 11.3: a throw-in or a quick free kick, nobody sure which, decides (had the free kick taken as told)
    (
        "the ball came in from the right touchline, a throw-in or a quick free kick, nobody's sure which, straight to "
        "our striker a yard beyond their last outfield defender, their keeper on his line. he scored first touch.",
        "ask:received_from",
    ),
    # Law 11 (2025/26): a keeper's throw is judged at its release, doubted as "whether ..., nobody can say"
    (
        "our keeper threw it long. as he wound up our winger was level with their last defender; whether he'd got past "
        "him when the ball left our keeper's hand, nobody can say. he ran on and scored.",
        "ask:position",
    ),
    # Law 11.1: nearer goal than the ball and "both our centre-backs" (read nowhere before)
    (
        "their winger's shot struck our keeper's legs and bounced out; when that shot was hit their 9 was closer to our "
        "goal than the ball and both our centre-backs. he tapped in the rebound.",
        "offside",
    ),
    # Law 11.2: a defender with all the time in the world plays a lazy back-pass that "stopped short": his deliberate
    # play, no save by the keeper (had "save": offside)
    (
        "their left-back had ages on the ball, nobody near him, and rolled a lazy back-pass to his keeper that stopped "
        "short. our striker, who'd been beyond their last defender when our midfielder last played it, got there "
        "first and scored.",
        "no-offence",
    ),
    # ... which half he was in, asked and not known ("was any part of him over into our half? no idea")
    (
        "our back four had pushed up past halfway. their striker was loitering right on the halfway line when the ball "
        "was hit forward. was any part of him over into our half? no idea from my angle. he ran through and scored.",
        "ask:position",
    ),
    # ... the deliberate handball doubted: "nobody can agree on is whether ..."
    (
        "our cross struck their defender's arm and dropped to our forward, who'd been offside when it was crossed, and "
        "he scored. the only thing nobody can agree on is whether the defender went for it with his hand on purpose "
        "or it simply hit him.",
        "ask:received_from",
    ),
    # ... which side of the armpit line the part of him beyond was (had "offside")
    (
        "our striker scored from our winger's pass. at the pass the only bit of him in front of their second-last man "
        "was up around the top of his arm, and i can't say whether it was above or below the armpit line.",
        "ask:position",
    ),
]

test_voices92_95_play = ruling_test(PLAYS)
