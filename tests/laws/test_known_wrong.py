"""Five answers known to be untrue, each found by hand (helper-141's brief), in the wording they were found in and
five or more of helper-141's own (slang, typos, other orders), with the answer and opening the Laws give (IFAB
2026/27, /work/shared/laws)."""

from tests.laws.evaluate import left_as_xfail, not_answered_test, probe_test

# (question, the answer id or ids, the opening: "Yes", "No" or "" for the statement with no bare Yes or No)
CASES = [
    # 1. Advantage played for one offence does not excuse a later offside offence: Law 5.3 lets play continue, and
    # Law 11.4 penalises the offside with an indirect free kick where it occurred. It had the deflection answer, or
    # advantage-come-back's "Yes." about going back to the first foul.
    (
        "advantage was played, then the attacker who got the ball was offside, what happens?",
        "advantage-then-offside",
        "",
    ),
    (
        "ref played advantage after the foul but then our striker was offside, does the offside still count?",
        "advantage-then-offside",
        "Yes",
    ),
    (
        "after the ref waved play on for the foul the winger who recieved the pass was in an offside positon, what now",
        # told as a play, the reader's ruling (offside, an indirect free kick) is as true
        ("advantage-then-offside", "situation:offside"),
        "",
    ),
    (
        "advantage given, next pass goes to a guy standing offside, is offside called?",
        # told as a play whose involvement is not said, the reader's question back ("Did he play the ball, or get in
        # an opponent's way?") is as true; it had offside-not-involved's "No." Since 2026-12-04 "a guy" is anyone, as "a
        # player" is, and the rule's "Yes." answers it.
        "advantage-then-offside",
        "Yes",
    ),
    (
        "can an attacker still be flagged offside after the referee has played advantage",
        "advantage-then-offside",
        "Yes",
    ),
    ("offside straight after advantage was played, does the ref give it", "advantage-then-offside", "Yes"),
    # 2. A back-pass from open play that goes into the team's own goal is a goal (Law 10.1); the back-pass rule
    # (Law 12.2) is about the keeper handling it. It had handball-backpass-kicked-free-kick's "No.".
    ("the defender's back-pass went past the keeper into the net, goal?", "goal-own-goal", "Yes"),
    (
        "defender passed it back to the goalie, he missed it and it rolled in, does it count?",
        "goal-own-goal",
        "Yes",
    ),
    ("backpass goes straight past our keeper into our own goal, is that an own goal", "goal-own-goal", "Yes"),
    ("cb's backpass beat the keeper and trickled over the line, goal for them?", "goal-own-goal", "Yes"),
    ("back pas went in our net cos the keeper missed it, does it stand", "goal-own-goal", "Yes"),
    ("keeper air kicked a back pass and it went in, goal?", "goal-own-goal", "Yes"),
    # ... and a keeper's punch into his own net (found beside them: it had the corner kick's own-goal "No.")
    ("keeper punches the ball and it goes into his own net, goal?", "goal-own-goal", "Yes"),
    # 3. An indirect free kick that touches any other player, one in the wall included, before it goes in is a goal
    # (Law 13.1). It had goal-direct-indirect-free-kick's "No." (a goal kick), or a match official's dropped ball.
    (
        "the wall deflects the indirect free kick straight into the net",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    ("indirect freekick hits the wall and goes in, does it count?", "goal-indirect-free-kick-touched", "Yes"),
    (
        "ifk took a nick off a defender in the wall and flew in, goal or goal kick?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "if an indirect free kick deflects off the wall into the goal is it a goal",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "indirect kick clipped our wall and went straight in the top corner, goal?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "inderect free kick deflected off a wall player into net, goal??",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    # 4. A goalkeeper who challenges an opponent carelessly, recklessly or with excessive force commits a foul like
    # any other player (Law 12.1), punching the ball or not; the keeper's only protection is from being challenged
    # while holding the ball (Law 12.2), which it had.
    (
        "is it a foul if the keeper takes out the striker while punching the ball?",
        "keeper-foul-like-any-player",
        "Yes",
    ),
    (
        "goalie punches the ball clear but smashes into our striker, foul?",
        "keeper-foul-like-any-player",
        "Yes",
    ),
    (
        "can a keeper be penalised for a foul when he comes out to punch a cross",
        "keeper-foul-like-any-player",
        "Yes",
    ),
    (
        # (the foul-in-the-box answer's "Yes, when it is a direct free kick offence" answers it as truly)
        "keeper clattered the forward going for a high ball in the box, is that a penalty?",
        ("keeper-foul-like-any-player", "penalty-foul-in-area"),
        "Yes",
    ),
    (
        "keeper flies out fists first and hits the attacker in the head instead of the ball, foul?",
        "keeper-foul-like-any-player",
        "Yes",
    ),
    (
        "goalkeeper came for the cross and wiped out our centre forward, is that a foul or does the keeper get protection",
        "keeper-foul-like-any-player",
        "Yes",
    ),
    # ... and not said of a keeper who punches the ball out with no opponent told, nor read as the keeper's protection
    # (or answered by the keeper's having no protection by place, keeper-no-area-protection: its "No." is as true)
    (
        "is the goalkeeper protected when he jumps for a cross",
        ("keeper-foul-like-any-player", "keeper-no-area-protection"),
        "No",
    ),
    # 5. One identified player takes a penalty kick (Law 14.1); a team-mate of the identified kicker who takes it
    # instead is an indirect free kick and a caution, goal or not (Law 14.2). It had the shoot-out's number of kicks.
    (
        "what if two players of the same team both take the penalty kick?",
        ("penalty-one-kicker", "penalty-wrong-kicker"),
        "",
    ),
    ("can two players take a penalty together?", "penalty-one-kicker", "No"),
    ("2 guys run up and both kick the pen at the same time, allowed?", "penalty-one-kicker", "No"),
    ("can a penalty be taken by two players at once", "penalty-one-kicker", "No"),
    ("is it legal for two teammates to take one spot kick together", "penalty-one-kicker", "No"),
    (
        "two of our players kicked the penalty together, what does the ref give?",
        ("penalty-one-kicker", "penalty-wrong-kicker"),
        "",
    ),
]

# Near the new answers, not theirs: a second foul after advantage is no offside, a dummy over the ball the feint's
NOT_THEIRS = [
    ("advantage played then the attacker got fouled again, which foul", "advantage-then-offside"),
    ("two players stood over the penalty and one dummied, allowed?", "penalty-one-kicker"),
    ("keeper punched the ball out for a corner, is that allowed", "keeper-foul-like-any-player"),
]

# What is not fixed yet (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {}


test_known_wrong = probe_test(left_as_xfail(CASES, LEFT))


test_not_theirs = not_answered_test(NOT_THEIRS)
