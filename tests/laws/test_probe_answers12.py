"""A twelfth hostile probe of /var explain (helper-111): 103 rule questions on offside (Law 11), deliberate play against
deflection and save, and the VAR protocol, written from the Laws (IFAB 2026/27 in force; LAWS-FACTS) before any
change, in voices the earlier rounds did not use: a pub quizmaster, a referee's assessor, a fantasy-football manager,
a retired player, a sports journalist, a non-native speaker, a sceptical dad and a fan texting fast; and 26 more, the
neighbours of each fix, added after it (five of them had first got an untrue answer from this round's new intents, now
fenced off by their excludes).

On the unchanged code 32 of the first 103 failed (37 of all 129), most of them untrue: "can VAR overturn an offside
call if the flag went up wrongly and play was stopped?" got the corner kick's "Yes."; a player coming back from an
offside position got save-no-reset's "No. After a deliberate save"; level with the ball got the level-with-the-
second-last-opponent answer; "can the keeper himself be caught offside?" "No."; only his head (or one foot) over the
halfway line "No." (Law 11.1: that part is in the opponents' half); penalised without touching the ball "No." (Law
11.2: interfering with an opponent); "keeper parries a shot to an offside striker, is that a reset?" "Yes."; an
outfield player's save "count the same as a keeper's?" "No."; "is offside one of the things VAR checks?" the time
limit's "No."; a penalty's rebound offside got the kicker's second touch; "does the Premier League use a tolerance for
offside lines?" the VAR announcement's "Not always."; and yes/no questions answered with "Because ..." or a
definition (a late flag "does VAR decide?", "does VAR check every goal for offside?", interference at offside and the
on-field review, the attacking phase of play and offside). Now 3, left as xfail (LEFT_OUT).

Landed (data, and four readings of a question's side in words.toml [polarity]): new intents offside-without-touching,
offside-coming-back, offside-gaining-advantage and offside-exempt-restarts (Law 11.2, 11.3), save-what-is and
deliberate-play-when (Law 11.2; Circular 26), var-offside-stopped-play, var-checks-every-goal,
var-offside-interference-ofr and var-app-not-offside-reset (VAR protocol 1, 2 and 4); excludes and cues on the
answers that came first (offside-halfway-line, whose "one foot over the halfway line" paraphrase moved to
offside-body-parts; offside-not-involved; offside-free-kick; the rebound answers and penalty-rebound-kicker at a
penalty's rebound; handball-deliberate-definition; var-corner-kick; var-delayed-flag; var-missed-second-yellow;
saot-who-decides; advantage-offside), "caught offside" and "... he is offside?" read as the offside side, "is that a
reset?" as the onside side, and "count the same as" not as a goal that counts; four elsewhere lines (offside-line
tolerance and thickness, the Law's history). No odd-half answer lost; one odd-half question (a corner the referee
never gave) now gets var-missed-corner as expected.

Re-judged after the first run, the answers being true: "does the second-last opponent have to be a defender or can it
be the keeper?" gets offside-goalkeeper-counts' "Yes."."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for the statement with no bare
# Yes or No)
CASES = [
    # offside position (Law 11.1): a pub quizmaster, a retired player, a non-native speaker, a fan texting fast
    ("Pub quiz question: can a player be offside in his own half?", "offside-own-half", "No"),
    (
        "quizmaster here: does the goalkeeper count as the second-last opponent for offside?",
        "offside-goalkeeper-counts",
        "Yes",
    ),
    (
        "is a player offside if he's level with the ball but ahead of the last defender?",
        "offside-behind-ball-offside",
        "No",
    ),
    ("offside if ur level w the ball?", "offside-behind-ball-offside", "No"),
    (
        "retired centre half here: in my day the arm counted, does the arm count for offside now?",
        "offside-arms",
        "No",
    ),
    (
        "is a striker offside if only his shoulder is beyond the second-last defender?",
        "offside-body-parts",
        "Yes",
    ),
    ("is it really offside if only his nose is past the defender?", "offside-body-parts", "Yes"),
    ("can a player be offside if only his head is over the halfway line?", "offside-body-parts", "Yes"),
    ("can you be offside if you're stood right on the halfway line?", "offside-halfway-line", "No"),
    ("player stand exactly on the middle line, it is possible he is offside?", "offside-halfway-line", "No"),
    (
        "sorry my english: the goalkeeper, he is counting like a defender for offside?",
        "offside-goalkeeper-counts",
        "Yes",
    ),
    (
        "does the second-last opponent have to be a defender or can it be the keeper?",
        "offside-goalkeeper-counts",
        "Yes",
    ),
    ("level w last defender = onside yeah?", "offside-level-onside", "Yes"),
    ("pub quiz: is a player level with the second-last opponent offside?", "offside-level-offside", "No"),
    ("r hands offside??", "offside-arms", "No"),
    (
        "can a player be offside if he's behind the ball when it's passed?",
        "offside-behind-ball-offside",
        "No",
    ),
    ("so a striker can stand next to the keeper all game and it's legal?", "offside-position-allowed", "Yes"),
    ("is it an offence just to be in an offside position?", "offside-position-not-offence", "No"),
    ("can the keeper himself be caught offside?", "offside-goalkeeper-attacker", "Yes"),
    (
        "journalist here: does a defender lying injured behind his own goal line still count for offside?",
        "offside-defender-off-pitch",
        "Yes",
    ),
    (
        "can an attacker hide off the pitch behind the goal to avoid being offside?",
        "offside-attacker-off-pitch",
        "Not",
    ),
    (
        "can a defender step off the pitch on purpose to catch a striker offside?",
        "offside-defender-leaves-to-trap",
        "No",
    ),
    # the moment of the pass (Law 11.1, 11.2)
    (
        "if a player comes back from an offside position and then receives the ball, is he onside?",
        "offside-coming-back",
        "Only if",
    ),
    (
        "retired winger: if I'm offside when the pass is hit but I run back onside before I get it, am I ok?",
        "offside-coming-back",
        "No",
    ),
    ("journalist: is offside judged when the ball is passed or when it's received?", "offside-moment", ""),
    ("at what exact moment does the assistant judge offside?", "offside-moment", ""),
    ("first touch or last touch of the pass for offside?", "offside-moment", ""),
    ("can you be offside from a goalkeeper's throw out?", "offside-goalkeeper-throw", "Yes"),
    # offside offence: interfering and gaining an advantage (Law 11.2)
    (
        "fantasy manager: my striker was stood offside but didn't touch the ball or anyone, can he be penalised?",
        "offside-not-involved",
        "No",
    ),
    (
        "referee's assessor: what counts as interfering with an opponent under Law 11?",
        "offside-interfering-opponent",
        "",
    ),
    (
        "is blocking the keeper's line of vision from an offside position an offence?",
        "offside-blocking-view",
        "Yes",
    ),
    (
        "can a player in an offside position be penalised without touching the ball?",
        "offside-without-touching",
        "Yes",
    ),
    (
        "is it an offence if an offside player challenges a defender for the ball?",
        "offside-interfering-opponent",
        "",
    ),
    (
        "is it offside if he makes an obvious action that stops the keeper playing the ball?",
        "offside-without-touching",
        "Yes",
    ),
    (
        "does an offside player who gets in a defender's way count as interfering?",
        "offside-in-the-way",
        "Yes",
    ),
    ("what does gaining an advantage mean in the offside law?", "offside-gaining-advantage", ""),
    ("is it offside if the ball rebounds off the bar to a player who was offside?", "rebound-post", "Yes"),
    ("does a rebound off the referee put an offside player back onside?", "rebound-post-no-reset", "No"),
    (
        "can a player in an offside position dummy the ball without being penalised?",
        "offside-dummy",
        "Not always",
    ),
    ("if he's fouled while in an offside position, what's given?", "offside-fouled-while-offside", ""),
    # offside at restarts (Law 11.3) and the sanction (Law 11.4)
    ("quiz: offside from a direct free kick, possible?", "offside-free-kick", "Yes"),
    ("can a player be offside from a dropped ball?", "offside-dropped-ball", "Yes"),
    (
        "penalty hits the post and a striker scores the rebound, can that be offside?",
        "offside-penalty-kick",
        "Not",
    ),
    ("offside frm a throw in??", "offside-throw-in", "No"),
    ("from a goal kick can u be offside", "offside-goal-kick", "No"),
    ("can a lad be offside straight from a corner?", "offside-corner", "No"),
    ("short corner then a cross, can someone be offside?", "offside-short-corner", "Yes"),
    ("is offside an indirect free kick?", "offside-sanction", ""),
    ("where is the free kick for offside taken if he was back in his own half?", "offside-sanction", ""),
    ("can offside in the box ever be a penalty?", "offside-no-penalty", "No"),
    ("pub quiz: name the restarts you can't be offside from", "offside-exempt-restarts", ""),
    # deliberate play, deflection and save (Law 11.2)
    (
        "does a deliberate handball by a defender count as a deliberate play?",
        "deliberate-play-handball",
        "Yes",
    ),
    (
        "retired pro: in my day a deflection didn't matter, does a deflection play you onside now?",
        "deflection-no-reset",
        "No",
    ),
    (
        "the ball touch the defender leg by accident, the striker was offside before, now he is onside?",
        "deflection-no-reset",
        "No",
    ),
    ("keeper parries a shot to an offside striker, is that a reset?", "save-no-reset", "No"),
    ("does a deliberate save by a defender reset offside?", "save-no-reset", "No"),
    (
        "does an outfield player's save count the same as a keeper's save for offside?",
        "save-still-offside",
        "Yes",
    ),
    ("what counts as a save for offside?", "save-what-is", ""),
    (
        "assessor: what are the criteria for deciding whether a defender deliberately played the ball?",
        "deliberate-play-criteria",
        "",
    ),
    ("does a bad clearance still count as a deliberate play?", "deliberate-play-inaccurate-counts", "Yes"),
    # (its own yes/no answer since probe 30: a reflex is no deliberate play)
    ("is an instinctive stretch by a defender a deliberate play?", "deliberate-play-reflex", "No"),
    ("why was Mbappe onside against Spain?", "deliberate-play-mbappe", ""),
    (
        "does it matter for offside if the defender meant to play it?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    (
        "so if the defender kicks it on purpose the offside striker is let off?",
        "deliberate-play-resets",
        "Yes",
    ),
    ("defender heads it on purpose to offside guy, onside?", "deliberate-play-resets", "Yes"),
    ("keeper save then offside guy scores, offside?", "save-still-offside", "Yes"),
    ("does a deliberate handball by a defender reset offside?", "deliberate-play-handball", "Yes"),
    ("what's the difference between a deflection and a deliberate play?", "deliberate-play-criteria", ""),
    ("when did the deliberate play guidance come in?", "deliberate-play-when", ""),
    # the VAR protocol: a sports journalist, a sceptical dad, a referee's assessor, a fantasy manager
    (
        "can VAR overturn an offside call if the flag went up wrongly and play was stopped?",
        "var-offside-stopped-play",
        "No",
    ),
    ("does the referee wait for the flag before giving a goal?", "unsure", ""),
    ("if the linesman flags late and the goal is scored, does VAR decide?", "var-decides", "No"),
    ("does VAR check every goal for offside?", "var-checks-every-goal", "Yes"),
    ("is offside one of the things VAR checks?", "var-checks-every-goal", "Yes"),
    ("can VAR rule out a goal for an offside in the build-up?", "var-build-up-foul", "Yes"),
    (
        "fantasy manager: my striker's goal got chalked off for offside in the build-up, can VAR go back that far?",
        "var-build-up-foul",
        "Yes",
    ),
    ("what does clear and obvious mean for VAR?", "var-clear-obvious", ""),
    ("journalist: why don't referees go to the screen for offside calls?", "var-no-screen-offside", ""),
    ("does the ref have to go to the monitor for an offside?", "var-screen-not-always", "No"),
    ("is interference at offside a decision for an on-field review?", "var-offside-interference-ofr", "Yes"),
    ("how far back can VAR look for an offside before a goal?", "var-how-far-back", ""),
    ("what is the attacking phase of play?", "var-how-far-back", ""),
    ("does the attacking phase of play reset offside?", "var-app-not-offside-reset", "No"),
    ("the ref booked the wrong defender, can VAR sort it?", "var-mistaken-identity", "Yes"),
    (
        "assessor: can the referee initiate a review himself without the VAR?",
        "var-referee-decides-review",
        "Yes",
    ),
    ("can VAR disallow a goal for offside after play has restarted?", "var-after-restart", "Only"),
    ("is there a time limit on an offside check?", "var-time-limit", "No"),
    ("can the manager ask VAR to check an offside?", "var-coach-request", "No"),
    ("sceptical dad: the VAR decides offside these days, doesn't it?", "var-decides", "No"),
    ("does the VAR overrule the linesman on offside?", "var-overrule", "No"),
    ("what's the difference between an on-field review and a VAR-only review?", "var-check-vs-review", ""),
    (
        "quizmaster: since the 2026 World Cup, can the VAR look at a second yellow?",
        "var-second-yellow",
        "Yes",
    ),
    ("can VAR now cancel a corner that should have been a goal kick?", "var-corner-kick", "Yes"),
    ("can VAR give a corner the ref never gave?", "var-missed-corner", "No"),
    ("did anything in the offside law change for 2026/27?", "law-changes-2026-27", ""),
    # SAOT
    ("what's SAOT?", "saot-what", ""),
    ("does a computer make the offside call with semi-automated offside?", "saot-who-decides", "No"),
    ("with SAOT, does the ref still decide offside?", "saot-referee-decides", "Yes"),
    # neighbours of this round's changes, checked after them: each kept its answer or got the Law's
    ("why did the linesman wait to raise his flag?", "var-delayed-flag", ""),
    ("does the ball coming back off the post put him onside?", "rebound-post-no-reset", "No"),
    ("can the referee play advantage for offside?", "advantage-offside", "Yes"),
    ("is the ref allowed to wave play on after an offside?", "advantage-offside", "Yes"),
    ("is a keeper's save a deliberate play?", "save-no-reset", "No"),
    ("penalty saved and a team-mate scores the rebound, offside?", "offside-penalty-kick", "Not"),
    ("can the penalty taker score the rebound off the post?", "penalty-rebound-kicker", "No"),
    ("which half is the halfway line in for offside?", "offside-halfway-line-own-half", ""),
    ("one foot over the halfway line, can he be offside?", "offside-body-parts", "Yes"),
    (
        "why did the ref go to the monitor to check if the offside player interfered?",
        "var-offside-interference-ofr",
        "",
    ),
    ("how far back can VAR go before a goal?", "var-how-far-back", ""),
    ("what's the punishment for offside?", "offside-sanction", ""),
    ("does running back onside before the ball arrives help?", "offside-coming-back", "Only if"),
    ("can VAR review a goal kick that should have been a corner?", "var-other-restarts", "No"),
    ("can VAR give a second yellow the ref never gave?", "var-missed-second-yellow", "No"),
    ("does the computer overrule the linesman with SAOT?", "saot-who-decides", "No"),
    ("can you be offside from an indirect free kick?", "offside-free-kick", "Yes"),
    ("what is interfering with an opponent?", "offside-interfering-opponent", ""),
    ("does a defender blocking a shot on the line count as a save?", "save-still-offside", "Yes"),
    ("can the manager ask for a VAR check?", "var-coach-request", "No"),
    ("what restarts are exempt from offside?", "offside-exempt-restarts", ""),
    (
        "can you be offside without touching the ball if you're nowhere near play?",
        "offside-not-involved",
        "No",
    ),
    ("can VAR go back to the start of the attacking phase to look for an offside?", "var-how-far-back", ""),
    ("does a new attacking phase reset offside?", "var-app-not-offside-reset", "No"),
    ("what does it mean when the ref plays advantage?", "advantage-what", ""),
    ("does VAR check every throw-in?", "var-other-restarts", "No"),
    # questions nothing in the catalogue answers
    ("how thick is the offside line on the TV?", "unsure", ""),
    ("does the Premier League use a tolerance for offside lines?", "unsure", ""),
    ("who invented the offside rule?", "unsure", ""),
    ("how much does a VAR referee get paid?", "unsure", ""),
    ("can a substitute warming up behind the goal play someone onside?", "unsure", ""),
]


# Left after the probe: each still fails as the probe found it, and an xfail that starts passing must be taken up.
LEFT_OUT = {
    "retired winger: if I'm offside when the pass is hit": "the told-play reader asks whether he played the ball "
    "(not untrue; bot/laws/situation*.py is another helper's, and offside-coming-back has its answer)",
    "does the referee wait for the flag before giving a goal?": "var-delayed-flag's 'Because ...' on the assistant's "
    "delayed flag (true, with no Yes or No; no Law says whether the referee waits)",
    "can a substitute warming up behind the goal play someone onside?": "another question: bench-touches-ball-out "
    "(an exclude on it sent the question to offside-defender-off-pitch's 'Yes.', worse)",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT_OUT))
