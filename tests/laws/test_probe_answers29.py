"""Hostile probe 29 (helper): 87 new told offside plays (/tmp/helpers/probe29): fully told, one deciding fact missing,
hedged, doubted after the fact or only claimed, and traps (two attackers, pronouns, corrections, wrong laws claimed);
each judged against Law 11 (IFAB 2026/27) after the bot answered: 22 untrue, 3 asked though told, 1 wrong question.
Mended: a doubt said of what was just told ("he was maybe half a yard off, hard to tell", "..., could be wrong", "so
my brother says, I didn't see it", "can't remember") drops that clause as a guess, and "couldn't tell which" doubts
like "couldn't tell whether". The rest are strict xfails, each saying what is still wrong."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (play, the answer id, the opening: "Yes", "No", or "" for none checked)
CASES = [
    (
        "through ball from our 6 in the centre circle, our striker was half a yard beyond their last centre-back (keeper on his line) when it was played, he ran on and slotted it. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Their winger was dead level with our last defender when the pass left their midfielder's boot, he ran through and scored. Was he offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "striker was fully in his own half when the ball was played, not even a toe over the line, sprinted 50 yards and scored. was that offside??",
        "situation:no-offence",
        "No",
    ),
    (
        "Cut-back from the byline: our winger was right on the goal line, pulled it back to our 9 at the penalty spot who was past every defender but well behind the ball. He tapped in. Ref flagged it. Was he offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Only his arm was ahead of the last defender, his feet, head and shoulder were all level with him when the free kick was taken, and he headed it in. Offside or not?",
        "situation:no-offence",
        "",
    ),
    # 6. asked-though-told before
    (
        "keeper had come out to the edge of his box, one defender was back on the goal line. our striker was at the penalty spot, so goal-side of the keeper, when our mid played it from 30 yards out in front of him. he scored. offside?",
        "situation:offside",
        "Yes",
    ),
    # 7. asked-though-told before
    (
        "Their keeper raced out to the penalty spot, two of their defenders were standing on the goal line. Our striker was on the six-yard line, behind the keeper but in front of both lads on the line, when our winger crossed from the edge of the box. He headed in. Offside?",
        "situation:no-offence",
        "No",
    ),
    # 8. untrue before
    (
        "Their left back ran off the pitch over the byline without the referee's permission after a tackle. Seconds later our mid played a through ball; our striker was past all their other outfield players, their keeper was on his line, and we count the left back as on the goal line. Striker scored. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Their centre back went off injured WITH the referee's permission and was getting treatment behind the goal. While he was off, our mid played a through ball, our striker was two yards beyond every remaining outfield defender, keeper on his line, and he scored. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our striker was a good yard offside when our mid shot from 20, ball took a deflection off their centre back's shin as he turned his back and fell to him, he scored. offside or not",
        "situation:offside",
        "",
    ),
    (
        "our 10 curls one against the post, our 9 had been two yards offside when he hit it, 9 taps in the rebound. goal or no goal?",
        "situation:offside",
        "",
    ),
    (
        "shot parried by their keeper, our winger had been a yard beyond the last defender when our 8 struck the shot, winger scores the rebound. was it offside",
        "situation:offside",
        "Yes",
    ),
    (
        "Header going straight in, their defender on the line blocks it with his chest (a save), ball drops to our striker who'd been two yards beyond the last defender when the header was made. He scores. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Their centre back had the ball at his feet, no pressure at all, tried to pass it back to his keeper but under-hit it. Our striker, who had been standing three yards offside ever since our last attack, nicked it and scored. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "our winger crossed it slowly along the ground, their full back had loads of time, saw it coming from distance, went to clear it and sliced it straight to our striker, who'd been two yards offside when the cross was played. striker scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Our mid crossed, their defender deliberately punched the ball away with his hand, it dropped to our 9 who had been offside when the cross was played, 9 smashes it in. Ref gave offside. Was he offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "long throw-in from our full back, straight to our striker who was two yards past the last defender, he controlled it and scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Corner swung in and our centre back, standing beyond their last defender, headed it straight in off the corner kick, nobody touched it in between. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "our keeper threw it out. when he started his throwing motion our winger was a yard beyond their last defender, but at the moment the ball left his hand the winger was dead level with him. winger went on to score. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Our keeper punted it downfield from his hands, our striker was two yards beyond their last defender in their half at the kick, controlled it and scored. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Free kick from 25 yards, our big man was standing offside directly in front of their keeper, the keeper couldn't see the ball at all, it went in; our guy didn't touch it. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our 9 was offside but standing way out wide by the corner flag, didn't move, nowhere near anyone, our 7 scored from 25 yards and the keeper had a clear view of it. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Our striker was offside when the ball was played over the top; he didn't touch it but he ran into their centre back and challenged him for it, and the defender could only head it out for a corner. Was that offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "shot from our 8 hit the referee and bounced straight to our striker who had been offside when our 8 shot, striker scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "He was level with the last defender when the pass was played, and five yards past him by the time he received it. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Our 9 was offside but the through ball went to our 7, who was onside, and 7 scored; 9 never moved towards the ball or near any defender. Was it offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Free kick from 30 yards, our centre half was a yard beyond their last defender when it was taken and headed it in. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Our 9 was offside when our 6 passed to our 7, who was onside. 7 dribbled on and passed to 9, who was level with the last defender when 7 passed. 9 scored. Offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "cross from our winger, their defender stretched out a leg by instinct as it flew past at pace and it glanced off his boot to our striker, who'd been two yards offside when the cross was hit. striker scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "goal kick from their keeper went straight to their striker who was standing a yard past our last defender, he took it down and scored. should've been offside, right?",
        "situation:no-offence",
        "No",
    ),
    (
        "wir hatten einen Konter: our striker stand exactly level with the second-last defender when our Mittelfeldspieler played the pass, then he score. Abseits, ja oder nein?",
        "situation:no-offence",
        "No",
    ),
    (
        "el delantero estaba medio metro adelantado — half a yard beyond the last defender — when his team-mate passed it, y marcó el gol. Offside yes or no?",
        "situation:offside",
        "Yes",
    ),
    ("our striker scored from a through ball tonight, was he offside?", "situation:ask", ""),
    # 34. untrue before
    (
        "he was maybe half a yard off when the ball was played, hard to tell from the TV angle, and he scored. offside?",
        "situation:ask",
        "",
    ),
    # 35. untrue before
    (
        "He was offside when the pass was played and he scored... actually, looking at the replay again I'm not sure, he might have been level. Was it offside?",
        "situation:ask",
        "",
    ),
    (
        "The commentator said our striker was a yard offside when the ball was played. He scored. Was it offside?",
        "situation:ask",
        "",
    ),
    (
        "their centre back got a touch on it and it went to our striker, who'd been offside when our mid played it. he scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "our 9 was standing offside in the box when our 8 shot from 25 yards. 9 didn't touch it. it went in. offside?",
        "situation:ask",
        "",
    ),
    (
        "our winger was a yard offside when the keeper started his throw, but I honestly can't tell where he was when the ball actually left the keeper's hand. He scored. Offside?",
        "situation:ask",
        "",
    ),
    # 40. untrue before
    (
        "off a long throw-in our striker scored, he was beyond the last defender... there may have been a flick-on from our centre back first, can't remember. Offside?",
        "situation:ask",
        "",
    ),
    (
        "After a corner the ball was cleared out to the wing and our full back crossed it back in, and our centre back headed it in. Offside?",
        "situation:ask",
        "",
    ),
    # 42. untrue before
    (
        "ball hit their defender's hand, not sure if he meant it or it just hit him, and it fell to our striker, who was offside when the cross was played. offside?",
        "situation:ask",
        "",
    ),
    # 43. untrue before
    (
        "Shot or cross, I couldn't tell which, but their keeper parried it and it fell to our striker who had been offside when it was hit. He scored. Offside?",
        "situation:ask",
        "",
    ),
    # 44. untrue before
    (
        "our winger squared it, our striker was past the last defender but I'm not sure whether he was in front of the ball or behind it when it was played. scored. offside?",
        "situation:ask",
        "",
    ),
    # 45. untrue before
    (
        "he was right on the halfway line when the ball was played, maybe a bit over into their half, hard to say, and he ran on and scored. offside?",
        "situation:ask",
        "",
    ),
    # 46. wrong-question before
    (
        "Their full back was off the pitch behind the goal when our through ball was played - I don't know if the ref let him off for treatment or he just ran off. Without him, our striker was past the last defender. He scored. Offside?",
        "situation:ask",
        "",
    ),
    # 47. untrue before
    (
        "our striker was offside when the ball was played over and ran towards their centre back as he went up to head it. not sure if he actually challenged him or just ran nearby. defender headed it out. offside?",
        "situation:ask",
        "",
    ),
    # 48. untrue before
    (
        "my mate reckons their defender played it deliberately before it reached our striker, who had been offside when our mid passed. He scored. Offside?",
        "situation:ask",
        "",
    ),
    # 49. untrue before
    (
        "the ball came straight from the corner to our centre back who was beyond the last defender and he headed it in. or did our winger touch it first? can't remember. offside?",
        "situation:ask",
        "",
    ),
    (
        "shot saved by the keeper, our striker tapped in the rebound and he was onside when he tapped it in. was that offside?",
        "situation:ask",
        "",
    ),
    # 51. untrue before
    (
        "our striker was offside but out to the side, nowhere near the keeper's line of sight, when our 8 shot. It went in, and he might have got the faintest touch on it on the way, or maybe not. Offside?",
        "situation:ask",
        "",
    ),
    (
        "their keeper took a kick from the edge of his six-yard box, I can't remember if it was a goal kick or a free kick for a foul, and it went straight to their striker who was a yard past our last defender. He scored. Offside?",
        "situation:ask",
        "",
    ),
    (
        "keeper was off his line, our striker was between him and the goal when our mid passed; i don't know if any defender was back behind him on the line. scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "level or a fraction off, the VAR lines were honestly ambiguous, and he headed it in from the cross. offside?",
        "situation:ask",
        "",
    ),
    (
        "their midfielder headed it - don't know if he meant to or it just hit his head - and it went to our striker who'd been offside when our 10 played it. striker scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "shot from our 8 hit their centre back and went to our striker who scored. offside?",
        "situation:ask",
        "",
    ),
    # 57. untrue before
    (
        "The pundit on telly says our striker was offside, I think he was onside. Through ball, he scored. Who's right?",
        "situation:ask",
        "",
    ),
    (
        "the ref flagged our goal. our striker was stood offside right next to their keeper when our 6 shot from the edge, didn't touch it. was it offside?",
        "situation:ask",
        "",
    ),
    # 59. untrue before
    (
        "Through ball, our striker was I think a yard past the last defender, could be wrong, and he scored. Offside?",
        "situation:ask",
        "",
    ),
    (
        "je crois he was hors-jeu, maybe not, c'est difficile à voir: the pass came from our milieu and he scored. offside?",
        "situation:ask",
        "",
    ),
    # 61. untrue before
    (
        "their keeper came off his line to punch a cross, ball dropped to our 9 who had been offside when the cross was hit. Was the cross going in? no idea. 9 scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "ok so: 1) long ball from our CB 2) our striker maybe level, maybe a touch off, linesman 50/50 3) he controls and scores. offside?",
        "situation:ask",
        "",
    ),
    (
        "Our 9 was offside and our 11 was onside when the through ball was played; it went to one of them and he scored. Offside?",
        "situation:ask",
        "",
    ),
    (
        "Kelly played it through, Smith and Jones were both running, he was offside and he scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "he was offside when it was played - no wait, sorry, he was level, I just checked the replay. he scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "He was level when the through ball was played, no actually the replay shows he was half a yard ahead of the last defender. He scored. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "Their striker was two yards offside when their 10 passed it and he scored against us. Ref let it stand, robbed! Was it offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our centre back had loads of time, tried to clear it, miskicked it straight to their striker who'd been offside when they crossed it. he scored against us. that should be offside, right?",
        "situation:no-offence",
        "No",
    ),
    (
        "backwards pass can't be offside, everyone knows that. our winger headed it back across goal from near the byline and our striker, who was nearer the goal line than both the ball and their second-last defender at the header, tapped in. offside?",
        "situation:offside",
        "Yes",
    ),
    # 70. untrue before
    (
        "the keeper doesn't count for offside, right? Their keeper had come out to the edge of his box, one defender was on the goal line, and our striker was level with that defender, goal-side of the keeper, when our mid passed from 30 yards. He scored. Offside?",
        "situation:offside",
        "Yes",
    ),
    # 71. asked-though-told before
    (
        "after a corner, the ball got half-cleared to the edge of the box, our 6 shot, and our centre back, who'd stayed up and was still beyond their last defender when our 6 shot, deflected it in off his heel. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "long throw, flicked on by our centre back at the near post, our striker was a yard beyond the last defender at the moment of the flick and he volleyed in. can't be offside from a throw though?",
        "situation:offside",
        "",
    ),
    (
        "he was level with the last defender when it was played, so that's offside isn't it? he scored",
        "situation:no-offence",
        "No",
    ),
    (
        "You can't be offside from a free kick, everyone knows that. Free kick from 30 yards, our striker was a yard beyond their last defender when it was taken and headed it in. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "it came straight from the throw-in to our striker who was past the last defender — no actually, their defender headed it first, a proper controlled header, he meant it, trying to clear it, and it went to our striker. he scored. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "Straight from the corner, our striker headed it in - no, my mistake, our near-post guy flicked it on first, and the scorer was a yard beyond the last defender at the flick. Offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "their guy shot, our keeper saved it, their other striker who'd been two yards offside when the shot was taken knocked in the rebound. ref said the save reset offside. was it offside?",
        "save-still-offside",
        "Yes",
    ),
    (
        "Being in an offside position is an offence, so their 9 should have been pulled. He was miles away by the corner flag when their 7 shot from 25 yards, didn't move or do anything, and it went in. Should it have been offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "it came off their defender so that resets it, right? our striker was a yard offside when our mid shot, the ball deflected off the defender's knee as he turned away and fell to him, and he scored. offside?",
        "deflection-still-offside",
        "Yes",
    ),
    # 80. untrue before
    (
        "Our 9 and Davies both ran in behind, our 10 crossed, he was a yard offside at the cross, and Davies headed it in. Offside?",
        "situation:ask",
        "",
    ),
    # 81. untrue before
    (
        "they broke on us, their 7 passed to their 9, our left back had stepped off the pitch over the goal line on purpose to try to catch him offside, our keeper was on his line, and without the left back their 9 would have been beyond our last defender. he scored. offside?",
        "situation:no-offence",
        "No",
    ),
    # 82. untrue before
    (
        "our 9 was onside and our 11 was two yards offside when the through ball was played; 11 didn't touch it, our 9 did and scored, but 11 was running in front of their centre back and blocked his path to the ball. offside?",
        "situation:offside",
        "Yes",
    ),
    # 83. untrue before
    (
        "Kelly played it through to Smith, Jones was making a run as well, he was a yard offside when Kelly played it, and Smith scored. Offside?",
        "situation:ask",
        "",
    ),
    (
        "Their keeper was up for a corner at our end. We cleared it and broke, their keeper was still in our half, only one of their defenders was back near his goal. Our striker was in their half, a yard goal-side of that defender and ahead of the ball, when our mid passed. He scored. Offside?",
        "situation:offside",
        "Yes",
    ),
    # 85. untrue before
    (
        "apparently he was a yard offside when it was played, so my brother says, I didn't see it. he scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "their defender definitely meant to play it, he controlled it on his chest and tried to clear but shanked it to our striker, who had been offside when our winger crossed. scored. offside?",
        "situation:no-offence",
        "No",
    ),
    # 87. untrue before
    (
        "our striker was offside and the ball was nowhere near him, but he made a run across their centre back just as the centre back went to head it and the centre back missed it because of him; the ball ran through to our 7 who was onside and scored. offside?",
        "situation:offside",
        "Yes",
    ),
]

# The keeper off his line with one defender back on the goal line, in other words (the keeper is then the second-last)
CASES += [
    (
        "their keeper raced out towards halfway to clear, only one of their defenders got back on the line, and our 11 "
        "was behind the keeper when our 6 chipped it forward. 11 scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "their keeper raced out towards halfway to clear, only one of their defenders got back on the line, and our 11 "
        "was level with the keeper when our 6 chipped it forward. 11 scored. offside?",
        "situation:no-offence",
        "No",
    ),
]

# Left as found, each failing as described (strict: one that starts passing must be taken up).
LEFT = {
    "Only his arm was ahead of the last defender, his feet, head ": "format: the ruling is right but does not open with the Yes or No asked",
    "el delantero estaba medio metro adelantado — half a yard bey": "format: the ruling is right but does not open with the Yes or No asked",
    "our striker was offside when the ball was played over and ra": "still: Whether the offside striker challenged the centre back is hedged; bot ruled no offence, wrongly treating the CB's header (the contested action) as a deliberate play that resets.",
    "the ball came straight from the corner to our centre back wh": "still: 'Straight from the corner ... or did our winger touch it first? can't remember': bot answered the corner intent with a flat 'No.'",
    "our striker was offside but out to the side, nowhere near th": "still: The offside striker 'might have got the faintest touch, or maybe not': touch decides; bot ruled 'not involved'.",
    "The pundit on telly says our striker was offside, I think he": "still: Pundit says offside, fan 'thinks' onside: position disputed; bot took the fan's opinion as fact and ruled onside.",
    "their keeper came off his line to punch a cross, ball droppe": "still: Keeper's punch of a cross: save (goal-bound) or deliberate play depends on whether it was going in, which the fan says he doesn't know; bot ignored the punch and ruled offside.",
    "long throw, flicked on by our centre back at the near post, ": "format: the ruling is right but does not open with the Yes or No asked",
    "Our 9 and Davies both ran in behind, our 10 crossed, he was ": "still: 'he was a yard offside ... and Davies headed it in': 'he' is most likely the 9, not Davies, so Davies's position is untold; bot ruled offside.",
    "they broke on us, their 7 passed to their 9, our left back h": "still: Same bug as 8, fan defending: left back off deliberately without permission counts on the goal line; with the keeper on his line their 9 was onside; bot ruled offside.",
    "Kelly played it through to Smith, Jones was making a run as ": "still: 'he' = Jones (maybe uninvolved) or Smith (scorer); Smith's own position untold; bot ruled offside.",
    "our striker was offside and the ball was nowhere near him, b": "still: The offside striker's run made the CB miss the ball (obvious action impacting an opponent); bot ruled no offence claiming the CB 'deliberately played the ball', which he missed.",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
