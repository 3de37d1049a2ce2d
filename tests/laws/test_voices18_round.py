"""The voices18 round (its even half) and probe 24's leftovers, asked here in other words: each gets the answer that
is true, with its Yes or No on the side asked, or a told play asks for the fact the fan says he did not see."""

from tests.laws.evaluate import probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", "Only" or "")
CASES = [
    # Law 4.5: a message under the shirt is not a card's matter but is not allowed
    (
        "our winger scored and pulled his shirt up, there was a religious message on his vest. is that allowed?",
        "equipment-slogans",
        "No",
    ),
    # Law 4.4: team officials' handheld devices
    (
        "the coach had an ipad in the dugout showing the lads clips, is he allowed that?",
        "electronic-devices-bench",
        "Yes",
    ),
    # Albanian, Bulgarian, Georgian and Lithuanian football words read as their English ones
    (
        "gjyqtari waved play on after a foul, then our sulmuesi was offside from the next pass. can he still give "
        "offside after playing advantage?",
        "advantage-then-offside",
        "Yes",
    ),
    (
        "the forvardi gets kicked just as he shoots and it still goes in before the msaji blows. does the goal count?",
        "advantage-fouled-shooter-scores",
        "Yes",
    ),
    # a preamble's question read alone never draws the seed match unless the fan names it
    (
        "watched the assistant coach with a laptop in the technical area all game. is that even allowed under "
        "the laws?",
        "electronic-devices-bench",
        "Yes",
    ),
    # the position at the pass, told as unseen after a distance at the reception: asked
    (
        "our keeper launched it long, our striker took it down 15 yards clear of everyone and scored. where he was "
        "exactly when the keeper kicked it I did not see. offside?",
        "situation:ask",
        "",
    ),
    # probe 24's leftovers in other words
    (
        "suppose the ball hits the linesman and goes to a striker who was offside when it was played does it still "
        "count as offside",
        ("rebound-post", "rebound-post-no-reset", "offside-gaining-advantage"),
        "Yes",
    ),
    (
        "their centre back had it under control, took a touch and got robbed by our striker who'd been offside, "
        "still offside?",
        ("deliberate-play-not-offside", "situation:no-offence"),
        "No",
    ),
    (
        "is it a save if the defender blocks a pass that was going out for a throw",
        "save-only-goal-bound",
        "No",
    ),
    (
        "does every punch by a goalie count as a save for offside",
        "save-keeper-punch-not-always",
        "Not always",
    ),
    (
        "if our forward is onside at the pass but two yards past their defence by the time he takes it, offside?",
        "offside-onside-at-pass-runs-beyond",
        "No",
    ),
    (
        "ball struck their full back's arm and dropped to our striker who had been offside. does a handball reset "
        "offside?",
        "handball-offside-only-deliberate",
        "Only",
    ),
    ("does a headed clearance count as a deliberate play", "deliberate-play-inaccurate-counts", "Yes"),
    # youth football's heading limits are a national association's, not the Laws'
    ("can under 9s head the ball in matches", "unsure", ""),
]

test_voices18_round = probe_test(CASES)
