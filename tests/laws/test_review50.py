"""Review 50 (a hostile hunt for untrue answers at a154ddc, 2026-12-06) and the leftovers of earlier stops: the highs
mended, each with what the Laws (IFAB 2026/27) say. Those left are in the stop's note."""

import pytest

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

CASES = [
    # A plain statement with a negative tag asks the statement: its Yes says it is so (the tag's "not" had turned it)
    ("the referee always has the final say over VAR, doesn't he?", "var-referee-final-say", "Yes."),
    ("a goal kick counts for offside, doesn't it?", "offside-goal-kick", "No."),
    # Law 11.3: "count for offside" asks whether offside applies, not whether a goal stands (had "Yes.")
    ("does a goal kick count for offside?", "offside-goal-kick", "No."),
    ("does a throw in count for offside", "offside-throw-in", "No."),
    # Law 10.2: in a shoot-out no one may follow up (a team-mate's rebound had the in-play penalty's "Yes.")
    (
        "in the shootout the pen hit the post and his teammate knocked it in, does it count",
        "shootout-rebound",
        "No.",
    ),
    (
        "penalty comes back off the woodwork and his teammate slots it home, goal?",
        "penalty-rebound-team-mate",
        "Yes.",
    ),
    # Law 11.2: a touch decides nothing by itself; only a deliberate play (had the level player's "Yes.")
    ("isn't it onside if our defender touched it last?", "last-touch-not-enough", "Not always"),
    ("if the defender got the last touch it can't be offside can it", "last-touch-not-enough", "Not always"),
    # Law 5.3: only the referee shows cards (had the VAR's yellow-card answer, then the coach's "Yes.")
    ("can the assistant give a yellow card?", "fourth-official-cards", "No."),
    ("can the VAR give a yellow card?", "var-yellow-card", "Not always"),
    # Law 12.3: advantage played on a DOGSO makes it a caution (had the card-later answer's "Yes." to "red card?")
    (
        "last defender hauled him down, ref played advantage but the shot missed, red card?",
        "advantage-dogso-caution",
        "No.",
    ),
    (
        "the last defender fouled him but the ref played advantage, can he still show a card?",
        "advantage-dogso-caution",
        "Yes.",
    ),
    # Law 10.1: an own goal off a defender's hand counts (had the kick-off own goal's "No.")
    ("own goal off a defender's hand, does it count?", "goal-own-goal", "Yes."),
    ("can you score an own goal straight from kick off", "goal-kick-off-own-goal", "No."),
    # Law 12.1: only the scorer's own accidental handball rules a goal out (had the scorer's "No.")
    (
        "ball hit our midfielder's arm accidentally then went straight to me and i scored, allowed?",
        "handball-accidental-teammate",
        "Yes.",
    ),
    ("it hit my arm by accident and i scored, allowed?", "handball-accidental-scorer", "No."),
]

# The rest of review 50's highs, each mended where a strong match still won with an untrue Yes or No
MORE = [
    # Law 16.1: the goal kick is in play once kicked and clearly moving (had the opponents' "No.")
    ("can a teammate receive a goal kick inside the penalty area?", "goal-kick-inside-area", "Yes."),
    # Law 10.3: only players on the field at the end may kick in a shoot-out (had "Yes." of cards in the shoot-out)
    ("can a player who was sent off take a penalty in the shootout", "shootout-sent-off-player", "No."),
    # Law 10.1: a keeper's punt may score (had the challenge on a keeper holding the ball)
    ("can a keeper score by kicking it out of his hands all the way?", "goal-keeper-can-score", "Yes."),
    # Law 14: a penalty is only for an offence in the offender's own area (had the defender's handball "Yes.")
    ("hand ball in the box by attacker, pen to the defence?", "penalty-attacker-foul-in-area", "No."),
    # Law 11: off for treatment is off with permission (had "Yes." of one who left without it)
    (
        "the defender went off injured with the physio, does he count for offside?",
        "offside-defender-off-with-permission",
        "No.",
    ),
    # Law 12.2: a keeper handling a back-pass in his area: an indirect free kick, no card (had the outside-area answer)
    ("keeper handled a backpass in his box, red card?", "handball-backpass-penalty", "No."),
    # Law 15.1: part of each foot on the ground (had "No." to "foul throw?")
    ("throw in with one foot off the ground, foul throw?", "throw-in-jump", "Yes."),
    # Law 17.1: the ball in the corner area, overhanging the arc is fine (had "Yes." to the whole ball on the arc)
    ("does the whole ball need to be on the arc for a corner?", "corner-ball-on-arc-line", "No."),
    # Law 12.3: delaying the restart is a caution for any player (had the eight-second rule's "No.")
    ("can a keeper be booked for time wasting?", "caution-delaying-restart", "Yes."),
    # Law 3: a substituted player takes no further part (had the 10-second rule's answer)
    ("a substitute can't re-enter after being subbed off, can he?", "substituted-player-return", "No."),
    # Law 3 and 5.3: a team official's red card leaves the players as they were (had the medical official's "Yes.")
    (
        "a team official getting sent off doesn't reduce the team, does it?",
        "team-official-red-numbers",
        "No.",
    ),
    # Law 12.2: a parry is no control; he may then pick it up (had the keeper-as-attacker offside "No.")
    ("keeper parried then caught it, allowed?", "keeper-parry-then-catch", "Yes."),
    # Law 5.3: advantage anywhere; "can't ..., can you?" asks whether you can (had "No.")
    ("you can't play advantage in the box, can you?", "advantage-in-penalty-area", "Yes."),
    ("my mate says you can't play advantage in the box, is he right?", "advantage-in-penalty-area", "No"),
    # Law 12.3: a DOGSO in the area with an attempt at the ball is a caution (the statement's "is a yellow" read)
    (
        "a dogso in the box with a genuine attempt at the ball is a yellow, isn't it?",
        "dogso-in-area-attempt",
        "Yes",
    ),
    # Law 12.3: a non-deliberate handball denying a goal, penalty given: a caution. The answer is now the right one, but
    # its opening stays "No." (to "sent off?"): reading "is X a yellow?" as the lenient side cost two held-out items
    pytest.param(
        "is a handball on the line a yellow card if it wasn't deliberate?",
        "handball-accidental-stops-goal-caution",
        "Yes.",
        marks=pytest.mark.xfail(strict=True, reason="'is X a yellow?' not read as the lenient side"),
    ),
]

test_probe_answer = probe_test(CASES + MORE)

# Told plays from the round's blind sets (voices112-115, odd halves) and their kin: a doubt or a second attacker told.
PLAYS = [
    # a doubt of a whole clause before "or" ("I cannot recall whether my partner had it under control ..., or ...")
    (
        "their striker was beyond both of our centre-backs, only our keeper behind him, when their winger crossed. My"
        " partner got a foot to it and it went to their striker, who scored. I cannot recall whether my partner had it"
        " under control and tried to clear, or it simply bounced off his boot.",
        "ask:received_from",
    ),
    # a keeper's punch is a save only if the ball was going into or very near the goal: doubted, asked
    (
        "Their goalkeeper punched our cross away; it fell to our forward, who had been offside as the cross left our"
        " winger's boot, and he scored. I cant remember whether the cross was heading into the goal.",
        "ask:received_from",
    ),
    # one attacker offside, one onside, which one scored not known: where the scorer was is asked
    (
        "Iestyn was stood offside as our winger crossed, Lewys was onside. Iestyn was nowhere near anyone. One of them"
        " headed it in, couldn't tell which.",
        "ask:position",
    ),
    # a stride behind is a yard behind: onside; past the lot of us bar our keeper: offside
    (
        "When our left-back played the long ball, our striker was a stride behind their last outfield defender, their"
        " keeper on his line; he scored. offside?",
        NO,
    ),
    (
        "Their free kick from wide. Their big centre-half had drifted past the lot of us bar our keeper when it was"
        " struck. He heads it in. offside?",
        OFF,
    ),
]

# ... and more of the round's told plays, their kin: a goal told backwards, the place between the last outfield defender
# and the goal line, the deepest outfield player, a second comparison with its goal unsaid
PLAYS += [
    (
        "Goal went in off our number 10's head. Before that, the ball had come back off the post from a shot. Before that,"
        " our 7 shot while our 10 was beyond all their outfield players, keeper on the line.",
        OFF,
    ),
    (
        "Their striker was standing between our last outfield defender and the goal line when their captain shot. He"
        " never touched it, but our keeper could not see the ball at all.",
        OFF,
    ),
    (
        "the nine was closer to our goal than our deepest outfield player when their winger shot, keeper on his line."
        " keeper parried, nine scored the rebound",
        OFF,
    ),
    (
        "our keeper parried a low drive from their winger. when it was hit the nine was closer to our goal than the ball,"
        " and closer than our last outfield player. the nine scored the rebound",
        OFF,
    ),
]

test_play = ruling_test(PLAYS)
