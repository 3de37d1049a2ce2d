"""Untrue answers a stranger's review (helper-154) found beside probe 22 and 23's new answers, each ruled from the
Laws (IFAB 2026/27) before the fix: the answer id and the opening the Laws give ("" a statement)."""

from tests.laws.evaluate import probe_test, what_was_answered

CASES = [
    # Law 9.1: a ball off a match official straight into the goal is a dropped ball (it had the goal answer's "No.")
    ("ball bounced off the referee into the net, is it a drop ball", "goal-off-referee", "Yes"),
    (
        "the ball touched the ref so it has to be a drop ball every time yeah",
        "ball-hits-referee-not-always-dropped",
        "No",
    ),
    # Law 5.3: a sent-off team official leaves the technical area (it had "Yes: coaches can be sent off")
    ("gaffer got his marching orders, can he stay in the dugout", "coach-sent-off-where", ""),
    # VAR protocol: a caution is not reviewable (it had the build-up foul's "Yes.")
    ("can var give a yellow for something that happened off the ball", "var-missed-yellow", "No"),
    # Law 5.3: once the advantage came, a miss does not bring the penalty back (it had the keeper's line at a penalty)
    (
        "he got taken out in the box but still got a shot off and missed, why no pen",
        "advantage-shot-missed-no-penalty",
        "",
    ),
    # Law 7.3: added time may be increased, not reduced (it had the fourth official's report on a coach, "Yes.")
    (
        "fourth official held up 5 but the ref ended after 4, can he do that",
        "added-time-not-reduced",  # (its "No." since 2026-12-04: "ended after 4" is a need of its own)
        "No",
    ),
    # Law 5.3: the bleeding player comes back on the referee's signal (it had the bleeding player's "No.")
    (
        "he went off bleeding, is he allowed on the pitch once the cut is patched up",
        "bleeding-player-return",
        "Yes",
    ),
    # Law 14.2: an attacker's encroachment is not the defenders' (it had "When a defending player encroaches ...")
    (
        "a striker ran into the area early and scored the rebound from the pen, goal?",
        "penalty-encroachment",
        "",
    ),
    (
        "their defenders encroached but our striker scored the pen, does it count",
        "penalty-defender-encroach-goal",
        "Yes",
    ),
    # Law 14.2: a player of theirs in the area at the kick is encroachment, not offside nor the wrong kicker
    (
        "one of their lads was inside the 18 as he took the spot kick and it got saved, retake?",
        "penalty-encroachment",
        "",
    ),
    # Law 5.3: the fouled team scores anyway, the goal stands (it had the DOGSO card's "No.")
    (
        "striker was fouled in the box but the ball still went in off a defender, goal?",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    # a rule of football compared with handball the sport: "handball" is football's word, its No stays
    ("is a shoulder touch the same as handball", "handball-shoulder", "No"),
]


test_known_untrue4 = probe_test(CASES)


def test_a_possession_change_off_the_referee_is_not_the_always_answer() -> None:
    # Law 9.1: the touch changed possession, so it is a dropped ball; "not always" would answer another question
    assert (
        what_was_answered("the ball hit the ref and went to them, drop ball?")
        != "ball-hits-referee-not-always-dropped"
    )
