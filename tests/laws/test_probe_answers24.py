"""Hostile probe 24, a helper's round on the boundary between a rule question and a told play (deliberate play,
deflections, saves and rebounds asked generically or hypothetically; told plays, whole or missing one fact; boundary
cases): 80 questions, each labelled from the Laws (IFAB 2026/27, Law 11) before the bot was asked. 14 answers were
untrue and 11 weak: four are mended (a ball off a defender's back is no back-pass, a block is no dummy, a told play
with its flag and no question asks where he was, "do I flag" is asked on the offence's side), the rest left as strict
xfails saying why. The comment above each case is the true answer the helper wrote first."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", a ruling's opening, or "" for none checked)
CASES = [
    # 1. A deliberate play by an opponent (inaccurate or not) resets offside; the striker has not gained an advantage.
    # [L11.2]
    (
        "if a defender deliberately heads it back to a striker who was offside, is that offside?",
        "deliberate-play-not-offside",
        "No",
    ),
    # 2. A deliberate save by any opponent does not reset offside. [L11.2]
    ("does a save reset offside", "save-no-reset", "No"),
    # 3. A deflection off an opponent does not reset offside, so he is penalised if he plays it. [L11.2]
    ("what happens when the ball comes off a defender to an offside player", "deflection-still-offside", ""),
    # 4. Gaining an advantage after a deliberate save by any opponent is an offside offence. [L11.2]
    (
        "is it still offside if the keeper saves it and it falls to a guy who was offside when the shot went "
        "in",
        "save-still-offside",
        "Yes",
    ),
    # 5. An unsuccessful clearance is still a deliberate play, which resets offside. [L11.2]
    (
        "say the centre back tries to clear it but slices it straight to the attacker who was offside, is "
        "that offside?",
        "deliberate-play-not-offside",
        "No",
    ),
    # 6. Rebound off the goalpost does not reset; playing it is gaining an advantage. [L11.2]
    (
        "what if the shot hits the post and bounces out to a player who was offside, is that offside",
        "rebound-post",
        "Yes",
    ),
    # 7. A deflection is not a deliberate play and does not reset offside. [L11.2]
    ("does a deflection count as the defender playing the ball??", "deflection-no-reset", "No"),
    # 8. A deliberate save by any opponent, outfield player included, does not reset. [L11.2]
    (
        "if a defender blocks a goalbound shot on the line with his leg and it goes to a striker who was "
        "offside is it offside",
        "save-still-offside",
        "Yes",
    ),
    # 9. An inaccurate pass by a player in control is still a deliberate play and resets. [L11.2]
    (
        "defender he make bad pass to the striker who is offside, is reset the offside or no?",
        "deliberate-play-resets",
        "Yes",
    ),
    # 10. An instinctive stretch with limited contact is a deflection, not a deliberate play. [L11.2]
    (
        "when a defender makes an instinctive stretch and just flicks the ball on to the striker who was "
        "offside, is he still offside?",
        "deflection-still-offside",
        "Yes",
    ),
    # 11. weak before: Punching away a cross that was not going into or very close to goal is a deliberate play, not a
    # save. [L11.2]
    (
        "if the keeper punches a cross away (not a shot) and it goes to an attacker who was offside when the "
        "cross was hit, is that offside",
        "deliberate-play-not-offside",
        "No",
    ),
    # 12. The Law says a deliberate play includes deliberate handball. [L11.2]
    ("does a deliberate handball by a defender reset offside", "deliberate-play-handball", "Yes"),
    # 13. weak before: Rebound off a match official does not reset. [L11.2]
    (
        "what if the ball bounces off the referee to an offside attacker does it still count as offside "
        "question mark",
        "rebound-post",
        "Yes",
    ),
    # 14. A back pass is a deliberate play; inaccuracy does not change that. [L11.2]
    (
        "what if the defender plays a terrible back pass to his keeper and the striker who was offside nicks "
        "it, offside or not",
        "backpass-underhit",
        "",
    ),
    # 15. No offside offence when receiving the ball directly from a throw-in. [L11.3]
    ("can u be offside from a throw in", "offside-throw-in", "No"),
    # 16. No offside offence when receiving directly from a goal kick. [L11.3]
    ("can you be offside straight from a goal kick", "offside-goal-kick", "No"),
    # 17. Free kicks are not on the exemption list. [L11.3]
    ("can you be offside from a free kick", "offside-free-kick", "Yes"),
    # 18. Level with the second-last opponent is not an offside position. [L11.1]
    (
        "when an attacker is exactly level with the second last defender is he offside",
        "offside-level-offside",
        "No",
    ),
    # 19. Must be in the opponents' half to be in an offside position. [L11.1]
    ("is it possible to be offside in your own half", "offside-own-half", "No"),
    # 20. A parry is a deliberate save, which does not reset offside. [L11.2]
    ("does a keeper parry count as a deliberate play for offside", "save-no-reset", "No"),
    # 21. At the moment the ball is played or touched by a team-mate (first point of contact). [L11.2]
    (
        "when exactly is offside judged, when the pass is hit or when the guy gets the ball",
        "offside-moment",
        "",
    ),
    # 22. untrue before: A deflection off an opponent does not reset; he gains an advantage. [L11.2]
    (
        "if the ball hits a defender in the back and goes to a striker who was in an offside position is he "
        "offside",
        "deflection-still-offside",
        "Yes",
    ),
    # 23. A save is stopping a ball going into or very close to the goal with any part of the body (outfield: not
    # hands). [L11.2]
    ("does a defender blocking a shot heading for goal count as a save", "save-still-offside", "Yes"),
    # 24. untrue before: Controlled play is a deliberate play; the attacker is not considered to gain an advantage.
    # [L11.2]
    (
        "what if the defender chests it down nice and controlled then gets robbed by the attacker who was "
        "offside. still offside?",
        "deliberate-play-not-offside",
        "No",
    ),
    # 25. The player had control; an unsuccessful play is still deliberate. [L11.2]
    (
        "does it count as deliberate if the defender had loads of time and just miskicked it",
        "deliberate-play-inaccurate-counts",
        "Yes",
    ),
    # 26. Rebound off the crossbar does not reset. [L11.2]
    ("is it still offside if the ball comes to him off the crossbar", "rebound-post", "Yes"),
    # 27. All the criteria point to deliberate play, which resets. [L11.2]
    (
        "if the defender has a clear view, the ball is slow and on the ground, and he passes it badly to a "
        "striker who was offside, is that offside",
        "deliberate-play-not-offside",
        "No",
    ),
    # 28. Control of the ball with the possibility of passing, gaining possession or clearing; indicators:
    # distance/view, speed, direction, time to coordinate, ground ball. [L11.2]
    ("sorry for my english, what mean deliberate play in the offside rule", "deliberate-play-criteria", ""),
    # 29. weak before: Next time a team-mate plays or touches the ball. [L11.2]
    (
        "after a defender deliberately plays the ball, when is offside judged again",
        "deliberate-play-resets",
        "",
    ),
    # 30. weak before: A save is only for a ball going into or very close to the goal. [L11.2]
    (
        "is a block on the edge of the box with the ball going nowhere near the goal a save",
        "save-only-goal-bound",
        "No",
    ),
    # 31. Deliberate save does not reset; tapping in is gaining an advantage. [L11.2]
    (
        "So a player is offside, his mate shoots, the keeper saves it and the player taps in the rebound. Is "
        "that offside?",
        "save-still-offside",
        "Yes",
    ),
    # 32. weak before: Deliberate clearance by an opponent resets offside. [L11.2]
    (
        "someone is in an offside spot, cross comes in, the defender heads it clear on purpose but it lands "
        "right at his feet and he scores. does the goal count",
        "situation:no-offence",
        "Yes, no offside offence",
    ),
    # 33. Deflection off an opponent does not reset. [L11.2]
    (
        "a striker is standing offside and the shot hits a defenders leg and rolls to him, is he offside",
        "deflection-still-offside",
        "Yes",
    ),
    # 34. Attempt to gain possession while in control is deliberate play even if unsuccessful. [L11.2]
    (
        "a forward is offside when the pass is made, but the centre half has all the time in the world, tries"
        " to trap it and it squirms off his foot to the forward. is that offside",
        "deliberate-play-not-offside",
        "No",
    ),
    # 35. weak before: Rebound off a match official does not reset. [L11.2]
    (
        "a player is offside and the ball pings off the ref and falls to him, offside?",
        "deflection-still-offside",
        "Yes",
    ),
    # 36. untrue before: A sliding block is a deflection, not a controlled deliberate play. [L11.2]
    (
        "imagine a winger in an offside position, the full back slides in and blocks the cross and it loops "
        "to the winger, offside?",
        "situation:offside",
        "Yes, offside",
    ),
    # 37. untrue before: Position is judged when the ball is played by a team-mate. [L11.2]
    (
        "lets say an attacker was onside when the pass was played but then ran past all the defenders before "
        "getting it, is that offside",
        "offside-onside-at-pass-runs-beyond",
        "No",
    ),
    # 38. Being in an offside position is not an offence without involvement. [L11.1/L11.2]
    (
        "a player is stood in an offside position but doesnt touch it or go near anyone, and his team-mate "
        "who was onside scores. offside?",
        "offside-not-involved",
        "No",
    ),
    # 39. Clearly obstructing the goalkeeper's line of vision is interfering with an opponent. [L11.2]
    (
        "a forward is standing offside right in front of the keeper blocking his view and the shot goes in, "
        "is that offside",
        "offside-blocking-view",
        "Yes",
    ),
    # 40. weak before: A deliberate header back is a deliberate play, which resets. [L11.2]
    (
        "a player is offside when the ball is played forward, the defender heads it back to his own keeper on"
        " purpose but its short and the player nips in and scores. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
    # 41. Faint touch on a stretch is a deflection; 9 was offside at the cross. [L11.2]
    (
        "ok so this is doing my head in, sunday league, were 1-0 down, ball out wide to our winger, he whips "
        "it in, our 9 was a yard offside when the cross came in, their big centre back stretches and gets the"
        " faintest touch on it, barely changed direction, and our 9 slots it home. ref gave it and they went "
        "mental. should it have stood",
        "situation:offside",
        "No, offside",
    ),
    # 42. A deliberate save does not reset. [L11.2]
    (
        "last night their striker was offside when the shot was hit, keeper parried it straight to him and he"
        " scored and VAR gave it??",
        "situation:offside",
        "Offside",
    ),
    # 43. Onside when the team-mate played the ball. [L11.1]
    (
        "my sons game sunday, he was onside by a mile when his mate played the pass, ran through and scored "
        "and the linesman flagged him",
        "situation:no-offence",
        "No offside offence",
    ),
    # 44. Directly from a goal kick, no offside offence. [L11.3]
    (
        "their keeper took a goal kick it went straight to our striker who was behind all their defenders and"
        " he scored but ref disallowed it for offside",
        "situation:no-offence",
        "No offside offence",
    ),
    # 45. Free kick is not exempt; he played the ball. [L11.3]
    (
        "our winger was in an offside position when the free kick was taken and he headed it in",
        "situation:offside",
        "Offside",
    ),
    # 46. Controlled play then a failed pass is deliberate play. [L11.2]
    (
        "their number 7 was clearly offside when the ball was played over the top but our centre half "
        "controlled it on his chest, then tried to pass back and it went straight to their 7 who scored",
        "situation:no-offence",
        "No offside offence",
    ),
    # 47. untrue before: Cannot be in an offside position in own half. [L11.1]
    (
        "we were defending, their guy was still in his own half when the ball was played, then he ran through"
        " and scored, we were all screaming offside",
        "situation:no-offence",
        "No offside offence",
    ),
    # 48. Rebound off the post does not reset. [L11.2]
    (
        "our striker was standing in an offside position when our midfielder shot, it hit the post and he "
        "tapped it in",
        "situation:offside",
        "Offside",
    ),
    # 49. weak before: Deliberate save by an outfield player does not reset. [L11.2]
    (
        "their 10 was offside when their midfielder shot, our left back blocked it on the line with his knee "
        "and it fell to their 10 who scored",
        "situation:offside",
        "Offside",
    ),
    # 50. Level is not offside. [L11.1]
    (
        "our 11 level with last defender at the through ball. scored. flagged.",
        "situation:no-offence",
        "No offside offence",
    ),
    # 51. Whether the defender played it deliberately or it deflected decides it. [L11.2]
    (
        "our 9 scored after the ball came off their defender but the linesman flagged him. he was offside "
        "when the cross came in",
        "situation:ask",
        "",
    ),
    # 52. Where he was when the team-mate played the ball decides it. [L11.1]
    (
        "our striker ran through on a through ball and scored, lino put his flag up. robbed",
        "situation:ask",
        "",
    ),
    # 53. Whether he interfered with an opponent (e.g. keeper's view) decides it. [L11.2]
    (
        "their forward was in an offside position when their winger shot and the ball went straight in the "
        "net. ref gave it",
        "situation:ask",
        "",
    ),
    # 54. Whether the touch was deliberate play or deflection decides it. [L11.2]
    (
        "our 7 was offside when our fullback crossed, their defender got something on it and it dropped to "
        "our 7 who scored, disallowed",
        "situation:ask",
        "",
    ),
    # 55. Deflection told; where the striker was when the team-mate played it decides it. [L11.2]
    (
        "yesterday the ball hit their centre half and went to our striker who scored and the flag went up",
        "situation:ask",
        "",
    ),
    # 56. Save does not reset; where the 9 was when the winger shot decides it. [L11.2]
    ("our winger shot, keeper parried it, our 9 tapped it in but lino flagged offside", "situation:ask", ""),
    # 57. untrue before: Did the defender play it (control) or deflect it? [L11.2]
    (
        "their 11 was miles offside when the pass was played our defender went to clear it and it ended up "
        "with their 11 who scored",
        "situation:ask",
        "",
    ),
    # 58. untrue before: Whether the 9 obstructed the keeper's view / impacted an opponent decides it. [L11.2]
    (
        "our number 9 was standing offside when our midfielder smashed it in from 25 yards top corner. ref "
        "disallowed it",
        "situation:ask",
        "",
    ),
    # 59. Where the striker was when the ball was played decides it. [L11.1]
    (
        "long ball from our centre half, our striker got on the end of it and lobbed the keeper, flag went up",
        "situation:ask",
        "",
    ),
    # 60. Whether the 9 interfered with an opponent decides it. [L11.2]
    (
        "our 9 was offside when the cross came in, he left it and it went in off our 10 who was onside",
        "situation:ask",
        "",
    ),
    # 61. untrue before: Save does not reset; where the striker was when the shot was taken decides it. [L11.2]
    (
        "their keeper saved it and it bounced out to their striker who scored. our manager went mental saying"
        " he was offside",
        "situation:ask",
        "",
    ),
    # 62. Deflection told; position of the 9 when the 10 passed decides it. [L11.2]
    (
        "our number 10 he pass, their defender put the leg and ball go off him to our 9, 9 score, flag is up",
        "situation:ask",
        "",
    ),
    # 63. Whether the header was deliberate play or deflection decides it. [L11.2]
    (
        "their striker was offside when the ball was played, our centre back got his head to it and their "
        "striker scored",
        "situation:ask",
        "",
    ),
    # 64. untrue before: Rebound off bar does not reset; where the 9 was at the shot decides it. [L11.2]
    ("we scored off a rebound off the bar, our 9 followed it in, ref flagged", "situation:ask", ""),
    # 65. untrue before: Whether he impacted the keeper's ability to play the ball decides it. [L11.2]
    (
        "their winger was offside when the cross came in, he went towards our keeper but never touched the "
        "ball and it went in",
        "situation:ask",
        "",
    ),
    # 66. weak before: A deliberate save never resets offside (the ruling here: offside). [L11.2]
    (
        "our striker was offside, keeper saved it and he scored, ref gave offside. does a save always reset "
        "it or never?",
        "save-no-reset",
        "No",
    ),
    # 67. A deflection never resets offside. [L11.2]
    (
        "last week their defender deflected it to our offside striker and the goal was chalked off. does a "
        "deflection ever reset it",
        "deflection-no-reset",
        "No",
    ),
    # 68. Only a deliberate play resets; a deflection does not. [L11.2]
    (
        "my mate says if the ball comes off a defender youre always onside. is he right",
        "deflection-no-reset",
        "No",
    ),
    # 69. A miscontrol by a player in control is deliberate play, which resets. [L11.2]
    (
        "i saw on TV a goal given where the defender miscontrolled it to an offside striker. is that right",
        "deliberate-play-not-offside",
        "Yes",
    ),
    # 70. untrue before: A clearance (e.g. heading) is a deliberate play even if unsuccessful. [L11.2]
    (
        "in our game today their striker was offside when the ball was crossed, our defender headed it clear "
        "but it went to him and he scored. is a header clearance a deliberate play?",
        "deliberate-play-inaccurate-counts",
        "Yes",
    ),
    # 71. A deliberate save does not reset offside. [L11.2]
    (
        "the pundit said the keepers save means its a new phase so the striker is onside. true?",
        "save-no-reset",
        "No",
    ),
    # 72. A rebound off the post never resets offside. [L11.2]
    (
        "yesterday our 9 was offside when the shot was taken and it came back off the post to him. can that "
        "ever be onside",
        "situation:offside",
        "No, offside",
    ),
    # 73. No offside offence directly from a throw-in. [L11.3]
    ("my dad reckons you cant be offside from a throw in. is that right", "offside-throw-in", "Yes"),
    # 74. weak before: Given only if VAR judged the touch a deliberate play; a deflection would not reset (rule
    # explanation acceptable). [L11.2]
    (
        "was watching the prem, a defender went to intercept, it clipped his boot and went to the striker who"
        " was offside, VAR gave the goal. why",
        "situation:ask",
        "",
    ),
    # 75. A save does not reset offside. [L11.2]
    (
        "our 9 scored after their keeper parried it. ref gave it. the keepers save doesnt make him onside "
        "does it?",
        "save-no-reset",
        "No",
    ),
    # 76. untrue before: A miskick when the defender was in control is a deliberate play; no offside. [L11.2]
    (
        "i ref under 12s. when a defender miskicks it to an attacker who was offside when his team-mate "
        "passed it, do i flag",
        ("deliberate-play-not-offside", "situation:no-offence"),
        "No",
    ),
    # 77. Back pass is deliberate play; ref was right. [L11.2]
    (
        "sunday league yesterday their lad was offside and our centre back tried a backpass that went "
        "straight to him, he scored. ref gave it. was the ref right",
        "situation:no-offence",
        "No offside offence",
    ),
    # 78. untrue before: A ball that hits a defender is a deflection; does not reset (rule 'Yes' acceptable). [L11.2]
    (
        "their 9 was offside, the ball hit our defender and went to him. thats still offside isnt it or does "
        "any touch reset it",
        "situation:offside",
        "Offside",
    ),
    # 79. weak before: Only if the ball was going into or very close to the goal; punching away a cross is a
    # deliberate play. [L11.2]
    (
        "is it true a keeper punching the ball always counts as a save so the offside stays",
        "save-keeper-punch-not-always",
        "Not always",
    ),
    # 80. untrue before: Only a deliberate handball is a deliberate play; accidental contact is a deflection. [L11.2]
    (
        "we lost to a goal where their striker was offside but the ball came off our defenders hand. does a "
        "handball count as deliberate",
        "handball-offside-only-deliberate",
        "",
    ),
]

# What is left open (strict: one that starts passing must be taken up)
LEFT = {
    "we were defending, their guy was still in his": "'their guy' read as a defender when the fan defends: where he was (his own half) was told, and asked again",
    "their 11 was miles offside when the pass was ": "'went to clear it and it ended up with' their 11: deliberate play or deflection is untold (borderline), ruled",
    "our number 9 was standing offside when our mi": "ruled offside with no involvement told (did he block the keeper's view or challenge?)",
    "their keeper saved it and it bounced out to t": "a rule answer's Yes backs the manager's claim; where their striker was at the shot is untold",
    "their 9 was offside, the ball hit our defende": "'the ball hit our defender' is told, and 'how did the ball reach him?' asked",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
