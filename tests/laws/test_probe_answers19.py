"""Hostile probe 19, helper-136's round: 80 questions of helper-136's own across Laws 1-17 and the VAR protocol
(fans' words, slang, typos), each judged against the Laws (IFAB 2026/27). Below, each untrue or wrong-topic answer
found, in the probe's wording and one or two new ones, with the answer and opening the Laws give."""

import pytest

from tests.laws.evaluate import check_probe_answer, left_as_xfail

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for the statement with no bare Yes or No)
CASES = [
    # Time is extended for a penalty at the end of a half (Law 14.1): asked as the half ending first, the answer is No
    ("can the half end before a penalty is taken if time is up?", "penalty-added-time", "No"),
    ("ref blew for full time before the pen was taken, is that allowed", "penalty-added-time", "No"),
    (
        "penalty given on 90 mins and the clock runs out, does the game finish before it's taken",
        "penalty-added-time",
        "No",
    ),
    ("can a penalty still be taken if time is up at half time", "penalty-added-time", "Yes"),
    # A goal may be scored directly from a goal kick against the opponents (Law 16), not the goal kick's procedure
    ("goal kick goes straight into the opponents goal, goal or corner?", "goal-direct-goal-kick", "Yes"),
    ("our keeper's goal kick went straight into their net, does it count", "goal-direct-goal-kick", "Yes"),
    # Opponents at a corner: 9.15 m from the corner arc (Law 17.1), not the throw-in's 2 m
    ("does the defending team have to stand 10 yards at a corner", "corner-in-play-short", ""),
    ("at a corner how far back do the other team have to be", "corner-in-play-short", ""),
    # The thrower's feet (Law 15.1), not where the opponents stand
    ("throw in, do both feet have to be on the ground", "throw-in-foul-throw", ""),
    ("thrower lifted one foot off the ground, is that a foul throw", "throw-in-foul-throw", ""),
    # The field is rectangular, the touchline the longer (Law 1.2, 1.3), not the goal's size
    (
        "can the touchline be wider than the goal line or does it have to be a rectangle",
        "field-dimensions",
        "",
    ),
    ("does the pitch need to be a rectangle", "field-dimensions", ""),
    # The goalposts' shape (Law 1.10), not the ball's
    ("can the goal posts be square instead of round", "goal-dimensions", ""),
    ("can goal posts be elliptical", "goal-dimensions", ""),
]

# What is not fixed yet, each found as the probe said (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {}


@pytest.mark.parametrize(("question", "answer", "opening"), left_as_xfail(CASES, LEFT))
def test_probe_answer(question: str, answer: str, opening: str) -> None:
    check_probe_answer(question, answer, opening)
