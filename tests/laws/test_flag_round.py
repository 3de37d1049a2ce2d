"""The round of 2026-12-05 (voices56-59: the flag, the controller, the match report, the second language) and the
untrue answers left from the round before: what they showed, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AI, AP, AR, OFF, probe_test, ruling_test

CASES = [
    # Law 14.1 and 12.1: a foul in the box is a penalty. Asked plainly it had reached the handball answer, and told of a
    # booked striker the DOGSO answer's "No."; "tripped inside the box" the answer for a foul outside it ("No.")
    (
        "our striker got brought down in the box by their centre-back, was it a penalty?",
        "penalty-foul-in-area",
        "Yes, when it is a direct free kick offence",
    ),
    (
        "our striker was already on a yellow and got brought down in the box by their centre-back, was it a penalty?",
        "penalty-foul-in-area",
        "Yes, when",
    ),
    ("our winger was tripped inside the box, should it be a penalty", "penalty-foul-in-area", "Yes, when"),
    ("fouled in the area, pen?", "penalty-foul-in-area", "Yes, when"),
    # ... where he fell is still its own question
    ("fouled on the edge, fell in the box, pen?", "penalty-offence-outside-area", "No."),
    # Law 12.3: a hand that fails to stop a goal is a caution; "fisted at a shot on his own line" had the own-half
    # offside answer's "No." (a half is now needed for it)
    (
        "a full-back fisted at a shot on his own line, yet it still ended up in the net. Should he be sent off for that?",
        "handball-unsuccessful-prevent",
        "No.",
    ),
    # Law 12.3: the story's far stronger match stands when the question read alone offers it too (the shoot-out's
    # cards and the coach's red card had answered)
    (
        "Last week the referee was reaching for his pocket to book a defender when the attacking side took the free "
        "kick quickly and scored; he brought it back. Is a team allowed to restart while the referee is in the middle "
        "of booking somebody?",
        "card-quick-free-kick",
        "No.",
    ),
    (
        "On Saturday the home coach stood on the touchline with a tablet showing him the stats, and the visiting "
        "manager demanded the assistant report him. Is a coach allowed gadgets like that on the bench?",
        "electronic-devices-bench",
        "Yes",
    ),
    # Law 13.2 and 3.6 in a second language: the "barrier" is the wall, a "reserve player" a substitute
    (
        "In a free kick, how many metres must stay the barrier from the ball?",
        "free-kick-distance-wall",
        "At least 9.15 m",
    ),
    ("Player with red card can be changed by reserve player from bench?", "red-card-replace", "No."),
    # Law 7.3-7.4: a half may end with a corner to take; the linesman's flag is no corner flag, the ball in the arc no
    # question of its line
    (
        "When I had the flag, a referee once blew for full time with the home side about to take a corner. Can time "
        "run out with a corner still waiting to be taken?",
        "end-of-half-before-restart",
        "Yes.",
    ),
    (
        "The referee blew for half time while we a corner ready had, the ball was already in the arc. May he the half "
        "finish when a corner is about to be taken?",
        "end-of-half-before-restart",
        "Yes.",
    ),
    # Law 6 (the assistants): an assistant cannot show a card; "could I have shown a red card myself, as an assistant?"
    # after "I could tell the referee anything" had the referee-acts-on-assistant answer's "Yes."
    (
        "When I had the flag I could tell the referee anything I saw. Could I ever have shown a red card myself, as an "
        "assistant?",
        ("fourth-official-cards", "assistant-cannot-overrule-referee"),
        "No.",
    ),
    # ... nor overrule the referee: "the man with the flag" is the linesman, and whether he ever has the final say is
    # asked of any play (the advantage answer's "Yes." had answered the story's flag and play-on)
    (
        "the lino held his flag straight up for ages, the referee waved him down and played on. Does the man with the "
        "flag ever get the final say over the referee?",
        "assistant-cannot-overrule-referee",
        "No.",
    ),
    # Law 12: "May an attacker ...?" asks the rule ("No offside offence from a corner" had answered it)
    (
        "When I had the flag at corners I stood behind the flag and watched the six-yard box. May an attacker fairly "
        "challenge the goalkeeper inside his own goal area?",
        "keeper-no-area-protection",
        "Yes.",
    ),
    # ... a flag waggled is a foul's signal, and "no flag, no whistle" names no offside (both had asked where he was)
    (
        "our keeper came out and caught a cross cleanly, and their striker barged into him while he still had it in "
        "his hands; flag waggling straight away. Is going into a keeper who's got the ball in his hands an offence?",
        "keeper-challenged-holding-ball",
        "Yes.",
    ),
    (
        "no flag, no whistle, goal given, and then VAR found a foul by the scorer's team-mate earlier in the same move. "
        "Can VAR get a goal ruled out for that?",
        "var-build-up-foul",
        "Yes.",
    ),
    # Law 12 (advantage): how long he waits has no fixed count of seconds (the answer that he may go back had answered)
    (
        "does the Law put a fixed count of seconds on how long a referee waits before going back to the foul after "
        "waving play on?",
        "advantage-no-fixed-time",
        "No.",
    ),
    # chatter no Law answers: a derby prediction naming the seed's club, a midfielder's distance, the crowd's noise
    (
        "Who wins the derby Sporting against Benfica next Sunday, in your opinion? Our lions, no?",
        "unsure",
        "",
    ),
    ("How many kilometres runs a midfielder on average in one match?", "unsure", ""),
    (
        "Can I write that the home crowd was the loudest all season? Has anyone got decibel figures?",
        "unsure",
        "",
    ),
    # chatter about the flag itself asks nothing of a delayed flag
    (
        "who came up with the red-and-yellow chequered pattern on assistants' flags, and why those colours?",
        "unsure",
        "",
    ),
]

test_flag_round_answer = probe_test(CASES)

PLAYS = [
    # Law 11.2: a touch named only in a comparison is no touch of the play: "the way a deliberate handball would" had
    # made an arm struck by accident a deliberate handball ("No offside offence"); it is a deflection, his involvement
    # untold
    (
        "the ball struck a defender's arm by accident and dropped to a striker who'd been offside, and the flag went up "
        "anyway. Does an accidental arm reset offside the way a deliberate handball would?",
        AI,
    ),
    # Law 11.3: a goal kick (no offside) or a kick from his hands (offside) the fan does not remember is asked; it had
    # been ruled a goal kick's "No offside offence"
    (
        "Our goalkeeper kicked the ball long. I do not remember if it was a goal kick or a kick from his hands after he "
        "caught it. When he kicked, our striker was in their half, nearer their goal than their last defender, their "
        "goalkeeper on his line. He controls and marks. Out-game?",
        AR,
    ),
    # ... and so are two restarts or two places offered with "not sure which" (ruled the last one told: a free kick's
    # "Offside." and a yard off's "Offside.")
    (
        "our winger took a throw-in or a quick free kick, I'm not sure which, and our 9 was past their last defender "
        "and headed in. offside?",
        AR,
    ),
    ("our 9 was a yard off or level, not sure which, when the cross came in and he scored. offside?", AP),
    # ... but not knowing which of two players both told offside touched it leaves him offside (plays12)
    (
        "Their 7 and their 11 both standing past our last defender when the midfielder pass, maybe one metre, keeper "
        "on his line. One of them touch it, I don't know which one because same haircut, and he score. Offside, no?",
        OFF,
    ),
    # Law 11.1: "their deepest outfielder" is the second-last opponent with the keeper on his line (had asked where he
    # was) ...
    (
        "our 8 shot from twenty yards. At that moment our 9 was beyond their deepest outfielder (their keeper on his "
        "line) and ahead of the ball; he stood in their keeper's eyeline, so the keeper couldn't see the shot. The 9 "
        "never touched it and it went in. Flag up. Right?",
        OFF,
    ),
    # ... and "than the ball and than all our defenders" names both, as a second language says it
    (
        "Their winger gave a cross. At that moment stood their number 9 closer to our goal line than the ball and than "
        "all our defenders, only our keeper on his line behind him. He heads it in. Offside or not?",
        OFF,
    ),
    # Law 11.2: jumping with an opponent named by his name for the header challenges him (his involvement was asked)
    (
        "their winger crosses. In that moment their 9 was nearer our goal line than the ball and all our defenders, "
        "only our goalkeeper on the line. He did not touch the ball, but jumped with our Coates for the header and "
        "Coates could not head it clean. It fell to their 10, who scored. Goal counts?",
        OFF,
    ),
    # Law 11.1: "closer to the goal than the ball and all their field players" (an American's outfield players) ...
    (
        "Free kick for us 25 yards out. Our center back planted himself right in their keeper's face, closer to the "
        "goal than the ball and all their field players when it was hit. He never touched it, but the keeper couldn't "
        "see a thing and it flew past him. Flag went up. Right call?",
        OFF,
    ),
    # ... and "between our last defender and our keeper" are offside places (both had asked where he was)
    (
        "Their guy shot from 20 yards, our keeper parried it, and their other striker tucked in the rebound. When the "
        "shot was hit he was standing between our last defender and our keeper, closer to goal than the ball too. Ref "
        "gave the goal. How?",
        OFF,
    ),
    # Law 11.2: whether he got in the defender's way, doubted, is asked (had been ruled "not involved" on the keeper's
    # line of sight alone)
    (
        "our mid shot from outside the box, it went in. our other striker was offside when it was hit (past their last "
        "defender with their keeper on his line, and ahead of the ball), off to the side nowhere near the keepers line "
        "of sight, but right next to their center back who was trying to get across to block it. didnt see if our guy "
        "got in his way",
        AI,
    ),
    # Law 11.1: a team-mate's pass told in the present ("plays it back across the box") is the pass (had asked how
    # the ball came)
    (
        "our 10 plays it back across the box, and our striker was closer to their goal line than the ball and their "
        "last defender. he tapped in. offside or not?",
        OFF,
    ),
]

test_flag_round_play = ruling_test(PLAYS)
