"""Told plays in the readings of the plays8 round, in their general form and in other words than the set's: Jamaican
patois (pon, inna, di, nuh, lick), Black Country (ower, bin) and Taglish (nung, pinasa, tapos, "hindi ko nakita")
words, a doubt told in Swahili ("sijui"), as "unconfirmed" or after what it doubts, an interference doubted while where
he stood is told, a pass the fan cannot remember, a restart offered as one of two, a cross "nowhere near goal", an
opponent who had the ball or tried to hoof it clear, a back-header to the fan's own keeper, a glancing touch off a head,
a free kick on the halfway line, a defender named "Mr", squares as a distance, "bang onside", a quote with an apostrophe,
a run back into his own half after the pass, a pass told as underhit, a miss with no contact, behind the penalty mark
and a delivery "whipped in" with no object."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled_head

CASES = [
    # Jamaican patois: "pon" on, "inna" in, "di" the, "nuh" not, "lick" hit.
    (
        "wi winger Andre cross it an wi big man deh two yard past dem last defender when him cross it, keeper pon him"
        " line. him head it inna di top corner",
        "offside",
    ),
    (
        "open play, nuh throw-in: wi midfielder pass it an wi striker deh a yard past dem last defender when him pass"
        " it, an him score",
        "offside",
    ),
    # Black Country: "ower" our, "bin" been.
    (
        "their 7 crossed it an their 9, who'd bin a yard nearer ower goal line than ower last defender when 7 crossed,"
        " headed it in",
        "offside",
    ),
    # Taglish: "nung pinasa" when it was passed; "hindi ko nakita kung nasaan siya" I didn't see where he was.
    ("nung pinasa ni Carlo, si Paolo was a yard past their last defender, tapos scored siya", "offside"),
    (
        "si Paolo nag-receive a yard past the last defender and scored. nung pinasa, hindi ko nakita kung nasaan"
        " siya",
        "ask",
    ),
    # A doubt in Swahili, as "unconfirmed", or told after what it doubts: how the ball came is asked.
    (
        "our 11 crossed, not on target, it hit their full-back, sijui kama he was trying to head it out or it just hit"
        " him, and our 9, a yard offside when it was crossed, scored",
        "ask",
    ),
    (
        "our 8 clipped it in, it came off their centre-back, whether he meant to head it or it just hit him I honestly"
        " dont know, and our 9, two yards offside when it was clipped in, scored",
        "ask",
    ),
    (
        "their 10 shot, our keeper parried, their 9 was offside at the shot and their 11 onside scored the rebound."
        " 9 never touched it. unconfirmed whether 9 challenged our keeper",
        "ask",
    ),
    # Where he stood near the keeper told, whether he blocked his view doubted: asked; his own finish still decides.
    (
        "our 5 shot from distance and it flew in. our 9 was offside a yard in front of their keeper when she hit it."
        " whether he blocked the keepers view I cannot say",
        "ask",
    ),
    # Where he was at the pass asked by the fan himself and not remembered: asked.
    (
        "our 9 controlled it two yards clear of their last man and scored. where was he when the ball was played? I"
        " dont remember",
        "ask",
    ),
    # A restart offered as one of two, with a comma: asked.
    (
        "the ball was played from our box: a goal kick, or a free kick for a foul on our keeper? it went straight to"
        " our 9, a yard beyond their last defender, and he scored",
        "ask",
    ),
    # A cross "nowhere near goal" is where the ball went, not that he took no part.
    (
        "our winger's cross was nowhere near the goal but it came off their left back and dropped to our 9, who was"
        " past their last defender when it was crossed; I cant tell you if he meant it or it just hit him. he scored",
        "ask",
    ),
    # An opponent who had the ball, or tried to hoof it clear: his deliberate play.
    (
        "their 9 was a yard offside when their 8 shot. our keeper saved, our left back got the loose ball and tried to"
        " boot it clear, it hit their 9 and went in",
        "no-offence",
    ),
    (
        "our centre-back got a bouncing ball near halfway, tried to control it, it went under his foot and their"
        " striker, two yards offside when it was played forward, scored",
        "no-offence",
    ),
    # A back-header to the fan's own keeper: a deliberate play by the defending side.
    (
        "our full-back headed it back to our keeper, far too short, and their forward, who was in an offside position"
        " when it was last played by his team, nicked it and scored",
        "no-offence",
    ),
    # A glancing touch off an opponent's head after a goal kick: no longer directly from the kick, but whether the
    # defender who jumped for it meant it is unsaid, so it is asked (not taken as a deflection).
    (
        "our keeper took a goal kick, their centre half went up for it and it grazed the top of his head, our striker"
        " was a yard past their last defender when the kick was taken and scored",
        "ask",
    ),
    # A free kick on the halfway line places the kick, not him.
    (
        "we got a free kick on the halfway line, our 4 took it quickly and our 9 was two yards past their last defender"
        " when he kicked it; he scored",
        "offside",
    ),
    # A defender named with a title, nearer the goal line than the attacker: onside.
    (
        "their forward was beyond our other outfield players but not as close to goal as Mrs Okafor, our injured"
        " centre-back, when the ball was played; he scored",
        "no-offence",
    ),
    # Squares as a distance.
    (
        "White's 10 plays it through; White's 9 is one square beyond Black's last defender and scores",
        "offside",
    ),
    # "Bang onside" at the pass; where he was later does not count.
    (
        "our 11 was bang onside when the ball was slipped through, then ran clear and was miles ahead when he shot."
        " goal",
        "no-offence",
    ),
    # A quoted claim with an apostrophe inside it is someone else's, not the fan's account.
    (
        "my son says ('he's in his own half so he can't be offside'), but when our 6 passed our 9 was a yard past"
        " their last defender in their half, and he scored",
        "offside",
    ),
    # A run back into his own half after the pass, and the pass told as underhit: still offside.
    (
        "when our 4 passed, our 9 was a yard past their last defender in their half. the pass was a bit underhit, so"
        " he ran back into his own half to get it, and he scored",
        "offside",
    ),
    # An opponent's miss with no contact at all: no touch, and not the attacker taking no part.
    (
        "our keeper punted it long; our 9 was two yards past their last defender. their centre-back jumped and missed"
        " it completely, no contact, and our 9 scored",
        "offside",
    ),
    # Behind the penalty mark when the penalty was taken: behind the ball.
    (
        "our penalty was saved and came back out, and our 8, who was behind the penalty spot when the pen was taken,"
        " ran in and scored",
        "no-offence",
    ),
    # A delivery "whipped in" with no object, the keeper named only as where he was.
    (
        "the ball's whipped in from the right, their 9's a yard past our last defender, keeper on his line, and he nods it in",
        "offside",
    ),
]


@pytest.mark.parametrize("text, expect", CASES)
def test_round_six_readings(text: str, expect: str) -> None:
    assert ruled_head(text) == expect
