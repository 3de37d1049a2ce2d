"""Hostile probe 15 (findings left open after probe 16), helper-127's round: restarts, handball, VAR and corners,
substitutes and the ball off a match official, each asked in wordings of helper-127's own (fans' words, slang,
typos), with the answer and opening the Laws (IFAB 2026/27) give.

One finding was the brief's and not the Laws': a free kick lifted with both feet at once is allowed (Law 13.2, "a
free kick can be taken by lifting the ball with a foot or both feet simultaneously"), so its answer is "Yes"."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for the statement with no bare Yes or No)
CASES = [
    # An indirect free kick that touches another player, the goalkeeper included, before going in is a goal
    # (Law 13.1: a goal kick only when it goes in directly)
    (
        "indirect free kick touches the goalkeeper and goes in, goal?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "indirect free kick, our lad hit it and it took a nick off the keeper's glove into the net, does that stand",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "indirecct free kick deflected off a defender into the goal is it allowed",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "ifk, the goalie parried it but it still crept in, does it count",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    # ... and one nobody touched is still no goal (Law 13.1)
    (
        "indirect free kick nobody touched went straight in the net, goal?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    # The referee forgot the indirect signal and it went straight in: the kick is retaken (Law 13.1)
    (
        "referee forgot to raise his arm for an indirect free kick and it went straight in",
        "indirect-free-kick-no-signal",
        "",
    ),
    (
        "ref never had his arm up for the indirect so we just smashed it in, what's the call",
        "indirect-free-kick-no-signal",
        "",
    ),
    (
        "no signal from the ref for the indirect, ball flew straight in, what should happen",
        "indirect-free-kick-no-signal",
        "",
    ),
    (
        "the ref didnt signal indirect and our player scored straight from the free kick, goal kick?",
        "indirect-free-kick-no-signal",
        "",
    ),
    # A team-mate scores after MY accidental handball: only the scorer's accidental handball counts (Law 12.1)
    (
        "it hit my hand by accident, then my mate tapped it in, should the goal stand",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "i handled it accidently and my team mate scored after, does it count?",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "ball struck my arm by accident and our striker knocked it in, goal?",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "ball brushed my hand accidentally, mate smashed it in, disallowed?",
        "handball-accidental-teammate",
        "No",
    ),
    # ... while the one who handled it and scored himself is still penalised (Law 12.1)
    ("it hit my arm by accident and then I scored, does it count", "handball-accidental-scorer", "No"),
    ("my teammate crossed it, it hit my arm and I scored, goal?", "handball-accidental-scorer", "No"),
    # An accidental (non-deliberate) handball offence stopping a goal, penalty given: a caution, not a red (Law 12.3)
    (
        "accidental handball stops a sure goal in the box, is it a straight red",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    (
        "defender blocks a shot on the line with his arm by accident, penalty given, is he sent off",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    (
        "ball hit the cb's arm on the line, wasnt deliberate, pen given, red card?",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    (
        "non deliberate handball on the goal line denies a goal, what card",
        "handball-accidental-stops-goal-caution",
        "",
    ),
    # VAR and corners: since 2026/27 a clearly wrongly awarded corner, if the review can be done at once (§9)
    ("can var change a corner now if the ref gave it wrongly", "var-corner-kick", "Yes"),
    ("ref gave a corner but it came off the attacker last, can var check it", "var-corner-kick", "Yes"),
    ("var corner review 26/27, is that a thing now", "var-corner-kick", "Yes"),
    # ... but not once the corner has been taken (no restart decision is changed once play has restarted)
    ("var checked a corner 3 minutes after it was taken, is that allowed", "var-corner-after-restart", "No"),
    (
        "corner already taken and play went on, can var still go back and say it was a goal kick",
        "var-corner-after-restart",
        "No",
    ),
    ("can var overturn a corner after its been taken", "var-corner-after-restart", "No"),
    # The ball hits the referee and goes out: out of play, the usual throw-in, goal kick or corner (Law 9.1)
    ("the ball hits the referee and goes out of play", "ball-off-referee-out", ""),
    ("ball bounced off the ref and went over the touchline, whose throw", "ball-off-referee-out", ""),
    (
        "shot deflected off the ref and went behind for a goal kick, drop ball or goal kick?",
        "ball-off-referee-out",
        "",
    ),
    (
        "ball pinged off the referee and out for a throw, should it be a dropped ball",
        "ball-off-referee-out",
        "",
    ),
    (
        "the ball hit the linesman and rolled out over the touchline, who takes the throw",
        "ball-off-referee-out",
        "",
    ),
    # A substitute not yet on the field is not a player and may not take a throw-in (Law 3.3)
    ("a substitute takes a throw-in before coming on", "substitute-takes-restart", "No"),
    ("can a sub take a throw in before he's come on", "substitute-takes-restart", "No"),
    ("the substitute warming up took the throw in quickly, allowed?", "substitute-takes-restart", "No"),
    ("can a sub whos not on yet take a throw", "substitute-takes-restart", "No"),
    # A goalkeeper swapping with an outfield player without telling the referee: play on, both cautioned at the
    # next stoppage (Law 3.5)
    (
        "goalkeeper swaps with an outfield player without telling the referee",
        "goalkeeper-swap-without-permission",
        "",
    ),
    (
        "our keeper and centre back swapped places without telling the ref, what now",
        "goalkeeper-swap-without-permission",
        "",
    ),
    (
        "goalie swapped with a defender mid game and nobody told the ref",
        "goalkeeper-swap-without-permission",
        "",
    ),
    (
        # the during-play sibling's "Yes." with its half-time exception, truer than no verdict: Law 3.5 cautions both
        # when the ball is next out of play unless the change was made at half-time (helper-145)
        "keeper and outfield player switch without the ref knowing, yellow cards?",
        "goalkeeper-swap-during-play",
        "Yes",
    ),
    # Throwing the ball at an opponent at a throw-in to play it again: allowed unless careless, reckless or with
    # excessive force (Law 15.1)
    (
        "can you throw the ball against a defender's back at a throw in and play it again",
        "throw-in-at-opponent",
        "Yes",
    ),
    ("throwing it off the opponents back to get it back, legal trick?", "throw-in-at-opponent", "Yes"),
    ("at a throw in i bounced it off his back and took it, is that allowed", "throw-in-at-opponent", "Yes"),
    ("throw in off the defenders back to yourself, legal?", "throw-in-at-opponent", "Yes"),
    # First-half added time is not carried over to the second half (Law 7.3): helper-124's answer, which opens "No."
    # since helper-143/145 (the referee must not make up a first-half timekeeping error in the second half)
    ("is first-half added time carried over to the second half", "added-time-per-half", "No"),
    (
        "does added time from the first half carry over into the second half",
        "added-time-per-half",
        "No",
    ),
    ("first half stoppage time carried over, is that a thing", "added-time-per-half", "No"),
    (
        "ref blew up early in the first half, can he make up for it by playing longer in the 2nd half",
        "added-time-per-half",
        "No",
    ),
    ("time lost before the break, is it tacked onto the end of the second half", "added-time-per-half", "No"),
    # A free kick may be taken by lifting the ball with one foot or both feet at once (Law 13.2)
    ("can a free kick be flicked up with both feet", "free-kick-lifted-both-feet", "Yes"),
    ("rainbow flick free kick with both feet, legal?", "free-kick-lifted-both-feet", "Yes"),
    ("lifting the ball with both feet at a free kick, allowed?", "free-kick-lifted-both-feet", "Yes"),
    ("is the both feet flick up at a free kick legal", "free-kick-lifted-both-feet", "Yes"),
    # A goal kick is kicked from any point within the goal area (Law 16.1)
    ("where is the ball placed for a goal kick", "goal-kick-where", ""),
    # ... the yes/no sibling's verdict first for a yes/no question (helper-145)
    ("can a goal kick be taken from anywhere in the six yard box", "goal-kick-anywhere", "Yes"),
    ("does the goal kick have to be on the corner of the six yard box", "goal-kick-anywhere", "No"),
    ("where can the keeper put the ball down for a goalkick", "goal-kick-where", ""),
    # A goalkeeper bouncing the ball is in control of it (Law 12.2) and cannot be challenged
    ("is a goalkeeper bouncing the ball in control of it", "keeper-bouncing-in-control", "Yes"),
    ("keeper bounces it on the ground, does that count as holding it", "keeper-bouncing-in-control", "Yes"),
    (
        "goalie bouncing the ball, is he still in possession with his hands",
        "keeper-bouncing-in-control",
        "Yes",
    ),
    ("goalie bouncing the ball, can the striker nick it off him", "keeper-challenged-holding-ball", "No"),
    (
        "can an attacker tackle the keeper while he's bouncing the ball",
        "keeper-challenged-holding-ball",
        "No",
    ),
    # A goalkeeper who released the ball may not handle it again before another player touches it: an indirect free
    # kick (Law 12.2)
    (
        "the keeper drops the ball to his feet and then picks it up again, is that allowed",
        "keeper-handles-again-after-release",
        "No",
    ),
    (
        "goalkeeper releases the ball then handles it again before another player touches it",
        "keeper-handles-again-after-release",
        "Yes",
    ),
    ("keeper rolled it out then picked it back up, free kick?", "keeper-handles-again-after-release", "Yes"),
    (
        "can the goalie put it down, dribble, then pick it up again if nobody else touched it",
        "keeper-handles-again-after-release",
        "No",
    ),
]

# What is not fixed yet, each found as the probe said (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
