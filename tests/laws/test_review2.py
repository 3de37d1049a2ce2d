"""A stranger's review of the 2026-12-04 changes (helper review2): each finding that made an answer untrue, as the fan
asked it, with the answer it must now get."""

from bot.laws.choice import the_question
from tests.laws.evaluate import probe_test

ASK, OFF, NO = "situation:ask", "situation:offside", "situation:no-offence"

CASES = [
    # H1: a keeper off his line and one defender on the line make the keeper the second-last only for an attacker placed
    # goal-side of him; not for a team-mate's dribble past him, nor with another defender placed deeper
    (
        "the keeper came rushing out, one defender got back on the line, our winger dribbled past the keeper and squared "
        "it to our striker who was level with him, goal. offside?",
        NO,
        "No",
    ),
    (
        "keeper had come out to the edge of his box, one defender back on the goal line, another defender on the penalty "
        "spot, our striker was past the keeper but level with the defender on the penalty spot when the ball was played, "
        "he scored. offside?",
        NO,
        "No",
    ),
    # H2: "is offside reset?" asks the reset, which a rebound off the referee never does
    (
        "if the ball bounces off the ref, is offside reset?",
        ("rebound-post-no-reset", "ball-hits-referee"),
        "No",
    ),
    ("after the ball hits the crossbar, is offside reset for the striker", "rebound-post-no-reset", "No"),
    # H3: a goal kick touched by another player before it goes in is open play
    (
        "goal kick to our keeper, he miscontrols it and it rolls into his own net, own goal?",
        "goal-kick-own-goal",  # "Not straight from the kick: ...; once another player has touched the ball, an own goal counts"
        "",
    ),
    # ... and in the second reading's words, which had the indirect free kick's answer
    ("goal kick to our keeper, he miscontrols it into his own net, own goal?", "goal-kick-own-goal", ""),
    # H4: a handball offence in the build-up is reviewable: no accident told, no team-mate's-accident answer
    (
        "can var rule out a goal for handball in the build up",
        ("var-build-up-foul", "var-what-can-review"),
        "Yes",
    ),
    # H5: whether he touched it is a fact the bot cannot know: no bare Yes or No
    (
        "our 9 was stood offside\nball goes in right by him\ndid he touch it?",
        ("offside-not-involved", ASK),
        "",
    ),
    # M1: a penalty is given extra time to be completed
    (
        "penalty taken in the last second, the ref blew for full time while the ball was in the air, does it count?",
        ("penalty-added-time", "penalty-added-time-rebound"),
        "Yes",
    ),
    # M2: the attacker broke away and was fouled: which came first decides
    (
        "he was in an offside position and got chopped down as he broke away, foul or offside?",
        "offside-fouled-while-offside",
        "",
    ),
    # M3: a goal signalled before the ball crossed the line is restarted with a dropped ball
    (
        "the ref signalled a goal before the ball crossed the line, the linesman says it never went over, what now",
        "goal-signalled-early",
        "",
    ),
]

test_review_answer = probe_test(CASES)


def test_quoted_lines_are_what_was_said():
    # L1: a space before a line break makes no second stop
    assert the_question("our 9 was stood offside. \nball goes in") == "our 9 was stood offside. ball goes in"
    # L2: Discord's ">>>" quotes the rest of the message; a message all quoted is the fan's own
    assert (
        the_question("he was level\n>>> miles offside\nscored")
        == 'he was level. "miles offside" , "scored" ,'
    )
    assert the_question(">>> he was miles offside\nkeeper saved") == "he was miles offside. keeper saved"
