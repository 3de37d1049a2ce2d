"""Review 19 (a hostile probe of a stop's own changes, against 57ec2cc) and the odd halves of voices40 (replies in a
thread) and voices41 (the Laws cited by number): what they found untrue, mended, each ruled from the Laws (IFAB
2026/27): the answer id and the opening ("" a question asked back or a statement with no Yes or No)."""

from tests.laws.evaluate import probe_test

CASES = [
    # VAR protocol: once play stopped for offside before the ball went in, there is no goal to review
    (
        "lino flagged for offside, the ball went in after the whistle. can VAR overturn it?",
        "var-offside-stopped-play",
        "No",
    ),
    # ... and an omission asked right or wrong gets no bare Yes or No, whichever side its own words read
    ("ref booked the wrong player and VAR didn't correct it. was VAR right?", "var-mistaken-identity", ""),
    (
        "the keeper saved it but was off his line, ref didn't order a retake. right call?",
        "penalty-keeper-save-retake",
        "",
    ),
    # Law 11: a backwards pass can be offside
    ("is it true you can be offside from a backwards pass?", "offside-backwards-myth", "Yes, that's right"),
    ("is it true you can't be offside from a backwards pass?", "offside-backwards-myth", "No"),
    # Law 11.1: "onside at the pass", set off by a comma, after "behind the last defender"
    (
        "he was behind the last defender, onside at the pass, and scored. goal?",
        "situation:no-offence",
        "Yes, no offside offence",
    ),
    # Law 12.1: a team-mate's arm, with its apostrophe
    (
        "his teammate's arm blocked it by accident then he scored, goal?",
        "handball-accidental-teammate",
        "Yes",
    ),
    # Law 12.3: DOGSO outside the area is a red: "only got booked" was wrong
    (
        "he denied an obvious goal scoring chance outside the box and only got booked, was the ref right?",
        "dogso-outside-area",
        "No, that's not right",
    ),
    # a suspension is the competition's matter, not turned by "a straight red"
    (
        "he got a second yellow a straight red, does he miss 2 games?",
        "second-yellow-suspension",
        "Not always",
    ),
    ("two yellows in one game means a red yeah", "second-yellow-red", "Yes"),
    # Law 11.2: a defender's instinctive leg is a deflection; a challenge by jumping into him is interfering
    (
        "...so their striker was a yard beyond our cb (keeper on his line) when their winger drilled a low cross in hard"
        " from out wide level with the edge of the box, our cb stuck a leg out on instinct, it glanced off his boot to the"
        " striker who scored. that's offside right",
        "situation:offside",
        "Offside",
    ),
    (
        "@ozzy from our end: their striker was well past our back line, keeper on his line, when the long ball went over"
        " from their half. our cb went up to head it clear and their striker jumped into him, cb missed it and their"
        " onside mate ran on and scored. offside on the striker surely??",
        "situation:offside",
        "Offside",
    ),
    # Law 11.3: the three restarts the fan cites are no restart of this play, a free kick
    (
        "Free kick 35 yards out. Our centre-half was beyond their back line and nearer goal than the ball when it was"
        " struck, keeper on his line, and he headed it in. Law 11.3 only lists goal kicks, throw-ins and corners, so:"
        " offside?",
        "situation:offside",
        "Offside",
    ),
    # ... and a short corner is judged at the team-mate's chip: "nearer the line than the ball and their last outfielder"
    (
        "short corner, taker rolled it to our 7 who carried it out to the edge of the box and chipped it in. our 5 was"
        " nearer the line than the ball and their last outfielder when 7 chipped it, keeper on line, headed in. L11.3 says"
        " corners dont count so fine??",
        "situation:offside",
        "Offside",
    ),
    # Law 11.2: whether a reflex touch is a deliberate play is asked, not told: no ruling on it as one
    (
        "Under Law 11.2, is a centre-half's reflex leg at a whipped low ball, spinning to a forward in an offside position,"
        " a deliberate play?",
        "situation:ask",
        "",
    ),
]

test_review19 = probe_test(CASES)
