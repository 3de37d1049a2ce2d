"""Hostile probe 31 (helper): 90 new questions, each a story and then a question: a general rule asked after the story,
a question that looks general but asks about the story's own incident, and told offside plays ending with an
official's word ("can the lino flag that?"); judged against the Laws (IFAB 2026/27) after the bot answered: 68 OK, 12
untrue, 9 misleading, 1 not sure. Mended in this round: a keeper's throw is not the goalkeeper-can-score answer ("can
a keeper score by throwing it in?" had "Yes."), "is there a rule about where ...?" turns the throw-in answer's No, a
kick-off played back to the keeper is no own goal, a referee who walked off is the left-the-field answer, an injured
player treated and straight back in play, the goal instead of the penalty, and "in the actual law" asks the Law. The
rest left as strict xfails, each saying why: most are a story's decision checked ("can the ref give that?", "is
that right?"), whose Yes or No must be the story's, not the rule's."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id or ids, the opening: "Yes", "No", or "" for no bare Yes or No)
CASES = [
    # 1
    (
        "Mad one last night, their winger got scythed, ref played on, then 5 secs later our CB hauled him back again. Whole thread arguing about cards. Anyway what's the law on advantage, is there a fixed number of seconds?",
        "advantage-no-fixed-time",
        "No",
    ),
    # 2
    (
        "Our keeper came for a cross, missed it, clattered their forward, ball fell loose and the lino was flagging for something. Are refs meant to go back to the foul if the advantage doesn't happen?",
        "advantage-come-back",
        "Yes",
    ),
    # 3
    (
        "Pen shout in the 80th: their CB dragged our 10 down by the shirt in the box, ref gave a pen and a yellow. Pundits said red. In general is DOGSO in the box by holding a red card?",
        "dogso-in-area-holding",
        "Yes",
    ),
    # 4
    (
        "Kane's header got chalked off after about three minutes of lines and then Conte went mental at the ref. does VAR check every goal for offside?",
        "var-checks-every-goal",
        "Yes",
    ),
    # 5
    (
        "lino kept his flag down, our lad ran 40 yards and scored, then up goes the flag and the whole stand is booing. why do assistants wait with the flag?",
        "var-delayed-flag",
        "",
    ),
    # 6
    (
        "Throw to us near the box, our 4 flicked it on and our striker finished but the flag went up. Mate swears it can't be offside. Can you be offside directly from a throw-in?",
        "offside-throw-in",
        "No",
    ),
    # 7
    (
        "Their keeper picked up a back header from his CB, ref did nothing, our whole end screaming back pass. My mate says any back-pass to the keeper is a free kick. Can a goalkeeper pick up a back-pass that was headed?",
        "handball-goalkeeper-headed-backpass",
        "Yes",
    ),
    # 8
    (
        "Ball smacked the ref in midfield, their lot kept it and scored three passes later, our bench livid. Is it always a dropped ball when the ball touches the referee?",
        "ball-hits-referee-not-always-dropped",
        "No",
    ),
    # 9
    (
        "we had a corner, whipped in, our 9 was stood right on the keeper at the back post and headed in, away fans screaming offside. do you get flagged offside from a corner kick?",
        "offside-corner",
        "No",
    ),
    # 10
    (
        "Their keeper held onto it for ages, I counted like 12 seconds, and the ref gave us a corner?? Never seen that. what's the law on keepers holding the ball",
        ("keeper-eight-seconds", "keeper-eight-seconds-corner", "keeper-hold-as-long"),
        "Yes",
    ),
    # 11
    (
        "Ref booked our lad for ripping his shirt off after the winner, then the away end went nuts and someone threw a bottle. Is a player booked for taking his shirt off?",
        "caution-shirt-off",
        "Yes",
    ),
    # 12
    (
        "Our fella got sent off for two yellows, second one looked soft as, bench fuming, manager on the pitch. can VAR review a second yellow these days?",
        "var-second-yellow",
        "Yes",
    ),
    # 13
    (
        "Corner given in the 88th though it came off their winger last, replays clear as day. Thread arguing whether the ref even saw it. Can VAR overturn a wrongly awarded corner?",
        "var-corner-kick",
        "Yes",
    ),
    # 14
    (
        "Their captain kept barking at the ref all game and so did four of his mates, no cards. is it only the captain who's allowed to talk to the referee now?",
        "captain-only",
        "",
    ),
    # 15
    (
        "My mate claims the ref can't give a red to a coach because he's not a player. Conte got one v Sporting after Kane's goal was ruled out. Can a manager be shown a red card?",
        "coach-red-card",
        "Yes",
    ),
    # 16
    (
        "Their keeper came out, punched it weakly, our striker went in and nodded it home, ref gave a foul on the keeper. Can a striker challenge the goalkeeper for the ball when he punches it?",
        "keeper-challenged-punching",
        "Yes",
    ),
    # 17
    (
        "Shootout last night, our keeper saved one and was a yard off his line, ref made them retake it and everybody lost their minds. Is a goalkeeper booked for coming off the line at a penalty?",
        "penalty-keeper-warning",
        "",
    ),
    # 18
    (
        "Our striker fell over in the box, ref booked him for diving, my mate reckons he should've been sent off for cheating. is diving a red card?",
        "caution-simulation-not-red",
        "No",
    ),
    # 19
    (
        "Derby day: our CB hauled their 9 down 30 yards out, he was clean through, straight red, then a brawl. is DOGSO outside the box always a straight red?",
        "dogso-outside-area",
        "Yes",
    ),
    # 20
    (
        "Free kick to us 25 yards out, wall crept to about 7 yards and our guy smashed it into it. Ref didn't retake. do the wall have to be 10 yards away?",
        "free-kick-wall-ten-yards",
        "Yes",
    ),
    # 21
    (
        "u12s today, a kid got kicked in the face by an overhead kick, ref gave an indirect, parents fuming on the touchline. Is a bicycle kick allowed?",
        "bicycle-kick-allowed",
        "",
    ),
    # 22
    (
        "Ball went out for a throw, their lad took it 10 yards further up and the ref let it go, then they scored from the cross. is there a rule about where you take a throw-in from?",
        "throw-in-where",
        "Yes",
    ),
    # 23
    (
        "Ref blew for half-time with our shot literally in the air, it went in after the whistle, absolute scenes. Can the referee blow for the end of a half while a shot is in the air?",
        "whistle-ball-in-flight",
        "Yes",
    ),
    # 24
    (
        "Their keeper caught a cross and threw it the length of the pitch straight into our net, ref gave a goal kick, everyone confused. can a keeper score by throwing it in?",
        "goal-keeper-throw",
        "No",
    ),
    # 25
    (
        "Our lad's shot took a wicked deflection off their CB and looped in, then somebody noticed our 9 stood in an offside position in front of the keeper. Does a deflection off a defender reset offside?",
        "deflection-no-reset",
        "No",
    ),
    # 26
    (
        "Our physio got a red for mouthing at the 4th official and we had nobody else medical on the bench. Can a team doctor or physio who is sent off stay?",
        "medical-official-sent-off",
        "Yes",
    ),
    # 27
    (
        "Ref stopped play for a head knock while we had the ball in their half, then dropped it for them. Bench going mental. who gets the ball at a dropped ball?",
        "dropped-ball",
        "",
    ),
    # 28
    (
        "lol our ref booked a lad for celebrating in front of the away end, no shirt off, nothing. do you get booked for celebrating with the fans?",
        "caution-celebrating-crowd",
        "",
    ),
    # 29
    (
        "Je regarde le match: the attaquant was hold by the shirt but he continue and score. Is it allowed for the referee to give the goal instead of the penalty?",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    # 30
    (
        "Match thread: their sub warming up behind our goal stopped the ball going out with his foot. Chaos, ref gave something nobody understood. What happens if a substitute touches a ball that's going out of play?",
        "bench-touches-ball-out",
        "",
    ),
    # 31
    (
        "VAR took five minutes to check a pen for us and in the end gave it, fans booing the whole time. Is there a time limit on a VAR check?",
        "var-time-limit",
        "No",
    ),
    # 32
    (
        "Bro the ref gave a pen against us but replays showed the foul was a foot outside the box. whats the law on VAR checking if a foul was inside or outside the area",
        "var-penalty-location",
        "",
    ),
    # 33
    (
        "En el partido el portero se adelantó en el penalti, lo paró y se repitió. Pregunta general: does the goalkeeper need both feet on the line at a penalty?",
        "penalty-keeper-both-feet",
        "No",
    ),
    # 34
    (
        "Someone in the stands chucked a second ball on and the shot went in off it. What's the law when the ball goes in off an object that came onto the pitch?",
        "goal-off-animal-or-object",
        "",
    ),
    # 35
    (
        "Pundit on telly said 'he was level so he's off'. Our 11 scored, flag stayed down, studio melting. is level offside or onside in the actual law?",
        ("offside-level-onside", "offside-level-offside"),
        "",
    ),
    # 36
    (
        "Ref was showing a yellow and their lad took the free kick quick while he was writing, we conceded. Are you allowed to take a free kick quickly while the referee is showing a card?",
        "card-quick-free-kick",
        "No",
    ),
    # 37
    (
        "Big scrap at full time, ref pulled a red out for their 5 after the final whistle. Mate says that can't count. can a player be sent off after the final whistle?",
        "cards-after-final-whistle",
        "Yes",
    ),
    # 38
    (
        "Our long-throw lad's throw bounced on the track before coming into the pitch and the ref gave it to them. Does a throw-in go to the other team if it bounces before it comes onto the field?",
        "throw-in-bounced-before-entering",
        "No",
    ),
    # 39
    (
        "ref gave a pen for a ball that hit their defender's hand from a yard, arm by his side, nobody in the ground knew why. does any touch of the ball on the hand count as handball?",
        "handball-not-every-touch",
        "No",
    ),
    # 40
    (
        "Their CB went through our winger studs up, leg-breaker, ref waved play on because we still had the ball, then booked him later. Can the referee play advantage on a tackle like that?",
        "advantage-serious-foul",
        "",
    ),
    # 41
    (
        "Our striker got pulled back by the shirt just outside the box, clean through, only the keeper to beat. Ref gave a free kick and a yellow. Can the ref give just a yellow for that?",
        "dogso-outside-area",
        "No",
    ),
    # 42
    (
        "Their keeper came out of his box and caught it on the edge to stop our striker who was through on an empty net. Ref only gave a free kick. Can a keeper be sent off for that?",
        ("handball-goalkeeper-outside-red", "dogso-outside-area"),
        "Yes",
    ),
    # 43
    (
        "Our 9 scored with his arm, the ball hit his arm off a defender's clearance and went straight in, totally accidental. Is the ref allowed to give a goal like that?",
        "handball-accidental-scorer",
        "No",
    ),
    # 44
    (
        "Their CB punched it off the line like a keeper, pen given, our lad missed it, and he only got a yellow. Can the ref only give a yellow for that?",
        "handball-deliberate-not-only-yellow",
        "No",
    ),
    # 45
    (
        "Our keeper kicked it out, ball hit the ref on the back and fell to their 7 who charged off on the attack. Ref just let it go. Can the referee let play go on after something like that?",
        "ball-hits-referee",
        "No",
    ),
    # 46
    (
        "Their assistant manager threw a water bottle onto the pitch at the lino after the 2nd goal. Can a coach get a straight red for that?",
        "coach-throws-object",
        "Yes",
    ),
    # 47
    (
        "Our 6 got booked at 30 mins, then at 70 he pulled a shirt and got another yellow but the ref let him play on?? Can a player stay on after that?",
        "second-yellow-stays-on",
        "No",
    ),
    # 48
    (
        "Bottom of the table clash: their keeper's goal kick blew back in the wind and went into his own net, no one touched it. Can a goal be given from that?",
        "goal-kick-own-goal",
        "",
    ),
    # 49
    (
        "Corner for us, our taker curled it straight in, keeper got a fingertip to it on the way. does a goal like that count?",
        "goal-direct-corner",
        "Yes",
    ),
    # 50
    (
        "Their 4 went down holding his hamstring, no foul, nobody near him, physio came on, and he jogged straight back into the next play. Is a player allowed to do what he did?",
        ("injured-player-stay-off", "injured-player-one-minute"),
        "No",
    ),
    # 51
    (
        "Our right back took a throw-in back to our keeper who picked it up in the six-yard box, ref gave them an indirect. Can the ref give that?",
        "handball-goalkeeper",
        "Yes",
    ),
    # 52
    (
        "Ref booked our manager for sarcastic clapping, then sent him off five mins later for doing it again. Can a coach be sent off for that?",
        ("coach-red-card", "second-yellow-red"),
        "Yes",
    ),
    # 53
    (
        "Our lad's pen hit the post, came back out and he smashed the rebound in himself, nobody else touched it. Is a goal allowed when that happens?",
        "penalty-rebound-kicker",
        "No",
    ),
    # 54
    (
        "The penalty hit the post, bounced onto the keeper's back and went in. Ref gave it. can that count?",
        "penalty-post-then-keeper",
        "Yes",
    ),
    # 55
    (
        "Their 11 was fouled in the box but stayed on his feet, the ref shouted play on, and he blazed it over from six yards. Can the ref still give a pen in that case?",
        "advantage-shot-missed-no-penalty",
        "",
    ),
    # 56
    (
        "Our 8 went off injured in the first half and just ran back on at 60 mins while the ball was in play, no signal from the ref. Can a player come back on like that?",
        ("caution-entering-without-permission", "injured-player-re-enter-in-play"),
        "No",
    ),
    # 57
    (
        "Their CB handled it on the line trying to stop our shot but the ball still went in, ref gave the goal and sent him off. can he get a red for that?",
        "handball-unsuccessful-prevent",
        "No",
    ),
    # 58
    (
        "Fourth official heard our coach swearing at the lino and told the ref, who sent him off without hearing it himself. Is the ref allowed to do that?",
        ("fourth-official-informs", "referee-acts-on-assistant"),
        "Yes",
    ),
    # 59
    (
        "Ref stopped it for a head injury with the ball in our box and dropped it for their striker, not our keeper. Is that right?",
        "dropped-ball",
        "No",
    ),
    # 60
    (
        "At the restart after our goal their striker kicked off straight back to his own keeper, our fans booed. Is that allowed?",
        "kick-off-any-direction",
        "",
    ),
    # 61
    (
        "Sunday league: the ref's arm was up for an indirect and our lad smashed it straight in, nobody touched it. Is it a goal when that happens?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    # 62
    (
        "Our CB got a yellow for a tackle, replays looked like a leg-breaker, studs on the shin. Can VAR upgrade a yellow like that one?",
        "var-direct-red",
        "Yes",
    ),
    # 63
    (
        "Our striker was booked for diving in the box but replays showed he was clearly tripped. Can VAR overturn a call like that one?",
        "var-simulation-was-penalty",
        "Yes",
    ),
    # 64
    (
        "Our keeper saved a pen but came off the line early, kick was retaken and he got a yellow, first time it happened all game. Can a keeper be booked for that?",
        "penalty-keeper-warning",
        "",
    ),
    # 65
    (
        "Their 6 kicked our lad in the head after the ball had gone out for a throw. Ref gave a red and then a throw-in. Should the restart be a throw in that case?",
        "red-card-ball-out-restart",
        "Yes",
    ),
    # 66
    (
        "Our ref blew for full time and walked off, then the 4th official told him about a handball and he came back out and gave a pen. Is the ref allowed to do that?",
        "decision-after-leaving-field",
        "Not once",
    ),
    # 67
    (
        "Their bench kept making the TV signal and shouting for a review after every tackle. Can a coach ask for a review like that?",
        "var-coach-request",
        "No",
    ),
    # 68
    (
        "Ref played advantage on a last-man foul, we scored anyway. Afterwards he booked their CB, not a red. Is that right?",
        "advantage-dogso-caution",
        "Yes",
    ),
    # 69
    (
        "Our 10 backheeled the penalty, ball rolled forward and in. Ref disallowed it and gave them an indirect free kick. Was he right to do that?",
        ("penalty-backheel", "penalty-backwards"),
        "",
    ),
    # 70
    (
        "Their lad took a throw-in and it sailed straight into our net, nobody touched it. Ref gave a goal. Is that right?",
        "goal-direct-throw-in",
        "No",
    ),
    # 71
    (
        "Our 8 played it through from just inside their half, our 9 was a yard past their last outfield defender, keeper on his line, when the pass was hit, and he ran on and scored. can the lino flag that?",
        "situation:offside",
        "Yes",
    ),
    # 72
    (
        "Our 9 was dead level with their last defender when our 6 played the through ball, keeper back, he ran on and scored. does VAR check that?",
        "situation:no-offence",
        "No",
    ),
    # 73
    (
        "Throw-in to us, our 11 launched it long to our 9 who was past all their defenders, and he scored. can the assistant flag that?",
        "situation:no-offence",
        "No",
    ),
    # 74
    (
        "Our winger got to the byline and cut it back to our 10, who was closer to the goal line than their second-last defender but behind the ball, and he smashed it in. can the lino flag that?",
        "situation:no-offence",
        "No",
    ),
    # 75
    (
        "Their striker was miles offside when the shot was hit, but he was out wide on the right, didn't touch it, didn't block anyone, and it went in at the far post. should the lino flag that?",
        "situation:no-offence",
        "No",
    ),
    # 76
    (
        "Our 7's shot was parried by their keeper straight to our 11, who'd been in an offside position when the shot was hit, and he tapped it in. does VAR rule that out?",
        "situation:offside",
        "Yes",
    ),
    # 77
    (
        "Their CB controlled it with loads of time and then misplaced his pass straight to our 9, who was still in an offside position from our earlier ball, and he scored. can the lino flag that?",
        "situation:no-offence",
        "No",
    ),
    # 78
    (
        "Our 10's shot hit the post and bounced to our 9, who was in an offside position when the shot was struck, and he put it away. can the lino flag that?",
        "situation:offside",
        "Yes",
    ),
    # 79
    (
        "Our keeper punted it from his hands, our striker was in their half past their last defender when he kicked it, and he ran on and scored. can the lino flag that?",
        "situation:offside",
        "Yes",
    ),
    # 80
    (
        "Goal kick to us, keeper hit it long, our 9 was past their whole back line and scored. does VAR check that?",
        "situation:no-offence",
        "No",
    ),
    # 81
    (
        "Our 9 was in an offside position right in front of their keeper, blocking his view, when our 7 shot from 20 yards and it flew in. can the ref disallow that?",
        "situation:offside",
        "",
    ),
    # 82
    (
        "Corner to them, played short to their 8 who dribbled out to 30 yards and crossed, their 5 was past our second-last defender and nearer the goal line than the ball when it was crossed, headed in. should the lino flag that?",
        "situation:offside",
        "Yes",
    ),
    # 83
    (
        "Our 9 was in his own half when the ball was played, sprinted past all their defenders and scored. can VAR rule that out?",
        "situation:no-offence",
        "No",
    ),
    # 84
    (
        "Their 7 was in an offside position when the cross came in, jumped for it and missed, and their 9 behind him, onside, scored. can the assistant flag the 7?",
        "situation:ask",
        "",
    ),
    # 85
    (
        "Their keeper was up for a corner, so only one of their players was back. Our striker was in their half past that one defender when our CB hit it long from our box, and he scored in the empty net. can the lino flag that?",
        "situation:offside",
        "Yes",
    ),
    # 86
    (
        "Our 9 was in an offside position when our 8 passed, their CB stuck out a leg and the ball deflected to our 9 who scored. does VAR overturn that?",
        "situation:offside",
        "",
    ),
    # 87
    (
        "Free kick to us 30 yards out, our 5 was past their last defender when it was taken, keeper on his line, and he headed it in. is the lino right to flag that?",
        "situation:offside",
        "",
    ),
    # 88
    (
        "Only our striker's arm was past their last defender when the pass came, the rest of him was level, keeper on his line. He scored. does VAR disallow that?",
        "situation:no-offence",
        "No",
    ),
    # 89
    (
        "Their 9 was in an offside position and ran at our CB, challenged him shoulder to shoulder as the ball dropped, our CB miscontrolled and their 10 who was onside scored. can the lino flag the 9?",
        "situation:offside",
        "Yes",
    ),
    # 90
    (
        "Our 11 was in an offside position when our 10 passed to our 8, who was onside; 11 stayed out of it, then 8 dribbled on and squared it to 11, who was level with the last defender at that point. 11 scored. can the lino flag that?",
        "situation:no-offence",
        "No",
    ),
]

# Left as found, each failing as described (strict: one that starts passing must be taken up).
LEFT = {
    "Free kick to us 25 yards out, wall crept to about 7 yards an": "still free-kick-near-goal-distance: \"Not always: defenders standing on their own goal line between the goal\" (misleading as found: answers the goal-line exception for kicks near goal ('Not always'); for a 25-yard free kick the wall must be 9.15 m)",
    "Their CB punched it off the line like a keeper, pen given, o": "still penalty-retake-keeper-line: \"Only if the goalkeeper's offence stopped a goal or clearly affected th\" (misleading as found: answered penalty keeper-off-line retakes ('Only if the goalkeeper's offence stopped a goal...'), nothing about the handball card)",
    "Our keeper kicked it out, ball hit the ref on the back and f": "still situation:no-offence: \"Yes, no offside offence\" (untrue as found: read as an offside play: 'Yes, no offside offence...'; the ball hit the ref and possession changed, so play must stop)",
    "Their assistant manager threw a water bottle onto the pitch ": "still coach-throws-object: \"Not always\" (misleading as found: 'Not always' answers the general bottle question; the told act (thrown onto the pitch at the lino) is the red-card case)",
    "Our right back took a throw-in back to our keeper who picked": "still handball-backpass-kicked-free-kick: \"No\" (untrue as found: opens 'No.' to 'Can the ref give that?' though its own body says an IFK is awarded for handling a team-mate's throw-in)",
    "Ref booked our manager for sarcastic clapping, then sent him": "still coach-sarcastic-clapping: \"No\" (untrue as found: answered 'is clapping only a caution' with 'No.'; the coach had already been booked, so a second caution is a sending-off)",
    "Our 8 went off injured in the first half and just ran back o": "still substituted-player-return: \"No\" (misleading as found: right 'No' but for a substituted player; the story is an injured player re-entering without permission)",
    "Ref stopped it for a head injury with the ball in our box an": "still dropped-ball-one-team: \"Yes\" (untrue as found: opens 'Yes.' to 'Is that right?' while its own body says a dropped ball in the area goes to the defending keeper)",
    "Our CB got a yellow for a tackle, replays looked like a leg-": "still red-card-tackle: \"Not always\" (misleading as found: answered 'is a tackle always red' ('Not always'), not whether VAR can upgrade a yellow to red)",
    "Their 6 kicked our lad in the head after the ball had gone o": "still throw-in-foul-throw: \"The throw-in is retaken by the opposing team\" (misleading as found: answered foul throws ('The throw-in is retaken by the opposing team'); the question was the restart after a red with the ball out)",
    "Their keeper was up for a corner, so only one of their playe": 'still situation:ask: "Where was he when his team-mate played the ball?" (unsure as found: asked where the striker was, though the story says he was past the only defender back in their half with the keeper up)',
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
