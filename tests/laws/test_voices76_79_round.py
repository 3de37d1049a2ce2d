"""The voices76-79 round (blind sets written 2026-12-06) and the leftovers of the last stop: untrue answers found on
the tuning halves, mended, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruled, ruling_test

CASES = [
    # VAR protocol: only a corner wrongly given is reviewable, not a goal kick given where a corner was due (had the
    # corner's "Yes.")
    ("can VAR overturn a goal kick that should have been a corner?", "var-other-restarts", "No."),
    ("ref gave a goal kick, should've been a corner, can var check it?", "var-other-restarts", "No."),
    ("can var overturn a corner that should have been a goal kick?", "var-corner-kick", "Yes."),
    # Law 5.3: advantage that does not come lets the referee go back (had "Yes." to "can't give the penalty later?")
    ("does advantage mean the ref can't give the penalty later?", "advantage-come-back", "No."),
    ("once he's played advantage he can't go back, right?", "advantage-come-back", "No"),
    ("can the ref go back for the foul after advantage?", "advantage-come-back", "Yes."),
    # Law 11.1: the direction of the pass does not matter (had the plain backward pass's "Yes." to the myth)
    ("lol so passing it backwards means nobody's offside?", "offside-backwards-myth", "No."),
    ("pass it back and no one is offside?", "offside-backwards-myth", "No."),
    ("if you pass it back can you be offside?", "offside-backwards-myth", "Yes."),
    # Law 10.3: the side with more players reduces to the same number (had the shoot-out cards' "Yes.")
    (
        "they had a red in extra time so do we have to drop a taker for the shootout?",
        "shootout-equal-numbers",
        "",
    ),
    # Law 11.2: whether the defender meant it decides (had the deflection's "No." to "does it make any difference?")
    (
        "does it make any odds whether their centre-back meant it or the ball just clipped him, for our lad stood offside?",
        "deliberate-or-deflection-matters",
        "Yes.",
    ),
    # ... and a pass that clips a shin is a deflection: still offside (had the deliberate play's "No.")
    (
        "if a through ball clips a defender's shin on its way to our striker who was offside, is that still offside?",
        "deflection-still-offside",
        "Yes.",
    ),
    # ... a rebound off the woodwork resets nothing (had "Yes." to "does the post reset him?" and to "reset ... or not?")
    (
        "shot hits the bar and comes back to our nine, who was past the last defender when it was hit. does the bar "
        "reset him?",
        ("rebound-post", "rebound-post-no-reset"),
        "No.",
    ),
    ("ball comes back off the post. does that reset offside or not?", "rebound-post-no-reset", "No."),
    # ... and "is offside or no?" is a question with its alternative, not a claim tagged "no?" (had "Yes, that's
    # right.", which read as agreeing with "people say post is new play")
    (
        "when ball is hitting the post and coming back to player who was offside before, is offside or no? people here "
        "say post is new play",
        "rebound-post-no-reset",
        "Yes.",
    ),
    # ... and a team-mate's pass resets nothing, however it is spelt (had the opponent's deliberate play's "Yes.")
    (
        "if my own teamate passes it does that reset offside same as when a defender plays it",
        "deliberate-play-team-mate",
        "No.",
    ),
    # Law 12.3: DOGSO in the area with an attempt to play the ball and a penalty given is a caution (had "No.")
    (
        "their centre-back went for the ball in the box but took our striker who was through on goal, pen given. can "
        "that be no more than a yellow?",
        "dogso-in-area-attempt",
        "Yes.",
    ),
    # Law 12.2: a ball headed back may be handled; the back-pass offered as the other side does not turn the Yes
    (
        "can the keeper pick it up if his centre-half heads it back to him, or is that a backpass like a kick?",
        "handball-goalkeeper-headed-backpass",
        "Yes.",
    ),
    # Law 3.6: changing places with the keeper at a stoppage, referee told (had the shoot-out keeper's answer)
    (
        "during a stoppage their keeper swapped with a defender, ref told first. is a keeper swap allowed mid-match like "
        "that?",
        "goalkeeper-swap-allowed",
        "Yes.",
    ),
    # Law 12.3: kicking the ball away is a caution (had advantage for serious foul play, from "second yellow")
    (
        "player on a yellow booted the ball away after the whistle and got a second yellow. is kicking the ball away "
        "bookable?",
        "caution-delaying-restart",
        "Yes.",
    ),
    # VAR protocol 1: a corner not given, and a game with VAR: not a claim about a referee's ground (had "No, that's not
    # right.")
    ("can var give a corner the ref never gave?", "var-missed-corner", "No."),
    # VAR protocol: play stopped for offside before the ball goes in, told in the present (had a ruling's "Yes, no
    # offside offence." to "can VAR give the goal?")
    (
        "ref blows up for offside, then the ball crosses the line. replays show our striker was onside. can var give the "
        "goal?",
        "var-offside-stopped-play",
        "No.",
    ),
]

test_voices76_79_answer = probe_test(CASES)


PLAYS = [
    # Law 11.1: a player compared with the defence itself is no defender ("their centre-half ... nearer goal than the
    # second-last defender" had been read as a defender placed ahead of the attacker: no offence)
    (
        "free kick to them from thirty yards. when it was struck their centre-half stood a yard nearer goal than the "
        "second-last defender and ahead of the ball. he headed it in. ruling?",
        "offside",
    ),
    (
        "their free kick from forty yards, our keeper on his line. their big centre-half was a yard nearer our goal than "
        "our back line, well ahead of the ball, when it was struck, and he nodded it in. offside?",
        "offside",
    ),
    # ... while an opponent compared with the attacker still places the attacker behind him
    (
        "the defender was a yard nearer the goal line than our striker when the pass came, he scored",
        "no-offence",
    ),
    # Law 11.2: "my mate" opening the story as the one placed is the attacker, so his tap-in is his play (had his
    # involvement asked, "my mate" read as another player)
    (
        "my mate was a yard past their last defender when our cm shot, keeper saved it and my mate tapped in the "
        "rebound. ref gave it",
        "offside",
    ),
    ("our striker was offside when our 10 shot, keeper saved, my mate scored the rebound", "ask:involvement"),
    # Law 11.2: a touch doubted by "nobody can now say" is not told (had "not involved" ruled)
    (
        "our winger stood two yards past their last defender, well wide, when our captain shot from twenty yards. it "
        "flew past him into the net. whether it brushed his heel on the way, nobody can now say.",
        "ask:involvement",
    ),
    # ... and whether the handball was meant, told as "the whole argument", is asked (had "offside" ruled)
    (
        "their winger crosses. at the cross their nine is nearer our goal than both the ball and our last outfielder, "
        "keeper on his line. ball hits our full-back's arm; whether he meant it is the whole argument. drops to their "
        "nine, goal. ruling?",
        "ask:received_from",
    ),
]

test_voices76_79_play = ruling_test(PLAYS)


def test_a_play_is_ruled_only_on_what_is_told() -> None:
    """The doubted touch leaves the play to be asked, not ruled either way."""
    assert ruled(
        "our striker was past their last man when our 10 shot. it went in. nobody can now say whether it touched him."
    ).startswith("ask")
