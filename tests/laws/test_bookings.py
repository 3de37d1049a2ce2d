"""Who was on a yellow and who fouled whom (bot/laws/bookings.py): the second-yellow answers are of the booked player's
own foul (Law 12.1 and 12.3); a booked player told to be the one fouled gets the answer that being fouled is no offence."""

import pytest

from bot.laws.bookings import fouled_booked_player
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
def test_a_foul_done_to_the_booked_player_is_never_answered_as_his_own(question: str) -> None:
    assert fouled_booked_player(question) is not None
    assert choose(question).target not in SECOND_YELLOWS


@pytest.mark.parametrize("question", HIS_OWN)
def test_the_booked_players_own_foul_is_not_taken_for_one_done_to_him(question: str) -> None:
    assert fouled_booked_player(question) is None
    assert choose(question).target != "fouled-player-no-card"


# The fouled player's own card asked ("asked"): the answer for him; anything else asked of that foul ("told"): another
# answer, never the booked player's own-foul answers (review 29)
ASKED = [
    ("our 6 was on a yellow and he got clattered recklessly by their 9. does our 6 go off?", "asked"),
    ("their 9 is on a yellow and he's just been hacked by our 5, does he walk?", "asked"),
    (
        "Smith was already booked. He got taken out by their centre back. Does Smith get a second yellow?",
        "asked",
    ),
    ("player on a yellow gets fouled, does he get a second yellow?", "asked"),
    ("our 6 was on a yellow and got clattered by their 9 in the box, was it a penalty?", "told"),
    ("our 6 was on a yellow and got hacked down by their 9, does their 9 get a yellow?", "told"),
    ("our 6 was on a yellow and got clattered by their 9, should we have had a free kick?", "told"),
    (
        "our winger was on a yellow and got scythed by their full back, can we sub our winger off so he doesn't get "
        "sent off?",
        "told",
    ),
    # ... and an act of his own after it, or a fouler on a yellow too: his own, not a foul done to him
    (
        "their 9 was on a yellow, got fouled by our 4 and then sarcastically clapped the referee, does he go off?",
        None,
    ),
    (
        "our 6 was on a yellow and got fouled by their 9 and then he went in late on their 10, second yellow?",
        None,
    ),
    (
        "their 9 was already on a yellow. our 4 tripped him. their 9 got up and pushed our 4 over. second yellow?",
        None,
    ),
    (
        "their 9 was on a yellow when he got tripped by our 4, who was also booked, does our 4 get a second yellow?",
        None,
    ),
    ("their 9 was on a yellow. our 4 got clattered by their 6. does our 4 go off?", None),
    # review 30: his own act beside the foul, however told, is his ...
    ("our 6 was on a yellow and got hacked by their 9 and pushed him away in anger, is he off?", None),
    ("our 6 was on a yellow, got hacked by their 9 and slapped him, does he get sent off?", None),
    ("our 6 was on a yellow, got hacked by their 9 and spat at him, does our 6 walk?", None),
    (
        "their 9 was already booked, got tripped by our 4 and sarcastically clapped the referee, does he get a second "
        "yellow?",
        None,
    ),
    ("their 9 was already booked, got fouled by our 4 and called the ref a cheat, is he sent off?", None),
    ("our 6 was on a yellow and got fouled by their 9, does he walk if he argues with the ref?", None),
    # ... a fouler named is asked of, not the booked player ...
    ("Smith was already booked and got hacked down by Jones, does Jones get a yellow?", "told"),
    ("Smith was on a yellow and got hacked down by Jones, does Jones get sent off?", "told"),
    # ... going off for treatment is no card (Law 5) ...
    ("our 6 was on a yellow and got clattered by their 9, does he have to go off for treatment?", "told"),
    # ... and the short asks are his card
    ("our 6 was on a yellow and got fouled by their 9, second yellow?", "asked"),
    ("our 6 was on a yellow and got clattered by their 9, second yellow for our 6?", "asked"),
]


@pytest.mark.parametrize(("question", "read"), ASKED)
def test_what_is_asked_of_a_foul_done_to_a_booked_player(question: str, read: str | None) -> None:
    assert fouled_booked_player(question) == read
    if read == "asked":
        assert choose(question).target == "fouled-player-no-card"
    else:
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
