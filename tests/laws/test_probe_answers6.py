"""A sixth hostile probe of /var explain: questions worded with a negation or on the other side (a deflection told as
"all he did was deflect it", "didn't mean to play it", a striker who "handled it by mistake and then scored", a restart
named in the myth's own wording, "X but not Y?"). Each had an untrue Yes or No, or the answer to another question; each
now gets the intent that answers it, with its Yes or No on the side asked, or the statement alone. True neighbours keep
their answers."""

from tests.laws.evaluate import probe_test

# (question, the answer id or "unsure", the opening: "Yes", "No", "Not always" or "" for an answer that is no yes/no)
CASES = [
    # a touch told as no deliberate play is a deflection: offside is not reset (it had the deliberate-play "Yes.")
    ("defender ne deflect kiya toh striker onside ho gaya kya?", "deflection-no-reset", "No"),
    (
        "the defender didn't mean to play it, it just hit him, so is the striker still offside?",
        "deflection-still-offside",
        "Yes",
    ),
    (
        "defender deliberately passes it to a player in an offside position, is that offside",
        "deliberate-play-not-offside",
        "No",
    ),
    # the one who handled it by mistake is the one who scored: no goal (it had the team-mate's "Yes.")
    ("the striker handled it by mistake and then scored, goal?", "handball-accidental-scorer", "No"),
    (
        "is it true that a goal still counts if the scorer handled it without meaning to?",
        "handball-accidental-scorer",
        "No",
    ),
    (
        "our winger handled it by accident then our striker scored, goal or not",
        "handball-accidental-teammate",
        "Yes",
    ),
    # a teammate's accidental touch "wouldn't rule out" the goal: "rule out" is the goal's falling side
    (
        "an accidental handball by a teammate wouldn't rule out the goal, would it?",
        "handball-accidental-teammate",
        "No",
    ),
    # a restart named in the backwards-pass myth's wording gets the restart's answer
    ("isn't it true that you can't be offside from a throw-in?", "offside-throw-in", "Yes"),
    ("is it true you can't be offside from a backwards pass?", "offside-backwards-myth", "No"),
    # a goal straight from a goal kick counts against the opponents (it had the goal kick's offside "No.")
    ("goal kick se seedha goal ho sakta hai?", "goal-direct-goal-kick", "Yes"),
    ("is it true you can't score straight from a goal kick?", "goal-direct-goal-kick", "No"),
    ("goal kick se offside hota hai kya?", "offside-goal-kick", "No"),
    (
        "their keeper threw it straight into the other net from his own box, ref gave a goal kick. correct?",
        "goal-keeper-throw",
        "Yes",
    ),
    # a penalty kick is no exempt restart, but nobody is ahead of the ball at it (it had the throw-in's "Yes.")
    ("is a spot kick exempt from the offside law?", "offside-penalty-kick", ""),
    ("can offside in the box give a penalty?", "offside-no-penalty", "No"),
    # the involvement of an offside player is no extra person on the field (it had the fan-on-the-pitch "Yes.")
    ("agar player interfere nahi karta toh offside hai?", "unsure", ""),
    ("a fan ran on the pitch but didnt touch the ball, goal stands?", "goal-extra-person-stands", "Yes"),
    # two cases set against each other: the statement, not a Yes or No to one of them
    ("a deliberate play resets offside but not a deflection?", "deflection-no-reset", ""),
    ("you can score from a corner but not from a throw-in?", "goal-direct-throw-in", ""),
]


test_probe_answer = probe_test(CASES)
