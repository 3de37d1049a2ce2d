"""The round on plays23's and voices123's odd halves (2026-12-07, written blind by helpers last stop), each mechanism
told again in new words, ruled by the told-play reader (and one on the rendered Discord text).

- A punch by the keeper is a save when the ball is told going in: "because it was going in under the bar", or a shot
  told aimed at the corner of the net (Law 11.2: a save does not reset offside).
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
- "Does their 9 matter if ...": a question about a player of this play, not the Law in general."""

from tests.laws.evaluate import AP, AR, NO, OFF, ruling_test

PLAYS = [
    (
        "our 7 crossed, their goalie flapped a punch at it only because it was going in under the bar, and it fell to our "
        "11, who was a yard past their last defender when our 7 crossed. 11 tapped in",
        OFF,
    ),
    (
        "our 8 fired for the top corner, their keeper punched it out and our 9 buried the rebound. our 9 was two yards "
        "past their last defender when our 8 fired",
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
        "off whose foot? can't tell",
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

test_plays23_round = ruling_test(PLAYS)
test_plays23_near_misses = ruling_test(NEAR_MISSES)
