"""The odd half of voices14 (a Swedish fan, a Korean fan, a Greek fan and others writing English with their own
football words): "X, not Y" without an article ("the computer decides now, not referee, right?") sets Y against X
and negates nothing, so the fan's claim is answered on its side (and the referee so set aside is no question of
whether the referee keeps the final say: "Yes." had confirmed the claim that VAR decides); the Swedish cards ("gult kort", "rött kort") and
goal line ("mållinjen") are read as the Laws' words."""

from tests.laws.evaluate import probe_test

CASES = [
    ("with SAOT the machine decides offside now, not referee, right?", "saot-who-decides", "No"),
    ("so VAR makes the final call now, not the referee, correct?", "var-who-decides", ""),
    ("is a shirt pull a gult kort every single time?", "holding-card", "Not always"),
    ("is a second gult kort a rött kort?", "second-yellow-red", "Yes"),
    ("does the whole ball have to be over the mållinjen?", "goal-whole-ball", "Yes"),
]


test_voices14_wordings = probe_test(CASES)
