"""Untrue answers left open by the stop of 2026-12-04 and mended on 2026-12-05, each ruled from the Laws (IFAB
2026/27) before the fix: the answer id and the opening the Laws give ("" a statement)."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 12.2: a keeper may not handle a team-mate's throw-in; "can he?" after a claim that he can't asks the claim
    # on its positive side (it had the back-pass answer's "Yes.", as if he could)
    (
        "mate says keeper cant pick up a backpass from a throw in. can he?",
        "handball-backpass-kicked-free-kick",
        "No",
    ),
    ("my mate says you cant be offside from a throw in. can you?", "offside-throw-in", "No"),
    ("he says you cant get booked for taking your shirt off anymore. can you?", "caution-shirt-off", "Yes"),
    ("my mate says a save doesnt reset offside. does it?", "save-no-reset", "No"),
    # VAR protocol: a decision may be given without the on-field review (it had "No.")
    ("can the ref give a penalty without checking the monitor?", "var-screen-not-always", "Yes"),
    ("ref didn't check the monitor, is that allowed", "var-screen-not-always", "Yes"),
    ("does the ref have to go to the screen", "var-screen-not-always", "No"),
    # Law 14.1: a penalty is kicked forward; no header (it had "Yes. A goalkeeper can score ...")
    ("can you score a penalty with a header?", "penalty-any-technique", "No"),
    # Law 14.2: a keeper's early move means a retake only if the kick was saved or missed because of it (it had the
    # save's "Yes, that's right." with no save told)
    (
        "penalty? my mate says keeper moved early so it must be retaken",
        ("penalty-retake", "penalty-retake-keeper-line"),
        "",
    ),
    ("keeper off his line and saved it, retake?", "penalty-keeper-save-retake", "Yes"),
    ("keeper was off his line but the pen went in anyway, retake?", "penalty-keeper-offence-no-retake", "No"),
]


test_known_untrue5 = probe_test(CASES)
