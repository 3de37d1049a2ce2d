"""Questions asked by hand on 2026-12-03 (third round), each found answered untruly or by another Law:

- a scorer fouled as he shot whose shot still went in ("he got fouled while shooting but the ball still went in,
  does the goal count?" had the shoot-out's "No. Penalties ... after the match has ended"; "tripped as he shot and it
  went in anyway, goal or penalty?" a penalty kicker's feint): the goal stands, Law 5.3's advantage;
- "can a goal be scored directly from a kick off?" had the goal kick's "No. There is no offside offence";
- a choice between calls of another Law than offside ("... goal or drop ball?"), which the offside reader took as a
  told play and asked "Where was he when his team-mate played the ball?" (a choice of restarts alone, or "goal or no
  goal?", still asks the offside question: a throw-in has no offside, so which restart it was decides the ruling)."""

from __future__ import annotations

from tests.laws.evaluate import probe_test

SHOOTER = "advantage-fouled-shooter-scores"

CASES = [
    # "kick off" read as a goal kick and "off(side)": it had "No. There is no offside offence ... from a goal kick"
    ("can a goal be scored directly from a kick off?", "goal-direct-kick-off", "Yes"),
    # an open "where" question gets the statement, not the yes/no intent's "Yes."
    ("where does an injured player come back on from", "injured-player-re-enter-in-play", ""),
    ("he got fouled while shooting but the ball still went in, does the goal count?", SHOOTER, "Yes"),
    ("our striker was tripped as he shot and it went in anyway, goal or penalty?", SHOOTER, "Yes"),
    ("got chopped down as i shot but it flew in, goal stands right?", SHOOTER, "Yes"),
    ("if a player is fouled while shooting and still scores, is it a goal?", SHOOTER, "Yes"),
    (
        "their defender fouled our 9 in the act of shooting, ball goes in, does the ref give a pen instead?",
        SHOOTER,
        "No",
    ),
    ("the ball hit the referee and went straight in the goal, goal or drop ball?", "goal-off-referee", "No"),
    (
        "shot deflected off the linesman's flag and into the net, goal or dropped ball?",
        "goal-off-referee",
        "No",
    ),
    (
        "their winger was a yard past our last defender when the cross came in and he headed it in, goal or no goal?",
        "situation:offside",
        "Offside",
    ),
    (
        "was it a throw-in or a free kick? our 9 was past their back line when it was played to him and he scored",
        "situation:ask",
        "",
    ),
]


test_a_question_asked_by_hand_gets_the_law_that_answers_it = probe_test(CASES)
