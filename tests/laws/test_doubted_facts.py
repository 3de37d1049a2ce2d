"""Told plays in which the fan says he does not know a fact that decides the ruling (he could not see it, the camera
did not show it, he asks it himself): the bot asks that fact rather than ruling on a guess. From the plays and voices
sets' released halves (ruled_on_a_doubt), each with other wordings of the same doubt."""

import pytest

from bot.laws.situation import read_situation
from tests.laws.evaluate import probe_test

# (a told play, the answer id: "situation:<ruling>", the opening checked: a ruling's first word or "")
CASES = [
    # ASK. Whether the defender meant to play it (a deliberate play starts offside afresh) or it just hit him (a
    # deflection does not, Law 11.2): the striker was offside at the cross, so which it was decides. Patois "cyaan tell".
    (
        "Big game a di yaad yesterday, whole family deh deh, curry goat pon di stove, mi uncle a bawl at di TV from first "
        "minute. Anyway. Wi winger cross it from deep, wi striker deh offside when him cross it, di ball come off dem "
        "centre-back an drop to him an him score. Mi cyaan tell if di bek did a try play it or it just lick him. So "
        "offside or nuh?",
        "situation:ask",
        "",
    ),
    # ASK. The same doubt, "cyaan seh if": the full-back's clearance or a deflection off him decides (Law 11.2).
    (
        "Dem winger cross it low, nowhere near goal, an wi full-back stick out a foot an it come off him straight to dem "
        "number 11, who was past all a wi outfield player when di cross kick, wi goalie pon him line. Mi cyaan seh if wi "
        "full-back did a try clear it or it just hit him. Him score. Wha di ruling?",
        "situation:ask",
        "",
    ),
    # ASK. "A clearance meant, or an unplanned roll off his knee?": deliberate play or deflection, offered both ways and
    # not told (Law 11.2); the nine was beyond the last defender at the cross.
    (
        "Their winger's cross, not aimed at goal, / struck our left-back: a clearance meant, or an unplanned roll / off "
        "his knee? I cannot tell you which. / It fell to their nine, a yard past our last defender (keeper on his line) "
        "when the cross was hit. He scored. Offside, or a glitch?",
        "situation:ask",
        "",
    ),
    # ASK. ... told in other words: "a header meant, or an accidental brush off his shoulder?"
    (
        "Their cross took a touch off our full-back: a header meant, or an accidental brush off his shoulder? No idea "
        "which. Their striker was a yard beyond our last defender when the cross came in and he scored.",
        "situation:ask",
        "",
    ),
    # ASK. Beyond all the defenders, but in his own half or not is "the only doubt" (Law 11.1: no offside position in
    # his own half; their defenders were in our half, so both are possible).
    (
        "Their defenders had pushed right up beyond the halfway line into our half, and when the ball was played our "
        "striker was past all of them, nearer their goal. The only doubt is whether he'd crossed the halfway line yet or "
        "was still in our half - the camera didn't show it. He ran through and scored; it was flagged.",
        "situation:ask",
        "",
    ),
    # ASK. ... asked by the fan: "was he still in his own half or over halfway?"
    (
        "Their striker was well beyond our back line when the ball was played, but was he still in his own half or over "
        "halfway? Couldn't tell from the stand. He scored. Offside?",
        "situation:ask",
        "",
    ),
    # ASK. Past the last defender, but ahead of the ball or behind it is asked (Law 11.1: level with or behind the ball
    # is no offside position; a square pass may leave him behind it).
    (
        "Obi carries it to the edge of the box and squares it to Eze. Eze is past the last defender at that moment, but "
        "was he ahead of the ball or just behind it? The camera angle is useless. Eze scores. Offside?",
        "situation:ask",
        "",
    ),
    # ASK. Where he was when the winger crossed is what counts (Law 11.1: judged when a team-mate plays the ball); the
    # fan tells only where he was at his own header, and says he missed the cross.
    (
        "Their winger goes past our full-back and crosses, and their striker heads it in. When he heads it he's two "
        "metres past our last defender. But when the winger actually crossed it? Sikuona, I was buying chips mayai "
        "behind the stand. Was it offside?",
        "situation:ask",
        "",
    ),
    # ASK. ... in other words: placed when he scored, the cross missed in a pie queue.
    (
        "Their cross deflected to their 9. When he scored he was a yard beyond our last man. But when the winger crossed "
        "it? No clue, I was in the queue for a pie. Offside?",
        "situation:ask",
        "",
    ),
    # ASK. "Unknown: B's position when A crossed" (Law 11.1: the cross is the moment; his place at his header is not).
    (
        "Test case 3. A crosses from the right, B heads in. Known: B was beyond the second-last defender at the moment B "
        "headed it. Unknown: B's position when A crossed. Result?",
        "situation:ask",
        "",
    ),
]

CASES += [
    # ASK. Whether Del blocked the keeper's view is only claimed, both ways, and the fan did not see it (Law 11.2:
    # clearly obstructing the goalkeeper's line of vision is the offence; never touching it nor challenging does not
    # settle it).
    (
        "Del's stood past all their defenders, keeper on his line, when Rodney's shot flies in from 25 yards. Del never "
        "touched it, challenged nobody. Their keeper says Del was blocking his view, Del says he was stood well to the "
        "side. I didn't get a proper butcher's. What's the verdict?",
        "situation:ask",
        "",
    ),
    # ASK. ... in other words: "our keeper says he was blocking his view, their 10 says he was miles away".
    (
        "Their number 10 was past our back line when their 8 passed it through. Our keeper says he was blocking his "
        "view, their 10 says he was miles away. I didn't get a proper look. Shot went in. Offside?",
        "situation:ask",
        "",
    ),
    # OFFSIDE. Told by the fan himself, the blocked view is a fact: no claim, no doubt (Law 11.2).
    (
        "Our striker was offside when our winger shot and he was blocking the keeper's view. Goal?",
        "situation:offside",
        "No",
    ),
    # ASK. The defender's miskicked clearance is a deliberate play (offside starts afresh) unless the shot was going in,
    # when stopping it is a save, which starts nothing afresh (Law 11.2): "no idea if that shot was even going in".
    (
        "A slow shot trickles towards the back post, their defender on the line gets to it and tries to boot it away but "
        "scuffs it straight to our lad, who was offside when the shot was hit, and he taps in. No idea if that shot was "
        "even going in. Goal or offside?",
        "situation:ask",
        "",
    ),
    # ASK. ... in other words: "can't say whether the shot was on target".
    (
        "Our 9 shot, their left back on the line stuck a leg out and cleared it, but only to our 11, who'd been a yard "
        "offside when the 9 shot, and he scored. Can't say whether the shot was on target. Goal?",
        "situation:ask",
        "",
    ),
]

# Another attacker, onside, scores; the one offside at the pass may have got in an opponent's way, which the fan did
# not see. Law 11.2: an offside player who clearly impacts an opponent's ability to play the ball (blocking his
# movement, challenging him) commits an offence though another scores; one who does not commits none. So it is asked.
APART = [
    # ASK. "I think he may have got in their centre-back's way ... or maybe ... I couldn't see."
    (
        "I wasn't wearing the lucky hat, so this one's on me. Kieran plays it through to Jack, who's onside, and Jack "
        "scores. Our Dan was offside when Kieran played it, and I think he may have got in their centre-back's way as "
        "he chased Jack, or maybe the centre-back was never going to catch Jack anyway. I couldn't see. Goal or not?",
        "situation:ask",
        "",
    ),
    # ASK. "Did Obafemi put the defender off? From the TV angle I can't tell if he even jumped."
    (
        "Cross from deep, Obafemi is in an offside position near the penalty spot when it's hit, their defender next to "
        "him misses his header and it falls to Adeyemi, who was onside, and he scores. Did Obafemi put the defender "
        "off? From the TV angle I can't tell if he even jumped. Offside?",
        "situation:ask",
        "",
    ),
    # ASK. "Whether he actually slowed the centre-back down, I can't say." (never touching the ball does not settle it)
    (
        "White's No. 6 plays a through ball to No. 11, who is onside. No. 9, in an offside position at the pass, is "
        "between the ball and Black's centre-back as the centre-back runs to intercept. No. 9 never touches the ball. "
        "Whether he actually slowed the centre-back down, I can't say. No. 11 scores. Verdict?",
        "situation:ask",
        "",
    ),
    # ASK. "Did he get in our centre half's road ...? ... couldn't tell ye if they even came close to each other."
    (
        "Their striker was a yard past our last defender, keeper on his line, when their 10 played it through to their "
        "winger, who was onside. Our centre half turned to chase the winger, and their striker was standing right there "
        "in the middle. Did he get in our centre half's road and stop him getting across to the ball? I was behind the "
        "other goal, couldn't tell ye if they even came close to each other. Winger scored. Offside or not?",
        "situation:ask",
        "",
    ),
    # ASK. ... in other words: "did he block the left back? no idea, I was at the bar".
    (
        "Our 7 slid it through to our 11, who was onside, and he finished. Our 9 was two yards offside at the pass, "
        "right next to their left back as he turned. Did he block the left back? Honestly no idea, I was at the bar. "
        "Goal or not?",
        "situation:ask",
        "",
    ),
]

test_doubted_facts = probe_test(CASES + APART)


@pytest.mark.parametrize("told", [case[0] for case in APART])
def test_the_one_offside_is_asked_what_he_did(told: str) -> None:
    # The question is whether the one offside got at an opponent, not where the onside scorer was.
    reading = read_situation(told)
    assert reading is not None and reading.ruling is None and reading.question is not None
    assert reading.question.fact == "involvement" and reading.facts.position == "offside"
