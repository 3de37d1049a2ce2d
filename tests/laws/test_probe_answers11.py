"""An eleventh hostile probe of /var explain, on the Laws other than offside (helper-109, 105 questions written from the
Laws before any change, 12 more added while checking the neighbours of each fix), in voices the earlier rounds did not
use: a taxi driver, a schoolteacher, a Nigerian fan, an Irish fan, a teenage gamer, a radio caller, a kit man and a
women's-league player, across the VAR protocol, DOGSO and SPA, advantage, handball, penalties and shoot-outs, free kicks
(Laws 12 and 13), the throw-in, goal kick and corner, the dropped ball, the ball in and out of play, cards,
substitutes, the Tottenham v Sporting match, and questions no answer in the catalogue covers (the honest answer is
"unsure").

On the unchanged code 15 of the first 105 failed (26 of the 117), 21 of the 117 untrue (a wrong Yes or No, or another
question's answer): "is a trip a direct or an indirect free kick?" got offside's "An indirect free kick", "is a trip
in the box a penalty?" offside's "No.", "can you score straight from a direct free kick?" the indirect free kick's
"No.", "ref played advantage after a tactical foul, still booked?" "Yes." (Law 12.3: no caution for SPA once
advantage is played), a ball curled out in the air and back "still in play?" "Yes." (Law 9.1), "does the goal kick
have to leave the box now?" the countdown's "Yes.", "who scored for sporting in the 1-1?" the Kane answer, a
floodlight failure the sent-off player's "No.", a kit man on the pitch the mistaken-identity "Yes.". Now 3, left as
xfail (LEFT_OUT): each true by chance or the penalty topic's summary.

Landed (data only): new intents foul-trip-direct-free-kick (Law 12.1) and foul-indirect-free-kick (Law 12.2), both
statements, with excludes so an indirect free kick's goal and a foul throw keep their answers; goal-direct-free-kick
(Law 13.1); advantage-spa-no-caution and ball-out-in-the-air (probe 9's, left out there; the curled ball is a
statement, "Out of play: ...", as fans ask it both ways, and cues only on the ball's flight out and back: with "in the
air" a cue it took an unseen deliberate-play question); kane-offside ("Yes.", its question on the stands/falls axis
so "should kane's goal have stood?" is "No.") and spurs-sporting-scorers (matches/group-d-2022.md); excludes on the
countdown answers (a thrower's feet, a goal kick leaving the area), the penalty double-touch answers (another
restart), advantage-card-later (after the match), the offside free-kick answers and handball-in-area-penalty (a named
foul); cues on var-missed-red (an elbow), cards-after-final-whistle, advantage-no-fixed-time; three elsewhere lines.
No odd-half answer lost; two odd-half elbow questions now get var-missed-red as expected.

Re-judged: "did kane score against sporting?" is answered by the Kane topic's summary (he scored, it was ruled out),
no Yes or No."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for the statement with no bare
# Yes or No)
CASES = [
    # VAR protocol: a radio caller, a taxi driver, a teenage gamer
    (
        "Caller from Leeds here: can VAR give a red for an elbow the ref missed completely?",
        "var-missed-red",
        "Yes",
    ),
    ("taxi driver here, who has the last word, the VAR or the ref?", "var-who-decides", ""),
    ("first time caller: is there a limit on how long the VAR can take?", "var-time-limit", "No"),
    ("can VAR look at a yellow card?", "var-yellow-card", "Not always"),
    ("can the VAR look at a throw in that was given the wrong way?", "var-other-restarts", "No"),
    (
        "kit man here: does the ref have to go to the monitor for every VAR decision?",
        "var-screen-not-always",
        "No",
    ),
    ("can the gaffer ask for a VAR review like a challenge in tennis?", "var-coach-request", "No"),
    ("the ref booked the wrong lad, can VAR put it right?", "var-mistaken-identity", "Yes"),
    ("can VAR step in if a second yellow was clearly wrong?", "var-second-yellow", "Yes"),
    ("can VAR tell the ref to give a second yellow he missed?", "var-missed-second-yellow", "No"),
    ("can VAR give us a corner the ref didn't give?", "var-missed-corner", "No"),
    ("can VAR overturn a corner that was given wrongly?", "var-corner-kick", "Yes"),
    (
        "play had restarted, can the VAR still go back for a punch off the ball?",
        "var-violent-conduct-after-restart",
        "Yes",
    ),
    (
        "the foul was just outside the box but the ref gave a pen, can VAR change it to a free kick?",
        "var-penalty-location",
        "Yes",
    ),
    ("can VAR go back and give a pen the ref waved away?", "var-missed-penalty", "Yes"),
    ("taxi driver: if the VAR system breaks down is the game replayed?", "var-malfunction", "No"),
    ("what's the difference between a VAR check and a VAR review?", "var-check-vs-review", ""),
    ("does the ref explain VAR decisions to the crowd now?", "var-announcement", "Not always"),
    ("in FIFA the VAR overrules the ref, is that how it works irl?", "var-overrule", "No"),
    ("can a player be booked for doing the TV sign?", "var-tv-signal-caution", "Yes"),
    ("can you get carded for walking into the ref's monitor area?", "var-rra-caution", "Yes"),
    # DOGSO, SPA and advantage: a radio caller, a kit man, an Irish fan
    ("what does DOGSO stand for?", "dogso-what", ""),
    ("last man back always walks, yeah?", "dogso-last-man", "No"),
    ("is denying a goal-scoring chance outside the box always a red?", "dogso-outside-area", "Yes"),
    (
        "is it a red if the defender went for the ball but fouled the striker in the box on a clear chance?",
        "dogso-in-area-attempt",
        "No",
    ),
    ("ref played advantage after a tactical foul, still booked?", "advantage-spa-no-caution", "No"),
    (
        "ref plays advantage after a DOGSO foul and we score, is the defender still sent off?",
        "advantage-dogso-caution",
        "No",
    ),
    (
        "kit man asks: is a professional foul on halfway to stop a breakaway a booking?",
        "spa-tactical-foul-yellow",
        "Yes",
    ),
    (
        "he dragged the striker down by the shirt in the box when clean through, pen and a red?",
        "dogso-in-area-holding",
        "Yes",
    ),
    ("is there a set time the ref has to wait for an advantage?", "advantage-no-fixed-time", "No"),
    ("can the ref bring it back if the advantage doesn't work out?", "advantage-come-back", "Yes"),
    (
        "Irish fan: can the ref play advantage after a leg-breaker of a tackle?",
        "advantage-serious-foul",
        "Only if",
    ),
    # handball: a schoolteacher, a Nigerian fan
    ("Schoolteacher here, my pupils ask: is it handball if it hits the shoulder?", "handball-shoulder", "No"),
    ("Naija fan: ball touch defender hand, is every touch handball?", "handball-not-every-touch", "No"),
    ("striker handles it by accident then scores straight away, goal?", "handball-accidental-scorer", "No"),
    (
        "my teammate handled it by accident and then I scored, does it count?",
        "handball-accidental-teammate",
        "Yes",
    ),
    ("handball outside the box, is that a direct free kick?", "handball-restart", ""),
    ("keeper handles outside his box to stop a certain goal, red?", "handball-goalkeeper-outside-red", "Yes"),
    ("arm out wide making himself bigger, handball?", "handball-bigger", "Yes"),
    ("defender handles on the line, is it always a red?", "handball-on-line-red", "Not always"),
    ("is a handball pen always a booking too?", "handball-penalty-card", "No"),
    (
        "can the keeper pick up a back pass that was chested to him?",
        "handball-goalkeeper-headed-backpass",
        "Yes",
    ),
    # penalties and shoot-outs: a women's-league player, an Irish fan
    (
        "women's league keeper here: do I need both feet on the line for a pen?",
        "penalty-keeper-both-feet",
        "No",
    ),
    ("can the pen taker do a stutter in the run up?", "penalty-feint", "Yes"),
    ("pen hits the post and the taker scores the rebound, does it count?", "penalty-rebound-kicker", "No"),
    ("keeper saves the pen and the taker buries the rebound, does it stand?", "penalty-rebound-save", "Yes"),
    ("Irish fan: can a pen still be taken after the ninety minutes are up?", "penalty-added-time", "Yes"),
    ("is a panenka legal?", "penalty-panenka", "Yes"),
    ("what if the keeper and the taker both break the rules at a pen?", "penalty-both-offend", ""),
    ("can we bring on our sub keeper just for the shootout?", "shootout-keeper-specialist", "No"),
    ("is a shoot out goal added to the final score?", "shootout-goals-not-count", "No"),
    ("foul right on the edge of the box line, is it a pen?", "penalty-foul-on-line", "Yes"),
    ("foul started outside the box and the lad fell in the box, pen?", "penalty-offence-outside-area", "No"),
    ("can you backheel a pen?", "penalty-backheel", "Yes"),
    ("where do the other players have to be when a pen is taken?", "penalty-player-positions", ""),
    # cards and team officials: a kit man, a women's-league player
    ("is going down too easy to win a foul a yellow?", "caution-simulation", "Yes"),
    ("can you get a red for diving?", "caution-simulation-not-red", "No"),
    ("pulling your shirt over your head to celebrate, booking?", "caution-shirt-off", "Yes"),
    ("can a sub sitting on the bench get a red card?", "red-card-substitute", "Yes"),
    ("can you replace a player who got sent off in the 30th minute?", "red-card-replace", "No"),
    ("kit man: saw a lad spit at the ref, that's a straight red isn't it?", "red-card-spitting", "Yes"),
    ("is a studs up tackle always a red?", "red-card-tackle", "Not always"),
    ("arguing with the ref, is that a yellow?", "caution-dissent", "Yes"),
    ("can the linesman give a yellow?", "fourth-official-cards", "No"),
    ("can a player be booked after the game is over?", "cards-after-final-whistle", "Yes"),
    ("can the manager get a yellow card?", "coach-red-card", "Yes"),
    ("manager boots a water bottle in a strop, red?", "coach-throws-object", "Not always"),
    ("can a player be sent off before the game even starts?", "red-card-before-kick-off", "Yes"),
    # substitutes and injuries
    ("how many subs are you allowed now?", "substitutes-how-many", ""),
    ("can a subbed player come back on in a league match?", "substituted-player-return", "No"),
    ("how long has a player got to get off when he's subbed?", "substitution-ten-seconds", ""),
    ("after the physio comes on, does the player have to go off?", "injured-player-stay-off", "Yes"),
    # free kicks and walls (Law 12, Law 13): a teenage gamer, a schoolteacher
    ("is a trip a direct or an indirect free kick?", "foul-trip-direct-free-kick", ""),
    ("can you score direct from an indirect free kick?", "goal-direct-indirect-free-kick", "No"),
    ("how far must the wall be from a free kick?", "free-kick-distance-wall", ""),
    # the yes/no sibling's "No." (helper-145): attackers stay 1 m from a wall of three or more (Law 13.2)
    ("can the attackers stand right next to the wall at a free kick?", "free-kick-attackers-near-wall", "No"),
    ("gamer here: can you take a quick free kick before the wall is set?", "free-kick-quick", "Quickly"),
    ("is obstruction without contact an indirect free kick?", "foul-indirect-free-kick", ""),
    ("is a high foot a direct free kick?", "foul-indirect-free-kick", ""),
    ("is a foul throw a free kick?", "throw-in-foul-throw", ""),
    ("is a push a direct or indirect free kick?", "foul-trip-direct-free-kick", ""),
    ("is holding a direct free kick?", "foul-trip-direct-free-kick", ""),
    ("is holding an indirect free kick?", "foul-trip-direct-free-kick", ""),
    ("is a trip in the box a penalty?", "foul-trip-direct-free-kick", ""),
    ("is a push in the box a pen?", "foul-trip-direct-free-kick", ""),
    ("can you score straight from a direct free kick?", "goal-direct-free-kick", "Yes"),
    ("can the free kick taker touch it twice?", "unsure", ""),
    # throw-in, goal kick and corner (Laws 15-17)
    ("can you score straight from a corner?", "goal-direct-corner", "Yes"),
    ("can you take a throw in with both feet over the line?", "throw-in-foul-throw", ""),
    ("throw in goes straight into our own net, goal?", "goal-direct-throw-in", "No"),
    # the yes/no sibling's "No." (helper-145): in play once kicked and clearly moving (Law 16.1)
    ("does the goal kick have to leave the box now?", "goal-kick-inside-area", "No"),
    ("how far back do defenders have to be at a corner?", "corner-in-play-short", ""),
    ("what happens if the goal kick takes too long now?", "restart-five-second-countdown", ""),
    ("is it a corner if the keeper holds it too long now?", "keeper-eight-seconds-corner", "Yes"),
    # dropped ball (Law 8) and the ball in and out of play (Law 9)
    ("ref stops play for a head injury, who gets the ball back?", "dropped-ball", ""),
    ("can you score straight from a dropped ball?", "goal-direct-dropped-ball", "No"),
    ("ball hits the ref and goes to the other team, what happens?", "ball-hits-referee", ""),
    ("can a goal go in off the ref?", "goal-off-referee", "No"),
    ("the ball curled out of play in the air and swung back in: still in play?", "ball-out-in-the-air", ""),
    ("is the touchline part of the pitch?", "goal-line-part-of-field", "Yes"),
    ("is the ball out if it goes over the line in the air?", "ball-out-in-the-air", ""),
    ("the sub on the bench stopped the ball going out, what's the restart?", "bench-touches-ball-out", ""),
    # the Tottenham v Sporting match
    ("who scored for sporting in the 1-1?", "spurs-sporting-scorers", ""),
    ("who scored for spurs against sporting?", "spurs-sporting-scorers", ""),
    # (or the score's answer, which says it too: hunt 88)
    ("did kane score against sporting?", ("kane-sporting-2022", "spurs-sporting-score"), ""),
    ("was kane offside against sporting?", "kane-offside", "Yes"),
    ("should kane's goal against sporting have stood?", "kane-offside", "No"),
    ("Irish fan: why was Kane's late winner against Sporting chalked off?", "kane-goal-disallowed", ""),
    ("did Nazinho's touch put Kane onside?", "nazinho-touch", "No"),
    ("why was Conte sent off against Sporting?", "conte-red-card", ""),
    # nothing in the catalogue answers these: the honest answer is "unsure"
    ("how long is half time?", "half-time-interval", ""),  # answered since probe 16 (Law 7.2)
    ("what size is a full size goal?", "goal-dimensions", ""),  # answered since probe 16 (Law 1.10)
    ("can players wear earrings in a match?", "jewellery-forbidden", ""),
    ("can the ref abandon the game if the floodlights go?", "unsure", ""),
    ("can the kit man come on the pitch to fix a boot?", "unsure", ""),
    ("is there a mercy rule in football?", "unsure", ""),
    ("how many minutes is extra time?", "unsure", ""),
]


# Left after the probe: each still fails as the probe found it, and an xfail that starts passing must be taken up.
LEFT_OUT = {
    "can the free kick taker touch it twice?": "another topic: the penalty-kick topic (no intent for a free kick's "
    "double touch, Law 13.2; an elsewhere line sent it to the told-play reader's offside question and moved two "
    "odd-half answers)",
    "is holding an indirect free kick?": "another question: keeper-six-seconds-gone's 'No.', on a goalkeeper holding "
    "the ball (true by chance: holding an opponent is a direct free kick offence)",
    "is a push in the box a pen?": "another question: dogso-in-area-holding's 'Yes.' on a DOGSO in the area (true by "
    "chance: a push in the own area is a penalty)",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT_OUT))
