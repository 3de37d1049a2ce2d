"""Told plays in a referee's words (the voices46 round, 2026-12-05): each reading ruled from Law 11 on the facts told
only. Worded afresh here, not copied from the evaluation set."""

from tests.laws.evaluate import AP, NO, OFF, probe_test, ruling_test

CASES = [
    # "with the ball behind him" puts him ahead of the ball (it had been read as behind the ball: "not in an offside
    # position")
    (
        "our 10 hit the bar and our 9, a yard past their second-last defender with the ball behind him when it was "
        "struck, nodded in the rebound",
        OFF,
    ),
    ("our 7 crossed and our 9, level with the ball when it was crossed, headed it in", NO),
    # coming back level after the pass, before the ball got to him, does not undo his place at the pass (Law 11.1)
    (
        "their 9 was two yards beyond our back line when their 6 played it, then walked back level with our centre "
        "halves before it reached him, and scored",
        OFF,
    ),
    # ... while coming back before the pass was played does
    (
        "their 9 had been beyond our back line but jogged back level before their 6 played it, and he scored",
        NO,
    ),
    # a referee's shorthand: "in an off position", "closer to goal than the ball and the 2nd-last D"
    ("our striker was in an off position when our 6 shot, the keeper parried it to him and he scored", OFF),
    (
        "att #10 heads it back across; att #9 was nearer the goal than the ball and the 2nd-last D at that moment, "
        "and #9 volleys it in",
        OFF,
    ),
    # a linesman who never saw where he was at the pass: asked, not ruled from where he was later
    (
        "their 11 got in behind and scored, but I was watching a tackle when their 8 played it and never clocked where "
        "the 11 was at that moment. By the time I looked he was miles past our back line",
        AP,
    ),
]


test_a_referees_told_play = ruling_test(CASES)


# Rule questions in a referee's words: (question, answer id, opening)
RULES = [
    # Law 12.3: violent conduct is "using or attempting to use" excessive force, "regardless of whether contact is
    # made" (the straight red's "Yes." had answered "only when contact is made?")
    (
        "VC only if contact is made? he swung an elbow off the ball and missed",
        "red-card-violent-conduct-no-contact",
        "No",
    ),
    ("he lashed out at their lad and missed, is he still off?", "red-card-violent-conduct-no-contact", "Yes"),
    ("is violent conduct a straight red", "red-card-violent-conduct-red", "Yes"),
    # Law 10.1: a keeper's throw straight into the opponents' goal is a goal kick (not the throw-in's answer)
    (
        "their goalie threw it the length of the pitch and it went in, does a keepers throw count?",
        "goal-keeper-throw",
        "No",
    ),
    # Law 3 (2026/27): a substituted player has ten seconds to leave; not the sent-off player's replacement
    (
        "the player being replaced took an age walking off, is there a time limit for him now?",
        "substitution-leave-quickly",
        "Yes",
    ),
]

test_a_referees_rule_question = probe_test(RULES)
