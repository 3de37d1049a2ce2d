"""Hostile probe of the seed match, helper-142's round: 70 questions of the probe's own, in fans' words, on Tottenham
1-1 Sporting CP (Champions League group D, 26 Oct 2022): Kane's disallowed goal, Doherty's claim, Conte's red card and
ban, his retake complaint, the match's other players, and general rules asked with the match named. Each answer was
decided from matches/group-d-2022.md and the Laws (LAWS-FACTS) before the bot was asked. A player of the match named
with something the seed answers do not cover must get no confident seed answer ("unsure", or an answer that states
only what the facts file says)."""

from tests.laws.evaluate import left_as_xfail, probe_test

UNSURE = ("unsure", "close")

# (question, the answer id or ids, the opening: "Yes", "No", "Not always" or "" for no bare Yes or No)
CASES = [
    # Kane's goal: why it was ruled out (Law 11.2; Emerson's header the moment, Nazinho's touch a deflection)
    ("why did kane's goal vs sporting get disallowed??", "kane-goal-disallowed", ""),
    ("kane goal sporting 95th min. why no goal", "kane-goal-disallowed", ""),
    ("kane offside sporting explained pls", "kane-offside", "Yes"),
    ("why was kanes gaol against sportin disalowed", "kane-goal-disallowed", ""),
    ("Why referee cancel goal of Harry Kane at minute 95 versus Sporting?", "kane-goal-disallowed", ""),
    ("the goal of Kane in the 95 minute, why the VAR has annulled it?", "kane-goal-disallowed", ""),
    ("which law was kane's goal ruled out under", "kane-goal-disallowed", ""),
    ("the ball went backwards off emerson's head, how can kane be offside", "kane-goal-disallowed", ""),
    # A claim that the decision was wrong: no "Yes" agreeing with it
    ("var robbed spurs v sporting didnt it", ("kane-goal-disallowed", "kane-offside"), ""),
    ("ref bottled it, kane's goal v sporting was legit", "kane-goal-disallowed", ""),
    ("kane goal sporting var shambles or correct call?", ("kane-goal-disallowed", "kane-sporting-2022"), ""),
    ("was it emerson's handball that got kane's goal ruled out", ("kane-goal-disallowed", *UNSURE), ""),
    # Was he offside: Yes (the VAR's finding)
    ("was harry kane actually offside v sporting", "kane-offside", "Yes"),
    ("kane ofside vs sporting lisbon?", "kane-offside", "Yes"),
    (
        "kane offside by a knee, does the knee count for offside?",
        ("offside-body-parts", "kane-offside"),
        "Yes",
    ),
    # Behind or level with the ball: No (his knee was nearer the goal line than the ball)
    ("kane was behind the ball when emerson headed it wasnt he", "conte-ball-in-front", "No"),
    ("was kane level with the ball when emerson headed it", "conte-ball-in-front", "No"),
    ("Kane goal no offside, Conte is right?", "conte-ball-in-front", "No"),
    ("was conte right that the ball was in front of kane", "conte-ball-in-front", "No"),
    # The deflection off Nazinho and Doherty's "different phase": No
    (
        "kane was onside surely? the ball came back off nazinho",
        ("nazinho-touch", "doherty-different-phase"),
        "No",
    ),
    (
        "doherty said it came off a defender so it should count, was he right?",
        ("doherty-different-phase", "nazinho-touch"),
        "No",
    ),
    (
        "didnt it come off a sporting player? that makes kane onside no?",
        ("nazinho-touch", "doherty-different-phase"),
        "No",
    ),
    (
        "mate how was kane off there, it came off their lad",
        ("nazinho-touch", "doherty-different-phase"),
        "No",
    ),
    ("did nazinho mean to play it to kane", "nazinho-touch", "No"),
    (
        "matt doherty said it was a new phase of play after it hit the defender, is that a thing?",
        ("doherty-different-phase", "var-app-not-offside-reset"),
        "No",
    ),
    (
        "doherty reckons it hit a defender so kane's fine, who's right doherty or the var",
        "doherty-different-phase",
        "No",
    ),
    # Had Nazinho played it deliberately, Kane would not have been penalised (Law 11.2): not the deflection's "No"
    (
        "kane v sporting: if nazinho had meant to play it, would kane have been onside?",
        ("deliberate-play-resets", "deliberate-play-not-offside"),
        "Yes",
    ),
    # How it was measured: lines from the ball and Kane's knee; SAOT not established (LAWS-FACTS 3.5)
    ("how did they measure kane offside v sporting, lines or what", "kane-saot", ""),
    ("was it semi automated offside for the kane goal or did the var draw lines", "kane-saot", ""),
    ("did SAOT rule out kanes goal against sporting", "kane-saot", ""),
    # The procedure: referee gave it, VAR-only review of a factual matter, about three minutes, about 90+8'
    ("how long did the var take to rule out kane's goal", "kane-var-procedure", ""),
    (
        "why didnt the ref go to the screen for kane offside",
        ("kane-var-procedure", "var-no-screen-offside"),
        "",
    ),
    ("should makkelie have had an on field review for the kane goal", "kane-var-procedure", ""),
    ("sporting kane offside, was it the linesman or the var who spotted it", "kane-var-procedure", ""),
    ("did the ref allow kanes goal at first before var", ("kane-var-procedure", "kane-goal-disallowed"), ""),
    (
        "what minute was kane's goal against sporting disallowed",
        ("kane-var-procedure", "kane-goal-disallowed"),
        "",
    ),
    # Today's Laws: the same decision
    ("would kane's sporting goal have counted under the new rules", ("kane-today-stand", "kane-today"), "No"),
    ("is kane still offside v sporting with the 2026 laws", "kane-today", "Yes"),
    # Conte's red card: for his protests; which offence the reports do not say
    ("why did conte get sent off at the end vs sporting", "conte-red-card", ""),
    ("what did conte actually do to get the red against sporting", "conte-red-card", ""),
    ("Conte why red card? he only speak to referee", "conte-red-card", ""),
    ("did conte swear at the ref to get his red?", ("conte-red-card", *UNSURE), ""),
    ("conte red card v sporting - was it his second yellow?", ("conte-red-card", *UNSURE), ""),
    # The red's consequences: a team official's, not a player's (Law 3.7, 12.3); the ban a competition matter
    ("conte got sent off, did spurs have to play with 10 men?", "conte-red-numbers", "No"),
    ("is conte banned for the next game after the sporting red", "conte-ban", "Yes"),
    ("how many games ban did conte get", "conte-ban-length", ""),
    (
        "conte said var is doing a lot of damage, can he get banned for saying that",
        ("conte-var-words", *UNSURE),
        "",
    ),
    # General rules asked with the match named: the general rule
    ("conte got a red, can managers even get red cards?", "coach-red-card", "Yes"),
    ("conte got red but is true manager cannot receive red card?", "coach-red-card", "No"),
    (
        "after conte's red - can a coach get a yellow card too?",
        ("coach-red-card", "coach-caution-offences"),
        "Yes",
    ),
    (
        "conte sent off: where does a manager have to go after a red, can he sit in the stand?",
        "coach-sent-off-where",
        "",
    ),
    ("can the manager ask the var to check a goal like conte wanted", "var-coach-request", "No"),
    ("var took like 4 minutes on the kane goal, is there a time limit for var?", "var-time-limit", "No"),
    (
        "like kane v sporting - can you be offside if the pass goes backwards?",
        ("offside-backwards-pass", "offside-backwards-myth", "offside-behind-ball-offside"),
        "Yes",
    ),
    (
        "after the kane thing, does a deflection off a defender reset offside in general",
        "deflection-no-reset",
        "No",
    ),
    (
        "doherty mentioned phase of play, what is the attacking phase of play in var?",
        ("var-how-far-back", "var-app-not-offside-reset"),
        "",
    ),
    (
        "kane's goal: does the VAR or the ref make the final call?",
        ("var-who-decides", "var-referee-final-say", "var-decides"),
        "",
    ),
    ("the var checked kane's goal automatically, does var check every goal?", "var-checks-every-goal", "Yes"),
    (
        "sporting got a free kick after kane's goal was ruled out, what's the restart for offside",
        ("offside-sanction",),
        "",
    ),
    # The retake complaint: Tottenham 6-2 Leicester, 17 Sep 2022 (LAWS-FACTS 4.2)
    (
        "conte moaned spurs are the only team to get a penalty retaken, what was that about",
        "penalty-lloris-tielemans",
        "",
    ),
    (
        "the penalty retake conte was complaining about after sporting, which game was that",
        "penalty-lloris-tielemans",
        "",
    ),
    ("why did lloris's pen save get retaken vs leicester", "penalty-lloris-tielemans", ""),
    (
        "conte's retake moan: if the keeper saves a pen after leaving his line is it retaken?",
        "penalty-keeper-save-retake",
        "Yes",
    ),
    # Other players of the match
    ("who scored for spurs against sporting", "spurs-sporting-scorers", ""),
    ("bentancur header vs sporting, what minute", "spurs-sporting-scorers", ""),
    # Named players, asked what no seed answer covers: no confident seed answer
    ("was edwards' goal for sporting offside", ("spurs-sporting-scorers", *UNSURE), ""),
    ("why was coates' goal for sporting disallowed", UNSURE, ""),
    ("romero got booked in the sporting game, what for", UNSURE, ""),
    ("was emerson royal offside too v sporting?", "emerson-onside", "No"),
    # (Emerson Royal did, who had replaced Lucas Moura: hunt 88)
    ("did lucas moura play the ball to kane for the disallowed goal", "kane-goal-lucas-moura", "No"),
    ("did kane handle it before scoring against sporting", UNSURE, ""),
    ("was kane fouled before his disallowed goal against sporting", UNSURE, ""),
]

# What is not fixed yet, each found as the probe said (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {
    "the goal of Kane in the 95 minute": "kane-var-procedure (why no on-field review), not why it was ruled out",
    "var robbed spurs": "kane-var-procedure (why no on-field review), not why it was ruled out",
    "kane ofside vs sporting": "kane-goal-disallowed's 'Because ...', with no Yes",
    "kane offside by a knee": "kane-goal-disallowed, not whether a knee counts (Law 11.1: only hands and arms do not)",
    "kane v sporting: if nazinho had meant": "nazinho-touch's account of what happened, not the supposition asked",
    "sporting kane offside, was it the linesman": "kane-offside's 'Yes.' to an either-or question",
    "conte got a red, can managers": "conte-red-card's account, not coach-red-card's 'Yes.'",
    "conte got red but is true": "conte-red-card's account, not coach-red-card's 'No, that's not right.'",
    "sporting got a free kick after kane": "kane-goal-disallowed, not the offside restart (Law 11.4)",
    "did kane handle it before": "spurs-sporting-scorers' account (true, the goal ruled out for offside), not not sure",
    "was kane fouled before": "kane-goal-disallowed's account; no foul is told of, so not sure would be truer",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
