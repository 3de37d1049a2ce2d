"""Hostile review 37 (of 0de59c5..31961d5, the told-play reader): the rulings it found wrong, mended, by Law 11 on the
facts told."""

from tests.laws.evaluate import ruling_test

PLAYS = [
    # a run back told before the pass: where he was at the pass (his own half) decides; "receives a pass ... there" and
    # "gets it off our centre-back there" are a pass after his run
    (
        "Our striker was two yards past their last defender in their half while our centre-back dribbled out. He drops "
        "back into his own half and receives a pass from our centre-back there, then runs through and scores. Offside?",
        "no-offence",
    ),
    (
        "Our 9 was a yard offside in their half while our 6 was on the ball. He comes back into our own half and takes a "
        "pass from our 6 there, turns and scores. offside?",
        "no-offence",
    ),
    # ... and after the pass, in the present after "then": the place at the pass
    (
        "Our 9 was stood in their half 2 yards beyond their last defender when our 8 played it, then he jogs back to his "
        "own half, takes it there and scores. offside?",
        "offside",
    ),
    # a defender's parts nearer the goal line place no attacker beyond him
    (
        "At the pass our 9 was level with their last defender, and their sweeper's head and shoulders were nearer their "
        "goal line than our 9. Scored. Offside?",
        "no-offence",
    ),
    (
        "At the pass our 9 was level with their last defender but their skipper's shoulder and knee were past him. He "
        "scored. Offside?",
        "no-offence",
    ),
    (
        "At the pass our 9 was level with their last defender, and their sweeper's head was nearer their goal line than "
        "our 9. Scored. Offside?",
        "no-offence",
    ),
    # the head counts, whatever arm is told with it (Law 11.1)
    (
        "When our 8 played it his body was level with their last defender but his hand and head were ahead of him. "
        "Scored. offside?",
        "offside",
    ),
    # a doubt of something else keeps the facts told beside it
    (
        "Whether he touched it or not, nobody in the stand could agree, but our 9 was in their half, two yards past their "
        "last defender and ahead of the ball when our 10 passed, and he scored. Offside?",
        "offside",
    ),
    (
        "Our 9 was in their half, two yards past their last defender and ahead of the ball when our 10 passed, and he "
        "scored. Whether the goal should have stood for an earlier foul, nobody can agree. Offside?",
        "offside",
    ),
    (
        "Whether the keeper should have saved it, nobody can agree, but our 9 was two yards beyond their last defender in "
        "their half and ahead of the ball when our 8 played it and he tapped in. offside?",
        "offside",
    ),
    (
        "Our 7 squared it across the box to our 9, who was beyond their last defender with the keeper on his line, and 9 "
        "scored. The one thing I couldn't see: whether the crowd noise made the ref miss a whistle. Offside?",
        "offside",
    ),
    # a doubt between two onside places decides nothing
    (
        "Our winger cut it back from the byline to our striker who was beyond their last defender. Whether he was level "
        "with the ball or a bit behind it when it was cut back, nobody can agree. He scored. Offside?",
        "no-offence",
    ),
    (
        "Whether he was in his own half or theirs, the footage leaves it unclear, but he was behind the ball when our "
        "keeper rolled it out. He went on to score. offside?",
        "no-offence",
    ),
    # doubts still ruled on at the stop's start, now asked
    (
        "Whether he was past their last man, the lads on the terrace could not agree; our 11 was in their half and ahead "
        "of the ball when our 4 lofted it over, and he volleyed in.",
        "ask:position",
    ),
    (
        "Our 7 crossed it to our 9, who was in their half and a yard beyond their last defender. The one thing I couldn't "
        "see: whether he was ahead of the ball. He headed in. Offside?",
        "ask:position",
    ),
]

test_play = ruling_test(PLAYS)
