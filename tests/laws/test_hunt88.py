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
- The seed match's own facts (matches/group-d-2022.md): its officials, its score, its cards, the restart after Kane's
  goal was ruled out, and that Emerson Royal, not Lucas Moura, headed it across; Dier's "it went backwards" is the myth.
- A place told "by then" at a second team-mate's pass is where the attacker is judged (Law 11.1), not his place at the
  first pass, made to another player.
Review 89 (a stranger's reading of the first commit of this round): a choice between the goal and the free kick gets
no bare Yes or No; the side that fouled scoring is not the advantage; the referee asking the VAR is no coach's request;
crowds and cards are not the surrounding answer's; an attacker heading the ball is placed by his head; a rule asked
after "the basics:" or "from scratch" is that rule's; a remark naming another sport leaves the question unsure.
"""

from tests.laws.evaluate import NO, not_answered_test, probe_test, ruling_test

RULES = [
    (
        "they chopped our number 7 on halfway, the ref let it run and our lad buried it from 20 yards. goal or free kick?",
        "advantage-goal-stands",
        "",  # a choice: no bare Yes or No answers it (decided_when)
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

SEED = [
    ("who took charge of spurs v sporting in october 2022?", "spurs-sporting-officials", ""),
    ("what did tottenham v sporting end up, score wise?", "spurs-sporting-score", ""),
    ("any bookings in spurs sporting that night?", "spurs-sporting-cards", ""),
    ("after var ruled kane's goal out against sporting, what was the restart?", "kane-goal-restart", ""),
    ("lucas moura headed it back for kane against sporting, didn't he?", "kane-goal-lucas-moura", "No"),
    (
        "eric dier reckons it went backwards so kane can't be offside. is he right?",
        "offside-backwards-myth",
        "No",
    ),
]

REVIEW89 = [
    (
        "they fouled our 9, the ref shouted play on and we scored straight after. goal, or does he go back to the free "
        "kick?",
        "advantage-goal-stands",
        "",
    ),
    ("can the referee get the var to look at it again?", "var-referee-decides-review", "Yes"),
    (
        "is an attacker offside if his head is beyond the last defender but he heads it away from goal?",
        "offside-body-parts",
        "Yes",
    ),
    ("from scratch: can you be offside from a throw-in", "offside-throw-in", "No"),
    ("I know the basics of offside. explain the deliberate play thing", "deliberate-play-criteria", ""),
    ("What does 'offside' mean? in cricket I mean, for my thesis", "unsure", ""),
]

PLAYS = [
    # "a stride short of their last man" is not yet level with him (plays28's odd half)
    (
        "our 6 passed it forward and our 9 was a stride short of their last man when it was played. he scored, flag "
        "went up. right?",
        NO,
    ),
    (
        "Son was onside when Kulusevski passed to Richarlison. Richarlison then slid it forward to Son, who by then was "
        "level with their last defender. offside?",
        NO,
    ),
    (
        "our 7 was offside when our 6 played it out to our 11 on the wing. our 11 then crossed it in, and by then our 7 "
        "was level with their last defender. he scored. offside?",
        NO,
    ),
]

test_hunt88 = probe_test(RULES)
test_seed = probe_test(SEED)
test_review89 = probe_test(REVIEW89)
test_told_again = ruling_test(PLAYS)

# What must never get the answer it had: the side that fouled scoring is no advantage's goal; fans are no players.
NOT_THIS = [
    (
        "their left back fouled our winger, ref played on, but they nicked it back and scored on the break. does their "
        "goal count?",
        "advantage-goal-stands",
    ),
    (
        "the away fans were surrounding the dugout during the var check, is that allowed?",
        "var-surround-referee",
    ),
    ("can the referee get the var to look at it again?", "var-coach-request"),
]

test_not_this_answer = not_answered_test(NOT_THIS)
