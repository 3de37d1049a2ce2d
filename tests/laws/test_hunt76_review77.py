"""Hunt 76 (black-box, aimed at 40f4adf) and review 77 (a stranger's reading of the same commit), each finding mended
told again in new words: the new wordings' near misses and their conflicts with what else is told.

Review 77:
- "nobody within ten yards of him" and "walked off to show he was out" are hints: his own told goal says more;
- the ball "went to <name>" is his touch only when he is placed with it; "went to VAR", "to ground", "to no-one", a
  third player named bare are not;
- a finish by a name only ("lobbed <name>") is his only when told with no subject of its own;
- "past their two centre-backs" does not stand against a deeper full-back told after it ("but ...");
- a defender deeper than him is no second opponent nearer when the keeper is out of his goal;
- a doubt of his interference does not hide his own told goal;
- the referee's place between the keeper and the ball, and a fan who leans round him to see, are no interference;
- shoulder to shoulder alone is where he was, no challenge;
- "they argued about who touched it" does not hide a told finisher;
- the Scots "an" is "and" only where no article stands ("past an rb and the keeper" keeps the rb);
- "can he do that?" takes the advantage answer only when asked of an offside.
Hunt 76:
- a level claim told the other way ("a player level with the second-last defender is offside, right?") is No;
- two attackers, the offside one's interference asked with nothing else of his told, is a play (asked), not a rule;
- "was it a goal kick or did he punt it?" asks how the ball came; "who touched it is argued over" asks who played it;
- "never saw it because the sun was in his eyes" is no blocked view (the reader's wording; the whole play, "Ben shot
  and scored. Tom was offside ...", is still ruled offside on Ben's goal: the note's leftovers)."""

from tests.laws.evaluate import AI, AP, AR, NO, OFF, probe_test, ruled, ruling_test

CONFLICTS = [
    (
        "our 11 was well offside when the 4 played it, no defender within ten yards of him, and he ran on and scored",
        OFF,
    ),
    (
        "their 9 was offside at the pass. he walked off over the goal line to show he was out, then came back on and "
        "tapped in the rebound",
        OFF,
    ),
    ("our 9 was offside when our 6 passed. it went to VAR and the goal stood", AI),
    ("our 9 was offside when our 6 passed. it went to ground , their keeper collected", AI),
    ("Binh was in an offside position when Minh passed. it went to Tuan , goal.", AI),
    ("Binh was in an offside position when Minh passed. Tuan chipped Rosa , goal.", AI),
    ("our 9 was offside when our 7 crossed. Milan, onside, lobbed Rosa , goal", AI),
    (
        "our 9 was past their two centre-backs at the pass, but their right-back was deeper and played him on. he scored",
        NO,
    ),
    # (his goal after another pass told between is no goal from the play he was placed at: review 78)
    (
        "long ball, Oskar in an offside position, Milan onside. does Oskar get close enough to bother their centre-back? "
        "couldnt see. Milan squared it and Oskar scored",
        AI,
    ),
    (
        "long ball, Oskar in an offside position, Milan onside. does Oskar get close enough to bother their centre-back? "
        "couldnt see. Oskar got to it first and scored",
        OFF,
    ),
    (
        "our 9 was in an offside position out wide when our 6 shot. the ref was stood between the keeper and the ball. it "
        "went in, 9 never touched it",
        AI,
    ),
    (
        "our 9 was in an offside position when our 6 shot from 25 yards. i had to lean round him to see from the stand. "
        "it went in",
        AI,
    ),
    (
        "our 9 was offside when our 6 passed to our 7 on the far side. he and their centre-back were shoulder to shoulder, "
        "jogging back. our 7 scored from 25 yards",
        AI,
    ),
    (
        "our 9 was offside at the cross and our 11 onside. the pundits argued about who touched it but our 9 headed it "
        "in, plain as day",
        OFF,
    ),
    (
        "our 9 was past an rb and the keeper when our 6 passed, the other defenders up the pitch. 9 scored",
        OFF,
    ),
    (
        "Ola was offside, Kasia onside. Kasia scored. Did Ola go up for it with the centre-half or leave it? We cant "
        "tell from the replay. Offside?",
        AI,
    ),
    (
        "The keeper launched it long and our striker was behind the defence and scored. Was it a goal kick or did he "
        "punt it? Nobody remembers",
        AR,
    ),
    (
        "Jan was offside at the pass, Piet onside. Who touched it is argued over: some say Jan got a flick on before "
        "Piet scored",
        AP,
    ),
]

RULES = [
    ("someone level with the second-last defender is offside, right?", "offside-level-offside", "No"),
    ("someone level with the second-last opponent counts as offside, right?", "offside-level-offside", "No"),
]

# Review 78: the mends in other words
OTHER_WORDS = [
    (
        "our 9 was in an offside position out wide when our 6 shot. the linesman was stood between the keeper and the "
        "ball. it went in, 9 never touched it",
        AI,
    ),
    (
        "our 6 passed and our 9 was clearly past their two centre-backs at that moment, keeper on his line, and he still "
        "scored",
        OFF,
    ),
    (
        "their keeper was on his line when our 6 passed. their right-back was still deeper, nearer the goal than the 9. "
        "the 9 scored",
        NO,
    ),
    ("Binh was in an offside position when Minh passed. he lobbed Rosa , goal.", OFF),
]

test_conflicts = ruling_test(CONFLICTS)
test_other_words = ruling_test(OTHER_WORDS)


def test_a_blinding_sun_is_no_blocked_view():
    """The keeper who "never saw it because the sun was in his eyes" was not unsighted by him (hunt 76): the fan is asked
    whether he was involved."""
    for told in (
        "our 9 was offside when our 6 shot. their keeper never saw it because the sun was in his eyes. it went in",
        "our 9 was offside when our 6 shot. their keeper never saw it , the sun was in his eyes. it went in",
        "our 9 was offside when our 6 shot. their keeper never saw it because he was blinded by the sun. it went in",
    ):
        assert ruled(told) == AI, (
            told
        )  # whether he got in anyone's way is asked, not ruled from the keeper's view


test_rules = probe_test(RULES)


def test_can_he_do_that_of_something_else_keeps_the_ruling():
    """The referee's choice to let play run takes the advantage answer only when asked of an offside (review 77)."""
    from tests.laws.evaluate import what_was_answered

    told = (
        "their 9 was onside when the pass went, the ref let it run after a foul, then the 9 scored and their coach ran "
        "onto the pitch. can he do that?"
    )
    assert what_was_answered(told) == "situation:no-offence"
