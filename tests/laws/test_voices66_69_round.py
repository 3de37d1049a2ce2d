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
