"""Rule questions of the 2026-12-05 round on voices66-69 (the kit man, the club historian, voice notes, the whiteboard):
each had another question's answer, or a Yes or No that did not answer it. What the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # VAR protocol: play stopped for offside before the ball went in leaves no goal to review, whatever the replay shows
    # of where he was (had the ruling "No offside offence", which answers nothing asked)
    (
        "Lino's flag goes up, ref blows, then our lad puts it in anyway. Replays show he were onside. Can VAR give us "
        "the goal?",
        "var-offside-stopped-play",
        "No.",
    ),
    # Law 5.3: fouled as he shoots and it goes in: the goal stands (had the shoot-out's "No.": "penalty" alone is no
    # shoot-out)
    (
        "um if the striker gets clipped as he shoots but it still goes in. does the goal count or does he get the "
        "penalty you know which one",
        "advantage-fouled-shooter-scores",
        "Yes.",
    ),
    ("do goals in penalties count in the final score", "shootout-goals-not-count", "No."),
    # two cards asked of at once still asks Yes of any card
    ("Can a manager be shown a yellow or a red card?", "coach-red-card", "Yes."),
    # Law 14.2: the keeper's early move and a goal: no retake (had VAR's "Yes.", with no VAR named)
    (
        "Say the keeper leaps forward off his line too soon and the kick beats him anyway. Do they take it again?",
        "penalty-keeper-offence-no-retake",
        "No.",
    ),
    ("can var check the keeper coming off his line at a pen", "var-penalty-offences", "Yes."),
    # "marching orders" is a sending-off: an outfield DOGSO outside the box (Law 12.3), not the keeper's handling
    (
        "tripped outside the box with nobody between him and the keeper, does he get a red card?",
        "dogso-outside-area",
        "Yes.",
    ),
    (
        "keeper came out and caught it outside his box, red?",
        "handball-goalkeeper-outside-card",
        "Not always.",
    ),
    # VAR protocol: a flag the referee let run, the ball in before the whistle, is a goal decision VAR can review (had
    # the stopped-play "No.")
    (
        "1) Flag goes up. 2) Ref lets it run. 3) Ball goes in. 4) Replays show the flag was wrong. Can VAR give the goal?",
        "var-offside-flag-goal-given",
        "Yes, if the ball went in before the referee stopped play",
    ),
    (
        "If the assistant flags for offside but the ball is in the net before the whistle, may the VAR correct the flag "
        "so that the goal is awarded?",
        "var-offside-flag-goal-given",
        "Yes, if",
    ),
    # Law 12.3: a keeper handling outside his area is not "invariably" sent off (had the red's "Yes.")
    (
        "Our minutes of 1912 note the new restriction of the goalkeeper's handling to his penalty area; if a keeper "
        "handles outside it today, is he invariably dismissed?",
        "handball-goalkeeper-outside-card",
        "Not always.",
    ),
    # Law 14.2: a retake asked is the retake's answer, not where the keeper must stand (had "Yes.")
    (
        "Is a pen always taken again when the keeper's come off his line before it's hit?",
        "penalty-retake-keeper-line",
        "Only if",
    ),
    # the seed match: Conte's red card, in slang (had Kane's goal)
    ("Why did Conte get his marching orders at the end of Spurs v Sporting?", "conte-red-card", ""),
    # Law 11.2 and Law 12.1: only a deliberate handball is a deliberate play (had the arm's own offside answer)
    (
        "Does any contact of the ball with a defender's arm, deliberate or accidental, absolve an attacker then "
        "occupying an offside position?",
        "handball-offside-only-deliberate",
        "Only a deliberate one.",
    ),
]

test_voices66_69_answer = probe_test(CASES)

# Law 11.2: an arm the ball just hits is no deliberate handball: never the deliberate handball's "Yes." (two answers are
# offered, the deflection's among them)
NOT_THE_DELIBERATE_HANDBALL = (
    "What if the ball just hits a defender's arm, he didn't mean it, and runs to a forward standing offside? Does that "
    "reset it the way a deliberate handball would?"
)


def test_an_accidental_arm_is_not_the_deliberate_handball() -> None:
    from bot.laws.choice import choose

    chosen = choose(NOT_THE_DELIBERATE_HANDBALL)
    assert chosen.target != "deliberate-play-handball"
    # ... and what is offered holds the answer for it: a deflection, or only a deliberate handball resets
    offered = {chosen.target} | {c.target for c in chosen.understood.ranked[:2]}
    assert offered & {"handball-offside-only-deliberate", "deflection-still-offside"}
