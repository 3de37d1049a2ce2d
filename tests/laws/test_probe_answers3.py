"""A third hostile probe of /var explain (2026-12-02): questions that had been answered untruly, and variants of them.
Each now gets the intent that answers it, or "not sure" where the Laws do not, with its Yes or No on the side asked."""

from tests.laws.evaluate import discord_text, probe_test

# (question, the answer id or "unsure", the opening: "Yes", "No" or "" for an answer that is no yes/no)
CASES = [
    # the goalkeeper at a penalty: a scored kick stands (a misconception had been confirmed), he must stay on the
    # line, and moving along it is not forbidden
    (
        "if the keeper moves off his line, isn't the goal disallowed?",
        "penalty-keeper-offence-goal-stands",
        "No",
    ),
    ("does the keeper have to stay on his line for a pen?", "penalty-keeper-must-stay-on-line", "Yes"),
    ("can the goalie move along his line before the penalty is taken?", "penalty-keeper-along-line", "Yes"),
    ("can the keeper stand in front of his line at a pen?", "penalty-keeper-in-front-of-line", "No"),
    # encroachment when the kick is saved, or by the kicker's own team: the general answer, no bare Yes or No
    ("a defender encroached and the penalty was saved. retake?", "penalty-encroachment", ""),
    ("the taker's teammate ran in early and the pen went in, retake?", "penalty-encroachment", ""),
    # the eight-second rule: no card, no holding it for ever, no six-second offence
    ("keeper held it for 10 seconds, does he get a yellow?", "keeper-eight-seconds-no-card", "No"),
    ("can the keeper hold the ball as long as he wants if no one is near?", "keeper-hold-as-long", "No"),
    ("is it a foul if the keeper takes more than 6 seconds?", "keeper-six-seconds-offence", "No"),
    # the VAR's part: the referee decides; a coach may not enter the review area
    ("isn't the VAR the one who decides offside?", "var-decides", "No"),
    ("can a coach enter the referee review area?", "var-rra-caution", "No"),
    # a corner straight into the kicker's own goal is no goal
    ("can you score an own goal from a corner?", "goal-own-goal-corner", "No"),
    ("can you score straight from a corner?", "goal-direct-corner", "Yes"),
    # what the sources do not establish, and competition rules, are not answered as if they were
    ("was the Kane decision made with SAOT?", "kane-saot", ""),
    ("does extra time have golden goal?", "unsure", ""),
    ("can you take a quick free kick?", "unsure", ""),
    ("can the assistant referee award a penalty?", "unsure", ""),
    # a ruling asked on a play that tells none of its facts: where he was is asked, never a bare "No."
    ("striker scores, was he offside?", "situation:ask", ""),
    ("he's offside isn't he", "situation:ask", ""),
    # a foul throw is retaken by the other team; a corner not given is not reviewable
    ("is a foul throw a free kick to the other team?", "throw-in-foul-throw", ""),
    ("can VAR give a corner that the ref missed?", "var-missed-corner", "No"),
    # a caution asked for as what a last-man foul may be; an arm tucked behind the back makes the body no bigger
    ("can't a last man foul be a yellow?", "dogso-last-man", "Yes"),
    ("is the last defender always sent off?", "dogso-last-man", "No"),
    ("ball hits his arm tucked behind his back, handball?", "handball-not-every-touch", "No"),
]


test_probe_question_answered_truly = probe_test(CASES)


def test_a_yellow_that_should_have_been_red_is_reviewable() -> None:
    # a possible direct red is one of the reviewable decisions: never the second-yellow answer's "No."
    assert discord_text("the ref gave a yellow but it should've been red, can VAR step in?").startswith("Yes")
