"""Hostile review 24 (of 3e8963f..a741bf7): every high the changes caused, and the older ones mended beside them, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

PLAYS = [
    # Law 11.3: a short corner taken back, in more wordings: the corner's own delivery, no offside offence
    (
        "was it played short? no, the corner came straight in and our 9 headed home from beyond their line, offside?",
        NO,
    ),
    (
        "short corner to our 10, no wait, sorry, he actually curled it straight in and our 9 scored from behind their "
        "defence. offside?",
        NO,
    ),
    (
        "short corner? no, he lofted it straight into the mixer and our 9 who was offside nodded it in. offside?",
        NO,
    ),
    (
        "played short? nah, he curled it straight in and our 9 scored from past their last defender, offside?",
        NO,
    ),
    (
        "short corner to our 7, no wait, he just swung it in and our 9 was past their last man when it came over, he "
        "headed it in, offside?",
        NO,
    ),
    # Law 11.1: coming back level before the ball reached him is after the pass
    (
        "he was offside when it was played but ran back level before the through ball reached him, offside?",
        OFF,
    ),
    ("he was offside when our 8 played it but came back level before the cross reached him, offside?", OFF),
    # ... while level before the pass is onside
    ("he had been offside but came back level before the cross was hit, and scored", NO),
    # Law 11.2: an official letting play run, however told, is no dummy of the scorer's
    (
        "the linesman kept his flag down and let it run, our 9 was a yard past the last defender when the 8 played it "
        "and he scored. offside?",
        OFF,
    ),
    ("the lino correctly let it run and our 9 scored, he was past their last man at the pass, offside?", OFF),
]


test_review24_play = ruling_test(PLAYS)


CASES = [
    # Law 12.1/12.3: the booked player's reckless foul needs "reckless" told; careless, fair or excessive force is not it
    (
        "he's already on a yellow and makes a careless late tackle, not reckless, just mistimed. second yellow?",
        ("second-yellow-next-foul", "red-card-tackle", "foul-card-by-manner"),
        "",
    ),
    (
        "on a yellow, lunges in and wins the ball cleanly, should he go?",
        ("unsure", "foul-sliding-tackle-banned"),
        "",
    ),
    # Law 12.3: a challenge for the ball or a dive is no violent conduct without contact
    (
        "he tried to get their lad sent off by rolling around, is that a booking?",
        ("caution-simulation",),
        "Yes",
    ),
    # Law 12.3: a second caution shown means he may not play on
    (
        "the ref gave our booked midfielder a second yellow but didn't show the red after, is he still allowed on?",
        "second-yellow-stays-on",
        "No",
    ),
    (
        "the ref showed the second yellow but forgot the red, can he still play?",
        "second-yellow-stays-on",
        "No",
    ),
    # Law 11.2: a team-mate's clearance is no reset
    (
        "our own full back's clearance found our winger who was offside, does a clearance by your own player reset "
        "offside?",
        "deliberate-play-team-mate",
        "No",
    ),
    # Law 8.2: 4 m at a dropped ball, never the wall's 9.15 m confirmed
    (
        "dropped ball, do they have to be 9.15 m away like a free kick?",
        "dropped-ball-distance-kept",
        "All other",
    ),
    # Law 12.2: holding an opponent off with the arm is holding, not fair shielding
    (
        "their defender got between the ball and our striker and held him off with his arm, foul?",
        "foul-holding",
        "Yes",
    ),
    # Law 12.1: a clean sliding tackle is no offence and no card
    (
        "he slid in and kicked it away from the striker's feet, clean tackle, should that be a yellow?",
        "foul-sliding-tackle-banned",
        "No",
    ),
    # Law 13.2: at an indirect free kick near goal the defenders may stand on their goal line between the posts
    (
        "IFK in the box, can the keeper stand on the line with the wall?",
        "free-kick-near-goal-distance",
        "Not always",
    ),
]

test_review24_answer = probe_test(CASES)
