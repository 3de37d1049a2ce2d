"""The fifteenth hostile probe of /var explain (its findings: untrue answers across the Laws beyond offside), re-asked
by helper-117 in its own wordings, each fix's questions written from the Laws (IFAB 2026/27 in force; LAWS-FACTS)
before the data changed.

Found untrue: the opponents' distance at a throw-in got the goal kick's or the penalty's; the kick-off's positions
the halfway line's offside answer or the free kick's wall. Landed: intents throw-in-opponents-distance (Law 15.1)
and kick-off-positions (Law 8.1). "can the referee change his decision after watching the monitor?" had the restart's
"No." (Law 5.2): now var-ofr-can-change's "Yes." (VAR protocol 1), and the restart answer excludes the monitor. "can someone be sent off in a penalty shoot-out?" had cautions-shootout's "No."
(about the match's cards not carrying over): now shootout-cards' "Yes." (Law 10.3). "does the defender's arm keep an attacker onside?" had offside-level-onside's "Yes.":
now offside-arms' "No." (Law 11.1; since split off as offside-defender-arm), the level answer excluding arms and hands. A defender off with the referee's permission (for treatment) had the
off-pitch answer's "Yes.": now offside-defender-off-with-permission's "No." (Law 11.4 counts only one who left without
permission)."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for a statement with no bare Yes or No)
CASES = [
    # Law 15.1: 2 m at a throw-in (the ten yards asked: No, probe 25's throw-in-ten-yards)
    ("how close is the other team allowed to stand when we take a throw?", "throw-in-opponents-distance", ""),
    ("do opponents need to be ten yards back at a throw-in?", "throw-in-ten-yards", "No"),
    # Law 8.1: own half, 9.15 m
    ("at the kickoff does everybody have to be in their own half?", "kick-off-positions", ""),
    ("how far from the ball must the other side be when we kick off?", "kick-off-positions", ""),
    # VAR protocol 1: the on-field review may change the decision (Law 5.2's restart rule is another question)
    (
        "once the ref has watched the replay on the monitor, can he change the decision?",
        "var-ofr-can-change",
        "Yes",
    ),
    (
        "is the referee allowed to overturn his penalty after looking at the pitchside screen?",
        "var-ofr-can-change",
        "Yes",
    ),
    # Law 10.3: cautions and sendings-off during the kicks (the match's cards do not carry over: another answer)
    ("is it possible to get a red card during a penalty shoot-out?", "shootout-cards", "Yes"),
    ("can the referee book a player in the middle of the shootout?", "shootout-cards", "Yes"),
    ("do bookings from the game carry into the shootout?", "cautions-shootout", "No"),
    # Law 11.1: arms and hands are not considered, for the defender keeping a forward onside too
    ("can the last defender's outstretched arm play our striker onside?", "offside-defender-arm", "No"),
    ("does a defender's hand count for keeping someone onside?", "offside-defender-arm", "No"),
    # Law 11.4: only a defender off without permission counts as on the line
    (
        "their full back is off being treated with the referee's permission, does he count for offside?",
        "offside-defender-off-with-permission",
        "No",
    ),
    (
        "does a defender who went off with the ref's permission keep our winger onside?",
        "offside-defender-off-with-permission",
        "No",
    ),
    (
        "defender walked off the pitch without asking the ref, does he still count for offside?",
        "offside-defender-off-pitch",
        "Yes",
    ),
]


test_probe_answer = probe_test(CASES)
