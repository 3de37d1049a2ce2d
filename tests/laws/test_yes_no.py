"""Yes/no questions answered with the right Yes or No first: the intents, cues and [polarity] side patterns
added for them. Every wording here is our own, not one of the evaluation sets' questions."""

from __future__ import annotations

import pytest

from bot.commands.var import answer
from bot.laws.choice import choose
from bot.laws.claims import claims_negated
from bot.laws.intents import load_intents
from bot.laws.polarity import AXES, polarity
from bot.laws.question_form import asks_two
from tests.laws.evaluate import check_probe_answer, discord_text, first_sentence


def _opening(text: str) -> str:
    reply = answer(text)
    assert reply.card is not None
    return reply.card.body.removeprefix("**").split(" ", 1)[0]


@pytest.mark.parametrize(
    ("text", "intent", "opening"),
    [
        # a new intent where the Laws answer plainly and no intent did
        (
            "can a penalty-box DOGSO end up as just a booking for the defender?",
            "dogso-in-area-caution",
            "Yes.",
        ),
        (
            "a corner is tapped short and then crossed in, can the striker at the far post be offside?",
            "offside-short-corner",
            "Yes.",
        ),
        (
            "our forward pushed a defender over and then scored, does the goal count?",
            "goal-scoring-team-offence",
            "No.",
        ),
        (
            "the game had restarted but VAR saw an elbow off the ball, can they still send him off?",
            "var-violent-conduct-after-restart",
            "Yes.",
        ),
        (
            "with VAR in the game, does the referee still make the final call?",
            "var-referee-final-say",
            "Yes.",
        ),
        # siblings told apart by fans' words (cues and paraphrases)
        (
            "keeper came off his line too early and stopped the pen, do they take it again?",
            "penalty-keeper-save-retake",
            "Yes.",
        ),
        (
            "keeper was off his line early but the penalty went in, do they retake it?",
            "penalty-keeper-offence-no-retake",
            "No.",
        ),
        ("is a coach booked for clapping the referee sarcastically?", "coach-sarcastic-clapping", "Yes."),
        (
            "left back chests it back and the keeper catches it, is that allowed?",
            "handball-goalkeeper-headed-backpass",
            "Yes.",
        ),
        (
            "taker slipped and hit it with both feet and it went in, does it count?",
            "penalty-accidental-double-touch",
            "No.",
        ),
        ("can the video assistant reverse a decision on his own?", "var-overrule", "No."),
    ],
)
def test_the_right_intent_answers_with_the_right_opening(text: str, intent: str, opening: str) -> None:
    choice = choose(text)
    assert (choice.kind, choice.target) == ("intent", intent)
    assert _opening(text).startswith(opening.rstrip("."))


def test_the_new_intents_are_yes_no_and_open_with_yes_or_no() -> None:
    intents = load_intents()
    for name in (
        "dogso-in-area-caution",
        "offside-short-corner",
        "goal-scoring-team-offence",
        "var-violent-conduct-after-restart",
        "var-referee-final-say",
    ):
        assert intents[name].yes_no
        assert intents[name].verdict.split(" ", 1)[0] in ("Yes.", "No.")


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("can he keep playing after that second booking?", 1),
        ("does she stay on the pitch after two yellows?", 1),
        ("he carries on playing after a second caution, is that right?", 1),
        ("is that a straight red?", -1),
    ],
)
def test_staying_on_is_the_lenient_side(text: str, side: int) -> None:
    assert polarity(text, AXES[1]) == side


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("the goalie handled a headed back-pass, shouldn't that be an indirect free kick?", -1),
        ("should it have been a free kick for the back-pass?", -1),
        # which restart is given is asked, not whether the act was an offence: no side
        ("if the keeper holds it too long, is it an indirect free kick now?", 0),
    ],
)
def test_a_free_kick_said_to_be_due_is_the_offence_side(text: str, side: int) -> None:
    assert polarity(text, AXES[0]) == side


def test_a_free_kick_said_to_be_due_turns_the_answer() -> None:
    text = "the goalie picked up a header from his defender, shouldn't that be an indirect free kick?"
    assert choose(text).target == "handball-goalkeeper-headed-backpass"
    assert _opening(text).startswith("No")


def test_keeping_playing_after_a_second_yellow_is_answered_no() -> None:
    text = "can a player keep playing once he's had a second yellow card?"
    assert choose(text).target in ("second-yellow-red", "second-yellow-stays-on")
    assert _opening(text).startswith("No")


@pytest.mark.parametrize(
    "question",
    ["was Kane offside and was Conte's red card deserved?", "is it a pen and should he be sent off?"],
)
def test_two_yes_no_questions_at_once_get_no_bare_yes_or_no(question):
    """One Yes or No cannot answer two questions: the verdict's statement opens instead."""
    assert asks_two(question)
    opening = first_sentence(discord_text(question)).lower()
    assert not opening.startswith(("yes", "no.", "no,")), opening


def test_a_choice_or_a_turn_is_not_two_questions():
    assert not asks_two("is a panenka allowed or is it disrespect")
    assert not asks_two("We won anyway, but does a deflection put an offside striker back onside?")


def test_a_negated_claim_before_is_that_right_is_read_as_negated():
    """ "is that right?" at the end closes the question: the claim is what came before it."""
    assert claims_negated("my mate says a player with two yellows wasn't sent off, is that right?")
    assert not claims_negated("my mate says a player with two yellows was sent off, is that right?")


@pytest.mark.parametrize(
    ("question", "intent", "opening"),
    [
        # A claim put to us asking whether it is FALSE: the opening says whether it is true, the other way round.
        # a true claim: the teller is not wrong
        (
            "my brother reckons a manager can be booked for sarcastic clapping. is he having me on?",
            "coach-sarcastic-clapping",
            "No, it's true.",
        ),
        (
            "bloke behind me swears a coach can get a yellow for sarcastic clapping, is he just winding me up?",
            "coach-sarcastic-clapping",
            "No, it's true.",
        ),
        # a negated claim that is true: "you can't be offside from a throw-in"
        (
            "my dad says you can't be offside straight from a throw in. is he pulling my leg?",
            "offside-throw-in",
            "No, it's true.",
        ),
        # false claims: the teller is wrong
        (
            "my uncle says being level with the last defender is offside. is he talking rubbish?",
            "offside-level-offside",
            "Yes, it's wrong.",
        ),
        ("is it a myth that level is offside?", "offside-level-offside", "Yes, it's wrong."),
        (
            "is it a myth that a pass played backwards can't be offside",
            "offside-backwards-myth",
            "Yes, it's wrong.",
        ),
        # A back-pass by how it was played: a headed one rules out the kicked-ball intent (its `excludes`).
        # a headed ball is no kicked back-pass: the intent for a kicked one is ruled out by its `excludes`
        (
            "keeper picks up a headed back pass, is that an indirect free kick?",
            "handball-headed-backpass-free-kick",
            "No.",
        ),
        (
            "goalie grabs a back pass his centre half nodded to him, indirect free kick?",
            "handball-headed-backpass-free-kick",
            "No.",
        ),
        # ... and a kicked one still is
        (
            "keeper picks up a back pass kicked by his full back, indirect free kick?",
            "handball-backpass-kicked-free-kick",
            "Yes.",
        ),
        # a trick to get round the back-pass rule is penalised
        (
            "our centre back lifted it with his toe and headed it back to the keeper to dodge the back pass rule, legal?",
            "handball-backpass-trick",
            "No.",
        ),
        # A Yes or No asked on the other side of the rule is turned.
        # asked on the referee's side, the computer's "No." is the referee's "Yes."
        (
            "with the semi automated offside, is it still the ref who makes the call?",
            "saot-referee-decides",
            "Yes.",
        ),
        ("is offside decided by a computer now?", "saot-who-decides", "No."),
        # a rule against the act asked about: the permission's "No." is turned
        (
            "keeper swinging on the crossbar before the pen to put the taker off, is there anything in the rules against it?",
            "penalty-goalkeeper-distract",
            "Yes.",
        ),
        # "fair play" asks whether it is allowed
        (
            "is it fair play for an offside player to block the goalkeeper's line of sight?",
            "offside-blocking-view",
            "No.",
        ),
        # a header said to count as a back-pass: the keeper may handle it
        ("do headers count as a back pass?", "handball-goalkeeper-headed-backpass", "No."),
        (
            "my cousin says a header back to the keeper doesn't count as a backpass, is that true?",
            "handball-goalkeeper-headed-backpass",
            "Yes",
        ),
    ],
)
def test_the_answer_opens_on_the_side_asked(question: str, intent: str, opening: str) -> None:
    assert choose(question).target == intent
    assert discord_text(question).startswith(opening)


@pytest.mark.parametrize(
    "question",
    [
        "my mate says level is offside, is he right or is he having me on?",  # asks both ways: no side doubted
        "my mate says level is offside. is he right?",
        "is it true that level is offside?",
    ],
)
def test_a_claim_not_asked_as_false_keeps_the_plain_opening(question: str) -> None:
    assert discord_text(question).startswith(("No.", "No, that's not right."))


@pytest.mark.parametrize(
    "question",
    [
        "what if Kane had been onside, would his goal have stood?",
        "Kane level with Nazinho instead, would it still have been offside?",
        "suppose Conte had said nothing, would he have stayed on the bench?",
    ],
)
def test_the_seed_match_asked_as_it_did_not_happen_gets_no_bare_yes_or_no(question: str) -> None:
    # the seed answers tell what happened; their Yes or No would answer another question
    assert not discord_text(question).startswith(("Yes", "No"))


@pytest.mark.parametrize(
    ("question", "intent", "opening"),
    [
        # a flag kept down is a player onside: "No. There is no offside offence ..." had answered the first
        (
            "the flag stays down when a forward receives it straight from a throw-in, doesn't it?",
            "offside-throw-in",
            "Yes",
        ),
        (
            "linesman keeps his flag down if a player is level with the second last defender, yeah?",
            "offside-level-onside",
            "Yes",
        ),
        ("the flag stays down for a player in his own half, right?", "offside-own-half", "Yes"),
    ],
)
def test_a_flag_kept_down_is_the_onside_side(question: str, intent: str, opening: str) -> None:
    check_probe_answer(question, intent, opening)


@pytest.mark.parametrize(
    "question",
    [
        "if the goalkeeper is out of his goal, who is the second last defender?",
        "if the keeper comes up for a corner, who counts as the last defender?",
    ],
)
def test_a_wh_question_after_a_condition_gets_no_bare_yes_or_no(question: str) -> None:
    # on main: "Yes. The goalkeeper is an opponent like any other ..." ("who", after a comma, read as a relative clause)
    assert discord_text(question).split()[0].rstrip(".,") not in ("Yes", "No")
