"""Whether a rule has exceptions is a field of its intent (`exceptions = true`), read by /var explain when a fan claims
the rule holds "always" or "never" (bot/commands/var.py): the claim gets the statement, never a Yes that confirms it.
Before, var.py guessed it from the answer's wording; the data now says it, and this test keeps the two in step."""

import re

import pytest

from bot.laws.intents import load_intents
from bot.laws.vocabulary import plain
from tests.laws.evaluate import probe_test

# An exception worded in the answer: the intent must say it has exceptions
_WORDED = re.compile(r"\b(?:except|unless|apart from|other than|not always)\b")


@pytest.mark.parametrize("intent", list(load_intents().values()), ids=lambda i: i.id)
def test_an_exception_worded_is_an_exception_declared(intent):
    said = plain(f"{intent.question} {intent.verdict} {intent.reason}")
    if _WORDED.search(said):
        assert intent.exceptions, f"{intent.id} names an exception: set exceptions = true"


CLAIMS = [
    # the field set where the answer words none: a keeper may be penalised for handling in his area (a back-pass, a
    # throw-in from a team-mate), so "never" gets no "Yes, that's right"
    (
        "a goalkeeper can never be penalised for handling in his own area, right?",
        "handball-goalkeeper-own-area-no-red",
        "",
    ),
    ("a substituted player can never come back on, right?", "substituted-player-return", ""),
]

test_a_universal_claim_gets_the_statement = probe_test(CLAIMS)
