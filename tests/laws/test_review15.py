"""Review 15 (a hostile probe of the stop's first changes against 5200b3b, 123 questions): what the changes broke, and
the older untrue openings it found, mended, each ruled from the Laws (IFAB 2026/27): the answer id and the opening the
Laws give ("" a statement)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 7.4 / 14.1: a penalty still to take extends the half (turned wordings had read the situation as the question)
    (
        "the clock ran out with a pen still to take, does the ref have to let it be taken?",
        "penalty-added-time",
        "Yes",
    ),
    ("does the half get extended if a penalty is still to be taken?", "penalty-added-time", "Yes"),
    # Practical guidelines: most free kicks need no whistle, asked either way
    ("can you take a free kick before the ref blows?", "free-kick-whistle", "Yes"),
    ("do you have to wait for the whistle to take a free kick?", "free-kick-whistle", "No"),
    # Law 11.3 exempts a throw-in, not a keeper's throw (it had "There is no offside offence from a throw-in.")
    (
        "the keeper threw it out and the throw went straight to their 9 standing offside, flag?",
        "situation:ask",
        "",
    ),
    # Law 3.10 / 12.3: booking the captain is lawful
    ("is it illegal to book the captain?", "captain-can-be-cautioned", "No"),
    # Law 11.2: his own touch on before a team-mate's finish is playing the ball (it had been asked)
    (
        "our striker was in an offside position, flicked it on, then someone else scored, should it stand?",
        "situation:offside",
        "No, offside",
    ),
    (
        "our winger was offside when the ball was played and then his team-mate scored after our winger had a shot saved. goal?",
        "situation:offside",
        "No, offside",
    ),
    # Law 11.3: a question of both restarts keeps its "No."; a choice between two restarts takes none
    ("can you be offside from a throw in or a corner?", "offside-throw-in", "No"),
    (
        "8 seconds with the ball in his hands, is that a corner or a free kick?",
        "keeper-eight-seconds-corner",
        "",
    ),
    ("is it an indirect or direct free kick for a back pass?", "handball-backpass-kicked-free-kick", ""),
    ("corner or goal kick when it comes off both players at the same time?", "goal-kick-or-corner", ""),
    # Law 12.2: no limit with the ball at his feet
    ("can the keeper hold the ball at his feet for as long as he wants?", "keeper-eight-seconds-feet", "Yes"),
    (
        "is the keeper allowed to stand on the ball for a minute without being penalised?",
        "keeper-eight-seconds-feet",
        "Yes",
    ),
    # Law 12.3: a second caution is a sending-off ("is he off?" had "No.")
    ("ref showed him a second yellow, is he off?", "second-yellow-stays-on", "Yes"),
    # Law 17.2: the corner flagpost must not be moved
    ("can a player take out the corner flag to take a corner?", "corner-flag-moved", "No"),
    # Law 12.3: offensive language is a sending-off, the captain's too (it had "Only if the competition uses it")
    ("our captain called the ref a cheat, can he be sent off?", "red-card-offensive-language-can", "Yes"),
    # Law 7.3: the referee's watch does not stop for a VAR check; the time is added
    ("does the ref stop his watch for a var check?", "referee-stops-clock", "No"),
    # Practical guidelines: while the referee manages the wall and has told them to wait, the kick waits for the whistle
    (
        "can you take a free kick before the ref blows if he's moving the wall?",
        "free-kick-wall-wait-whistle",
        "No",
    ),
    ("ref was pacing out the wall and we took it quick, allowed?", "free-kick-wall-wait-whistle", "No"),
]


test_review15 = probe_test(CASES)
