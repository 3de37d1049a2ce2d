"""Misses of the voices13 round, asked here in other words: each gets the intent that answers it, with its Yes or No
on the side asked."""

import pytest

from tests.laws.evaluate import check_probe_answer

# (question, the answer id, the opening: "Yes", "No", "Not always" or "")
CASES = [
    # Hindi (Hinglish): its little words are filler, its football words the Laws' ("haath", "seedha", "pheka")
    (
        "Goal kick se seedha ball mila, striker sab defenders se aage khada tha. Offside nahi hai na?",
        "offside-goal-kick",
        "No",
    ),
    (
        "Keeper ne haath se ball pheka aur woh seedha doosre goal mein gaya. Goal hoga?",
        "goal-keeper-throw",
        "No",
    ),
    # ... and the scorer named with "ne" after a team-mate's accidental touch
    (
        "Winger ke haath pe galti se ball laga, phir striker ne goal kiya. Goal milega na?",
        "handball-accidental-teammate",
        "Yes",
    ),
    ("penalty shootout mein kitne kick hote hain har team ke?", "shootout-how-many-kicks", ""),
    # Tagalog (Taglish): markers and particles are filler, "pwede(ng)" is "can", "totoo ba" "is it true"
    (
        "Pwede bang ma-offside galing throw-in? Nasa likod siya ng lahat ng defenders",
        "offside-throw-in",
        "No",
    ),
    ("Totoo ba na pwedeng mag-score ang goalkeeper?", "goal-keeper-can-score", "Yes"),
    (
        "Lumabas yung keeper sa box at hinawakan yung bola para pigilan yung goal. Red card ba?",
        "handball-goalkeeper-outside-red",
        "Yes",
    ),
    (
        "Si number 9 daw ang kukuha ng penalty pero si number 4 ang kumuha. Ano mangyayari?",
        "penalty-wrong-kicker",
        "No goal",
    ),
    # Jamaican patois: the goal kick given is the call Law 15 makes, so the call judged is right (review 52, calls.py; it
    # had the no-goal "No.", read as the goal's)
    (
        "di ref give goal kick when di long throw go straight inna di net an nobody touch it, dat right?",
        "goal-direct-throw-in",
        "Yes",
    ),
    # a punch after the restart is violent conduct: VAR may still review it
    (
        "a punch behind the play nobody spotted, game restarted with a corner. can var still get him sent off?",
        "var-violent-conduct-after-restart",
        "Yes",
    ),
    # a person out of the crowd who does not interfere: the goal stands
    (
        "a lad came down from the stands, stood near the halfway line, nowhere near the ball, and we scored. does"
        " the goal stand?",
        "goal-extra-person-stands",
        "Yes",
    ),
    # "how do they differ" asks the difference
    ("pundits mix up a var check and a var review. how do they differ?", "var-check-vs-review", ""),
    # "onion bag" is the net
    (
        "he rifled it from the centre circle straight from the kick-off into the onion bag. does it count?",
        "goal-direct-kick-off",
        "Yes",
    ),
    ("like a shot clock, is there a countdown on slow goal kicks now?", "restart-countdown-exists", "Yes"),
]


@pytest.mark.parametrize(("question", "expected", "opening"), CASES)
def test_answer(question: str, expected: str, opening: str) -> None:
    check_probe_answer(question, expected, opening)
