"""Hostile probe 22, a helper's round (handball, penalties, deliberate play, offside rules, VAR, cards, restarts, fouls,
match length, substitutions, other sports): 90 questions in fans' words, each ruled from the Laws (IFAB 2026/27,
/work/shared/laws) before the bot was asked. 11 answers were untrue and 8 weak; the answer ids were filled in once the
answers were read and the untrue ones mended. The comment above each case is the true answer the helper wrote first."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for a statement with no bare Yes or No)
CASES = [
    # 1. Not an offence: arm by side does not make the body unnaturally bigger; "Not every touch of a player's
    # hand/arm with the ball is an offence". [L12.1]
    (
        "is it handball if the ball hits a defenders arm when its just down by his side?",
        "handball-not-every-touch",
        "No",
    ),
    # 2. Scoring immediately after the ball touched the scorer's hand/arm is an offence "even if accidental"; goal
    # disallowed. [L12.1]
    (
        "our striker scored but it went in off his hand totally by accident, ref still gave it. should it "
        "count??",
        "handball-accidental-scorer",
        "No",
    ),
    # 3. weak before: Goal stands: accidental handball by a team-mate before someone else scores is not an offence
    # (only the scorer is caught). [L12.1]
    (
        "team-mate accidentally handled it then a DIFFERENT player smashed it in, goal or no goal",
        "handball-accidental-teammate",
        "Yes",
    ),
    # 4. Arm above head = body made unnaturally bigger → handball → penalty. [L12.1]
    (
        "defender jumps with both arms way above his head and blocks a cross with his arm inside the box, "
        "thats a pen yeah?",
        "handball-bigger",
        "Yes",
    ),
    # 5. untrue before: DOGSO by deliberate handball = sending-off wherever it occurs (except GK in own area). [L12.3]
    (
        "does a deliberate handball to stop a certain goal get a red even if its an outfield player inside "
        "his own box",
        "handball-deliberate-stops-goal-red",
        "Yes",
    ),
    # 6. untrue before: Non-deliberate handball DOGSO + penalty = caution (since 2024/25 wording), not red. [L12.3]
    (
        "if a defender blocks a shot on the line with his arm by accident and the ref gives a pen, is it "
        "still a red card?",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    # 7. Outside the penalty area the GK has same handling restrictions as any other player. [L12.1]
    ("can the goalie handle the ball outside his box", "handball-goalkeeper", "No"),
    # 8. untrue before: Depends: not automatically an offence; judged on deliberate touch / unnaturally bigger arm
    # position. [L12.1]
    (
        "is it handball if the ball bounces off the players own leg up onto his arm",
        "handball-off-own-body",
        "",
    ),
    # 9. untrue before: Indirect free kick, no card. [L12.2]
    (
        "keeper picks up a back pass kicked to him by his own defender what's the punishment",
        "handball-backpass-kicked-free-kick",
        "",
    ),
    # 10. untrue before: Myth: touching with an arm that made the body unnaturally bigger is an offence even if the
    # ball hits the arm. [L12.1]
    (
        "my son's coach says ball-to-hand is never handball, only hand-to-ball. is that right?",
        "handball-ball-to-hand",
        "No",
    ),
    # 11. GK offence + ball saved → retake, GK warned (cautioned for further offences). [L14.2]
    ("keeper came way off his line at the pen and saved it. retake?", "penalty-keeper-save-retake", "Yes"),
    # 12. GK offends and ball enters goal → goal awarded, no retake. [L14.2]
    (
        "goalie was off his line but the pen went in anyway — do they retake it",
        "penalty-keeper-offence-no-retake",
        "No",
    ),
    # 13. weak before: Ref can be right: if the ball hits the post, retake only if the GK's offence clearly impacted
    # the kicker. [L14.2]
    (
        "Sunday league last week, our lad takes a pen, their keeper is a full yard off his line when he hits "
        "it, ball smacks the post and goes out. we all screamed for a retake, ref said no. was he right?",
        "penalty-retake-keeper-line",
        "",
    ),
    # 14. Feinting once run-up is completed → IFK to defenders + kicker cautioned, regardless of outcome. [L14.2]
    (
        "striker does a stop after he has finished his run up and then scores the pen, does it count",
        "penalty-feint-after-runup",
        "No",
    ),
    # 15. "Feinting in the run-up is permitted". [L14.2]
    ("is a stutter/feint during the run-up allowed at a penalty", "penalty-feint", "Yes"),
    # 16. Accidental double touch (IFAB clarification July 2025): goal → kick is retaken (no goal → IFK). [L14 (2025
    # clarification)]
    (
        "pen taker slips and the ball hits both his feet at once and goes in, what happens",
        "penalty-accidental-double-touch",
        "",
    ),
    # 17. Kicker touched ball again before another player → IFK to defending team. [L14.2]
    (
        "pen hits the post and rebounds straight to the taker who taps it in. goal?",
        "penalty-rebound-kicker",
        "No",
    ),
    # 18. weak before: Encroachment only penalised if it has an impact; no impact → goal stands. [L14.2]
    (
        "attacker ran into the box early at the pen but didnt touch the ball or do anything, pen scored. "
        "retake?",
        "penalty-encroachment",
        "No",
    ),
    # 19. Depends: retake only if the encroachment clearly impacted the kicker or the defender played/challenged the
    # ball and prevented a goal; otherwise no retake. [L14.2]
    ("defender encroached at a pen and the keeper saved it, is it retaken", "penalty-encroachment", ""),
    # 20. untrue before: Allowed: the ball must be kicked forward; team-mates must not encroach before the kick.
    # [L14.1]
    (
        "can the penalty taker tap it forward for a teammate to run onto and score, like cruyff did",
        "penalty-passed-to-team-mate",
        "Yes",
    ),
    # 21. untrue before: Half is extended until the penalty kick is completed. [L7.4]
    ("is the half extended if a pen is given right at the end", "penalty-added-time", "Yes"),
    # 22. Deliberate play by an opponent (not a save) → attacker not considered to gain advantage; not offside.
    # [L11.2]
    (
        "if a defender deliberately plays the ball and it goes to an attacker who was in an offside position,"
        " is he still offside?",
        "deliberate-play-not-offside",
        "No",
    ),
    # 23. Deflection/rebound off an opponent does not reset; still offside. [L11.2]
    (
        "if the ball just deflects off a defender to the attacker in an offside position, is he onside now",
        "deflection-no-reset",
        "No",
    ),
    # 24. Deliberate save by any opponent does not reset offside → offside. [L11.2]
    (
        "if a defender saves it on the line (not the keeper) and it falls to an attacker who was offside, is "
        "that still offside?",
        "save-still-offside",
        "Yes",
    ),
    # 25. Only deliberate play (not deflection or save) resets. [L11.2]
    ("my mate reckons any touch off a defender plays you onside. true?", "deflection-no-reset", "No"),
    # 26. Inaccurate/unsuccessful deliberate play is still deliberate play → not offside. [L11.2]
    (
        "defender tries to clear it with a proper swing but miscues it straight to the striker who was "
        "offside. offside or not",
        "situation:no-offence",
        "No",
    ),
    # 27. Deflection (no time/control) → offside offence when he plays it. [L11.2]
    (
        "ball is blasted at a defender from 2 yards and it pings off his shin to a guy standing offside. "
        "offside?",
        "deflection-still-offside",
        "Yes",
    ),
    # 28. Level with the second-last opponent is not an offside position. [L11.1]
    (
        "sorry my english not so good. attacker is exactly same line like the last defender, it is offside or"
        " no?",
        "offside-level-offside",
        "No",
    ),
    # 29. Must be in opponents' half (halfway line counts as own half). [L11.1]
    ("can u be offside in ur own half", "offside-own-half", "No"),
    # 30. No offside when ball received directly from a throw-in. [L11.3]
    ("offside from a throw in?", "offside-throw-in", "No"),
    # 31. No offside directly from a goal kick. [L11.3]
    ("can you be offside straight from a goal kick", "offside-goal-kick", "No"),
    # 32. No offside directly from a corner. [L11.3]
    ("offside from a corner??", "offside-corner", "No"),
    # 33. Free kicks are not exempt. [L11.3]
    ("can you be offside from a free kick", "offside-free-kick", "Yes"),
    # 34. Being in an offside position is not an offence; penalised only if involved in active play. [L11.2]
    (
        "pub argument: my mate says if ur in an offside position when the pass is played thats automatically "
        "offside, even if u dont touch it. who's right",
        "offside-position-not-offence",
        "",
    ),
    # 35. Clearly obstructing the GK's line of vision = interfering with an opponent → offside. [L11.2]
    (
        "does an offside player standing right in front of the keeper blocking his view count as offside",
        "offside-blocking-view",
        "Yes",
    ),
    # 36. Hands/arms are not considered (upper boundary = bottom of armpit). [L11.1]
    ("do arms count for offside", "offside-arms", "No"),
    # 37. Second-last opponent can be any opponent including the GK. [L11.1]
    (
        "is the keeper counted as one of the last two defenders for offside",
        "offside-goalkeeper-counts",
        "Yes",
    ),
    # 38. Trap: what counts is position when the ball is played; a player behind the ball then cannot be offside, but
    # a player ahead of the ball who comes back for it can be. [L11.1]
    ("can you be offside if the ball is passed backwards to you", "offside-backwards-pass", "Yes"),
    # 39. The foul is penalised (it occurred before the offside offence). [L11 (other provisions)]
    (
        "attacker is in an offside position and gets fouled before he plays the ball, what does the ref give",
        "offside-fouled-while-offside",
        "",
    ),
    # 40. Not involved in active play → no offence; goal stands. [L11.2]
    (
        "my teammate was offside but did nothing, the onside guy scored. should the goal stand",
        "situation:no-offence",
        "Yes",
    ),
    # 41. 2025/26: GK throws judged at the last point of contact. [L11 (2025/26)]
    (
        "for offside when the keeper throws it out, do they use the moment the ball leaves his hand",
        "offside-goalkeeper-throw",
        "Yes",
    ),
    # 42. VAR cannot advise a missed caution; 2026/27 only covers a clearly incorrect second yellow. [VAR protocol /
    # 2026/27]
    ("can var give a second yellow that the ref missed", "var-missed-second-yellow", "No"),
    # 43. weak before: From 2026/27 VAR may intervene for red cards from an incorrect second yellow. [2026/27 changes]
    ("can VAR now overturn a second yellow that was wrongly given?", "var-second-yellow", "Yes"),
    # 44. From 2026/27, a clearly incorrectly awarded corner if review can be completed immediately. [2026/27 changes]
    ("can var check corners now", "var-corner-kick", "Yes"),
    # 45. Restarts like throw-ins are not reviewable. [VAR protocol]
    ("does VAR review throw ins", "var-other-restarts", "No"),
    # 46. Mistaken identity is reviewable. [VAR protocol 1d]
    ("ref booked the wrong player, can var fix that", "var-mistaken-identity", "Yes"),
    # 47. Factual decisions (offside position) → VAR-only review usually appropriate. [VAR protocol]
    ("does the ref have to go to the monitor for an offside", "var-screen-not-always", "No"),
    # 48. The referee always makes the final decision. [VAR protocol 5]
    ("who makes the final call, the var or the referee", "var-who-decides", ""),
    # 49. "no need for coaches or players to request a 'review'" (IFAB protocol). [VAR protocol 12]
    ("can the manager ask for a VAR review like in tennis", "var-coach-request", "No"),
    # 50. Attacking phase of play that led directly to the goal, incl. how possession was gained in open play. [VAR
    # protocol APP]
    ("how far back can var go before a goal", "var-how-far-back", ""),
    # 51. untrue before: After a restart a review is still allowed for violent conduct (also spitting, biting,
    # offensive actions, mistaken identity). [VAR protocol 10]
    (
        "so at the weekend theres a scuffle by the corner flag, ref gives a throw in, they take it, and then "
        "30 seconds later the ref gets a call from VAR about their number 6 punching our centre back during "
        "the scuffle. our fans said VAR cant go back once play restarts. is the VAR allowed to do that?",
        "var-violent-conduct-after-restart",
        "Yes",
    ),
    # 52. Once play restarted, no review except mistaken identity/violent conduct/spitting/biting/offensive. [VAR
    # protocol 10]
    ("play has restarted, can var still go back and give a penalty", "var-after-restart", ""),
    # 53. No time limit; accuracy over speed. [VAR protocol 6]
    ("is there a time limit on var reviews", "var-time-limit", "No"),
    # 54. untrue before: Cautions (first yellows) are not reviewable. [VAR protocol 1]
    (
        "can var get a player a yellow card for a foul in midfield that the ref didnt see",
        "var-missed-yellow",
        "No",
    ),
    # 55. weak before: SAOT is not in the Laws; competition technology supporting VAR. [LAWS-FACTS 3.5]
    ("is semi automated offside written into the laws of the game", "saot-what", "No"),
    # 56. Sent off (entering the VOR). [L12.3]
    ("player storms into the var room to complain, what happens", "var-vor-entry", ""),
    # 57. Second caution in same match = sending-off. [L12.3]
    ("2 yellows = red right?", "second-yellow-red", "Yes"),
    # 58. Team officials can be shown yellow/red cards. [L5.3, L12.3]
    ("can a manager get a red card", "coach-red-card", "Yes"),
    # 59. Any team official on the team list can be cautioned. [L5.3]
    ("can the assistant coach be shown a yellow card", "coach-red-card", "Yes"),
    # 60. The senior coach present in the technical area. [L5.3]
    (
        "someone on the bench swore at the ref but he couldnt tell who. who gets the card",
        "coach-unidentified",
        "",
    ),
    # 61. Attempt to play ball + penalty → caution. [L12.3]
    (
        "defender trips the striker in the box while genuinely going for the ball, denies a clear chance, pen"
        " given. is it a red",
        "dogso-in-area-attempt",
        "No",
    ),
    # 62. Red: holding/pulling DOGSO even with penalty. [L12.3]
    (
        "defender pulls the strikers shirt in the box to stop a clear goal chance, pen given — red or yellow?",
        "dogso-in-area-holding",
        "",
    ),
    # 63. DOGSO outside area by free-kick offence = red (attempt-to-play leniency only for penalties). [L12.3]
    (
        "same kind of trip going for the ball but just outside the box, clear run on goal. red?",
        "dogso-outside-area",
        "Yes",
    ),
    # 64. Law reduces it: attempt to play/challenge for ball → yellow; holding/pulling/no chance to play → still red.
    # [L12.3]
    (
        "isn't it triple punishment to give a pen AND a red AND a ban for a DOGSO in the box",
        "dogso-in-area",
        "Not always",
    ),
    # 65. No "last man" rule; DOGSO judged on distance, direction, control, defenders. [L12.3]
    ("is it always a red if ur the last man", "dogso-last-man", "No"),
    # 66. Substitutes can be sent off. [L12.3]
    ("can a sub sitting on the bench get sent off", "red-card-substitute", "Yes"),
    # 67. Cautions not carried forward into penalties. [L10]
    ("are yellow cards carried into the penalty shootout", "cautions-shootout", "No"),
    # 68. Caution for removing shirt even if goal disallowed. [L12.3]
    (
        "does taking your shirt off celebrating get a booking even if the goal is ruled out",
        "caution-shirt-off",
        "Yes",
    ),
    # 69. Team official second caution → sent off. [L12.3]
    (
        "if a coach gets two yellows in one game is that a red",
        ("second-yellow-red", "coach-second-yellow"),
        "Yes",
    ),
    # 70. Opposing team takes the throw-in. [L15.1]
    ("foul throw, who gets the throw", "throw-in-foul-throw", ""),
    # 71. Goal cannot be scored directly from a throw-in; goal kick if it enters opponents' goal. [L15]
    (
        "in hockey you can score straight from a hit in. can u score directly from a throw in in football",
        "goal-direct-throw-in",
        "No",
    ),
    # 72. Corner kick to opponents. [L15]
    (
        "throw-in goes straight into your own net without anyone touching it, what happens",
        "goal-direct-throw-in",
        "",
    ),
    # 73. In play when kicked and clearly moves. [L16.1]
    ("on a goal kick does the ball still have to leave the penalty area", "goal-kick-inside-area", "No"),
    # 74. Only against the opposing team. [L16]
    ("can you score straight from a goal kick", "goal-direct-goal-kick", "Yes"),
    # 75. Only against opponents. [L17]
    ("can you score direct from a corner", "goal-direct-corner", "Yes"),
    # 76. IFK to opponents. [L17.2]
    (
        "corner taker dribbles it himself after taking it, touching it twice, what's the call",
        "restart-kicker-double-touch",
        "",
    ),
    # 77. All other players at least 4 m away until the ball touches the ground. [L8.2]
    (
        "my daughter plays u12, ref stopped for an injury and did a drop ball, the other team all crowded "
        "round it. are they supposed to stand back?",
        "dropped-ball-one-team",
        "Yes",
    ),
    # 78. untrue before: Dropped ball must touch at least two players; otherwise goal kick. [L8.2]
    (
        "ref drops the ball and the player boots it straight into the other teams net. goal?",
        "goal-direct-dropped-ball",
        "No",
    ),
    # 79. Ball out of play when it touches match official and goes directly into goal → dropped ball. [L9.1]
    ("ball hits the ref and rolls into the goal. goal?", "goal-off-referee", "No"),
    # 80. untrue before: Depends on careless/reckless/excessive force; not automatic. [L12.1/12.3]
    (
        "player jumps for a header and his elbow catches the defender in the face, is that automatically a "
        "red",
        "elbow-card-by-manner",
        "Not always",
    ),
    # 81. Violent conduct (deliberate strike to head/face when not challenging) → red. [L12.3]
    ("is an off the ball elbow to someones face a red", "red-card-violent-conduct-red", "Yes"),
    # 82. Playing in a dangerous manner → indirect free kick. [L12.2]
    ("high foot near someones head but no contact, whats the decision", "foul-indirect-free-kick", ""),
    # 83. weak before: Permissible provided it is not dangerous to an opponent; if nobody endangered, no offence.
    # [L12.2]
    (
        "my boy (u10) got penalised for an overhead kick, the ref said its dangerous. is a bicycle kick "
        "illegal??",
        "bicycle-kick-allowed",
        "",
    ),
    # 84. Since 2025/26: more than eight seconds → corner kick to opponents. [L12.2 (2025/26)]
    (
        "Question from germany: goalkeeper hold ball in hands very long time. it is still indirect free kick "
        "after 6 seconds?",
        "keeper-six-seconds-gone",
        "No",
    ),
    # 85. Two equal halves of 45 minutes (plus added time). [L7.1]
    ("how long is a football match", "match-length", ""),
    # 86. weak before: Additional time may be increased but not reduced. [L7.3]
    ("can the ref reduce the added time after the board goes up", "added-time-not-reduced", "No"),
    # 87. Not exceeding 15 minutes. [L7.2]
    ("how long can half time be", "half-time-interval", ""),
    # 88. 2026/27: must leave and stay off for one minute (exceptions e.g. GK, cardable foul). [2026/27 / L5.3]
    (
        "player gets treated on the pitch, how long does he have to stay off now",
        "injured-player-one-minute",
        "",
    ),
    # 89. weak before: Only as an option in youth/veterans/disability/grassroots competitions for cautions, not in the
    # top pro game. [Sin bin guidelines]
    ("is there a sin bin in football like in rugby", "sin-bin", ""),
    # 90. A player behind the ball cannot be in an offside position. [L11.1]
    (
        "in rugby you cant pass forward. in football can you be offside if you're behind the ball when its "
        "passed to you",
        "offside-behind-ball-offside",
        "No",
    ),
]

# What is left open (strict: one that starts passing must be taken up)
LEFT = {
    "attacker ran into the box early": "the encroachment answer's true 'Only if it has an impact' states the rule, not this "
    "case's No (no impact told, the goal stands)",
    "is semi automated offside written": "the SAOT answer describes the technology; that it is no part of the Laws comes "
    "last, with no opening No",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
