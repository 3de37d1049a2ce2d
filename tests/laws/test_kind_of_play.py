"""A kind of play told like a headline (in the present, of nobody in particular) gets the rule that answers it; a play
told of our and their players as it happened keeps its ruling. A defender's back-pass to his own keeper is an
opponent's deliberate play, never the keeper's own offside nor a team-mate's backward pass (Law 11.2)."""

from tests.laws.evaluate import probe_test

CASES = [
    # the rule answer says why (an under-hit back-pass is still a deliberate play); the ruling had said less
    (
        "defender underhits a backpass, offside striker nips in and scores. offside?",
        "backpass-underhit",
        "No.",
    ),
    # had the keeper-as-attacker "Yes.", then the backward pass's "Yes." (Law 11.2: a deliberate play by an opponent)
    (
        "If a defender plays a back-pass to his keeper too softly and one of ours who was standing offside gets to it, "
        "is that offside?",
        "backpass-underhit",
        "No.",
    ),
    # a play that happened, to our and their players, is ruled
    (
        "their centre-back underhit a back-pass and our striker, who was stood offside, nipped in and scored. offside?",
        "situation:no-offence",
        "No offside offence.",
    ),
    # the keeper up for a corner is still the keeper's own offside
    (
        "our keeper went up for a corner and was offside, can that be given?",
        "offside-goalkeeper-attacker",
        "Yes.",
    ),
]

test_kind_of_play = probe_test(CASES)
