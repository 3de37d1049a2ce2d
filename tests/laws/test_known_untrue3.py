"""The untrue answers the last note left open, each with wordings of its family and the neighbours whose answers
differ, ruled from the Laws (IFAB 2026/27, /work/shared/laws) before the fix.

A. A player who went off bleeding comes back on the referee's signal once the bleeding has stopped (Law 5.3). "went
   off for the physio to look at a cut, can he go back on" had the bleeding player's "No." (that answer asks whether
   he must go off).
B. A player off the field injured at the end of the match, not substituted, may take a kick in the shoot-out (Law
   10.3). It had the concussion substitute's "No.".
C. An elbow is not always a red card: violent conduct only when not challenging for the ball; in a challenge it is
   judged careless, reckless or with excessive force (Law 12.1, 12.3). "is elbowing always a red card?" had "Yes.".
D. Whether football's rule is the same as another sport's: the Laws say nothing of the other sport, so no Yes or No.
   "is offside in soccer the same as offside in rugby?" had the level player's "Yes.".
"""

import pytest

from tests.laws.evaluate import discord_text, probe_test, what_was_answered

# (question, the answer id or ids, the opening: "Yes", "No", "Not always" or "" for a statement)
CASES = [
    # --- A. the bleeding player's return
    ("went off for the physio to look at a cut, can he go back on", "bleeding-player-return", "Yes"),
    ("when can a player with a cut come back on", "bleeding-player-return", ""),
    (
        "his head was bleeding so the ref sent him off to get it cleaned up, can he return",
        "bleeding-player-return",
        "Yes",
    ),
    ("does a player with a bloody nose have to go off", "bleeding-player-leaves", "Yes"),
    # --- B. the injured player in the shoot-out
    (
        "player went off with a head injury but no concussion sub was made, can he take a penalty in the shootout",
        "shootout-injured-player-eligible",
        "Yes",
    ),
    (
        "our captain was getting treated behind the goal when extra time finished, can he still take a pen in the shoot out",
        "shootout-injured-player-eligible",
        "Yes",
    ),
    (
        "concussed player was replaced, can he come back for the penalties",
        ("concussion-player-shootout", "concussion-player-return"),
        "No",
    ),
    # --- C. the elbow
    ("is elbowing always a red card?", "elbow-card-by-manner", "Not always"),
    ("is an elbow automatically a sending off", "elbow-card-by-manner", "Not always"),
    (
        "player jumps for a header and his elbow catches the defender in the face, is that automatically a red",
        "elbow-card-by-manner",
        "Not always",
    ),
    ("is an elbow to the face off the ball a red", "red-card-violent-conduct-red", "Yes"),
    # --- D. another sport's rule
    (
        "is offside in soccer the same as offside in rugby?",
        ("offside", "offside-what-is", "offside-position-not-offence", "offside-not-involved"),
        "",
    ),
    (
        "is the offside rule the same as in hockey",
        ("offside", "offside-what-is", "offside-position-not-offence", "offside-not-involved"),
        "",
    ),
]


test_known_untrue3 = probe_test(CASES)


@pytest.mark.parametrize(
    "question",
    [
        "is offside in soccer the same as offside in rugby?",
        "is handball in football different from handball in rugby",
    ],
)
def test_a_likeness_with_another_sport_gets_no_yes_or_no(question: str) -> None:
    assert discord_text(question).split()[0].rstrip(".,") not in ("Yes", "No")


def test_a_question_in_soccer_terms_keeps_its_yes_or_no() -> None:
    # "in soccer" alone compares nothing: the Law's Yes or No still answers
    assert what_was_answered("in soccer, is the ball out when it is on the line?") != "unsure"
    assert discord_text("in soccer, is the ball out when it is on the line?").startswith("No")
