"""Told plays of the voices108-111 round (2026-12-06): what the odd halves of those blind sets showed the reader of told
plays missed, each in a wording of our own, with the Law (IFAB 2026/27) that decides it."""

from tests.laws.evaluate import probe_test, ruled, ruling_test

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


CASES = [
    # Law 8.2: at a dropped ball the others stand at least 4 m away (had the throw-in's 2 m)
    (
        "ref restarts with a dropped ball, how far away does everyone else have to be?",
        "dropped-ball-distance",
        "At least 4 m",
    ),
    # Law 10.1: a keeper scores with a kick (had the keeper's throw's "No.")
    (
        "can a goalie score? like a massive hoof that bounces over their keeper",
        "goal-keeper-can-score",
        "Yes.",
    ),
    # Law 12.2: outside his area a keeper handles like any player: the card follows what it stopped (had "Yes." of the
    # keeper counting for offside). A shot that was going in is a goal denied by a deliberate handball: the sending-off's
    # Yes (Law 12.3), no longer the card answer's "Not always." (hunt 93)
    (
        "the keeper rushes out of his area and palms away a shot that was going in, can he be sent off?",
        "handball-goalkeeper-outside-red",
        "Yes.",
    ),
    # Law 12.3: a keeper in his own area may handle a goal-bound shot: no card (had the save's offside answer)
    (
        "i'm in my box and palm away a shot that was flying in, can they send me off?",
        "handball-goalkeeper-own-area-no-red",
        "No.",
    ),
    # Law 11: a deflection off the post, in Portuguese ("trave"), does not reset offside (had the deliberate play's Yes)
    (
        "bola na trave and it comes back to him, does the trave reset the impedimento?",
        "rebound-post-no-reset",
        "No.",
    ),
    # Law 12 advantage: a shot scored though fouled as he shot (had the dropped ball's direct goal)
    (
        "our striker gets clattered at the moment he shoots but it ends in the net anyway, does the goal count?",
        "advantage-fouled-shooter-scores",
        "Yes.",
    ),
    # Law 11.2: a leg stuck out on instinct is a deflection question, no handball (had every touch of the arm)
    (
        "defender sticks out a leg on instinct at a point-blank shot, does that count as a deliberate play?",
        "deliberate-play-reflex",
        "No.",
    ),
    # VAR protocol: no time limit; "time allowed" is the limit itself, not the allowed side (had "Yes. There is no ...")
    ("Is there a maximum time allowed for a VAR check?", "var-time-limit", "No."),
    # Law 12.3: two cautions in one match are a sending-off (had the suspension's "Not always.")
    ("two yellows in the same game = red, right?", "second-yellow-red", "Yes."),
    (
        "bloke got two yellows, does he miss the same games as a straight red",
        "second-yellow-suspension",
        "Not always.",
    ),
    # Law 12.3: holding that denies a goal in the area is a red even with a penalty (had "Not always.")
    (
        "the defender grabs the shirt of the striker, who is through on goal, and pulls him down in the box. penalty,"
        " but is it a red as well?",
        "dogso-in-area-holding",
        "Yes.",
    ),
    # VAR protocol: a flag up without a whistle leaves play on, so a goal is reviewable (had the stopped play's "No.")
    (
        "the flag goes up but the ref doesnt whistle and the ball goes in. can the VAR give the goal?",
        "var-offside-flag-goal-given",
        "Yes",
    ),
    (
        "the flag went up, the ref whistled, then the ball went in. can VAR give the goal?",
        "var-offside-stopped-play",
        "No.",
    ),
    # chatter no Law answers: another sport's scoring, a player's club (had the table and a substitute's return)
    ("how many points is a goal worth in hurling again", "unsure", "I'm not sure"),
    ("is Kane still playing in Germany these days?", "unsure", "I'm not sure"),
]

test_voices108_111_answer = probe_test(CASES)
