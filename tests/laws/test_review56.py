"""Review 56 (a hostile hunt for untrue rule answers, at 3f50738, 2026-12-06): the highs mended, each with its Law
(IFAB 2026/27). A time told against the eight seconds is judged ("held it 7 seconds ... corner, correct?" is no corner);
a careless foul told without an attack it stopped is asked of its manner; "foul?" asked bare after an act asks whether
it was an offence. Those left are in the stop's note."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.2: a corner for holding the ball more than eight seconds; 7, or 8 exactly, is not more
    (
        "keeper held it 7 seconds and the ref gave a corner. yes or no was that correct?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    (
        "the keeper had the ball in his hands for like 7s and ref gave corner to us lol, legit?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    ("keeper held the ball 8 seconds exactly, should it be a corner?", "keeper-eight-seconds-corner", "No"),
    (
        "the ref counted down from 5 with his hand and the keeper released it at 8s. is that a corner?",
        ("keeper-eight-seconds", "keeper-eight-seconds-corner"),
        "No",
    ),
    ("keeper held it for 9 seconds, ref gave a corner. correct?", "keeper-eight-seconds-corner", "Yes"),
    (
        "keeper held it 10 seconds and the ref gave a corner. right call?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # Law 12.3: advantage played for a DOGSO offence: the offender is still cautioned
    (
        "ref gave advantage for a dogso foul and the team scored, then he booked nobody. right?",
        "advantage-dogso-caution",
        "No",
    ),
    # Law 14: a penalty is for an offence in the offender's own area; an attacker's foul there is a free kick to the
    # defenders
    (
        "the attacker fouled the keeper in the six yard box, ref gave a penalty to the attacking team lol. right?",
        "penalty-attacker-foul-in-area",
        "No",
    ),
    # Law 14.1: the offence's place decides, wherever the ball is
    (
        "the defender kicked the striker in his own box while the ball was up the other end, ref gave a penalty. right"
        " call?",
        "penalty-ball-elsewhere",
        "Yes",
    ),
    # Law 12.1: a team-mate's accidental handball before the goal is no offence; a decision changed after VAR is judged
    # by its later call
    (
        "the ball hit the attackers arm and then went to his teammate who scored, goal given. correct?",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "goal given, var saw a handball by the scorer's teammate accidentally 2 passes before, goal ruled out. correct?",
        "handball-accidental-teammate",
        "No",
    ),
    # Law 1.2: the lines are part of the field; a ball on the line is in play
    ("ball was on the line but not fully over, ref gave a throw in. right?", "goal-line-part-of-field", "No"),
    # Law 13.1: an indirect free kick that touches another player, the keeper included, before going in is a goal
    (
        "can you score directly from an indirect free kick if it touches the keeper?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    (
        "an indirect free kick went in off the keepers glove, ref gave the goal. correct?",
        "goal-indirect-free-kick-touched",
        "Yes",
    ),
    # Law 17.1: a goal may be scored directly from a corner against the opponents
    ("corner kick went straight in, goal given. correct?", "goal-direct-corner", "Yes"),
    # Law 4.2: jewellery is forbidden to players: the referee has it removed
    ("player wore a necklace, ref made him take it off, can he?", "jewellery-forbidden", ""),
    # Law 5.2: a decision may be changed until play restarts
    (
        "the ref changed his decision before the restart after the linesman told him, allowed?",
        "referee-change-after-restart",
        "Yes",
    ),
    # Law 12.2: the six-second indirect free kick is gone (a corner since 2025/26)
    (
        "keeper had it in his hands 12 secs, ref gave indirect freekick inside box. wrong no?",
        "keeper-six-seconds-gone",
        "Yes",
    ),
    # Law 12.3: handling the ball in an attempt to score is a caution, successful or not
    (
        "a player tried to score with his hand and missed, ref booked him. correct?",
        "handball-attempt-to-score",
        "Yes",
    ),
    # Law 12.3: a substitute can be sent off from the bench
    (
        "sub on the bench threw a bottle at the ref, ref showed him red. can he do that to a sub?",
        "red-card-substitute",
        "Yes",
    ),
    # Law 3.2: up to five in an official competition, one more in extra time where its rules allow
    ("team made a 6th substitution, is that allowed?", ("substitutes", "substitutes-how-many"), ""),
    # Law 5.2 / VAR protocol: once the whistle went for the foul the ball was out of play; VAR's "no foul" gives no goal
    (
        "ref blew for a foul before the ball went in, var said no foul, can the goal be given?",
        "goal-after-whistle-for-foul",
        "No",
    ),
    # Law 12.1: a careless foul is a free kick only; a reckless one a caution
    ("ref booked our lad for a careless trip in midfield. right call?", "foul-card-by-manner", "Not always"),
    # Law 12.2: the keeper handling a team-mate's throw-in in his area is an indirect free kick
    (
        "keeper picked up the ball straight from his own team-mate's throw-in. foul?",
        "handball-goalkeeper",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)
