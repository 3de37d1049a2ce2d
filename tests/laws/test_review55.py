"""Review 55 (a stranger's review of the judged calls, at 98b4d44, 2026-12-06): readings of a call that had given an
untrue Yes or No, mended in bot/laws/calls.py and calls_words.toml. An opinion or a history is no call told ("I thought
it was a yellow", "already booked earlier"); "the ref was right on the spot" names no penalty; "not only showed a yellow"
made it; a right and a wrong call make a decision not the Law's only when told in one clause; a mate's claim judged ("is
he right?") is judged as his claim about the call (wrong, right, or another call due), and "was he wrong?" of the referee
who told the fan is his own call judged."""

from bot.laws.calls import judged_call
from bot.laws.intents import load_intents
from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.3: DOGSO outside the area is a red; the fan's opinion and the player's earlier booking are no call
    (
        "last man pulled the striker back outside the box, ref gave a red, I thought it was a yellow at most. right"
        " call?",
        "dogso-outside-area",
        "Yes",
    ),
    (
        "the defender, already booked earlier, pulled back the striker through on goal outside the box and the ref sent"
        " him off. right call?",
        "dogso-outside-area",
        "Yes",
    ),
    # Law 12.2: a corner for the keeper's eight seconds ("on the spot" is where the referee stood)
    (
        "keeper held the ball 10 seconds, the ref was right on the spot and gave a corner. right call?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # Law 12.3: stopping a promising attack is a caution, made with the free kick
    (
        "player stops a promising attack with a tactical foul, the ref not only showed a yellow but gave the free kick."
        " right call?",
        "spa-tactical-foul-yellow",
        "Yes",
    ),
    # Law 12.2: a back-pass handled is an indirect free kick and no card: one decision with a part the Law does not give
    (
        "keeper picked up a deliberate back pass inside his area, ref gave an indirect free kick and booked him. right"
        " call?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
]

test_probe_answer = probe_test(CASES)


def test_a_mates_claim_judged_is_his_claim_about_the_call():
    corner = load_intents()["keeper-eight-seconds-corner"]
    # the corner is the Law's call, so a mate who says it was wrong is wrong, and one who says it was right is right
    assert (
        judged_call(
            "keeper held it 10 seconds and the ref gave a corner, my mate says it's wrong. is he right?",
            corner,
        )
        is False
    )
    assert (
        judged_call(
            "keeper held it 10 seconds and the ref gave an indirect free kick, my mate thinks it's wrong. is he right?",
            corner,
        )
        is True
    )
    # ... another call claimed due: right when it is the Law's
    assert (
        judged_call(
            "keeper held it 10 seconds and the ref gave nothing. my mate says it should have been a corner, is he right?",
            corner,
        )
        is True
    )
    # "who is right?" between the two: no bare Yes or No
    assert (
        judged_call(
            "the ref gave a corner. my mate says it should be an indirect free kick. who is right?", corner
        )
        is None
    )
    # ... and the referee who told the fan is the one judged
    reckless = load_intents()["reckless-tackle-caution"]
    assert (
        judged_call(
            "the ref told me the tackle was reckless, yet he'd shown a straight red. was he wrong?", reckless
        )
        is True
    )
