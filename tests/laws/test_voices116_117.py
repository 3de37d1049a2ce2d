"""The odd halves of voices116 and voices117 and of plays19 (blind sets of 2026-12-06): the untrue answers they showed,
mended, each with its Law (IFAB 2026/27). A question's own wording of the other side ("must a goal kick travel out of
the area before another player is allowed to touch it?", "he must go out even if he is ok?", "the arm it counts?",
"this is still foul?", "is it the VAR ... that make the final call?") no longer turns the answer; a sub put on for a
player sent off, a sub coming on while the ball is moving, a handball told going in anyway reach their answers. Told
plays in a second language: "fora de jogo", "golo", "guarda-redes", "more near our goal than", "same line as the ball",
"He head it", a present-tense pass after a throw-in, "what I cannot remember is whether ..."."""

from tests.laws.evaluate import AP, NO, OFF, probe_test, ruling_test

CASES = [
    # Law 16.2: a goal kick is in play once kicked and clearly moves; it need not leave the area
    (
        "Must a goal kick travel out of the penalty area before another player is allowed to touch it?",
        "goal-kick-inside-area",
        "No",
    ),
    # Law 12.1: attempting to kick an opponent is an offence, contact or not
    (
        "Colleague on T-bar say: no contact, no foul, finish. Player kick at opponent and miss him completely. This is"
        " still foul?",
        "foul-no-contact",
        "Yes",
    ),
    # Law 11.1: the hands and arms are not considered for offside
    (
        "my friend from the ski school says the striker was offside with the hand, his arm was in front of the defender."
        " the arm it counts?",
        "offside-arms",
        "No",
    ),
    # VAR protocol: the referee takes the final decision
    ("Is it the VAR boys in their wee room that make the final call? Over.", "var-decides", "No"),
    # Law 5.3: a player treated on the field must leave it
    (
        "Player fall, ref stop game, physio come on and treat him on pitch. After, he must go out even if he is ok?",
        "injured-player-stay-off",
        "Yes",
    ),
    # Law 3.1: a player sent off after the kick-off cannot be replaced
    ("when a player gets a red can the coach put on a sub in her place?", "red-card-replace", "No"),
    # Law 3.4: a substitute enters only during a stoppage
    (
        "Can a sub run on while the ball's still moving, if the fella he's replacing is already off?",
        "substitute-enters-stoppage",
        "No",
    ),
    # Law 12.3: a handball that fails to stop a goal is a caution, the goal stands
    (
        "Defender on the line punches at it but the ball still ends up in the net. Is he off? Over.",
        "handball-unsuccessful-prevent",
        "No",
    ),
]

test_probe_answer = probe_test(CASES)

PLAYS = [
    # Law 11.3: offside applies at a free kick
    (
        "Free kick for them in the middle, 35 metres. When he kick, their number 5 is two metres more near our goal than"
        " our last defender, our keeper on the line. He head it, golo. Our coach say from free kick no offside exist.",
        OFF,
    ),
    # Law 11.1: level with the ball is not an offside position
    (
        "Their 10 run with the ball into our area and their 9 run beside him, same line as the ball. 10 pass square to 9,"
        " and 9 is more near our goal than our last defender, but same line as the ball. Score. Offside?",
        NO,
    ),
    # Law 11.3: a team-mate's play after a throw-in is judged as any pass
    (
        "throw in to our 10, 10 backheels it first time to our 7 who was a yard past there last man when the 10"
        " backheeled it, keeper on his line, 7 scores. no offside off throw ins innit",
        OFF,
    ),
    # Law 11.2: a ball off an opponent's unintended touch (a deflection) does not reset offside
    (
        "Ball come very fast across the area from our winger, their defender jump, it touch his head only a little, he"
        " not expect it, and it go to our 9 who was fora de jogo when the winger cross. Golo. Is good golo or no?",
        OFF,
    ),
    # the fan does not know where he was against the ball: asked
    (
        "Our winger, about ten yards from their goal line, squared it back. Their defence was caught upfield and only"
        " their goalkeeper was between our striker and goal. The striker, near the penalty spot, scored. What I cannot"
        " remember is whether he was behind the ball or a little in front of it when it was squared. Offside?",
        AP,
    ),
]

test_play = ruling_test(PLAYS)
