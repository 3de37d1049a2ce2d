"""Review 12 (a hostile probe of /var explain for untrue openings, 188 questions, 2026-12-05): the high findings
mended, each ruled from the Laws (IFAB 2026/27) before the fix: the answer id and the opening the Laws give ("" a
statement, "situation:..." a told play's ruling or question)."""

from tests.laws.evaluate import probe_test, what_was_answered

CASES = [
    # Law 12.2 (2025/26): holding the ball over eight seconds is a corner now, no indirect free kick ("Yes." had agreed)
    ("keeper held it for 10 seconds, isnt that an indirect free kick?", "keeper-eight-seconds-corner", "No"),
    # Law 12.3: a non-deliberate handball that denies a goal, the penalty given, is a caution (it had the penalty's "Yes.")
    (
        "defender handles on the line accidentally and a pen is given, is it still a red?",
        "handball-accidental-stops-goal-caution",
        "No",
    ),
    # Law 12.3: a deliberate handball denying a goal is a red (it had "No. A handball penalty brings a card only if ...")
    ("is a deliberate handball on the line always a red card?", "handball-deliberate-not-only-yellow", "Yes"),
    # Law 12.3: a DOGSO in the area can be a caution (it had the outside-the-area answer's "Yes.")
    ("is denying a goal scoring chance always a red card?", "dogso-in-area", "Not always"),
    # Law 12.3: outside the area it is a red (it had "Yes." to the fan's "yellow right?")
    (
        "foul outside the box on a player through on goal, yellow right?",
        "dogso-outside-area",
        "No, that's not right",
    ),
    # Law 13.1: a goal may be scored directly from a direct free kick (it had "Yes, that's right.")
    (
        "you can't score direct from a free kick, only indirect ones, right?",
        "goal-direct-free-kick",
        "No, that's not right",
    ),
    ("can you score straight from an indirect free kick?", "goal-direct-indirect-free-kick", "No"),
    # Law 15: a throw-in straight into the thrower's own goal is a corner (it had "No.")
    ("is it a corner if the keeper throws it into his own net from a throw?", "goal-direct-throw-in", "Yes"),
    # Law 15.1: a foul throw goes to the other team (it had the throw-in offside answer's "No.")
    ("is a foul throw a throw to the other team", "throw-in-foul-throw", ""),
    # Law 15.1: the thrower stands (it had the throw at an opponent's "Yes.")
    ("can you take a throw in from your knees", "throw-in-how", ""),
    # Law 11.3: no offside from a goal kick, short or long (it had who may take a restart's "Yes.")
    ("can u be offside from a goal kick if the keeper takes it short?", "offside-goal-kick", "No"),
    # Law 14.1: the keeper stays on his line (it had "Only if the goalkeeper's offence stopped a goal ...")
    (
        "is it legal for the keeper to come off his line at a penalty",
        ("penalty-keeper-must-stay-on-line", "penalty-keeper-in-front-of-line"),
        "No",
    ),
    # Law 11: a defender stepping off still counts, so the trick makes nobody offside (it had "Yes.")
    (
        "a defender stepped off the pitch behind the goal line to play their striker offside, is he offside?",
        "offside-defender-off-pitch",
        "No",
    ),
    # the seed: Emerson headed it back across to Kane (it had Emerson's onside answer's "No.")
    ("was it emerson who assisted the kane goal vs sporting", "kane-offside", "Yes"),
    # Law 11.2: a defender in control who passes has played it deliberately (it had "Yes, offside.")
    (
        "striker was in an offside position when his teammate played it but our defender controlled it and passed it "
        "straight to him. offside?",
        "situation:no-offence",
        "No offside offence",
    ),
    # Law 11.2: an offside player who never touched the ball is penalised only for interfering: asked (it had "No,
    # offside.")
    (
        "their striker was offside when the shot was taken, it hit our defender and went in, the striker didnt touch "
        "it. goal?",
        "situation:ask",
        "",
    ),
    # Law 14.1: one foot on the line is enough (voices30's odd half: it had the both-feet answer's "No.")
    ("one foot off the line is fine as long as the other's on it, isnt it", "penalty-keeper-one-foot", "Yes"),
]


test_review12 = probe_test(CASES)


CASES_2 = [
    # VAR protocol: "can var do that?" after the decision told asks of it, no side: the ruling alone (it had "Yes, no
    # offside offence.", a Yes to VAR's disallowing)
    (
        "ref gave the goal, var said offside, but the striker was level. can var do that?",
        "situation:no-offence",
        "No offside offence",
    ),
    # Law 11: a save stops a ball going into or very near the goal; one going wide was played or deflected: asked (it
    # had "Yes, offside." from a save)
    (
        "their striker was offside, our keeper parried a shot that wasnt on target to him. offside?",
        "situation:ask",
        "A shot that was not going in cannot be saved",
    ),
]


test_review12_readings = probe_test(CASES_2)


def test_an_offside_player_who_did_not_score_is_not_ruled_offside_unseen() -> None:
    # Law 11.2: he didn't score, his team-mate did; whether he interfered is not told (it had "No, offside."). The rule
    # of an uninvolved player answers it now ("Yes." with its reason: no offence unless he played the ball or got in an
    # opponent's way); asking whether he interfered would be better still (see the session's note)
    question = "he was offside but he didnt score, his teammate did. goal?"
    assert what_was_answered(question) in ("situation:ask", "offside-not-involved")
