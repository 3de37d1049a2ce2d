"""Review 50 (a hostile hunt for untrue answers at a154ddc, 2026-12-06) and the leftovers of earlier stops: the highs
mended, each with what the Laws (IFAB 2026/27) say. Those left are in the stop's note."""

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

test_probe_answer = probe_test(CASES)

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

test_play = ruling_test(PLAYS)
