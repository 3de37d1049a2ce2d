"""Hostile probe 25 (helper-160), helper-162's share: Laws 1-5, 7, 10, 13, 14, 15 and the shoot-out (cases 1-29 of
the probe and 33, 52, 56, 57, 59, 62), each true answer written from the Laws (IFAB 2026/27) before the bot was asked.
Of its 11 untrue and 16 weak answers, 22 are mended by new yes/no intents (or, for Law 5.3's injury
exceptions, the project's not sure); 5 are left as strict xfails saying why (each fix tipped another answer or a
held-out gate). The comment above each case is the true answer the probe wrote first."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", a ruling's opening, or "" for none checked)
CASES = [
    # 1. weak before: No. A match may not start or continue if either team has fewer than seven players. [Law 3.1]
    (
        "my mate reckons a team can kick off with 6 players if the others are stuck in traffic. true?",
        "number-of-players",
        "No",
    ),
    # 2. untrue before: No. Each team has at most eleven players, one of whom must be the goalkeeper. [Law 3.1]
    (
        "can a team play the whole game without a keeper if they want, like 11 outfielders?",
        "players-without-goalkeeper",
        "No",
    ),
    # 4. untrue before: Yes. Any player may change places with the goalkeeper if the referee is informed before the
    # change and it is made during a stoppage. [Law 3.5]
    (
        "can a player swap with our goalie during a stoppage if the ref is told first",
        "goalkeeper-swap-allowed",
        "Yes",
    ),
    # 5. weak before: No. Substitutions may additionally be made at half-time without using a substitution opportunity
    # (they still count towards the five substitutes). [Law 3.2]
    (
        "if we make a sub at half time does that use up one of our three sub windows?",
        "substitution-half-time-window",
        "No",
    ),
    # 6. weak before: No. If the two goalkeepers' shirts are the same colour and neither has another shirt, the referee
    # allows the match to be played. [Law 4.3]
    (
        "ref says both goalies cant wear green and the game cant start till one changes. is he right?",
        "goalkeeper-colours",
        "No",
    ),
    # 7. weak before: No. Referees and other on-field match officials are prohibited from wearing jewellery too. [Law
    # 5.5]
    ("is it true the referee can wear his wedding ring even tho players cant?", "referee-jewellery", "No"),
    # 8. weak before: No. Tracksuit bottoms are permitted for goalkeepers only; outfield players wear shorts
    # (undershorts/tights in the shorts' colour allowed). [Law 4.2/4.4]
    ("can an outfield player wear tracksuit bottoms if its freezing", "tracksuit-bottoms-outfield", "No"),
    # 9. weak before: No. The touchline must be longer than the goal line. [Law 1.2]
    ("is a square pitch allowed if its the right size?", "field-dimensions", "No"),
    # 10. untrue before: No. A team has a maximum of eleven players on the field; friendlies may allow more substitutes,
    # not more players. [Law 3.1/3.2]
    (
        "my mate says in a friendly you can play 12 v 12 if both managers agree, is he right?",
        "players-more-than-eleven",
        "No",
    ),
    # 11. weak before: No. If the ball becomes defective during play, play is stopped and restarted with a dropped ball.
    # [Law 2.3]
    ("shot bursts in mid air and whats left of it goes in the net, goal?", "ball-defective-goal", "No"),
    # 12. untrue before: No. The corner flagpost must not be moved. [Law 17.1]
    ("can the corner taker move the corner flag out the way for his run up?", "unsure", ""),
    # 13. weak before: Yes, as long as he has not left the field of play: a decision may not be changed once the referee
    # has signalled the end of the half AND left the field. [Law 5.2]
    (
        "ref blew for half time and then the linesman told him about a handball just before the break, can he still give the pen?",
        "decision-after-half-time-whistle",
        "Yes",
    ),
    # 14. untrue before: No. Play continues until the ball is out of play if a player is only slightly injured; the
    # referee stops play for a serious injury. [Law 5.3]
    (
        "does the ref have to stop the game every time someone goes down injured?",
        "injury-stop-play-always",
        "No",
    ),
    # 15. untrue before: No. An injured goalkeeper is an exception to the requirement to leave the field after treatment
    # (the 2026/27 one-minute stay-off applies to players who must leave). [Law 5.3] The project keeps Law 5.3's
    # exceptions at not sure (elsewhere.toml): the 2026/27 sources do not say they survive the one-minute rule.
    (
        "our keeper got clattered and the physio came on, does he now have to go off for a minute like the new rule?",
        "unsure",
        "",
    ),
    # 16. weak before: No, if the assessment/treatment is quick: a player injured by a physical offence for which the
    # opponent is cautioned or sent off is an exception to leaving the field. [Law 5.3]
    (
        "my striker got scythed down and the defender got a red, does my striker still have to go off after treatment?",
        "unsure",
        "",
    ),
    # 18. weak before: Yes. The referee allows for time lost to goal celebrations (among substitutions, injuries,
    # time-wasting, etc.). [Law 7.3]
    (
        "does the ref add time on for goal celebrations or is that a myth",
        "added-time-goal-celebrations",
        "Yes",
    ),
    # 19. Not necessarily: an abandoned match is replayed unless the competition rules or organisers decide otherwise.
    # [Law 7.5]
    (
        "our game got abandoned in the 80th minute when we were 3-0 up, so we win it 3-0 right?",
        "abandoned-match-replayed",
        "",
    ),
    # 20. Yes (since 2025/26): outside the penalty area the ball is dropped for the team that had or would have gained
    # possession, if that is clear. [Law 8.2]
    (
        "ref stopped play for a head injury while we had the ball just outside their box, do we get the drop ball?",
        ("dropped-ball-one-team", "dropped-ball"),
        "Yes",
    ),
    # 21. Their (the defending) goalkeeper: a ball in the penalty area is dropped for the defending goalkeeper, whoever
    # had it. [Law 8.2]
    (
        "ball was in their penalty area when the ref stopped it for an injury, we were attacking and had the ball, who gets the drop ball?",
        ("dropped-ball", "dropped-ball-one-team"),
        "",
    ),
    # 24. weak before: No. A goal scored while an extra person of the scoring team (a substitute) was on the field and
    # interfered must be disallowed if the referee realises before play restarts; direct free kick and caution. [Law
    # 3.9]
    (
        "their sub came on without the refs permission and scored, ref gave it. should the goal stand?",
        "goal-extra-person-scored",
        "No",
    ),
    # 25. No. The shoot-out is taken after the match has ended; the match is a draw and the kicks only decide the
    # winner. [Law 10.3]
    (
        "my mate says the penalty shootout goals go into the final score so it finishes like 6-5. is he right?",
        "shootout-goals-not-count",
        "No",
    ),
    # 26. untrue before: Yes. If before or during the kicks one team has more players, it must reduce to the same
    # number. [Law 10.2]
    (
        "in the shootout one of their players got sent off, do we have to take one of ours out too?",
        "shootout-reduce-after-red",
        "Yes",
    ),
    # 27. weak before: No. All eligible players must take a kick before any player can take a second. [Law 10.2]
    (
        "can the same player take 2 pens in a shootout before all his teammates have had one?",
        "shootout-second-kick",
        "No",
    ),
    # 28. untrue before: No. Only players on the field or temporarily off it at the end of the match are eligible. [Law
    # 10.2]
    (
        "can a player who got sent off in extra time take a pen in the shootout?",
        "shootout-sent-off-player",
        "No",
    ),
    # 29. weak before: No. Goal-line technology may be used; whether it is, is for the competition rules. [Law 1.3]
    ("is goal line technology compulsory in every pro league?", "goal-line-technology-compulsory", "No"),
    # 33. untrue before: Yes. An offence off the field while the ball is in play is a free kick on the nearest boundary
    # line; for a direct free kick offence it is a penalty if that point is within the offender's penalty area. [Law
    # 12.4, 13.2]
    (
        "defender tripped our striker just behind the goal line, level with the six yard box, while the ball was still in play. is that a pen?",
        "penalty-offence-off-field",
        "Yes",
    ),
    # 52. weak before: No. The kick is retaken when the referee failed to signal an indirect free kick and it went
    # directly into the goal. [Law 13.2]
    (
        "ref gave an indirect free kick but forgot to put his arm up, our guy curled it straight in. does the goal count?",
        "indirect-free-kick-no-signal-goal",
        "No",
    ),
    # 56. weak before: Yes. Any clearly identified player may take it, the goalkeeper included. [Law 14.1]
    (
        "can our keeper take a pen during the match, not the shootout?",
        ("goal-keeper-can-score", "penalty-one-kicker"),
        "Yes",
    ),
    # 57. weak before: No. They must be at least 9.15 m from the penalty mark (the arc), behind it and outside the
    # penalty area. [Law 14.1]
    ("at a pen can our players wait inside the D at the edge of the box?", "penalty-players-in-arc", "No"),
    # 59. untrue before: No. A direct free kick offence by a defender inside his own penalty area while the ball is in
    # play is a penalty, wherever the ball is. [Law 14.1]
    (
        "a defender fouled our striker in their box while the ball was at the other end. my mate says you cant get a pen if the ball isnt in the box, is he right?",
        "penalty-ball-elsewhere",
        "No",
    ),
    # 62. untrue before: No. Part of each foot must be on the touchline or on the ground outside it. [Law 15.1]
    ("is it a foul throw if the players feet are on the touchline", "throw-in-feet-on-line", "No"),
]

LEFT = {
    "my mate reckons a team can kick off with 6": "red-card-replace's No is true but leads with sent-off players; a"
    " fewer-than-seven sibling (Law 3.1) with a No tipped a held-out check set's right-topic gate, so it was dropped",
    "can the corner taker move the corner flag": "no longer a rebound's 'Yes.' (ball-in-play-off-post-or-flag and the"
    " corner's own-goal answer exclude moving the flag): corner-in-play-short's statement answers instead. A Law 17.1"
    " intent (the flagpost must not be moved: No) and a not-sure decoy each tipped a held-out check set's gate",
    "ref says both goalies cant wear green": "goalkeeper-colours says the match goes ahead only in its second sentence, with"
    " no No; a yes/no sibling (both goalkeepers in one colour: No, the match is played) moved knife-edge answers"
    " elsewhere (its keeper words), so it was dropped",
    "is a square pitch allowed": "field-dimensions says 'the touchline always the longer' with no No; a square-pitch"
    " sibling drew 'does the pitch need to be a rectangle' (true answer: yes) to its No, so it was dropped",
    "can our keeper take a pen during the match": "the shoot-out answers still take it (now shootout-cards' Yes, about"
    " cards); a match-penalty goalkeeper intent (Law 14.1: any identified player) moved knife-edge answers, so dropped",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
