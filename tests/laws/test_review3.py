"""A stranger's review of the rounds of 2026-12-04 (voices21, voices22, probe 31), asked of the bot: what it found
untrue or half mended, each as a fan would ask it, in the reviewer's or new wordings.

- A claim negated a word or two before an intent's turned_by wording ("there can't be a foul without contact") asks
  the claim's way; the wording is not said (a negative question, "isn't it a foul without ...?", still says it).
- "instead" alone does not turn the fouled-shooter answer: "the goal instead of the penalty" asks its Yes.
- A goalkeeper's throw out to a team-mate is not the goalkeeper-throw answer's "No."; a throw straight in still is.
- After a told play, "Can the referee give a goal?" asks the play's ruling; "Can VAR give a goal if ...?" the rule.
- "is there a rule about where you take a throw-in from?" is the throw-in answer, its No turned to Yes.
- A card asked after advantage and a missed shot is the card-after-advantage answer.
- "is level offside or onside?" gets the statement, no bare Yes, whatever a pundit was said to claim before it."""

from tests.laws.evaluate import probe_test, what_was_answered

CASES = [
    ("there can't be a foul without contact, right?", "foul-no-contact", "No"),
    ("you cannot give a foul without contact, right?", "foul-no-contact", "No"),
    ("isn't it a foul without contact?", "foul-no-contact", "Yes"),
    (
        "he was held by the shirt but scored, does the goal stand instead of a penalty?",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    ("can a keeper score by throwing it in?", "goal-keeper-throw", "No"),
    (
        "Our 9 was offside when the cross came in and he headed it in. Can the referee give a goal?",
        "situation:offside",
        "No",
    ),
    ("is there a rule about where you take a throw in from?", "throw-in-where", "Yes"),
    # a referee gone down the tunnel changes nothing: not the on-field review's "Yes"
    (
        "ref gave a penalty at half time in the tunnel after watching a replay, allowed?",
        "decision-after-leaving-field",
        "Not once",
    ),
    # a choice between offside and onside gets no bare Yes, whatever claim was told before it
    ("is level offside or onside?", "offside-level-onside", ""),
    (
        "Pundit said level is offside. is level offside or onside in the actual law?",
        "offside-level-onside",
        "",
    ),
    (
        "fouled in the box, ref played advantage, he missed, can the ref still book the defender?",
        "advantage-card-later",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)


def test_a_throw_out_to_a_team_mate_who_scores_is_not_a_keepers_throw_into_goal():
    """Its "No." (a throw straight into the goal is a goal kick) would deny the team-mate's goal."""
    asked = "our keeper threw it out to our full back who went up the pitch and scored, goal?"
    assert what_was_answered(asked) != "goal-keeper-throw"
