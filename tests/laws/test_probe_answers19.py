"""Hostile probe 19, helper-136's round: 80 questions of helper-136's own across Laws 1-17 and the VAR protocol
(fans' words, slang, typos), each judged against the Laws (IFAB 2026/27). Below, each untrue or wrong-topic answer
found, in the probe's wording and one or two new ones, with the answer and opening the Laws give."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always" or "" for the statement with no bare Yes or No)
CASES = [
    # Time is extended for a penalty at the end of a half (Law 14.1): asked as the half ending first, the answer is No
    ("can the half end before a penalty is taken if time is up?", "penalty-added-time", "No"),
    ("ref blew for full time before the pen was taken, is that allowed", "penalty-added-time", "No"),
    (
        "penalty given on 90 mins and the clock runs out, does the game finish before it's taken",
        "penalty-added-time",
        "No",
    ),
    ("can a penalty still be taken if time is up at half time", "penalty-added-time", "Yes"),
    # A goal may be scored directly from a goal kick against the opponents (Law 16), not the goal kick's procedure
    ("goal kick goes straight into the opponents goal, goal or corner?", "goal-direct-goal-kick", "Yes"),
    ("our keeper's goal kick went straight into their net, does it count", "goal-direct-goal-kick", "Yes"),
    # Opponents at a corner: 9.15 m from the corner arc (Law 17.1), not the throw-in's 2 m
    ("does the defending team have to stand 10 yards at a corner", "corner-in-play-short", ""),
    ("at a corner how far back do the other team have to be", "corner-in-play-short", ""),
    # The thrower's feet (Law 15.1), not where the opponents stand
    ("throw in, do both feet have to be on the ground", "throw-in-foul-throw", ""),
    ("thrower lifted one foot off the ground, is that a foul throw", "throw-in-foul-throw", ""),
    # The field is rectangular, the touchline the longer (Law 1.2, 1.3), not the goal's size
    (
        "can the touchline be wider than the goal line or does it have to be a rectangle",
        "field-dimensions",
        "",
    ),
    ("does the pitch need to be a rectangle", "field-dimensions", ""),
    # The goalposts' shape (Law 1.10), not the ball's
    ("can the goal posts be square instead of round", "goal-dimensions", ""),
    ("can goal posts be elliptical", "goal-dimensions", ""),
    # A ball that bursts in play: stopped, a dropped ball; at a restart, the restart retaken (Law 2.2), not the
    # dropped ball's goal rule or the penalty's own case
    ("ball burst in the middle of a shot, what happens now", "ball-defective", ""),
    ("if the ball pops while going in the net does the goal count", "ball-defective-goal", "No"),
    ("the ball deflated during a corner", "ball-defective", ""),
    ("the match ball split open mid game, how do they restart", "ball-defective", ""),
    ("ball bursts as the penalty is struck", "penalty-ball-defective", ""),
    # The taker of a corner, free kick, goal kick or throw-in plays it again before anyone else: an indirect free
    # kick (Laws 13.3, 15.2, 16.2, 17.2), not the corner's own-goal answer
    ("corner taker hits it twice, what is it", "restart-kicker-double-touch", ""),
    (
        "guy throws it in then picks it up himself before anyone touches, whats given",
        # (or, since review 6, the thrower's own Law 15.2 answer: the handling's direct free kick said too)
        ("restart-kicker-double-touch", "throw-in-thrower-plays-again"),
        "",
    ),
    ("can the goal kick taker touch it twice", "restart-kicker-double-touch", ""),
    ("kick off taker touched it twice", "kick-off-double-touch", ""),
    # A shoot-out is taken with equal numbers (Law 10.3), not the number of kicks
    (
        "during penalty shootout do the teams have to have the same number of players",
        "shootout-equal-numbers",
        "",
    ),
    (
        "they had a man sent off so they have ten for the penalties, do we have to take one off",
        "shootout-reduce-after-red",
        "Yes",
    ),
    ("can the team with 11 players use all eleven in the shoot out against 10", "shootout-equal-numbers", ""),
    # A defending team's free kick in its own area is in play once kicked and moving (Law 13.2, 13.3), not the
    # goalkeeper's handling
    ("free kick inside your own box, when is the ball in play", "free-kick-own-area", ""),
    (
        "can the goalkeeper take a quick free kick while opponents are still in the box",
        "free-kick-own-area",
        "",
    ),
    (
        "our free kick in our own penalty area, does it have to leave the box before my defender plays it",
        "free-kick-own-area",
        "",
    ),
    # A goal scored by a player who has just lost a boot is awarded (Law 4.2); it was not sure
    ("player lost his boot and scored straight after, does it stand?", "lost-boot-goal", ""),
    ("his boot came off in the build up and he finished it with just his sock, goal?", "lost-boot-goal", ""),
    ("should the goal be disallowed because the scorer had no boot on", "lost-boot-goal", ""),
    (
        "my boot came off in the tackle and I poked it in with my sock foot, does the goal count?",
        "lost-boot-goal",
        "",
    ),
    # Goalkeepers may wear tracksuit bottoms (Law 4.4), not the goalkeeper's colours
    ("can the goalie wear tracky bottoms", "other-equipment", ""),
    ("is the keeper allowed to wear trackies", "other-equipment", ""),
    ("can a keeper wear a baseball cap", "other-equipment", ""),
    # Undershorts the shorts' main colour (Law 4.3); it was not sure
    ("my undershorts are a different colour to the shorts is that a yellow card", "undershorts-colour", ""),
    ("our skins are black but the shorts are white, is that allowed", "undershorts-colour", ""),
    # An incapacitated referee (Law 5.2, Law 6); it was not sure
    ("referee injured and cant carry on, who takes over", "referee-incapacitated", ""),
    ("the referee got hurt, can the 4th official take his place", "referee-incapacitated", ""),
    # The keeper may not handle a team-mate's throw-in in the area (Law 12.2), not the throw-in's goal rule
    ("throw in goes straight to the keeper can he catch it", "handball-goalkeeper", "No"),
    ("can the keeper catch a throw in from his own player", "handball-goalkeeper", "No"),
    # How many substitutes may be named: competition rules, three to fifteen (Law 3.2); still not sure
    ("how many subs can a team name on the bench in a normal league game?", "substitutes-how-many", ""),
    ("what size ball do they use in the prem, size 5 right?", "ball-size", ""),
    # Children's heading is not in the Laws: not the keeper's headed back-pass "Yes."
    ("is heading the ball allowed for kids", "unsure", ""),
    ("are under 10s allowed to head the ball", "unsure", ""),
    (
        "in the under 12s our keeper picked up a header from his defender, is that ok",
        "handball-goalkeeper-headed-backpass",
        "Yes",
    ),
    # An animal or spectator on the pitch is an outside agent (Law 3.9), not the 2025/26 change for a team's own people;
    # since probe 26 goal-off-animal-or-object answers it (Law 5.3: a dropped ball if it interferes, a goal if the ball
    # was going in anyway and no defender was stopped), which is true too
    ("a dog ran on and touched the ball, what now", ("unsure", "goal-off-animal-or-object"), ""),
    ("sub on the bench stopped the ball before it went out", "bench-touches-ball-out", ""),
    # Left: an attacker standing in the goal (Law 11: one who re-enters from the goal line counts as on it)
    ("is a player in an offside position when he is in the goal net", "offside-attacker-off-pitch", ""),
]

# What is not fixed yet, each found as the probe said (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {
    "how many subs can a team name on the bench": "not sure: 'name', 'bench' and 'league' outweigh substitutes-how-many's words",
    "is a player in an offside position when he is in the goal net": "offside-position-not-offence's 'No.' (it was"
    " offside-not-involved's): a paraphrase on offside-attacker-off-pitch did not move it",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
