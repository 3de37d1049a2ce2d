"""The round on the odd halves of voices30 (furious at a decision) and voices31 (teaching someone), written blind:
each mend, asked again in other words (the sets' own items are scored by test_eval's gates), with the opening the
Laws give ("" a statement)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.3: in the area, with the pen given, an attempt to play the ball is a caution (it had the holding answer's red)
    (
        "he slid in going for the ball in the box, pen given, surely not a red as well?",
        "dogso-in-area",
        "Not always",
    ),
    # VAR protocol (2026/27): a clearly wrong second yellow can be reviewed (it had the missed second yellow's "No.")
    ("so var can overturn a second yellow now?", "var-second-yellow", "Yes"),
    # VAR protocol: an offence before the team lost the ball and won it back is an earlier phase (it had "Yes.")
    (
        "can var disallow our goal for a foul from before we lost the ball and won it back?",
        "var-phase-before-possession-lost",
        "No",
    ),
    # Law 12.1: shielding within playing distance is no foul (it had the offside player in the way's "Yes.")
    ("is it a foul to just stand between the attacker and the ball?", "foul-shielding", "No"),
    # Law 3.2: a substitute enters at a stoppage (it was not sure)
    ("can a sub run on while play is still going?", "substitute-enters-stoppage", "No"),
    # Law 11.2: a team-mate's pass resets nothing (it had the own-half answer)
    (
        "does a pass from our own guy make a lad who was offside onside again?",
        "deliberate-play-team-mate",
        "No",
    ),
    # not a Laws question: betting, where to play
    ("under 3.5 cards tonight, free money lads", "unsure", ""),
]


test_voices30_round = probe_test(CASES)
