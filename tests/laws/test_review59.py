"""Review 59 (a stranger's review of the time judged in a call, at f452d19, 2026-12-06): a time is judged only against an
intent's own time case (`time_case`, "more than 8 seconds"), only a time told as one held (not a countdown, a time later
or what was left), and a telling that cannot say ("over 7 seconds", "8 seconds" as a round count) is not judged; a season
before the case's first is not; a decision taken back ("VAR overturned it") is judged as the other call; "VAR checked"
changes nothing; "booked nobody" is no card, "booked?" is still the caution asked; a goal-kick is no goal."""

import pytest

from bot.laws.quantities import Quantity, durations, earlier_season
from tests.laws.evaluate import probe_test

MORE_THAN_EIGHT = Quantity(8, ">")


@pytest.mark.parametrize(
    ("told", "within"),
    [
        ("held it 10 seconds", True),
        ("held it for 9 secs", True),
        ("held it well over 8 seconds", True),
        ("held it 7 seconds", False),
        ("held it almost 8 seconds", False),
        ("held it not even 8 seconds", False),
        ("held it exactly 8 seconds", False),
        ("released it at 8s", False),
        ("held it 8 seconds", None),  # a round count of the eight gone
        ("held it over 7 seconds", None),
        ("held it under 10 seconds", None),
    ],
)
def test_a_time_held_is_judged_against_more_than_eight_seconds(told, within):
    (held,) = durations(told)
    assert held.within(MORE_THAN_EIGHT) is within


@pytest.mark.parametrize(
    "told",
    [
        "the ref started his 5 second countdown",
        "2 seconds later the ref gave a corner",
        "only 2 mins left",
        "our 7s header went in",
    ],
)
def test_a_countdown_a_time_later_or_a_number_s_plural_is_no_time_held(told):
    assert durations(told) == []


def test_a_season_before_the_one_a_statement_names_is_earlier():
    assert earlier_season("back in 2024/25", "since 2025/26")
    assert earlier_season("in the 2024 season", "since 2025/26")
    assert not earlier_season("in 2026", "since 2025/26")


CASES = [
    # Law 12.2: the countdown and a time later are no time held: ten seconds held, a corner
    (
        "keeper held it 10 seconds and 2 seconds later the ref gave a corner. correct?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    (
        "the ref started his 5 second countdown, keeper held it 10 seconds, ref gave a corner. correct?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # ... "only 2 mins left" is no exact time, and 8 seconds told round is not judged
    (
        "keeper held it like 8 seconds, ref gave a corner, only 2 mins left. correct?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    (
        "keeper held it almost 8 seconds and the ref gave a corner. correct?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    # ... a time the telling cannot place against the eight seconds: the statement
    ("keeper held it over 7 seconds and the ref gave a corner. correct?", "keeper-eight-seconds-corner", ""),
    # ... outside the case, no decision is the Law's
    (
        "keeper held it for 7 seconds and the ref gave nothing. was that the wrong call?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    # ... in 2024/25 the Law gave an indirect free kick: no bare Yes or No under today's Law
    (
        "back in 2024/25 the keeper held it 10 seconds and the ref gave a corner. correct?",
        "keeper-eight-seconds-corner",
        "",
    ),
    # Law 5.3: the one-minute stay off is no time case of a call
    (
        "injured player was treated on the field for 2 minutes and the ref made him go off. correct?",
        "injured-player-stay-off",
        "",
    ),
    # a call taken back is not the decision that stood; "VAR checked" changes nothing
    (
        "keeper held it 10 seconds, ref gave a corner but var overturned it. correct?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    (
        "keeper handled a back pass, ref booked him and gave an indirect free kick, var checked it. right call?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    # Law 12.3: the DOGSO offender is cautioned after advantage
    (
        "ref played advantage on a last man foul, we scored, was the defender booked?",
        "advantage-dogso-caution",
        "Yes",
    ),
    # Law 17.1: a corner straight in is a goal; a goal-kick is not the goal
    (
        "corner went straight in without anyone touching it, ref gave a goal-kick. correct?",
        "goal-direct-corner",
        "No",
    ),
    # Law 12.1: no touch and no attempt told: no foul
    (
        "the defender didnt touch him, no contact at all, our striker just fell over. is it a foul?",
        "foul-no-contact",
        "No",
    ),
]

test_probe_answer = probe_test(CASES)
