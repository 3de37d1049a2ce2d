"""Hunts 66 and 67 (hostile hunts for untrue answers, at 5b8ca7e, 2026-12-06) and plays21's odd half: the highs mended,
each with its Law (IFAB 2026/27). Rule answers: a substituted player can still be carded; a substitute, substituted
player or team official who comes on and interferes gives a direct free kick or a penalty, not a dropped ball; calls
listed where a wrong call was approved; a condition claimed as the only case gets the statement. Told plays: a place
told with the defender as the subject; a restart then a team-mate's pass on; "one meter after" a defender; a bare
number as the one who plays; two attackers told in one sentence. Those left are in the stop's note."""

from tests.laws.evaluate import AI, AR, NO, OFF, probe_test, ruling_test

CASES = [
    # Law 12.3: a player, substitute or substituted player may be cautioned or sent off
    ("you can't be booked after being subbed off, right?", "substituted-player-card", "No"),
    ("can a player get a red card after being substituted?", "substituted-player-card", "Yes"),
    # Law 3.7: interference by a substitute, substituted player or team official: a direct free kick or a penalty
    (
        "player already subbed off runs back on and tackles the striker in the box. is it a penalty?",
        "extra-person-interferes-restart",
        "Yes",
    ),
    (
        "opponent's sub entered without permission and fouled our guy on the pitch. what restart? we got an indirect"
        " free kick, is that correct?",
        "extra-person-interferes-restart",
        "No",
    ),
    (
        "ref went with a drop ball after the physio kicked the ball away from a striker. right call?",
        "team-official-enters-red",
        "No",
    ),
    ("a team official can't concede a penalty, can he?", "team-official-enters-red", "Yes"),
    # ... and a call claimed as the restart with a tag is judged as one asked ("restart is a drop ball isnt it?")
    (
        "the physio ran on and tripped our winger. restart is a drop ball isnt it?",
        "team-official-enters-red",
        "No",
    ),
    # Law 12.1: an object thrown at the ball from off the field
    (
        "a substitute warming up throws a ball onto the pitch and it hits the match ball. what restart?",
        "foul-throws-object",
        "",
    ),
    # Law 12.3: only those on the team list are carded
    ("the ref booked a ball boy for time wasting. right call?", "card-not-for-outside-agent", "No"),
    ("the ref sent off a fan. can he do that?", "card-not-for-outside-agent", "No"),
    # Law 12.1 / 12.3: the ball thrown at someone, a direct free kick and a card by the manner
    (
        "the keeper threw the ball at an opponent's head from his own box, hard. red and pen?",
        "ball-thrown-at-someone",
        "",
    ),
    # Law 3.9: a goal stands when the extra person was of the team that conceded
    (
        "the other team had 12 players on the pitch when we scored. does our goal count?",
        "goal-extra-person-conceding",
        "Yes",
    ),
    ("we had 12 men on when we scored, does the goal count?", "goal-extra-person", "Not always"),
    # Law 3.6: a player sent off before kick-off may be replaced
    (
        "a player was sent off before kick off after the team list was given. can a sub replace him and does it count"
        " as a substitution?",
        "red-card-replace",
        "",
    ),
    # Law 14: a retake by another player; an accidental double touch that goes in is retaken; a feint in the run-up
    (
        "the penalty was retaken and a different player scored it. valid?",
        "penalty-retake-different-kicker",
        "Yes",
    ),
    (
        "in a shootout the kicker hit both feet accidentally and scored. is it retaken?",
        "penalty-accidental-double-touch",
        "Yes",
    ),
    ("in the shootout the kicker stopped in his run up and then scored. goal?", "penalty-feint", "Yes"),
    # hunt 69 (aimed at this change): whose goal, whose throw, and a "no" that negates nothing
    ("goal scored but their team had 12 men on, does it count for them?", "goal-extra-person", "Not always"),
    ("the ball boy threw the ball at our player, what's the restart?", "dropped-ball", ""),
    (
        "their keeper threw the ball at our striker's face, what's the punishment?",
        "ball-thrown-at-someone",
        "",
    ),
    (
        "the penalty was retaken and a different player took it, no problem right?",
        "penalty-retake-different-kicker",
        "Yes",
    ),
    ("the same player has to take the retaken pen, right?", "penalty-retake-different-kicker", "No"),
    (
        "if the retaken penalty is taken by a different player does the keeper get booked?",
        "penalty-keeper-warning",
        "",
    ),
    # Law 7.3: a half may end before a corner is taken
    ("the half was ended before the corner was taken. allowed?", "end-of-half-before-restart", "Yes"),
    # Law 12.3: spitting at someone, and violent conduct whether or not contact is made
    ("spitting is only a red if it actually hits someone, isn't it?", "red-card-spitting", ""),
    (
        "you can only get a red for violent conduct if you make contact, right?",
        "red-card-violent-conduct-no-contact",
        "",
    ),
    ("is spitting a red card?", "red-card-spitting", "Yes"),
    # Law 5.2: no change of a decision once play has restarted
    (
        "ref gave a goal, then after the restart he realised it was offside and disallowed it. can he do that?",
        "referee-change-after-restart",
        "No",
    ),
    # Law 5.3 / 12.3: the referee's power ends when he leaves the field after the match
    (
        "can the ref give a red card after the final whistle when he's already in the dressing room?",
        "cards-after-final-whistle",
        "",
    ),
    # Law 10.3: cautions in the match are not carried into the shoot-out
    (
        "player got a yellow in the first half and another in the penalty shootout, is he sent off?",
        "shootout-cards",
        "",
    ),
    # Law 12.3: a deliberate handball that denies a goal is a red
    (
        "defender deliberately handled it on the line to stop a goal, ref gave a pen and a yellow. was the ref right?",
        "handball-deliberate-stops-goal-red",
        "No",
    ),
    # Law 12.2: the keeper's handling of a team-mate's throw-in or kick, and a second handling after release
    (
        "the keeper picked up a throw-in from his teammate. ref played on. right call?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    (
        "keeper picked up a back pass outside his box. indirect free kick, isn't it?",
        "handball-backpass-kicked-free-kick",
        "",
    ),
    (
        "goalie released the ball then picked it up again before anyone touched it. ref gave a penalty. right call?",
        "keeper-handles-again-after-release",
        "No",
    ),
    # Law 13.2: attackers stay 1 m from a defenders' wall, not the reverse
    (
        "defenders must be 1 metre from the attackers' wall, mustn't they?",
        "free-kick-attackers-near-wall",
        "No",
    ),
    # Law 12.3: a caution deserved is given when the ball is next out of play, advantage or not
    (
        "the defender fouled the attacker reckless, ref played advantage and never booked him. right call?",
        "advantage-card-later",
        "No",
    ),
    # Law 3.6 / team officials: a sent-off medical official may stay if the team has no other
    (
        "the team doctor was sent off for abuse. must he leave even if they have no other medic?",
        "medical-official-sent-off",
        "No",
    ),
]

test_probe_answer = probe_test(CASES)

PLAYS = [
    # Law 11.1: a place told with the defender as the subject
    ("at kais pass there last cb was half a step nearer his own goal line than deji. deji scores. off?", NO),
    ("our last defender was 2 yards closer to goal than their 9 when it was played. 9 scored. offside?", NO),
    (
        "their centre half was 2 yards nearer his own goal than our 9 when our 6 played it forward, 9 scored",
        NO,
    ),
    ("our 11 had their rb 2 yards goal side of him when our 8 passed, keeper in goal, 11 scored", NO),
    ("our 9 was a yard goal side of their last defender when it was played, scored", OFF),
    # ... and "a meter after" a defender, in a second language's English: beyond him
    (
        "Sunday match, I play centre-back. Their midfielder passes. In this moment their striker is one meter after me,"
        " nearer to our goal, and I am the last defender. He scores. offside?",
        OFF,
    ),
    # Law 11.3: no offence directly from a throw-in or goal kick, but a team-mate's pass on is judged
    (
        "we took a throw in to our 11, who crossed first time, our 9 was 2 yards offside at the cross and scored",
        OFF,
    ),
    ("goal kick to our cb, he hit it long to our 9 who was 3 yards beyond their back line, 9 scored", OFF),
    ("throw-in to our 9 who was offside, and he headed it in", NO),
    # Law 11.2: an opponent's deliberate (if poor) play, and a reflex deflection
    (
        "there number 6 had the ball in midfield, no pressure, tried to pass to his full back and smashed it straight to"
        " me. i'd been a yard past there back line since our last attack. i went through and scored",
        NO,
    ),
    (
        "Arlo drove a low cross hard from wide, twenty yards out. Their left-back, two yards away, stuck out a leg by"
        " instinct and it flicked off his toe to Noah, who scored. When Arlo hit the cross, Noah was a yard beyond every"
        " defender bar the goalkeeper.",
        OFF,
    ),
    # a restart taken back in a correction: with the free kick told only as a call, how the ball came is asked
    (
        "Our side had a throw-in and Arlo threw it... no, I do beg your pardon, I've muddled two incidents: it was a free"
        " kick for a trip, and Arlo kicked it along the ground. When he kicked it, Noah was a yard beyond their last"
        " defender. Noah scored. Offside?",
        AR,
    ),
    # review 68: a correction of his place keeps the restart; a finish "in to the far corner" is no pass on; our own
    # keeper at halfway, the one who played it, is no opponent out of his goal
    (
        "corner to us, our 9 onside, no wait, he was a yard offside when it was crossed in, he headed it in",
        NO,
    ),
    ("throw in to our 9 and he hit it in to the far corner", NO),
    (
        "our keeper was at halfway and launched it long, their last defender was level with our striker, striker scored",
        NO,
    ),
    # a doubt of how the ball came, put as "whether ... or ..., I couldn't tell"
    (
        "Their winger crossed. Their 9 was a yard past our last man at the cross. Orville stretched out a leg and it"
        " went off him to their 9, goal. Whether Orville was properly going to clear it, with time to see it, or it just"
        " hit him as he turned, I couldn't tell from behind the goal.",
        AR,
    ),
    # two attackers: the one who scored named by a bare number, or by "he" after "who"
    ("our 9 a yard off and our 11 level when the winger crossed, 9 headed it in", OFF),
    ("our 9 a yard off and our 11 level when the winger crossed, 11 let it run and 9 scored", OFF),
    (
        "free kick from halfway, our 5 and our 6 both in the box, 5 a yard offside, 6 level, 6 headed it in",
        NO,
    ),
    (
        "our 9 offside at the cross, ball hits the crossbar and drops to our 11 who was onside and he scores, 9 didnt"
        " move",
        NO,
    ),
    (
        "our 9 was offside when 8 shot, the shot hit the post, bounced to 11 who was onside and 11 scored, 9 never moved"
        " or touched it",
        NO,
    ),
    ("winger crosses, our 7 is 2 yards offside and our 10 is onside, 7 dummies it and 10 smashes it in", AI),
    # ... a keeper up at halfway: level with the last defender is beyond the second-last opponent
    (
        "their last defender was level with our striker when the ball was played but their keeper was off at the"
        " halfway line, our striker scored",
        OFF,
    ),
    # ... two defenders nearer the goal line, the keeper up
    (
        "our keeper threw it to our 9, their keeper at the halfway line and their two cbs both goal side of our 9 at"
        " the release, 9 scored",
        NO,
    ),
    # ... in front of the keeper but told not in his line of sight: no interference told, so it is asked
    (
        "our 9 offside stood 2 yards in front of their keeper but not in his line of sight when our 10 shot, goal",
        AI,
    ),
]

test_play = ruling_test(PLAYS)

REVIEW68 = [
    # a sending-off told after "didnt book him" is no "no card"; "only ... when" in a story is no claimed condition
    (
        "spat at our captain, only a few of us saw it when it happened, the ref gave a yellow. right call?",
        "red-card-spitting",
        "No",
    ),
    # the scoring side's extra person: not the conceding side's answer
    (
        "their sub came on too early and scored against us. does the goal count?",
        "goal-extra-person",
        "Not always",
    ),
]

test_review68_answer = probe_test(REVIEW68)
