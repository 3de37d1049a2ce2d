"""Hostile probe 23, a helper's round (advantage, goals, deliberate play asked as rules, told offside plays missing one
fact, VAR and cards, myths assumed): 90 questions in fans' words, each ruled from the Laws (IFAB 2026/27,
/work/shared/laws) before the bot was asked. 13 answers were untrue and 11 weak; the answer ids were filled in once
the answers were read and the untrue ones mended (one left as a judgement, #50). The comment above each case is the
true answer the helper wrote first."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Offside", or "" for a statement with no bare Yes
# or No; a told play missing a fact answers "situation:ask" with "")
CASES = [
    # 1. If the anticipated advantage does not ensue at that time or within a few seconds, the referee penalises the
    # original offence. [L5.3]
    (
        "ref played advantage but we lost the ball like 2 secs later, can he still go back and give us the "
        "free kick",
        "advantage-come-back",
        "Yes",
    ),
    # 2. weak before: Only if the advantage does not materialise at that time or within a few seconds; once it has
    # accrued, he cannot go back. [L5.3]
    ("once the ref shouts play on can he come back to the foul later", "advantage-come-back", "Not always"),
    # 3. untrue before: A caution that would have been given had play stopped must be issued when the ball is next out
    # of play. [L12.3]
    (
        "if the ref plays advantage does the guy who did the foul still get his yellow card",
        "advantage-card-later",
        "Yes",
    ),
    # 4. If the offence interfered with or stopped a promising attack and advantage is played, the player is not
    # cautioned. [L12.3]
    (
        "tactical foul to stop our counter attack, ref plays advantage and we keep the ball. is it still a "
        "yellow for him?",
        "advantage-spa-no-caution",
        "No",
    ),
    # 5. When advantage is played for a DOGSO offence, the offender is cautioned for unsporting behaviour, not sent
    # off. [L12.3]
    (
        "Defender pulls our striker back when he was clean through on goal, ref plays advantage and our other"
        " guy scores. Is the defender still sent off?",
        "advantage-dogso-caution",
        "No",
    ),
    # 6. Advantage should not be applied for serious foul play, violent conduct or a second caution unless there is a
    # clear opportunity to score; the player is sent off when the ball is next out of play. [L12.3]
    ("can the ref play advantage after a horror tackle thats a straight red", "advantage-serious-foul", ""),
    # 7. Advantage may be played for any offence wherever it happens; if the advantage does not ensue within a few
    # seconds, the penalty kick is awarded. [L5.3]
    ("can a referee play advantage for a foul inside the penalty area", "advantage-in-penalty-area", "Yes"),
    # 8. untrue before: If the referee played advantage and the striker got his shot away, the advantage ensued, so
    # the penalty can no longer be given. [L5.3]
    (
        "our striker got clipped in the box but stayed on his feet and had a shot which went wide. ref gave "
        "nothing. shouldnt it have been a penalty??",
        "advantage-shot-missed-no-penalty",
        "Not always",
    ),
    # 9. A few seconds: the offence is penalised if the advantage does not ensue 'at that time or within a few
    # seconds'. [L5.3]
    ("how long does the ref wait to see if the advantage works out", "advantage-no-fixed-time", ""),
    # 10. untrue before: Advantage should not be applied for a second cautionable offence unless there is a clear
    # opportunity to score; the second yellow/red is shown at the next stoppage. [L12.3]
    (
        "the ref gave advantage on a second yellow card foul is he allowed to do that",
        "advantage-serious-foul",
        "",
    ),
    # 11. weak before: The referee stops play, sends the player off and restarts with an indirect free kick (unless
    # the player committed a more serious offence). [L12.3]
    (
        "ref played on after a red card tackle and then the same player who did the tackle won the ball back."
        " what should happen",
        "advantage-serious-foul",
        "",
    ),
    # 12. The caution is issued when the ball is next out of play. [L12.3]
    (
        "isnt it true the ref cant book someone after he let play go on for advantage",
        "advantage-card-later",
        "No",
    ),
    # 13. weak before: From where the original offence occurred. [L13.2/L5.3]
    (
        "Im a referee in training. When the advantage doesnt come off and I go back, where is the free kick "
        "taken from",
        "advantage-come-back",
        "",
    ),
    # 14. untrue before: Goal: the referee plays advantage and the goal stands; any caution still follows at the
    # stoppage. [L5.3]
    (
        "defender fouls our striker in the box, striker gets up and scores anyway, goal or penalty",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    # 15. Cards still follow when the ball is next out of play (only a stopped promising attack gets no card). [L12.3]
    (
        "my coach says when ref says advantage and then we score the foul is cancelled so no card, is that "
        "true",
        "advantage-card-later",
        "No",
    ),
    # 16. The whole of the ball must pass over the goal line between the posts and under the bar. [L10.1]
    ("does the whole ball have to be over the line for a goal or just most of it", "goal-whole-ball", "Yes"),
    # 17. Not a goal unless the whole of the ball has passed over the whole of the line. [L10.1]
    ("ball was on the line just slightly over, is it goal", "goal-ball-on-line", "No"),
    # 18. A goal cannot be scored directly from a throw-in; into the opponents' goal it is a goal kick. [L15]
    ("can u score straight from a throw in", "goal-direct-throw-in", "No"),
    # 19. A corner kick is awarded to the opponents. [L15]
    (
        "if a throw in goes straight into our own goal without anyone touching it is it an own goal",
        "goal-direct-throw-in",
        "No",
    ),
    # 20. A goal may be scored directly from a corner kick, but only against the opposing team. [L17]
    ("can you score directly from a corner kick", "goal-direct-corner", "Yes"),
    # 21. A goal may be scored directly from a goal kick against the opposing team. [L16]
    ("can a goal kick go straight into the other teams net and count", "goal-direct-goal-kick", "Yes"),
    # 22. untrue before: Goal kick (into the opponents' goal); not a goal. [L13.1]
    (
        "indirect free kick goes straight in the net and nobody touched it what happens",
        "goal-direct-indirect-free-kick",
        "",
    ),
    # 23. A goal may be scored directly against the opponents from the kick-off. [L8.1]
    ("can you score direct from the kick off", "goal-direct-kick-off", "Yes"),
    # 24. If the ball directly enters the kicker's goal from the kick-off, a corner kick is awarded to the opponents.
    # [L8.1]
    (
        "our player passed back from kick off and it rolled all the way into our own net without anyone "
        "touching. own goal?",
        "goal-kick-off-own-goal",
        "No",
    ),
    # 25. A dropped ball that enters the goal without touching at least two players is a goal kick (opponents' goal)
    # or corner (own goal). [L8.2]
    (
        "ref does a drop ball and the player just smashes it straight in the goal. does it count",
        "goal-direct-dropped-ball",
        "No",
    ),
    # 26. When the ball touches a match official and goes directly into the goal it is out of play; dropped ball.
    # [L9.1]
    ("the ball hit the ref and went straight into the net does the goal count", "goal-off-referee", "No"),
    # 27. weak before: The ball is out of play once the referee stops play, so no goal; restart depends on why he
    # whistled (inadvertent whistle: dropped ball). [L9.1/L10.1]
    ("ref blew his whistle a second before the ball went in, is it a goal", "goal-signalled-early", "No"),
    # 28. If the goalkeeper throws the ball directly into the opponents' goal, a goal kick is awarded. [L10.1]
    (
        "goalie throws the ball the whole length of the pitch and it goes in the other net. goal?",
        "goal-keeper-throw",
        "No",
    ),
    # 29. Only a throw directly into the goal is excluded; a kick from the hands can score. [L10.1]
    (
        "keeper drop kicks it out of his hands and it goes all the way in does that count",
        "goal-keeper-can-score",
        "Yes",
    ),
    # 30. untrue before: A free kick kicked directly into the team's own goal is a corner kick to the opponents.
    # [L13.1]
    (
        "direct free kick hit straight into own goal with no touch, is that an own goal",
        "free-kick-own-goal",
        "No",
    ),
    # 31. A goal is scored only if no offence has been committed by the scoring team. [L10.1]
    (
        "if the attacking team commits a foul just before the ball goes in does the goal still count",
        "goal-scoring-team-offence",
        "No",
    ),
    # 32. weak before: Play restarts with a dropped ball. [L10.1]
    (
        "the ref signalled a goal but the ball hadnt actually crossed the line fully what happens then",
        "goal-ball-on-line",
        "",
    ),
    # 33. A deflection or rebound off an opponent does not reset offside; only a deliberate play does. [L11.2]
    ("does a deflection off a defender reset offside", "deflection-no-reset", "No"),
    # 34. If the defender was in control and deliberately played it, an inaccurate or unsuccessful play still counts
    # as deliberate play, so the attacker is not penalised (a mere deflection would not reset). [L11.2]
    (
        "if a defender miscontrols the ball to an attacker who was offside, is it still offside",
        "deliberate-play-not-offside",
        "No",
    ),
    # 35. A deliberate play by an opponent (a controlled header, even if inaccurate) means the offside-positioned
    # attacker gains no advantage; not if it was a save. [L11.2]
    ("does a deliberate header by a defender reset offside", "deliberate-play-resets", "Yes"),
    # 36. A save is when a player stops or attempts to stop a ball going into or very close to the goal with any part
    # of the body except hands/arms (unless GK in own area). [L11.2]
    ("what counts as a save for offside", "save-what-is", ""),
    # 37. Offside: gaining an advantage from a deliberate save by an opponent. [L11.2]
    (
        "if the goalie saves a shot and it goes to an attacker who was offside when the shot was taken and he"
        " scores, is it a goal",
        "save-still-offside",
        "No",
    ),
    # 38. weak before: A save can be by any opponent; the definition covers any part of the body except hands/arms.
    # [L11.2]
    ("can an outfield player make a save for offside purposes", "save-what-is", "Yes"),
    # 39. Deliberate play = the player had control with the possibility of passing, gaining possession or clearing
    # (criteria: distance/view, speed, direction, time to coordinate); a deflection is uncontrolled. [L11.2]
    ("whats the difference between a deflection and a deliberate play", "deliberate-play-criteria", ""),
    # 40. An unsuccessful or inaccurate clearance is still a deliberate play, so no offside offence. [L11.2]
    (
        "if a defender tries to clear it but slices it to an offside striker, is the striker offside",
        "deliberate-play-not-offside",
        "No",
    ),
    # 41. Instinctive stretching is not deliberate play, so the attacker is penalised if he plays the ball. [L11.2]
    (
        "defender does an instinctive stretch and the ball goes off him to an attacker who was offside, is it"
        " offside",
        "deflection-still-offside",
        "Yes",
    ),
    # 42. Receiving from an opponent who deliberately played the ball, including by deliberate handball, is not
    # gaining an advantage. [L11.2]
    ("does a deliberate handball by a defender reset offside", "deliberate-play-handball", "Yes"),
    # 43. Gaining an advantage from a rebound off the goalpost is an offside offence. [L11.2]
    (
        "if the ball rebounds off the post to a player who was offside when his teammate shot, can he score",
        "rebound-post-no-reset",
        "No",
    ),
    # 44. weak before: A ball that rebounded or was deflected off a match official does not reset; playing it is an
    # offside offence. [L11.2]
    (
        "ball hits the referee and goes to an attacker who was offside when his teammate played it, is that "
        "offside",
        "situation:ask",
        "Yes",
    ),
    # 45. untrue before: It is a save: stopping or attempting to stop a ball going into or very close to goal; a save
    # does not reset offside. [L11.2]
    ("is it a save or a deliberate play when a defender blocks a shot that was going in", "save-what-is", ""),
    # 46. weak before: 'The ball was not moving quickly' is one of the indicators of deliberate play. [L11.2]
    (
        "does it matter how fast the ball was going when deciding if a defender played it deliberately",
        "deliberate-play-resets",
        "Yes",
    ),
    # 47. A controlled header, even if inaccurate, is a deliberate play: the striker is not penalised. [L11.2]
    (
        "a defender has loads of time, the ball comes from far away, he heads it badly straight to a striker "
        "who was offside. is that a new phase so no offside?",
        "situation:no-offence",
        "No",
    ),
    # 48. weak before: Fully told: a flick off an outstretched leg is a deflection, so the 9 who was offside at the
    # cross is penalised. [L11.2]
    (
        "last night our number 9 scored after their defender stuck a leg out and the ball flicked off him to "
        "our 9. our 9 was in an offside position when our winger crossed it. offside?",
        "situation:offside",
        "Offside",
    ),
    # 49. Missing fact: was the centre back's touch a deliberate play or a deflection? [L11.2]
    (
        "Our striker was standing way past the last defender when our midfielder passed it, then the centre "
        "back got a touch on it and our striker scored. Should it have counted?",
        "situation:ask",
        "",
    ),
    # 50. untrue before: Missing fact: did the striker block the keeper's line of vision or otherwise interfere?
    # [L11.2]
    (
        "yesterday their winger scored from 25 yards and their striker was stood in an offside position in "
        "front of our keeper when the shot went in. ref gave it. robbed",
        "situation:ask",
        "",
    ),
    # 51. Fully told: control + inaccurate pass = deliberate play, so the striker is not penalised; the ref was wrong.
    # [L11.2]
    (
        "the defender controlled the ball on his chest, then tried to pass back to his keeper but hit it "
        "straight to our striker whod been offside when our midfielder played it forward. striker scored, ref"
        " gave offside",
        "situation:no-offence",
        "No",
    ),
    # 52. No offside offence when receiving the ball directly from a throw-in. [L11.3]
    (
        "our striker got the ball straight from a throw in while he was behind all the defenders and scored "
        "but the flag went up",
        "situation:no-offence",
        "No",
    ),
    # 53. Gaining an advantage from a deliberate save is an offside offence. [L11.2]
    (
        "their striker scored the rebound after our keeper saved the shot, and he was offside when the shot "
        "was taken",
        "situation:offside",
        "Offside",
    ),
    # 54. Level with the second-last opponent is not an offside position. [L11.1]
    (
        "our forward scored but ref disallowed it for offside. when the ball was played to him he was exactly"
        " level with the second last defender",
        "situation:no-offence",
        "No",
    ),
    # 55. Missing fact: where was the striker relative to the second-last defender and the ball when the winger
    # crossed? [L11.1]
    (
        "sunday game our winger crossed it and our striker headed it in but the linesman flagged offside. was"
        " he right",
        "situation:ask",
        "",
    ),
    # 56. Not involved in active play: being in an offside position is not an offence. [L11.2]
    (
        "their striker was in an offside position when the pass was played but he never touched the ball or "
        "went near anybody, his teammate ran from onside and scored. ref still gave offside",
        "situation:no-offence",
        "No",
    ),
    # 57. A player in his own half cannot be in an offside position. [L11.1]
    (
        "our striker was still in his own half when the through ball was played then ran 40 yards and scored,"
        " flag went up",
        "situation:no-offence",
        "No",
    ),
    # 58. An instinctive slide that deflects the ball is not deliberate play; the striker is penalised. [L11.2]
    (
        "the striker was offside when the ball was played, the defender slid in instinctively and it bounced "
        "off him to the striker who scored",
        "situation:offside",
        "Offside",
    ),
    # 59. Interfering with an opponent by clearly obstructing his line of vision. [L11.2]
    (
        "In the match their attacker stood in an offside position right in front of our goalkeeper and "
        "blocked his view, and the shot from outside the box went in",
        "situation:offside",
        "Offside",
    ),
    # 60. A player behind the ball when it is played is not in an offside position. [L11.1]
    (
        "their winger cut it back to their striker who was behind the ball but in front of all our defenders "
        "when it was passed, goal given. surely offside?",
        "situation:no-offence",
        "No",
    ),
    # 61. Offside applies to free kicks (not in the Law 11.3 exceptions); he played the ball. [L11.2/11.3]
    (
        "their forward was in an offside position when the free kick was taken and he headed it in. ref gave "
        "the goal",
        "situation:offside",
        "Offside",
    ),
    # 62. untrue before: Challenging an opponent for the ball is interfering with an opponent. [L11.2]
    (
        "the cross came in, our number 10 who was in an offside position when it was crossed jumped for it "
        "with their defender but didnt touch it, and it went in off the defenders head",
        "situation:offside",
        "Offside",
    ),
    # 63. No offside offence when receiving the ball directly from a corner kick. [L11.3]
    (
        "our player scored straight from the corner kick cross with a header, he was behind the last "
        "defender, flag went up for offside",
        "situation:no-offence",
        "No",
    ),
    # 64. The VAR cannot review cautions (only direct reds, mistaken identity, and from 2026/27 a clearly wrong second
    # yellow/red); it cannot recommend a missed caution. [VAR protocol]
    ("can VAR give a yellow card", "var-yellow-card", "Not always"),
    # 65. From 2026/27 the VAR may intervene for a clearly incorrectly awarded corner kick if the review can be
    # completed immediately. [VAR 2026/27]
    ("isnt it true that VAR cant look at corners", "var-corner-kick", "No"),
    # 66. There is no need for coaches or players to request a review; only the referee can initiate one. [VAR
    # protocol 12]
    ("cant the coach ask for a VAR review if he thinks the ref got it wrong", "var-coach-request", "No"),
    # 67. The VAR can only recommend; the final decision is always the referee's. [VAR protocol 4-5]
    ("surely the VAR cant overrule the referee?", "var-overrule", "Yes"),
    # 68. From 2026/27 the VAR may intervene for a red card resulting from a clearly incorrect second yellow. [VAR
    # 2026/27]
    ("can a wrong second yellow card be checked by VAR now", "var-second-yellow", "Yes"),
    # 69. The VAR may not advise a missed second caution. [VAR 2026/27]
    ("can the VAR tell the ref he missed a second yellow", "var-missed-second-yellow", "No"),
    # 70. The referee has authority from the pre-match inspection; a player who commits a sending-off offence before
    # kick-off can be prevented from taking part. [L5.3/L3.6]
    ("can a player be sent off before the game even starts", "red-card-before-kick-off", "Yes"),
    # 71. Team officials can be shown yellow and red cards. [L5.3/L12.3]
    ("is a coach allowed to get a red card", "coach-red-card", "Yes"),
    # 72. Substitutes may be cautioned or sent off. [L12.3]
    ("can a sub get booked while he is sitting on the bench", "red-card-substitute", "Yes"),
    # 73. Removing the shirt or covering the head with it when celebrating is a caution. [L12.3]
    ("is it a yellow for taking your shirt off when you celebrate", "caution-shirt-off", "Yes"),
    # 74. All jewellery is forbidden and taping over it is not permitted. [L4.1]
    ("my son wants to play with his earrings taped over is that ok", "jewellery-forbidden", ""),
    # 75. The referee may not change a restart decision once play has restarted. [L5.2]
    (
        "if the linesman flags and the ref doesnt see it and then play restarts with the kick off can the ref"
        " still change it",
        "referee-change-after-restart",
        "No",
    ),
    # 76. A corner kick to the other team (since 2025/26), after a visual five-second countdown. [L12.2]
    (
        "keeper holds the ball in his hands for more than 8 seconds, what is the restart now",
        "keeper-eight-seconds",
        "",
    ),
    # 77. From 2026/27 a five-second visual countdown; if the throw-in is not taken in time it goes to the opponents.
    # [L15, 2026/27]
    ("whats the new rule for throw ins that take too long", "restart-five-second-countdown", ""),
    # 78. untrue before: The captain has no special status or privileges, only some responsibility for the team's
    # behaviour. [L3.10]
    (
        "doesnt the captain have the right to speak to the referee whenever he wants",
        "captain-no-privileges",
        "No",
    ),
    # 79. weak before: Myth: a deliberate play by the defender means the attacker is not penalised; only deflections,
    # rebounds and saves do not reset. [L11.2]
    ("why is it always offside when the ball comes off a defender", "deflection-still-offside", "No"),
    # 80. untrue before: Myth: offside applies to free kicks; only goal kicks, throw-ins and corners are exempt.
    # [L11.3]
    ("since u cant be offside from a free kick the goal should of stood right", "offside-free-kick", "No"),
    # 81. It should not be a goal: a goalkeeper's throw directly into the opponents' goal is a goal kick. [L10.1]
    ("why did the ref give a goal when their keeper threw it straight into our net", "goal-keeper-throw", ""),
    # 82. untrue before: Myth: advantage may be played for offences inside the penalty area too. [L5.3]
    (
        "the rule is the ref can only play advantage outside the box right so why didnt he give the pen",
        "advantage-in-penalty-area",
        "No",
    ),
    # 83. Hands and arms are not considered for offside. [L11.1]
    (
        "hands count for offside so our striker was off because his arm was ahead of the defender wasnt he",
        "offside-arms",
        "No",
    ),
    # 84. The whole of the ball must pass over the line. [L10.1]
    (
        "ref gave a goal but part of the ball was still on the line, its a goal cos most of it was over isnt "
        "it",
        "goal-ball-on-line",
        "No",
    ),
    # 85. Myth: a deliberate save does not reset offside; the attacker who was offside gained an advantage from it.
    # [L11.2]
    ("the keeper saved it so offside resets, why did they disallow the rebound goal", "save-no-reset", ""),
    # 86. untrue before: Only if a team starts a promising attack, the ball goes directly into the goal, or possession
    # changes; otherwise the ball stays in play. [L9.1/9.2]
    (
        "the ball touched the ref so it has to be a drop ball every time yeah",
        "ball-hits-referee-not-always-dropped",
        "No",
    ),
    # 87. The referee can take disciplinary action until leaving the field after the match. [L5.3]
    ("a player cant be booked after the final whistle can he", "cards-after-final-whistle", "Yes"),
    # 88. weak before: Myth: being in an offside position is not an offence; the player must become involved in active
    # play. [L11.1]
    ("being in an offside position is a foul so why didnt the ref give it straight away", "close", "No"),
    # 89. The kick is retaken and the goalkeeper is warned (cautioned for any further offence). [L14.2]
    (
        "hey so question mark when the goalkeeper saves a penalty but he came off his line too early what "
        "happens full stop",
        "penalty-keeper-save-retake",
        "Yes",
    ),
    # 90. A goal from a corner counts only against the opposing team; if it directly enters the kicker's goal, a
    # corner kick is awarded to the opponents. [L17]
    (
        "In my country the referee say if corner kick go direct in the own goal of the kicker it is a goal, "
        "is correct?",
        "goal-own-goal-corner",
        "No",
    ),
]

# What is left open (strict: one that starts passing must be taken up)
LEFT = {
    "once the ref shouts play on can he come back ": "advantage-come-back's Yes: the few seconds' window is in its reason, not a Not always",
    "ref blew his whistle a second before the ball": "the early-signal answer tells the restart, not the No goal first",
    "the ref signalled a goal but the ball hadnt a": "an open 'what happens' gets a bare No before the whole-ball rule; the dropped ball restart is not told",
    "can an outfield player make a save for offsid": "the save's definition, without the Yes first",
    "ball hits the referee and goes to an attacker": "asks whether he played it, not the rule's Yes (a rebound off the referee does not reset offside)",
    "last night our number 9 scored after their de": "asks deliberate or deflection of 'stuck a leg out', which the helper ruled a deflection",
    "yesterday their winger scored from 25 yards a": "ruled offside from 'stood in front of our keeper', which the helper reads as not yet blocking his view (a judgement)",
    "why is it always offside when the ball comes ": "does not correct the 'always' (a deliberate play by the defender resets offside)",
    "being in an offside position is a foul so why": "'I can read that two ways', not the No (an offside position is no offence)",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
