"""Review 13 (a hostile probe of the 2026-12-05 changes, 229 questions): what the changes broke, mended, each ruled
from the Laws (IFAB 2026/27): the answer id and the opening the Laws give ("" a statement)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 11.2: "our defender" of an attacking fan is the striker's team-mate (it had "An opponent deliberately played")
    (
        "our defender hoofed it forward and the striker was miles offside and scored. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # Law 12.3: DOGSO outside the area is a red, tried for the ball or not (it had the last-man answer's "Yes, that's
    # right." to "yellow right?")
    (
        "tripped him outside the box as last man, ref gave red. he went for the ball though. yellow right?",
        "dogso-outside-area",
        "No, that's not right",
    ),
    (
        "a defender who fouls a striker clean through outside the box only gets a yellow, right?",
        "dogso-outside-area",
        "No",
    ),
    # Law 15: no goal direct from a throw-in; the echo "can it?" asks of the right answer now (it had the throw-in
    # offside answer turned to "Yes.")
    ("bloke says a throw in cant go straight into the goal. can it?", "goal-direct-throw-in", "No"),
    # Law 12.2: a keeper may not handle a team-mate's throw-in (it had the throw-in offside answer's "Yes.")
    (
        "my mate says keepers cant handle throw ins from teammates. does he?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    # ... and a corner straight in still counts (a paraphrase of the throw-in's had taken it)
    ("corner went straight in without anyone touching it, does it count", "goal-direct-corner", "Yes"),
]


test_review13 = probe_test(CASES)


CASES_ALREADY_THERE = [
    # VAR protocol (2026/27): a clearly wrong second yellow can be reviewed (it had the missed one's "No.")
    (
        "ref gave a second yellow for a dive but replays showed he was fouled. can VAR step in?",
        "var-second-yellow",
        "Yes",
    ),
    # Law 12.3: holding back a player clean through outside the area is a red ("a yellow would do, right?" had "Yes.")
    (
        "clear run on goal, hauled back outside the box. ref gave red. harsh. a yellow would do, right?",
        "dogso-outside-area",
        "No, that's not right",
    ),
    # Law 12.2: shielding within playing distance is allowed (it had "No, as long as ..." to "was that legal?")
    ("our defender stood between their striker and the ball, was that legal?", "foul-shielding", "Yes"),
    ("is shielding the ball a foul?", "foul-shielding", "No"),
    # Law 12.2: out of playing distance it is impeding (a new answer)
    ("is shielding allowed without the ball in playing distance?", "foul-impeding", "No"),
    ("is obstruction still a foul?", "foul-impeding", "Yes"),
    # Law 12.2: "or can he?" echoes the claim as "can he?" does (it had "Yes.")
    (
        "mate says keeper cant pick up a backpass from a throw in. or can he?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    # VAR protocol: a VAR-only review needs no look at the replay by the referee (it had "No.")
    ("can VAR give a pen without the ref watching the replay?", "var-screen-not-always", "Yes"),
]


test_review13_already_there = probe_test(CASES_ALREADY_THERE)


CASES_WENT_IN_WITHOUT_HIM = [
    # Law 11.2: an offside player is penalised only if involved; the ball told going in without him, that is asked (it
    # had the deflection answer's "Yes." and the rebound's "No.", each penalising a play he never made)
    (
        "their striker was in an offside position when their winger crossed, it hit our defender and went in. offside?",
        "situation:ask",
        "Did he play the ball",
    ),
    (
        "our striker was offside when the shot came in, he didnt touch it, it went in off the post. goal?",
        "situation:ask",
        "He never touched it",
    ),
    # ... and one told playing it is still ruled
    (
        "shot deflected off a defender to the striker who was offside, he scored. offside?",
        "situation:offside",
        "Yes, offside",
    ),
]


test_review13_went_in_without_him = probe_test(CASES_WENT_IN_WITHOUT_HIM)
