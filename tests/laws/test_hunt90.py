"""Hunt 90 (black-box at ecc5ea0), each mend told again in new words.

- The seed match's own facts are not another Group D match's: the Lisbon game, Marseille or Frankfurt get neither
  Makkelie nor the 1-1 (matches/group-d-2022.md names no officials for them).
- "was Emerson onside?" is the onside side of the Emerson answer: its "No" (not offside) is the fan's Yes.
- "can VAR give a second yellow card?" asks what it cannot do: No (2026/27 lets it correct a wrong one only).
- A penalty asked instead of the goal scored after advantage is the goal's No (Law 5.3); the fouled team has no choice.
- "crowd the ref" is the players' surrounding (VAR protocol); a sanction asked ("can the ref card him?") is no
  permission read as the goal standing: entering the review area is a caution.
- A whistle for offside before the ball went in leaves no goal for the VAR to give (Law 9.1).
- A penalty or an injury asked of the seed match is no question of Kane's offside.
- Serious foul play played on is still a sending-off: only DOGSO becomes a caution (Law 12.3). A deliberate handball on
  the line that did not stop the goal is a caution, which the bot does not yet say (a strict xfail).
"""

import pytest

from tests.laws.evaluate import not_answered_test, probe_test

RULES = [
    ("was emerson royal onside when he headed it back for kane?", "emerson-onside", "Yes"),
    (
        "can the var hand a player a second yellow card?",
        ("var-second-yellow", "var-missed-second-yellow"),
        "No",
    ),
    (
        "our 10 was chopped, ref waved play on and he scored anyway. do they give him the penalty instead?",
        ("advantage-goal-stands", "advantage-fouled-shooter-scores"),
        "No",
    ),
    ("are players allowed to crowd the ref at a var check?", "var-surround-referee", "No"),
    (
        "their coach marched up to the pitchside monitor while the ref was watching it. can the ref book him?",
        "var-rra-caution",
        "Yes",
    ),
    pytest.param(
        "the ref had already blown for offside when the ball went in, then var said he was onside. goal?",
        "var-offside-stopped-play",
        "No",
        # the VAR's "he was onside" reads as a told place, and where he was is asked back: the whistle first decides
        marks=pytest.mark.xfail(strict=True, reason="a place claimed by the VAR read as a told play"),
    ),
]

# ... and, later the same stop: serious foul play played on is still a sending-off, only DOGSO becomes a caution (Law
# 12.3); a deliberate handball on the line that did not stop the goal is a caution (Law 12.3), left as found
CARDS = [
    (
        "proper serious foul play on our 9 who was clean through, ref let it run and we scored. is their man still sent "
        "off at the next stoppage?",
        "advantage-card-later",
        "Yes",
    ),
    pytest.param(
        "their full-back punched it off the line on purpose but our 7 smashed in the rebound. does he still get a red?",
        "handball-unsuccessful-prevent",
        "No",
        # the rebound's goal told in the story: phrases for it cost two other handball answers their place (the
        # deliberate handball's red still says "Yes"), so it is left as found
        marks=pytest.mark.xfail(
            strict=True, reason="a deliberate handball whose rebound was scored gets the red's Yes"
        ),
    ),
]

test_hunt90 = probe_test(RULES)
test_cards = probe_test(CARDS)

# What must never answer these: the seed match's facts told of another match, Kane's offside of a penalty.
NOT_THESE = [
    ("who refereed spurs at marseille in the last group game?", "spurs-sporting-officials"),
    ("what was the score when spurs went to lisbon to play sporting?", "spurs-sporting-score"),
    ("who got booked in sporting 2-0 spurs?", "spurs-sporting-cards"),
    ("did kane have a penalty saved against sporting?", "kane-offside"),
    ("can the fouled side pick the goal or the free kick after advantage?", "advantage-goal-stands"),
]

test_not_this_answer = not_answered_test(NOT_THESE)
