"""Which kind of answer a question gets (bot.laws.choice.choose): a ruling, a question back, or a rule answer."""


def test_a_play_missing_only_how_the_ball_came_off_an_opponent_asks_it():
    """Where he was and what he did are told, not whether the defender's touch was a deflection or a play:
    a rule answer would assume one of them ("Yes, still offside" takes it as a deflection)."""
    from bot.laws.choice import choose

    told = "our 9 was a yard off when the cross came in, their full back got a foot to it and it fell to him, he scored. offside?"
    assert choose(told).target == "ask"
    keeper = "their keeper came and punched it, it dropped to our striker who was offside when it was crossed, he scored. off?"
    assert choose(keeper).target == "ask"
