"""The round on voices50-53 (the keepers' union, the set-piece coach, the goal that wasn't, the back four): what their
odd halves showed, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import AI, AP, NO, OFF, probe_test, ruling_test

PLAYS = [
    # Law 11.2: a team-mate's pass is when offside is judged, however deliberate: only an opponent's deliberate play
    # resets it (both had been read as the opponent's, "no offside offence")
    ("our striker was offside and our midfielder played a deliberate pass to him, is it offside?", OFF),
    ("their striker was offside and their midfielder played a deliberate pass to him, is it offside?", OFF),
    (
        "Does a deliberate pass from their own midfielder wipe the slate clean for their striker who was offside?",
        AI,
    ),
    # ... and an opponent's is still his, told of either side
    ("our striker was offside and their midfielder played a deliberate pass to him, is it offside?", NO),
    ("their striker was offside and our cb played a deliberate pass straight to him, is it offside?", NO),
    # ... told in the present: "deliberately plays / passes" is a deliberate play
    (
        "If their defender deliberately plays the ball, a proper controlled pass, but it goes straight to our forward "
        "who's standing offside, is that offside?",
        NO,
    ),
    (
        "their centre back deliberately passes it sideways and our 9, who was offside, nicks it and scores. offside?",
        NO,
    ),
]

# Law 11.1: where he was when the team-mate played it decides, not where he took the ball after a run back
PLAYS += [
    (
        "Their striker was a yard offside in our half when their midfielder played it, then jogged back over the "
        "halfway line, collected it in his own half, ran at us and scored. Their fans say picking it up in his own half "
        "makes it fine. Should it have been chalked off?",
        OFF,
    ),
    (
        "he was in his own half when the pass was played, collected it in his own half and ran 60 yards to score",
        NO,
    ),
    # ... "when it was struck | their centre-half was ...": a ball struck, no touch off a defender; and the line a
    # defender holds level with the box is not where the attacker was
    (
        "Free kick to them near halfway. When it was struck their centre-half was a yard beyond our line, which I was "
        "holding level with the edge of our box, keeper on his line, and he headed it in.",
        OFF,
    ),
    # ... where he was at the start of the keeper's throw is not where he was when it left the keeper's hand
    (
        "I threw it long to our winger. At the start of my throwing motion he was in their half, level with their "
        "second-last defender, but I lost sight of him and can't say where he stood at the instant the ball actually "
        "left my hand. He took it down and scored. Offside?",
        AP,
    ),
]

# Law 11.2: jumping with the teller, a defender, for the header is challenging an opponent for the ball; "miles off"
# closed there is an offside position; "a yard behind me, so onside" told by a defender is onside
PLAYS += [
    (
        "Their winger crosses from level with our penalty spot. Their nine is two yards beyond me and the rest of our line, "
        "keeper on his line, nearer our goal than the ball. He never touches it, but he jumps with me for the header, I "
        "get nothing on it, and it drops to their other striker, who was onside, to score.",
        OFF,
    ),
    (
        "their striker was miles off, the cross clipped our centre-back's shin and fell to him, he scored, rubbed out",
        OFF,
    ),
    (
        "Their midfielder plays it through. At that moment their nine was a yard behind me, so onside, but he's quicker "
        "than me and by the time he got it he was five yards clear. Scored, obviously.",
        NO,
    ),
]

test_keepers_round_play = ruling_test(PLAYS)


CASES = [
    # Law 12.3 / 12.1: a handball that fails to stop the goal is a caution, not a sending-off (the offside deflection
    # answer's "Yes." had answered "is he sent off?")
    (
        "My centre-back flaps a hand at a shot on the line but it still goes in. Is he sent off?",
        "handball-unsuccessful-prevent",
        "No.",
    ),
    # Law 12.3: spitting at anyone is a sending-off, whatever the penalty before it
    (
        "A boy spat at my daughter after she saved a penalty. Is that a sending-off?",
        "red-card-spitting",
        "Yes.",
    ),
    # Law 3.3: a substitute who has entered is a player (the extra person's answer had "Not always.")
    (
        "our sub came on and scored with his first touch. Can a substitute score the moment he's on?",
        "substitute-becomes-player",
        "Yes.",
    ),
    # Law 5.3 and 11: advantage played, then an offside: the advantage answer, not a ruling that leaves it out
    (
        "Ref plays advantage after I foul their winger, then their striker's offside from the next pass. Still penalised?",
        "advantage-then-offside",
        "Yes.",
    ),
    (
        "Their striker is offside, but the ball breaks to my centre-back and we can counter. Can the ref let it run "
        "instead of giving the free kick?",
        "advantage-offside",
        "Yes.",
    ),
    # ... not when only the ruling is asked
    (
        "ref played advantage for a foul on our 10, then our 9, who was two yards offside when our 8 passed, ran on and "
        "scored. offside?",
        "situation:offside",
        "Yes, offside.",
    ),
]

test_keepers_round_answer = probe_test(CASES)


# The round on voices54-55 (the disciplinary panel, the match-day moderator)
RELAYED = [
    # a member's account relayed by a moderator in quotes is the play itself, not someone's claim
    (
        'relaying from #general: "their 9 was jogging back but still a yard past our second-last man, in our half, when '
        'their 8 played it through, onside by the time he got it, scored." our lot are furious. was it offside?',
        OFF,
    ),
    (
        'relaying from #general: "their 10 was dead level with our last outfield defender when the through ball went, '
        'our keeper in goal, and he scored". was it offside?',
        NO,
    ),
    # ... while a claim quoted is still no fact: "ref says 'he was a yard off'"
    ("our 9 scored from the cross. the ref says 'he was a yard off when it was crossed'. was he?", AP),
]

test_relayed_play = ruling_test(RELAYED)

PANEL = [
    # Law 12.3: only a cautionable offence is a booked player's second yellow
    (
        "Their 11: booked at 20', then eight more fouls and no second card. Is every foul a booked man commits an "
        "automatic second yellow?",
        "second-yellow-next-foul",
        "Not always.",
    ),
    # Law 12.3: kicking or throwing an object in a strop is not always a red for a team official
    (
        "Their manager kicked a water bottle in a strop at 55'. Is that always a straight red for a coach?",
        "coach-throws-object",
        "Not always.",
    ),
    # Law 3: a team must always have a goalkeeper, so one of the others takes over in goal
    (
        "When the keeper walks, does one of the outfielders have to go in goal?",
        "goalkeeper-sent-off-outfielder-in-goal",
        "Yes.",
    ),
]

test_panel_answer = probe_test(PANEL)


# Sibling answers whose Yes or No said the opposite for the case asked (voices53-54 odd halves)
SIBLINGS = [
    # Law 12.3: a non-deliberate handball denying a goal, penalty given, is a caution ("Yes ... red" had said otherwise)
    (
        "If one of us accidentally stops a certain goal with an arm and a pen is given, is it a red as well?",
        "handball-accidental-stops-goal-caution",
        "No.",
    ),
    # Law 12.1: only the scorer's accidental handball counts; a team-mate's does not ("No." had said otherwise)
    (
        "If a team-mate accidentally handles the ball earlier in the move and a different player then scores, may the "
        "goal stand?",
        "handball-accidental-teammate",
        "Yes.",
    ),
    # Law 3: a substituted player takes no further part (the injured player's "Yes." had answered)
    (
        "Can a player we took off at 60' come back on at 85' if someone else gets injured?",
        "substituted-player-return",
        "No.",
    ),
    # Law 12.3 / 5.3: the card the offence deserved still comes after advantage
    (
        "Their 8, on a yellow since 15', clipped our 10 recklessly at 70'; ref waved play on, we scored 20 seconds later. "
        "Can the card still come after advantage has been played?",
        # (a player already on a yellow: the second caution's answer says it as well, Law 12.3)
        ("advantage-card-later", "advantage-second-yellow-later"),
        "Yes.",
    ),
    # Law 5.2/9.1: the whistle stops play, so the shot after it is no goal (the advantage answer's "Yes." had answered)
    (
        "Ref blew for a foul on our keeper a split second before their shot went in. Can the goal still count?",
        "goal-after-whistle-for-foul",
        "No.",
    ),
]

test_sibling_answer = probe_test(SIBLINGS)
