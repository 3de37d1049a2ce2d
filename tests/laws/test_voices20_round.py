"""voices20's odd half (the boundary of a rule and a told play, written blind), in new wordings: what its misses showed.

A yes/no question about Kane's offside, asked after the story of the goal being chalked off, gets the yes/no answer; a
keeper who rolls the ball out and picks it up again is handling it after his release, not a restart taken twice; a
question about who makes the offside technology is not one the Laws answer; and Latvian football words are read."""

from tests.laws.evaluate import probe_test

CASES = [
    (
        "my uncle still moans about Kane's goal at Sporting that got chalked off in the 95th minute. going by the lines, "
        "was Kane really offside when Emerson headed it back?",
        "kane-offside",
        "Yes",
    ),
    (
        "keeper rolls it out to his feet, takes a couple of touches and then picks it up again before anyone else has "
        "touched it. offence?",
        "keeper-handles-again-after-release",
        "Yes",
    ),
    # (the SAOT topic's own summary is no answer either, but says nothing untrue; the system's maker is no Laws question)
    ("who makes the cameras for the semi-automated offside system?", ("unsure", "saot"), ""),
    (
        "Our vārtsargs threw it out quick. When it left his hand, our uzbrucējs was a metre past their last aizsargs, "
        "their keeper on his line. He scored. Offside?",
        "situation:offside",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)
