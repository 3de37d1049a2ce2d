"""Untrue answers found probing /var explain by hand, each answered now by the intent that says what the Laws say,
with its neighbours keeping theirs:
- whether the kind of a defender's touch matters: "Yes" (it had the deflection answer's "No.", which tells the fan
  the kind of touch changes nothing);
- an offence outside the area with the player landing inside: "No" penalty (it had the handball-in-the-area "Yes.");
- the referee changing a restart decision after play restarted: "No", Law 5.2 (it had the answer on who takes the
  final decision with VAR);
- an opponent challenging a goalkeeper who holds the ball: "Yes", an offence (it had the old six-second rule's "No.");
- an arm that breaks or supports a fall: no longer the "made the body bigger" answer's "Yes.";
- "what is VAR?" and "what does VAR stand for" (two neighbours offered, or the clear-and-obvious answer), and a term
  asked about before a remark ("what is DOGSO, i see this word in commentary always": "not sure");
- a miscued clearance still a deliberate play: "Yes" (it had "No.", the answer to "is he offside?");
- a defender stepping off the pitch to play a striker offside: "No" (it had "Yes.", he still counts);
- a defender heading it back to an offside striker by accident: "Yes", a deflection (it had the misjudged back-pass's
  "No."); offside from a team-mate's back-pass or the other team's throw-in: the offside answers (they had the keeper's
  back-pass handling and the throw-in countdown);
- "can a goal be scored straight from a kick off?": "Yes" (it had the goal-off-the-referee answer's "No.");
- "can a striker standing in front of the keeper ... be offside even if he doesnt touch it?": "Yes" (it had "No.": "can
  a striker standing" read as asking whether he may stand there);
- "clear goal scoring chance fouled but ref waved play on, red or yellow later?": the caution after advantage (it had
  the DOGSO-in-the-area answer);
- a keeper handling outside the area, "always a red?": "Not always" (it had the DOGSO answer's "Yes."); a
  substitution in a shoot-out: only for the keeper (it had the keeper's replacement "Yes.");
- "their centre back brought him down as he went for the ball": a foul, not a deliberate play of the ball (it had "No
  offside offence. An opponent deliberately played the ball")."""

import pytest

from tests.laws.evaluate import check_probe_answer, probe_test

CASES = [
    (
        "Does it matter if the defender meant to play it or it just hit him?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    (
        "is there a difference for offside between the ball hitting a defender and the defender playing it?",
        "deliberate-or-deflection-matters",
        "Yes",
    ),
    ("Does a deflection off a defender reset offside?", "deflection-no-reset", "No"),
    ("Does a deliberate play by the defender reset offside?", "deliberate-play-resets", "Yes"),
    ("What counts as a deliberate play?", "deliberate-play-criteria", ""),
    (
        "Is it a penalty if the defender handles it outside the box but lands inside?",
        "penalty-offence-outside-area",
        "No",
    ),
    ("he was tripped outside the area and fell into the box, pen?", "penalty-offence-outside-area", "No"),
    ("Foul right on the line of the box, penalty?", "penalty-foul-on-line", "Yes"),
    ("Is a handball in the penalty area a penalty?", "handball-in-area-penalty", "Yes"),
    ("Can the referee change his mind after restarting play?", "referee-change-after-restart", "No"),
    (
        "the ref gave a throw-in, play restarted, then he changed it to a corner. allowed?",
        "referee-change-after-restart",
        "No",
    ),
    ("Can VAR review an incident after play has restarted?", "var-after-restart", ""),
    (
        "Is it a foul if the keeper is charged while holding the ball?",
        "keeper-challenged-holding-ball",
        "Yes",
    ),
    ("can you head the ball out of the goalie's hands?", "keeper-challenged-holding-ball", "No"),
    ("Can the keeper hold the ball for as long as he likes?", "keeper-hold-as-long", "No"),
    (
        "Is it handball if it hits the arm that's supporting his body on the ground?",
        "handball-not-every-touch",
        "No",
    ),
    ("the ball hit his arm as he fell, handball?", "handball-not-every-touch", "No"),
    ("Is it handball if his arms are up?", "handball-bigger", "Yes"),
    ("what is VAR?", "var-what-is", ""),
    ("what does VAR stand for", "var-what-is", ""),
    ("what can VAR review?", "var-what-can-review", ""),
    ("what's DOGSO, the commentators keep on about it", "dogso-what", ""),
    ("what is offside, my girlfriend keeps asking me", "offside-what-is", ""),
    ("who won the league in 1985, pub quiz tonight", "unsure", ""),
    # an inaccurate clearance is still a deliberate play (it had the told-play answer's "No.", which answers "offside?")
    (
        "is it true a miscued clearance still counts as a deliberate play for offside?",
        "deliberate-play-inaccurate-counts",
        "Yes",
    ),
    ("a sliced clearance is still a deliberate play, right?", "deliberate-play-inaccurate-counts", "Yes"),
    (
        "their centre back slices a clearance to our man standing offside, still off?",
        "deliberate-play-not-offside",
        "No",
    ),
    # a defender stepping off to trap an attacker (it had the "still counts for offside" answer's "Yes.")
    ("can a defender step off the pitch to play a striker offside?", "offside-defender-leaves-to-trap", "No"),
    (
        "if a defender walks off the pitch does he still count for offside?",
        "offside-defender-off-pitch",
        "Yes",
    ),  # a ball headed back by accident is a deflection (it had the misjudged back-pass answer's "No.")
    (
        "is it offside if a defender heads it back to our striker by accident?",
        "deflection-still-offside",
        "Yes",
    ),
    # offside named: not the keeper's back-pass handling, nor the throw-in countdown
    ("can a player be offside from a back-pass from his own team-mate?", "offside-backwards-pass", "Yes"),
    ("can a player be offside at a throw in taken by the other team?", "offside-throw-in", "No"),
    ("can the keeper pick up a back pass?", "handball-goalkeeper", "No"),
    # a goal straight from a kick-off stands (it had the goal-off-the-referee answer's "No.", read from "straight ... off")
    ("can a goal be scored straight from a kick off?", "goal-direct-kick-off", "Yes"),
    (
        "if the ball hits the ref and goes in, is it a goal?",
        "goal-off-referee",
        "No",
    ),  # "can a striker standing in front of ... be offside": the participle is no verb of permission (it had "No.")
    (
        "can a striker standing in front of the keeper on a shot be offside even if he doesnt touch it?",
        "offside-blocking-view",
        "Yes",
    ),  # advantage told as "waved play on" after a DOGSO foul: the caution (it had the DOGSO-in-the-area answer)
    (
        "clear goal scoring chance fouled but ref waved play on, red or yellow later?",
        "advantage-dogso-caution",
        "",  # a choice of two cards: the statement that names the yellow, no bare "No." (hunt 101)
    ),  # a foul on the player placed offside is no play of the ball (it had "an opponent deliberately played the ball")
    (
        "our striker was in an offside position and their centre back brought him down as he went for the ball, what"
        " should the ref give?",
        "offside-fouled-while-offside",
        "",
    ),
    # two paraphrases for neighbours that had another intent's text under a true Yes or No
    ("can you be offside if you're in line with the ball?", "offside-behind-ball-offside", "No"),
    (
        "if the keeper comes out and there's only one defender between the attacker and the goal, is the attacker"
        " offside?",
        "offside-goalkeeper-counts",
        "Yes",
    ),  # (the play above, told of another who scored himself: the not-involved answer, not "Offside.")
    (
        "our 9 was in an offside position but our 7 dribbled past everyone and scored himself",
        "offside-not-involved",
        "No",
    ),  # advantage for an offside offence (Law 5.3: "whenever an offence occurs"; it had the goal-kick exemption's "No.")
    ("can the ref play advantage for offside?", "advantage-offside", "Yes"),
    ("does advantage apply to offside offences?", "advantage-offside", "Yes"),
    (
        "can the ref go back to the foul if the advantage doesn't happen?",
        "advantage-come-back",
        "Yes",
    ),  # the seed match answers only a question that names it (it had Kane's VAR procedure for any disallowed goal)
    ("can VAR give a goal that the ref disallowed?", "var-what-can-review", ""),
    ("why didn't the ref go to the monitor for the offside?", "var-no-screen-offside", ""),
    (
        "why didn't makkelie go to the monitor for kanes goal?",
        "kane-var-procedure",
        "",
    ),  # who may stand in the area at a penalty (it had the penalty in added time)
    (
        "who can be in the box when a penalty is taken?",
        "penalty-player-positions",
        "",
    ),  # "doesn't mean to" is no deliberate play, as "didn't mean to" was not; how a deliberate play is told apart
    (
        "what if the defender heads it but doesn't mean to, straight to an offside forward?",
        "deflection-still-offside",
        "",
    ),
    (
        "how do you tell if a defender meant to play the ball for offside?",
        "deliberate-play-criteria",
        "",
    ),  # the referee's power to discipline lasts until he leaves the field after the match (Law 12.3)
    ("can a player be booked after the final whistle?", "cards-after-final-whistle", "Yes"),
    (
        "there was a picture on twitter showing he was offside, can they overturn it after the game?",
        "unsure",
        "",
    ),  # offside anywhere in the opponents' half (they had the penalty answers' "No.")
    ("can you be offside in the penalty area?", "offside-what-is", ""),
    ("does offside apply in the 6 yard box?", "offside-what-is", ""),
    ("is offside in the area a penalty?", "offside-no-penalty", "No"),
    # the curled ball's statement ("Out of play: ...") never answers a ball still on the line
    ("half the ball over the line, goal?", "goal-ball-on-line", "No"),
    # diving is simulation, a caution (Law 12.3): offside's indirect free kick had answered it
    ("what's the punishment for diving?", "caution-simulation", ""),
    # a goal kick straight into the opponents' goal counts (Law 16.1): the kick-off's and corner's own-goal "No." had it
    ("can a goalkeeper score from his own goal kick?", "goal-direct-goal-kick", "Yes"),
    # the referee's power to caution covers the half-time interval (Law 12.3): the advantage answer had it
    ("can the ref book a player at half time?", "cards-after-final-whistle", "Yes"),
    # restarts (Laws 8, 15, 16, 17): the penalty's "Only if the ball moves forward", the curled ball's "Out of play", the
    # wrong penalty taker's "No goal" and "not sure" had answered these
    ("can the kick off go backwards?", "kick-off-any-direction", "In any direction"),
    ("does the ball have to move for a corner to be in play?", "corner-in-play-short", "Once it is kicked"),
    ("can a corner be taken short?", "corner-in-play-short", "Once it is kicked"),
    # the yes/no sibling's "No." since helper-145: in play once kicked and clearly moving (Law 16.1)
    ("does the goal kick have to leave the box?", "goal-kick-inside-area", "No"),
    ("what happens if a player takes a throw in from the wrong place?", "throw-in-foul-throw", ""),
    # a hand on the line (Law 12.3): save-still-offside, about offside, had answered it; an open question gets the
    # statement without its "Not always."
    (
        "what happens if a defender blocks a shot with his hand on the line?",
        "handball-on-line-red",
        "A deliberate",
    ),
    (
        "what is the punishment for a handball that stops a goal?",
        "handball-deliberate-stops-goal-red",
        "Denying a goal",
    ),
    # Law 12.3's cautions: second-yellow-stays-on's "No." and the shoot-out's "No." had answered these
    ("is kicking the ball away a yellow card?", "caution-delaying-restart", "Yes"),
    ("can you be booked for time wasting?", "caution-delaying-restart", "Yes"),
    ("is it a yellow card if you don't retreat 10 yards at a free kick?", "caution-required-distance", "Yes"),
    ("do yellow cards carry over into extra time?", "cautions-extra-time", "Yes"),
    ("do yellow cards carry over into a penalty shootout?", "cautions-shootout", "No"),
    # a substitute entering without permission is a caution (Law 3.8, 12.3): the extra-person goal answer had it
    ("what happens if a substitute comes on without permission?", "caution-entering-without-permission", ""),
    # a Law named and asked what it is, an example after it: the example's words ("arms") had drawn handball
    ("what actually is advantage, like when the ref spreads his arms and lets it go", "advantage-what", ""),
    ("whats dogso, keep hearing it", "dogso-what", ""),
    # the free kick itself (Law 13.2, 13.3): "not sure", or the penalty mark's "Stationary, ..."
    ("how far must the wall be from a free kick?", "free-kick-distance-wall", "At least 9.15 m"),
    ("can attackers stand in the defensive wall?", "free-kick-distance-wall", ""),
    (
        "can a free kick be taken quickly before the wall is set?",
        "free-kick-quick",
        "Quickly, from a stationary ball",
    ),
    (
        "does the ball have to be stationary at a free kick?",
        "free-kick-quick",
        "Quickly, from a stationary ball",
    ),
    # a stranger's review: "Yes." had told the fan a rolling ball may be kicked (Law 13.2: stationary)
    (
        "can you take a free kick while the ball is still rolling?",
        "free-kick-quick",
        "Quickly, from a stationary ball",
    ),
    ("is it a yellow if you don't give 2 metres at a throw in?", "caution-required-distance", "Yes"),
    (
        "high foot and kicks the defender in the head, what free kick?",
        "foul-indirect-free-kick",
        "Without contact",
    ),
    ("what is a foul?", "fouls", ""),
    # a foul's card depends on its manner (Law 12.1): second-yellow-red's "Yes. A second caution ..." had answered it
    ("is pushing a yellow card?", "foul-card-by-manner", "Not always"),
    ("what's the punishment for pushing?", "foul-card-by-manner", "A careless foul"),
    (
        "the ball curled out of play in the air and swung back in, still in play?",
        "ball-out-in-the-air",
        "Out of play",
    ),
    # a keeper's handling outside the area is carded by what it stopped (Law 12.3): the DOGSO answer's "Yes." had
    # told the fan it is always a red, and "red or yellow?" had a bare "Yes."
    (
        "if the keeper handles outside the area is it always a red?",
        "handball-goalkeeper-outside-card",
        "Not always",
    ),
    ("is a keeper handling outside his box a red card?", "handball-goalkeeper-outside-card", "Not always"),
    ("keeper handball outside the area, red or yellow?", "handball-goalkeeper-outside-red", ""),
    ("can a goalkeeper be sent off for handball outside the area?", "handball-goalkeeper-outside-red", "Yes"),
    # only a keeper who cannot continue may be replaced in a shoot-out (Law 10.3): the keeper's "Yes." had answered it
    (
        "can a team make a substitution during a penalty shootout?",
        "shootout-sub-only",
        "No",
    ),
    ("can the keeper be replaced in a shootout?", "shootout-keeper-change", "Yes"),
    # a rebound after an opponent's handling says how the ball bounced, not whether he meant it (Law 11.2: a
    # deliberate handball is a deliberate play): it had been ruled offside as a rebound
    (
        "the defender handled it on the line and the rebound fell to our striker who was offside, he scored. offside?",
        "situation:ask",
        "Did the defender play the ball deliberately",
    ),
    (
        "the keeper saved it and the rebound fell to our striker who was offside",
        "situation:offside",
        "Offside",
    ),
]


test_an_untrue_answer_found_by_hand_is_answered_by_the_laws = probe_test(CASES)


# Other languages' words for offside, the referee and the keeper, in rule questions and in told plays (voices15's odd
# half: a Chinese fan in pinyin, a Russian speaker, an Icelandic fan).
@pytest.mark.parametrize(
    ("question", "answer", "opening"),
    [
        ("huangpai two times = hongpai automatic?", "second-yellow-red", "Yes"),
        (
            "Zenit forward was in ofsaid position when his teammate shot, shot hits crossbar, comes down, forward "
            "taps in. Was ofsaid, yes?",
            "situation:offside",
            "Offside",
        ),
        (
            "When striker is yuewei but he not touch ball, not close to anybody, and other teammate run from behind "
            "and score, caipan (referee) should cancel goal?",
            "situation:no-offence",
            "No offside offence",
        ),
    ],
)
def test_other_languages_football_words_are_read(question, answer, opening):
    check_probe_answer(question, answer, opening)
