"""plays13's odd half (told offside plays as a big Discord server tells them, written blind), in new wordings: what its
misses showed.

A line quoted from another member ("> he never touched it") is his claim, not the fan's account; a message sent as
lines ends a sentence at each line; "cant tell" standing alone doubts the sentence before it; "the replay never showed
whether he was blocking his view" is a doubt; a centre-back who "couldnt get round him to clear it" never touched it;
chat shorthand ("w" for with, "rb"/"lb" for the full-backs) and Scots words ("ahint", "taen", "nae", "o'", "the lot o'
them") are read; an attacker "between the keeper and them", two defenders back on the line, is behind both; "nodded it
over the line" is a finish; and a challenge asked as "did he go for the ball with their cb?" is asked, not ruled."""

from tests.laws.evaluate import left_as_xfail, probe_test

ASK, OFF, NO = "situation:ask", "situation:offside", "situation:no-offence"

CASES = [
    # a quoted line is someone else's claim: where he was is still doubted by the fan himself
    (
        "> clear offside that\n@dave at the moment the pass was played nobody can say, might have been level, might "
        "have been a yard off. he scored anyway",
        ASK,
        "",
    ),
    # the fan's own lines: a question on its own line is a question about the play
    (
        "their 7 shoots from the edge\nour keeper had it covered\ntheir 9 stood offside way out wide, nowhere near "
        "anyone\nball nestles in the far corner\ndid the 9 touch it on the way through?? cant see on the stream",
        ASK,
        "",
    ),
    # standing in the way of a clearance that never came is interfering with an opponent
    (
        "our 11 was stood offside right next to their centre back when our winger crossed and the centre back couldnt "
        "get past him to head it, our 4 volleys it home",
        OFF,
        "",
    ),
    # "cant tell" standing alone after the sentence it doubts
    (
        "lb launches it forward, their cb jumps, it comes off him to our 9 who was a yard off when it was launched. 9 "
        "scores. did the cb mean it or did it just clip him? cant tell",
        ASK,
        "",
    ),
    # a doubt told as what the footage never showed
    (
        "their 6 hits it from 30, in it goes. their 10 was stood offside in front of our goalkeeper when it was hit but "
        "the highlights never showed whether he was in his eyeline",
        ASK,
        "",
    ),
    # Scots: behind the ball when the penalty was taken
    (
        "pen saved, the ba' spills oot and oor striker, ahint the ba' when the pen wis taen, knocks it in. offside?",
        NO,
        "No",
    ),
    # chat shorthand: level w the last defender at the pass
    (
        "rw offside at first, jogs back level w their last cb before our 8 plays it, then runs through and scores. "
        "offside?",
        NO,
        "No",
    ),
    # an rb off the pitch behind his goal without leave counts on his goal line
    (
        "their rb had gone off behind the goal line chasing a ball and was still there, never asked anyone. keeper on "
        "his line. our 9 was past every other defender when the pass went in, and scored",
        NO,
        "No",
    ),
    # between the keeper who came out and the two defenders on the line
    (
        "their keeper rushed out to the edge of the box, two of their defenders got back on the goal line, our 7 was "
        "between the keeper and them when the lob was played. goal",
        NO,
        "No",
    ),
    # a header over the line is a finish
    (
        "our 5 heads it at goal, it hits the bar and drops, and our 9, who had been beyond their last defender when the "
        "header went in, nods it over the line. offside?",
        OFF,
        "Yes",
    ),
    # a challenge asked as going for the ball with someone
    (
        "shot parried, ball loose, our 11 was offside at the shot and right by their cb as it dropped; our 9, onside "
        "at the shot, knocked it in. did the 11 go for the ball with the cb? couldnt see",
        ASK,
        "",
    ),
]

# Left as found (strict: one that starts passing must be taken up).
LEFT = {
    "shot parried, ball loose, our 11 was offside at the shot and ": "still: the onside 9's finish is read as the "
    "offside 11's, so the 11 is ruled offside though whether he challenged the cb is asked (plays13 #117 too)",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
