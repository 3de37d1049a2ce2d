"""Hostile probe 20, helper-140's round: 80 told plays and match incidents outside offside (handball, penalties,
fouls and misconduct, free kicks and walls, restarts, the ball hitting the referee, VAR, substitutions, the
goalkeeper's eight seconds, added time), in fans' words, each ruled from the Laws (IFAB 2026/27) before the bot was
asked: the answer id (or the ids acceptable) and the opening the Laws give."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id or ids, the opening: "Yes", "No", "Not always" or "" for the statement with no bare Yes or No)
CASES = [
    # --- handball
    (
        "their striker scored but the ball hit his hand by accident right before it went in, should it count",
        "handball-accidental-scorer",
        "No",
    ),
    (
        "my mate handled it by accident in the build up then i tapped it in, ref disallowed it, was he right?",
        "handball-accidental-teammate",
        "No",
    ),
    (
        "ball smashed into his arm from a yard away with his arm tucked by his side, is that a pen?",
        ("handball-not-every-touch", "handball-bigger"),
        "No",
    ),
    (
        "defender punched it off the line on purpose, pen given, what card should he get",
        ("handball-on-line-red", "handball-deliberate-stops-goal-red"),
        "",
    ),
    (
        "ball hit the defenders hand by accident as it was going in, pen given, should he be sent off too",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    (
        "their keeper ran out of his box and caught it to stop our striker scoring, red card?",
        ("handball-goalkeeper-outside-red", "dogso-outside-area"),
        "Yes",
    ),
    (
        "centre back kicked it back to the keeper and he picked it up, what should the ref give",
        "handball-backpass-kicked-free-kick",
        "",
    ),
    (
        "our defender headed it back and the goalie caught it, ref gave a free kick, was he wrong?",
        ("handball-goalkeeper-headed-backpass", "handball-headed-backpass-free-kick"),
        "Yes",
    ),
    (
        "it clearly came off his shoulder but the ref gave handball, does the shoulder count as arm",
        ("handball-shoulder", "handball-arm-boundary"),
        "No",
    ),
    (
        "keeper put the ball down to kick it then picked it up again before anyone touched it",
        "keeper-handles-again-after-release",
        "Yes",  # told, not asked: "is that an offence?" is what it asks
    ),
    # --- penalties
    (
        "keeper was well off his line when he saved the pen, shouldnt it be retaken?",
        ("penalty-keeper-save-retake", "penalty-retake-keeper-line"),
        "Yes",
    ),
    (
        "the keeper came off his line early but the pen still went in, do they retake it",
        ("penalty-keeper-offence-goal-stands", "penalty-keeper-offence-no-retake"),
        "No",
    ),
    (
        "keeper moved off his line early and the penalty hit the post, retake?",
        ("penalty-keeper-offence-no-retake", "penalty-retake-keeper-line"),
        "",
    ),
    (
        "our striker ran into the box before the pen was kicked and the keeper saved it, what happens",
        "penalty-encroachment",
        "",
    ),
    (
        "one of their defenders ran in early and our pen went in anyway, do we have to retake it",
        "penalty-defender-encroach-goal",
        "No",
    ),
    (
        "their taker stopped dead at the end of his run up then smashed it in, is that allowed",
        "penalty-feint-after-runup",
        "No",
    ),
    (
        "he did a little stutter in his run up before taking the pen, legal?",
        ("penalty-feint", "penalty-feint-after-runup"),
        "Yes",
    ),
    (
        "pen hit the bar and came straight back to the taker who headed it in, goal?",
        ("penalty-double-touch", "penalty-rebound-kicker"),
        "No",
    ),
    (
        "keeper saved the pen and the taker smashed in the rebound, does it count",
        ("penalty-rebound-save", "penalty-rebound-kicker"),
        "Yes",
    ),
    (
        "pen taker rolled it backwards for his mate to run in and smash it, allowed?",
        "penalty-backwards",
        "No",
    ),
    (
        "a different player took the pen to the one the ref was told, what happens",
        "penalty-wrong-kicker",
        "No goal",
    ),
    (
        "their keeper kept swinging on the crossbar and wasting time before our pen",
        "penalty-goalkeeper-distract",
        "No",  # told, not asked: "is that allowed?"
    ),
    (
        "taker slipped, hit the ball with both feet and it went in, goal?",
        "penalty-accidental-double-touch",
        "No",
    ),
    (
        "keeper came off his line and the taker feinted after his run up at the same time, what's given",
        "penalty-both-offend",
        "",
    ),
    (
        "ref gave a pen but the foul was clearly outside the box, can var change it",
        "var-penalty-location",
        "Yes",
    ),
    # --- fouls and misconduct
    (
        "last man pulled our strikers shirt outside the box when he was clean through, only a yellow?",
        ("dogso-outside-area", "dogso-last-man"),
        "No",
    ),
    (
        "defender went for the ball in the box but tripped our striker who was through on goal, pen and red?",
        ("dogso-in-area-attempt", "dogso-in-area-caution"),
        "No",
    ),
    (
        "their defender grabbed our striker in the box to stop a clear chance, pen given, just a yellow right?",
        ("dogso-in-area-holding", "dogso-holding-not-only-yellow"),
        "No",
    ),
    (
        "he hacked our winner down on the halfway line to stop a counter attack, should that be a booking",
        ("spa-promising-attack", "spa-tactical-foul-yellow"),
        "Yes",
    ),
    (
        "ref played advantage after a professional foul on our striker who was through, we scored, does the defender still get red",
        "advantage-dogso-caution",
        "No",
    ),
    (
        "lad already on a yellow took his shirt off celebrating, should he be off",
        ("second-yellow-red", "caution-shirt-off"),
        "Yes",
    ),
    ("he threw himself down in the box to try and win a pen, what card is that", "caution-simulation", ""),
    ("their winger dived, can the ref send him off for that", "caution-simulation-not-red", "No"),
    (
        "our captain ran up screaming at the ref about the decision, is that a booking",
        "caution-dissent",
        "Yes",
    ),
    ("he spat at our centre half, straight red?", "red-card-spitting", "Yes"),
    (
        "our manager threw a water bottle after a decision, can the ref book him",
        ("coach-caution-offences", "coach-throws-object", "coach-sarcastic-clapping"),
        "Not always",  # a bottle thrown in dissent is a caution, one thrown onto the field a sending-off
    ),
    (
        "ref couldnt tell which coach was shouting so he booked the head coach, is he allowed",
        "coach-unidentified",
        "Yes",
    ),
    (
        "a sub on the bench got a red for abusing the linesman, do they go down to ten",
        ("red-card-substitute", "red-card-substitute-numbers"),
        "No",
    ),
    (
        "one of our lads got sent off in the warm up before kick off, can we replace him",
        "red-card-before-kick-off",
        "Yes",
    ),
    (
        "he elbowed someone in the face while the ball was out of play, red?",
        ("red-card-violent-conduct", "red-card-violent-conduct-red"),
        "Yes",
    ),
    ("the ref showed a red card after the final whistle, can he do that", "cards-after-final-whistle", "Yes"),
    (
        "after treatment he just ran back on without the ref waving him on, is that a yellow",
        "caution-entering-without-permission",
        "Yes",
    ),
    (
        "their defender stood right on top of the ball so we couldnt take our free kick quick, should he be booked",
        ("caution-delaying-restart", "caution-required-distance"),
        "Yes",
    ),
    # --- free kicks and walls
    (
        "two of our lads stood in their wall and the ref gave them a free kick against us, is that a rule",
        ("free-kick-distance-wall", "free-kick-attackers-near-wall"),
        "Yes",
    ),
    (
        "we took a quick free kick and their player 3 yards away blocked it, shouldnt it be retaken?",
        ("free-kick-quick", "free-kick-quick-intercepted"),
        "",  # "3 yards", a distance its verdict does not state, leaves the statement without the bare "No."
    ),
    (
        "indirect free kick went straight in the top corner without touching anyone, goal?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    (
        "indirect free kick in the box took a slight deflection off their keeper and went in, goal?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "he flicked the ball up with both feet to take the free kick, is that legal",
        "free-kick-lifted-both-feet",
        "Yes",
    ),
    (
        "their wall charged forward before the free kick was taken and blocked it, should it be retaken",
        ("free-kick-distance-wall", "caution-required-distance", "free-kick-wall-encroach-retake"),
        "Yes",
    ),
    # --- restarts
    (
        "he launched a long throw straight into their net without anyone touching it, goal?",
        "goal-direct-throw-in",
        "No",
    ),
    (
        "their defender stood right in front of our player taking the throw in and jumped about, is that allowed",
        ("throw-in-opponents-distance", "throw-in-opponent-too-close"),
        "No",
    ),
    (
        "our keeper took a goal kick and the centre back played it inside the box, retake?",
        ("goal-kick-leave-area", "goal-kick-inside-area"),
        "No",
    ),
    (
        "keeper took the goal kick from the other side of the six yard box to where it went out, allowed?",
        ("goal-kick-where", "goal-kick-anywhere"),
        "Yes",
    ),
    ("corner went straight in without anyone touching it, does it count", "goal-direct-corner", "Yes"),
    (
        "ref stopped play for a head injury with nobody in possession, how is it restarted",
        ("dropped-ball", "injured-player-one-minute"),
        "",
    ),
    (
        "ref stopped it with the ball in our box and gave the drop ball to our keeper even though they had it, is that right",
        ("dropped-ball", "dropped-ball-one-team"),
        "Yes",
    ),
    ("from a drop ball he just smashed it straight into the net, goal?", "goal-direct-dropped-ball", "No"),
    (
        "ball hit the ref and went straight to the other team who broke away, what should happen",
        "ball-hits-referee",
        "",
    ),
    ("shot deflected off the referee and went in, goal?", "goal-off-referee", "No"),
    ("ball hit the ref and rolled out for a throw, whose throw", "ball-off-referee-out", ""),
    (
        "their throw in took ages and the ref counted down then gave it to us, is that a real rule",
        ("restart-five-second-countdown", "restart-countdown-exists"),
        "Yes",
    ),
    (
        "keeper took forever over a goal kick, can the ref give a corner for that",
        ("restart-five-second-countdown", "restart-countdown-exists"),
        "Yes",
    ),
    # --- goalkeeper eight seconds
    (
        "their keeper held the ball for ages and the ref gave us a corner, is that a thing now?",
        ("keeper-eight-seconds-corner", "keeper-eight-seconds"),
        "Yes",
    ),
    (
        "keeper held it more than 8 seconds, does he get a yellow as well",
        "keeper-eight-seconds-no-card",
        "No",
    ),
    (
        "keeper held it for 7 seconds and the ref gave an indirect free kick",
        ("keeper-six-seconds-gone", "keeper-eight-seconds"),
        "",
    ),
    # --- VAR
    (
        "ref only gave a yellow for a leg breaker of a tackle, can var upgrade it to red?",
        ("var-missed-red", "var-direct-red"),
        "Yes",
    ),
    (
        "he got a second yellow that was clearly wrong, can var overturn it",
        ("var-second-yellow", "var-second-yellow-before"),
        "Yes",
    ),
    (
        "ref missed a blatant handball in the box and play went on, can var give us a pen",
        "var-missed-penalty",
        "Yes",
    ),
    ("ref gave the throw in to the wrong team, can var change it", "var-other-restarts", "No"),
    (
        "they took the corner and then var said it should have been a goal kick, can they do that",
        "var-corner-after-restart",
        "No",
    ),
    ("ref booked the wrong player, can var sort it out", "var-mistaken-identity", "Yes"),
    ("ref went to the monitor and changed his mind, is he allowed to", "var-ofr-can-change", "Yes"),
    ("our manager asked for a var review, can he", "var-coach-request", "No"),
    (
        "a player punched someone off the ball and play restarted, can var still get him sent off",
        "var-violent-conduct-after-restart",
        "Yes",
    ),
    (
        "why did the ref not go to the screen when var disallowed the goal for the ball going out before",
        ("var-no-screen-offside", "var-screen-not-always"),
        "",
    ),
    # --- substitutions and time
    ("are concussion subs extra to the normal five?", "concussion-substitute-extra", "Yes"),
    (
        "our lad got a concussion, can we make an extra sub even though we used them all",
        "concussion-substitute",
        "",
    ),
    (
        "their keeper and a defender swapped shirts at half time without telling the ref, booking?",
        ("goalkeeper-swap-without-permission", "goalkeeper-swap-half-time"),
        "No",
    ),
    ("ref showed 5 minutes added time but blew after 4, can he do that", "added-time-who-decides", "No"),
    (
        "player dawdled off when he was subbed, can the ref stop the sub coming on",
        ("substitution-ten-seconds", "substitution-leave-quickly"),
        "Yes",
    ),
    (
        "ref stopped play for our injured player and then made him stay off for a minute, is that a rule",
        ("injured-player-one-minute", "injured-player-stay-off"),
        "Yes",
    ),
]

# What is not fixed yet, each found as the probe said (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {
    "our striker ran into the box before the pen": "penalty-keeper-save-retake's keeper-off-the-line case: the attacker's"
    " encroachment (Law 14.2: an impact, an indirect free kick; none, no retake) is outweighed by 'keeper saved'",
    "pen taker rolled it backwards": "penalty-feint-after-runup's 'No.': the right opening, but the feint's reason",
    "our captain ran up screaming at the ref": "captain-only's 'Only if the competition uses it': 'captain' and 'ref'"
    " outweigh dissent's words",
    "ref couldnt tell which coach was shouting": "coach-red-card's 'Yes.' (true) without the unidentified offender's"
    " rule (Law 5.3: the senior coach present is sanctioned)",
    "their defender stood right on top of the ball": "not sure: delaying the restart (Law 12.3, 13.3) not found",
    # (helper-145 left out helper-143's added-time-not-reduced: "board says 3 minutes, can the ref play 5" had its "No.")
    "ref showed 5 minutes added time but blew after 4": "added-time-who-decides' statement; the Law 7.3 point (it"
    " may be increased, not reduced) not its verdict",
    "they took the corner and then var said": "var-other-restarts' 'No.' (true) reasoned by the corner being the one"
    " restart it may review: the review must come before the corner is taken (2026/27)",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
