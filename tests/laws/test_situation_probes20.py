"""helper-133's own told plays (none copied from an eval file), over the causes the released halves of plays1..plays8
showed, in new voices. Each ruled from Law 11 (/work/shared/laws/LAWS-FACTS.md):

(1) an opponent's touch told in words the reader missed: "one of their centre halves", a leg stuck out in the present
("sticks a foot out"), an attacking player of theirs touching it told by a fan of the attacking side, "our left back's
shin" told by a fan of the defending side. Whether he meant it is unsaid: asked (Law 11.2), unless told as one he could
not have meant ("at full stretch": a deflection, offside).
"""

from __future__ import annotations

import pytest

from tests.laws.evaluate import AI, AP, AR, NO, OFF, left_as_xfail, ruled

PLAYS = [
    # --- (1) an opponent's touch in words not read before ---
    (
        "our 7 hit a through ball, one of their centre halves got a toe to it and it ran on to our 9, who was a yard off "
        "when it was hit. he scored",
        AR,
    ),
    (
        "We broke, their right back sticks a foot out to the pass and it pops up to our striker, offside when the ball "
        "was played. Goal.",
        AR,
    ),
    (
        "our winger crossed, it went off one of their full backs and our 9, two yards past their last man at the cross, "
        "headed it in",
        AR,
    ),
    (
        "our 6 slid it through, their holding mid stretched and got a toe on it, and our striker, who was offside when "
        "our 6 played it, scored",
        AR,
    ),
    (
        "Their 10 chipped it in, the ball went off our left back's shin and dropped to their striker, who was a yard "
        "offside at the chip. He finished.",
        OFF,
    ),
    (
        "our number 8 played it forward, their left back stuck a leg out at full stretch and it looped off his toe to our "
        "9, who was offside when it was played, goal",
        OFF,
    ),
    (
        "their lad was two yards offside when the free kick was touched short and crossed, our centre half got a touch "
        "and it fell to him, goal",
        AR,
    ),
]

PLAYS += [
    # --- (2) a place taken back: the one told after it ---
    (
        "Our 11 was level when the ball was played, no actually, having watched it back he was a good yard past their "
        "last man at the pass. Scored. Right to flag it?",
        OFF,
    ),
    (
        "their striker was offside when the pass went in, scratch that, he was level with our centre half, I've seen the "
        "replay again. he scored",
        NO,
    ),
    (
        "She was a step off when our 6 passed, or rather level with their full back, my mistake. She scored.",
        NO,
    ),
    (
        "Our 9 was behind the ball when it was cut back, wait, no, I tell a lie, he was a yard in front of it and past "
        "their last defender when our 7 pulled it back. He scored.",
        OFF,
    ),
    # --- (3) a moment's clause before the comma, its place after it ---
    (
        "When our keeper started to throw it, our 7 was level with their last man, but when it actually left his hand, "
        "he was a yard past him. He ran on and scored.",
        OFF,
    ),
    (
        "As their winger shaped to cross, their 9 was well offside; by the time the cross was hit he'd got back level "
        "with our last defender. He headed it in.",
        NO,
    ),
    (
        "When our 6 began his run-up for the long ball, our striker was a yard beyond their defence, keeper on his line, "
        "and when the ball left our 6's boot he was still a yard beyond. He scored.",
        OFF,
    ),
]

PLAYS += [
    # --- (4) the kind of an opponent's play ---
    (
        "their centre back tried a lazy thirty yard square pass across his own box, it went straight to our 9 who'd been "
        "standing offside since our last attack, and he buried it",
        NO,
    ),
    (
        "Our cross was met by their full back's header, their keeper tipped it over? no, their left back palmed it away "
        "from under the bar, straight to our 10 who was offside at the cross. He scored.",
        NO,
    ),
    (
        "their defender hooked my shot off the line, right to our striker who had been a yard off when I hit it, and he "
        "tapped in",
        OFF,
    ),
    (
        "Their keeper came and punched the corner clear, it fell to our 5 who was in an offside position when the corner "
        "was taken and he smashed it back in.",
        NO,
    ),
    (
        "their winger's shot, our full back threw himself and cleared the effort off the line, it fell to their 9, who "
        "was offside at the shot, he scored",
        OFF,
    ),
    (
        "their keeper punched our cross away, straight to our striker, who had been offside when our winger crossed, and "
        "he volleyed it home",
        NO,
    ),
    (
        "Their defender's header was palmed out by their own keeper to our 9, a yard offside when the header was made. "
        "He scored.",
        OFF,
    ),
]

PLAYS += [
    # --- (5) a doubt, or the pass unseen, in new words: asked ---
    (
        "Our 7 whipped it in, their centre half went up and it came off his head to our 9, who was a yard off at the "
        "cross. None of us could say whether he was trying to clear it or it just hit him. 1-0.",
        AR,
    ),
    (
        "Their 8 shot from 30 yards and it flew in untouched. Their 9 was in an offside position six yards out at the "
        "shot. I was unable to see whether he was in our keeper's line of vision.",
        AI,
    ),
    (
        "Report: home 11 received a through ball and scored. The camera angle did not establish her position at the "
        "moment the pass was played. No defender touched the ball.",
        AP,
    ),
    (
        "our 6 played it long, their full back jumped with our 10 and got his head to it, and it dropped to our 9 who was "
        "offside at the pass. we couldnt determine if the full back meant it. goal",
        AR,
    ),
    (
        "Wee Davie scored aff a through ba. Ah couldnae tell ye if he wis level or a yard aff when it wis played. Goal "
        "stood.",
        AP,
    ),
    (
        "their 10 crossed and their 9 headed in. position at the time of the cross: unknown, the stand roof was in the "
        "way. ruling?",
        AP,
    ),
]

PLAYS += [
    # --- (6) a pass back, and him placed ahead of the ball ---
    (
        "Everyone says a cutback can't be offside. Our 11 pulled it back from the left, but at that moment our 9 was "
        "nearer the goal line than the ball and every one of their defenders, then checked back and scored. Offside?",
        OFF,
    ),
    (
        "their 7 rolled it backwards to the edge of the box, and when he played it their 9 was a yard in front of the "
        "ball and beyond our last defender, then he stepped back and curled it in",
        OFF,
    ),
    (
        "Our winger squared it back to the penalty spot, our 10 was level with the ball when he hit it, past their "
        "defenders, and scored.",
        NO,
    ),
    (
        "Their keeper was up for the corner, we cleared and their 6 hit it long to their striker, with only our left back "
        "goalside - everybody else, their keeper too, was behind the play. He scored.",
        OFF,
    ),
    (
        "short free kick rolled back to our 4 on the edge of the area, he clipped it in first time and our 5, who'd "
        "stayed on the six-yard line when their line stepped out, headed in",
        OFF,
    ),
]

PLAYS += [
    # --- (7) a touch denied of an opponent; a challenge side by side; the pass's place ---
    (
        "Our 8 shot, it hit the bar, and our 9, who'd been a yard past their last defender when the shot went in, went "
        "shoulder to shoulder with their centre half for the rebound, never got a touch, and our 8 knocked it in.",
        OFF,
    ),
    (
        "Our 7 crossed, their keeper came out and flapped, no contact, and our 9, two yards off at the cross, headed into "
        "the empty net.",
        OFF,
    ),
    (
        "our 11 hit it over the top from halfway and our 9 was a yard past their last man when he hit it, scored",
        OFF,
    ),
    (
        "their 8 clipped it over the top, our centre half came across, swung at it and didnt touch it, and their 9, a "
        "yard beyond our last defender at the clip, rounded the keeper and scored",
        OFF,
    ),
    (
        "Through ball from our 6, our 10 a yard past their last defender at the pass, keeper on his line. Their keeper "
        "raced out and went to ground, didn't touch it, and our 10 chipped him and scored.",
        OFF,
    ),
]

PLAYS += [
    # --- (8) one's own poor ball, a claim of a place, a pass's length, his own shot ---
    (
        "Our full back's cross was badly overhit, hit the far post and came back out to our 9, who'd been two yards "
        "beyond their last defender when it was crossed. He tapped in.",
        OFF,
    ),
    (
        "their 6 slid a pass through from about twenty yards away and it went to their 9, a yard beyond our last "
        "defender when it was played. the linesman says our left back played him on. he scored",
        OFF,
    ),
    (
        "Our number 7 went past three of them himself and shot, it came back off the bar and he headed in the rebound. "
        "Nobody else touched it. Offside?",
        NO,
    ),
    (
        "Our 8 slipped our 9 through, he was a yard off at the pass, then he beat their centre back himself and shot, it "
        "hit the post and he put the rebound in.",
        OFF,
    ),
]

PLAYS += [
    # --- (9) the one defender left back, told in the present ---
    (
        "Their keeper went up for a corner, we broke, and our 9 was level with the one defender that stays back when our "
        "6 played it. Scored in the empty net.",
        OFF,
    ),
    (
        "Our goalie was up for a late free kick, they cleared, their striker level with our lone centre half who stopped "
        "back, their 8 hit it long, he scored.",
        OFF,
    ),
    (
        "Their keeper went up for the corner and two of their defenders stayed back; our 9 was level with the one who "
        "stays back on the left when our 6 played it, and he scored.",
        NO,
    ),
]

PLAYS += [
    # --- (10) two attackers named apart: the one placed offside decides ---
    (
        "Ndidi was offside when our 8 shot, stood right in front of their keeper and blocked his view, the keeper could "
        "only parry it and Iheanacho, who was onside, tapped in the rebound.",
        OFF,
    ),
    (
        "Cross from the left, Okafor a yard offside when it was hit, he went up with their centre half and put him off, "
        "it dropped behind them and Mensah, who had been onside, volleyed it in.",
        OFF,
    ),
    (
        "Ball over the top, Costa was offside when it was played but never moved or went near anyone, and Silva, who was "
        "onside, ran on and scored.",
        NO,
    ),
    (
        "Through ball from our 4, Haaland two yards off at the pass, he jostled their centre back all the way, the centre "
        "back stumbled and Alvarez, who had been onside, nipped in and scored.",
        OFF,
    ),
]

# What this round could not fix: the opening words of each play, and why.
LEFT: dict[str, str] = {
    "Their keeper was up for the corner, we cleared": "asks where he was (no longer ruled no offence): 'with only our "
    "left back goalside' with the keeper behind the play is not read as beyond the second-last opponent",
    "short free kick rolled back to our 4": "asks where he was (no longer ruled no offence on the pass back): 'stayed "
    "on the six-yard line when their line stepped out' is not read as beyond them",
    "As their winger shaped to cross": "asks where he was: 'he'd got back level' is read as a run back after the pass "
    "(another moment), though 'by the time the cross was hit' ties it to the cross",
}


@pytest.mark.parametrize(("text", "expect"), left_as_xfail(PLAYS, LEFT))
def test_told_play(text: str, expect: str) -> None:
    assert ruled(text) == expect
