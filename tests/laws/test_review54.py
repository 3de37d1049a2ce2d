"""Review 54 (a hostile hunt on the referee's calls judged, at cd0b58c, 2026-12-06): the highs mended, each with what
the Laws (IFAB 2026/27) say: more calls listed, "harsh?" and "did he bottle it?" read, a call told bare just before the
judging words, a decision with a part the Law does not give judged not the Law's, a goal told to stand or taken away
read as a call, and a time told that the call depends on left to the statement. Those left are in the stop's note."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.2 (2025/26): more than eight seconds is a corner, not a penalty, a goal taken away or nothing
    (
        "ref pointed to the spot after the keeper held it too long. correct?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    (
        "the referee has given penalty because goalkeeper hold ball 9 second, is correct?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    (
        "ref disallowed the goal because the keeper had held the ball for too long earlier. right?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    (
        "keeper held it for 12 seconds and the ref gave nothing. was he right?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    # ... a time the corner is not the Law's call for: 7 seconds is not more than eight, no corner (hunt 56 had the bare
    # statement here)
    (
        "keeper held the ball 7 seconds and the ref gave a corner. right call?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    # ... the Law's own call asked 'harsh?': no
    ("keeper held it for ages and the ref gave a corner. harsh?", "keeper-eight-seconds-corner", "No"),
    (
        "keeper held the ball 9 seconds in the 2024 season and the ref gave a corner. right?",
        "keeper-eight-seconds-corner",
        "",
    ),
    # Law 12.3: a caution for the shirt off or the TV sign, asked 'harsh?': no
    ("player took his shirt off celebrating, ref booked him. harsh?", "caution-shirt-off", "No"),
    ("player made the TV sign excessively, ref booked him. harsh?", "var-tv-signal-caution", "No"),
    # Law 12.3: DOGSO outside the area is a red; 'did he bottle it?' asks whether he was too lenient
    (
        "last man pulled the striker back outside the box, ref only booked him. did he bottle it?",
        "dogso-outside-area",
        "Yes",
    ),
    # Law 12.3: a penalty for a DOGSO attempt at the ball is a caution, the call told bare before 'right call?'
    (
        "keeper brought down the striker in the box going for the ball, clear chance, pen and yellow. right call?",
        "dogso-in-area-attempt",
        "Yes",
    ),
    # Law 12.2: a back-pass handled is an indirect free kick and no card: a decision with a part the Law does not give is not the Law's
    (
        "keeper picked up a deliberate back pass inside his area, ref gave an indirect free kick and booked him. right call?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    # VAR protocol: a corner already taken cannot be changed
    (
        "the ref wrongly gave a corner, it was taken and a goal scored. can VAR overturn the corner now?",
        "var-corner-after-restart",
        "No",
    ),
    # VAR protocol (2026/27): a second yellow the referee did not give is not reviewable
    (
        "a player who should have got a second yellow wasn't booked. can VAR tell the ref to send him off?",
        "var-missed-second-yellow",
        "No",
    ),
    # Law 5 (2026/27): a player treated on the field leaves it
    (
        "player got treatment on the pitch, ref let him carry on straight away. right?",
        "injured-player-stay-off",
        "No",
    ),
    # Law 12.3 / Law 5: advantage on a DOGSO foul makes it a caution
    (
        "ref played advantage on a DOGSO foul, then booked the defender when the ball went out. right?",
        "advantage-dogso-caution",
        "Yes",
    ),
    # Law 5: advantage that does not come is penalised with the original free kick
    (
        "ref played advantage after a foul, nothing came of it, and he went back and gave the free kick. right?",
        "advantage-come-back",
        "Yes",
    ),
    # Law 3.9: an outside agent stopping the ball is a dropped ball, no goal
    (
        "a fan ran on and stopped the ball going in, ref gave a dropped ball. correct?",
        "goal-extra-person-stopped-it",
        "Yes",
    ),
    # Law 12.3: a second caution is a sending-off (had the offensive-language answer's 'Not always.')
    ("the ref showed a yellow for dissent then a red for more dissent. right?", "second-yellow-red", "Yes"),
    ("he got a red for a second yellow for dissent. harsh?", "second-yellow-red", "No"),
    # Law 12.2: shielding within playing distance is no offence (had the impeding answer's 'Yes.')
    (
        "defender shielded the ball within playing distance and the ref gave a free kick against him. right?",
        "foul-shielding",
        "No",
    ),
    # Law 15: a foul throw is a throw-in to the other team
    ("foul throw, ref gave the throw to the other team. correct?", "throw-in-foul-throw", "Yes"),
    # Law 12.1: the scorer's handball before the goal, the goal allowed: a bad call
    (
        "the goal stood even though the scorer handled it just before. bad call?",
        "handball-accidental-scorer",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)
