"""helper-135's round on the released halves of voices11 and voices13: the ranking misses (a neighbour intent winning,
"unsure" where an answer exists, a wrong opening Yes or No), each cause asked again in wordings of helper-135's own
(fans' words, second languages, slang), with the answer and opening the Laws (IFAB 2026/27) give."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for the statement with no bare Yes or No)
CASES = [
    # VAR: how plainly the fan wants it put ("in plain English") is no offside word; what VAR may review (VAR protocol)
    (
        "never watched with var before, in plain english what decisions does it get involved in?",
        "var-what-can-review",
        "",
    ),
    ("in layman's terms, what stuff is the video ref allowed to check", "var-what-can-review", ""),
    # ... a permission asked in a statement's word order ("VAR can change it?"): the location of the offence is
    # reviewable (VAR protocol 3.2b)
    (
        "ref points to the spot, replay shows the contact was outside the area. VAR can change it to a free kick?",
        "var-penalty-location",
        "Yes",
    ),
    # ... entering the referee review area is a caution (Law 12.3)
    (
        "our assistant manager got booked for going to the little screen area by the dugout, is that right",
        "var-rra-caution",
        "Yes",
    ),
    (
        "can a substitute walk up to the pitchside monitor while the ref is watching it",
        "var-rra-caution",
        "No",
    ),
    # ... a goal kick given in place of a corner is not reviewable (the ball that went out is no ball off the
    # referee); a corner wrongly awarded is, since 2026/27 (VAR protocol)
    (
        "it came off their centre-back and went out but the linesman gave a goal kick, can var award the corner",
        "var-other-restarts",
        "No",
    ),
    (
        "the ref said corner but the replay shows our winger touched it last, can var make it a goal kick",
        "var-corner-kick",
        "Yes",
    ),
    # Early Modern English ("befalleth", "taketh", a "knave", "clutch", "swat", "aloft") read as today's words; the
    # goalkeeper holding the ball over eight seconds gives a corner, with no card (Law 12.2), a hand used to try to
    # score is a caution (Law 12.3), a throw-in with a foot off the ground is retaken by the opponents (Law 15.1)
    (
        "Pray tell, what befalleth when the keeper clutcheth the ball overlong in his hands?",
        "keeper-eight-seconds",
        "",
    ),
    (
        "Hark, a varlet did swat the ball goalward with his hand to win the day. What sanction awaiteth him?",
        "handball-attempt-to-score",
        "",
    ),
    (
        "Verily, if a knave taketh a throw-in with one foot aloft, what is the ruling?",
        "throw-in-foul-throw",
        "",
    ),
    (
        "Doth the goalkeeper who clutches the ball beyond eight seconds receive a yellow card?",
        "keeper-eight-seconds-no-card",
        "No",
    ),
    # ... and "sat on the ball" told of a goalkeeper, the corner given against him
    (
        "our keeper sat on the ball for ages at 1-0 up and the ref gave them a corner for it, what's all that about",
        "keeper-eight-seconds",
        "",
    ),
    # Jamaican patois' little words read as English where the side is asked ("reset di offside"): a deliberate play
    # by an opponent resets offside (Law 11.2)
    (
        "Wah gwaan, dem defender pass it pon purpose to wi man who was offside. Dat reset di offside?",
        "deliberate-play-resets",
        "Yes",
    ),
    # How long the referee waits on advantage is no fixed number of seconds (Law 5.3)
    (
        "how many seconds does the referee give it before going back for the foul after playing advantage",
        "advantage-no-fixed-time",
        "",
    ),
    ("mi bredda seh di ref haffi wait three second pon advantage, a true?", "advantage-no-fixed-time", "No"),
    # Advantage said not played ("no advantage played") is the ordinary case: stopping a promising attack is a
    # caution (Law 12.3)
    (
        "their number 6 hauls our lad down on the break, ref blows straight away with no advantage played. booking, surely?",
        "spa-tactical-foul-yellow",
        "Yes",
    ),
    # Advantage played after a DOGSO offence: a caution, not a red (Law 12.3); Hindi's "box ke bahar" is outside
    # the box, its "red card ya yellow" a choice of card (no bare Yes or No)
    (
        "defender ne clean through striker ko box ke bahar gira diya, lekin ref ne advantage de diya. red card ya yellow?",
        "advantage-dogso-caution",
        "",
    ),
    (
        "last man ne foul kiya par ref ne advantage chala diya, defender ko red milega?",
        "advantage-dogso-caution",
        "No",
    ),
    # A substituted player dawdling off (Hinglish "dheere", slowly): the ten seconds of 2026/27 (Law 3)
    (
        # "is there a rule for it?": the yes/no intent's "Yes." (the ten seconds), truer than no verdict (helper-145)
        "substitute hone wala player bahut dheere dheere bahar ja raha tha, iske liye koi rule hai?",
        "substitution-leave-quickly",
        "Yes",
    ),
    # Who gets a dropped ball (Law 8.2), asked beside the cue "drop ball" of the goal-from-a-dropped-ball answer
    ("who does the ref give it to when he restarts with a dropped ball?", "dropped-ball", ""),
    (
        "stopped for a head injury, then a drop ball. which team is supposed to get the ball back?",
        "dropped-ball",
        "",
    ),
    # The ball off a match official to the other team, "drops to" them: a dropped ball (Law 9.1), not its distance
    (
        "the ball smacked the assistant referee and fell to their winger who broke on the counter, what should the ref do",
        "ball-hits-referee",
        "",
    ),
    # Offside in the penalty area is an indirect free kick, never a penalty (Law 11.4), not a penalty's encroachment
    (
        "if a striker is flagged offside inside the six-yard box, is it a penalty or what do the defenders get?",
        "offside-no-penalty",
        "No",
    ),
    ("our centre forward was offside in their area, what restart did they get", "offside-sanction", ""),
    # A handball penalty asked about with no card ("just the pen", "nothing else"): it can be, the intent's No turned
    # (Law 12.3: a card only for a deliberate SPA handball or DOGSO)
    (
        "handball in the box, pen given. is it possible he gets just the penalty and no booking?",
        "handball-penalty-card",
        "Yes",
    ),
    ("can a handball penalty come without a card?", "handball-penalty-card", "Yes"),
    ("is a handball penalty always a yellow card?", "handball-penalty-card", "No"),
    # The old myth that any touch by a defender plays you onside, asked as what the Law says now: a deflection does
    # not reset offside (Law 11.2)
    (
        "growing up we always heard a touch off any defender made you onside. how does it actually work nowadays?",
        "deflection-no-reset",
        "",
    ),
    (
        "old timers at my club say if it brushes a defender the offside is wiped, is that the law these days?",
        "deflection-no-reset",
        "No",
    ),
    # A DOGSO penalty told with "only a yellow" and checked: the sibling worded on the caution's side answers ("Yes."
    # for a challenge for the ball, "No." for holding, Law 12.3), not the one asking whether it is a red ("Not always.")
    (
        "keeper slid in for the ball in the box, got there late and stopped a sure goal, pen given and he only got a yellow. is that right?",
        "dogso-in-area-caution",
        "Yes",
    ),
    (
        "their centre back got a caution and a pen for a genuine tackle on our striker clean through in the area, just a booking, correct?",
        "dogso-in-area-caution",
        "Yes",
    ),
    (
        "shirt pull on our striker through on goal in the box, pen given, he only got a yellow. is that right?",
        "dogso-holding-not-only-yellow",
        "No",
    ),
]

# What is not fixed yet, each found as the probe said (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
