"""Untrue openings left from review 19, mended at the next stop, each ruled from the Laws (IFAB 2026/27): the answer
id and the opening the Laws give."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.1: an accidental handball is an offence only for the player who scores from it; here the striker's arm
    # touched it and his team-mate's boot put it in, so the team-mate's answer, not the scorer's "No."
    (
        "ball hit their striker's arm then his team-mate's boot and went in, goal?",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "it hit our 9's arm then his teammate's knee and went in, does it count?",
        "handball-accidental-teammate",
        "Yes",
    ),
    # Law 12.3: spitting at anyone is a sending-off, whoever the victim is (here the captain, whose own answers speak
    # of his cards and his role, not of what was done to him); "only booked ... was the ref right?" is No
    ("ref only booked him for spitting at our captain, was the ref right?", "red-card-spitting", "No"),
]

test_leftovers = probe_test(CASES)
