"""Review 47 (a hostile hunt for untrue answers at 492be94, 2026-12-06): the highs it found, mended, each with what the
Laws (IFAB 2026/27) say; and the wordings the mends must not take from their siblings."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 16.1: a goal kick is in play once kicked and clearly moving: "is it in play?" is its Yes (had "No.")
    (
        "goal kick taken, keeper passes it to a defender inside the box, is it in play already?",
        "goal-kick-inside-area",
        "Yes.",
    ),
    (
        "goal kick played short to the centre back inside the area, is the ball live?",
        "goal-kick-inside-area",
        "Yes.",
    ),
    ("must a goal kick leave the box before anyone can touch it?", "goal-kick-inside-area", "No."),
    # Law 15.2: the thrower's second touch is an indirect free kick, not a foul throw's retake by the opponents
    (
        "throw-in, the thrower touches the ball twice, what's the restart?",
        "restart-kicker-double-touch",
        "An indirect",
    ),
    # Law 10.3: only players on the field at the end take kicks (had the substitute's "Yes.")
    (
        "can a substitute come on and take a penalty in the shootout if he wasn't on at the end?",
        "shootout-sub-only",
        "No.",
    ),
    # Law 14.1 binds the kicker alone: a team-mate may score the rebound off the post (had "No.") ...
    ("penalty hit the post, a teammate of the kicker taps in, goal?", "penalty-rebound-team-mate", "Yes."),
    (
        "striker hit the post from the penalty and his mate scored the rebound, does it count?",
        "penalty-rebound-team-mate",
        "Yes.",
    ),
    # ... and the kicker's own rebound is still his No
    ("pen hits post, taker smashes the rebound in. goal?", "penalty-rebound-kicker", "No."),
    # Law 12.2: a parry is no control, so no release: catching it after is no offence (had "Yes, an indirect free kick")
    (
        "keeper parries the ball, then picks it up again, is that handling twice?",
        "keeper-parry-then-catch",
        "No.",
    ),
    ("goalie palms a shot down and then catches it, allowed?", "keeper-parry-then-catch", "Yes."),
    # ... bouncing the ball is control: allowed (had "No.")
    ("keeper bounces the ball and picks it up again, is that allowed?", "keeper-bouncing-in-control", "Yes."),
    ("is the keeper allowed to bounce the ball before picking it up?", "keeper-bouncing-in-control", "Yes."),
    # Law 10.1: only a keeper's throw straight in is no goal; a drop kick may score (had the challenge answer's "No.")
    ("can a keeper score from a drop kick out of his hands?", "goal-keeper-can-score", "Yes."),
    # Law 10.3: the keeper is an eligible kicker in a shoot-out (had the rebound answer's "No.")
    ("can the keeper be a penalty taker in a shootout?", "shootout-goalkeeper-kicks", "Yes."),
    # Law 12.3: after advantage for stopping a promising attack there is no caution: a yellow shown is wrong
    (
        "ref played advantage after a tactical foul that stopped a promising attack, then showed a yellow at the next"
        " stoppage. isn't that wrong?",
        "advantage-spa-no-caution",
        "Yes.",
    ),
    (
        "ref played advantage after a tactical foul that stopped a promising attack, then showed a yellow. was that"
        " right?",
        "advantage-spa-no-caution",
        "No.",
    ),
    # Law 12.3: a card the offence deserved after advantage is issued at the next stoppage, a second yellow too (had
    # "Only if there is a clear opportunity", which answers whether advantage may be played)
    (
        "advantage played for a serious foul play tackle - does the ref still send him off after?",
        "advantage-card-later",
        "Yes.",
    ),
    (
        "our guy was already on a yellow, fouled someone, ref played advantage, ball goes out, does he get a 2nd yellow"
        " and off?",
        "advantage-second-yellow-later",
        "Yes.",
    ),
    ("ref waves play on for a second bookable offence, is that right", "advantage-serious-foul", "Only if"),
    # Law 5.3, VAR protocol: only the referee shows cards (had a coach's red card's "Yes.")
    ("can the VAR send off a manager?", "var-shows-no-cards", "No."),
    ("can var give the coach a red card?", "var-shows-no-cards", "No."),
    ("can the VAR send a player off for something the ref didn't see?", "var-missed-red", "Yes."),
    # Law 3.10: the captain is carded for his own offences, not for being captain (had "Yes.")
    (
        "can the captain be sent off just for being captain when the team misbehaves?",
        "captain-can-be-cautioned",
        "No.",
    ),
    ("can the captain be booked?", "captain-can-be-cautioned", "Yes."),
    # Law 15.1: a player of the team awarded it takes the throw-in, not a team official (had the countdown's "Yes.")
    ("can a team official take a throw in? lol", "throw-in-who", "No."),
    ("can the goalkeeper take a throw-in?", "throw-in-who", "Yes."),
    # Mediums: Law 8.1, the team that conceded kicks off after a goal (had the coin toss first)
    ("who takes the kick off after a goal?", "kick-off-after-goal", "The team that conceded"),
    ("who kicks off to start the game?", "coin-toss-kick-off", "By a coin toss"),
    # ... VAR protocol: an offside that led to no goal, penalty or red card is not reviewable (had "Yes, if the ball went
    # in")
    ("can VAR review an offside that wasn't flagged and no goal came?", "var-offside-no-goal", "No."),
    ("does var check every goal for offside?", "var-checks-every-goal", "Yes"),
    # ... a linesman and a penalty is no card question (had "Only the referee ... cards"): not sure, rather than that
    ("can the linesman give a penalty?", "unsure", "I'm not sure"),
]

test_review47_answer = probe_test(CASES)
