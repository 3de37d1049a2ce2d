"""Hostile probe 26 (helper): 80 new fan questions over Laws 1-17, VAR, cards, team officials and told offside plays
(/tmp/helpers/probe26), each true answer written from the Laws (IFAB 2026/27) before the bot was asked. These are its 18
untrue answers: 15 are mended (new yes/no intents with needs, excludes on the intents that took them, turned_by where a
right intent's Yes or No answered the fan's wording backwards); 3 are left as strict xfails saying why. The comment
above each case is the true answer the probe wrote first."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", or "" for none checked)
CASES = [
    # 4. untrue before: No (optional): flagposts MAY be placed at each end of the halfway line, at least 1 m outside
    # the touchline. [Law 1.2]
    ("do you HAVE to have flags at the halfway line or are they optional", "halfway-line-flagposts", "No"),
    # 6. untrue before: Yes. The ball may not be changed during the match without the referee's permission; it is his
    # decision. [Law 2.2]
    (
        "ref swapped the match ball at half time without asking anyone, can he do that",
        "ball-changed-referee-permission",
        "Yes",
    ),
    # 10. untrue before: Not always: if the ball was going into the goal and the animal did not prevent a defender
    # playing it, the goal is awarded; otherwise play is stopped and restarted with a dropped ball. [Law 5.3 outside
    # interference]
    (
        "a dog ran on and the ball pinged off it into the net, surely that cant be a goal?",
        "goal-off-animal-or-object",
        "Not always",
    ),
    # 11. untrue before: Yes. A team must have a goalkeeper among its players. [Law 3.1]
    (
        "keeper sees red, no subs left, does one of the outfielders have to go in goal?",
        "goalkeeper-sent-off-outfielder-in-goal",
        "Yes",
    ),
    # 21. untrue before: No. The referee's decisions are final; the assistants only assist. [Law 5.2, 6]
    ("can the linesman overrule the ref if he's sure?", "assistant-cannot-overrule-referee", "No"),
    # 22. untrue before: Yes. Other match officials assist the referee, including on offences he did not see. [Law 6]
    ("can the fourth official tell the ref he missed an elbow?", "unsure", ""),
    # 24. untrue before: No. A half may be shortened only if the referee and both teams agree before the start; he may
    # instead abandon for inadequate light. [Law 7.1, 5.3]
    ("can the ref cut the second half short cos its getting dark?", "half-not-shortened-during-match", "No"),
    # 36. untrue before: No. Hands and arms of all players, goalkeepers included, are not considered. [Law 11.1]
    ("goalie's arm sticking out past the last defender, that counts for offside yeah?", "offside-arms", "No"),
    # 38. untrue before: Yes. The indirect free kick is where the offence occurred, including in the player's own half.
    # [Law 11.4]
    (
        "can the lino flag a lad offside in his own half if he was in their half when the pass went?",
        "offside-penalised-in-own-half",
        "Yes",
    ),
    # 39. untrue before: Right: with the keeper upfield that defender is the LAST opponent; level with the last but
    # ahead of the second-last opponent is an offside position. [Law 11.1]
    (
        "their keeper went up for a corner, ball got cleared, our striker was level with the one defender they had left when our mid hit it long from our box. he ran on and scored in the empty net. flag went up, right or wrong?",
        "situation:offside",
        "",
    ),
    # 46. untrue before: Yes. Climbing onto a perimeter fence is a caution. [Law 12.3]
    ("is it a booking if you climb the fence to celebrate with the fans?", "caution-climbing-fence", "Yes"),
    # 48. untrue before: No. The caution stands even if the goal is disallowed. [Law 12.3]
    (
        "lad took his shirt off celebrating, then VAR chalked the goal off for offside, does his yellow get cancelled?",
        "caution-shirt-off",
        "No",
    ),
    # 51. untrue before: No. Reckless is a caution; excessive force is a sending-off. [Law 12.1]
    ("is a reckless tackle a straight red?", "reckless-tackle-caution", "No"),
    # 55. untrue before: No. A deliberate handball that denies a goal is a sending-off; the 2024/25 yellow is only for
    # non-deliberate handball. [Law 12.3]
    (
        "defender punched it off the line on purpose, ref gave a pen and it got scored. thats a yellow now right, since the rule change?",
        "handball-deliberate-stops-goal-red",
        "No",
    ),
    # 63. untrue before: No. An opponent too close is a retake only if advantage cannot be applied; a goal scored
    # stands. [Law 13.3]
    (
        "their wall came forward before we took it but our lad still scored, ref made us retake, right?",
        "free-kick-encroach-goal-stands",
        "No",
    ),
    # 68. untrue before: No. When both offend at the same time, the kicker is cautioned and play restarts with an IFK
    # to the defending team. [Law 14.2]
    (
        "keeper came off his line AND the taker did an illegal stop at the same time, pen saved. retake?",
        "penalty-both-offend-retake",
        "No",
    ),
    # 75. untrue before: Yes. Lines belong to the areas they bound, so the ball on the corner-arc line is in the corner
    # area. [Law 1.2, 17.1]
    ("at a corner can the ball be placed on the line of the arc?", "corner-ball-on-arc-line", "Yes"),
    # 76. untrue before: No. The 2026/27 corner review is allowed only if it can be completed immediately, before play
    # restarts. [VAR protocol 2026/27]
    (
        "ref gave a corner that was wrong but they'd already taken it before var looked, can var still cancel it?",
        "var-corner-after-restart",
        "No",
    ),
]

LEFT = {
    "can the fourth official tell the ref he missed": "var-missed-red answers with the VAR; a Law 6 intent (the other"
    " officials tell the referee of offences he missed: Yes) cost a held-out check set's answer, even with needs"
    " narrowed to a missed offence, so it was taken out: not sure is the true fallback",
    "can the lino flag a lad offside in his own half": "the told-play reader reads 'in his own half' as where he was at"
    " the pass (situation:no-offence) once offside-own-half steps aside; offside-penalised-in-own-half (Law 11.4) answers"
    " other wordings. Needs shared code (situation reader: a place told after 'if he was in their half when the pass')",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))


# After the round, by the lead: "does that count?" after an arm told beyond asks whether the arm counts (No, Law 11.1),
# as "does that count for offside?" does; "does the goal count?" still asks the goal's fate (Yes, it counts)
ARMS = [
    ("his arm was past the defender, does that count?", "offside-arms", "No"),
    ("his hand was offside, does it count", "offside-arms", "No"),
    ("he scored with only his arm beyond the defender, does the goal count?", "offside-arms", "Yes"),
]

test_arm_asked_about = probe_test(ARMS)
