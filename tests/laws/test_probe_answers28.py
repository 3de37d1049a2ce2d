"""Hostile probe 28 (helper): 80 new fan questions over Laws 1-17, officials, substitutes, shoot-outs and told plays
(/tmp/helpers/probe28), each judged against the Laws (IFAB 2026/27) after the bot answered: 13 untrue, 19 misleading, one
asked though told, one not sure though known. Mended: new intents (seven players may play on, a
decision after the referee has left the field, a shoot-out save spinning in, a rebound after a penalty in extended time,
a free kick scored with no arm raised, a coach's red and the team's
numbers, the referee acting on his assistant's flag, the whistle with a shot in the air, the shoot-out's goal, where a
throw-in is taken) and paraphrases, needs and excludes where a neighbour answered. Left as strict xfails, each saying
why: what is still untrue or misleading, and true answers that state the verdict without the Yes or No first."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", or "" for none checked)
CASES = [
    ("can the pitch be wider than it is long if the ground is weird shaped?", "field-dimensions", "No"),
    # 2. misleading before
    (
        "do u actually need corner flags or can u just play without them",
        ("halfway-line-flagposts", "unsure"),
        "",
    ),
    ("how thick r the white lines allowed to be", "unsure", ""),
    (
        "is the 18 yard box line part of the box, like if the foul is ON the line is it a pen",
        "penalty-foul-on-line",
        "Yes",
    ),
    (
        "Can you take a corner with the corner flag pulled out of the ground so it doesnt get in the way of the run up?",
        ("unsure", "corner-in-play-short"),
        "No",
    ),
    ("our pitch has no nets on the goals, is the game even legal??", "goal-nets", "Yes"),
    (
        "ball popped right as my mate's shot was going in the top bins, does it count",
        "ball-defective-goal",
        "No",
    ),
    # 8. unsure-though-known before
    (
        "pen hit the post and the ball burst when it bounced off, do they retake it?",
        ("penalty-ball-defective", "ball-defective"),
        "",
    ),
    ("the ball burst just as our corner was being taken, what happens now", "ball-defective", ""),
    # 10. untrue before
    (
        "we had 7 players left after injuries, can the game carry on",
        ("number-of-players", "seven-players-continue"),
        "Yes",
    ),
    # 11. misleading before
    (
        "only 7 of them left and then one got a red, does the match get abandoned?",
        ("number-of-players", "red-card-replace"),
        "Yes",
    ),
    # 12. misleading before
    (
        "how many subs can you use in an international friendly between two national teams",
        "substitutes-how-many",
        "",
    ),
    # 13. misleading before
    (
        "sunday league friendly, can we bring our subbed off striker back on later?",
        "substituted-player-return",
        "Only",
    ),
    # 14. misleading before
    (
        "their sub ran on from the bench and blocked our shot inside their own box. what's the restart",
        "unsure",
        "",
    ),
    (
        "our keeper got sent off and we've used all our subs, does someone outfield have to go in goal?",
        "goalkeeper-sent-off-outfielder-in-goal",
        "Yes",
    ),
    (
        "we swapped our keeper with the left back at half time without telling the ref, is that a booking for both?",
        "goalkeeper-swap-half-time",
        "No",
    ),
    # 17. misleading before
    (
        "sub came on and scored 10 secs later but he ran on before the other guy went off, goal or not",
        ("goal-extra-person", "unsure"),
        "",
    ),
    # 18. misleading before
    (
        "both keepers turned up in green and neither has a spare shirt, can the game go ahead?",
        ("goalkeeper-colours", "unsure"),
        "Yes",
    ),
    ("my lad lost his boot and scored with his sock on, ref gave it, was he right", "lost-boot-goal", "Yes"),
    ("is a player allowed to wear a headscarf / hijab when playing", ("unsure", "other-equipment"), "Yes"),
    (
        "does the keeper have to wear a different colour to the referee as well as the players?",
        "goalkeeper-colours",
        "Yes",
    ),
    (
        "can the outfield players wear leggings instead of shorts if its freezing",
        "tracksuit-bottoms-outfield",
        "No",
    ),
    # 23. untrue before
    (
        "ref blew full time, walked off the pitch, then saw the replay - can he still cancel the goal?",
        ("decision-after-half-time-whistle", "decision-after-leaving-field"),
        "Not once",
    ),
    # 24. misleading before
    (
        "can the referee send someone off in the tunnel at half time",
        ("cards-after-final-whistle", "cards-after-final-whistle"),
        "Yes",
    ),
    # 25. misleading before
    (
        "the linesman flagged for a foul the ref didnt see, can the ref give it off the lino's flag?",
        ("assistant-cannot-overrule-referee", "referee-acts-on-assistant"),
        "Yes",
    ),
    # 26. untrue before
    ("ref got injured in the 30th min, does the game just get abandoned?", "referee-incapacitated", "No"),
    # 27. untrue before
    (
        "4th official showed a yellow card to our coach, is he allowed to do that",
        "fourth-official-cards",
        "No",
    ),
    ("can the referee stop the game cos fans are throwing stuff / lasers", "unsure", "Yes"),
    (
        "ref gave a throw in to us, they took it, then he changed his mind and gave it to them. allowed?",
        "referee-change-after-restart",
        "No",
    ),
    ("how long is extra time", "unsure", ""),
    # 31. misleading before
    ("does time spent on var checks get added on", ("unsure", "added-time-who-decides"), "Yes"),
    # 32. misleading before
    (
        "ref blew for full time while our shot was in the air heading for goal, can he do that?",
        ("end-of-half-before-restart", "whistle-ball-in-flight"),
        "Yes",
    ),
    ("the board said 4 mins, ref blew after 3. can he end it early?", "added-time-not-reduced", "No"),
    ("at the kick off can my striker stand in their half waiting for it", "kick-off-positions", "No"),
    # 35. misleading before
    (
        "ball was half over the touchline but not fully, linesman flagged for a throw. right call?",
        ("ball-out-in-the-air", "goal-ball-on-line", "goal-line-part-of-field", "unsure"),
        "No",
    ),
    # 36. misleading before
    (
        "ball hit the ref and went straight to their winger who broke away, what should happen",
        "ball-hits-referee",
        "",
    ),
    ("whats a dropped ball and who gets it if the ball was in our box", "dropped-ball", ""),
    # 38. untrue before
    (
        "penalty shootout: keeper saves it but it spins back over the line. goal or not",
        ("penalty-post-then-keeper", "shootout-save-spins-in"),
        "Yes",
    ),
    # 39. untrue before
    (
        "pen in the 90th min, time's up, keeper parries it and our striker knocks in the rebound. does it count",
        "penalty-added-time-rebound",
        "No",
    ),
    # 40. misleading before
    (
        "do we have to take players off for the shootout if they have 10 and we have 11",
        "shootout-equal-numbers",
        "Yes",
    ),
    # 41. misleading before
    ("who decides which end the shootout is taken at", "shootout-which-goal", ""),
    # 42. misleading before
    (
        "can a player who came off in the 80th take one of the penalties in the shootout",
        ("shootout-sub-only", "unsure"),
        "No",
    ),
    (
        "is it true that goals scored in the penalty shootout count towards the final score",
        "shootout-goals-not-count",
        "No",
    ),
    (
        "indirect free kick, our guy smashed it straight in, nobody touched it. goal?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    # 45. untrue before
    (
        "ref didnt put his arm up and my mate curled the free kick straight in, goal?",
        "free-kick-no-arm-goal",
        "",
    ),
    (
        "can our attackers stand right next to their wall to block the keeper",
        "free-kick-attackers-near-wall",
        "No",
    ),
    # 47. untrue before (left: see LEFT)
    (
        "their wall was only 2 players, our striker stood right up against it, ref gave a free kick against us. wrong?",
        ("free-kick-attackers-near-wall", "unsure"),
        "Yes",
    ),
    (
        "free kick to us, their guy stood 3 yards away and blocked it as we took it quick. retake?",
        "free-kick-quick-intercepted",
        "No",
    ),
    (
        "keeper was waving his arms and slapping the crossbar before the pen, is that legal",
        "penalty-goalkeeper-distract",
        "No",
    ),
    ("pen taker stopped mid run-up then kept going and scored, should it stand?", "penalty-feint", "Yes"),
    (
        "pen taker slipped, hit it with both feet and it went in. goal?",
        "penalty-accidental-double-touch",
        "No",
    ),
    ("pen hit the bar, came down off the keeper's back and in. goal?", "penalty-post-then-keeper", "Yes"),
    # 53. misleading before
    (
        "their defender ran into the box early and our pen went wide, do we get a retake",
        ("penalty-encroachment", "penalty-defender-encroach-goal"),
        "Only",
    ),
    (
        "our pen taker ran up, stopped dead after his run up and then scored while the keeper dived. goal?",
        ("penalty-feint-after-runup", "penalty-feint-free-kick"),
        "",
    ),
    ("throw in - he threw it with one hand. foul throw?", "throw-in-foul-throw", "Yes"),
    # 56. untrue before
    (
        "my defender threw it in straight to our keeper and he picked it up. allowed?",
        ("handball-backpass-kicked-free-kick", "handball-goalkeeper"),
        "No",
    ),
    # 57. misleading before
    ("can you take a throw in like 10 yards further up from where it went out", "throw-in-where", "No"),
    ("we took a throw in and it went straight into our own net, what's given", "goal-direct-throw-in", ""),
    ("goal kick from the wrong side of the six yard box, should it be retaken?", "goal-kick-anywhere", "No"),
    (
        "keeper took the goal kick, it barely moved and he kicked it again himself",
        "restart-kicker-double-touch",
        "",
    ),
    (
        "corner curled out of play in the air then back in and into the net, goal??",
        "ball-out-in-the-air",
        "No",
    ),
    (
        "short corner - taker tapped it then dribbled in himself without anyone else touching it. legal?",
        "restart-kicker-double-touch",
        "No",
    ),
    ("do defenders have to be 10 yards from a corner", "corner-in-play-short", "Yes"),
    # 64. untrue before
    (
        "sub warming up behind the goal threw a bottle at the linesman, red?",
        ("unsure", "red-card-violent-conduct"),
        "Not always",
    ),
    # 65. untrue before
    (
        "our assistant manager got a red, do we go down to ten",
        ("conte-red-numbers", "red-card-substitute-numbers", "team-official-red-numbers"),
        "No",
    ),
    (
        "lad got booked on the bench for mouthing off, then came on and got another yellow. is that a red",
        "second-yellow-red",
        "Yes",
    ),
    (
        "can the manager walk onto the pitch to give the players instructions",
        "coach-enters-field-warning",
        "No",
    ),
    # 68. untrue before
    (
        "ref couldnt work out who on their bench was abusing him so he sent nobody off, correct?",
        "coach-unidentified",
        "No",
    ),
    (
        "manager kicked the ball away when it went out by his dugout to waste time, card?",
        ("coach-caution-offences", "caution-delaying-restart"),
        "Yes",
    ),
    # 70. untrue before
    (
        "Silva slipped it through to Jones, Kane was in an offside position, and he smashed it in. offside?",
        "situation:ask",
        "",
    ),
    (
        "their keeper went up for a corner, we broke, our striker was in their half level with their last defender and ahead of the ball when it was played through, he scored. offside?",
        "situation:offside",
        "Yes",
    ),
    # 72. asked-though-told before
    (
        "keeper came charging out to the edge of his box, we chipped it over him to our striker on the 6 yard line with only one defender on the goal line behind him, striker ahead of the ball, he tapped it in. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our shot was heading in, their centre back made a proper save with his chest on the line, and our striker who was offside when we shot knocked in the rebound. should it count?",
        "situation:offside",
        "No",
    ),
    (
        "we had two up top: A was onside, B was offside out by the corner flag miles from anyone. our mid passed to A who scored. offside?",
        "situation:no-offence",
        "No",
    ),
    # 75. misleading before
    (
        "our mid passed to the striker who was offside, he scored. tbh now i think about it the defender might have been level with him, not sure",
        "situation:ask",
        "",
    ),
    (
        "both our strikers were offside when the free kick was floated in, the first one ducked under it and the second headed it in. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our striker was offside but their centre half under no pressure tried to pass it back to his keeper, underhit it, and our striker nicked it and scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "our striker was past the defenders but level with the ball when the winger cut it back, he scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "he was in his own half when our keeper launched it, then ran past everyone and scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "winger shot, keeper parried it out, our no.9 who was in an offside position at the shot scored the rebound, the lino didnt flag. right?",
        "situation:offside",
        "",
    ),
]

# Left as found, each failing as described (strict: one that starts passing must be taken up).
LEFT = {
    "their wall was only 2 players, our striker stood right up agai": "'ref gave a free kick against us. wrong?' gets free-kick-attackers-near-wall's 'No.' (the referee was wrong: Law 13.2's 1 m is for a wall of three or more); an intent for the call judged took 'does the 1 m rule apply to a wall of two?' from it",
    "can the pitch be wider than it is long if the ground is weir": "format: the verdict is true but stated without the Yes or No first",
    "do u actually need corner flags or can u just play without t": "'do you need corner flags?' had the ball-off-the-flagpost answer's 'Yes.' (no intent says a corner flagpost is required, Law 1.2)",
    "Can you take a corner with the corner flag pulled out of the": "format: the verdict is true but stated without the Yes or No first",
    "our pitch has no nets on the goals, is the game even legal??": "format: the verdict is true but stated without the Yes or No first",
    "pen hit the post and the ball burst when it bounced off, do ": "a ball bursting at a penalty after the post gets 'not sure' (the defective-ball answer holds it, Law 14.1)",
    "sunday league friendly, can we bring our subbed off striker ": "format: the verdict is true but stated without the Yes or No first",
    "their sub ran on from the bench and blocked our shot inside ": "a substitute's interference told as a play: the offside reader asks where he was (Law 3.7 answers it)",
    "sub came on and scored 10 secs later but he ran on before th": "a sub on before the other left, then scoring: the extra person's 'No, if ...' on facts not told (Law 3.9)",
    "both keepers turned up in green and neither has a spare shir": "format: the verdict is true but stated without the Yes or No first",
    "my lad lost his boot and scored with his sock on, ref gave i": "format: the verdict is true but stated without the Yes or No first",
    "is a player allowed to wear a headscarf / hijab when playing": "format: the verdict is true but stated without the Yes or No first",
    "does the keeper have to wear a different colour to the refer": "format: the verdict is true but stated without the Yes or No first",
    "ref got injured in the 30th min, does the game just get aban": "format: the verdict is true but stated without the Yes or No first",
    "can the referee stop the game cos fans are throwing stuff / ": "format: the verdict is true but stated without the Yes or No first",
    "does time spent on var checks get added on": "format: the verdict is true but stated without the Yes or No first",
    "at the kick off can my striker stand in their half waiting f": "format: the verdict is true but stated without the Yes or No first",
    "do we have to take players off for the shootout if they have": "format: the verdict is true but stated without the Yes or No first",
    "free kick to us, their guy stood 3 yards away and blocked it": "format: the verdict is true but stated without the Yes or No first",
    "their defender ran into the box early and our pen went wide,": "format: the verdict is true but stated without the Yes or No first",
    "our pen taker ran up, stopped dead after his run up and then": "format: the verdict is true but stated without the Yes or No first",
    "throw in - he threw it with one hand. foul throw?": "format: the verdict is true but stated without the Yes or No first",
    "corner curled out of play in the air then back in and into t": "format: the verdict is true but stated without the Yes or No first",
    "short corner - taker tapped it then dribbled in himself with": "format: the verdict is true but stated without the Yes or No first",
    "do defenders have to be 10 yards from a corner": "format: the verdict is true but stated without the Yes or No first",
    "sub warming up behind the goal threw a bottle at the linesma": "a substitute's bottle thrown at an official answered by the coach's bottle answer (its 'Not always.' is right)",
    "ref couldnt work out who on their bench was abusing him so h": "format: the verdict is true but stated without the Yes or No first",
    "Silva slipped it through to Jones, Kane was in an offside po": "a told play naming Kane gets the seed match's answer, though 'he' may be Jones: who scored should be asked",
    "keeper came charging out to the edge of his box, we chipped ": "keeper out, one defender on the line, striker ahead of the ball: the reader asks where he was",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
