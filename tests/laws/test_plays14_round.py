"""plays14's odd half (told plays as a match thread tells them after the replay, written blind), in new wordings: what
its misses showed.

Rioplatense words ("orsai", "arquero") are read; a margin told in strides ("a stride past", "a full stride ahead of")
is a place beyond the line; and a contest for the ball with an opponent ("went up with their centre back for it") is
interfering with him."""

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

test_probe_answer = probe_test(CASES)
