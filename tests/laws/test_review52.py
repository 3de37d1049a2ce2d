"""Review 52 (a hostile hunt for untrue rule answers, at ce0ad92, 2026-12-06): a referee's call told and then judged
("ref gave a yellow. right call?") had the Yes or No of the intent's own question, which the story's words turned or
not by chance; it is now answered by whether the Laws (IFAB 2026/27) make that call (bot/laws/calls.py, the intents'
`right_calls` and `wrong_calls`). With the other highs mended, each with what the Laws say. Those left are in the stop's
note."""

from bot.laws.calls import judged_call
from bot.laws.intents import load_intents
from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.2 (2025/26): more than eight seconds is a corner; the indirect free kick is gone (had "Yes, that's right.")
    (
        "goalkeeper held the ball 9 seconds, ref gave an indirect free kick. correct?",
        "keeper-six-seconds-gone",
        "No",
    ),
    (
        "keeper held the ball for ages, ref gave a corner against him. correct?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    (
        "the ref gave a free kick for the keeper holding it too long, was the ref wrong?",
        "keeper-six-seconds-gone",
        "Yes",
    ),
    # Law 12.3: DOGSO outside the area is a red, whatever the attempt (had "Yes.")
    ("dogso outside the box is a yellow if he tried to play the ball, right?", "dogso-outside-area", "No"),
    (
        "their defender pulled back our striker through on goal outside the box, ref gave a yellow. right call?",
        "dogso-outside-area",
        "No",
    ),
    (
        "non deliberate handball outside the box denies an obvious goal scoring chance - yellow right?",
        "handball-accidental-outside-area-red",
        "No",
    ),
    # Law 12.3: stopping a promising attack is a caution (had "Yes." to a red)
    (
        "player stops a promising attack with a tactical foul, ref gave red. right call?",
        "spa-tactical-foul-yellow",
        "No",
    ),
    # Law 12.3: a second caution is a sending-off (had "Yes, that's right." to no red)
    (
        "player got a yellow then another yellow later, ref showed just a second yellow and no red. correct?",
        "second-yellow-stays-on",
        "No",
    ),
    # Law 12.3, VAR protocol: entering the video operation room is a sending-off (had the coach's cards' "Yes.")
    ("assistant coach went into the VOR, ref showed yellow. right?", "var-vor-entry", "No"),
    ("player entered the VOR, ref showed a yellow. right call?", "var-vor-entry", "No"),
    # Law 12.3: biting or spitting is a sending-off (had "Yes." and the offensive-language answer)
    ("player spat at an opponent, ref showed yellow. was the ref right?", "red-card-spitting", "No"),
    ("player bit an opponent, ref gave yellow. right call?", "red-card-spitting", "No"),
    # Law 12.3: cautions, not reds (each had "Yes.")
    (
        "player kicked the ball away after whistle, ref gave red. right call?",
        "caution-delaying-restart",
        "No",
    ),
    ("player took off his shirt celebrating, ref sent him off. right call?", "caution-shirt-off", "No"),
    ("player excessively made the TV signal, ref sent him off. correct?", "var-tv-signal-caution", "No"),
    (
        "sub warming up entered the pitch without permission, ref gave red. correct?",
        "caution-entering-without-permission",
        "No",
    ),
    # Law 12.1: the scorer's accidental handball is a direct free kick to the defenders, not a penalty
    (
        "ref gave a penalty kick to the other team because the striker's arm touched the ball before he scored. was"
        " that right?",
        "handball-accidental-scorer",
        "No",
    ),
    # Law 12.2 and 14.1: an indirect free kick offence in the box is no penalty (had "Yes.")
    ("impeding without contact in the penalty area - is that a penalty?", "foul-indirect-free-kick", "No"),
    ("high foot in the box, no contact, pen?", "foul-indirect-free-kick", "No"),
    # Law 14.1: a keeper's direct free kick offence in his own area is a penalty like anyone's (had "Yes, when ...")
    (
        "a foul committed by a goalkeeper in his own area is never a penalty, right?",
        "penalty-foul-in-area",
        "No",
    ),
    # Law 12.1 and 12.4: an object thrown at the ball is a direct free kick (had the bench's touch: "an indirect free kick")
    ("player throws his boot at the ball to stop it, what's the restart?", "foul-throws-object", ""),
    ("substitute throws a ball onto the pitch to stop an attack, restart?", "foul-throws-object", ""),
    # VAR protocol: a corner already taken cannot be changed (had the 2026/27 corner answer's "Yes.")
    (
        "a corner kick in 2026/27 can be checked by VAR even after it's taken, correct?",
        "var-corner-after-restart",
        "No",
    ),
    # VAR protocol: only a clear and obvious error is changed (had "Yes.")
    ("can VAR overturn a penalty decision if it's not clear and obvious?", "var-what-can-review", ""),
    # VAR protocol: a missed penalty cannot be given once play has restarted (had the violent-conduct answer's "Yes.")
    ("play restarted, then VAR found a missed penalty. can it still be given?", "var-after-restart", "Only"),
    # Law 8.2 (2025/26): in the penalty area the ball is dropped for the defending keeper (had "Yes.")
    (
        "ref gave a dropped ball to the attackers in the penalty area. right call?",
        "dropped-ball-one-team",
        "No",
    ),
    # Law 13.1: a free kick straight into the kicker's own goal is a corner; an indirect one straight in, a goal kick
    ("own goal straight from a free kick, ref gave a corner. right call?", "goal-own-goal-corner", "Yes"),
    (
        "indirect free kick went straight into the net without touching anyone, ref gave a goal kick. correct?",
        "goal-direct-indirect-free-kick",
        "Yes",
    ),
    # Law 14.2: an attacker's encroachment is no foul by an attacker (had that answer's "Yes, that's right.")
    (
        "attacker encroached, penalty saved, no impact, ref gave IFK to defending team. right?",
        "penalty-encroachment",
        "",
    ),
    # the call asked bare, and the call told by its own verb
    (
        "keeper held the ball for 10 seconds, is it an indirect free kick?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    (
        "handball on the line by accident, pen given, does he get a yellow?",
        "handball-accidental-stops-goal-caution",
        "Yes",
    ),
    ("our striker dived in the box and the ref booked him. fair?", "caution-simulation", "Yes"),
    (
        "penalty saved but the keeper was off his line, ref ordered a retake. right call?",
        "penalty-keeper-save-retake",
        "Yes",
    ),
    (
        "ref didnt give a red, only a yellow, for the deliberate handball on the line. right call?",
        "handball-deliberate-not-only-yellow",
        "No",
    ),
]

test_probe_answer = probe_test(CASES)


def test_a_call_wished_for_or_claimed_is_no_call_told():
    keeper = load_intents()["keeper-six-seconds-gone"]
    # wished for: no call made, so the intent's own answer stands
    assert (
        judged_call("the ref should have given a free kick for the keeper holding it, right call?", keeper)
        is None
    )
    # made, then judged either way
    assert (
        judged_call("ref gave an indirect free kick for the keeper holding it. right call?", keeper) is False
    )
    assert (
        judged_call("ref gave an indirect free kick for the keeper holding it. wrong call?", keeper) is True
    )
    # a decision changed: the one it ended on, told just before the judging words, is judged (review 54)
    assert (
        judged_call("ref gave an indirect free kick, then changed it to a corner. right call?", keeper)
        is True
    )
    # both kinds told as one decision: not the Law's (a back-pass is an indirect free kick and no card)
    backpass = load_intents()["handball-backpass-kicked-free-kick"]
    assert (
        judged_call(
            "keeper picked up the back-pass, ref gave an indirect free kick and booked him. right call?",
            backpass,
        )
        is False
    )
    # no call judged or asked
    assert judged_call("how long can the keeper hold the ball now?", keeper) is None


def test_a_call_asked_bare_only():
    red = load_intents()["dogso-outside-area"]
    assert judged_call("pulled him back through on goal outside the box. is that a red?", red) is True
    assert judged_call("pulled him back through on goal outside the box. yellow?", red) is False
    # a case added to the call is another question than the intent's own
    assert judged_call("is it a yellow if the ref played advantage first?", red) is None


def test_every_call_listed_compiles_and_no_intent_lists_a_call_both_ways():
    for intent in load_intents().values():
        assert not set(intent.right_calls) & set(intent.wrong_calls), intent.id
        judged_call("ref gave it. right call?", intent)  # every list compiles
