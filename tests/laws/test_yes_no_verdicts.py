"""Yes/no questions asked of the statement answers (yes_no = false: "At least 9.15 m ...", "Ten seconds: ..."),
helper-143's round: 60 questions in fans' words, each ruled from the Laws (IFAB 2026/27) before the bot was asked.
The product promises the verdict first, so each must open with the Yes, No or "Not always" the Law gives, from
the statement's yes/no sibling (or any answer id listed)."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id or ids, the opening the Laws give)
CASES = [
    # --- free kicks and the wall (Law 13.2, 13.3)
    ("do defenders have to be 10 yards from a free kick", "free-kick-wall-ten-yards", "Yes"),
    ("must the wall be 9.15 metres away at a free kick", "free-kick-wall-ten-yards", "Yes"),
    (
        "their wall kept edging forward before we took it and the ball hit them, should we get to retake it",
        "free-kick-wall-encroach-retake",
        "Yes",
    ),
    ("wall moved up before the kick and blocked it, retake?", "free-kick-wall-encroach-retake", "Yes"),
    ("can our attackers stand right next to their wall", "free-kick-attackers-near-wall", "No"),
    (
        "can an attacker join the defensive wall to block the keepers view",
        "free-kick-attackers-near-wall",
        "No",
    ),
    (
        "is it an indirect free kick if an attacker stands within a yard of the wall",
        "free-kick-attackers-near-wall",
        "Yes",
    ),
    # --- throw-ins (Law 15)
    ("can a defender stand right in front of the thrower", "throw-in-opponent-too-close", "No"),
    ("defender jumping around a foot away from the thrower, legal?", "throw-in-opponent-too-close", "No"),
    ("do opponents have to stand 2 metres back at a throw in", "throw-in-opponent-too-close", "Yes"),
    (
        "is it a booking if a defender stands too close to the player taking a throw-in",
        "throw-in-opponent-too-close",
        "Yes",
    ),
    # --- goal kicks (Law 16)
    ("does a goal kick still have to leave the box", "goal-kick-inside-area", "No"),
    ("can the keeper pass a goal kick to a centre back standing in the area", "goal-kick-inside-area", "Yes"),
    (
        "goal kick played to a defender inside the penalty area, does it have to be retaken",
        "goal-kick-inside-area",
        "No",
    ),
    (
        "can their striker stay inside the box while our keeper takes a goal kick",
        "goal-kick-opponents-in-area",
        "No",
    ),
    ("can a goal kick be taken from anywhere in the six yard box", "goal-kick-anywhere", "Yes"),
    ("does the goal kick have to be taken on the side the ball went out", "goal-kick-anywhere", "No"),
    # --- dropped balls (Law 8.2)
    ("is a drop ball in the penalty area always given to the keeper", "dropped-ball-one-team", "Yes"),
    ("is a dropped ball still contested between two players", "dropped-ball-one-team", "No"),
    (
        "ref dropped the ball for the team that had it when he stopped play, is that the rule now",
        "dropped-ball-one-team",
        "Yes",
    ),
    ("do other players have to be 4 metres away at a drop ball", "dropped-ball-distance-kept", "Yes"),
    # --- the five-second countdown (2026/27)
    (
        "can the ref give the throw to the other team if you take too long over it",
        ("restart-countdown-exists", "restart-five-second-countdown-yes"),
        "Yes",
    ),
    (
        "keeper dawdling over a goal kick, can that be turned into a corner now",
        ("restart-countdown-exists", "restart-five-second-countdown-yes"),
        "Yes",
    ),
    ("is there a 5 second count on throw ins now", "restart-countdown-exists", "Yes"),
    # --- changing places with the goalkeeper (Law 3.5)
    (
        "keeper and a defender swapped shirts at the break without telling the ref, should they be booked",
        "goalkeeper-swap-half-time",
        "No",
    ),
    (
        "do both players get booked if the keeper swaps with a defender during the game without the ref knowing",
        "goalkeeper-swap-during-play",
        "Yes",
    ),
    (
        "keeper went outfield and a defender went in goal mid game, ref not told, yellow cards?",
        "goalkeeper-swap-during-play",
        "Yes",
    ),
    # --- the substituted player's ten seconds, the injured player's minute (2026/27)
    (
        "is there a time limit now for a player walking off when he's subbed",
        "substitution-leave-quickly",
        "Yes",
    ),
    (
        "if the subbed player takes too long going off, can the ref make the sub wait",
        "substitution-leave-quickly",
        "Yes",
    ),
    (
        "does an injured player have to stay off for a minute after treatment now",
        "injured-player-stay-off",
        "Yes",
    ),
    (
        "after the physio came on the ref kept him off for 60 seconds, was he right to",
        "injured-player-stay-off",
        "Yes",
    ),
    # --- added time (Law 7.3)
    ("can the ref blow before the added time on the board is up", "added-time-not-reduced", "No"),
    ("board says 3 minutes, can the ref play 5", "added-time-not-reduced", "Yes"),
    ("does time lost in the first half get added to the second half", "added-time-per-half", "No"),
    # --- the kick-off (Law 8.1)
    ("can you kick off backwards", "kick-off-backwards", "Yes"),
    ("does the kick off have to go forward", "kick-off-backwards", "No"),
    ("can our winger start in their half for the kick off", "kick-off-own-half", "No"),
    ("can the player who kicks off touch it again straight away", "kick-off-double-touch-no", "No"),
    # --- corners (Law 17)
    ("does a corner have to go out of the quarter circle", "corner-short-allowed", "No"),
    ("are short corners allowed", "corner-short-allowed", "Yes"),
    ("do defenders have to be 10 yards away at a corner", "corner-distance-ten-yards", "Yes"),
    # --- the field and the players' equipment (Laws 1 and 4)
    ("do players have to wear shin pads", "shinguards-must", "Yes"),
    ("can a player wear a wedding ring if he tapes it up", "jewellery-not-allowed", "No"),
    ("do the goals have to have nets", "goal-nets-not-required", "No"),
    ("can a goalkeeper wear the same colour shirt as his defenders", "goalkeeper-colours-differ", "No"),
    ("does a goal count if the scorer lost his boot just before", "lost-boot-goal-counts", "Yes"),
    # --- the ball out of play (Law 9)
    (
        "if the ball curls out in the air and comes back in, is it still in play",
        "ball-out-in-the-air-no",
        "No",
    ),
    # --- which free kick (Laws 11, 12)
    ("is handball an indirect free kick", "handball-restart-direct", "No"),
    ("is a trip an indirect free kick", "foul-trip-not-indirect", "No"),
    ("is offside a direct free kick", "offside-sanction-indirect", "No"),
    ("can you be offside from a throw in", "offside-throw-in", "No"),
    # --- penalties (Law 14, kicks from the penalty mark)
    ("can players stand in the D when a pen is taken", "penalty-positions-d", "No"),
    (
        "if the wrong player takes the pen and scores does it count",
        ("penalty-wrong-kicker", "penalty-wrong-kicker-no-goal"),
        "No",
    ),
    ("do both teams need the same number of players in a shootout", "shootout-same-number", "Yes"),
    ("if holding starts outside the box and carries on inside, is it a pen", "penalty-holding-inside", "Yes"),
    # --- VAR, the match, team officials
    ("does the var make the final decision", ("var-decides", "var-referee-decides"), "No"),
    ("is an abandoned match always replayed", "abandoned-match-not-always", "Not always"),
    (
        "can the head coach be booked if the ref doesnt know who was shouting",
        "coach-unidentified-senior",
        "Yes",
    ),
    ("is it a red card if a player goes into the var room", "var-vor-entry-red", "Yes"),
    (
        "ref didnt raise his arm for an indirect free kick and it went straight in, is it retaken",
        "indirect-free-kick-no-signal-retake",
        "Yes",
    ),
]

# What is not fixed yet, each found as asked (30 taken up by helper-143/145's yes/no siblings) (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {
    "is it a booking if a defender stands too clos": "throw-in-opponents-distance, without Yes first",
    "keeper dawdling over a goal kick, can that be": "var-other-restarts, another answer's No.",
    "board says 3 minutes, can the ref play 5": "added-time-who-decides, without Yes first",
    "can you kick off backwards": "kick-off-any-direction, without Yes first",
    "does the kick off have to go forward": "kick-off-any-direction, without No first",
    "can our winger start in their half for the ki": "kick-off-positions, without No first",
    "can the player who kicks off touch it again s": "kick-off-double-touch, without No first",
    "does a corner have to go out of the quarter c": "corner-in-play-short, without No first",
    "are short corners allowed": "corner-in-play-short, without Yes first",
    "do defenders have to be 10 yards away at a co": "corner-in-play-short, without Yes first",
    "do players have to wear shin pads": "shinguards-compulsory, without Yes first",
    "can a player wear a wedding ring if he tapes": "jewellery-forbidden, without No first",
    "do the goals have to have nets": "goal-nets, without No first",
    "can a goalkeeper wear the same colour shirt a": "goalkeeper-colours, without No first",
    "does a goal count if the scorer lost his boot": "lost-boot-goal, without Yes first",
    "if the ball curls out in the air and comes ba": "ball-out-in-the-air, without No first",
    "is handball an indirect free kick": "handball-restart, without No first",
    "is a trip an indirect free kick": "foul-trip-direct-free-kick, without No first",
    "is offside a direct free kick": "offside-sanction, without No first",
    "can players stand in the D when a pen is take": "penalty-player-positions, without No first",
    "do both teams need the same number of players": "shootout-equal-numbers, without Yes first",
    "if holding starts outside the box and carries": "penalty-holding-outside-inside, without Yes first",
    "is an abandoned match always replayed": "abandoned-match-replayed, without Not always first",
    "can the head coach be booked if the ref doesn": "coach-unidentified, without Yes first",
    "is it a red card if a player goes into the va": "var-vor-entry, without Yes first",
    "ref didnt raise his arm for an indirect free": "indirect-free-kick-no-signal, without Yes first",
}


test_yes_no_verdict = probe_test(left_as_xfail(CASES, LEFT))
