"""The odd halves of voices118 and voices119 (blind sets on the borders between answers, 2026-12-06): the untrue
answers they showed, mended, each with its Law (IFAB 2026/27). The scorer let off asked in fans' words ("is the striker ok
to score", "is that striker in the clear", "does he get away wi it", "may that attacker score from it"), a goal said to
be gone ("so thats no goal", "the goal is off", "can he cancel the goal now?"), "X, and not Y" set against a claim, a
goal told "cancelled" and "was the cancellation correct?", a keeper's "punch" asked about as a save, and routing for a
twelfth player found after the kick-off and a tucked-in arm."""

from tests.laws.evaluate import NO, probe_test, ruling_test

CASES = [
    # Law 11.2: a deliberate play, however poor, resets offside; a save or the post does not
    (
        "say a centre back has loads of time, tries to clear it, shanks it and it goes straight to a striker standing"
        " offside. is the striker ok to score",
        "deliberate-play-not-offside",
        "Yes",
    ),
    (
        "shot smacks the post an comes oot tae a boy who was offside when it was hit. he taps it in. does he get away wi"
        " it?",
        "rebound-post",
        "No",
    ),
    (
        "Say a defender sticks his hand out on purpose to stop a pass and the ball drops to a striker who'd been stood"
        " offside. Is that striker in the clear?",
        "deliberate-play-not-offside",
        "Yes",
    ),
    (
        "If a defender on the line blocks a goal-bound shot with his chest and it falls to an attacker standing offside"
        " at the time of the shot, may that attacker score from it?",
        "save-still-offside",
        "No",
    ),
    # Law 12.1: ball to hand can still be handball
    (
        "My brother says if the ball comes to the hand, and not the hand to the ball, it can never be handball. Is that"
        " true?",
        "handball-ball-to-hand",
        "No",
    ),
    # Law 12.1: the scorer's accidental handball just before scoring: no goal
    (
        "ball hits our 9 on the arm by accident, drops at his feet, he scores straight away. so thats no goal even tho it"
        " was an accident?",
        "handball-accidental-scorer",
        "Yes",
    ),
    # Law 12.1: a team-mate's accidental handball before the goal is no offence
    (
        "tilly says if ANYONE on the attacking team touches it with their arm in the build up the goal is off. even by"
        " accident. is that true?",
        "handball-accidental-teammate",
        "No",
    ),
    # Law 3.9: once play has restarted the goal stands
    (
        "Goal scored, kick-off taken, then referee see a twelfth player of the scoring team was on field when the goal go"
        " in. Can he cancel the goal now?",
        "goal-extra-person-after-restart",
        "No",
    ),
    # VAR protocol: the ball out of play in the attacking phase is checked
    (
        "In the move before the goal the ball had plainly crossed the touchline; nobody stopped, and the goal followed."
        " The video referee called the referee and the goal was cancelled. My sons said VAR cannot look at a throw-in."
        " Was the cancellation correct?",
        "var-ball-out-before-goal",
        "Yes",
    ),
    # Law 12.1: an arm close to the body is no handball offence
    (
        "Ball gets smashed at our defender from a metre away, hits his arm which was tucked in tight to his body. Ref gives"
        " nothing and their supporters lost it. Right call, hey?",
        "handball-not-every-touch",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)

PLAYS = [
    # Law 11.2: a keeper's punch of a cross not going in is a deliberate play, not a save: offside judged afresh
    (
        "Keeper punches away a high cross that was going nowhere near the goal, ball go to striker who was offside at the"
        " cross. This punch is a save?",
        NO,
    ),
]

test_play = ruling_test(PLAYS)
