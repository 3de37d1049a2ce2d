"""The 2026-12-05 round on voices70-71 (the gamer, the first-timer abroad): rule answers that said something untrue or
answered another question, and told plays read wrong. What the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Law 12.3 (advantage): advantage played on a DOGSO foul makes it a caution (had the holding-in-the-box red's "Yes.")
    (
        "ref waves play on after their cb trips my striker who was clean through on goal, and my guy still gets a shot "
        "away. does the cb still get a straight red when the ball goes dead?",
        "advantage-dogso-caution",
        "No.",
    ),
    # Law 12.3: removing the shirt is a caution (had the DOGSO outside the area's "No.")
    ("rip the shirt off after a 30 yard finesse shot, is that just a yellow?", "caution-shirt-off", "Yes."),
    # Law 3.1: seven may play on (had the sent-off replacement's "No.")
    (
        "Jejku, three red cards for one team today. If they lose more, can match still continue when only seven players "
        "are left?",
        "seven-players-continue",
        "Yes.",
    ),
    # Law 4.4: jewellery is forbidden, taped or not (had "not sure")
    (
        "A substitute had to take off his ring before he could go on. Can players wear a wedding ring if they put tape on "
        "it?",
        "jewellery-forbidden",
        "Jewellery is forbidden",
    ),
    (
        "are players allowed to wear a wedding ring if it's taped?",
        "jewellery-forbidden",
        "Jewellery is forbidden",
    ),
    # Law 12.3: a deliberate handball that denies a goal is a red wherever it happens (had the save's offside "Yes.")
    (
        "outfield player deliberately palms a goalbound shot away. red card?",
        "handball-deliberate-stops-goal-red",
        "Yes.",
    ),
]

test_voices70_71_answer = probe_test(CASES)

PLAYS = [
    # Law 11.1: "goal side of our whole defence" when the free kick was taken is an offside position (had asked where)
    (
        "quick free kick from the halfway line, their striker was goal side of our whole defence, our keeper on his line, "
        "when it was kicked. he ran onto it and scored. their fans: no offside from free kicks",
        "offside",
    ),
    # ... and a run back into his own half after the pass changes nothing ("Then striker ran back ... received ball there")
    (
        "When home midfielder passed from his own half, home striker was in opponent half, nearer goal than ball and all "
        "defenders except goalkeeper. Then striker ran back into his own half and received ball there. Flag went up. Is "
        "it really ofusaido even in own half?",
        "offside",
    ),
]

test_voices70_71_play = ruling_test(PLAYS)
