"""Who was on a yellow and who fouled whom (bot/laws/bookings.py): the second-yellow answers are of the booked player's
own foul (Law 12.1 and 12.3), never of a foul done to him."""

import pytest

from bot.laws.bookings import BOOKED_PLAYER_FOULED, told
from bot.laws.choice import choose

SECOND_YELLOWS = {"second-yellow-red", "second-yellow-reckless", "second-yellow-next-foul"}

# The booked player is the one fouled, or another player told made the foul
FOULED = [
    "their 9 was on a yellow when our 4 made a reckless tackle on him, is it a second yellow?",
    "their 9 was already booked and our 4 went through him recklessly. whats the punishment?",
    "the lad who was on a yellow got scythed by their 6, reckless tackle. second yellow?",
    "our 6 was on a yellow and he got clattered recklessly by their 9. does our 6 go off?",
    "our captain was on a yellow and got fouled, does he get another card?",
]
# The booked player's own foul, or nobody told apart
HIS_OWN = [
    "their 9, already booked, made a reckless tackle on our 4. second yellow?",
    "He was already on a yellow when he made a reckless tackle, second yellow?",
    "our 4 was on a yellow and made a reckless tackle on their 9, second yellow?",
    "their 9 got clattered by our 6 who was on a yellow, second yellow for our 6?",
    "if a player is already booked and makes a reckless tackle is it a second yellow",
    "already booked, their 9 scythed our winger. surely a second yellow?",
    "their 4 already booked. our 9 got hacked down by him, reckless. second yellow?",
    "is a second yellow a red card?",
    # "got done for" is what he was penalised for, his own foul (review 23)
    "our lad was on a booking and got done for a late reckless tackle, is that automatically a second yellow and off?",
]


@pytest.mark.parametrize("question", FOULED)
def test_a_foul_done_to_the_booked_player_is_told(question: str) -> None:
    assert told(question) == {BOOKED_PLAYER_FOULED}
    assert choose(question).target not in SECOND_YELLOWS


@pytest.mark.parametrize("question", HIS_OWN)
def test_the_booked_players_own_foul_is_not_taken_for_one_done_to_him(question: str) -> None:
    assert told(question) == frozenset()


@pytest.mark.parametrize("question", HIS_OWN[:3])
def test_his_own_reckless_foul_still_gets_the_second_yellow(question: str) -> None:
    assert choose(question).target == "second-yellow-reckless"
