"""Another language's word for offside read where a question's side is read (words.toml [translated]).

The ranking already read "ofsajd" or "abseits" as offside, but the side a yes/no question is worded on was read
without them: "does the ball off the bar reset ofsajd?" took no side, and the answer worded "is it offside if...?"
kept its "Yes." (found in voices17's odd half; these wordings are new)."""

from tests.laws.evaluate import probe_test

CASES = [
    ("does a save by the keeper reset ofsajd?", "save-no-reset", "No"),
    ("my mate says a shot off the crossbar resets the abseits, true?", "rebound-post-no-reset", "No"),
    ("does a deflection off a defender reset spalony?", "deflection-no-reset", "No"),
]


test_a_translated_offside_takes_its_side = probe_test(CASES)
