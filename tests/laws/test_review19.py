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
    # ... since review 52 the call judged is read (bot/laws/calls.py): a saved penalty with the keeper off his line is
    # retaken (Law 14.2), so no retake was not the right call
    (
        "the keeper saved it but was off his line, ref didn't order a retake. right call?",
        "penalty-keeper-save-retake",
        "No",
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

# Review 19's caused medium and its neighbours: a handball not told deliberate is no deliberate handball's answer
# (Law 12.3: a non-deliberate one that stops a goal, with a penalty given, is a caution); a yellow told as given is the
# lenient side however the verb is worded
CASES += [
    (
        "handball on the line, ref merely cautioned him and gave a pen, correct?",
        "handball-on-line-red",
        "Not always",
    ),
    (
        "he punched it off the line, ref only gave a yellow, is that right?",
        "handball-deliberate-not-only-yellow",
        "No",
    ),
    (
        "ref only gave him a yellow for that last man foul outside the box, right?",
        "dogso-outside-area",
        "No, that's not right",
    ),
]

test_review19 = probe_test(CASES)


# Review 20 (the stop's last commit probed): what it found caused, and its neighbours, mended
REVIEW_20 = [
    # Law 12.3: spitting is a red, so a yellow was not harsh ("harsh" asks the lenient side, it is not a doubt)
    ("he only got a yellow for spitting at our winger, was that harsh?", "red-card-spitting", "No"),
    (
        "ref gave a pen and sent off the defender for pulling his shirt on a clear run at goal. harsh?",
        "dogso-in-area-holding",
        "No",
    ),
    # Law 12.3: a cynical foul denying a clear chance, no penalty told: never the in-area caution's Yes
    (
        "their 6 stopped a clear goalscoring chance with a cynical foul and was only booked, was the ref right?",
        "dogso-in-area",
        "Not always",
    ),
    # Law 11.1: the arm never counts, a toe always does
    ("his arm was ahead of the defender but his boot wasn't, offside?", "offside-arms", "No"),
    ("offside by a toe, does it count?", "offside-body-parts", "Yes"),
    # VAR protocol: a flag with no whistle does not stop play, so the goal can be given
    (
        "flag went up but no whistle, ball went in, VAR gave the goal. is that allowed?",
        "var-offside-flag-goal-given",
        "Yes",
    ),
    # an official's omission asked of with "was he right?" gets no bare Yes or No
    ("ref waved it away when their 5 handled it on the line, was he right?", "var-missed-penalty", ""),
    # Law 12.3 and the VAR protocol: a caution can be upgraded to a red on review
    (
        "ref only gave a yellow for a leg breaker of a tackle, can var upgrade it to red?",
        "var-direct-red",
        "Yes",
    ),
]

test_review20 = probe_test(REVIEW_20)
