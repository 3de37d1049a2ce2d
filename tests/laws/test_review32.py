"""Hostile review 32 (of c5d90dd..0d98f24): the highs it found, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AR, OFF, probe_test, ruling_test

CASES = [
    # Law 14.1: a foul in the box is a penalty wherever the attacker came from, just outside the six-yard box, or with
    # the tackle missing the ball (the new excludes had denied all three)
    (
        "Our winger cut in from outside the area and was brought down in the box. Pen?",
        "penalty-foul-in-area",
        "Yes",
    ),
    ("Our striker was brought down just outside the six-yard box. Penalty?", "penalty-foul-in-area", "Yes"),
    (
        "Their defender slid in without touching the ball and brought down our striker in the box. Penalty?",
        "penalty-foul-in-area",
        "Yes",
    ),
    # Law 12.1: a forearm or fingertips are the arm and hand (the handball penalty needs them said)
    (
        "Their centre half blocked the cross with his forearm inside the area. Pen?",
        "handball-in-area-penalty",
        "Yes.",
    ),
    ("Their defender touched it with his fingertips in the box, pen?", "handball-in-area-penalty", "Yes."),
    # Law 13.2: a real distance question is no chatter about a midfielder's running
    (
        "How far does a midfielder have to stand from the ball at a free kick?",
        "free-kick-distance-wall",
        "At least",
    ),
    # Law 5.2 and 6: the referee may overrule his assistant (the assistants' answer, turned; had "No.")
    ("Can the referee overrule the linesman?", "assistant-cannot-overrule-referee", "Yes."),
    (
        "The guy with the flag gave a throw the wrong way, can the ref overrule him?",
        "assistant-cannot-overrule-referee",
        "Yes.",
    ),
    ("can the linesman overrule the ref?", "assistant-cannot-overrule-referee", "No."),
    # Law 5.3: a sent-off team official leaves the technical area (already there: the coach's red card had "Yes.")
    (
        "Our coach was sent off, can he stay in the technical area?",
        "coach-sent-off-where",
        "A sent-off team official must leave",
    ),
]

test_review32_answer = probe_test(CASES)

PLAYS = [
    # Law 11.2: deliberate play or a deflection off his shin, not sure which, is asked (had been ruled no offence)
    (
        "The defender played it deliberately or it came off his shin, not sure which, and their striker who was in an "
        "offside position scored. Goal?",
        AR,
    ),
    # Law 11.1: past all the defenders "bar our keeper" is past the second-last opponent (had asked where he was)
    (
        "Their striker was closer to our goal line than the ball and than all our defenders bar our keeper, and he "
        "scored from the pass. Offside?",
        OFF,
    ),
]

test_review32_play = ruling_test(PLAYS)


def test_a_flag_waved_as_he_ran_through_is_an_offside_call() -> None:
    # "waved his flag" is said of an offside flag too: the play is asked about, not left unanswered
    from tests.laws.evaluate import what_was_answered

    assert (
        what_was_answered(
            "Linesman waved his flag as their striker ran through on goal, goal ruled out. Was that right?"
        )
        != "unsure"
    )
