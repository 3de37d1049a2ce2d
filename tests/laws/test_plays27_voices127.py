"""The odd halves of plays27 and voices127 (the last stop's held-out sets, tuned on this stop), each mend told again in
new words:
- a habit told ("likes to hang about on the halfway line", "always stands up there") with the offside rule asked of it
  is the rule's question, not a play to rule;
- a place told at a team-mate's later pass ("by then he was a yard behind Jess and the ball") is judged there, the first
  pass's place taken over (Law 11.1: each team-mate's play is judged again);
- who took a restart, told after it ("from our corner, taken by a team-mate"), is its taker, no touch after it (Law 11.3);
- "no exceptions" insists on a claim, it does not negate it; "bound to change" claims a must;
- "..., so he's not offside?" asks whether he is onside."""

from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

PLAYS = [
    (
        "Priya was offside when Nell slid it out to Jess. Jess took on two of their defenders and cut it back to Priya, "
        "who by then was a yard behind Jess and the ball. Priya scored",
        NO,
    ),
    (
        "Deon scored straight from our corner, taken by one of our lads, while stood past all of their defenders. the "
        "ref gave it. right?",
        NO,
    ),
    (
        "Priya was a yard behind their last defender when Nell slid it out to Jess. Jess crossed and Priya, a yard "
        "beyond their last defender by then, headed in",
        OFF,
    ),
]

RULES = [
    (
        "my uncle reckons every handball penalty has to come with a yellow card, no exceptions. is he right?",
        "handball-penalty-card",
        "No",
    ),
    (
        "the pundit said a ref who goes to the monitor is bound to change his decision. true?",
        "var-ofr-can-change",
        "No",
    ),
    (
        "when a defender deliberately handles it and it falls to a striker who was offside, does that count as the "
        "defender playing it, so he's not offside?",
        "deliberate-play-handball",
        "Yes",
    ),
    (
        "our number 9 likes to hang about right on the halfway line waiting for a long ball. is the halfway line his own "
        "half for offside?",
        "offside-halfway-line-own-half",
        "Yes",
    ),
]

test_plays = ruling_test(PLAYS)
test_rules = probe_test(RULES)
