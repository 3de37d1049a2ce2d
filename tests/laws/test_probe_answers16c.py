"""Probe 16 (helper-121), sections B and C: clear questions on Laws 7 and 8 answered "not sure" or by a neighbour
("at a dropped ball how far do the other players have to be?" had the dropped-ball goal answer "No.").
Helper-124's own wordings, one per new intent of topic duration-and-kick-off, each answered by a statement."""

import pytest

from tests.laws.evaluate import check_probe_answer

# (question, the answer id); every opening is "" (a statement)
CASES = [
    ("is a proper game two halves of 45 minutes", "match-length"),
    ("whats the longest the half time break can be", "half-time-interval"),
    ("who decides the number of minutes put up on the board", "added-time-who-decides"),
    # ("time lost before the break, is it tacked onto ... the second half?" now gets added-time-per-half's verdict
    # "No.", truer for a yes/no question (Law 7.3): it moved to test_probe_answers17 with that opening, helper-145)
    ("the toss winner, do they get the ball or pick ends", "coin-toss-kick-off"),
    ("after the break which side gets to kick off", "second-half-kick-off"),
    ("the lad kicking off touched it again before anyone else did", "kick-off-double-touch"),
    ("at a drop ball how many metres back must the opposition stay", "dropped-ball-distance"),
]


@pytest.mark.parametrize(("question", "answer"), CASES)
def test_probe_answer(question: str, answer: str) -> None:
    check_probe_answer(question, answer, "")
