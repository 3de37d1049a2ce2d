"""Hostile probe 30 (helper): 90 new fan questions where topics touch (advantage with offside words, deliberate play
vs deflection vs save asked as a rule with match words, goals with VAR words, VAR with goal words, the ball in and out of
play; 18 told plays), each judged against the Laws (IFAB 2026/27) after the bot answered: 16 untrue, 12 misleading, 4
not sure. Mended: new intents (a reflex touch is no deliberate play, a goal kick into the kicker's own goal, VAR and the
ball out of play before a goal), turned Yes/No where the fan asks the other side ("goal or not?", "is offside or no?",
"can VAR disallow ...?", "is the keeper still booked?", "nobody can be flagged offside after advantage, true?"), needs
(a handball answer needs a hand told), excludes and paraphrases. Left as strict xfails, each saying why."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id or ids, the opening: "Yes", "No", or "" for no bare Yes or No)
CASES = [
    # 1. untrue before
    (
        "my mate reckons once the ref waves play on for advantage nobody can be flagged offside for the rest of that move. true?",
        "advantage-then-offside",
        "No",
    ),
    # 2. misleading before
    (
        "If an attacker is in an offside position and gets involved but the defenders win the ball and break, does the ref HAVE to stop it for the offside free kick?",
        "advantage-offside",
        "No",
    ),
    (
        "Is advantage allowed for offside or is offside always blown straight away?",
        "advantage-offside",
        "Yes",
    ),
    # 4. untrue before
    (
        "Foul on our winger near halfway, ref plays advantage, winger whips a cross in and our striker, who was two yards beyond the last defender when the cross was hit, heads it in. Goal?",
        ("situation:offside", "situation:ask", "advantage-then-offside"),
        "No",
    ),
    (
        "after the ref signals play on for a foul, does the offside law still apply to the rest of the attack or is the player 'protected' by the advantage?",
        "advantage-then-offside",
        "No",
    ),
    # 6. misleading before
    (
        "striker standing in an offside position gets dragged down by a centre back before the ball even gets to him, ref gives a pen. Shouldnt it be offside first?",
        "offside-fouled-while-offside",
        "No",
    ),
    (
        "If a player is being held by a defender while he is in offside position and already jumping for the header, what does the ref give, the foul or the offside?",
        "offside-fouled-while-offside",
        "",
    ),
    # 8. untrue before
    (
        "Ref lets play go on after our striker got clipped in the box, striker stays up and then shanks it wide. Can he still go back and give the pen?",
        "advantage-shot-missed-no-penalty",
        "",
    ),
    (
        "Our 9 got kicked as he was shooting but the ball still went in the net. do we get the goal or a penalty",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    (
        "Defender hauls down our striker who's through on goal, ref plays advantage and the ball runs to our winger who misses. Is the defender still sent off at the next stoppage?",
        "advantage-dogso-caution",
        "No",
    ),
    (
        "Ref let play go on after a proper leg-breaker tackle because the attacker kept the ball. Is he even allowed to do that?",
        "advantage-serious-foul",
        "",
    ),
    (
        "how many seconds does the ref have to come back for the foul after playing advantage? my ref mate says its exactly 5",
        "advantage-no-fixed-time",
        "",
    ),
    # 13. misleading before
    (
        "player already on a yellow chops someone, ref plays advantage, we keep the ball. does the second yellow still come when it goes out?",
        ("advantage-card-later", "advantage-second-yellow-later"),
        "Yes",
    ),
    (
        "tactical foul to stop a counter, ref plays advantage and we keep attacking, why no yellow for the guy after?",
        "advantage-spa-no-caution",
        "",
    ),
    (
        "Ref blew for a foul on our lad a split second before our other lad's shot went in. Goal or not?",
        "goal-after-whistle-for-foul",
        "No",
    ),
    (
        "Wenn der Schiri Vorteil gibt nach ein Foul, kann er trotzdem später die gelbe Karte zeigen? (sorry my english)",
        "advantage-card-later",
        "Yes",
    ),
    # 17. misleading before
    (
        "Referee gives advantage after the keeper brings down our striker in the box, striker gets up and scores anyway. Is the keeper still booked?",
        ("advantage-card-later", "advantage-dogso-caution"),
        "Yes",
    ),
    (
        "If a centre back miskicks a clearance straight to an attacker who'd been in an offside position, is the attacker then allowed to play it?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside", "deliberate-play-resets"),
        "Yes",
    ),
    (
        "mate says any touch off a defender plays you back onside. is he right",
        ("deflection-no-reset", "deliberate-or-deflection-matters"),
        "No",
    ),
    (
        "If the keeper parries a shot and the striker who was offside when it was hit taps in the rebound, is that offside?",
        "save-still-offside",
        "Yes",
    ),
    (
        "Does a deliberate handball by a defender count as him playing the ball for the offside rule?",
        ("deliberate-play-handball", "deliberate-play-resets"),
        "Yes",
    ),
    # 22. misleading before
    (
        "If the ball just smacks a defender's arm by accident and drops to an attacker who was off, does that count as a reset?",
        ("handball-offside-only-deliberate", "deflection-no-reset"),
        "",
    ),
    (
        "Keeper comes charging out and punches a cross clear (wasn't a shot), it drops to an attacker who was in an offside position when the cross came in. Is he offside under the current law?",
        ("save-keeper-punch-not-always", "deliberate-play-not-offside", "situation:no-offence"),
        "No",
    ),
    (
        "whats the actual difference between a defender deflecting it and 'deliberately playing' it when it comes to offside",
        ("deliberate-or-deflection-matters", "deliberate-play-criteria"),
        "",
    ),
    # 25. untrue before
    (
        "Does it count as a deliberate play if the defender just stuck out a leg instinctively and got a toe to a fast pass?",
        "deliberate-play-reflex",
        "No",
    ),
    (
        "Can an outfield player make a 'save' for offside purposes or is that only keepers",
        ("save-what-is", "save-no-reset"),
        "",
    ),
    (
        "After the Mbappe Nations League goal did they change it so that goal would be offside today?",
        ("deliberate-play-mbappe", "deliberate-play-when"),
        "",
    ),
    # 28. untrue before
    (
        "When ball is hitting the post and coming back to player who was in offside before, is offside or no? In my country people say post is new play",
        ("rebound-post", "rebound-post-no-reset"),
        "Yes",
    ),
    # 29. misleading before
    (
        "Does the ball bouncing off the referee give a new phase for offside, like a defender touching it?",
        ("rebound-post-no-reset", "ball-hits-referee"),
        "No",
    ),
    (
        "Doherty said Kane's goal was a 'different phase'. Is there actually a rule that a new phase of play cancels offside?",
        ("doherty-different-phase", "var-app-not-offside-reset"),
        "No",
    ),
    (
        "Hypothetically: striker's offside when the winger shoots, shot clips a defender's shin on the way and rolls to the striker who scores. It stands cos the defender touched it, right?",
        ("deflection-still-offside", "deflection-no-reset", "situation:offside"),
        "No",
    ),
    (
        "if a defender blocks a goalbound shot with his body on the line, is that a 'save' that keeps the attackers offside or a play that resets it?",
        ("save-what-is", "save-no-reset"),
        "No",
    ),
    (
        "Keeper punches a shot that was flying into the top corner, it falls to an attacker who was offside when the shot was hit. Doesnt the punch reset it since he meant to punch it?",
        ("save-still-offside", "save-no-reset", "save-keeper-punch-not-always"),
        "No",
    ),
    # 34. unsure before
    (
        "Si el portero para el tiro y el rebote lo mete un delantero que estaba en fuera de juego cuando se tiró, es gol o fuera de juego? (sorry, is goal or offside?)",
        "save-still-offside",
        "",
    ),
    (
        "Is a header back to the keeper that's too short a deliberate play even though it went wrong?",
        ("deliberate-play-inaccurate-counts", "backpass-underhit"),
        "Yes",
    ),
    # 36. untrue before
    (
        "Ball's fizzed in at pace from two yards and hits the defender who had no time to react, goes to an offside striker. Doesn't the defender's touch count?",
        ("deflection-still-offside", "deflection-no-reset", "deliberate-play-reflex", "situation:offside"),
        "No",
    ),
    (
        "Can a goal be chalked off by VAR because the ball went out of play before the cross came in?",
        ("var-what-can-review", "var-build-up-foul", "var-ball-out-before-goal"),
        "Yes",
    ),
    (
        "goal given on the pitch, then checked and VAR went back like 40 seconds to a foul in midfield. how far back are they allowed to go?",
        ("var-how-far-back", "var-build-up-foul"),
        "",
    ),
    (
        "Goal given on the pitch but the lines show the scorer exactly level with the last defender. Should VAR chalk it off?",
        ("offside-level-onside", "situation:no-offence"),
        "No",
    ),
    (
        "when they draw the lines for offside, does the arm count or is it the shoulder?",
        ("offside-arms", "offside-body-parts"),
        "No",
    ),
    # 41. untrue before
    (
        "Can VAR disallow a goal for an accidental handball by the scorer's team-mate earlier in the move?",
        "handball-accidental-teammate",
        "No",
    ),
    # 42. untrue before
    (
        "Can VAR chalk off a goal where the scorer's own arm accidentally touched the ball right before he scored?",
        "handball-accidental-scorer",
        "Yes",
    ),
    # 43. misleading before
    (
        "Goal given on the pitch, VAR spots that an attacker standing offside was right in front of the keeper blocking his view. Chalked off?",
        ("offside-blocking-view", "situation:offside"),
        "Yes",
    ),
    # 44. untrue before
    (
        "Is a goal ruled out if VAR finds the scorer fouled the keeper when they both went for the ball?",
        ("goal-scoring-team-offence", "var-build-up-foul"),
        "Yes",
    ),
    (
        "Can the ref overrule the VAR and let a goal stand?",
        ("var-who-decides", "var-referee-final-say", "var-overrule"),
        "Yes",
    ),
    (
        "Who chalks off the goal in the end, the VAR in the van or the ref on the pitch?",
        ("var-who-decides", "var-decides", "var-referee-final-say"),
        "",
    ),
    # 47. unsure before
    (
        "goal given, then kick-off taken, THEN the VAR says it was offside. can they still chalk it off?",
        "var-after-restart",
        "",
    ),
    # 48. misleading before
    (
        "My mate says if the whistle went for offside before the ball went in, VAR can still give the goal if the lino was wrong. Right?",
        "var-offside-stopped-play",
        "No",
    ),
    (
        "Why did the ref not go to the screen when our goal was chalked off for offside but he did for the handball one?",
        ("var-no-screen-offside", "var-screen-not-always"),
        "",
    ),
    (
        "With semi-auto offside, does the computer decide if the goal stands?",
        ("saot-who-decides", "saot-referee-decides"),
        "No",
    ),
    ("Can the lines rule out a goal because the striker's hand was past the defender?", "offside-arms", "No"),
    (
        "goal stood on the field, VAR looked at a possible foul, 'clear and obvious' they said wasn't met. what does that even mean",
        "var-clear-obvious",
        "",
    ),
    # 53. misleading before
    (
        "Can VAR give a penalty after the ball has gone out for a goal kick and the keeper has already taken it?",
        "var-after-restart",
        "",
    ),
    (
        "Can the VAR cancel a goal because the corner it came from should never have been a corner?",
        ("var-corner-after-restart", "var-corner-kick", "var-other-restarts"),
        "No",
    ),
    # 55. untrue before
    (
        "Ref gave a goal kick but the keeper clearly tipped it round the post. Can VAR give us the corner, and could we score from it?",
        "var-missed-corner",
        "No",
    ),
    # 56. misleading before
    (
        "Can VAR check whether the ball crossed the line for a goal if the competition has no goal-line tech?",
        "var-what-can-review",
        "Yes",
    ),
    (
        "Can VAR rule out a goal because the ball went out for a throw-in earlier in the attack and the ref missed it?",
        ("var-what-can-review", "var-build-up-foul", "var-how-far-back", "var-ball-out-before-goal"),
        "Yes",
    ),
    # 58. misleading before
    (
        "Can the VAR give a goal that the ref waved away because he thought the ball hadn't crossed the line?",
        "var-what-can-review",
        "",
    ),
    (
        "is it like tennis where the ball touching the line is still in, or does it have to be fully over to be out?",
        ("goal-line-part-of-field", "goal-whole-ball", "goal-ball-on-line"),
        "Yes",
    ),
    (
        "the ball swung out over the byline in the air and curled back in before it hit the net. goal?",
        "ball-out-in-the-air",
        "",
    ),
    ("Ball deflects off the ref and straight into the net. goal?", "goal-off-referee", "No"),
    ("Can you score an own goal straight from your own throw-in?", "goal-direct-throw-in", "No"),
    (
        "goal kick hoofed by the keeper goes all the way and bounces over their keeper into the net. Does that count?",
        "goal-direct-goal-kick",
        "Yes",
    ),
    # 64. untrue before
    (
        "Keeper takes a goal kick, huge gust of wind, ball blows straight back into his own net without anyone touching it. Own goal?",
        "goal-kick-own-goal",
        "Not",
    ),
    # 65. misleading before
    (
        "dropped ball after an injury, our guy just smashes it in from 30 yards straight away. Goal?",
        "goal-direct-dropped-ball",
        "No",
    ),
    # 66. untrue before
    (
        "Ref blew full time while the shot was in the air and it went in a second later, goal or not?",
        "whistle-ball-in-flight",
        "No",
    ),
    (
        "The ref pointed for a goal but replays show the ball never fully went over. What's the restart?",
        "goal-signalled-early",
        "",
    ),
    (
        "Most of the ball was over the line but a tiny bit was still on it when the keeper clawed it out. Goal?",
        ("goal-ball-on-line", "goal-whole-ball"),
        "No",
    ),
    (
        "If a sub warming up behind the goal sticks his foot out and stops the ball going out, what happens?",
        "bench-touches-ball-out",
        "",
    ),
    (
        "Ball was rolling into an empty net and a dog ran on and touched it just before it went in. Goal?",
        "goal-off-animal-or-object",
        "",
    ),
    # 71. untrue before
    (
        "Can a free kick be scored straight into the net if the ref had his arm up for indirect and nobody touched it?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    (
        "Their mid plays it forward, our CB has loads of time as it bobbles slowly towards him, tries to hoof it clear and slices it to their striker who'd been two yards offside when their mid played it. He scores. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Our striker's a yard past the last defender when our 10 shoots, keeper dives and pushes it onto the post, it comes back to our striker and he taps in. VAR chalks it off. Correct?",
        "situation:offside",
        "Yes",
    ),
    (
        "Advantage played for a foul on our 6, then the winger squares it back to our striker who was behind the ball but past the last defender, he scores, flag goes up. Is that offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Through ball, our 9 was clearly offside but didn't move or go for it, our 11 came from an onside position, ran onto it and scored. Ref disallowed it for offside. Right or wrong?",
        "situation:no-offence",
        "No",
    ),
    (
        "shot from 20 yards, our guy standing offside right in front of their keeper, keeper couldnt see it at all, ball goes in. VAR chalked it off",
        "situation:offside",
        "",
    ),
    # 77. unsure before
    (
        "our striker was offside when the winger crossed it, their defender jumped and the ball just grazed the top of his head at pace, dropped to our striker who scored",
        "situation:offside",
        "",
    ),
    (
        "Their defender blocks our goalbound header on the line with his thigh, ball comes straight out to our forward who had been in an offside position when the header was made, he scores",
        "situation:offside",
        "",
    ),
    (
        "Corner goes straight to our big man at the back post who is behind every defender, he heads it in and the flag goes up. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Throw-in, our striker flicks it on with his head and our other striker, two yards beyond the last outfield defender and ahead of the ball at the flick, runs on and scores. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Their defender deliberately handles a through pass trying to stop it, ball drops to our striker who was in an offside position when the pass was played, ref plays advantage and our striker scores. Goal?",
        "situation:no-offence",
        "Yes",
    ),
    (
        "Our attacker was offside when our mid shot; their keeper saves it, then their CB, under no pressure, tries to clear and slices it to our attacker who scores. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Goal kick from their keeper goes long, our striker is behind all their defenders when he controls it and scores. Lino flags. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Free kick to us, our guy's a yard offside when it's struck, ball flies straight in without him touching it, he was standing near the penalty spot not blocking the keeper or challenging anyone. Goal?",
        "situation:no-offence",
        "Yes",
    ),
    # 85. unsure before
    (
        "Our striker steps off the pitch over the goal line to avoid being offside, then steps back on when the ball is played and scores. Offside?",
        ("situation:offside", "offside-attacker-off-pitch"),
        "Yes",
    ),
    # 86. untrue before
    (
        "Their right back wanders off the pitch behind his own goal to play our striker offside, our winger passes, our striker is beyond every defender still on the pitch and scores",
        "situation:no-offence",
        "",
    ),
    (
        "Our striker was offside when our winger crossed, the keeper came out and punched the cross clear but it hit our striker's back and went in. Goal?",
        ("situation:no-offence", "situation:ask"),
        "Yes",
    ),
    (
        "winger crosses, their keeper came out and missed the ball completely, our striker who was level with the second-last defender when it was crossed heads it into the empty net",
        "situation:no-offence",
        "No",
    ),
    # 89. untrue before
    ("Can VAR chalk off a goal if the ball went out before the cross?", "var-ball-out-before-goal", "Yes"),
    # 90. untrue before
    (
        "Can VAR rule out a goal if the ball was out of play before it was crossed in?",
        "var-ball-out-before-goal",
        "Yes",
    ),
]

# Left as found, each failing as described (strict: one that starts passing must be taken up).
LEFT = {
    "striker standing in an offside position gets dragged down by": "still: Asks 'How did the ball reach him?', a fact that does not decide foul-vs-offside; the deciding fact (fouled before he played/attempted to play the ball) was told.",
    "Si el portero para el tiro y el rebote lo mete un delantero ": "still: Spanish question not understood; the 'closest answers' list printed EMPTY in the Discord text.",
    "Goal given on the pitch, VAR spots that an attacker standing": "still: Asks 'How did the ball reach him?', irrelevant: he never received the ball; the deciding facts (offside position, clearly obstructing the keeper's line of vision) were told.",
    "Can VAR check whether the ball crossed the line for a goal i": "still: Right 'Yes', but the reason is the whole-ball rule and GLT; nothing about the VAR reviewing goal/no goal.",
    "our striker was offside when the winger crossed it, their de": "still: Asks deliberate-or-deflection though the play told 'just grazed the top of his head at pace' on a jump - a deflection by the Law's criteria. Weak, not untrue.",
    "Our striker steps off the pitch over the goal line to avoid ": "still: Asks where he was when the ball was played, though the play says he stepped back on from the goal line - the Law then counts him as on the goal line.",
    "Their right back wanders off the pitch behind his own goal t": "still: Rules 'Offside.' ignoring that the right back who left the field without permission counts as on his goal line, so the striker had two opponents (keeper and that defender) level or ahead.",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
