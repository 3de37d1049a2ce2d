"""The voices80-83 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Conte was a team official: Spurs kept eleven (had the red card's own answer, not the headcount)
    (
        "When the referee showed Conte the red against Sporting, did Spurs have to carry on with one man fewer?",
        "conte-red-numbers",
        "No.",
    ),
    # Law 10.1: the whole ball over the line (had goal-line technology's answer)
    ("for a goal, must every bit of the ball be past the line?", "goal-whole-ball", "Yes."),
    # Law 5.3: no fixed seconds. Neither "nobody told me this" nor "five, say," is a claim put to us (had "Yes, that's
    # right.", turned by the "can't" of "before he can't go back")
    (
        "nobody ever told me this: is there a set number of seconds, five say, before the ref can't go back after "
        "advantage?",
        "advantage-no-fixed-time",
        "No.",
    ),
    # ... while a claim someone says is still put to us
    ("refs say you can't be offside from a throw, true?", "offside-throw-in", "Yes, that's right"),
    # Law 14.2: players entering the area early at a penalty (had the own-area free kick's answer)
    (
        "at a pen our players ran into the box before the kick and he scored, is it taken again?",
        "penalty-encroachment",
        "Only if",
    ),
    # Law 15: a throw-in played off an opponent, then played again by the thrower (had the throw-in goal's answer)
    (
        "their full back took a throw, bounced it off our winger's back and played it himself. allowed?",
        "throw-in-at-opponent",
        "Yes.",
    ),
]

test_voices80_83_answer = probe_test(CASES)


PLAYS = [
    # Law 11.1: nearer halfway than the second-last defender is behind him: onside at the pass; his run after it is no
    # offence (had where he was asked, from "five yards clear" after the pass)
    (
        "our striker was a yard nearer halfway than their second-last defender when the ball was played, then ran clear "
        "and scored. offside?",
        "no-offence",
    ),
    # Law 11.2: "stood square in front of our keeper" blocks his view; no level place (had "level", so no offence)
    (
        "their nine was past our last defender when their 8 shot from distance. he never touched it but stood square in "
        "front of our keeper the whole way, right across his sight. goal?",
        "offside",
    ),
    # ... a challenge for the ball with the opponent named just before is interfering; "corner given" after it is the
    # outcome, not how the ball came (had a corner read as the restart: no offence)
    (
        "their nine was ahead of the ball and beyond all our outfield players when the ball was hit over the top. it "
        "dropped to our right-back and their nine went shoulder to shoulder with him for it, and it ran out for a "
        "corner. corner given. right call?",
        "offside",
    ),
    # ... and the challenge comes before the defender's clearance, with the team-mate's pass untold: his offence was
    # already committed, so the clearance starts nothing afresh (review 42: ruled on the clearance, no offence)
    (
        "their winger was offside. the ball dropped to our full back and their winger went shoulder to shoulder with "
        "him for it, our full back hoofed it clear. offside offence?",
        "offside",
    ),
    # ... a fact asked and answered "not known" is doubted (had the question's "blocking" taken as told)
    (
        "our eight shoots from range and it goes straight in. our ten was beyond their last outfield player, near their "
        "keeper. blocking the keeper's view? not known. he never moved.",
        "ask:involvement",
    ),
]

test_voices80_83_play = ruling_test(PLAYS)
