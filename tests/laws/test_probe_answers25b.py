"""Hostile probe 25 (helper-160), the part helper-163 mends: fouls, cards, handball, free kicks and the other restarts,
team officials. Each comment is the true answer the probe wrote first from the Laws (IFAB 2026/27)."""

from tests.laws.evaluate import left_as_xfail, probe_test

# (question, the answer id, the opening: "Yes", "No", "Not always", a ruling's opening, or "" for none checked)
CASES = [
    # 3. untrue before: No. A named substitute who is sent off before or after the kick-off may not be replaced (only a
    # named PLAYER sent off before kick-off may be replaced by a named substitute). [Law 3.6]
    (
        "our sub got sent off before kick off for mouthing at the ref in the tunnel, can we put another sub on the bench instead of him?",
        "red-card-substitute-numbers",
        "No",
    ),
    # 17. untrue before: Yes. The half ends when its time, added time included, is up; time is extended only for a
    # penalty kick to be taken. [Law 7.3/7.4]
    (
        "ref blew full time just as we were about to take a corner, is he allowed to do that?",
        "end-of-half-before-restart",
        "Yes",
    ),
    # 23. untrue before: Once the referee stopped play with the whistle the ball was out of play, so no goal: the free
    # kick (or penalty) for the foul is the restart. [Law 9.1, 5.3]
    (
        "ref had already blown for a foul on our striker but the ball still rolled in, why no goal?",
        "goal-after-whistle-for-foul",
        "",
    ),
    # 30. untrue before: No. Attempting to kick, trip or strike is a direct free kick offence, and impeding without
    # contact or dangerous play is an indirect free kick. [Law 12.1/12.2]
    (
        "my coach says if there is no contact it can never be a foul, is that true?",
        ("foul-no-contact", "foul-indirect-free-kick"),
        "No",
    ),
    # 31. untrue before: No, if the ball is within playing distance and the opponent is not held off with the arms or
    # body. [Law 12.2]
    (
        "is shielding the ball out of play a foul if the defender isnt even trying to play it",
        "foul-shielding",
        "No",
    ),
    # 32. untrue before: Yes. A physical offence against a team-mate on the field while the ball is in play is a direct
    # free kick (or penalty) to the opponents, and violent conduct is a sending-off. [Law 12.4]
    (
        "two of our players had a punch up with each other during play and the ref gave the other team a free kick. can he do that?",
        "foul-on-team-mate",
        "Yes",
    ),
    # 34. untrue before: No. All verbal offences are penalised with an indirect free kick (and the offensive language is
    # a sending-off). [Law 12.4]
    (
        "a player swore at the ref during play and got sent off. whats the restart, a direct free kick?",
        "red-card-verbal-restart",
        "",
    ),
    # 35. untrue before: No. Spitting at someone is a direct free kick offence (a penalty in the offender's own area),
    # as well as a sending-off. [Law 12.1/12.3]
    (
        "is spitting at an opponent just a red card and an indirect free kick?",
        ("red-card-spitting-restart", "red-card-spitting"),
        "No",
    ),
    # 36. weak before: No. A tackle is an offence only if careless, reckless or using excessive force. [Law 12.1]
    (
        "are sliding tackles banned now?",
        ("foul-sliding-tackle-banned", "red-card-tackle", "foul-card-by-manner"),
        "No",
    ),
    # 37. untrue before: No. Using offensive, insulting or abusive language and/or actions is a sending-off offence.
    # [Law 12.3]
    (
        "my mate says you cant get sent off just for words, only for fouls. is he right",
        ("red-card-offensive-language-can", "red-card-offensive-language", "red-card-abuse-referee"),
        "No",
    ),
    # 38. untrue before: No. Delaying the restart (e.g. kicking the ball away) is a caution. [Law 12.3]
    ("is kicking the ball away after the whistle a straight red?", "caution-delaying-restart", "No"),
    # 39. No. Cautions count for the whole match, extra time included; only the penalty shoot-out starts without them.
    # [Law 10.2/12.3]
    ("does a yellow from normal time get wiped before extra time starts?", "cautions-extra-time", "No"),
    # 40. weak before: Yes. A second caution in the same match is a sending-off. [Law 12.3]
    (
        "player gets booked for diving in the first half then booked again for taking his shirt off after scoring, is he off?",
        "second-yellow-red",
        "Yes",
    ),
    # 41. No. Denying an obvious goal-scoring opportunity by deliberate handball is a sending-off; the goalkeeper's
    # exception applies only within his own penalty area. [Law 12.3]
    (
        "keeper handles it outside his box to stop a clear one on one, its only a yellow cos hes the keeper right?",
        ("handball-goalkeeper-outside-red", "handball-deliberate-not-only-yellow"),
        "No",
    ),
    # 42. No. Holding, pulling, pushing or no possibility to play the ball is still a red card even when a penalty is
    # awarded. [Law 12.3]
    (
        "since 2024 is it only a yellow when a defender pushes a striker in the box to stop a clear chance and a pen is given?",
        ("dogso-holding-not-only-yellow", "dogso-in-area-holding"),
        "No",
    ),
    # 43. weak before: No. No caution for stopping a promising attack when a penalty is awarded for a non-deliberate
    # handball. [Law 12.3]
    (
        "defender accidentally handles in the box, it only stopped a promising attack not a sure goal, pen given. should he get a yellow too?",
        ("handball-penalty-card", "spa-promising-attack"),
        "No",
    ),
    # 44. untrue before: Yes. Once the referee has decided to caution, play must not restart until the sanction is
    # administered, unless a quick free kick gives a clear goal-scoring opportunity before the referee has started the
    # sanction procedure. [Law 12.3]
    (
        "ref decided to book their guy, our lad took the free kick quick and scored while the ref was getting his card out, ref made us retake. was he right?",
        "card-quick-free-kick",
        "Yes",
    ),
    # 45. untrue before: No. The keeper may handle a ball deliberately kicked to him by a team-mate once he has clearly
    # kicked or attempted to kick it to release it into play. [Law 12.2]
    (
        "our keeper tried to clear a backpass, completely missed it, then picked it up. ref gave them an indirect free kick. right?",
        "handball-backpass-missed-kick",
        "No",
    ),
    # 46. untrue before: No. The restriction is only for a ball deliberately kicked to the goalkeeper by a team-mate.
    # [Law 12.2]
    (
        "is it a backpass if the ball just deflects off our defender to the keeper and he picks it up",
        ("handball-goalkeeper", "handball-goalkeeper-headed-backpass"),
        "No",
    ),
    # 47. weak before: Not always. A goalkeeper handling the ball inside his own penalty area when not permitted
    # (back-pass, throw-in, second touch) gives an indirect free kick. [Law 12.1/12.2]
    (
        "is handball always a direct free kick?",
        ("handball-always-direct", "handball-restart", "handball-backpass-penalty"),
        "Not always",
    ),
    # 48. untrue before: No. Inside his own penalty area a goalkeeper's handling offence is an indirect free kick;
    # outside it, it is a direct free kick outside the area, never a penalty. [Law 12.1/12.2]
    ("can a goalkeeper ever give away a penalty for handball?", "handball-backpass-penalty", "No"),
    # 49. No. Inside his penalty area that is an indirect free kick. [Law 12.2]
    ("can the goalie pick it up straight from his own teams throw in", "handball-goalkeeper", "No"),
    # 50. weak before: Not always: on their own goal line between the posts they may stand closer than 9.15 m. [Law
    # 13.2]
    (
        "do defenders have to be 10 yards away from an indirect free kick 5 yards from goal?",
        ("free-kick-near-goal-distance", "free-kick-wall-ten-yards", "free-kick-distance-wall"),
        "Not always",
    ),
    # 51. untrue before: Not always. An attacking indirect free kick in the opponents' goal area is taken from the
    # goal-area line, a defending free kick in its goal area from anywhere in it, and an offence off the field from the
    # boundary line. [Law 13.2]
    (
        "is an indirect free kick always taken from where the foul was?",
        ("free-kick-where-always", "free-kick-in-goal-area"),
        "Not always",
    ),
    # 53. No. It is a goal if the ball touches another player, the goalkeeper included, before entering the goal. [Law
    # 13.1]
    (
        "my mate says you can never score from an indirect free kick even if the keeper touches it. is he right?",
        "goal-indirect-free-kick-touched",
        "No",
    ),
    # 54. untrue before: No. Attackers must stay 1 m away only from a wall of three or more defenders. [Law 13.2]
    ("does the 1 metre rule apply if their wall is only 2 players?", "free-kick-attackers-near-wall", "No"),
    # 55. weak before: Yes. The ball is in play once kicked and clearly moving; it need not leave the area. [Law 13.2]
    (
        "can a free kick in our own box be passed to a teammate who is also in the box?",
        ("free-kick-own-area-team-mate", "free-kick-own-area"),
        "Yes",
    ),
    # 58. No. The goalkeeper must stay on the line facing the kicker, between the posts; moving along the line is
    # allowed. [Law 14.1]
    (
        "keeper was shuffling side to side along his line before the pen was taken, thats a retake surely?",
        "penalty-keeper-along-line",
        "No",
    ),
    # 60. weak before: No: there are no 10 yards at a throw-in; opponents must be at least 2 m from the throw-in point,
    # and only one closer than that is cautioned. [Law 15.1/15.2]
    (
        "at a throw in is it a yellow if a defender doesnt back off 10 yards?",
        ("throw-in-ten-yards", "throw-in-opponents-distance", "throw-in-opponent-too-close"),
        "No",
    ),
    # 61. untrue before: No. If the ball touches the ground before entering the field, the throw-in is retaken by the
    # same team from the same position. [Law 15.1]
    (
        "our throw in bounced just before it came onto the pitch and the ref gave the throw to them. right call?",
        "throw-in-bounced-before-entering",
        "No",
    ),
    # 63. untrue before: No. A goal kick is a ball deliberately kicked by a team-mate, so the keeper handling it in his
    # area is an indirect free kick. [Law 12.2, 16]
    (
        "can our keeper pick up a goal kick if our centre back takes it short to him in the box",
        ("handball-goalkeeper", "handball-backpass-kicked-free-kick"),
        "No",
    ),
    # 64. An indirect free kick: the kicker must not touch the ball again before another player has. [Law 16.2]
    (
        "keeper takes a goal kick then picks it up before anyone else touches it, whats the call",
        ("restart-kicker-double-touch", "keeper-handles-again-after-release"),
        "",
    ),
    # 65. weak before: No. Only opponents must stay 9.15 m from the corner arc. [Law 17.1]
    (
        "do my own teammates have to stand 10 yards from my corner?",
        "corner-in-play-short",
        "No",
    ),
    # 76. untrue before: The Laws do not say: the red card removes him from the field and its surrounds incl. the
    # technical area; contact from the stands is a competition-rules matter. [Law 5.3 (not covered)]
    (
        "manager got sent off, can he still give instructions by phone from the stands?",
        ("unsure", "coach-sent-off-where"),
        "",
    ),
]

LEFT = {
    # 65: weak (true, no No): a sibling 'do team-mates have to stand 10 yards?' took "does the defending team have to
    # stand 10 yards at a corner" with its untrue No, so it was not added
    "do my own teammates have to stand 10 yards": "corner-in-play-short is true but opens with no No",
}

test_probe_answer = probe_test(left_as_xfail(CASES, LEFT))
