"""Two answers known to be untrue (helper brief "untrue"), each with helper-written wordings of its question family
and the near neighbours whose answers differ, ruled from the Laws (IFAB 2026/27, /work/shared/laws) before the fix:
the answer id (or the ids acceptable) and the opening the Laws give.

A. A goalkeeper who punches the ball is not in control of it with the hands (Law 12.2 counts the ball between the
   hands or a hand and any surface, touched with the hands or arms, held in the open hand, bounced or thrown up, but
   not a ball that rebounds from the goalkeeper or a save), so an opponent may challenge for it, fairly (Law 12.1);
   one who holds or bounces it cannot be challenged. It had keeper-challenged-holding-ball's "No.".
B. A player who went off injured, not substituted, may come back on with the referee's permission once play has
   restarted (Law 5.3, Law 3.8; since 2026/27 after a minute off when treated on the field); one treated on the field
   cannot come straight back on, and a substituted player (a concussion substitution included) takes no further
   part. It had substituted-player-return's "No."."""

from tests.laws.evaluate import left_as_xfail, not_answered_test, probe_test

# (question, the answer id or ids, the opening: "Yes", "No" or "" for the statement with no bare Yes or No)
# keeper-punch-not-control is a statement since review: the Law names rebounds and saves as touches that are not
# control, never a punch as such, so no bare "No." is given (the fair challenge is keeper-challenged-punching's "Yes.")
CASES = [
    # --- A. the keeper punching: not in control, a fair challenge is allowed
    ("can the striker challenge the keeper when he punches the ball", "keeper-challenged-punching", "Yes"),
    ("keeper punches it clear, can the attacker go for the ball too", "keeper-challenged-punching", "Yes"),
    ("is it legal to challenge a goalkeeper who is punching the ball", "keeper-challenged-punching", "Yes"),
    (
        "can you compete with the goalie for a high ball he's trying to punch",
        "keeper-challenged-punching",
        "Yes",
    ),
    (
        "can an attacker challenge the keeper for the ball if he's only fisting it away",
        "keeper-challenged-punching",
        "Yes",
    ),
    ("our striker went up with the keeper as he punched it, allowed?", "keeper-challenged-punching", "Yes"),
    ("can you challenge the goalie in the air when he goes to punch", "keeper-challenged-punching", "Yes"),
    (
        "keeper parried the shot but didn't hold it, can the striker challenge him for it",
        "keeper-challenged-punching",
        "Yes",
    ),
    ("is it a foul to challenge the keeper when he punches the ball", "keeper-challenged-punching", "No"),
    (
        "goalie only punched it, didn't catch it, is he still protected from challenges",
        ("keeper-challenged-punching", "keeper-foul-like-any-player"),
        "No",
    ),
    ("is the keeper in control of the ball when he punches it", "keeper-punch-not-control", ""),
    ("does a goalkeeper count as having the ball when he punches it", "keeper-punch-not-control", ""),
    ("does a punch count as the keeper having control of the ball", "keeper-punch-not-control", ""),
    # ... and its neighbours: the ball held or bounced (no challenge), the keeper's own foul, the ball in his own net
    ("can the striker challenge the keeper while he holds the ball", "keeper-challenged-holding-ball", "No"),
    ("can an attacker kick the ball out of the goalie's hands", "keeper-challenged-holding-ball", "No"),
    ("keeper is bouncing the ball, can the striker nick it", "keeper-challenged-holding-ball", "No"),
    ("can you challenge the keeper when he has it in both hands", "keeper-challenged-holding-ball", "No"),
    (
        "is it a foul to challenge the keeper while he's holding the ball",
        "keeper-challenged-holding-ball",
        "Yes",
    ),
    (
        "can a forward challenge a keeper who has the ball pinned to the ground with one hand",
        "keeper-challenged-holding-ball",
        "No",
    ),
    ("is a goalkeeper bouncing the ball in control of it", "keeper-bouncing-in-control", "Yes"),
    ("keeper came out to punch and flattened the striker, foul?", "keeper-foul-like-any-player", "Yes"),
    ("goalie fisted it into his own goal, does it count", "goal-own-goal", "Yes"),
    # ... and football asked by way of another sport: the Law's statement, not a yes/no sibling preferred for its
    # form (the new intents had tipped such a question's lead from the other sports' answer to offside-what-is)
    ("is offside like in the nfl?", "offside-what-is", ""),
    # --- B. the injured player coming back on: yes, with the referee's permission, after the restart
    ("can a player who had a head knock come back on", "injured-player-come-back", "Yes"),
    (
        "our winger went off injured for treatment, can he come back on later?",
        "injured-player-come-back",
        "Yes",
    ),
    ("if a player goes off to get treated, is he allowed back on", "injured-player-come-back", "Yes"),
    ("injured player went off to get strapped up, can he rejoin the game", "injured-player-come-back", "Yes"),
    # (or the 2026/27 minute off, whose "One minute: ... must leave it ... and stay off for one minute" is as true)
    (
        "can an injured player return to the pitch after treatment",
        ("injured-player-come-back", "injured-player-one-minute"),
        "",
    ),
    ("he went off hurt but wasn't subbed, can he come back on", "injured-player-come-back", "Yes"),
    ("player went off with a knock, is he allowed to return", "injured-player-come-back", "Yes"),
    (
        "can a player who left the field injured come back on in the second half",
        "injured-player-come-back",
        "Yes",
    ),
    (
        "took a knock to the head and went off, can he return once he feels ok",
        "injured-player-come-back",
        "Yes",
    ),
    (
        "is a player who went off injured allowed to come back on if he wasnt substituted",
        "injured-player-come-back",
        "Yes",
    ),
    (
        "when can an injured player come back on",
        ("injured-player-come-back", "injured-player-stay-off", "injured-player-one-minute"),
        "",
    ),
    (
        "does a player who went off for treatment need the referee's permission to come back on",
        ("injured-player-come-back", "caution-entering-without-permission"),
        "Yes",
    ),
    (
        "does an injured player have to wait for the restart before coming back on",
        ("injured-player-come-back", "injured-player-stay-off"),
        "Yes",
    ),
    # ... and its neighbours: not straight back on after treatment, not after a substitution, not without permission
    ("player got treatment on the pitch, can he come straight back on?", "injured-player-stay-off", "No"),
    (
        "can the injured lad come straight back on after the physio treated him",
        "injured-player-stay-off",
        "No",
    ),
    (
        "can a player come back on immediately after being treated on the field",
        "injured-player-stay-off",
        "No",
    ),
    ("does an injured player have to leave the field after treatment", "injured-player-stay-off", "Yes"),
    ("our striker was subbed off injured, can he come back on later", "substituted-player-return", "No"),
    ("can a subbed player come back on", "substituted-player-return", "No"),
    (
        "subbed him off at half time, can he come back on for the last ten minutes",
        "substituted-player-return",
        "No",
    ),
    (
        "player was taken off for a concussion sub, can he come back on later",
        ("concussion-player-return", "substituted-player-return"),
        "No",
    ),
    (
        "can the injured player run back on without the ref's permission",
        ("caution-entering-without-permission", "injured-player-come-back"),
        "No",
    ),
]

# Near the new answers, not theirs: the keeper punching with no challenge told, a substitution
NOT_THEIRS = [
    ("keeper punched the ball out for a corner, is that allowed", "keeper-challenged-punching"),
    ("can a substituted player come back on if our keeper gets injured", "injured-player-come-back"),
]

# What is not fixed yet (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {}


test_known_untrue2 = probe_test(left_as_xfail(CASES, LEFT))


test_not_theirs = not_answered_test(NOT_THEIRS)
