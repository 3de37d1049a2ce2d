"""plays26's and voices126's odd halves (the twenty-fourth stop's held-out sets, tuned on by the twenty-fifth) and hunt 82
(black-box, aimed at 0de4bb6), each mend told again in new words.

Where he was:
- an arm stretched out past the defender, his feet, head and body behind him: onside (Law 11.1, the arms not judged);
- "a free kick inside our own half" is where the free kick was given, not where he stood;
- his own half told of all of him, then his head over halfway: no own half told (any part counts, Law 11.1);
- "I was stood behind it all on halfway" is where the fan watched from;
- onside "by the time the ball bounced to him" is a later moment than the shot;
- "behind the penalty spot, until the kick" is behind the ball at the penalty;
- "at the halfway line, his body on our side but his boot over the line in their half": the boot counts.
What the fan asks, and so does not tell: "did rafa's head touch it?", "was his head beyond the defender's, or only his
arm?", "was one boot over the line into their half, or was he on the line?", "whose boot touched it last?".
Whose side a player is on, told by a fan of the defending side: "their centre-back ... when the centre-back passed",
"their keeper cleared it to their striker", the ball hitting "their winger" on its way; a restart passed on ("to our 6
who first time crossed it"); the other side's free kick, taken by their keeper, to one of ours.
How the ball came: "off his shin really fast from close range", "touch the ball with the foot not wanting", "take ball
under control and pass it"; a team-mate named "kicked it long".
What he did: "stood smack between their keeper and the ball", "fight shoulder to shoulder with their defender for it",
stepped off "to show he wasn't involved" and then came back on."""

from tests.laws.evaluate import AP, AR, NO, OFF, probe_test, ruling_test

PLAYS = [
    (
        "on the replay his arm and hand are stretched out past their last defender when our 6 passes, but his feet, "
        "his head and his body are all behind that defender. he scored",
        NO,
    ),
    (
        "our keeper launched it. our 7 was in their half, a yard past their last defender when it was kicked, then ran "
        "back into our half, took it down and passed. the ref gave offside, a free kick inside our own half",
        OFF,
    ),
    (
        "our goal kick went long to jonas, who was past their whole back line. rafa went up for it near halfway and "
        "jonas scored. did rafa's head touch the ball on the way? I couldn't see",
        AR,
    ),
    (
        "his feet were level with their last defender when our 8 passed. was his head beyond the defender's, or only "
        "his outstretched arm? he scored",
        AP,
    ),
    (
        "our keeper kicks long, their back line all in our half. our 9 was on the halfway line when it was kicked. was "
        "one boot over the line into their half, or was he fully on the line? he scored",
        AP,
    ),
    (
        "Mo and Ade both slid in for the cross, nobody else near. Ade was onside when it was crossed; Mo was a yard past "
        "their last man. It went in, but whose boot touched it last?",
        AP,
    ),
    (
        "at the pass I cant say whether our 9 was level with their last centre-back or a yard past him. I was stood "
        "behind it all on halfway. he scored",
        AP,
    ),
    (
        "their goal kick went short to their left-back, he knocked it up to their 9 who was in an offside position when "
        "the left-back played it. he scored",
        OFF,
    ),
    (
        "their throw-in went to their winger who crossed it to their striker, who was in an offside position at the "
        "cross. he headed in",
        OFF,
    ),
    (
        "our throw went to our 6 who first time crossed it; our 9 was in an offside position when the 6 crossed and "
        "headed in",
        OFF,
    ),
    ("their keeper cleared it to their striker who was in an offside position in our half. he scored", OFF),
    (
        "our centre-back's clearance hit their winger in the back and bounced to their 9, who was in an offside "
        "position. he scored",
        OFF,
    ),
    (
        "their free kick in their own half. their keeper smashed it straight to our 9, who stood far past their defence. "
        "he scored",
        NO,
    ),
    (
        "our striker was standing in his own half, only his head leaning over the halfway line, and past all their "
        "outfield players when the pass came. he ran through and scored",
        OFF,
    ),
    (
        "their striker stepped off over the byline to show he wasn't involved, then came back on and tapped in a cross",
        OFF,
    ),
    (
        "our 9, who had stepped off behind the goal line to stay out of it, ran back on and scored from the next cross",
        OFF,
    ),
    (
        "their 9 was in an offside position when their 10 shot, our keeper saved it, but he was onside by the time the "
        "ball bounced to him. he scored",
        OFF,
    ),
    (
        "our 9 was past their last defender when our winger crossed, their centre-back stuck a leg out and it went off "
        "his shin really fast from close range, our 9 tapped in",
        OFF,
    ),
    (
        "our striker was in offside position when the pass, their defender touch the ball with the foot not wanting, "
        "our striker score",
        OFF,
    ),
    (
        "Kim was two yards past their last defender, keeper on her line, stood smack between their keeper and the ball "
        "when our 8 shot. Kim never touched it and it went in",
        OFF,
    ),
    (
        "our long ball, I stand 2 metres nearer their goal than their last defender. I don't touch it but I fight "
        "shoulder to shoulder with their defender for it, he misses it, it goes to their keeper",
        OFF,
    ),
    (
        "their defender take ball under control and pass it, but it go to our 9 who was offside before. he score",
        NO,
    ),
    (
        "their penalty. their 7 stood outside our box, behind the penalty spot, until the kick. our keeper saved, the "
        "ball came back out and their 7 ran in and scored",
        NO,
    ),
    (
        "our 9 stood right at the halfway line, his body on our side but his right boot over the line in their half, "
        "nearer their goal than any of their outfield players. dan kicked it long and he ran on and scored",
        OFF,
    ),
]

RULES = [
    (
        "Pekka claims the ref is never allowed to let play go on inside the box, a foul there must always be a pen. true?",
        "advantage-in-penalty-area",
        "No",
    ),
    (
        "my mate reckons the VAR is the chief now, it can put the referee aside and give a goal itself, is that true?",
        "var-overrule",
        "No",
    ),
    ("kane's goal v sporting, with the rules of today it would count?", "kane-today-stand", "No"),
    ("doesn't a red from a second yellow mean the VAR can't get involved?", "var-second-yellow", "No"),
    ("Perisic crossed it for Kane's goal, not Doherty, yeah?", "kane-goal-build-up", ""),
    (
        "attacker A's arm is struck by the ball by accident; it falls to attacker B, who scores. goal?",
        "handball-accidental-teammate",
        "Yes",
    ),
    (
        "she scored off her own hand by accident and the ref gave it. I told her it shouldn't have counted. was I right?",
        "handball-accidental-scorer",
        "Yes",
    ),
    (
        "why does the linesman keep his flag down when a striker's clearly offside, and only put it up after the goal?",
        "var-delayed-flag",
        "",
    ),
]

test_plays = ruling_test(PLAYS)
test_rules = probe_test(RULES)
