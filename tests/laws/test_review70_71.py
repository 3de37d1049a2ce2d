"""Hunts 70 and 71 (hostile hunts for untrue answers, at a6f49c8, 2026-12-06) and plays22's odd half: the highs mended,
each with its Law (IFAB 2026/27). Rule answers: a restriction the answer does not address ("only", or "never" and
"always" against an answer with exceptions) gets the statement; a reason given after a claim ("because ...") negates no
claim; cards only for those on the team list; a push on one's own keeper. Told plays: a chain of passes is judged at
the last team-mate's pass; a run back after the pass is another moment; doubts asked after a colon or offered with no
verb; "corner" as a place. Those left are in the stop's note."""

from tests.laws.evaluate import AI, AP, AR, NO, OFF, probe_test, ruling_test

CASES = [
    # Law 12.3: a second caution in the same match, in either half, for any cautionable offence
    ("you can only get a second yellow in the same half, right?", "second-yellow-red", ""),
    # Laws 13, 16, 17: any player of the team may take a goal kick
    ("only a goalkeeper can take a goal kick, right?", "restart-who-takes", ""),
    # Law 14.2: a retake also follows an encroachment that matters, or the kicker's offence after a goal
    (
        "a penalty is only retaken if the keeper saves it after coming off his line, right?",
        "penalty-keeper-save-retake",
        "",
    ),
    # Law 3.2: return substitutions in youth, veterans, disability and grassroots football
    ("a substituted player can never come back on, right?", "substituted-player-return", ""),
    # Law 5.3: the injured goalkeeper, players who collided, a severe injury ... need not leave
    (
        "a player has to leave the field after being treated for an injury, always, right?",
        "injured-player-stay-off",
        "",
    ),
    # Law 5.3 / 12.3: the referee may send off from the pre-match inspection until he leaves after the match, half-time in
    (
        "the team official can't be sent off at half-time because the ball isn't in play, right?",
        "cards-after-final-whistle",
        "No",
    ),
    # Law 12.3: only a player, substitute, substituted player or team official may be carded
    ("can the ref give a yellow card to a ballboy for timewasting?", "card-not-for-outside-agent", "No"),
    ("only a player who is on the pitch can be shown a red card, right?", "card-not-for-outside-agent", "No"),
    # Law 12.4: an offence against a team-mate is a direct free kick (or a penalty)
    ("a player pushed his own goalkeeper, it's an indirect free kick, right?", "foul-on-team-mate", "No"),
    # Law 15: a throw-in straight into the thrower's own goal is a corner kick
    (
        "a throw-in that goes directly into your own goal is a corner kick, right?",
        "goal-direct-throw-in",
        "Yes",
    ),
    # Law 3 (2026/27): a substituted player has ten seconds to leave
    (
        "a substituted player has 10 seconds to get off or his team plays a man down for a minute, right?",
        "substitution-leave-quickly",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)


# Review 72 (a stranger's reading of c0d021b) and hunt 73: the change's own untrue answers, mended
REVIEW72 = [
    # Law 15: into the opponents' goal a throw-in gives a goal kick, not a corner
    ("a throw-in straight into the opponents' goal is a corner kick, right?", "goal-direct-throw-in", "No"),
    # a restriction claimed: the call judged either way would judge the restriction ("can only be")
    ("a throw-in into your own goal can only be a corner, right?", "goal-direct-throw-in", ""),
    # Law 13.1: a call named, then negated by its own verb ("a goal can't be scored"), is no goal claimed
    (
        "a goal cant be scored directly from an indirect free kick, right?",
        "goal-direct-indirect-free-kick",
        "Yes, that's right",
    ),
    (
        "a goal can be scored directly from an indirect free kick, right?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
]

test_review72_answer = probe_test(REVIEW72)


# Law 11.2: judged when a team-mate last plays the ball to him
PLAYS = [
    # a chain of passes, the place told at each
    (
        "our 6 to our 10, 10 then played it to 9. 9 was offside when 6 passed but onside when 10 passed. 9 scored",
        NO,
    ),
    (
        "our 4 passes to our 8, 8 passes to 11. at 4's pass 11 was onside, at 8's pass 11 was offside. 11 scores",
        OFF,
    ),
    (
        "our 5 crossed, our 10 headed it across goal, 9 who was onside at the cross but offside at the header nodded it in",
        OFF,
    ),
    (
        "our 5 crossed, our 10 headed it across goal, 9 who was offside at the cross but onside at the header nodded it in",
        NO,
    ),
    (
        "their 6 played it to their 10, their 9 was offside then, then their 10 passed to their 9 who was level by then, "
        "their 9 scored against us",
        NO,
    ),
    (
        "our goalie threw the ball to our winger, our striker was offside when the keeper let go of it, winger crossed, "
        "striker now onside scored",
        NO,
    ),
    (
        "our right back played it to our winger, striker was onside at that moment, winger took on his man and crossed "
        "it, striker was offside when the cross was hit, goal",
        OFF,
    ),
    ("9 onside when 6 played it to 10, offside when 10 flicked it on with his head, 9 scored", OFF),
    (
        "our 8 found 10, at that point our 9 was a yard offside. 10 took a touch and by then 9 had gone back onside, 10 "
        "to 9, 9 scores",
        NO,
    ),
    (
        "6 played it to 10 while 9 was standing offside, then 9 came back onside and 10 slipped him in, goal",
        NO,
    ),
    # ... and not his own finish told as the moment
    (
        "our 6 crossed, our 11 was level with the last defender at the cross but a yard beyond him when 11 headed it in",
        NO,
    ),
    # a run back after the pass: where he was at the pass decides
    (
        "Their long ball forward. Their 9 is two metres past our last defender when it is kicked, sees it, and walks "
        "back until our centre-back is nearer our goal than he is. Then the ball comes to him, he turns and scores.",
        OFF,
    ),
    (
        "Their 9 is in our half, two steps past our last defender, when their 6 pass it. He see the ball come, he run "
        "back over the middle line into his own half, and he take it there and score.",
        OFF,
    ),
    # ... and one before the pass puts him there
    (
        "their 9 was in an offside position but before the pass he ran back into his own half and picked it up there",
        NO,
    ),
    # how the ball came asked after a colon, or offered both ways with no verb (a deliberate play or not)
    (
        "Their 8's pass rolls across our box. Their 9 is past our back line at the pass. Our centre-back comes to it: "
        "did he stop it under his foot and then lose it, or did it go under his foot without a touch? Their 9 scores.",
        AR,
    ),
    (
        "Our 8 shoots, our 11 is three yards beyond their centre-halves when it's hit. Ball comes off their big "
        "centre-half and drops to the 11, who scores. couldn't see properly: did the big lad try to trap it, or did it "
        "just smack his shin?",
        AR,
    ),
    # involvement offered both ways, in a second language
    (
        "Corner for them, their 11 head it back across. Their 9, nearer our goal than the ball and all our defenders "
        "when the 11 head it, is standing right next to our keeper. Our keeper miss the ball, their 4 score. I don't "
        "see: their 9 bump our keeper or block his way, or he just stand there?",
        AI,
    ),
    # "toward the corner" is a place, no corner kick
    (
        "jenna was past their line when i passed it. ball runs toward the corner, their cb and jenna both chase it. cb "
        "gets there first and hooks it out. did jenna get alongside her and shoulder her or was she yards back?",
        AI,
    ),
    # level with the ball at a square pass: not nearer the goal line than the ball
    (
        "Their 10 passes exactly sideways across our box. Their 9 is exactly on one line with the ball when it is "
        "played, and both of them are past our last defender. 9 scores.",
        NO,
    ),
    # on the halfway line or over it, doubted
    (
        "Their back line had pushed up past halfway. Our 9 was standing at the halfway line when our 6 hit it long. "
        "I cannot say if his front foot was on the line or just over it in their half. He scores.",
        AP,
    ),
]

test_play = ruling_test(PLAYS)


# Law 11.2, read again after review 72 and hunt 73
PLAYS_REVIEW72 = [
    # an opponent's touch is no pass of the chain
    ("our 9 was onside when our 6 played it, offside when their 5 hit it, 9 scored", NO),
    # a score or the referee is no passer
    ("our 9 was offside when our 6 passed. he jogged back onside and scored to make it 2 to 1", OFF),
    # a low corner is a corner kick
    ("our 9 was past their defenders when our 11 took a low corner and he headed it in", NO),
    # told out of order: the pass to him is the last
    (
        "our 10 passed to our 9 who scored. at 6's pass 9 was offside, at 10's pass he was onside. earlier our 6 had "
        "played it to our 10",
        NO,
    ),
    (
        "our 10 passed to our 9 who scored. at 6's pass 9 was onside, at 10's pass he was offside. earlier our 6 had "
        "played it to our 10",
        OFF,
    ),
    # hunt 73's chains: by the time of the last pass, at that moment, by names, "earlier", "before that"
    (
        "By the time the 10 passed, the 11 had come back level. But when the 4 played it to the 10, the 11 was offside. "
        "11 scored. Offside?",
        NO,
    ),
    (
        "Rodri passed to De Bruyne while Haaland was offside. De Bruyne then passed to Haaland, who at that moment was "
        "level with the last defender. Haaland scored. Offside?",
        NO,
    ),
    (
        "Messi was offside when Xavi passed to Iniesta, then onside when Iniesta passed to Messi. Messi scored. Offside?",
        NO,
    ),
    (
        "Now the 11 is beyond the defence and ahead of the ball when the 10 passes; earlier at the 4's pass he was "
        "onside. 11 scores. Offside?",
        OFF,
    ),
    (
        "At the 10's pass the 11 was offside; at the 4's pass, earlier, he was onside. He scored. Offside?",
        OFF,
    ),
    (
        "Iniesta passed to Messi, who was offside then. Before that, Xavi had passed to Iniesta while Messi was onside. "
        "Messi scored. Offside?",
        OFF,
    ),
    # a run back before the ball reached him is after the pass: where he was at it decides
    (
        "he was offside when it was played but ran back level before the through ball reached him, offside?",
        OFF,
    ),
    # only the keeper goalside, however told; one defender back with the keeper out
    ("nobody but the keeper goalside of our 9 when 10 played it forward, 9 scored", OFF),
    ("the only player between our 9 and the goal was their keeper, 8 passed forward to 9, 9 scored", OFF),
    (
        "there keeper was upfield for corner, our striker only had there last defender goalside, pass from our 10, he scores in empty net",
        OFF,
    ),
    (
        "every other defender was behind our striker except the keeper who was on his line, pass from our 7, striker scores",
        OFF,
    ),
    ("14 was ahead of their 5 and 5 was second last, 8 passed it, 14 scored", OFF),
    # a bare number of no side told is another player than the one placed: 11's goal is no play of 9's (asked)
    ("our 9 was offside when 6 played it to 10, 10 crossed and 11 scored", AI),
]

test_play_review72 = ruling_test(PLAYS_REVIEW72)
