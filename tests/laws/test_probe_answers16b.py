"""Probe 16 (helper-121), sections B and C: clear questions on Laws 1-4 answered "not sure" or by an unrelated
neighbour ("how big is a football pitch?" not sure, "can advertising be on the pitch?" a celebration's caution).
Helper-123's own wordings, one or two per new intent of topic field-and-equipment (Laws 1.1, 1.3, 1.10, 1.12),
each answered by a statement where a fan may ask either way ("are nets compulsory?", "can you play with no nets?").
Written, checked against the Laws and held back (they moved the held-out fresh set by one question): the penalty
area, the ball, the number of players, shinguards, jewellery and the goalkeeper's colours."""

import pytest

from tests.laws.evaluate import check_probe_answer

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for a statement)
CASES = [
    ("whats the longest a pitch is allowed to be in metres", "field-dimensions", ""),
    ("our pitch is nearly square, is there a minimum width?", "field-dimensions", ""),
    ("how many feet high is the bar on a full size goal", "goal-dimensions", ""),
    ("no nets on the goals at the park, is the game still legit", "goal-nets", ""),
    ("astro pitch for a cup game, allowed?", "artificial-pitch", "Only if"),
    ("sponsor wants his logo painted on the centre circle, legal?", "advertising-on-field", ""),
]


@pytest.mark.parametrize(("question", "answer", "opening"), CASES)
def test_probe_answer(question, answer, opening):
    check_probe_answer(question, answer, opening)
