"""plays14's odd half (told plays as a match thread tells them after the replay, written blind), in new wordings: what
its misses showed.

Rioplatense words ("orsai", "arquero") are read; a margin told in strides ("a stride past", "a full stride ahead of")
is a place beyond the line; a contest for the ball with an opponent ("went up with their centre back for it") is
interfering with him; a question after a colon ("my question: did he mean it or did it just hit him?") asks the touch;
"between the keeper and that centre back" places the attacker, not the defender as the one who played it; and
"everyone else was still up in our half", with the keeper up for a corner, places the others, not the attacker, who was
level with "the one defender they'd left back".

Two attackers, one placed offside who challenges an opponent or dives at the ball in front of the keeper, the other
told onside in a sentence of his own, who scores: the first one's interference decides, offside. A cross "to the back
post" is a team-mate's delivery."""

from tests.laws.evaluate import probe_test

ASK, OFF, NO = "situation:ask", "situation:offside", "situation:no-offence"

CASES = [
    (
        "gol anulado. our 4 plays it long and our 11 scores, he was orsai by a metre when it was played, arquero on his "
        "line. offside?",
        OFF,
        "Yes",
    ),
    (
        "our 6 threads it through, Okafor was a stride past their last defender when it was played, keeper on his line, "
        "and he slots it home. offside?",
        OFF,
        "Yes",
    ),
    (
        "free kick swung in, our 5 was a yard offside and went up with their centre back for it, neither got a head to "
        "it, and it bounced in at the far post. offside?",
        OFF,
        "Yes",
    ),
]

CASES += [
    (
        "Goal ruled out. Our 8 plays it long, their cb half turns and it comes off his shin to Diallo, who scores. Diallo "
        "was a yard offside at the pass, keeper on his line. So my question: did the cb mean to play it or did it just "
        "hit him? Can't tell from the angle.",
        ASK,
        "",
    ),
    (
        "Their keeper came flying out to the edge of the box, one of their centre backs got back on the goal line. Our "
        "8 slips it through and Ortiz, stood between the keeper and that centre back, goes round the keeper and scores.",
        OFF,
        "",
    ),
    # a place only someone else swears to, the fan having missed the pass: asked
    (
        "Goal ruled out. Kovac slides it through and Mendes finishes, keeper on his line. My nan swears Mendes was level "
        "when Kovac played it, but I was making a brew and missed the pass.",
        ASK,
        "",
    ),
    (
        "Their keeper went up for a free kick, we won it back, our 6 launched it and our 9 was level with the one "
        "defender they'd left back, everyone else was still up in our half. He scored. Offside?",
        OFF,
        "Yes",
    ),
]

# Two attackers: the one placed offside challenges or distracts an opponent, the other, told onside in a sentence of
# his own, scores. The first one's interference decides (Law 11.2). Not when the other's place is told at a later
# pass of the first ("Leo was onside when Jack crossed"), nor when the other is told of only where he was.
CASES += [
    (
        "Disallowed. Mensah curls it to the far post, Idowu was a yard offside there and goes up with their left back, "
        "neither of them gets a head to it, and it drops for Kerr who smashes it in. Kerr was onside, came from deep.",
        OFF,
        "",
    ),
    (
        "Goal chalked off. Our 7 drills it across, Baptiste was a yard offside and dives in at it right in front of their "
        "keeper, misses it, and it runs on to Moreau who taps in at the back post. Moreau was onside. Offside?",
        OFF,
        "Yes",
    ),
    (
        "our right back took a quick throw to Ruiz, who was past their last defender, he crossed and Dani headed in. "
        "Dani was onside when Ruiz crossed. was Ruiz offside?",
        NO,
        "No",
    ),
]

test_probe_answer = probe_test(CASES)
