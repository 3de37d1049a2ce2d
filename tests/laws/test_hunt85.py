"""Hunt 85 (black-box at c12ad8a, aimed at rule questions on the borders), each mend told again in new words.

Told plays:
- an opponent who swung at the ball and "missed it completely" never touched it: the team-mate's ball (Law 11.2);
- one of ours who "intercepted" the attackers' pass is their opponent, so his controlled pass is a deliberate play;
- "Bailey who was onside" (no comma) is another player than the one told offside;
- a pass "back to our goalkeeper" by an opponent places nobody behind the ball;
- "when Trippier took it", a restart named before, is the kick (Law 11.3: no exemption for a free kick);
- a place told at a team-mate's later pass ("by then a yard behind Morag and the ball") is judged there.
Rule questions: offside asked of a corner; VAR and a corner given; one defender said to be enough; an attacker inside
the goal (Law 11.4); encroaching before a penalty's rebound (Law 14.2); goal-line technology is not the VAR; a handball
to stop a counter; a covering defender; the ball kicked or thrown at someone (Law 12.4); a quick free kick; a
shoot-out kicker's second touch (Law 10.3); when a substitution is made (Law 3.3); advantage wanted; a deliberate
handball in the build-up; a defender off the field behind his line (Law 11.4); the ball from an opponent (Law 11.2);
a DOGSO red when the penalty is missed (Law 12.3); a shot in off the referee (Law 9.1)."""

from tests.laws.evaluate import AI, NO, OFF, probe_test, ruling_test

PLAYS = [
    (
        "their 9 was past our back line when the cross came in, our left back swung at it to clear and missed it "
        "completely, their 9 tapped in",
        OFF,
    ),
    (
        "Diaz was offside when Jota played it, but our centre-back intercepted with a controlled touch and his pass went "
        "straight to Diaz, who scored",
        NO,
    ),
    ("Watkins was offside when it was crossed but Bailey who was onside got there first and scored", AI),
    (
        "their striker was offside when the ball was played but our full back, with all the time in the world, "
        "controlled it and passed it back to our goalkeeper, their striker nipped in and scored",
        NO,
    ),
    (
        "indirect free kick out wide to Isak, who was past their last defender when Trippier took it. he headed in",
        OFF,
    ),
    (
        "Kenna was offside when Ailsa knocked it wide to Morag. Morag beat her full-back and pulled it back to Kenna, "
        "who by then was behind Morag and the ball. Kenna scored",
        NO,
    ),
]

RULES = [
    ("is there offside straight from a corner kick?", "offside-corner", "No"),
    ("the linesman wrongly gave them a corner, can the VAR step in?", "var-corner-kick", "Yes"),
    (
        "keeper's up for our corner, my brother says their striker is onside as long as one defender's behind him, "
        "he only needs one defender goalside. true?",
        "offside-two-opponents-needed",
        "No",
    ),
    (
        "one of our forwards was sat inside their goal when our shot went in. does it count?",
        "offside-attacker-in-goal",
        "Yes",
    ),
    (
        "penalty saved, our winger had run into the area before the kick and scored the rebound. goal?",
        "penalty-encroachment",
        "",
    ),
    ("goal-line technology said no goal, can the referee overrule it?", "goal-line-technology", ""),
    (
        "their midfielder handled it on purpose to stop our counter, which card?",
        "spa-tactical-foul-yellow",
        "",
    ),
    (
        "our keeper threw the ball at their striker's head inside our box, what's given?",
        "ball-thrown-at-someone",
        "",
    ),
    (
        "player booted the ball at an opponent on purpose, what's the punishment?",
        "ball-thrown-at-someone",
        "",
    ),
    (
        "can the defender charge down a quickly taken free kick from 5 yards?",
        "free-kick-quick-intercepted",
        "",
    ),
    (
        "in a shoot-out the kicker's shot came back off the bar and he headed it in, ref gave the goal. right?",
        "shootout-rebound",
        "No",
    ),
    ("can you make a substitution when the ball has gone out for a throw?", "substitution-when", ""),
    (
        "ref stopped it for a foul when we were clean through, shouldn't he have let it go for advantage?",
        "advantage-what",
        "",
    ),
    (
        "striker handled it on purpose in the build-up and a teammate scored later, should it be ruled out?",
        "var-build-up-foul",
        "Yes",
    ),
    (
        "their centre-half lying behind his own goal line after a block keeps our winger onside, correct?",
        "offside-defender-off-pitch",
        "Yes",
    ),
    (
        "it came to our striker from one of their players, not from us, so he can't be offside, can he?",
        "offside-ball-from-opponent",
        "Not always",
    ),
    (
        "red for DOGSO and the pen is saved. is the defender still sent off?",
        "dogso-card-penalty-missed",
        "Yes",
    ),
    ("shot hit the ref and went in, goal?", "goal-off-referee", "No"),
]

test_plays = ruling_test(PLAYS)
test_rules = probe_test(RULES)
