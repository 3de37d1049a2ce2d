"""Hostile probe 25 (helper-160; its cases 22 and 66-90 here, the rest in test_probe_answers25a/25b.py): questions on
the VAR protocol, Law 11 rules and told plays, each true answer written from the Laws (IFAB 2026/27) before the bot was
asked. Untrue before and mended: offside from a kick-off (the free kick's Yes), VAR giving a penalty after play restarted
or after the penalty was taken, "does he have to change it?" at the monitor, "a red card?" for entering the review area,
"the keeper always has to be one of the last two", and a told play's touch "went in off our 9's back" asked again.
The comment above each case is the true answer the helper wrote first."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", a ruling's opening, or "" for none checked)
CASES = [
    # 22. untrue before: No, in practice: at the kick-off every player but the kicker is in his own half, so no
    # team-mate can be in an offside position when it is kicked. [Law 8.1, 11.1]
    ("can you be offside from a kick off", "offside-kick-off", "No"),
    # 66. untrue before: No. Once play has restarted the VAR may only review mistaken identity or a sending-off for
    # violent conduct, spitting, biting or offensive actions. [VAR protocol]
    (
        "can var give a pen for a foul in the box after the throw in was already taken",
        "var-after-restart",
        "",
    ),
    # 67. No. Since 2026/27 the VAR may intervene only on a clearly wrongly AWARDED corner; a corner not given is not
    # reviewable. [VAR protocol 2026/27]
    (
        "the ref gave a goal kick but it clearly came off their defender, can VAR change it to a corner now?",
        ("var-missed-corner", "var-other-restarts"),
        "No",
    ),
    # 68. untrue before: No. After an on-field review the referee may change or keep the original decision. [VAR
    # protocol]
    (
        "if the ref goes to the monitor does he have to change his decision?",
        ("var-ofr-can-change", "var-who-decides", "var-referee-final-say"),
        "No",
    ),
    # 69. untrue before: No. Entering the referee review area is a caution; entering the video operation room is the red
    # card. [Law 12.3]
    (
        "is it a red card for a player to go over to the refs monitor during a review?",
        "var-rra-caution",
        "No",
    ),
    # 70. weak before: No. Match officials may use VAR only where the competition has met the IFAB VAR protocol and
    # implementation requirements. [Law 5/6, VAR protocol]
    ("is VAR compulsory in all matches under the laws?", "var-not-compulsory", "No"),
    # 71. Yes. 'Ball out of play prior to the goal' is a reviewable goal/no goal matter (within the attacking phase).
    # [VAR protocol]
    (
        "can VAR disallow a goal because the ball went out of play earlier in the move?",
        (
            "var-build-up-foul",
            "var-what-can-review",
            "var-ball-out-before-goal",
        ),  # (its own answer since probe 30)
        "Yes",
    ),
    # 72. untrue before: No. Once the penalty has been taken, play has restarted and the award can no longer be reviewed
    # (only offences at the kick itself). [VAR protocol]
    (
        "can VAR check a pen after its been taken and scored to see if it should have been given in the first place?",
        "var-after-restart",
        "",
    ),
    # 73. Not under the Laws: VAR may be used only by competitions that meet the IFAB VAR protocol and implementation
    # requirements. [Law 5/6]
    ("our sunday league wants to use someones phone camera as a VAR, is that allowed?", "unsure", ""),
    # 74. No. Only the referee shows cards; the fourth official informs the referee. [Law 5.3, 6]
    (
        "can the fourth official give our manager a yellow card himself",
        ("fourth-official-cards", "fourth-official-informs"),
        "No",
    ),
    # 75. No. A medical team official who commits a sending-off offence may remain if the team has no other medical
    # person available. [Law 5.3]
    (
        "our physio got a red but we had no other medic, ref still made him leave. right?",
        "medical-official-sent-off",
        "No",
    ),
    # 77. Yes. Any part of the head, body or feet in the opponents' half (and nearer the goal line than ball and
    # second-last opponent) is an offside position. [Law 11.1]
    (
        "my strikers body was on the halfway line but his head was leaning over into their half, can he be offside?",
        ("offside-halfway-line", "offside-body-parts"),
        "Yes",
    ),
    # 78. untrue before: No. The second-last opponent can be any opponent; with the keeper up the pitch, two outfield
    # defenders can be the last two. [Law 11.1]
    (
        "my mate says the goalkeeper always has to be one of the last two for offside, true?",
        "offside-outfield-not-needed",
        "No",
    ),
    # 79. Yes. A defender who leaves the field without permission counts as on the goal line until the next stoppage or
    # until the ball is played towards the halfway line and is outside the penalty area. [Law 11.4]
    (
        "a defenders momentum carried him off the pitch behind the goal line, does he still count for offside?",
        "offside-defender-off-pitch",
        "Yes",
    ),
    # 80. Where the offence occurred, i.e. where he became involved in active play (played the ball / interfered), even
    # in his own half. [Law 11.4]
    (
        "where is the free kick taken for offside, where he was when the ball was played or where he got it?",
        "offside-sanction",
        "",
    ),
    # 81. Yes, offside: level with the LAST opponent is not enough; he was nearer the goal line than the second-last
    # opponent (the keeper) and the ball. [Law 11.1]
    (
        "our striker was level with their last defender but their keeper had come way out past him, our midfielder played it through from the halfway line and he scored. flag went up, was it right?",
        "situation:offside",
        "Offside",
    ),
    # 82. Offside: since 2025/26 a goalkeeper's throw is judged at the last point of contact. [Law 11.1 (2025/26)]
    (
        "our keeper threw it long, our striker was onside when he started the throw but a yard past the last defender by the time it left his hand, he scored. offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # 83. You can: a punt is not a goal kick, so it is not exempt; he was in an offside position and played the ball:
    # offside. [Law 11.3]
    (
        "their striker was past our back line when their keeper kicked it out of his hands, he ran on and scored. you cant be offside from the keeper can you?",
        ("situation:offside", "offside-goalkeeper-throw"),
        "Yes",
    ),
    # 84. No offside offence: offside is judged only when a team-mate plays the ball; the full-back's pass is an
    # opponent's deliberate play. [Law 11.1/11.2]
    (
        "our striker was miles offside when their keeper threw it to their fullback, the fullback passed it straight to our striker by mistake and he scored. ref gave offside!",
        "situation:no-offence",
        "No offside offence",
    ),
    # 85. Depends on where the back-post striker was when the team-mate flicked it on (the corner exemption covers only
    # the ball received directly). [Law 11.3]
    (
        "their striker flicked on a corner to their other striker at the back post who headed it in. ref gave it",
        "situation:ask",
        "",
    ),
    # 86. No offside offence: the defender off without permission counts as on the goal line; the striker was level with
    # the next defender, so not ahead of the second-last opponent. [Law 11.1/11.4]
    (
        "a defenders momentum took him off the pitch behind the goal, he was lying there when our striker (level with their other defender) got a through ball and scored. they said offside cos the injured guy doesnt count",
        "situation:no-offence",
        "No offside offence",
    ),
    # 87. weak before: Offside: a deflection off an opponent does not reset; touching it is gaining an advantage. [Law
    # 11.2]
    (
        "our 9 was offside when our winger shot, it smacked their defender who had no time to react and went in off our 9s back",
        "situation:offside",
        "Offside",
    ),
    # 88. No (it is not true): the referee's disciplinary authority runs from entering the field for the pre-match
    # inspection until leaving it after the match, half-time included. [Law 12.3, 5.3]
    (
        "isnt it true you cant be booked for something you did in the tunnel at half time?",
        "cards-after-final-whistle",
        "No",
    ),
    # 89. Not in the Laws: suspensions are set by the competition's disciplinary rules. [not covered]
    (
        "how many games ban do you get for a straight red in the prem",
        ("second-yellow-suspension", "unsure"),
        "",
    ),
    # 90. Not in the Laws of the Game: heading limits in youth football are national-association guidance. [not covered]
    ("is there a rule that under 12s cant head the ball?", "unsure", ""),
]

test_probe_answer = probe_test(CASES)
