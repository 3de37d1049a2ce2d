"""A ninth hostile probe of /var explain, on the Laws other than offside (helper-101, 118 questions written before any
change): advantage, cards, DOGSO and stopping a promising attack, handball, the ball in and out of play and the goal
line, penalties, free kicks and restarts, the VAR protocol and substitutes, put as yes/no claims, "right?" tags, myths,
casual voices and typos. On the unchanged code 12 had an untrue opening or another topic's answer; now 3 (two of
LEFT_OUT and the wall).

Landed: a substitutes topic (Law 3.2): how many, and a substituted player does not come back except where return
substitutions are allowed (had the sent-off player's "No."); "only gets a yellow" read as asking the lenient side, so
DOGSO outside the area "only gets a yellow, right?" is "No, that's not right." (had "Yes."); the whole-ball question
with "my son says half over is enough" after it gets the question's "Yes."; a card for a handball that stops a goal is
no longer the offside answers' business, and a deliberate handball that stops a goal is not "only a yellow" (a new
intent, "No."). Left out (LEFT_OUT, xfail): the probe's new intents for advantage on a promising attack (it cost an
even-half answer), a ball curling out in the air, a shoot-out kick by an extra-time substitute and the yes/no 2026/27
time rules (they cost the fresh held-out set right topics); and the wall question, read as a told offside play.
Taken up again in probe 11 (helper-109): advantage on a promising attack, in other wordings (its xfails removed; two
advantage cases expect the direct "No." of advantage-spa-no-caution rather than spa-promising-attack's "Not always").
The curled ball is answered there too, by the statement "Out of play: ..." (no Yes or No: fans ask it both ways)."""

import pytest

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for the statement with no bare
# Yes or No)
CASES = [
    # advantage: Law 5.3 and Law 12.3 (a caution or sending-off is issued at the next stoppage, except that a DOGSO
    # becomes a caution and an offence that stopped a promising attack is "not cautioned")
    ("ref played advantage after a tactical foul, still booked?", "advantage-spa-no-caution", "No"),
    (
        "if the ref plays advantage on a foul that stopped a promising attack, does the player still get a yellow?",
        "advantage-spa-no-caution",
        "No",
    ),
    (
        "after advantage for a cynical foul on a counter attack the ref has to go back and book him, right?",
        "advantage-spa-no-caution",
        "No",
    ),
    ("is a player still cautioned for SPA if the referee plays advantage?", "advantage-spa-no-caution", "No"),
    (
        "ref waved play on after a reckless tackle, can he still show the yellow when the ball goes out?",
        "advantage-card-later",
        "Yes",
    ),
    ("if advantage is played after a last man foul, is it still a red?", "advantage-dogso-caution", "No"),
    ("can the ref play advantage for violent conduct?", "advantage-serious-foul", "Only if"),
    (
        "player already on a yellow commits another bookable foul, can the ref still play advantage?",
        "advantage-serious-foul",
        "Only if",
    ),
    (
        "can the referee go back to the free kick if the advantage doesn't come off?",
        "advantage-come-back",
        "Yes",
    ),
    ("advantage is exactly 5 seconds, right?", "advantage-no-fixed-time", "No"),
    (
        "ref played advantage but we lost the ball 2 seconds later, can he still give us the free kick?",
        "advantage-come-back",
        "Yes",
    ),
    ("whats the advantage rule", "advantage-what", ""),
    # cards: second yellow, simulation, dissent, celebrations, tackles, who can be carded and by whom
    ("if youre on a yellow and get another one youre sent off yeah?", "second-yellow-red", "Yes"),
    ("is a 2nd yelow a red card", "second-yellow-red", "Yes"),
    ("do yellow cards carry over into the penalty shootout?", "cautions-shootout", "No"),
    ("is taking your shirt off after scoring a booking?", "caution-shirt-off", "Yes"),
    ("simulation gets you sent off, doesn't it?", "caution-simulation-not-red", "No"),
    ("do you get booked for diving?", "caution-simulation", "Yes"),
    ("is a studs up tackle always a straight red?", "red-card-tackle", "Not always"),
    ("is spitting at an opponent a red card?", "red-card-spitting", "Yes"),
    ("a headbutt that misses isn't a red card, right?", "red-card-violent-conduct-red", "No"),
    ("can a manager get a red card?", "coach-red-card", "Yes"),
    ("can the linesman give a yellow card?", "fourth-official-cards", "No"),
    ("can a player be sent off before kick off?", "red-card-before-kick-off", "Yes"),
    ("is moaning at the ref a booking?", "caution-dissent", "Yes"),
    ("swearing at the referee is always a red, right?", "red-card-offensive-language", "Not always"),
    (
        "a player celebrating with the fans always gets booked, right?",
        "caution-celebrating-crowd",
        "Not always",
    ),
    ("can a sub get a yellow card while warming up?", "red-card-substitute", "Yes"),
    ("is every handball a yellow card?", "handball-penalty-card", "No"),
    ("what gets you a straight red", "red-card-offences", ""),
    # DOGSO and stopping a promising attack: Law 12.3
    ("the last man always gets sent off, right?", "dogso-last-man", "No"),
    pytest.param(
        "if the keeper brings down the striker in the box while going for the ball, is it still a red?",
        "dogso-in-area-attempt",
        "No",
        marks=pytest.mark.xfail(
            strict=True, reason="answered by dogso-in-area, a true 'Not always' naming this case"
        ),
    ),
    (
        "keeper wipes out the striker through on goal outside his box, is that a red?",
        "dogso-outside-area",
        "Yes",
    ),
    ("is DOGSO in the box always a red card?", "dogso-in-area", "Not always"),
    (
        "he pulled the striker's shirt in the box when he was through on goal, only a yellow because it's a pen, right?",
        "dogso-holding-not-only-yellow",
        "No",
    ),
    ("what does dogso mean", "dogso-what", ""),
    ("is a professional foul a booking?", "spa-tactical-foul-yellow", "Yes"),
    ("is shirt pulling a foul?", "foul-holding", "Yes"),
    ("is stopping a promising attack always a yellow?", "spa-promising-attack", "Not always"),
    (
        "a defender who fouls a striker clean through outside the box only gets a yellow, right?",
        "dogso-outside-area",
        "No",
    ),
    # handball: Law 12.1 and its cards in Law 12.3
    (
        "defender deliberately handles to stop a goal, only a yellow now, right?",
        "handball-deliberate-not-only-yellow",
        "No",
    ),
    (
        "is it only a yellow now if a defender handles on purpose to stop a goal?",
        "handball-deliberate-not-only-yellow",
        "No",
    ),
    ("is it handball if it hits your shoulder?", "handball-shoulder", "No"),
    ("any touch of the hand is handball yeah?", "handball-not-every-touch", "No"),
    ("can the keeper pick the ball up outside his box?", "handball-goalkeeper", "No"),
    (
        "keeper picks up a back pass that was headed to him, is that allowed?",
        "handball-goalkeeper-headed-backpass",
        "Yes",
    ),
    ("is it a penalty if the keeper picks up a back pass in his box?", "handball-backpass-penalty", "No"),
    (
        "if the striker handles it by accident and then scores, does it count?",
        "handball-accidental-scorer",
        "No",
    ),
    (
        "a teammate accidentally handles it and then another player scores, does the goal stand?",
        "handball-accidental-teammate",
        "Yes",
    ),
    ("is a handball penalty always a yellow?", "handball-penalty-card", "No"),
    ("goalie handles outside his area to stop a certain goal, red?", "dogso-outside-area", "Yes"),
    (
        "player handles the ball on the line but it goes in anyway, still a red?",
        "handball-unsuccessful-prevent",
        "No",
    ),
    ("arm out making himself bigger, is that handball?", "handball-bigger", "Yes"),
    ("is a handball a direct or indirect free kick?", "handball-restart", ""),
    (
        "is it always a red if a defender stops a goal with his arm on the line?",
        "handball-on-line-red",
        "Not always",
    ),
    # the ball in and out of play, the goal line: Law 1.2, Law 9, Law 10
    (
        "Must the whole ball be over the line for a goal? My son says half over is enough",
        "goal-whole-ball",
        "Yes",
    ),
    ("if most of the ball is over the line is it a goal?", "goal-ball-on-line", "No"),
    ("half the ball over the line is a goal, right?", "goal-ball-on-line", "No"),
    ("is the goal line part of the pitch?", "goal-line-part-of-field", "Yes"),
    ("the ball on the touchline is still in play, yeah?", "goal-line-part-of-field", "Yes"),
    (
        "ball curled out over the touchline in the air and came back in, is it still in play?",
        "ball-out-in-the-air",
        "",
    ),
    ("can you score direct from a throw in?", "goal-direct-throw-in", "No"),
    ("can a keeper score by throwing it into the other net?", "goal-keeper-throw", "No"),
    ("is it a goal if the ball hits the ref and goes straight in?", "goal-off-referee", "No"),
    ("what happens if the ref blows for a goal before it crossed the line", "goal-signalled-early", ""),
    ("an own goal straight from a corner counts, right?", "goal-own-goal-corner", "No"),
    ("can you score directly from a corner?", "goal-direct-corner", "Yes"),
    ("can you score straight from a dropped ball?", "goal-direct-dropped-ball", "No"),
    ("a fan ran on but didn't touch anything, does the goal stand?", "goal-extra-person-stands", "Yes"),
    ("what happens if the ball hits the ref", "ball-hits-referee", ""),
    ("if the ball kicked off goes straight into your own net is it a goal?", "goal-kick-off-own-goal", "No"),
    # penalties: Law 14
    ("keeper off his line and saves it, is the pen retaken?", "penalty-keeper-save-retake", "Yes"),
    (
        "keeper came off his line but they scored, do they retake it?",
        "penalty-keeper-offence-no-retake",
        "No",
    ),
    ("can you stop in your run up when taking a pen?", "penalty-feint", "Yes"),
    ("is a panenka legal?", "penalty-panenka", "Yes"),
    ("can you backheel a penalty?", "penalty-backheel", "Yes"),
    ("penalty hits the post and the taker knocks in the rebound, goal?", "penalty-rebound-kicker", "No"),
    ("does the keeper need both feet on the line for a pen?", "penalty-keeper-both-feet", "No"),
    ("can the keeper move along his line before the penalty is kicked?", "penalty-keeper-along-line", "Yes"),
    (
        "the keeper can touch the crossbar to put the taker off, right?",
        "penalty-goalkeeper-distract",
        "No",
    ),
    ("can a penalty be taken after time is up?", "penalty-added-time", "Yes"),
    ("foul on the line of the box, is that a pen?", "penalty-foul-on-line", "Yes"),
    (
        "fouled outside the box but he fell inside it, is that a penalty?",
        "penalty-offence-outside-area",
        "No",
    ),
    (
        "can a teammate take the pen if a different player was named as the taker?",
        "penalty-wrong-kicker",
        "No",
    ),
    # free kicks and restarts: Laws 8, 13, 15, 16, 12.2
    ("can you score direct from an indirect free kick?", "goal-direct-indirect-free-kick", "No"),
    (
        "keeper holds the ball more than 6 seconds, indirect free kick right?",
        "keeper-six-seconds-offence",
        "No",
    ),
    ("wat happens if the keeper holds the ball 2 long", "keeper-eight-seconds", ""),
    (
        "is the keeper booked for holding the ball more than eight seconds?",
        "keeper-eight-seconds-no-card",
        "No",
    ),
    ("is there a countdown now for slow throw ins?", "restart-countdown-exists", "Yes"),
    ("who gets the ball at a dropped ball now", "dropped-ball", ""),
    ("is a foul throw given to the other team?", "throw-in-foul-throw", ""),
    ("if a sub on the bench touches a ball going out, what's given?", "bench-touches-ball-out", ""),
    # VAR: the protocol, 2026/27
    ("can VAR give a yellow card?", "var-yellow-card", "Not always"),
    ("VAR overrules the ref, right?", "var-overrule", "No"),
    ("can managers ask for a VAR review?", "var-coach-request", "No"),
    ("is there a time limit on VAR?", "var-time-limit", "No"),
    ("can VAR check a wrongly given corner now?", "var-corner-kick", "Yes"),
    ("can VAR give a corner the ref missed?", "var-missed-corner", "No"),
    ("can VAR overturn a throw in?", "var-other-restarts", "No"),
    ("can VAR check a second yellow this season?", "var-second-yellow", "Yes"),
    ("does the ref always have to go to the monitor?", "var-screen-not-always", "No"),
    ("if VAR breaks down is the game replayed?", "var-malfunction", "No"),
    ("can VAR still look at an elbow after play restarted?", "var-violent-conduct-after-restart", "Yes"),
    ("who has the final say, the VAR or the ref?", "var-who-decides", ""),
    ("can a player be booked for doing the TV signal?", "var-tv-signal-caution", "Yes"),
    ("can VAR give a penalty the ref missed?", "var-missed-penalty", "Yes"),
    ("can VAR tell the ref to give a second yellow he forgot?", "var-missed-second-yellow", "No"),
    ("can VAR upgrade a yellow to a straight red?", "var-direct-red", "Yes"),
    # substitutes: Law 3
    ("can a sub come on for a player who was sent off?", "red-card-replace", "No"),
    ("can a sub who came on in extra time take a penalty in the shootout?", "shootout-extra-time-sub", "Yes"),
    ("subbed off player has 10 seconds to leave now, right?", "substitution-leave-quickly", "Yes"),
    ("can a substitute be sent off from the bench?", "red-card-substitute", "Yes"),
    ("can you bring on the sub keeper just for the shootout?", "shootout-keeper-specialist", "No"),
    ("injured player has to stay off for a minute now, true?", "injured-player-stay-off", "Yes"),
    ("how many subs is a team allowed?", "substitutes-how-many", ""),
    ("can a player who's been subbed off come back on later?", "substituted-player-return", "No"),
    (
        "a sub who runs on without the ref's permission gets booked, right?",
        "caution-entering-without-permission",
        "Yes",
    ),
    # nothing in the catalogue answers these: the honest answer is "unsure", never another Law's Yes or No
    # (was read as a told offside play until helper-133's round: "the wall ... 10 yards away" was taken as his not
    # being involved; a wall's place is an opponent's, so no play is read)
    # ... save this one, which since helper-143/145 has an intent of its own: "Yes.", at least 9.15 m (Law 13.2)
    ("the wall has to be 10 yards away at a free kick, right?", "free-kick-wall-ten-yards", "Yes"),
]


# Left out after the probe (their new intents cost a held-out or an even-half answer): each still fails as the probe
# found it, and an xfail that starts passing must be taken up.
LEFT_OUT = {
    "can a sub who came on in extra time take a penalty in the shootout?": "asks which of two answers is meant",
    "injured player has to stay off for a minute now, true?": "the true statement, no 'Yes'",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT_OUT))
