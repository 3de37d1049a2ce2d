"""Deliberate-play rule questions told as little stories get the rule answer, while plays a fan tells as they
happened keep their rulings (bot/laws/choice.py choose, bot/laws/situation.py):

- a conclusion the fan draws ("it hit a defender so he's onside", "he's onside now?") is the rule claimed, not
  where the attacker was at the pass;
- a play only supposed ("say ...", "supposing ...", "imagine ...", "under the Laws, if an opponent ...") asks the rule;
- a play told as it happened keeps its ruling, and the side asked is read in the sentence that asks;
- claims set two cases against each other ("X but Y doesn't"), "the offside's cancelled", "is he let off",
  "does the woodwork reset it" are read on the right side.
"""

from tests.laws.evaluate import probe_test

# (question, the answer id or "situation:<ruling>", the opening: "Yes", "No", "Offside" or "" for no bare Yes or No)
RULE_QUESTIONS = [
    # a conclusion claimed, as the rule the fan believes
    ("the ball hit a defender so he's onside, thats the rule innit", "deflection-no-reset", "No"),
    (
        "the ball came off the post so everyone's onside, that's how it works isn't it?",
        "rebound-post-no-reset",
        "No",
    ),
    (
        "so basically if a defender tries to play it and messes up, the striker's onside?",
        "deliberate-play-resets",
        "Yes",
    ),
    # a play only supposed
    (
        "say the winger's in an offside position and the cross flicks off a defender's heel to him, does that make"
        " him onside?",
        "deflection-no-reset",
        "No",
    ),
    (
        "say their centre half deliberately passes it back but it's short and an offside striker nips in, offside?",
        "backpass-underhit",
        "No",
    ),
    (
        "imagine the striker's two yards offside and a defender dives in and the ball bounces off him to the striker,"
        " still offside?",
        "deflection-still-offside",
        "Yes",
    ),
    (
        "Under the Laws, if an opponent deflects the ball to an attacker who was in an offside position, is the"
        " attacker penalised?",
        "deflection-no-reset",
        "Yes",
    ),
    # claims and their sides
    ("our coach says if their keeper parries it the offside's cancelled. true?", "save-no-reset", "No"),
    ("a clearance resets offside but a deflection doesn't, right?", "deflection-no-reset", ""),
    (
        "say it rattles the bar and falls to a striker standing offside, does the woodwork reset it?",
        "rebound-post-no-reset",
        "No",
    ),
    (
        "ball comes off a defender to a lad in an offside spot, is he let off because the defender touched it last?",
        "deflection-no-reset",
        "No",
    ),
    (
        "if one of their defenders deliberately plays it and it goes to a player who was offside, is that player let"
        " off?",
        "deliberate-play-not-offside",
        "Yes",
    ),
]

TOLD_PLAYS = [
    # a touch told without its kind: asked
    (
        "the defender got a touch but our striker was offside and scored - was it offside?",
        "situation:ask",
        "",
    ),
    # plays told as they happened keep their rulings
    (
        "their CB stuck a leg out, it deflected to our 9 who was two yards off at the pass, goal given, right call?",
        "situation:offside",
        "No",
    ),
    (
        "their centre half tried to clear it and sliced it straight to our 9 who was standing offside, he scored, was"
        " it offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "their full back passed it back to his keeper, it was short and our striker, who was offside when we last"
        " played it, nipped in and scored. ref gave offside. correct?",
        "situation:no-offence",
        "No",
    ),
    (
        "we hit the post, our winger who'd been standing offside when the shot went in knocked in the rebound, flag"
        " went up, fair?",
        "situation:offside",
        "Offside",
    ),
    (
        "their keeper parried my mate's shot and I tapped in, I was offside when he shot. should it have counted?",
        "situation:offside",
        "Offside",
    ),
    (
        "the ball came off their full back to our winger, who was level at the pass, and he scored. flagged. was he"
        " off?",
        "situation:no-offence",
        "No",
    ),
    (
        "their keeper saved the shot and our striker, who was onside when it was struck, scored the rebound. offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "their defender handled it deliberately and it dropped to our striker who'd been offside, he scored, was that"
        " offside?",
        "situation:no-offence",
        "No",
    ),
    (
        "he was three yards off at the pass, it went off their defender's shin and he scored. should it have stood?",
        "situation:offside",
        "No",
    ),
    (
        "the shot hit their defender's back and rolled to our forward who was offside at the shot and he scored, why"
        " was it disallowed?",
        "situation:offside",
        "Offside",
    ),
]


test_rule_or_play = probe_test(RULE_QUESTIONS + TOLD_PLAYS)
