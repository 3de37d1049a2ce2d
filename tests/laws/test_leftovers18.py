"""Untrue openings left from reviews 16 and 17, mended at the next stop, each ruled from the Laws (IFAB 2026/27): the
answer id and the opening the Laws give."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.3: a second caution is a sending-off shown as a yellow and then the red, not a straight red
    ("is a second yellow a straight red?", "second-yellow-red", "No"),
    ("does a second booking count as a straight red?", "second-yellow-red", "No"),
    # ... while a player on a yellow can still be shown a straight red
    ("if you're already on a yellow can you get a straight red?", "second-yellow-red", "Yes"),
    # Law 7: a ball crossing the line after the whistle ends the half is no goal
    ("the ball was going in when the whistle for full time went, goal?", "whistle-ball-in-flight", "No"),
    ("can the ref blow for full time when a shot is already on its way?", "whistle-ball-in-flight", "Yes"),
    # Law 5.3 and 11: an offside after advantage is penalised, so the referee may give it: the official's decision
    # asked of ("can the ref do that?") is no permission asked on the other side
    (
        "ref played advantage after a foul on our winger then the linesman flagged offside, can the ref do that?",
        "advantage-then-offside",
        "Yes",
    ),
    # ... while a player's act asked of is still a permission
    ("our striker backheeled the penalty in, can he do that?", "penalty-backheel", "Yes"),
]

test_leftovers = probe_test(CASES)


def test_which_one_asks_an_open_question() -> None:
    # "which one" opens no relative clause: no bare Yes or No answers it
    from bot.laws.question_form import asks_open

    assert asks_open("two goals were scored in the same move, which one counts?")
    assert asks_open("when two offences happen at the same time, which one does the ref punish?")
    assert not asks_open("it hit the defender, which deflected it in, is it offside?")
