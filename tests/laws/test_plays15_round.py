"""The round on plays15's odd half (2026-12-04, told plays written blind by helper-185), each mechanism asked in new
wordings, on the rendered Discord text.

- A player in an offside position said only not to have touched the ball, while a team-mate scored, may still have
  interfered with an opponent (Law 11.2: the keeper's line of vision, a challenge): asked, wherever he stood. Told far
  from play, or told to have taken no part in anyone's way, he is no offence.
- A touch told as barely made ("barely nicked his toe") is a deflection, not a deliberate play.
- A player who stepped off the field and stayed off takes no part (Law 11.2); one who then came back on does.
- A finish told bare at its clause's end ("one touch and slotted.") is his play of the ball."""

from tests.laws.evaluate import probe_test

CASES = [
    (
        "our 8 curled one in from the corner of the box. our 9 was a yard offside when he hit it and never touched it. "
        "goal chalked off. why?",
        "situation:ask",
        "",
    ),
    (
        "we scored from a cross, their keeper flapped and our 10 nodded in. our 9 was two yards off when the cross came "
        "in, he didnt touch it. flag went up. right?",
        "situation:ask",
        "",
    ),
    (
        "our 9 was offside when our 8 shot but he was nowhere near the ball or the keeper, over on the far touchline. "
        "8 scored. flag. right?",
        "situation:no-offence",
        "No",
    ),
    (
        "our 11 was a yard past their last defender when our 6 played it through, their cb slid in and barely clipped "
        "his boot, and our 11 ran on and scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our 9 was offside at the pass, so he jogged off the pitch behind the goal and stayed off. our 7, onside, "
        "scored. flag for the 9. wrong?",
        "situation:no-offence",
        "No",
    ),
    (
        "our 9 was offside at the pass and walked off behind the goal line, stayed off for a second, then came back on "
        "and scored from the cross. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our 9 was a yard beyond their last defender when our 6 played it through, keeper on his line. took one touch "
        "and slotted. flag right?",
        "situation:offside",
        "",
    ),
]

test_plays15_round = probe_test(CASES)

# Near misses a hostile probe of this round (review 5) found, each mended.
NEAR_MISSES = [
    # back on, however told and wherever: then he takes part (Law 11: judged on the goal line)
    (
        "our 9 was offside, stayed off behind the goal after the first shot, then nipped back on and tapped in the "
        "rebound. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our 9 was offside and stayed off, then returned to the pitch and scored. offside?",
        "situation:offside",
        "Yes",
    ),
    # a bare finish of someone else's is not his
    ("Our 9 was offside when our 6 played it. The midfielder slotted. Flag?", "situation:ask", ""),
    # a pass tried in control that "just brushed his knee" is still his deliberate play
    (
        "Their defender controlled it on his chest, tried to pass back but it just brushed his knee and went to our 9 "
        "who was offside. goal. offside?",
        "situation:no-offence",
        "No",
    ),
    # a place told of someone else ("smith cut in from out wide") does not set him apart
    (
        "our 9 was offside on the six yard line when smith cut in from out wide and scored, 9 never touched it. flag. "
        "right?",
        "situation:ask",
        "",
    ),
]

NEAR_MISSES += [
    # in the box but told out of everyone's way: no offence on the facts told
    (
        "Shot from distance, goes in, our 9 was offside in the box but never touched it and wasn't in anyone's way. "
        "Why did VAR chalk it off?",
        "situation:no-offence",
        "No",
    ),
    # a ball that "went in" past him is a goal from someone else's play: whether he was in the way is asked
    (
        "Our 9 stood still on the goal line, offside, never touched it; the ball went in past his legs from Jones' "
        "cross. Goal?",
        "situation:ask",
        "",
    ),
    # his touch only doubted: not ruled on
    (
        "Our 9 was in an offside position, the cross came in, I'm not sure he touched it, Jones scored.",
        "situation:ask",
        "",
    ),
]

test_plays15_near_misses = probe_test(NEAR_MISSES)
