"""Review 83 (a stranger's reading of bc13322) and hunt 84 (black-box, aimed at it), each mend told again in new words.

Review 83:
- feet and body told behind the defender are level, not onside: a head told beyond him still places him (Law 11.1);
- onside "when the ball bounced to him off our 8's knee" is the team-mate's touch, the moment itself (Law 11.2);
- the other side's restart is an opponent's play only when none of ours touches it after ("hit our wall");
- "doesn't X mean ... can't ...?" claims the negation only in the consequence's own verb, not in a clause after it;
- "player B" (a keeper named so) is no second attacker;
- "did rafa touch it on the way?" after a goal kick asks whether a team-mate's touch came between (Law 11.3).
Hunt 84:
- a question the fan answers at once is told: "did he mean to head it? no, it just hit him", "was he past him? yes,
  by a yard", "... or level? level";
- "only their keeper was nearer the goal line than our 9": ahead of the second-last opponent;
- an offside player in the way of an opponent who "couldn't get to it" interferes."""

from tests.laws.evaluate import AP, AR, NO, OFF, probe_test, ruling_test

PLAYS = [
    (
        "the camera shows his feet and body behind their last defender when our 7 plays it, but his head a yard past "
        "that defender. he scores",
        OFF,
    ),
    (
        "our 11 was in an offside position when our 6 shot. their keeper parried it onto our 4's knee and our 11 was "
        "onside when the ball bounced to him off our 4's knee. he scored",
        NO,
    ),
    (
        "their free kick from deep hit our wall and dropped to our 10, who was stood way past their defence. he scored",
        OFF,
    ),
    (
        "did their full-back mean to head it? no, it just hit him. our 11 was offside when our 7 crossed and he scored",
        OFF,
    ),
    ("was our 11 past their last defender? yes, by a yard, when our 4 passed. he scored", OFF),
    (
        "our 7 crossed, was the 11 past their last defender or level? level, I'm sure. then he volleyed it in",
        NO,
    ),
    (
        "when our 8 played it through, only their goalkeeper was nearer the goal line than our 11, who was ahead of the "
        "ball. he scored",
        OFF,
    ),
    (
        "at the pass I can't say whether our 11 was level with their centre-back or a yard beyond him. I was stood "
        "behind it all on halfway. he scored",
        AP,
    ),
    (
        "our keeper's goal kick went long to ola, who was beyond their whole back line. tiago jumped for it on halfway "
        "and ola scored. did tiago touch it on the way? no idea from where I was",
        AR,
    ),
]

RULES = [
    (
        "don't the new laws mean the VAR can now look at a red that isn't a straight red?",
        "var-direct-red",
        "Yes",
    ),
    (
        "doesn't being in an offside position mean he's offside even if he doesn't touch the ball?",
        "offside-not-involved",
        "No",
    ),
    (
        "the ball hits player A's hand by accident and goes straight in off it past player B, the keeper. goal?",
        "handball-accidental-scorer",
        "No",
    ),
]

test_plays = ruling_test(PLAYS)
test_rules = probe_test(RULES)
