"""The round on voices23's odd half (2026-12-04: told plays on the border of rule and play), each mechanism asked in
new wordings, on the rendered Discord text.

- "our big cb flicked it on": a player of the fan's side with a word between ("our tall cb", "our big centre half")
  is his side's, as "our cb" is; and "the cb" told again later is that one, at his play's moment too.
- "launched a free kick forward from our own half": where the ball was played from, not where the attacker was.
- "rolled square to our 10": a pass rolled square, not the attacker level.
- "can't remember if it was a throw or a free kick": which restart is not told, so how the ball came is asked.
- A restart played short, "and then" a team-mate's pass, however loosely worded: not received from the restart.
- "ref said he 'gained an advantage'. what does that even mean?": the quoted term's meaning is asked, of the Law.
- A throw-in asked how or where it is taken gets how it is taken (had: the countdown; the foul throw's restart)."""

from tests.laws.evaluate import probe_test

CASES = [
    (
        "long throw from the left, our big centre half flicked it on and our 9 nodded it in at the back post. our 9 "
        "was beyond their last defender when it was flicked on. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "corner cleared to halfway, our tall cb headed it forward and our striker ran on and scored. he was past "
        "their last man when the cb headed it. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "their corner, we cleared it to halfway, their cb headed it forward and their striker scored. he was past "
        "our last man when it was headed forward. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our keeper launched a free kick forward from our own half and our 7 at the far post volleyed it in. given "
        "offside. right call?",
        "situation:ask",
        "",
    ),
    (
        "short corner rolled square to our 10, who whipped it in, and our 5 headed home. flag went up. was it "
        "offside?",
        "situation:ask",
        "",
    ),
    (
        "ball went out wide, it came straight to our striker, a yard beyond their last defender, and he scored. "
        "honestly can't remember if it was a throw or a free kick. offside?",
        "situation:ask",
        "",
    ),
    (
        "our keeper took the goal kick short to our left back, and then the left back played long ball to our 9, who "
        "was ahead of their last defender at that moment. disallowed. but no offside from a goal kick?",
        "situation:offside",
        "Offside",
    ),
    (
        "our striker headed in a rebound off the bar, he was off when it was shot. ref said he 'gained an "
        "advantage'. what does that even mean?",
        "offside-gaining-advantage",
        "It means",
    ),
    ('he was off and scored and the ref said "offside". what does that mean?', "offside-what-is", ""),
    ("how do you take a throw in properly", "throw-in-how", "From the point"),
    ("where is a throw in taken from", "throw-in-how", "From the point"),
    ("bad throw in, who takes it again?", "throw-in-foul-throw", ""),
]

test_voices23_round = probe_test(CASES)

# Near misses a stranger's review (review 4) found in the mechanisms above, each no longer ruled as they were.
NEAR_MISSES = [
    # two of ours named, "defender" theirs: "our 9 | defender" is no "our big cb" (had: their touch read as ours)
    (
        "our 8 passed to our 9 defender got a toe to it and it went to our 11 who was level when our 8 passed but ahead "
        "of their last man when the defender touched it. offside?",
        "situation:ask",
        "",
    ),
    # a fan of the defending side: "the cb" is our cb, the opponent of their attacker, whose header is no moment
    (
        "we were defending a corner. our big cb headed it out, their 6 hit it back in and their 9, who was past our last "
        "man when the cb headed it, scored. offside?",
        "situation:ask",
        "",
    ),
    # the attacker's run from his own half is where he was, no kick's place
    (
        "our 9 took off from our own half as our cb played it long and he scored. linesman flagged. offside?",
        "situation:no-offence",
        "No",
    ),
    # a throw or a corner: no offside either way (Law 11.3), so nothing is asked
    (
        "can't remember if the ref gave a throw or a corner, but it came straight to our 9 who was miles past their "
        "defenders and he scored. offside?",
        "situation:no-offence",
        "No",
    ),
    # "and then" with any pass verb after the restart
    (
        "throw in to our 2, and then our 2 gave it to our 9 who was past their last defender when he gave it. scored. "
        "offside?",
        "situation:offside",
        "Yes",
    ),
    # what follows from a quoted word, not what it means
    (
        "he shouted 'offside' at the linesman. what does it mean if the flag stays down?",
        "var-delayed-flag",
        "",
    ),
    ("ref gave 'foul' and pointed. what does that mean?", "fouls", ""),
]

test_voices23_near_misses = probe_test(NEAR_MISSES)
