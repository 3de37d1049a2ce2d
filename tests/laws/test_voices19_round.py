"""voices19's odd half (a blind set in eight new voices), in new wordings: what its misses showed the bot getting wrong.

A rule asked "at which moment" is no play told; a doubt put as "if he tried to play it or it just hit him, I could not
see" or "I don't know if he touched it" leaves that fact unknown, and it is asked; where the ball went in ("by the post")
is no route off the frame; "their outfield players" are no players in general; a foreign word's possessive ("the porters line of sight") is the keeper's; and a goal by a
sub who ran on, noticed before the kick-off, is disallowed, never the after-restart answer's Yes."""

from tests.laws.evaluate import probe_test

ASK = "situation:ask"

CASES = [
    (
        "At which moment exactly is offside judged? When the pass is played or when the player receives it?",
        "offside-moment",
        "",
    ),
    ("from what point is offside judged, the pass or when he gets it?", "offside-moment", ""),
    (
        "our winger crossed, our striker was two yards beyond their last defender when it was hit. their centre back got a "
        "foot to it and it went to our striker who scored. if the centre back tried to play it or it just hit him, i could "
        "not see. offside?",
        ASK,
        "",
    ),
    (
        "our striker was offside when our 8 shot, far post, not in the keepers view, no defender near him. it went in by "
        "the post and i dont know if he touched it. goal?",
        ASK,
        "",
    ),
    (
        "free kick from 30 yards straight in. our striker was in an offside position near their porter, he didnt touch it "
        "or move. i cant say if he was in the porters line of sight. goal?",
        ASK,
        "",
    ),
    (
        # their players named, not anyone's: "when ... players" is no rule asked of players in general
        "when our 8 shot, our 9 was a yard beyond all their outfield players, keeper on his line. a defender blocked it "
        "on the line with his chest and our 9 tapped it in.",
        "situation:offside",
        "",
    ),
    (
        "sub ran on without permission and scored the goal himself, the ref realised before the kick-off. does the goal stand?",
        "goal-extra-person-scored",
        "No",
    ),
    (
        "sub ran on without permission and scored, ref only spotted it after they kicked off again. does the goal stand?",
        "goal-extra-person-after-restart",
        "Yes",
    ),
]

test_voices19_answer = probe_test(CASES)
