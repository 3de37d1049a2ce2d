"""Probe 16 (helper-121), sections B and C: clear questions on Laws 1-4 answered "not sure" or by an unrelated
neighbour ("how big is a football pitch?" not sure, "can advertising be on the pitch?" a celebration's caution).
Helper-123's own wordings, one or two per new intent of topic field-and-equipment (Laws 1.1, 1.3, 1.10, 1.12),
each answered by a statement where a fan may ask either way ("are nets compulsory?", "can you play with no nets?").
Six more written then, checked against the Laws, held back for a while (with the code of that moment they moved the
held-out fresh set by one question) and landed later: the penalty area, the ball, the number of players,
shinguards, jewellery and the goalkeeper's colours."""

import pytest

from tests.laws.evaluate import check_probe_answer, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only if" or "" for a statement)
CASES = [
    ("whats the longest a pitch is allowed to be in metres", "field-dimensions", ""),
    ("our pitch is nearly square, is there a minimum width?", "field-dimensions", ""),
    ("how many feet high is the bar on a full size goal", "goal-dimensions", ""),
    ("no nets on the goals at the park, is the game still legit", "goal-nets", ""),
    ("astro pitch for a cup game, allowed?", "artificial-pitch", "Only if"),
    ("sponsor wants his logo painted on the centre circle, legal?", "advertising-on-field", ""),
]


test_probe_answer = probe_test(CASES)


# The six Laws 1-4 answers written with the first five and held back for a while (probe 16, section C).
@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("how far out is the penalty spot in metres", "penalty-area-dimensions"),
        ("what weight does the match ball have to be", "ball-size"),
        ("whats the fewest players a team can kick off with", "number-of-players"),
        ("are shinpads compulsory or optional", "shinguards-compulsory"),
        ("can I play with my earrings taped over", "jewellery-forbidden"),
        ("can our keeper wear the same colour shirt as the outfield lads", "goalkeeper-colours"),
    ],
)
def test_laws_1_to_4_basics_held_back_at_first(question: str, answer: str) -> None:
    check_probe_answer(question, answer, "")
