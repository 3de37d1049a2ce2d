"""Questions from a hostile probe of /var explain (and variants of them) that had been answered untruly: each now gets
the intent that answers it, or "not sure" where the bot has no intent for that part of the Laws, with its Yes or
No on the side the fan asked."""

from tests.laws.evaluate import probe_test

# (question, the answer id or "unsure", the opening: "Yes", "No" or "" for an answer that is no yes/no)
CASES = [
    # a bare "goal?" after a told play asks whether the goal stands (words.toml [polarity] stands)
    (
        "attacker offside position stands in the goal when the ball goes in. goal?",
        # (hunt 85: Law 11.4's own answer for an attacker inside the goal)
        ("offside-not-involved", "offside-attacker-in-goal"),
        "Yes",
    ),
    (
        "ball hits the post and comes back to a player who was offside when the shot was taken. goal?",
        "rebound-post",
        "No",
    ),
    (
        "striker offside position stands in front of keeper blocking his view, shot goes in. goal?",
        "offside-blocking-view",
        "No",
    ),
    (
        "offside player standing right in front of the keeper, not moving, shot goes in through his legs. goal?",
        "offside-blocking-view",
        "No",
    ),
    (
        "defender on the line blocks a shot with his chest, rebound to an attacker who was offside at the shot. goal?",
        "save-still-offside",
        "No",
    ),
    ("does the goal stand if the scorer was level?", "offside-level-onside", "Yes"),
    # "am I offside", a claim someone makes (words.toml [polarity] offside)
    ("if I'm level with the last defender am I offside?", "offside-level-offside", "No"),
    ("my mate says level is offside, is he right?", "offside-level-offside", "No"),
    ("lino flagged when he was level smh, that's wrong isn't it", "offside-level-onside", "Yes"),
    (
        "goalkeeper throws to a winger who was offside when the ball left the keeper's hand. offside?",
        "offside-goalkeeper-throw",
        "Yes",
    ),
    (
        "keeper throws it long to a striker who was behind the defenders when the keeper released it. offside?",
        "offside-goalkeeper-throw",
        "Yes",
    ),
    (
        "attacker stepped off the pitch to avoid being offside, then came back on to score. goal?",
        "offside-attacker-off-pitch",
        "Not if",
    ),
    ("is offside penalised with a direct free kick?", "offside-sanction", "An indirect free kick"),
    # cards
    (
        "ref played advantage after a DOGSO foul and the attack continued, red?",
        "advantage-dogso-caution",
        "No",
    ),
    (
        "defender deliberately handles on the line, ball still goes in. red?",
        "handball-unsuccessful-prevent",
        "No",
    ),
    ("can a player get two yellows and stay on?", "second-yellow-red", "No"),
    ("player sent off before kick-off, can he be replaced?", "red-card-before-kick-off", "Yes"),
    (
        "pen retaken because keeper moved, does he get a yellow?",
        "penalty-keeper-warning",
        "Only for a repeat",
    ),
    ("isn't a coach immune from cards?", "coach-red-card", "No"),
    ("isn't advantage only 5 seconds?", "advantage-no-fixed-time", "No"),
    ("how long does the ref have to go back after advantage?", "advantage-no-fixed-time", ""),
    ("he dived, should be a yellow right?", "caution-simulation", "Yes"),
    ("is simulation a yellow card?", "caution-simulation", "Yes"),
    ("player takes his shirt off celebrating, yellow?", "caution-shirt-off", "Yes"),
    ("celebrating with the fans in the crowd, is that a booking?", "caution-celebrating-crowd", "Not always"),
    (
        "player headbutts opponent off the ball while play is stopped, what restart?",
        "red-card-ball-out-restart",
        "",
    ),
    ("can the physio stay if sent off?", "medical-official-sent-off", "Yes"),
    # penalties and the shoot-out
    ("can the keeper stand in front of the line at a penalty?", "penalty-keeper-in-front-of-line", "No"),
    (
        "keeper standing 1 metre in front of his line when the kick is taken, legal?",
        "penalty-keeper-in-front-of-line",
        "No",
    ),
    ("striker stopped in the run-up and then shot, is that legal?", "penalty-feint", "Yes"),
    (
        "can the keeper move off his line before the penalty is taken?",
        "penalty-keeper-in-front-of-line",
        "No",
    ),
    ("a defender and an attacker both encroach, pen goes in. goal?", "penalty-encroachment", "Only if"),
    ("can the keeper be changed during the shootout?", "shootout-keeper-change", "Yes"),
    ("can you sub the goalkeeper for penalties?", "shootout-keeper-change", "Yes"),
    ("how many players take penalties in a shootout?", "shootout-how-many-kicks", ""),
    ("what happens if its still level after 5 pens in a shootout", "shootout-how-many-kicks", ""),
    ("foul on the line of the penalty area, pen or free kick?", "penalty-foul-on-line", "Yes"),
    (
        "striker elbows defender during a corner, ball in play. free kick or penalty?",
        "penalty-attacker-foul-in-area",
        "No",
    ),
    # VAR
    ("what happens if a coach enters the VAR room?", "var-vor-entry", "A red card"),
    ("a player ran into the review area to argue, what card?", "var-rra-caution", ""),
    ("can a player ask the ref to check VAR?", "var-coach-request", "No"),
    ("can a player be booked for making the TV sign?", "var-tv-signal-caution", "Yes"),
    ("can a player go into the var room?", "var-vor-entry", "A red card"),
    ("can VAR give a penalty the ref missed?", "var-missed-penalty", "Yes"),
    ("VAR said the foul was outside the box, does it become a free kick?", "var-penalty-location", "Yes"),
    ("can VAR cancel a penalty?", "var-cancel-penalty", "Yes"),
    ("can VAR downgrade a red to a yellow?", "var-downgrade-red", "Yes"),
    ("if VAR breaks down is the match void?", "var-malfunction", "No"),
    ("does the ref have to go to the screen?", "var-screen-not-always", "No"),
    ("is VAR used in the championship?", "unsure", ""),
    ("can VAR be used in my sunday league?", "unsure", ""),
    # goals and restarts
    (
        "keeper kicks it from his hands the length of the pitch and it goes in, goal?",
        "goal-keeper-can-score",
        "Yes",
    ),
    ("does the goal count if the keeper threw it in?", "goal-keeper-throw", "No"),
    (
        "their keeper threw it straight into our net from his own box, ref gave a goal kick. right?",
        "goal-keeper-throw",
        "Yes",
    ),
    ("is it allowed to score direct from a corner?", "goal-direct-corner", "Yes"),
    ("can a goal be scored from a corner directly?", "goal-direct-corner", "Yes"),
    ("goal scored direct from a dropped ball, does it count?", "goal-direct-dropped-ball", "No"),
    ("is the 8 second rule an indirect free kick?", "keeper-eight-seconds", "A corner kick"),
    ("player got treatment on the pitch, can he come straight back on?", "injured-player-stay-off", "No"),
    ("is the captain armband compulsory?", "captain-armband", "Yes"),
    # parts of the Laws without an intent: "not sure" rather than a neighbour's answer
    ("how far must the wall be at a free kick?", "free-kick-distance-wall", ""),
    # the yes/no sibling's "No." since helper-145: attackers stay 1 m from a wall of three or more (Law 13.2)
    ("can attackers stand in the wall?", "free-kick-attackers-near-wall", "No"),
    ("is it a foul to shoulder charge?", "unsure", ""),
    ("can a player play with a cast on his arm?", "unsure", ""),
    ("goalkeeper got treatment, does he have to go off for a minute too?", "unsure", ""),
    # ... until it got one (2026-12-03: holding that starts outside and goes on inside is a penalty, Law 12.3)
    (
        "is it a penalty if the foul starts outside the box and ends inside?",
        "penalty-holding-outside-inside",
        "",
    ),
    (
        "Saturday's game: … our CB slides in and gets the ball first, ref points to the spot. was that a pen?",
        "unsure",
        "",
    ),
    (
        "attacker handles deliberately trying to score but misses, card?",
        "handball-attempt-to-score",
        "A direct free kick",
    ),
    # probe 2 (2026-12-01): the shoulder counts for offside (Law 11.1: only the hands and arms do not); a
    # defender stepping off to play an attacker offside; a shoot-out kick in off the post and the keeper
    (
        "striker's shoulder is ahead of the defender but his feet are level. offside?",
        "offside-body-parts",
        "Yes",
    ),
    ("does the shoulder count for offside?", "offside-body-parts", "Yes"),
    ("do arms count for offside?", "offside-arms", "No"),
    (
        "defender walked off the pitch behind the goal line to play the attacker offside, is that allowed?",
        "offside-defender-leaves-to-trap",
        "No",
    ),
    (
        "in a shootout the kicker's shot hits the post and the keeper, then goes in. goal?",
        "penalty-post-then-keeper",
        "Yes",
    ),
    # words split in two ("goal keeper", "off side", voice-to-text) read as one, in the ranking and the Yes/No
    ("can the goal keeper be off side", "offside-goalkeeper-attacker", "Yes"),
    ("is a back heal pen alty allowed?", "penalty-backheel", "Yes"),
    # a ruling asked on a play that tells none of its facts: where he was is asked, no rule answer rules on it
    ("striker scored, linesman said offside, was it?", "situation:ask", ""),
    ("the lino flagged our 9 when he scored, was he off?", "situation:ask", ""),
    # "offside is cancelled" is the onside side (the myth that a touch resets offside): the claim is denied
    ("my mate says if the defender touched it at all, offside is cancelled", "deflection-no-reset", "No"),
    # a play told, then asked in one word: "offside?" asks the offside side
    (
        "our striker was offside but the ball came off their defender. offside?",
        "deflection-still-offside",
        "Yes",
    ),
    # a second hostile probe: propositions the bank lacked (new sibling intents) and what the Laws do not decide
    (
        "can the keeper be booked for holding the ball more than 8 seconds?",
        "keeper-eight-seconds-no-card",
        "No",
    ),
    ("can VAR give a red for a foul that the ref only gave a free kick for?", "var-direct-red", "Yes"),
    ("can the ref refuse to go to the monitor?", "var-referee-decides-review", "Yes"),
    ("can the ref check the monitor on his own without the VAR asking?", "var-referee-decides-review", "Yes"),
    ("can VAR check a wrongly awarded throw-in now?", "var-other-restarts", "No"),
    (
        "the linesman gave a goal kick but it should have been a corner, can VAR change it?",
        "var-other-restarts",
        "No",
    ),
    ("can fans ask for VAR?", "var-coach-request", "No"),
    ("do referees get punished for wrong VAR calls?", "unsure", ""),
    (
        "is the keeper's warning from the match carried into the shoot-out?",
        "shootout-warnings-not-carried",
        "No",
    ),
    ("does the shoot-out penalty count as a goal in the match?", "shootout-goals-not-count", "No"),
    ("can a team use a sub only for the shoot-out?", "shootout-sub-only", "No"),
    ("can a goalkeeper be sent off for handling outside his box?", "handball-goalkeeper-outside-red", "Yes"),
    ("is the goal line part of the field?", "goal-line-part-of-field", "Yes"),
    (
        "what happens if the ball bursts during a penalty?",
        "penalty-ball-defective",
        "The penalty kick is retaken",
    ),
    ("is it compulsory for every competition to use the captain only rule?", "captain-only-optional", "No"),
    ("isn't an injured player allowed to stay on if the foul was a red card?", "unsure", ""),
]


test_probe_question_answered_truly = probe_test(CASES)
