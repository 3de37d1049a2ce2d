"""Told plays from the voices47-49 round (2026-12-05), worded afresh: each reading ruled from Law 11 on the facts
told only."""

from tests.laws.evaluate import AP, NO, ruled_head, ruling_test

CASES = [
    # Law 11.2: an opponent in control with time who tries a pass plays the ball deliberately, however it ends ("had it at
    # his feet with loads of time and tried a sideways pass, but hit it straight to him")
    (
        "our 9 was a yard offside when our 6 hit it long. Their centre back reached it first, had it at his feet with "
        "plenty of time, and tried a pass inside, but it went straight to our 9, who scored",
        NO,
    ),
    # ... and the fan asking whether that pass starts offside afresh asks the Law, not whether the pass happened
    (
        "our 9 was offside when our 10 played it, their cb chested it down and then played a loose pass straight to "
        "our 9, who scored. offside? or did the cb's pass reset it?",
        NO,
    ),
    # Law 11.1: in his own half or not, doubted or offered both ways, is asked
    (
        "their back line had pushed into our half and our striker stood on the halfway line beyond all of them when our "
        "cb hit it. I can't tell whether any part of him was over into their half or right on the line. He scored.",
        AP,
    ),
    (
        "our 9 was beyond all their outfielders, keeper in goal, stood right on or just over the halfway line when our "
        "cb hoofed it, and he ran through and scored",
        AP,
    ),
]


test_a_told_play = ruling_test(CASES)


def test_a_restart_named_in_a_comparison_is_no_route():
    """'like a throw in' is the fan's argument, not how the ball came: here the ball came from a team-mate's pass."""
    told = "our 10 passed and our 9 was a yard past the last defender and scored, it's like a throw in so not offside?"
    assert ruled_head(told) == "offside"
