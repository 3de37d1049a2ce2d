"""Who was on a yellow and who fouled whom (bot/laws/bookings.py): the second-yellow answers are of the booked player's
own foul (Law 12.1 and 12.3); a booked player told to be the one fouled gets the answer that being fouled is no offence."""

import pytest

from bot.laws.bookings import booked_player_fouled
from bot.laws.choice import choose
from tests.laws.evaluate import probe_test

SECOND_YELLOWS = {"second-yellow-red", "second-yellow-reckless", "second-yellow-next-foul"}

# The booked player is the one fouled, or another player told made the foul (reviews 27 and 28)
FOULED = [
    "their 9 was on a yellow when our 4 made a reckless tackle on him, is it a second yellow?",
    "their 9 was already booked and our 4 went through him recklessly. whats the punishment?",
    "the lad who was on a yellow got scythed by their 6, reckless tackle. second yellow?",
    "our 6 was on a yellow and he got clattered recklessly by their 9. does our 6 go off?",
    "our captain was on a yellow and got fouled, does he get another card?",
    "their 9 is on a yellow and he's just been hacked by our 5, does he walk?",
    "our 6 was on a yellow. their 9 clattered him. does our 6 go off?",
    "their 8 already had a yellow and our 10 took him out recklessly, second yellow for their 8?",
    "already booked player gets tripped, is that a second yellow for him?",
    "our captain was already on a yellow, their striker scythed him down, is our captain sent off?",
]
# The booked player's own foul, or a foul by a player told to be booked too, or nobody told apart
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
    # his own foul after the one done to him (review 28)
    "he was already on a yellow and got tackled, then he kicked out at the player who fouled him, second yellow?",
    "their 9, who was already booked, was tackled fairly and then hacked down our 4 in frustration, second yellow?",
    "their 9 was already booked, got tackled by our 5, then lunged at our 5 recklessly. is their 9 off?",
    "our left back was already cautioned and got kicked, then he fouled their winger recklessly in the next minute, off?",
    # ... and the fouler on a yellow too: his foul is asked of
    "our 6 was on a yellow and got brought down by their 9 who was also on a yellow, does their 9 go off for a reckless "
    "foul?",
]


@pytest.mark.parametrize("question", FOULED)
def test_a_foul_done_to_the_booked_player_gets_the_fouled_players_answer(question: str) -> None:
    assert booked_player_fouled(question)
    assert choose(question).target == "fouled-player-no-card"


@pytest.mark.parametrize("question", HIS_OWN)
def test_the_booked_players_own_foul_is_not_taken_for_one_done_to_him(question: str) -> None:
    assert not booked_player_fouled(question)
    assert choose(question).target != "fouled-player-no-card"


CASES = [
    # Law 12.1/12.3: his own reckless foul is his second caution
    (
        "He was already on a yellow when he made a reckless tackle, second yellow?",
        "second-yellow-reckless",
        "Yes.",
    ),
    (
        "our 4 was on a yellow and made a reckless tackle on their 9, second yellow?",
        "second-yellow-reckless",
        "Yes.",
    ),
    # ... and being fouled is none, turned to the fan's question
    (
        "our 6 was on a yellow and he got clattered recklessly by their 9. does our 6 go off?",
        "fouled-player-no-card",
        "No. Being fouled is no offence",
    ),
    (
        "our 6 was on a yellow and got brought down by their 9 who was also on a yellow, does their 9 go off for a "
        "reckless foul?",
        "second-yellow-reckless",
        "Yes.",
    ),
]

test_bookings_answer = probe_test(CASES)
