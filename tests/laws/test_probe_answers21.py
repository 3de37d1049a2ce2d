"""Hostile probe 21, helper's round outside offside: 80 questions in fans' words (substitutions and injured
players, goalkeepers, added time, kick-off and restarts, equipment, cards, penalties and shoot-outs, VAR), each
ruled from the Laws (IFAB 2026/27, /work/shared/laws) before the bot was asked: the opening the Laws give, and the
answer id (or ids) filled in once the answers were read."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id or ids, the opening: "Yes", "No" or "" for the statement with no
# bare Yes or No). The comment above each says what a true answer must say, written before the bot was asked; where
# the answer is a true statement (or a true "Not always.") instead of the ruled Yes or No, the opening is that (17
# cases: the added time's three statements are true but weak, with no verdict of their own).
CASES = [
    # --- substitutions and injured players
    # Law 3.3: a substituted player takes no further part (return substitutions only in youth, veterans, disability
    # and grassroots football).
    (
        "can a player whos been subbed off come back on later if someone else gets injured",
        "substituted-player-return",
        "No",
    ),
    # Law 3.2: up to five substitutes in top competitions, at most three opportunities (plus half-time).
    ("how many subs do you get in the prem", "substitutes-how-many", ""),
    # Law 3.3: the substitute only enters during a stoppage in play.
    ("can a sub run on while the balls still in play", "substitute-enters-stoppage", "No"),
    # Law 3.3: the substitute only enters at the halfway line.
    (
        "where is a substitute meant to come on, can it be anywhere on the touchline?",
        "substitute-enters-where",
        "No",
    ),
    # Law 12.3: delaying leaving the field when substituted is a caution (and 2026/27: ten seconds, or the
    # substitute waits).
    (
        "our number 9 got subbed in the 88th minute and took about a minute strolling off, shouldnt the ref have"
        " booked him for that",
        "substitution-leave-quickly",
        "Yes",
    ),
    # Law 5.3: a bleeding player re-enters only on the referee's signal, the bleeding stopped and no blood on the kit.
    (
        "lad had blood all over his shirt and the ref sent him off to change, when can he come back on",
        ("bleeding-player-leaves", "bleeding-player-return"),
        "",
    ),
    # Law 5.3 (and 2026/27): a player treated on the field must leave, with listed exceptions (Yes / Not always).
    ("does a player who gets treatment on the pitch have to go off after", "injured-player-stay-off", "Yes"),
    # Law 5.3: an injured goalkeeper is an exception to leaving the field.
    (
        "keeper went down injured, does he have to leave the pitch to get treated",
        "injured-goalkeeper-stays-on",
        "No",
    ),
    # Law 5.3: exception when the opponent is cautioned or sent off for the offence, if treatment is quick.
    (
        "their defender got a straight red for a horror tackle on our winger, does our winger still have to go off"
        " the pitch for treatment",
        "injured-by-carded-foul",
        "No",
    ),
    # Law 5.3: an injured player may re-enter from the touchline while the ball is in play, after play restarted, with
    # the referee's permission.
    (
        "can the injured player run back on from the side while play is going on",
        "injured-player-re-enter-in-play",
        "Yes",
    ),
    # Concussion protocol: one additional permanent concussion substitute a team; the opponents get an additional one.
    ("whats the concussion sub rule", "concussion-substitute", ""),
    ("if they use a concussion sub do we get an extra sub as well", "concussion-substitute", "Yes"),
    # Concussion protocol: the player takes no further part, penalties (shoot-out) included.
    (
        "player came off concussed in extra time, can he still take a pen in the shootout",
        "concussion-player-shootout",
        "No",
    ),
    # Law 3.9: an extra person of the scoring team who interfered: goal disallowed, direct free kick.
    (
        "sub ran on without the refs ok and scored, does the goal stand",
        "goal-extra-person-scoring-team",
        "No",
    ),
    # Law 5.3: the player must leave on a stretcher or on foot; walking off complies, no caution.
    (
        "ref called the stretcher on but the player refused it and walked off himself, can he be booked",
        "stretcher-or-on-foot",
        "No",
    ),
    # --- goalkeepers
    # Law 12.2 (2025/26): more than eight seconds in control with the hands: a corner kick to the opponents.
    ("how long can a goalie hold the ball for", "keeper-eight-seconds", ""),
    (
        "is it still an indirect free kick when the keeper holds onto it too long",
        "keeper-six-seconds-gone",
        "No",
    ),
    (
        "keeper held it for like 10 secs and the ref gave a corner?? is that actually a thing now",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # Law 12.2: handling directly from a team-mate's throw-in: indirect free kick.
    ("can the keeper pick it up from his own teams throw in", "handball-goalkeeper", "No"),
    # Law 12.2: only a ball deliberately kicked to him is restricted (barring a deliberate trick): a chest back is not.
    (
        "cb chested it back to the keeper who caught it, is that a back pass",
        # (the keeper's side of it answers as truly: "No. The goalkeeper may handle a ball a team-mate ... chests ...")
        ("handball-headed-backpass-free-kick", "handball-goalkeeper-headed-backpass"),
        "No",
    ),
    # Law 13.2: an attacking indirect free kick in the goal area is taken from the goal-area line parallel to the goal
    # line, at the nearest point.
    (
        "keeper picked up a back pass in his six yard box, where's the free kick taken from",
        "free-kick-in-goal-area",
        "",
    ),
    # Law 12.1 / 12.2: outside his area the goalkeeper has the same handling restrictions as any player.
    ("can the keeper use his hands outside the area", "handball-goalkeeper", "No"),
    # Law 12.2: bouncing the ball is control; he cannot be challenged: indirect free kick, no goal.
    (
        "striker nicked the ball off the keeper while he was bouncing it and slotted it in, goal?",
        "keeper-challenged-holding-ball",
        "No",
    ),
    # Law 12.2: preventing the goalkeeper from releasing the ball from the hands: indirect free kick.
    (
        "their big man stood right in front of our keeper so he couldnt kick it out of his hands, is that allowed",
        "keeper-challenged-holding-ball",
        "No",
    ),
    # Law 14.1: at the kick, at least part of one foot touching, in line with, or behind the goal line.
    ("does the goalie need both feet on the line for a pen", "penalty-keeper-both-feet", "No"),
    # Law 10.1: a goalkeeper's throw directly into the opponents' goal: a goal kick.
    ("goalkeeper threw it the length of the pitch and it went straight in, goal?", "goal-keeper-throw", "No"),
    # --- added time
    # Law 7.3: the referee decides; the fourth official shows the minimum.
    ("who decides how much injury time there is", "added-time-who-decides", ""),
    # Law 7.3: the added time may be increased, not reduced.
    ("board said 4 but we played nearly 7, can the ref do that", "added-time-who-decides", "Yes"),
    ("can the ref end the game before the added time on the board is up", "added-time-who-decides", "No"),
    # Law 7.3: goal celebrations are listed.
    ("do goal celebrations get added on", "added-time-who-decides", "Yes"),
    # Law 7.4: the half is extended until the penalty kick is completed.
    ("ref gave a pen right as time ran out, does he still let them take it", "penalty-added-time", "Yes"),
    # Law 7.3: a first-half timekeeping error is not made up in the second half.
    (
        "ref messed up the time in the first half, can he make the second half longer to make up for it",
        "added-time-per-half",
        "No",
    ),
    # --- kick-off and dropped ball
    # Law 8.1: a goal may be scored directly from the kick-off against the opponents.
    ("can u score straight from kick off", "goal-direct-kick-off", "Yes"),
    # Law 8.1: directly into the kicker's goal: a corner kick to the opponents.
    ("if the kick off goes directly into the kickers own goal what happens", "goal-kick-off-own-goal", ""),
    # Law 9.1: touching a match official and possession changing (or a promising attack): a dropped ball.
    ("ball hit the ref and went straight to their striker, what happens", "ball-hits-referee", ""),
    # Law 8.2 (2025/26): in the penalty area, the defending goalkeeper; else the team that has or would have gained
    # possession if clear, otherwise the team that last touched it.
    ("who gets the ball at a drop ball", "dropped-ball", ""),
    # Law 8.2: not without touching two players: a goal kick (opponents' goal) or a corner (own goal).
    ("can you score direct from a dropped ball", "goal-direct-dropped-ball", "No"),
    # --- goal kick
    # Law 16.1: opponents outside the penalty area until the ball is in play.
    ("do the other team have to stay outside the box at a goal kick", "goal-kick-opponents-in-area", "Yes"),
    # Law 16.1: in play when kicked and clearly moves.
    ("does a goal kick have to leave the penalty area now", "goal-kick-inside-area", "No"),
    # 2026/27: five-second countdown; a goal kick taking too long becomes a corner.
    (
        "keeper took ages over the goal kick and ref gave a corner, is that legit",
        "restart-countdown-exists",
        "Yes",
    ),
    # --- corner
    # Law 17: a goal may be scored directly against the opponents.
    ("can you score direct from a corner", "goal-direct-corner", "Yes"),
    # Law 17.1: opponents at least 9.15 m (10 yds) from the corner arc.
    ("how far do defenders have to be at a corner", "corner-in-play-short", ""),
    # Law 17.2: the kicker touching it again before another player: indirect free kick.
    (
        "corner taker tapped it then dribbled it in himself, is that allowed",
        "restart-kicker-double-touch",
        "No",
    ),
    # --- throw-in
    # Law 15.1: part of each foot on the touchline or the ground outside it at delivery.
    ("his foot came off the ground when he threw it in, foul throw?", "throw-in-foul-throw", "Yes"),
    # Law 15: into the opponents' goal: goal kick.
    ("can you score straight from a throw in", "goal-direct-throw-in", "No"),
    # Law 15.1: not taken correctly: retaken by the opposing team.
    ("ref gave a foul throw, whos ball is it", "throw-in-foul-throw", ""),
    # 2026/27: five-second countdown; a throw-in taking too long goes to the opponents.
    (
        "throw in took too long and the ref gave it to the other side, new rule?",
        "restart-countdown-exists",
        "Yes",
    ),
    # --- free kicks and walls
    # Law 13: a quick free kick is allowed (unless the referee has stopped it to set the wall, a caution etc.).
    ("can we take a free kick quick before the wall is set", "free-kick-quick", "Yes"),
    # Law 13.3: a quick free kick intercepted by a close opponent: play continues.
    (
        "we took a quick free kick and their player right next to the ball blocked it, shouldnt it be retaken",
        "free-kick-quick-intercepted",
        "No",
    ),
    # Law 13.2: attackers at least 1 m from a wall of three or more; otherwise an indirect free kick.
    ("can our players stand in their wall", "free-kick-attackers-near-wall", "No"),
    # Law 13.1: an indirect free kick directly into the opponents' goal: goal kick.
    (
        "indirect free kick went straight into the net without touching anyone, goal?",
        "goal-direct-indirect-free-kick",
        "No",
    ),
    # --- equipment
    # Law 4.1: jewellery forbidden; taping it is not permitted.
    ("can you tape over your earrings and play", "jewellery-forbidden", "No"),
    ("can i play with my wedding ring on", "jewellery-forbidden", "No"),
    # Law 4.2: a boot lost accidentally: a goal scored before replacing it is awarded.
    ("he lost his boot and scored straight after, does it stand", "lost-boot-goal", "Yes"),
    # Law 4.4: head covers are permitted (black or shirt colour, not attached, not dangerous).
    ("is a hijab allowed in football", "head-cover-allowed", "Yes"),
    # Law 4.4: non-dangerous protective equipment, facemasks included.
    ("can you play in a face mask after breaking your nose", "other-equipment", "Yes"),
    # --- cautions and sendings-off
    # Law 12.3: removing the shirt in celebration is a caution.
    ("he took his shirt off celebrating, is that an automatic yellow", "caution-shirt-off", "Yes"),
    # Law 12.3: cautioned even if the goal is disallowed.
    (
        "goal got ruled out by var but he'd already been booked for whipping his top off, does the booking still"
        " stand",
        "caution-shirt-off",
        "Yes",
    ),
    # Law 12.3: offensive, insulting or abusive language: a sending-off.
    ("can you get sent off for swearing at the ref", "red-card-offensive-language-can", "Yes"),
    # Law 5.3, 12.3: team officials can be cautioned.
    ("can a manager get a yellow card", "coach-red-card", "Yes"),
    # Law 12.3: DOGSO in the area by holding, penalty given: still a sending-off.
    (
        "defender grabbed the strikers shirt in the box when he was through on goal, pen given, is it a red as well",
        "dogso-in-area-holding",
        "Yes",
    ),
    # Law 12.3: delaying the restart of play is a caution.
    ("is time wasting a booking", "caution-delaying-restart", "Yes"),
    # Law 10.3: warnings and cautions are not carried forward into the shoot-out.
    ("do yellow cards carry over into the penalty shootout", "cautions-shootout", "No"),
    # Law 12.3 (team officials): sarcastic clapping is dissent: a caution.
    ("our coach was sarcastically clapping the ref, what should he get", "coach-sarcastic-clapping", ""),
    # Law 12.3: leaving the field to celebrate is not a caution (climbing a fence / a safety issue is).
    (
        "is it a yellow for leaving the pitch to celebrate with the fans",
        "caution-celebrating-crowd",
        "No.",
    ),
    # Law 12.3: covering the head or face with a mask when celebrating is a caution.
    ("player pulled a mask on to celebrate his goal, booking?", "caution-mask-celebration", "Yes"),
    # --- penalties and shoot-outs
    # Law 10.3: any eligible player, the goalkeeper included, takes a kick.
    ("can the goalkeeper take a pen in a shootout", "shootout-goalkeeper-kicks", "Yes"),
    # Law 10.3: only players on the field (or temporarily off) at the end are eligible.
    ("can a player who was subbed off take a penalty in the shootout", "shootout-sub-only", "No"),
    # Law 10.3: a second kick only after all eligible players have taken one.
    ("can the same player take two pens in a shootout", "shootout-second-kick", "No"),
    # Law 10.3: the kick is completed when the ball stops, goes out or play stops; no second play.
    ("shootout pen hit the post and he scored the rebound, counts?", "shootout-rebound", "No"),
    # Law 10.3: the team with more players reduces to the same number.
    ("they finished with 10 men so do we have to take one off for the pens", "shootout-equal-numbers", "Yes"),
    # Law 14.1: the ball is kicked forward; a chip is a kick forward.
    ("is a panenka legal", "penalty-panenka", "Yes"),
    # --- VAR
    # VAR protocol 1: a caution is not reviewable (mistaken identity aside; 2026/27 a wrong second yellow's red).
    ("can var give someone a yellow", "var-yellow-card", "No."),
    # VAR protocol 5: the final decision is always the referee's.
    ("who has the final say, var or the ref", "var-who-decides", ""),
    # VAR protocol: a VAR-only review is usual for factual decisions; no on-field review needed.
    ("does the ref always have to go to the monitor", "var-screen-not-always", "No"),
    # VAR protocol: restarts other than (2026/27) a clearly wrong corner are not reviewable.
    ("can var check if it was a throw in to us", "var-other-restarts", "No"),
    # VAR protocol 12: no need for players or coaches to request a review.
    ("can players ask the ref for a var check", "var-coach-request", "No"),
    # VAR protocol 5: the referee decides; he may keep his decision after the VAR's advice.
    ("can the ref overrule what var tells him", "var-overrule", "Yes"),
    # 2026/27: a wrong second yellow may be reviewed; a missed second caution may not be advised.
    ("ref missed a second yellow, can var step in and send him off", "var-missed-second-yellow", "No"),
    # 2026/27: a clearly wrong corner, if the review can be completed immediately.
    ("can var overturn a wrongly given corner now", "var-corner-kick", "Yes"),
]

# What is not fixed yet (strict: one that starts passing must be taken up)
LEFT: dict[str, str] = {
    # Openings ruled before the bot was asked, first rewritten to what it says, restored after review: left strict
    # xfail where the answer states the facts without that Yes, No or Not always ("No." where the bot's "Not always"
    # would pass a bare "No" by its first letters)
    "where is a substitute meant to come on, ": "true, but not the ruled opening (ruled before the bot was asked)",
    "if they use a concussion sub do we get a": "true, but not the ruled opening (ruled before the bot was asked)",
    "ref called the stretcher on but the play": "true, but not the ruled opening (ruled before the bot was asked)",
    "board said 4 but we played nearly 7, can": "true, but not the ruled opening (ruled before the bot was asked)",
    "can the ref end the game before the adde": "true, but not the ruled opening (ruled before the bot was asked)",
    "do goal celebrations get added on": "true, but not the ruled opening (ruled before the bot was asked)",
    "corner taker tapped it then dribbled it ": "true, but not the ruled opening (ruled before the bot was asked)",
    "his foot came off the ground when he thr": "true, but not the ruled opening (ruled before the bot was asked)",
    "can we take a free kick quick before the": "true, but not the ruled opening (ruled before the bot was asked)",
    "can you tape over your earrings and play": "true, but not the ruled opening (ruled before the bot was asked)",
    "can i play with my wedding ring on": "true, but not the ruled opening (ruled before the bot was asked)",
    "he lost his boot and scored straight aft": "true, but not the ruled opening (ruled before the bot was asked)",
    "can you play in a face mask after breaki": "true, but not the ruled opening (ruled before the bot was asked)",
    "is it a yellow for leaving the pitch to ": "true, but not the ruled opening (ruled before the bot was asked)",
    "they finished with 10 men so do we have ": "true, but not the ruled opening (ruled before the bot was asked)",
    "can var give someone a yellow": "true, but not the ruled opening (ruled before the bot was asked)",
    # the project sends Law 5.3's injury exceptions to not sure (elsewhere.toml): the 2026/27 sources do not say they
    # survive the one-minute rule, so a No would claim more than they say; the table keeps the ruled id and opening
    "keeper went down injured": "not sure (deliberately, see elsewhere.toml): Law 5.3's goalkeeper exception and"
    " the 2026/27 minute",
    "their defender got a straight red": "not sure (deliberately): Law 5.3's carded-foul exception and the 2026/27"
    " minute; it had injured-player-stay-off's untrue 'Yes.', now excluded on card words",
    "sub ran on without the refs ok": "goal-extra-person's 'Not always.' (true of extra persons in general); a"
    " scoring-team sibling cost an untrue 'Yes.' to a spectator's touch elsewhere, so dropped",
    "is a hijab allowed": "not sure: a head-cover intent (Law 4.4) turned 'are under 10s allowed to head the ball'"
    " into the back-pass trick's 'No.', so dropped",
}


test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
