"""Hostile probe 27 (helper): 80 new fan questions (/tmp/helpers/probe27), each judged against the Laws (IFAB 2026/27)
after the bot answered: 17 untrue or misleading answers. 14 are mended (new yes/no intents: a keeper's handling in his
own area, a coach stepping on calmly, a throw-in flicked on, an extra person noticed after the restart, a diver who was
fouled in the area, the promising attack stopped by a challenge with a penalty given, the dropped ball's last touch, the
goal kick's retake; paraphrases and excludes where a right intent lost to a neighbour); three told plays are left as
strict xfails, and 16 true answers that state the verdict without the Yes or No first. The comment above a case is the
true answer the probe gave."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", or "" for none checked)
CASES = [
    (
        "is it still handball if it wasnt deliberate and his arm was tucked in by his side the whole time?",
        "handball-not-every-touch",
        "No",
    ),
    # 2. untrue before: Yes. A headed back-pass may be handled; the restriction covers a deliberate kick or a throw-in. [Law 12.2]
    (
        "our cb nodded it back to the keeper and he caught it, ref gave nothing. thats fine isnt it, its not a kick",
        "handball-goalkeeper-headed-backpass",
        "Yes",
    ),
    (
        "is it a red even if the handball on the line wasn't deliberate and the ref gives the pen?",
        ("handball-accidental-stops-goal-caution", "handball-on-line-red"),
        "No",
    ),
    # 4. untrue before: No. A goalkeeper within their own penalty area is excepted from the handball sending-off. [Law 12.3]
    (
        "keeper inside his own box deliberately handles to stop a certain goal - is that a red card for denying a goal by handball?",
        "handball-goalkeeper-own-area-no-red",
        "No",
    ),
    ("can you be offside from an indirect free kick lobbed into the box?", "offside-free-kick", "Yes"),
    ("can you score an own goal straight from your own throw in", "goal-direct-throw-in", "No"),
    (
        "goal kick goes straight into his own net without anyone touching it, is that an own goal?",
        "goal-kick-own-goal",  # (its own answer since probe 30: "Not straight from the kick: ... a corner kick")
        "Not",
    ),
    (
        "even if a player is behind every defender, can he be offside if he gets the ball straight from a corner?",
        "offside-corner",
        "No",
    ),
    (
        "my mate says you can't be offside unless you actually touch the ball, true?",
        "offside-without-touching",
        "No",
    ),
    (
        "unless the defender meant to play it, a touch off him doesnt reset offside, correct?",
        ("deflection-no-reset", "deliberate-or-deflection-matters"),
        "Yes",
    ),
    # 11. untrue before: A penalty: the foul came before he played or challenged for the ball. [Law 11.2]
    (
        "defender fouls our striker in the box before he'd gone for the ball, but he was in an offside position when the pass was made — pen or offside?",
        "offside-fouled-while-offside",
        "",
    ),
    (
        "keeper comes out of his box and handles it to stop a clear goal chance, red or yellow and is it a direct free kick?",
        "handball-goalkeeper-outside-red",
        "",
    ),
    # 13. untrue before: Yes. Penalty/no penalty is reviewable; the referee then rescinds the caution for simulation. [VAR protocol]
    (
        "player booked for diving, then VAR shows it was actually a foul and a pen - can VAR cancel the yellow and give the pen?",
        ("var-missed-penalty", "var-simulation-was-penalty"),
        "Yes",
    ),
    (
        "if a player is sent off for a 2nd yellow that was clearly wrong, can VAR overturn it this season at the world cup 2026?",
        "var-second-yellow",
        "Yes",
    ),
    (
        "premier league 2025/26, lad gets a second yellow for a dive that clearly wasnt a dive. could VAR have stepped in that season?",
        "var-second-yellow-before",
        "No",
    ),
    (
        "ref gave a second yellow to the wrong player, both had the same haircut lol. can var fix that, even before the 26/27 changes?",
        "var-mistaken-identity",
        "Yes",
    ),
    ("can VAR give a corner that the ref didnt give", "var-missed-corner", "No"),
    # 18. untrue before: No. A rebound off the crossbar does not reset offside. [Law 11.2]
    (
        "if my shot hits the bar and my teammate who was offside taps it in, thats fine cos it came off the woodwork right?",
        "rebound-post-no-reset",
        "No",
    ),
    # 19. untrue before: Not always. Holding, pulling, pushing or no possibility to play the ball is still a red. [Law 12.3]
    (
        "is a DOGSO foul in the box always just a yellow now because of the double punishment thing?",
        ("dogso-in-area", "dogso-holding-not-only-yellow"),
        "Not always",
    ),
    (
        "does the goalkeeper get booked for holding the ball over 8 secs?",
        "keeper-eight-seconds-no-card",
        "No",
    ),
    (
        "is it an indirect free kick when the keeper holds the ball more than eight seconds?",
        ("keeper-six-seconds-gone", "keeper-six-seconds-offence", "keeper-eight-seconds"),
        "No",
    ),
    ("can the keeper wear tracksuit bottoms?", "other-equipment", "Yes"),
    ("can VAR check a wrongly given throw-in that led to a goal?", "var-other-restarts", "No"),
    (
        "how far does the wall have to be at a free kick, in metres",
        ("free-kick-distance-wall", "free-kick-wall-ten-yards"),
        "",
    ),
    ("how many yards do defenders have to be from the corner arc at a corner", "corner-in-play-short", ""),
    ("how far away do players have to stand at a drop ball", "dropped-ball-distance", ""),
    (
        "how long has a subbed player got to walk off now? heard its 10 secs",
        ("substitution-ten-seconds", "substitution-leave-quickly"),
        "Yes",
    ),
    (
        "injured player has to stay off for 2 minutes after treatment under the new rules, yeah?",
        "injured-player-one-minute",
        "No",
    ),
    (
        "how many seconds does the ref wait to see if advantage comes, is it 3?",
        "advantage-no-fixed-time",
        "No",
    ),
    (
        "how far does the thrower's opponent have to stand at a throw in, 10 yards like a free kick?",
        ("throw-in-ten-yards", "throw-in-opponents-distance"),
        "No",
    ),
    (
        "how long is the countdown for a slow goal kick under the 26/27 laws",
        ("restart-five-second-countdown", "restart-countdown-exists"),
        "",
    ),
    (
        "can the assistant coach get a yellow card or is it only the manager who can be carded?",
        "coach-red-card",
        "Yes",
    ),
    (
        "if the physio gets sent off and theres no other medical person can he stay on the bench",
        "medical-official-sent-off",
        "Yes",
    ),
    # 34. untrue before: No. A substitute sent off from the bench leaves eleven on the field. [Law 3.6]
    (
        "our sub on the bench got a straight red, do we have to play with 10 now?",
        "red-card-substitute-numbers",
        "No",
    ),
    (
        "manager marched onto the pitch at half time to have a go at the ref, is that a red?",
        ("coach-red-card", "team-official-enters-red"),
        "Yes",
    ),
    # 36. untrue before: No. Entering the field respectfully usually brings a warning. [Law 12.3, team officials]
    (
        "our coach stepped onto the pitch calmly to separate his own players, not confronting anyone. is that an automatic yellow?",
        "coach-enters-field-warning",
        "No",
    ),
    (
        "the kitman stopped the ball with his foot just before it went out for a throw, what's the restart?",
        "bench-touches-ball-out",
        "",
    ),
    # 38. untrue before: Yes. Once play has restarted the goal cannot be disallowed. [Law 3.9]
    (
        "sub ran on without the ref's permission and scored, ref didnt notice until after the kick off. does it still count?",
        ("goal-extra-person-scored", "goal-extra-person-after-restart"),
        "Yes",
    ),
    (
        "drop ball in the box, attackers had the ball when the ref stopped it. who gets it?",
        ("dropped-ball", "dropped-ball-one-team"),
        "",
    ),
    ("can you score straight from a drop ball", "goal-direct-dropped-ball", "No"),
    (
        "free kick to the defending team inside their own box, does it have to leave the area before someone else touches it?",
        ("free-kick-own-area", "free-kick-own-area-team-mate"),
        "No",
    ),
    # 42. untrue before: Only if he touches or challenges for the ball before it is in play. [Law 16.2]
    (
        "striker still in the box when the goal kick was taken, no time to get out, didnt touch it. retake?",
        ("goal-kick-opponents-in-area", "goal-kick-retake-opponent-inside"),
        "Only if",
    ),
    # 43. untrue before: Yes. Offside is judged at a team-mate's flick-on; only a ball received directly from the throw-in is excepted. [Law 11.3]
    (
        "can you be offside if your teammate flicks on a long throw-in to you?",
        "offside-throw-in-flick-on",
        "Yes",
    ),
    (
        "corner taker plays it short to himself, dribbles it and shoots. allowed?",
        "restart-kicker-double-touch",
        "No",
    ),
    (
        "indirect free kick for the attackers inside the six yard box, where does it get taken from?",
        "free-kick-in-goal-area",
        "",
    ),
    (
        "yellow in normal time and another yellow in extra time - is that a red?",
        ("cautions-extra-time", "second-yellow-red"),
        "Yes",
    ),
    # 47. untrue before: No. Match cautions are not carried into the shoot-out. [Law 10.3]
    (
        "booked in the match then booked again during the shootout, is he sent off?",
        ("cautions-shootout", "shootout-warnings-not-carried"),
        "No",
    ),
    (
        "defender punches it on the line but it goes in anyway, is he still sent off for denying a goal?",
        "handball-unsuccessful-prevent",
        "No",
    ),
    (
        "defender fouls a guy through on goal 30 yards out, ref plays advantage and the striker misses - is it still a straight red?",
        "advantage-dogso-caution",
        "No",
    ),
    (
        "DOGSO in the box, defender just yanks the shirt, pen given. red or yellow under the 2026/27 rules?",
        ("dogso-in-area-holding", "dogso-holding-not-only-yellow", "dogso-in-area"),
        "",
    ),
    # 51. untrue before: No. No caution when a penalty is given for an attempt to play the ball that stopped a promising attack. [Law 12.3]
    (
        "tactical foul in the box stops a promising attack but it was a genuine attempt to win the ball and a pen is given. still a booking?",
        ("spa-promising-attack", "spa-in-area-attempt-no-card"),
        "No",
    ),
    ("is diving a red card now", "caution-simulation-not-red", "No"),
    (
        "took his shirt off celebrating but VAR chalked the goal off, does he still get booked?",
        "caution-shirt-off",
        "Yes",
    ),
    ("player gets sent off for two yellows, can they bring a sub on for him?", "red-card-replace", "No"),
    (
        "defender spits at a striker in his own box while the ball is up the other end — pen?",
        ("penalty-ball-elsewhere", "red-card-spitting-restart"),
        "Yes",
    ),
    ("can var give a yellow for a dive the ref missed", "var-missed-yellow", "No"),
    # 57. untrue before: Not too late: mistaken identity and violent conduct may be reviewed after the restart. [VAR protocol]
    (
        "ref sent off the wrong lad for violent conduct and play has restarted. too late for VAR?",
        ("var-after-restart", "var-mistaken-identity", "var-violent-conduct-after-restart"),
        "Only for",
    ),
    (
        "corner wrongly given, taken, and we scored from it. can VAR cancel the corner now?",
        "var-corner-after-restart",
        "No",
    ),
    (
        "ref gave a free kick just outside the box but replays show it was inside. can VAR make it a pen?",
        "var-penalty-location",
        "Yes",
    ),
    (
        "goal kick taking ages under the new rules — whats the punishment, a free kick?",
        ("restart-five-second-countdown", "restart-countdown-exists"),
        "No",
    ),
    ("is the 6 second rule for keepers still a thing", "keeper-six-seconds-gone", "No"),
    (
        "is only-the-captain-talks-to-the-ref mandatory in every league now?",
        ("captain-only-optional", "captain-only"),
        "No",
    ),
    # 63. untrue before: No. Since 2025/26 the team that had or would have gained possession gets it, if clear. [Law 8.2]
    (
        "drop ball outside the box after a head injury stoppage — does it always go to whoever touched it last?",
        ("dropped-ball", "dropped-ball-last-touch"),
        "No",
    ),
    (
        "keeper throws it straight into the other team's net from his own box, goal?",
        "goal-keeper-throw",
        "No",
    ),
    (
        "keeper's bouncing the ball on the ground, can the striker nick it off him?",
        ("keeper-bouncing-in-control", "keeper-challenged-holding-ball"),
        "No",
    ),
    (
        "for offside from a keeper's throw, is it judged when he starts the throwing motion?",
        ("offside-goalkeeper-throw", "offside-moment"),
        "No",
    ),
    (
        "when our midfielder passed it from the centre circle our striker was a yard beyond the second-last defender in their half, keeper on his line, ball well behind him. he ran on and scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "striker was exactly level with the second last defender when the through ball was played and scored. should've counted, right?",
        "situation:no-offence",
        "Yes",
    ),
    (
        "I think our winger might have been just past the last defender when it was played but honestly the stream was rubbish, he scored. offside?",
        ("situation:ask", "unsure"),
        "",
    ),
    # 70. untrue before: Asks: whether he clearly obstructed the keeper's line of vision. [Law 11.2]
    (
        "our guy was standing in an offside position right in front of the keeper when our 10 shot from 25 yards and it went in. offside?",
        "situation:ask",
        "",
    ),
    (
        "ball rolling slowly to their centre back, he had ages, tried to clear it and sliced it straight to our striker who'd been offside when we played it forward. so the goal should count, right?",
        "situation:no-offence",
        "Yes",
    ),
    (
        "our striker was offside when our mid shot, it deflected off a defender's heel and he tapped it in. goal?",
        "situation:offside",
        "No",
    ),
    # 73. untrue before: Asks: whose header it was, and whether deliberate. [Law 11.2]
    ("he was offside and the ball came to him off a header, he scored. offside?", "situation:ask", ""),
    (
        "our striker was offside when the free kick was taken and headed it in from the cross, goal?",
        "situation:offside",
        "No",
    ),
    (
        "striker was in his own half when the through ball was played, ran 40 yards and scored. linesman flagged him. wrong call?",
        "situation:no-offence",
        "Yes",
    ),
    (
        "winger was behind the ball when it was cut back to him from the byline, but beyond all the defenders. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "he was offside when the pass was played but came back onside before he got the ball, so he's fine?",
        ("offside-coming-back", "situation:offside"),
        "",
    ),
    (
        "throw-in from our full back straight to our striker who was behind every defender, he volleyed it in. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "he was miles offside on the far side but didnt move, didnt touch it, nowhere near the keeper's eyeline, and our onside striker scored. goal stands?",
        "situation:no-offence",
        "Yes",
    ),
    (
        "defender deliberately handled it and it dropped to our guy who'd been offside from the original pass, ref let play go on and he scored. goal should count right?",
        "situation:no-offence",
        "Yes",
    ),
]

# Left as found, each failing as described (strict: one that starts passing must be taken up).
LEFT = {
    "my mate says you can't be offside unless you actually touch ": "format: the verdict is true but stated without the Yes or No first",
    "unless the defender meant to play it, a touch off him doesnt": "format: the verdict is true but stated without the Yes or No first",
    "defender fouls our striker in the box before he'd gone for t": "told play: a foul before he went for the ball is told, yet the reader asks his involvement (offside-fouled-while-offside holds the rule)",
    "is it an indirect free kick when the keeper holds the ball m": "format: the verdict is true but stated without the Yes or No first",
    "can the keeper wear tracksuit bottoms?": "format: the verdict is true but stated without the Yes or No first",
    "how long has a subbed player got to walk off now? heard its ": "format: the verdict is true but stated without the Yes or No first",
    "injured player has to stay off for 2 minutes after treatment": "format: the verdict is true but stated without the Yes or No first",
    "how far does the thrower's opponent have to stand at a throw": "format: the verdict is true but stated without the Yes or No first",
    "free kick to the defending team inside their own box, does i": "format: the verdict is true but stated without the Yes or No first",
    "corner taker plays it short to himself, dribbles it and shoo": "format: the verdict is true but stated without the Yes or No first",
    "goal kick taking ages under the new rules — whats the punish": "format: the verdict is true but stated without the Yes or No first",
    "is only-the-captain-talks-to-the-ref mandatory in every leag": "format: the verdict is true but stated without the Yes or No first",
    "for offside from a keeper's throw, is it judged when he star": "format: the verdict is true but stated without the Yes or No first",
    "our guy was standing in an offside position right in front o": "told play: 'right in front of the keeper' is read as interfering; whether he clearly obstructed the keeper's line of vision is not told",
    "he was offside and the ball came to him off a header, he sco": "told play: 'off a header' with no header named is read as a team-mate's play; whose header it was is not told",
    "striker was in his own half when the through ball was played": "format: the verdict is true but stated without the Yes or No first",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
