"""Arms, hands and the side a fan asks on (Law 11.1: the hands and arms of all players are not considered).

Found by hand on 2026-12-03, every wording written before the data changed: "is a player onside if only his arm is
beyond the defender?" was answered "No." (offside-arms' question took no side, so its No read as "not onside"), "his
arm was in front but his body was level, offside?" and "his hand was offside but his feet were level" the shoulder
answer's "Yes.", and "striker's arm ahead, body behind, was he onside?" a deflection answer. offside-arms is now worded
on the offside side (a fan asking "onside?" gets "Yes."), and a defender's arm, which plays nobody onside, has an
answer of its own (offside-defender-arm), so that its "No." is not turned with the attacker's."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening)
CASES = [
    # the attacker's arm, asked on the onside side: he is onside
    ("is a player onside if only his arm is beyond the defender", "offside-arms", "Yes"),
    ("only his arm was level, onside?", "offside-arms", "Yes"),
    ("so if just his hand is past the last man he's still onside?", "offside-arms", "Yes"),
    ("arm over the line but the rest of him level, is he onside then", "offside-arms", "Yes"),
    ("striker's arm was ahead of the centre back, body behind him, was he onside?", "offside-arms", "Yes"),
    ("can a striker be onside when his arm is ahead", "offside-arms", "Yes"),
    # ... and on the offside side: not offside
    ("his arm was in front of the last defender but his body was level, offside?", "offside-arms", "No"),
    ("his hand was offside but feet were level, is that offside", "offside-arms", "No"),
    ("their forward only had his hand in front of our defender, so offside right?", "offside-arms", "No"),
    ("only his elbow was past the last man, offside?", "offside-arms", "No"),
    ("do arms count for offside?", "offside-arms", "No"),
    # a defender's arm keeps nobody onside, however it is asked
    ("can a defender's arm keep the striker onside", "offside-defender-arm", "No"),
    (
        "their centre back had his arm stretched out behind him, does that play our forward on?",
        "offside-defender-arm",
        "No",
    ),
    # the shoulder counts, whatever the arm does
    ("is he onside if his arm is level but his shoulder is ahead", "offside-body-parts", "No"),
    ("his sleeve was ahead of the defender but his shoulder was level, offside?", "offside-arms", "No"),
]

LEFT = {
    "his sleeve was ahead": "a sleeve is not read as the arm: the shoulder answer's Yes is given",
}


test_an_arm_is_answered_on_the_side_asked = probe_test(left_as_xfail(CASES, LEFT))
