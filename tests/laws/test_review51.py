"""Review 51 (a second hostile hunt for untrue answers, at 3aec549, 2026-12-06, weighted to told plays): the highs
mended, each with what the Laws (IFAB 2026/27) say, and told plays of the round's blind plays sets (plays16-17, odd
halves) and their kin. Those left are in the stop's note."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

CASES = [
    # Law 10.3: a kick in off the post and the keeper, no second touch, is a goal (had the follow-up's "No.")
    (
        "In a shoot-out, the kicker's shot hit the post, bounced off the keeper's back and went in. Goal?",
        "penalty-post-then-keeper",
        "Yes.",
    ),
    # Law 11.1: level with the keeper but beyond every defender is beyond the second-last opponent (had the level "No.")
    ("offside if ur level with the keeper but ahead of every defender?", "offside-goalkeeper-counts", "Yes."),
    # Law 12.3: a second caution is a sending-off (had the shirt-off caution's "No.")
    (
        "booked for taking his shirt off and he was already on a yellow, red?",
        "second-yellow-red",
        "Yes.",
    ),
    # VAR protocol: a corner already taken cannot be changed (had the 2026/27 corner answer's "Yes.")
    (
        "Can VAR overturn a corner that was given 2 minutes ago and led to a goal?",
        "var-after-restart",
        "Only",
    ),
    # Law 11.4: the offside offence is penalised where it happened (had the own-half position answer's "No.")
    ("Can an offside offence be penalised in the offender's own half?", "offside", ""),
]

test_probe_answer = probe_test(CASES)

PLAYS = [
    # second-language comparisons and "the same line"
    (
        "Our number 9 he is more far than the last defender of them when the pass comes, the goalkeeper on his line."
        " He takes the ball and score.",
        OFF,
    ),
    (
        "Our 9 and their last defender, exactly same line, the body, the feet, when our 6 pass. Keeper on his line."
        " 9 score.",
        NO,
    ),
]

PLAYS += [
    # "exactly on the line of" the last defender is level; the last outfield "man" is the last outfield player
    ("our 9 exactly on the line of their last defender at the pass, keeper on line, scored. off??", NO),
    (
        "Our 8 shoots from outside the box, their keeper tips it onto the bar, it drops, our 10 nods it in. 10 was"
        " beyond their last outfield man when 8 struck it. Offside or not?",
        OFF,
    ),
    # a punch of a ball told flying in is a save; one doubted ("a shot going in ... or a cross?") is asked
    (
        "our 8's shot was flying into the top corner, their keeper punched it out, and our 9 who'd been offside when 8"
        " shot volleyed it in",
        OFF,
    ),
    (
        "Fergal scored, and before that it came off their goalie's fist, and before that Cormac had hit it in from thirty"
        " yards out, with Fergal behind their back line when Cormac hit it. Now was Cormac's ball a shot going in that"
        " the goalie punched out, or a cross he came off his line to clear? I missed it.",
        "ask:received_from",
    ),
]

test_play = ruling_test(PLAYS)
