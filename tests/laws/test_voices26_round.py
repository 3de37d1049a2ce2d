"""The round on the odd halves of voices26 and voices27 (written blind): each mend with its near misses, worded
here, never copied from the sets."""

import pytest

from tests.laws.evaluate import discord_text, what_was_answered


def _answered_opening(question: str, answered: str, opens: str) -> None:
    """The answer chosen, and the words its Discord text opens with (the Yes or No a fan reads first)."""
    assert what_was_answered(question) == answered
    assert discord_text(question).startswith(opens)


# A substitute not yet on takes no restart; one who has come on is a player, who takes any (Law 3.3, Law 15).
@pytest.mark.parametrize(
    ("question", "answered", "opens"),
    [
        ("is a sub allowed to take a throw in before he comes on?", "substitute-takes-restart", "No."),
        ("the sub was still warming up and took a quick throw", "substitute-takes-restart", "No."),
        ("can a sub take a throw in", "throw-in-who", "Yes."),
        ("can the keeper take a throw in", "throw-in-who", "Yes."),
    ],
)
def test_a_substitute_takes_a_restart_only_once_on(question: str, answered: str, opens: str) -> None:
    _answered_opening(question, answered, opens)


def test_a_story_placing_nobody_asked_of_another_law_gets_that_law_not_an_offside_ruling() -> None:
    # the restart alone had ruled it "Yes, no offside offence."; nobody asked about offside
    question = (
        "strange one at the weekend: their sub, still on the touchline, grabbed the ball and took the throw before the "
        "swap was done, ref stopped it. can a sub take a throw-in before he comes on?"
    )
    assert what_was_answered(question) == "substitute-takes-restart"


@pytest.mark.parametrize(
    "question",
    [
        "goal kick launched long, our striker was behind their centre backs and he volleyed it in",  # no question
        "their keeper took a goal kick, it went straight to our 9 who scored. was the goal right?",  # of the outcome
    ],
)
def test_a_play_from_a_restart_asked_of_its_outcome_keeps_its_ruling(question: str) -> None:
    assert what_was_answered(question) == "situation:no-offence"


@pytest.mark.parametrize(
    "question",
    [
        "they foul someone, then lose the ball, win it back and score. can var go back to the first foul?",
        "if the attacking side commits a foul, gives it away and then regains possession before scoring, can VAR rule the goal out for that foul?",
    ],
)
def test_an_offence_before_the_ball_was_lost_is_out_of_the_phase(question: str) -> None:
    assert what_was_answered(question) == "var-phase-before-possession-lost"
    assert discord_text(question).startswith("No.")


def test_a_foul_in_the_build_up_is_still_in_the_phase() -> None:
    assert what_was_answered("can var go back to a foul in the build up") == "var-build-up-foul"


@pytest.mark.parametrize(
    "question",
    [
        "does the whole ball need to cross or does half of it count?",
        "has all of the ball got to be over the line or is most of it enough",
    ],
)
def test_a_choice_between_two_amounts_gets_no_bare_yes_or_no(question: str) -> None:
    text = discord_text(question)
    assert not text.startswith(("Yes", "No"))
    assert "whole of the ball" in text


@pytest.mark.parametrize(
    "question", ["is a panenka allowed or is that banned?", "does it count or does it not?"]
)
def test_a_question_asked_again_after_or_keeps_its_yes_or_no(question: str) -> None:
    assert discord_text(question).startswith(("Yes", "No"))


@pytest.mark.parametrize(
    ("question", "answered", "opens"),
    [
        # a touch said to put him back on, asked of a deflection: its No, not the "still offside?" Yes
        (
            "a cross deflects off a defender to our striker who was offside. does that play him back on?",
            "deflection-no-reset",
            "No.",
        ),
        # the referee's advantage for an offside, the defenders breaking with the ball
        (
            "can the ref play advantage on an offside when the defenders win the ball and break?",
            "advantage-offside",
            "Yes.",
        ),
        # a countdown at a throw-in, and the throw given to the other side
        (
            "the ref raised his hand and counted down at a throw in then gave it to the other team, why?",
            "restart-five-second-countdown",
            "Since 2026/27",
        ),
        # the added time shown cut short
        (
            "can the ref blow up early before the added time on the board is up",
            "added-time-not-reduced",
            "No.",
        ),
        # a handball that only hit the arm, asked as putting an offside attacker on
        (
            "does a defenders handball put an offside attacker onside again even when it just hit his arm?",
            "handball-offside-only-deliberate",
            "Only a deliberate one.",
        ),
    ],
)
def test_the_odd_halves_words_reach_their_answers(question: str, answered: str, opens: str) -> None:
    _answered_opening(question, answered, opens)


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        (
            "if a defender handles it on purpose and it falls to someone offside does that reset it",
            "deliberate-play-handball",
        ),
        ("foul throw, ref gave it to them", "throw-in-foul-throw"),
        ("board says 3, can the ref play 5", "added-time-who-decides"),
        ("should we play 3 at the back", "unsure"),  # tactics, no Law
    ],
)
def test_their_neighbours_keep_their_answers(question: str, answered: str) -> None:
    assert what_was_answered(question) == answered


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        # a rule answer needing words never said answers another play (the dummy's "Not always."): the play is ruled
        (
            "hypothetically, if our striker is a yard off when the winger crosses and he scores, is it offside?",
            "situation:offside",
        ),
        (
            "say a striker is two yards off when the cross comes in and he heads it in, is that offside?",
            "situation:offside",
        ),
        # said outright to be supposed: the rule, where an answer speaks of the play told
        (
            "hypothetically: a defender with all the time in the world plays a back pass far too soft and a striker who was offside nips in. offside?",
            "backpass-underhit",
        ),
        (
            "in theory, if a defender deliberately plays it back and it falls to someone who was offside, is he off?",
            "deliberate-play-not-offside",
        ),
    ],
)
def test_a_supposed_play_gets_the_rule_only_where_an_answer_speaks_of_it(
    question: str, answered: str
) -> None:
    assert what_was_answered(question) == answered


@pytest.mark.parametrize(
    "question",
    [
        # the Law's own comparison, whatever the fan calls the attacker
        "our centre-half was closer to their goal than the ball and their second-last defender when the cross came in, headed it in. offside?",
        # ... and is a pass: review 9's "rolled it to the winger" had been asked how the ball came
        "our full back rolled it to the winger, who was closer to their goal than the ball and their second-last man, and he scored. offside?",
        # a pass from one of ours goes to one of ours, named by role only
        "our winger rolled it short to the full-back, he crossed, and our 9 was a yard past their last defender and scored. offside?",
    ],
)
def test_told_plays_read_as_told(question: str) -> None:
    assert what_was_answered(question) == "situation:offside"


def test_a_sign_off_is_no_question() -> None:
    assert what_was_answered("kind regards to all, i finally followed a whole match") == "unsure"


@pytest.mark.parametrize(
    ("question", "answered", "opens"),
    [
        # review 8: a foul in winning the ball back is inside the phase; only a loss of the ball in between ends it
        (
            "we won it back with a foul on their midfielder and scored, can var disallow it?",
            "var-build-up-foul",
            "Yes.",
        ),
        # ... a substitute who came on earlier is a player; "before" of anything else is no sub not yet on
        ("can a sub who came on before half time take a throw-in?", "throw-in-who", "Yes."),
        ("never seen this before: can a substitute take a throw-in?", "throw-in-who", "Yes."),
        # ... the added time shown cannot be cut short; a penalty's own extra time needs a penalty
        ("can the ref blow up early?", "added-time-not-reduced", "No."),
        # ... a caution in extra time counts with one from normal time; the shoot-out needs naming
        ("does a yellow in extra time count with one from normal time?", "cautions-extra-time", "Yes."),
        # review 9: only a penalty extends a half; a corner or free kick due when time is up is not waited for
        (
            "can the referee add time at the end of the half for a corner?",
            "end-of-half-before-restart",
            "No.",
        ),
        ("can the ref blow for half time before a corner is taken", "end-of-half-before-restart", "Yes."),
        ("will the ref extend time for a penalty?", "penalty-added-time", "Yes."),
        ("time is up, pen saved, rebound tapped in, goal?", "penalty-added-time-rebound", "No."),
        # ... a substitute still on the bench takes no corner
        ("can a sub on the bench take a corner?", "substitute-takes-restart", "No."),
    ],
)
def test_review_findings(question: str, answered: str, opens: str) -> None:
    _answered_opening(question, answered, opens)


@pytest.mark.parametrize(
    "question",
    [
        "Took a throw-in, ball went to our forward standing behind their keeper. Does the ref have to stop play?",
        "Quick corner to our forward who was stood behind their keeper. Should the linesman do something?",
    ],
)
def test_a_restart_story_asking_what_the_officials_should_do_keeps_its_ruling(question: str) -> None:
    # asked of the officials' call, the restart's ruling answers (review 8: a keeper's intent had said "Yes.")
    assert what_was_answered(question) == "situation:no-offence"


@pytest.mark.parametrize(
    ("question", "opens"),
    [
        # review 8: deceiving the referee asked as allowed had the VAR's or the caution's bare "Yes."
        ("is it allowed to trick the ref into giving a pen", "No."),
        ("is diving allowed", "No."),
        ("is diving a yellow", "Yes."),
    ],
)
def test_simulation_is_a_caution_never_allowed(question: str, opens: str) -> None:
    assert what_was_answered(question) == "caution-simulation"
    assert discord_text(question).startswith(opens)


@pytest.mark.parametrize(
    "question",
    [
        # review 9: a corner's delivery touched on, by whom unsaid, is not received directly from the corner
        "our centre-half was past their last defender when the corner was flicked on, he scored. offside?",
        "our 9 was a yard beyond everyone when the corner was headed on at the near post and he volleyed in, offside?",
    ],
)
def test_a_restart_touched_on_is_no_restart_received_directly(question: str) -> None:
    assert what_was_answered(question) != "situation:no-offence"


def test_the_corner_itself_told_again_keeps_its_ruling() -> None:
    question = "corner whipped in, our 9 was past everyone when it was crossed and he headed in, offside?"
    assert what_was_answered(question) == "situation:no-offence"


def test_a_team_mate_scoring_instead_is_no_involvement() -> None:
    # review 9: "he scores" is the offside player's involvement only when he is the one who scores
    question = "can you be offside if you're not involved in play and he scores instead?"
    assert what_was_answered(question) == "offside-not-involved"
    assert discord_text(question).startswith("No.")


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        # review 9: a deliberate play told; the deflection answer's "Yes." does not hold for it, the next answer does
        (
            "our striker was a yard off when the cross came in but their centre back deliberately headed it down to "
            "him and he scored, is it offside?",
            "deliberate-play-not-offside",
        ),
        # ... a deflection told, asked as a rule: the deliberate-play answer's "Yes." gives way to the deflection's
        (
            "a pass clips a defenders knee on its way and lands with an attacker who was offside at the pass, does the "
            "knee put him onside?",
            "deflection-no-reset",
        ),
    ],
)
def test_an_answer_whose_verdict_does_not_hold_for_the_play_told_gives_way(
    question: str, answered: str
) -> None:
    _answered_opening(question, answered, "No.")


def test_not_when_names_facts_the_reader_gives() -> None:
    from bot.laws.intents import load_intents
    from bot.laws.situation_facts import ALLOWED

    for intent in load_intents().values():
        for fact, values in intent.not_when:
            assert fact in ALLOWED, (intent.id, fact)
            assert set(values) <= set(ALLOWED[fact]), (intent.id, values)


@pytest.mark.parametrize(
    ("question", "opens"),
    [
        # review 9: "who can take a corner" had the taker's double touch; no Law names the taker
        ("who can take a corner", "The Laws do not say"),
        ("can the keeper take a corner", "Yes."),
        ("does the keeper have to take goal kicks?", "No."),
    ],
)
def test_any_player_takes_a_corner_free_kick_or_goal_kick(question: str, opens: str) -> None:
    _answered_opening(question, "restart-who-takes", opens)


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("can the keeper take a throw in", "throw-in-who"),  # the throw-in's own answer
        ("can a sub on the bench take a corner?", "substitute-takes-restart"),  # not yet a player
        ("can you score direct from a corner", "goal-direct-corner"),
    ],
)
def test_the_takers_neighbours_keep_their_answers(question: str, answered: str) -> None:
    assert what_was_answered(question) == answered
