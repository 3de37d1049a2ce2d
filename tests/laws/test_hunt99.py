"""Hunt 99 (black-box at 93ba352), each mend told again in new words.

- "He wasn't offside cos it came off their defender / the keeper saved it, right?" is a ruling claimed with its reason,
  not where he stood: the reason's Law answers (a deflection or a save changes nothing, Law 11.2), never "not in an
  offside position", which nobody told. A tag ("wasn't offside, was he,") asks it; another question after it does not.
- Level with the last defender is beyond the second-last opponent when the keeper is up the pitch and one defender is
  told back before it (Law 11.1); "only one pass" tells no defender.
- "... or not?" offers the other answer: it negates no claim.
- Advantage: a shot off the woodwork after it is the advantage come (no penalty), a promising attack stopped gets no
  card (Law 12.3), a mate's "can't change his mind" is no VAR or restart question.
- Penalties: a feint at the end of the run-up is an offence (Law 14.2); a keeper's distraction can be punished; the
  taker heading in his own rebound off the bar is an indirect free kick, no goal-line question.
- An arm raised above the shoulder is an arm, not the shoulder (Law 12.1). After a throw-in the fan's side took, the
  VAR gives no penalty (protocol: only mistaken identity or violent conduct after a restart).

Hunt 96's leftovers: "no offside from a free kick" is a rule claimed, no place told (Law 11.3 exempts no free kick);
Kane gets no tolerance for a tight offside (Law 11.1 sets none); a "last man" foul is no sending-off by itself (Law
12.3's DOGSO considerations); a substitute who came on unannounced is cautioned, not sent off (Law 3); an accidental
touch is not always a penalty (Law 12.1).

Review 100's cases (PLAYS' last two, KEPT, NOT_THESE_EITHER): what those mends must leave alone.
"""

from tests.laws.evaluate import not_answered_test, probe_test, ruling_test

CLAIMS = [
    ("she wasnt offside cos the ball came off their full back, yeah?", "deflection-still-offside", "No"),
    ("wasnt offside because their keeper saved it first, correct?", "save-no-reset", "No"),
    ("does a defender's save on the line reset offside or not?", "save-no-reset", "No"),
    ("a goalkeeper's save resets offside or not?", "save-no-reset", "No"),
]
test_claims = probe_test(CLAIMS)

PLAYS = [
    (
        "their keeper was up the field, just one defender back and our 7 level with him when the ball was played, "
        "and our 7 scored",
        "offside",
    ),
    # ... and kept where they are not: "only one pass" is no defender; a keeper who came out after the pass was in goal
    # then (review 100)
    (
        "their keeper was up for a corner, they had two centre backs back, we broke with only one pass and our striker "
        "was level with the higher one, the other was a yard deeper, he scored",
        "no-offence",
    ),
    (
        "our striker was level with their last defender when the ball was played, the keeper came out, he rounded him "
        "and scored while a defender on the line dived",
        "no-offence",
    ),
]
test_plays = ruling_test(PLAYS)

INTENTS = [
    (
        "ref played advantage for the foul in the area and our winger then smacked the post, do we get the penalty?",
        "advantage-shot-missed-no-penalty",
        "Not always",
    ),
    (
        "the centre half pulled our lad back on the break, ref played advantage and we scored, does he still get "
        "booked for stopping the attack?",
        "advantage-spa-no-caution",
        "No",
    ),
    (
        "penalty taker got to the end of his run up, stopped, shaped, keeper went early and he rolled it in. legal?",
        "penalty-feint-after-runup",
        "No",
    ),
    (
        "keeper kept touching the crossbar and shouting at our taker before the kick, can the ref punish that?",
        "penalty-goalkeeper-distract",
        "Yes",
    ),
    (
        "defender had his arm up above his head when the cross hit it in the box. penalty?",
        "handball-bigger",
        "Yes",
    ),
    (
        "our striker's pen hit the bar and dropped, and he nodded it in himself. does it count?",
        "penalty-rebound-kicker",
        "No",
    ),
    (
        "we took the throw in after the ball went out, can VAR go back now for a penalty?",
        "var-after-restart",
        "",
    ),
]
test_intents = probe_test(INTENTS)

HUNT96 = [
    ("surely there's no offside from a free kick?", "offside-free-kick", "No"),
    ("harry kane was offside by a whisker, isnt there a margin of error?", "kane-offside", "No"),
    ("a last man foul outside the area means a straight red every time, right?", "dogso-last-man", "No"),
    (
        "their sub came on without the ref knowing, does he get sent off?",
        "caution-entering-without-permission",
        "No",
    ),
]
test_hunt96 = probe_test(HUNT96)

# A second foul after the advantage is an offence of its own (Law 12.1): no question of how long the referee waits,
# whose "No." had denied it.
NOT_THESE = [
    (
        "ref played advantage, then 15 seconds later our striker got fouled again in the box and he gave a pen for "
        "the second one, is that allowed?",
        "advantage-no-fixed-time",
    ),
]
test_not_these = not_answered_test(NOT_THESE)

# Review 100: what the mends must leave alone.
KEPT = [
    (
        "the ball hit the bar and bounced down, then our striker headed it in, did it cross the line first?",
        "goal-bar-bounce-down",
        "Only if",
    ),
    (
        "the penalty taker hit the underside of the bar and it bounced down, was it over the line?",
        "goal-bar-bounce-down",
        "Only if",
    ),
    (
        "the ball hit the top of his shoulder, his arm wasnt above the shoulder, handball?",
        "handball-shoulder",
        "No",
    ),
    (
        "a player who was already booked came back on without permission, is he sent off?",
        "second-yellow-red",
        "Yes",
    ),
    (
        "can the ref still book a player after advantage if he stopped the attack with a reckless tackle?",
        "advantage-card-later",
        "Yes",
    ),
    (
        "the ref played advantage but then went to the monitor and gave a red, is that allowed?",
        "var-ofr-can-change",
        "Yes",
    ),
]
test_kept = probe_test(KEPT)
NOT_THESE_EITHER = [
    ("he wasnt offside, is it still a goal if the defender handled it before?", "deflection-still-offside"),
    ("fans whistled to distract the taker, can the ref punish that?", "penalty-goalkeeper-distract"),
    (
        "the taker feinted during his run up, not at the end of his run-up, is that legal?",
        "penalty-feint-after-runup",
    ),
]
test_not_these_either = not_answered_test(NOT_THESE_EITHER)
