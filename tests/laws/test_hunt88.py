"""Hunt 88 (black-box at 1d53691) and the odd half of voices128, each mend told again in new words.

- A goal scored while advantage is played for a foul on the scorers stands (Law 5.3): never the time limit's, the
  scoring team's own offence's or the DOGSO caution's "No.". The scorer's own foul after the advantage is still the
  scoring team's offence (Law 12).
- A player already booked is still sent off for a second cautionable offence played on (Law 12.3), not "only if".
- Players must not crowd the referee at a review, and play restarts as the Laws set for the final decision (VAR
  protocol); the manager cannot ask for one; the VAR cannot hand out a second yellow the referee did not give.
- Whether SAOT was used for Kane's goal is not established (the seed's sources), never "Yes".
- A defender heading the ball away names no part of the attacker (Law 11.1 is not its answer; Law 11.2's deliberate
  play is).
- An offside in the six-yard box is no keeper's handling of a back-pass.
- A Law asked whole ("all of it", "from scratch") gets its topic; a plain question before a remark about a thesis is
  answered, while trivia and banter stay unsure.
"""

from tests.laws.evaluate import probe_test

RULES = [
    (
        "they chopped our number 7 on halfway, the ref let it run and our lad buried it from 20 yards. goal or free kick?",
        "advantage-goal-stands",
        "Yes",  # a choice with the goal first: its Yes is the goal's (question_form.asks_open)
    ),
    (
        "ref waved play on after a foul on our winger and we slotted it in seconds later. does it stand?",
        "advantage-goal-stands",
        "Yes",
    ),
    (
        "advantage given for a foul on us, then our striker elbowed the centre-half before he scored. does the goal "
        "stand?",
        "goal-scoring-team-offence",
        "No",
    ),
    (
        "he's already on a yellow, fouls again, the ref lets it go for advantage. does he still get sent off when it "
        "goes out?",
        "advantage-second-yellow-later",
        "Yes",
    ),
    (
        "half their team ran over and stood round the ref while the var was checking. can they do that?",
        "var-surround-referee",
        "No",
    ),
    (
        "the var ruled our goal out for offside. where does the game restart from?",
        "var-restart-after-review",
        "",
    ),
    (
        "is the manager allowed to make the var look at a decision again?",
        "var-coach-request",
        "No",
    ),
    (
        "can var give a second yellow?",
        "var-missed-second-yellow",
        "No",
    ),
    (
        "did semi automated offside decide kane's goal against sporting?",
        "kane-saot",
        "",
    ),
    (
        "just suppose a centre-back heads it away calmly and it drops to their striker who was offside. is he offside?",
        ("deliberate-play-not-offside", "deliberate-play-resets", "situation:no-offence"),
        "No",
    ),
    (
        "flag went up for offside right in their six-yard box. does that give the defending side a penalty?",
        "offside-no-penalty",
        "No",
    ),
    ("right, handball. the lot, from scratch please", "handball", ""),
    ("could you give me a rundown of the offside law?", "offside", ""),
    (
        "What does 'offside' actually mean? I'm translating a match report into Polish for my course and want the "
        "referee's sense of it.",
        "offside-what-is",
        "",
    ),
    ("who was the best left-back ever? my grandad says nobody beats his old captain", "unsure", ""),
    (
        "what's the longest ever VAR check in the Premier League? ours tonight felt like six minutes",
        "unsure",
        "",
    ),
    ("my cat had the lot off the kitchen counter while we watched the match", "unsure", ""),
]

test_hunt88 = probe_test(RULES)
