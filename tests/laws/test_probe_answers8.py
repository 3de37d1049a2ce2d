"""An eighth hostile probe of /var explain, on the Laws other than offside: cards (second yellow, dissent, simulation,
entering the field without permission), DOGSO and stopping a promising attack (advantage, holding in the area,
deliberate handball on the line), penalties (keeper off the line and a miss, feinting after the run-up, following up a
save) and restarts. Each had an untrue Yes or No, or an answer from another topic; each now gets the Law's own answer.
True neighbours keep theirs."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for the statement with no bare Yes or No)
CASES = [
    # second yellow: "and you're off" is the sending-off, not staying on; a replacement is Law 3.6
    ("two yellows and you're off, right?", "second-yellow-red", "Yes"),
    ("booked twice in a game and you're off, yeah?", "second-yellow-red", "Yes"),
    ("if you get two yellows can your team bring a sub on for you?", "red-card-replace", "No"),
    ("does a second yellow mean a red card?", "second-yellow-red", "Yes"),
    ("can a player carry on playing after getting a second booking?", "second-yellow-stays-on", "No"),
    # simulation is a caution, never a sending-off
    ("is simulation a red card offence?", "caution-simulation-not-red", "No"),
    ("can you get sent off for diving?", "caution-simulation-not-red", "No"),
    ("is diving a booking?", "caution-simulation", "Yes"),
    ("you can't get booked for diving, right?", "caution-simulation", "No, that's not right"),
    # dissent is a caution; abusive language is the red
    ("is dissent a yellow card?", "caution-dissent", "Yes"),
    ("do you get booked for arguing with the ref?", "caution-dissent", "Yes"),
    ("arguing with the referee is a red card, right?", "red-card-offensive-language", "Not always"),
    ("can you get a straight red for swearing at the ref?", "red-card-offensive-language-can", "Yes"),
    # entering or leaving the field without permission
    (
        "is a player booked for coming back onto the pitch without the ref's permission?",
        "caution-entering-without-permission",
        "Yes",
    ),
    (
        "a player who leaves the pitch on purpose without asking gets a yellow, right?",
        "caution-entering-without-permission",
        "Yes",
    ),
    ("can a sub on the bench get a red card?", "red-card-substitute", "Yes"),
    # (advantage after a foul on a promising attack, no caution: its own intent cost a held-out answer; left open)
    ("a tactical foul to stop a counter attack is a yellow, right?", "spa-tactical-foul-yellow", "Yes"),
    ("if the ref plays advantage after a DOGSO foul, is it still a red?", "advantage-dogso-caution", "No"),
    (
        "if the ref plays advantage after a bookable foul, does the player still get booked?",
        "advantage-card-later",
        "Yes",
    ),
    # holding in the area stays a red even with the penalty
    (
        "a defender who drags back a striker through on goal in the box only gets a yellow because it's a penalty, right?",
        "dogso-holding-not-only-yellow",
        "No",
    ),
    (
        "is holding a striker through on goal in the box a red even if a penalty is given?",
        "dogso-in-area-holding",
        "Yes",
    ),
    # deliberate handball that denies a goal is a red; a non-deliberate one with a penalty is a caution
    (
        "if a defender deliberately punches it off the line is he sent off?",
        "handball-deliberate-stops-goal-red",
        "Yes",
    ),
    (
        "can a defender be sent off for handling on purpose to stop a goal?",
        "handball-deliberate-stops-goal-red",
        "Yes",
    ),
    (
        "is it a red for a handball on the line that stops a certain goal?",
        "handball-on-line-red",
        "Not always",
    ),
    (
        "if a defender handles on the line and the ball still goes in, is he sent off?",
        "handball-unsuccessful-prevent",
        "No",
    ),
    ("every time the ball hits a hand it's a free kick, right?", "handball-not-every-touch", "No"),
    # penalties: keeper off the line and a miss, illegal feint, following up a save
    (
        "if the keeper leaves his line early and the shot goes wide, is it always retaken?",
        "penalty-retake-keeper-line",
        "Only if",
    ),
    (
        "if the keeper comes off his line and saves it, is the penalty retaken?",
        "penalty-keeper-save-retake",
        "Yes",
    ),
    (
        "is it a free kick to the other team if the taker feints after his run up, even if he scores?",
        "penalty-feint-free-kick",
        "Yes",
    ),
    ("can the penalty taker stop at the ball and fake a shot?", "penalty-feint-after-runup", "No"),
    ("can the taker follow up if the keeper parries his penalty?", "penalty-rebound-save", "Yes"),
    ("in a shootout, can you score the rebound after the keeper saves?", "shootout-rebound", "No"),
    # restarts
    ("can a goal kick go straight in the opponent's net?", "goal-direct-goal-kick", "Yes"),
    ("can you score from a kick off?", "goal-direct-kick-off", "Yes"),
]


test_probe_answer = probe_test(CASES)
