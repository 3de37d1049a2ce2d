"""Told plays of the voices108-111 round (2026-12-06): what the odd halves of those blind sets showed the reader of told
plays missed, each in a wording of our own, with the Law (IFAB 2026/27) that decides it."""

from tests.laws.evaluate import ruled, ruling_test

PLAYS = [
    # Law 11.1: a doubt asked without "if" or "whether", as Irish English has it, leaves where he was unknown
    (
        "couldnt tell was he level or a yard ahead of their last defender when it was played, keeper on his line. he"
        " scored",
        "ask:position",
    ),
    # ... so does a doubt of whether he was "goal-side of the ball" at a cut-back (behind the ball is onside)
    (
        "our winger cut it back from the byline; our 9 was beyond their last outfield defender, keeper on his line, but"
        " i couldnt tell whether he was goal-side of the ball when it was cut back. he scored",
        "ask:position",
    ),
    # Law 11.2: whether he blocked the keeper's view, doubted as "the camera never shows whether ..."
    (
        "their 8 shoots from distance, their striker is in an offside position beside our keeper, not moving, and it"
        " goes in. the camera never shows whether he blocked our keeper's view",
        "ask:involvement",
    ),
    # ... and which of two attackers played the ball, one offside and one onside, not seen
    (
        "two of ours were through, one offside when the pass was played and one onside, one of them slotted it home,"
        " couldnt see which",
        "ask:position",
    ),
    # Law 11.1: "further from goal than both" told of the keeper upfield is his place, not the striker's: level with the
    # one defender back is beyond the second-last opponent then
    (
        "our keeper had gone up for a free kick and we lost it. their striker was level with our one centre-back back"
        " when their 6 played it from their own half, our keeper still near halfway, further from goal than both. he"
        " scored",
        "offside",
    ),
    # Law 11: a keeper's throw after his catch is his team-mate's pass, not a throw-in
    (
        "their keeper catches a cross and throws it long. when it left his hand their winger was in our half, nearer"
        " our goal than our last defender, our keeper on his line. he scored",
        "offside",
    ),
    # Law 11.2: a defender's under-hit back-pass ("recuo", Portuguese) is a deliberate play: no offside offence
    (
        "our zagueiro tried a recuo to the goleiro, far too weak, and their striker, who was offside when their 10 last"
        " played it, nipped in and scored",
        "no-offence",
    ),
    # Law 11.2: jumping with "that" defender for the ball is challenging an opponent
    (
        "when the cross came over our 9 was past their last defender, keeper on his line. he never touched it but"
        " jumped with that centre-back, who missed his header, and our winger scored at the back post",
        "offside",
    ),
    # Law 11.1: beyond the ball and the second-last opponent, told together
    (
        "when our 10 played it, our striker was further forward than the ball and than their last defender, keeper on"
        " his line. he scored",
        "offside",
    ),
    (
        "throw to us, our 6 flicks it on, and our striker, closer to their goal line than the ball was, and than their"
        " second-last defender, when it was flicked, volleys it in",
        "offside",
    ),
]

test_voices108_111_play = ruling_test(PLAYS)


def test_a_touch_the_replay_leaves_unclear_is_asked_not_ruled() -> None:
    # Law 11.2: "i think it brushed his boot ... but the replay isnt clear": whether he played the ball is a guess, so
    # the play is not ruled (it was ruled no offence on the stillness told)
    told = (
        "our 10 shot from outside the box and it was going in, our striker was in an offside position standing on the"
        " line and didnt move, i think it brushed his boot on the way in but the replay isnt clear"
    )
    assert ruled(told).startswith("ask:")
