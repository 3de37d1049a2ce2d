"""Review 43 (a hostile review of the voices84-91 round, 2026-12-06): what the round had made untrue or off the
question, and the already-there faults mended with it, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test, ruling_test

CASES = [
    # Law 16: a goal kick may score directly; "hurled abuse" is no keeper's throw (the round's bare "hurled" had the
    # throw's "No.")
    (
        "their fans hurled abuse at our keeper all game, then her goal kick flew straight in at the other end without a "
        "touch. goal?",
        "goal-direct-goal-kick",
        "Yes.",
    ),
    # Law 15: a throw-in straight in is no goal, so a goal kick was the right call (had "No.": the call told was not read
    # with "them" between)
    (
        "our throw-in went straight in, nobody touched it, and the ref gave them a goal kick. correct decision?",
        "goal-direct-throw-in",
        "Yes.",
    ),
    # Law 12.1: a team-mate's accidental handball, then a pass to another who scores: a goal (had the scorer's "No.")
    (
        "the ball hit our 6's arm by accident, he knocked it on to our 9, and he smashed it in from the edge. goal?",
        "handball-accidental-teammate",
        "Yes.",
    ),
    # ... and with no other player told, the scorer's own handball
    (
        "it hit his hand by accident and he's buried it straight after. goal?",
        "handball-accidental-scorer",
        "No.",
    ),
    # Law 11.2: a keeper's punch is a save only for a ball going in (had the save answer's "No." to "does it reset?")
    (
        "is it a save if the keeper punches it? would a palm away count as one?",
        "save-keeper-punch-not-always",
        "Not always.",
    ),
]

test_review43_answer = probe_test(CASES)


PLAYS = [
    # Law 11.1: not nearer the goal line than the ball is no offside position (the round's new reading had "offside",
    # and before it where he was was asked)
    (
        "our 11 was closer to the opponents' goal line than the second-last defender but not closer than the ball when "
        "the pass was played, and scored. offside?",
        "no-offence",
    ),
    # ... nearer halfway than all of them is behind them (the round's reading never asked "closer to what")
    (
        "our striker was closer than all of their players except the goalkeeper to the halfway line when the ball was "
        "played, and he ran through and scored. offside?",
        "ask:position",
    ),
    # Law 11.2: trying to help it over and missing is no play of the ball (had "offside")
    (
        "their 9 was a yard offside when their 10 shot, it was going in anyway, he tried to help it over the line but "
        "missed it completely. offside?",
        "ask:involvement",
    ),
    # A doubt about an official or an opinion decides nothing: the ruling stands (had how the ball came asked)
    (
        "their 9 was two yards beyond our last defender when their 8 played the pass and he ran on and scored. no clue "
        "if the ref even looked at the lino. offside?",
        "offside",
    ),
    (
        "their 9 was two yards beyond our last defender when their 8 played the pass and he ran on and scored. the ref "
        "does not say whether he consulted VAR. offside?",
        "offside",
    ),
    # Law 11.1: his own half told for sure beside "somewhere around the halfway line" (had where he was asked)
    (
        "our striker was somewhere around the halfway line when it was played, but in his own half for sure, ahead of "
        "all their defenders. offside?",
        "no-offence",
    ),
    # ... past the last defender, offside wherever the keeper stood: the keeper doubted as to his own place touches
    # nothing (had a save asked)
    (
        "their 9 was way past our last defender in our half when their 10 passed to him and he scored, no clue if the "
        "keeper was on his line or out. offside?",
        "offside",
    ),
    # ... behind the ball told before the fan asks it again (had where he was asked)
    (
        "he was a yard past the second-last defender when their 8 passed it back to him, he was behind the ball. ahead "
        "of the ball or behind it? doesnt matter right, its onside?",
        "no-offence",
    ),
    # Law 11.4: a defender off the field without permission named by his shirt number counts on his line (had "offside")
    (
        "their 9 was beyond all our outfield players except the keeper when their 8 passed and he scored. our number 3 "
        "was off the pitch behind our goal line without the ref's permission. offside?",
        "no-offence",
    ),
    # ... and one who had the referee's leave, said as "given the ok by the ref", is not counted (had "no offence")
    (
        "their 9 was beyond all our outfield players except the keeper when their 8 passed and he scored. our left back "
        "was off the pitch behind our goal line, he'd been given the ok by the ref to go off. offside?",
        "offside",
    ),
    # Law 11.1: "a yard short of the halfway line" is his own half (had "offside")
    (
        "our winger was a yard short of the halfway line when the ball was played, beyond all their defenders, and he "
        "ran on and scored. offside?",
        "no-offence",
    ),
    # ... "no clue if he touched it" is a doubt, no rule asked (had the behind-the-ball answer's "No.")
    (
        "was it offside? our striker was ahead of the last defender when the ball was played, but no clue if he touched "
        "it.",
        "ask:involvement",
    ),
]

test_review43_play = ruling_test(PLAYS)


def test_the_leave_asked_is_the_one_thing_left() -> None:
    """Law 11.4: when only the off-field defender's leave is unknown, the pass told is kept, so either button rules the
    play at once (a second question, "How did the ball reach him?", had followed the first)."""
    from dataclasses import replace

    from bot.laws.situation import read_situation
    from bot.laws.situation_facts import decide

    reading = read_situation(
        "their 9 was beyond all our outfield players except the keeper when their 8 passed and he scored. our left "
        "back was off the pitch behind our goal line, nobody knows whether he had the ref's permission. offside?"
    )
    assert reading is not None and reading.question is not None
    assert reading.question.text.startswith(
        "Had the defender off the field left it with the referee's permission"
    )
    rulings = {
        value: decide(replace(reading.facts, position=value)).ruling for _, value in reading.question.options
    }
    assert {value: ruling is not None and ruling.offence for value, ruling in rulings.items()} == {
        "offside": True,
        "onside": False,
    }
