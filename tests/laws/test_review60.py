"""Review 60 (a hostile hunt for answers the stop's own changes made untrue, at 6b2f8fc, 2026-12-06): the highs mended,
each with its Law (IFAB 2026/27). "Gave nothing", "didn't give anything", "let play go on" are a call ("nothing"); "booked
nobody" is judged against every intent whose call is a card; a time after the countdown is no time held; "that was wrong
wasn't it?" judges the call wrong; a substitution's ten seconds are a time case; "went straight back on" is a call.
Those left are in the stop's note."""

from bot.laws.calls import judged_call
from bot.laws.intents import load_intents
from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.2: more than eight seconds in the hands is a corner; nothing given is not the Law's call
    ("keeper held it 10 seconds, ref didn't give anything, correct?", "keeper-eight-seconds-corner", "No"),
    ("keeper held the ball 15 seconds and ref let play go on, right?", "keeper-eight-seconds-corner", "No"),
    ("keeper had the ball 12 seconds and ref gave nothing, correct?", "keeper-eight-seconds-corner", "No"),
    # VAR protocol (2026/27): a clearly wrong second yellow may be reviewed now; a first yellow may not
    (
        "ref showed a second yellow but VAR checked it and overturned it, correct this season?",
        "var-second-yellow",
        "Yes",
    ),
    # Law 12.2: the keeper in control of the ball may not be challenged
    (
        "striker kicked the ball out of the keeper's hands and scored, is he ok?",
        "keeper-challenged-holding-ball",
        "No",
    ),
    # ... a time after the countdown is no time held
    (
        "keeper released it 2 seconds after the countdown ended and ref gave a corner, right call?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # ... the call said to be wrong, as a statement tagged
    (
        "keeper held it 10 seconds and the ref gave a corner, that was wrong wasn't it?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    # Law 12.3: DOGSO outside the area is a red; no card is not the Law's call
    (
        "last man hauled down the striker through on goal 25 yards out, ref booked nobody, right call?",
        "dogso-outside-area",
        "No",
    ),
    # Law 12.3: simulation is a caution
    ("striker dived in the box, ref booked nobody and gave a goal kick, right?", "caution-simulation", "No"),
    # Law 12.3 / Law 5.3: the card a foul deserves is shown at the next stoppage after advantage
    (
        "ref played advantage after a reckless foul but then booked nobody, right call?",
        "advantage-card-later",
        "No",
    ),
    # Law 12.3: a deliberate handball stopping a goal is a red, outside the area too
    (
        "defender deliberately handled it outside the box to stop a goal, yellow card only right?",
        "handball-deliberate-stops-goal-red",
        "No",
    ),
    # Law 13.1: straight into the goal from an indirect free kick, no goal
    (
        "player scored directly from an indirect free kick, the goal is off?",
        "goal-direct-indirect-free-kick",
        "Yes",
    ),
    # Law 1.2 / Law 14: the line is part of the penalty area
    (
        "ref gave a penalty for a foul on the line of the box, that was wrong wasn't it?",
        "penalty-foul-on-line",
        "No",
    ),
    # Law 13.1: a goal may be scored directly from a direct free kick
    (
        "ref gave a goal when the direct free kick went straight in, that was wrong wasn't it?",
        "goal-direct-free-kick",
        "No",
    ),
    # Law 15 (2026/27): a slow throw-in goes to the opponents, no indirect free kick
    (
        "throw in took ages, ref counted down and gave an indirect free kick, right call?",
        "restart-countdown-exists",
        "No",
    ),
    # Law 3 (2026/27): the substitute waits only when the player took more than 10 seconds
    (
        "substituted player walked off in 8 seconds and the ref still made the sub wait a minute, right call?",
        "substitution-leave-quickly",
        "No",
    ),
    # Law 5.3: a player treated on the field must leave it
    (
        "player got treated on the pitch for an injury then went straight back on, right call?",
        "injured-player-stay-off",
        "No",
    ),
]

test_probe_answer = probe_test(CASES)


def test_no_card_is_not_the_call_wherever_the_law_shows_a_card():
    # one rule in calls.py, not a "no card" listed in each intent: every intent whose call is a card judges no card wrong
    cards = {"yellow", "red", "caution", "booking", "yellow card", "red card", "sending-off", "sending off"}
    carded = [
        i for i in load_intents().values() if cards & set(i.right_calls) and "no card" not in i.right_calls
    ]
    assert len(carded) >= 20
    for intent in carded:
        assert judged_call("the ref booked nobody. right call?", intent) is False, intent.id
