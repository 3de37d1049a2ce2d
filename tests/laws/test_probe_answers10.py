"""A tenth hostile probe of /var explain, on the Laws other than offside (helper-107, 106 questions written before any
change), in voices the ninth did not use: a podcast host, a betting man, a stats nerd, a goalkeeper, a coach of
under-10s, a referee's parent, a non-native speaker and texting shorthand, across the VAR protocol, penalties and
shoot-outs, cards, team officials, handball, DOGSO, the goal and the ball in and out of play, restarts, and questions
no answer in the catalogue covers (the honest answer is "unsure").

On the unchanged code 16 failed, 11 of them untrue (a wrong Yes, No or Not always, or another topic's answer): a
rebound in a shoot-out got the match penalty's "Yes." (the kicker may not play it again, Law 10.3); a flick-up trick
to head the ball back to the keeper got the headed back-pass "Yes."; an attacker's foul in the opponents' area got
the handball penalty's "Yes."; a substituted player taking a shoot-out kick, and a bad throw-in, got another answer
of their topic; "can a DOGSO in the box be just a yellow?" got "Not always" (it can: Yes); an insulting gesture got
the swearing answer's "Not always" (offensive gestures are a sending-off). Now 4, all questions nothing in the
catalogue answers (LEFT_OUT, xfail, with the true "final call" statement that gives no "No"): excludes on the answers
that came first only moved each to another wrong topic, so none was kept.

Landed (data only): excludes on penalty-rebound-save (shoot-out words), handball-goalkeeper-headed-backpass (a trick,
a flick, to get round the rule), restart-five-second-countdown (a bad, foul, wrong or illegal throw), dogso-in-area
("be just/only a yellow", a question whether it can be a caution) and shootout-how-many-kicks (a substitute or a
substituted player asks who may take the kicks); cues on shootout-sub-only (subbed off, substituted, taken off),
red-card-abuse-referee (gesture) and penalty-attacker-foul-in-area (an attacker fouls). No odd-half answer changed.

Re-judged after the first run, the answers being true: a goal kick that should have been a corner gets
var-other-restarts' "No." (a goal kick is not reviewable) rather than var-missed-corner's; the wrong penalty taker's
"No goal: ..." opens with "No"; "can a player who got two yellows stay on?" gets second-yellow-red turned to "No."; a
one-handed throw-in gets the foul-throw answer, which gives Law 15.1's two hands."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for the statement with no bare
# Yes or No)
CASES = [
    # VAR protocol: a podcast host, a betting man, a stats nerd
    (
        "Quick one for the pod: can the VAR get someone sent off for an elbow the ref never saw?",
        "var-missed-red",
        "Yes",
    ),
    (
        "betting q: ref gives a pen, VAR sees the foul was outside the box, does it become a free kick?",
        "var-penalty-location",
        "Yes",
    ),
    ("my acca died because VAR changed a red to a yellow, is that even allowed?", "var-downgrade-red", "Yes"),
    ("For our listeners: is it the VAR who makes the final call?", "var-decides", "No"),
    ("can a manager demand that the ref checks the monitor?", "var-coach-request", "No"),
    ("stats nerd here: is there a maximum length for a VAR check?", "var-time-limit", "No"),
    ("if the ref carded the wrong bloke can VAR sort it?", "var-mistaken-identity", "Yes"),
    ("can VAR disallow a goal for a foul three passes earlier in the same move?", "var-build-up-foul", "Yes"),
    ("is a match replayed if the VAR made a wrong call?", "var-malfunction", "No"),
    ("is a player booked for running into the referee review area?", "var-rra-caution", "Yes"),
    ("what happens if a manager storms into the video operation room?", "var-vor-entry", ""),
    ("does the crowd get told what the VAR decided?", "var-announcement", "Not always"),
    (
        "can VAR step in after the throw in was taken if someone spat at a player?",
        "var-violent-conduct-after-restart",
        "Yes",
    ),
    ("if the ref gave a pen wrongly can var cancel it", "var-cancel-penalty", "Yes"),
    ("can VAR give us a corner the ref gave as a goal kick?", "var-other-restarts", "No"),
    ("punter here: can the VAR look at a wrongly given corner that led to a goal?", "var-corner-kick", "Yes"),
    ("does the referee decide himself whether to go to the screen?", "var-referee-decides-review", "Yes"),
    ("why didnt the ref go to the screen for the offside goal", "var-no-screen-offside", ""),
    ("what's the difference between a VAR check and a review, for the pod?", "var-check-vs-review", ""),
    ("how far back in the move is the VAR allowed to go?", "var-how-far-back", ""),
    ("could VAR overturn a second yellow back in 2024/25?", "var-second-yellow-before", "No"),
    # penalties and shoot-outs: a goalkeeper, a coach of under-10s
    ("keeper here: can I have one foot off the line at a pen?", "penalty-keeper-one-foot", "Yes"),
    ("do I have to stay on my line until the pen is struck?", "penalty-keeper-must-stay-on-line", "Yes"),
    ("can I stand a yard in front of my line for a penalty?", "penalty-keeper-in-front-of-line", "No"),
    (
        "is the keeper always booked for coming off his line at a pen?",
        "penalty-keeper-warning",
        "Only for a repeat",
    ),
    ("my under 10s ask: how many pens does each team take in a shootout?", "shootout-how-many-kicks", ""),
    ("in a shoot out can the taker follow up if the keeper parries it?", "shootout-rebound", "No"),
    ("do the shootout goals go into the final score?", "shootout-goals-not-count", "No"),
    ("can our keeper be replaced in the shootout if he gets hurt?", "shootout-keeper-change", "Yes"),
    (
        "penalty taker slipped and hit it with both feet, it went in, goal?",
        "penalty-accidental-double-touch",
        "No",
    ),
    ("what happens if the taker touches it twice at a pen", "penalty-double-touch", ""),
    (
        "pen saved, it comes back out and the taker smashes in the rebound, allowed?",
        "penalty-rebound-save",
        "Yes",
    ),
    ("pen hits the bar then goes in off the keeper's back, goal?", "penalty-post-then-keeper", "Yes"),
    ("where do I put the ball for a pen", "penalty-ball-on-mark", ""),
    ("where does everyone else stand during a penalty?", "penalty-player-positions", ""),
    ("if the ball bursts as the pen is taken what happens", "penalty-ball-defective", ""),
    (
        "if an attacker fouls a defender in the defenders' own box, do the defenders get a pen?",
        "penalty-attacker-foul-in-area",
        "No",
    ),
    (
        "pen scored but their centre-back was already in the box, does the goal stand?",
        "penalty-defender-encroach-goal",
        "Yes",
    ),
    ("can the taker stop dead at the end of his run up and then shoot?", "penalty-feint-after-runup", "No"),
    ("is a keeper allowed to swing on the net to put the taker off?", "penalty-goalkeeper-distract", "No"),
    ("ref named him as the taker but his mate took it, what happens", "penalty-wrong-kicker", "No"),
    ("can a player who was subbed off take a pen in the shootout?", "shootout-sub-only", "No"),
    # cards and sending-offs: a referee's parent, a non-native speaker
    # (re-judged by helper-135: second-yellow-stays-on asks exactly this, "No." as well, once a question worded on
    # the caution's side prefers the sibling worded on it)
    ("My daughter refs: can a player who got two yellows stay on?", "second-yellow-stays-on", "No"),
    ("is a red from two yellows the same ban as a straight red?", "second-yellow-suspension", "Not always"),
    ("can the assistant referee send a player off?", "fourth-official-cards", "No"),
    ("is biting an opponent a red?", "red-card-spitting", "Yes"),
    ("what is serious foul play", "red-card-serious-foul-play", ""),
    ("what counts as violent conduct exactly", "red-card-violent-conduct", ""),
    ("a player insult the referee with a rude gesture, it is red card?", "red-card-abuse-referee", "Yes"),
    (
        "player walk off the field without to ask the referee, is yellow?",
        "caution-entering-without-permission",
        "Yes",
    ),
    ("keeper fakes an injury to waste time, is that a booking?", "caution-simulation", "Yes"),
    ("if the goal gets ruled out do u still get booked 4 taking ur shirt off", "caution-shirt-off", "Yes"),
    ("if a player is sent off while the ball is out, what's the restart", "red-card-ball-out-restart", ""),
    ("can you get sent off for abusive language to the linesman?", "red-card-offensive-language-can", "Yes"),
    ("my son the ref asks: is violent conduct always a straight red?", "red-card-violent-conduct-red", "Yes"),
    # team officials
    ("can the physio stay on the bench after being sent off?", "medical-official-sent-off", "Yes"),
    ("if the ref can't tell which coach was shouting, who gets the card?", "coach-unidentified", ""),
    ("what can a manager be booked for", "coach-caution-offences", ""),
    ("coach clapping sarcastically at the ref, booking?", "coach-sarcastic-clapping", "Yes"),
    ("can the 4th official tell the ref our manager was mouthing off?", "fourth-official-informs", "Yes"),
    ("where does a sent off manager have to watch from?", "coach-sent-off-where", ""),
    ("is a coach booked for making the TV sign at the ref?", "var-tv-signal-caution", "Yes"),
    ("does every team have to have a captain with an armband now?", "captain-armband", "Yes"),
    ("is it only the captain who can talk to the ref now?", "captain-only", "Only if"),
    # handball
    ("where does the arm actually start for handball", "handball-arm-boundary", ""),
    ("wat counts as a deliberate handball", "handball-deliberate-definition", ""),
    (
        "can a defender flick it up and head it back to the keeper so he can pick it up?",
        "handball-backpass-trick",
        "No",
    ),
    (
        "keeper catches a ball his teammate kicked back to him, free kick?",
        "handball-backpass-kicked-free-kick",
        "Yes",
    ),
    (
        "is the keeper punished for catching a back header from his centre half?",
        "handball-headed-backpass-free-kick",
        "No",
    ),
    ("striker handles it trying to score, what do they get", "handball-attempt-to-score", ""),
    ("defender handball in his own box, is it a pen?", "handball-in-area-penalty", "Yes"),
    ("can a keeper get a red for handling outside his box?", "handball-goalkeeper-outside-red", "Yes"),
    ("can the striker barge the keeper while he's holding the ball?", "keeper-challenged-holding-ball", "No"),
    (
        "defender palms it off the line on purpose, straight red yeah?",
        "handball-deliberate-stops-goal-red",
        "Yes",
    ),
    # DOGSO and SPA
    ("stats q: what are the four DOGSO criteria?", "dogso-what", ""),
    ("can a DOGSO in the box be just a yellow?", "dogso-in-area-caution", "Yes"),
    (
        "defender wrestles the striker down in the box when he's clean through, red even tho it's a pen?",
        "dogso-in-area-holding",
        "Yes",
    ),
    ("is shirt pulling a yellow", "holding-card", "Not always"),
    # goal, ball in and out of play
    ("can you score straight from a goal kick?", "goal-direct-goal-kick", "Yes"),
    ("can a keeper actually score a goal?", "goal-keeper-can-score", "Yes"),
    (
        "does a goal count if the team that scored fouled someone just before?",
        "goal-scoring-team-offence",
        "No",
    ),
    ("can a goal be scored straight from kick off?", "goal-direct-kick-off", "Yes"),
    ("how does goal line tech know the ball crossed?", "goal-line-technology", ""),
    ("are away goals still a thing?", "away-goals", "Only if"),
    ("Is correct that it is goal when the ball touch the line only?", "goal-ball-on-line", "No"),
    ("can u score an og straight from a throw in?", "goal-direct-throw-in", "No"),
    (
        "a pitch invader was on the field when we scored but never touched the ball, does it count?",
        "goal-extra-person-stands",
        "Yes",
    ),
    # kick-off and restarts
    ("who takes the dropped ball if it was in the box?", "dropped-ball", ""),
    ("how long can a keeper keep the ball in his hands now?", "keeper-eight-seconds", ""),
    ("goalie can hold the ball as long as he wants yeah?", "keeper-hold-as-long", "No"),
    ("is the 6 second rule for keepers still a thing?", "keeper-six-seconds-gone", "No"),
    ("what's this five second countdown at throw ins?", "restart-five-second-countdown", ""),
    ("can the ref change his mind after play has restarted?", "referee-change-after-restart", "No"),
    ("how long does a subbed player get to walk off?", "substitution-ten-seconds", ""),
    ("how long must an injured player stay off after treatment now", "injured-player-one-minute", ""),
    ("what changed in the laws this season?", "law-changes-2026-27", ""),
    ("bad throw in, who takes it again?", "throw-in-foul-throw", ""),
    (
        "is the keeper given a corner against him for holding it too long?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # nothing in the catalogue answers these: the honest answer is "unsure"
    ("how far does the wall have to be at a free kick?", "free-kick-distance-wall", ""),
    # the yes/no sibling's "No." since helper-145: attackers stay 1 m from a wall of three or more (Law 13.2)
    ("can attackers stand in the defending wall?", "free-kick-attackers-near-wall", "No"),
    ("is a trip a direct or an indirect free kick?", "unsure", ""),
    ("can the kick off be played backwards?", "unsure", ""),
    ("can a throw in be taken with one hand?", "throw-in-foul-throw", ""),
    ("can the ref abandon a match because of the weather?", "unsure", ""),
    ("can the ref show a red card after the final whistle?", "cards-after-final-whistle", "Yes"),
    ("is dangerous play an indirect free kick?", "unsure", ""),
]


# Left after the probe: each still fails as the probe found it, and an xfail that starts passing must be taken up.
LEFT_OUT = {
    "For our listeners: is it the VAR who makes the final call?": "the true statement of var-who-decides, no 'No'",
    "is a trip a direct or an indirect free kick?": "untrue: offside-sanction's 'An indirect free kick' (no intent "
    "for the restarts of Law 12 fouls; excluding it moves the question to another free-kick answer)",
    "can the kick off be played backwards?": "another topic: penalty-backwards (no kick-off intent; excluding it "
    "moves the question to the offside backwards-pass answers)",
    "is dangerous play an indirect free kick?": "another topic: offside-free-kick's 'Yes.' (no intent for the "
    "restarts of Law 12 offences)",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT_OUT))
