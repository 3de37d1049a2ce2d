"""Told plays of the 2026-12-05 round on voices66-69 (the kit man, the club historian, voice notes, the whiteboard):
each had a ruling on a fact the fan doubts, or a place or a touch read wrong. Rulings by Law 11 on the facts told."""

from tests.laws.evaluate import ruling_test

PLAYS = [
    # Law 11.1: where he was when the team-mate played it decides; running back into his own half after it changes
    # nothing, and a rule the lads on the coach claim is no fact of the play (had "not in an offside position")
    (
        "Our lad's a yard past their last defender, in their half, their keeper in his goal, when our midfielder plays "
        "it. He jogs back into our own half, picks it up there, runs through and scores. Lads on the coach say nobody's "
        "offside once he's back in his own half. Is it offside?",
        "offside",
    ),
    # Law 11.2: a flick-on by the attackers' own player, told by a defending fan, is a team-mate's play after the throw
    # (had asked deliberate play or deflection, as if their centre-half were an opponent)
    (
        "Their long throw was flicked on by their centre-half; at the flick their other striker stood a yard beyond our "
        "second-last defender and closer to our goal line than the ball was, and he scored.",
        "offside",
    ),
    # doubts told after what they doubt: "nobody can agree", "the footage leaves unclear", "the one thing I couldn't see"
    (
        "Our goalkeeper threw the ball out to our winger, who at the release stood in their half, well ahead of the "
        "ball, and who went on to score; whether he was also beyond their second-last defender at that moment, nobody "
        "on the committee can agree.",
        "ask:position",
    ),
    (
        "Our inside-right cut the ball back from near the by-line; our centre-forward, beyond their second-last "
        "defender, scored from it. Whether he was level with the ball or a shade ahead of it when it was played, the "
        "footage leaves unclear.",
        "ask:position",
    ),
    (
        "Saturday our 7 played it square across their box to our 9, who was beyond their last outfield defender (their "
        "keeper was on his line), and 9 scored. The one thing I couldn't see from the side: was 9 ahead of the ball or "
        "level with it when 7 hit it?",
        "ask:position",
    ),
    # Law 11.1: the head and shoulder count; level feet do not make him level (had "level with the second-last")
    (
        "erm our striker when the pass came his feet were level with their last centre back but he was leaning so his "
        "head and shoulder were past him. I mean the rest of him wasn't. keeper on his line ball behind him and he "
        "scored",
        "offside",
    ),
]

test_play = ruling_test(PLAYS)
