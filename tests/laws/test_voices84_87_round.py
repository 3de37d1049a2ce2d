"""The voices84-91 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Law 12.1: the scorer's own accidental handball just before he scores (had the team-mate's "Yes.")
    (
        "the ball hit his hand by accident and he's fired it in straight away. goal?",
        "handball-accidental-scorer",
        "No.",
    ),
    # Law 10.1: a keeper's throw straight into the other goal is a goal kick (had the goal kick's "Yes.")
    (
        "if the goalie hurls it out of his area and it flies all the way into their net, does it count?",
        "goal-keeper-throw",
        "No.",
    ),
    # Law 15: straight into the net from a throw-in, nobody touching it (had "No offside offence.")
    (
        "we took a throw-in and it went straight into their net, nobody touched it. goal?",
        "goal-direct-throw-in",
        "No.",
    ),
    # ... and a long throw named by Rory Delap's name
    ("a delap special straight in off nobody, that doesn't count, does it?", "goal-direct-throw-in", "No"),
    # Law 12.3: advantage after a DOGSO offence: a caution, not a red, told as "only the keeper to beat"
    (
        "the ref lets play go on after their centre-half chops down our man who had only the keeper to beat. is the "
        "centre-half still sent off when it stops?",
        "advantage-dogso-caution",
        "No.",
    ),
    # Law 11.2: a defender with the ball under control passes it to the attacker: a deliberate play (had "has it under
    # control" unread and the pass taken as a team-mate's)
    (
        "if their centre-back has it under control and then passes it straight to our winger who was offside, is our "
        "winger still offside?",
        "deliberate-play-not-offside",
        "No.",
    ),
    # Law 11.2's save, asked again as "one" after the question that names it (had the keeper-counts answer)
    (
        "What is a 'save' for offside? Could a defender blocking on his line make one, or only the goalkeeper?",
        "save-what-is",
        "A save is",
    ),
    # Law 12.3: handling the ball in an attempt to score is a caution (had the goal-off-the-referee answer, from "the ref
    # spots it")
    (
        "a forward deliberately palms it into the net and the ref sees it. what does he get apart from the goal being "
        "ruled out?",
        "handball-attempt-to-score",
        "A direct free kick",
    ),
    # Law 12: being fouled earns no card, asked of a booked player fouled (had the serious-foul advantage answer)
    (
        "their 7 was already booked and got kicked all over the place. can you get a second yellow just for being "
        "fouled?",
        "fouled-player-no-card",
        "No.",
    ),
    # Law 14.2: keeper and kicker offending at the same moment (had the encroachment answer)
    (
        "what if the goalkeeper moves too soon and the one taking the penalty also breaks the rules at the same "
        "moment? is it taken again?",
        "penalty-both-offend-retake",
        "No.",
    ),
]

CASES += [
    # Law 11.2: a save starts nothing afresh, asked as "a fresh start for the offside?" (had "Yes.", read as "still
    # offside?")
    (
        "when the keeper saves a shot and it bounces out to one of ours who'd been stood too far forward, is that a "
        "fresh start for the offside?",
        "save-no-reset",
        "No.",
    ),
    # Law 11.1: the goalkeeper counts as one of the two opponents (had the outfield-player answer's "No.")
    (
        "does the goalie count towards the two opponents you need between you and the goal line, same as an outfield "
        "player?",
        "offside-goalkeeper-counts",
        "Yes.",
    ),
    # Law 11.2: a team-mate's deliberate pass resets nothing, asked beside an opponent's that does (had the opponent's
    # "Yes.")
    (
        "if our lad is offside and one of our own players passes it to him on purpose, is that a reset like when their "
        "defender passes it?",
        "deliberate-play-team-mate",
        "No.",
    ),
]

CASES += [
    # Law 11.2's save, asked after "when offside is being judged" (had the moment offside is judged)
    (
        "honest question, when offside is being judged, what actually counts as a 'save' by a defender or the keeper?",
        "save-what-is",
        "A save is",
    ),
    # Law 11.3: a free kick is no exempt restart (had the offside sanction's answer)
    ("can a player be caught offside at a free kick?", "offside-free-kick", "Yes."),
    # Law 3.3: a substitute enters only at a stoppage (had the sent-off player's answer)
    (
        "can a sub just run on while the ball is in play, as long as the player he's replacing has come off?",
        "substitute-enters-stoppage",
        "No.",
    ),
    # Law 12: striking a team-mate in play is a direct free kick to the opponents (had the goal kick's placing)
    (
        "years ago our two centre-halves had a proper set-to, one swung a fist at the other with the ball in play. "
        "should the other side get a free kick for that?",
        "foul-on-team-mate",
        "Yes.",
    ),
]

test_voices84_87_answer = probe_test(CASES)

PLAYS = [
    # Law 11.1: "nearer halfway than him", told just after the last defender named, is behind him: onside at the pass
    # (had where he was asked)
    (
        "long ball, our nine was on the right side of their last defender, a yard nearer halfway than him, when it was "
        "played, then raced clear and scored. offside?",
        "no-offence",
    ),
    # ... and "a yard short of" the last defender is not yet level with him
    (
        "their 11 was two yards short of our last defender when the ball was played, then ran through and scored",
        "no-offence",
    ),
    # Law 11.3 exempts a throw-in, not a free kick: "no clue if the ref gave a throw or a free kick" leaves how the ball
    # came unknown (had the free kick taken as told: offside)
    (
        "ball went out by their box, no clue if the ref gave a throw or a free kick. our 9 got it straight from the "
        "restart, nearer their goal than the ball and all their defenders, and scored. offside?",
        "ask:received_from",
    ),
    # Law 11.1: ahead of the ball or behind it, doubted after the fact ("the camera didn't show")
    (
        "their winger rolled it to their striker, who was beyond our last centre-back. whether he was in front of the "
        "ball or behind it when it was played, the camera didn't show. he scored. offside?",
        "ask:position",
    ),
    # ... or asked without its verb
    (
        "their winger cut it back, striker tapped in. he was past our last outfield defender when it was played but "
        "ahead of the ball or behind it? couldnt tell from the stand",
        "ask:position",
    ),
    # ... and which half he was in, only roughly placed ("somewhere round the halfway line")
    (
        "our keeper launched it, our 9 was somewhere round the halfway line, past all their defenders as they'd pushed "
        "up, and she ran onto it and scored. offside?",
        "ask:position",
    ),
    # ... or doubted: "nobody can say if any part of him was over"
    (
        "at the pass our striker was stood right on the halfway line, ball behind him, their back line pushed up. "
        "nobody can say if any part of him was over into their half. he scored.",
        "ask:position",
    ),
    # Law 11.1: "closer than all of their players except the goalkeeper", the goal left unsaid (read nowhere before)
    (
        "the ball came to one of ours who was closer to their goal than the ball, and closer than all of their players "
        "except the goalkeeper. a team-mate passed it and she scored. offside?",
        "offside",
    ),
    # Law 11.4: an opponent off the field counts on his goal line only if he left WITHOUT the referee's permission. The
    # fan doubting or asking it leaves where he was unknown, and that permission is what is asked (had "Offside.")
    (
        "their striker was beyond every defender on the pitch except the keeper when the pass was played, and scored. "
        "our full-back was lying just off the pitch by the goal line; nobody says whether he had the referee's "
        "permission to be there.",
        "ask:position",
    ),
    # ... told by a fan of the defending side ("past every one of us bar our keeper": read nowhere before, so "not sure")
    (
        "our left-back went down hurt and ended up off the pitch behind our goal line. at their pass their 9 was past "
        "every one of us on the pitch bar our keeper. did the ref ok our left-back going off? no idea. offside?",
        "ask:position",
    ),
    # Law 11.2: "nowhere near blocking the keeper's view" is no interference; whether he touched it, asked, decides
    # (had the blocking taken as told: offside)
    (
        "shot from distance, our striker offside when it was hit but out wide, nowhere near blocking the keeper's view. "
        "ball flew in past him. did he get a toe on it? cant tell from here.",
        "ask:involvement",
    ),
    # ... and a doubt of whether the defender meant the handball: "she won't tell me if she meant it"
    (
        "their striker was beyond our last outfielder when their midfielder passed it, then it hit our centre-back's arm "
        "on the way through and their striker scored. our centre-back won't tell me if she meant it",
        "ask:received_from",
    ),
]

PLAYS += [
    # Law 11.2: a challenge for the ball before the defender's header is the offence, whatever the header was (had
    # deliberate play or deflection asked)
    (
        "their full-back crosses. their 9, offside when it was hit, goes up for it shoulder to shoulder with our "
        "centre-half, doesn't get a touch, and our centre-half heads it out for a corner.",
        "offside",
    ),
    # ... a toe helping a shot over the line is playing the ball (had what he did asked)
    (
        "their winger's shot was going in anyway but their striker, who'd been offside when it was hit, stuck out a "
        "toe on the line and helped it over.",
        "offside",
    ),
    # Law 11.1: the goal named as the opponents', exam-style (had where he was asked)
    (
        "Attacker A is closer to the opponents' goal line than the second-last defender and than the ball when B "
        "shoots; the keeper parries and A scores the rebound. Offside offence?",
        "offside",
    ),
    # Law 11 (2025/26): a keeper's throw is judged at its release, the half he was in put between the place and the
    # moment (had "level when he started the throw" ruled)
    (
        "our keeper threw it long. our 9 was level with their last defender when he started the throw but a yard past "
        "him, in their half, when it left his hand. scored, flag up. why?",
        "offside",
    ),
    # ... nearer goal than the teller, who was the last outfield defender (read nowhere before)
    (
        "their 10 was a yard closer to our goal line than me when the cross came in, and I was our last outfielder "
        "with our keeper on her line. she headed it in.",
        "offside",
    ),
    # Law 11.2: a touch "by accident" off a defender's head is a deflection (had deliberate play or deflection asked)
    (
        "our striker was nearer goal than all their outfielders, keeper on her line, when our winger crossed. it "
        "glanced off their centre-back's head by accident and our striker scored",
        "offside",
    ),
    # Law 11.1: where he was at the pass, not where he collected it later in his own half (had "own half": no offence)
    (
        "when their 6 played it their striker was a yard past our last outfield defender, in our half, ball behind "
        "him. he'd drifted back and collected it just inside his own half, then ran on and scored.",
        "offside",
    ),
]

test_voices84_87_play = ruling_test(PLAYS)
