"""The rounds on the odd halves of voices28 (typed on a phone) and voices29 (what changed?), written blind: each mend
with its near misses, worded here, never copied from a set. Each question gets the answer id and the opening a fan
reads first ("Yes", "No", "Only"; "" for no bare Yes or No), as tests.laws.evaluate.check_probe_answer checks on the
rendered Discord text."""

from tests.laws.evaluate import probe_test

CASES = [
    # the score asked for is /live's, never a Law's (it had the throw-in's "can you score" or Kane's review)
    ("anyone got the score?", "live", ""),
    ("whats the score", "live", ""),
    ("can someone tell me the spurs score, my stream died", "live", ""),
    ("can you score from a throw in?", "goal-direct-throw-in", "No"),
    ("their striker scored, was it a goal?", "unsure", ""),
    # tactics are no Law's (a back three had the delayed flag's "Because")
    ("why does our gaffer keep playing three at the back", "unsure", ""),
    # the referee's side of the offside technology: the same fact, the other Yes or No
    (
        "does the referee still make the call with the offside robots?",
        ("saot-who-decides", "saot-referee-decides"),
        "Yes",
    ),
    ("so a computer decides offside now?", ("saot-who-decides", "saot-referee-decides"), "No"),
    # a quoted headline does not turn the fan's own question
    (
        "'KEEPERS GET SPECIAL PROTECTION IN THE SIX YARD BOX' is that real? can you challenge a keeper there",
        "keeper-no-area-protection",
        "Yes",
    ),
    ("does the keeper get special protection in the six yard box", "keeper-no-area-protection", "No"),
    # a claim of "no offside" is on the onside side ("Yes, that's right." had agreed with a wrong one)
    (
        "group chat says 'rebound off the bar = new phase, no offside'. true?",
        ("rebound-post", "rebound-post-no-reset"),
        "No, that's not right",
    ),
    (
        "my mate says a rebound off the post means no offside, true?",
        ("rebound-post", "rebound-post-no-reset"),
        "No, that's not right",
    ),
    # a claim told before the fan's own question: the question's Yes or No answers (the father had been answered)
    (
        "my grandad said you could never score straight from a corner. can you do it these days?",
        "goal-direct-corner",
        "Yes",
    ),
    ("my mate says you cant score from a corner. is he right?", "goal-direct-corner", "No, that's not right"),
    (
        "my mate says you cant score from a corner. does that hold up?",
        "goal-direct-corner",
        "No, that's not right",
    ),
    # whether a touch on the arm resets offside is the deliberate-play question, not where an arm stands
    (
        "ball hits the defenders arm, does any arm touch reset offside?",
        "handball-offside-only-deliberate",
        "Only",
    ),
    ("can a defenders arm keep the striker onside", "offside-defender-arm", "No"),
    # level with the last OUTFIELD opponent while the keeper had come out: where the keeper was decides, so it is asked
    (
        "their striker was level with our last outfield defender when they played it through, but our keeper had"
        " rushed out and i dont know where he was. they scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "our striker was level with their last outfield defender when we passed, he scored",
        "situation:no-offence",
        "No",
    ),
    # reviews 10 and 11 of this round: a bare own question after a claim reads the whole text; one that echoes the
    # claim's verb asks the claim on its positive side, answered plainly (since 2026-12-05: "No, that's not right."
    # had answered the mate, true too, but not the fan's "can you though?")
    (
        "my mate says you can't be offside from a free kick. can you though?",
        "offside-free-kick",
        "Yes",
    ),
    # ... the referee's side turns only where it is asked, for the VAR as for the offside technology
    ("does the computer decide offside now even if the ref still disagrees?", "saot-who-decides", "No"),
    (
        "my mate says the VAR makes the final decision. does the ref still make the call?",
        "var-decides",
        "Yes",
    ),
    # ... a team-mate's deliberate pass, however told
    (
        "if my teammate deliberately passes to me when im offside is that offside",
        "deliberate-play-team-mate",
        "Yes",
    ),
    (
        "their defender deliberately passed it to my teammate who was offside, is that offside?",
        ("deliberate-play-not-offside", "situation:no-offence"),
        "No",
    ),
    # ... a fan who could not see is no doubt of the fact told before it
    ("he was a yard offside when the ball was played, i couldnt see. offside?", "situation:ask", ""),
    # ... a penalty off the standing foot is the accidental double touch, whatever the keeper did after
    (
        "pen hit his standing foot and went in off the keepers save, goal or retake?",
        "penalty-accidental-double-touch",
        "",
    ),
    (
        "my pen got saved and i smashed in the rebound, does that count? my mate says you can't touch it twice",
        "penalty-rebound-save",
        "Yes",
    ),
    # ... a trick kick in open play is no penalty's; a substitute on the field is a player
    ("is a scorpion kick legal", "bicycle-kick-allowed", ""),
    ("can a substitute score?", "substitute-becomes-player", "Yes"),
    ("any pub near the ground showing the match tonight?", "unsure", ""),
    # review 10's older finds: a myth's question asked plainly, a bare "red?", the keeper said not to count, advantage
    (
        "can you be offside from a backwards pass? my mate says no never",
        ("offside-backwards-myth", "offside-backwards-pass"),
        "Yes",
    ),
    ("is it true you cant be offside from a backwards pass?", "offside-backwards-myth", "No"),
    # (review 20's round: a handball not told deliberate is the on-the-line answer's "Not always": a non-deliberate one
    # that stops a goal, with a penalty given, is a caution, Law 12.3)
    (
        "handball on the line stopping a goal, red? my mate says only a yellow now",
        "handball-on-line-red",
        "Not always",
    ),
    (
        "my mate says the keeper doesnt count as an opponent for offside. right?",
        # (the keeper counting, asked of as such, answers it as truly: hunt 91's claim of the myth)
        ("offside-outfield-not-needed", "offside-goalkeeper-counts"),
        "No",
    ),
    ("so the ref CANT go back after advantage??", "advantage-come-back", "No, that's not right"),
    ("is advantage 5 seconds", "advantage-no-fixed-time", "No"),
    # review 11's older finds: a goal from a throw is no shoot-out's; a told interference is no "not involved"
    ("does a goal scored from a throw count?", "goal-direct-throw-in", "No"),
    ("do goals in a shootout count in the final score?", "shootout-goals-not-count", "No"),
    (
        "he never touched it, but he was stood in the keepers line of sight. offside?",
        "offside-blocking-view",
        "Yes",
    ),
    # a claim doubted after it ("is he wrong?") is turned by the claim's own words, not by "wrong"
    ("my mate says you can't be offside from a throw in. is he wrong?", "offside-throw-in", "No, it's true"),
    (
        "my mate says you can't be offside from a free kick. is my mate wrong?",
        "offside-free-kick",
        "Yes, it's wrong",
    ),
    ("my mate says you can be offside from a free kick. is he wrong?", "offside-free-kick", "No, it's true"),
    (
        "my mate says every ball to hand is a handball. Is that rubbish?",
        "handball-not-every-touch",
        "Yes, it's wrong",
    ),
    ("my mates says u cant get offsid from a throw. is he rite?", "offside-throw-in", "Yes, that's right"),
    # "neither touched it nor moved" is no play of the ball; whether he blocked the keeper, told as unseen, is asked
    (
        "our 9 stood offside just in front of their keeper when our 8 shot from distance. he neither touched it nor"
        " moved and it flew in. i couldnt see if he blocked the keepers view. good goal?",
        "situation:ask",
        "",
    ),
    # ... and a keeper who "cannot see" is what happened, no doubt of the fan's
    (
        "our striker stood offside right in front of their keeper when our mid shot. he never touched it but he was"
        " in the keepers face so the keeper cannot see, it went in. disallowed. correct?",
        "situation:offside",
        "Yes",
    ),
]

test_voices28_round = probe_test(CASES)


def test_level_with_the_last_outfield_defender_asks_where_the_keeper_was() -> None:
    """The one fact missing is the keeper's place, and each answer to it rules: behind that defender, level is
    onside; out beyond him, the defender is the last opponent and level with him is offside."""
    from dataclasses import replace

    from bot.laws.situation import read_situation
    from bot.laws.situation_facts import decide

    reading = read_situation(
        "their striker was level with our last outfield defender when they played it through, but our keeper had"
        " rushed out. they scored. offside?"
    )
    assert reading is not None and reading.question is not None
    assert "keeper" in reading.question.text and reading.question.fact == "position"
    rulings = {
        value: decide(replace(reading.facts, position=value)).ruling for _, value in reading.question.options
    }
    assert rulings["level"] is not None and not rulings["level"].offence
    assert rulings["offside"] is not None and rulings["offside"].offence
