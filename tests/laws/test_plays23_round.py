"""The round on plays23's and voices123's odd halves (2026-12-07, written blind by helpers last stop), each mechanism
told again in new words, ruled by the told-play reader (and one on the rendered Discord text).

- A punch by the keeper is a save when the ball is told going in: "because it was going in under the bar" (Law 11.2: a
  save does not reset offside); told going into the six-yard box, or with an "or", it is asked.
- A block by an outfield defender who slid across is no deliberate play (a deflection, or a save of a ball going in).
- His place read from a cut-back is at the cut-back; a place told at a later team-mate's shot wins ("when the 10 shot").
- The half a kick was taken from is the ball's place, not his; a defence placed in its own half is theirs.
- "the other side's last defender" is the opponents' one; "nearer our own goal line than their striker" is a
  comparison like "nearer our goal line".
- A dummy (a leg swung over the ball) with the keeper thrown the wrong way is an offence even when no other part of
  his is told; a keeper who "threw himself" threw no ball.
- "our centre-back cleared it long" from a fan of the attacking side is a team-mate's play.
- A contest for the ball with a defender named by name ("went up with Ana for it") is a challenge.
- A question offering two places ("was he level with X or a foot in front?") leaves his place to ask.
- "no defender nearer the goal than him" places him beyond them, not behind.
- A free kick's place near halfway is blanked, not the free kick itself.
- "Does their 9 matter if ...": a question about a player of this play, not the Law in general.

Hunt 74 (aimed at the round's commit 440f791), each high retold:
- "it went in off the 9's shoulder": the 9 placed offside played it, whoever else was onside;
- where the ball was played from is no place of his (a new answer, offside-ball-from-own-half);
- "only our centre-back was nearer our goal line than their striker", "no defender was nearer the goal than him": beyond
  all but one;
- a dummy's reaction by a defender named after his role ("their defender jonas", "our lotte" from the defending side),
  told in the next sentence; a reaction denied ("none of their players reacted") still asks whether he was in an
  opponent's way otherwise (as tests/laws/test_probe_answers4.py has it);
- a doubt offered as two places with its verb anywhere ("when the pass went was he level or a foot past ...?");
- "a yard in front of jonas, their last defender", "same line like their last defender", "bagged it", "he make goal";
- a keeper named after his role who "came out and punched it" punched it (asked: save or deliberate play)."""

from tests.laws.evaluate import AI, AP, AR, NO, OFF, probe_test, reader_test, ruling_test

PLAYS = [
    (
        "our 7 crossed, their goalie flapped a punch at it only because it was going in under the bar, and it fell to our "
        "11, who was a yard past their last defender when our 7 crossed. 11 tapped in",
        OFF,
    ),
    (
        "our 4 shot hard and low, their right-back slid across and blocked it with his shin, it broke to our 10 who'd "
        "been behind their whole back line when our 4 shot. 10 scored",
        OFF,
    ),
    (
        "great move, cut back, our 6 hits it first time, their keeper parries, our 11 scores the rebound. when the 6 "
        "shot, our 11 was already past their last defender",
        OFF,
    ),
    (
        "free kick to us taken from inside our own half, floated long, our 5 was beyond their last defender when it was "
        "kicked and headed it in",
        OFF,
    ),
    (
        "their back four stood 3 m inside their own half. our 9 was 2 m beyond their second-last player when our cb hit "
        "it long from deep in our half. 9 scored",
        OFF,
    ),
    (
        "our 10 was past the other team's last defender when our 4 slid it through. 10 scored",
        OFF,
    ),
    (
        "when the ball was played our last defender stood half a metre nearer our own goal line than their 9. their 9 "
        "ran through and scored",
        NO,
    ),
    (
        "their 11 stayed a step on her own side of the middle line when their 4 played it long. she ran clear and scored",
        NO,
    ),
    (
        "cross from the right, our 9 past their last defender when it is crossed, swings his leg over the ball, their "
        "keeper throws himself that way and our 7, onside, scores",
        OFF,
    ),
    (
        "their keeper was up for a corner. our centre-back cleared it long and our 9 was in their half with only one of "
        "their defenders nearer their goal line than him. 9 ran on and scored",
        OFF,
    ),
    (
        "their cross came in. their 9, a yard beyond Ana when it was crossed, went up with Ana for it; neither touched it "
        "and their 7, onside, volleyed in. does their 9 matter if she never touched it?",
        OFF,
    ),
    (
        "our 6 slid it through and our 9 scored. when the 6 played it, was our 9 level with their Tomas, their last "
        "defender, or a step in front? can't tell from the stand",
        AP,
    ),
    (
        "our 11 had set off early: was he still level with their line when our 4 hit the free kick, or had he already "
        "gone? he headed it in",
        AP,
    ),
    (
        "shot from 20 yards, our 9 stood right in front of their keeper in his eyeline, no defender nearer the goal than "
        "him, only the keeper. he never touched it, the keeper never saw it. goal. offside?",
        OFF,
    ),
    (
        "free kick near the halfway line in their half, and when it was kicked our striker was behind all their "
        "defenders, only the keeper further back. she headed it in",
        OFF,
    ),
    # two places told, which one scored unknown
    (
        "their two forwards at the cross: one a yard past Jonas, the other level with him. it went in off one of them. "
        "off whose foot? can't tell. offside?",
        AP,
    ),
    # past a defender named by name at the pass
    ("our 6 played it and our 11, who'd been past Marek when the 6 played it, scored", OFF),
    # a dummy, the defender named where the attacker is placed against him, and his reaction
    (
        "their 8 crosses. their 9, past our Lotte at the cross, lets the ball run through on purpose and Lotte stops "
        "dead, thinking he'll shoot. their 10, onside, scores",
        OFF,
    ),
    # the ball onto his head from a corner
    ("straight from our corner onto Rui's head, goal. offside?", NO),
    # an attempt at a close ball that puts the keeper off
    (
        "their 9 was in an offside position when their 7 crossed. he lunged at the ball and missed, and our keeper, "
        "about to catch it, flinched and dropped it. their 11, onside, scored",
        OFF,
    ),
    # his own pass back to his own team-mate is no place of his
    (
        "our 8's pass bounced off the ref to our 9, who'd been past Dani when the 8 played it. the 9 just passed it back "
        "to his own centre-back. offside?",
        OFF,
    ),
]

# Told near them, the other way
NEAR_MISSES = [
    # review 75: a passer's second pass is the last one; his own shot is no pass; no sign the fan attacks
    (
        "our 9 was onside when our 7 crossed to our 10. our 10 laid it back to our 7 and our 7 crossed again; by then "
        "our 9 was a yard past their last defender. 9 headed it in",
        OFF,
    ),
    (
        "our 9 was onside when our 6 slipped it through to him, and was well past their last defender when 9 fired. goal",
        NO,
    ),
    ("the 9 was offside when the 6 passed it, but our defender cleared it straight to the 9 who scored", NO),
    # an opponent's dummy is not his
    (
        "our 9 was offside when our 6 crossed. their centre-back stepped over it for his keeper, their keeper dived that "
        "way and our 7, onside, scored",
        AI,
    ),
    # a punch told going into the six-yard box, or going in "or ...", is asked
    (
        "our 7 crossed, their keeper punched it as the cross was dropping into the six-yard box, it fell to our 11 who "
        "was offside when our 7 crossed. 11 scored",
        AR,
    ),
    # one defender told as the exception
    (
        "when our 6 passed there was no defender nearer the goal than our 9 apart from their centre-back, plus the "
        "keeper. 9 scored",
        NO,
    ),
    # "past" a word that names no defender
    ("our 9 was past their winger when our 4 played it, then scored", "none"),
    # two places offered that rule alike: no doubt asked of his place (the rule about level answers it)
    (
        "our 6 played it and our 9 scored. was our 9 level with their last defender when it was played, or a yard "
        "behind?",
        "none",
    ),
    # a finisher told: no doubt which one played it
    (
        "our 9 was offside when our 7 crossed, our 10 onside. 9 headed it in, who got it last? doesnt matter",
        OFF,
    ),
    # a punch of a cross told neither going in nor wide is asked
    (
        "our 7 crossed, their keeper punched it, it fell to our 11 who was offside when our 7 crossed. 11 scored",
        AR,
    ),
    # a ruling offered both ways is no doubt of his place
    (
        "our 9 was a yard past their last defender when our 6 played it, he scored. was he offside or not?",
        OFF,
    ),
    # a fan of the defending side: "our centre-back" cleared it, a deliberate play by the attacker's opponent
    (
        "their 9 was a yard past our last defender when their 6 passed, our centre-back cleared it straight to him and "
        "he scored",
        NO,
    ),
]

HUNT74 = [
    (
        "our 7 was a yard past their last defender when the 4 crossed, our 11 was onside, and it went in off the 7's hip",
        OFF,
    ),
    (
        "our keeper went up for a free kick, they broke, and when their 6 passed only our left-back was nearer our goal "
        "line than their 11. he scored",
        OFF,
    ),
    (
        "no defender was nearer the goal than our 9 when the 4 played it, he was in their half, only their keeper "
        "behind him. he scored",
        OFF,
    ),
    (
        "our 9 was offside when the cross came in, he dummied it and their defender Marta dived the wrong way, our 7 was "
        "onside and scored",
        OFF,
    ),
    (
        "their 9 was two yards past our last defender, dummied the cross and our Ines froze, their 11 scored",
        OFF,
    ),
    (
        "our 9 was a yard past their last defender when the cross came in, he stepped over it and our 10, onside, "
        "scored. their centre-back Ruben stopped dead because of the dummy",
        OFF,
    ),
    (
        "our 9 was a yard past their last defender when the cross came in, he dummied it and let it run to our 10, "
        "who was onside and scored. none of their players reacted to it",
        AI,
    ),
    ("when the pass went was he level or a foot past their last defender? he scored", AP),
    (
        "our 9 was level with their last defender when the pass went, maybe a foot in front at most. he scored",
        AP,
    ),
    (
        "our 11 was a yard in front of Bruno, their last defender, when the through ball went, and he scored",
        OFF,
    ),
    ("striker from us stand same line like their last defender when ball is passed, he is scoring", NO),
    ("their 9 was miles past our back four when they lumped it forward, bagged it", OFF),
    (
        "our 9 was a yard past their last defender when the cross was hit. their keeper Bram came out and punched it, "
        "it hit our 9 and went in",
        AR,
    ),
]

# The ball's place claimed to decide it: the new answer, on the rendered Discord text
BALL_FROM_OWN_HALF = [
    (
        "if the ball is kicked from inside your own half you cant be offside, right?",
        "offside-ball-from-own-half",
        "No",
    ),
    ("can you be offside in your own half?", "offside-own-half", "No"),
]

test_plays23_round = ruling_test(PLAYS)


test_every_play_reaches_the_reader = reader_test(PLAYS + HUNT74)


test_hunt74 = ruling_test(HUNT74)
test_ball_from_own_half = probe_test(BALL_FROM_OWN_HALF)
test_plays23_near_misses = ruling_test(NEAR_MISSES)
