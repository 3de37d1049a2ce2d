"""A seventh hostile probe of /var explain: claims negated in a condition or a premise, not in what they claim ("if he
doesn't touch it he isn't offside, right?", "he never touched it, so he can't be flagged, right?"), with the intent's
own question negated the same way ("... for something the ref didn't see"), negated with "unless", put with
"surely", "innit true" or told back in surprise ("so the ref CANT go back??"), and a side word negated ("isn't
allowed", "can't be booked", "doesn't cancel"). Each had an untrue Yes or No; each now has its Yes or No on the side
asked, or the statement alone. True neighbours keep their answers."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No" or "" for the statement with no bare Yes or No)
CASES = [
    # a negation in a condition is the intent's case, not the claim's
    ("if he doesn't touch it he isn't offside, right?", "offside-not-involved", "Yes, that's right"),
    ("if the ball isn't completely over the line it's still a goal, yeah?", "goal-ball-on-line", "No"),
    (
        "the goal doesn't count if a fan was on the pitch even if he didn't interfere, right?",
        "goal-extra-person-stands",
        "No, that's not right",
    ),
    ("once the ref plays advantage he can't go back to the foul, right?", "advantage-come-back", "No"),
    (
        "if the advantage doesn't come the ref can still go back to the foul, right?",
        "advantage-come-back",
        "Yes",
    ),
    ("he isn't onside if he's level, right?", "offside-level-onside", "No, that's not right"),
    # a premise before "so", or a story told in the past before a comma, is what happened, not the claim
    (
        "he never touched the ball or got involved, so he can't be flagged, right?",
        "offside-not-involved",
        "Yes, that's right",
    ),
    ("a fan ran on but didn't touch anything, the goal still stands, no?", "goal-extra-person-stands", "Yes"),
    ("a foul on the box line isn't a penalty, it's a free kick, right?", "penalty-foul-on-line", "No"),
    # the intent's own question's negation describes the incident ("something the referee didn't see")
    ("is it true the VAR can't send someone off for something the ref didn't see?", "var-missed-red", "No"),
    (
        "my mate says the VAR can't send a player off for something the ref didn't see, is he right?",
        "var-missed-red",
        "No",
    ),
    ("if the ref didn't see the elbow, VAR can still get him sent off, right?", "var-missed-red", "Yes"),
    ("VAR can't send someone off for something the ref missed, can it?", "var-missed-red", "Yes"),
    (
        "if the ref didn't give a corner the VAR can't award one, right?",
        "var-missed-corner",
        "Yes, that's right",
    ),
    (
        "is it true an offside player who doesn't touch the ball is still penalised?",
        "offside-not-involved",
        "No",
    ),
    # a negated claim with "unless" claims two rulings: the statement answers
    (
        "a keeper can't be sent off for handling outside his area unless he denies a goal, true?",
        "handball-goalkeeper-outside-red",
        "",
    ),
    ("the goal stands unless the fan interfered, right?", "goal-extra-person-stands", "Yes"),
    # a negative tag question asks the plain question: a side word's negation is no side
    ("managers can't be shown a card, can they?", "coach-red-card", "Yes"),
    ("subs on the bench can't be booked, can they?", "red-card-substitute", "Yes"),
    ("is it true managers can't be booked?", "coach-red-card", "No"),
    (
        "a goalkeeper can't pick up a back pass that was headed to him, can he?",
        "handball-goalkeeper-headed-backpass",
        "Yes",
    ),
    ("you can't be offside from a throw-in, can you?", "offside-throw-in", "No"),
    # "isn't allowed" is the permission negated: the offence the intent asks about
    (
        "the keeper isn't allowed to pick up a kicked back-pass, right?",
        "handball-backpass-kicked-free-kick",
        "Yes",
    ),
    # "surely", "innit true", "that's the rule" and a claim told back in surprise are claims put to us
    ("goalkeepers can't be offside, surely?", "offside-goalkeeper-attacker", "No, that's not right"),
    ("surely a manager can't get a red card?", "coach-red-card", "No, that's not right"),
    ("innit true you cant be offside in your own half bruv", "offside-own-half", "Yes, that's right"),
    ("so the ref CANT go back for the foul after advantage??", "advantage-come-back", "No, that's not right"),
    ("you can't be offside from a backwards pass, that's the rule isn't it?", "offside-backwards-myth", "No"),
    # "doesn't cancel": a goal's fate negated ("doesn't matter" read as one too cost an unseen question its opening)
    (
        "my uncle reckons an accidental handball by a team-mate doesn't cancel the goal, is he right?",
        "handball-accidental-teammate",
        "Yes",
    ),
]


test_probe_answer = probe_test(CASES)
