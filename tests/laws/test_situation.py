"""Reading a fan's described offside incident into Law 11 facts, a ruling or the one question that decides
it (bot/laws/situation.py); the development set is situations_dev.toml beside this file."""

from __future__ import annotations

import dataclasses
import itertools
import re
import tomllib
from dataclasses import asdict
from pathlib import Path

import pytest
from PIL import Image

from bot.laws.diagram import render_case
from bot.laws.offside import judge
from bot.laws.situation import read_situation
from bot.laws.situation_facts import ALLOWED, Facts, case_for, decide, decode, encode
from bot.laws.situation_story import asks_about_the_law
from bot.laws.situation_text import FIELDS, mend, word_lists

DEV = tomllib.loads((Path(__file__).parent / "situations_dev.toml").read_text(encoding="utf-8"))
ALL_FACTS = [
    Facts(*values)
    for values in itertools.product(
        *[(None, *ALLOWED[field]) for field in ("position", "received_from", "involvement")]
    )
]


def _outcome(text: str) -> str:
    reading = read_situation(text)
    assert reading is not None, f"not read as a situation: {text}"
    if reading.ruling is None:
        assert reading.question is not None
        return "ask"
    return "offside" if reading.ruling.offence else "no-offence"


@pytest.mark.parametrize("case", DEV["case"], ids=[c["text"][:50] for c in DEV["case"]])
def test_dev_situations(case):
    reading = read_situation(case["text"])
    assert reading is not None
    assert _outcome(case["text"]) == case["expect"], reading
    if case["expect"] == "ask":
        assert reading.question is not None and reading.question.fact == case["fact"]
        assert getattr(reading.facts, case["fact"]) is None  # it asks only for what it does not know
    for field in ("position", "received_from", "involvement"):
        if field in case:
            assert getattr(reading.facts, field) == case[field], reading


def test_the_dev_set_is_big_enough_and_covers_every_outcome():
    assert len(DEV["case"]) >= 30
    assert {c["expect"] for c in DEV["case"]} == {"offside", "no-offence", "ask"}
    assert {c["fact"] for c in DEV["case"] if c["expect"] == "ask"} == {
        "position",
        "received_from",
        "involvement",
    }


@pytest.mark.parametrize(
    "text",
    [
        "what is offside",
        "is level onside",
        "can you be offside from a throw in",
        "why was kane offside",
        "explain handball",
        *DEV["not_a_situation"][0]["texts"],
    ],
)
def test_general_questions_are_not_situations(text):
    assert read_situation(text) is None


@pytest.mark.parametrize("text", [None, 42, b"he was offside and scored", "   ", "?!,.", "offside " * 400])
def test_odd_input_is_not_a_situation(text):
    assert read_situation(text) is None  # type: ignore[arg-type]


def test_a_defenders_touch_asks_deliberate_or_deflection_and_the_keepers_asks_save():
    defender = read_situation("he was a yard offside, the defender touched it and he scored")
    assert defender is not None and defender.question is not None
    assert defender.question.text == "Did the defender play the ball deliberately, or did it deflect off him?"
    assert {value for _, value in defender.question.options} == {"deliberate-play", "deflection"}
    keeper = read_situation("he was a yard offside, the keeper got a touch and he scored")
    assert keeper is not None and keeper.question is not None
    assert "save" in {value for _, value in keeper.question.options}


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("he was a yard offside when the keeper parried it and he tapped in", None),  # not the moment
        (
            "he was level when the cross came in but by the time it hit the post he was past the last defender "
            "and he scored",
            "level",
        ),
        (
            "our keeper threw it; when he began the throw our 9 was level with the last defender but when it "
            "left his hand he was a yard past him, and he scored",
            "offside",
        ),
        ("their lot say he was offside, he says he was level, and he headed in from the cross", None),
    ],
)
def test_the_position_is_the_one_told_at_the_team_mates_play(text, position):
    reading = read_situation(text)
    assert reading is not None and reading.facts.position == position, reading


def test_the_subject_of_a_touch_decides_whose_it_is():
    ours = read_situation(
        "our striker was offside when our winger crossed, our centre back flicked it on, he scored"
    )
    assert ours is not None and ours.facts.received_from == "team-mate"
    theirs = read_situation(
        "their striker was offside when their winger crossed, our centre back tried to clear it but sliced it "
        "to him and he scored"
    )
    assert theirs is not None and theirs.facts.received_from == "deliberate-play"
    attacker = read_situation(
        "our 9, a yard beyond their last defender when we passed, controlled it and scored"
    )
    assert attacker is not None and attacker.facts.received_from == "team-mate"
    # a deliberate play by one of ours is a team-mate's pass (it had been read as an opponent's: "Yes, onside")
    own = read_situation(
        "our own player deliberately played it to the striker who was offside. is he onside now?"
    )
    assert own is not None and own.facts.received_from == "team-mate"
    assert own.ruling is not None and own.ruling.offence


def test_a_restart_needs_no_position():
    reading = read_situation("he scored straight from a throw-in")
    assert reading is not None and reading.ruling is not None and not reading.ruling.offence
    assert reading.question is None and reading.clause == "Law 11.3" and reading.facts.position is None


def test_unknown_position_asks_where_he_was():
    reading = decide(Facts(received_from="team-mate", involvement="plays-ball"))
    assert reading.question is not None and reading.question.fact == "position"
    assert reading.question.text == "Where was he when his team-mate played the ball?"
    assert [v for _, v in reading.question.options] == ["offside", "level", "behind-ball", "own-half"]
    assert reading.clause == "Law 11.1"


@pytest.mark.parametrize(
    ("facts", "offence", "clause"),
    [
        (Facts("offside", "throw-in", "plays-ball"), False, "Law 11.3"),
        (Facts("offside", "corner-kick", "plays-ball"), False, "Law 11.3"),
        (Facts("offside", "goal-kick", "plays-ball"), False, "Law 11.3"),
        (Facts(None, "goal-kick", None), False, "Law 11.3"),
        (Facts("level", "team-mate", "plays-ball"), False, "Law 11.1"),
        (Facts("behind-ball", "team-mate", "plays-ball"), False, "Law 11.1"),
        (Facts("own-half", "deflection", "plays-ball"), False, "Law 11.1"),
        (Facts("onside", None, None), False, "Law 11.1"),
        (Facts("offside", "deliberate-play", "plays-ball"), False, "Law 11.2"),
        (Facts("offside", "deliberate-handball", "plays-ball"), False, "Law 11.2"),
        (Facts(None, "deliberate-play", None), False, "Law 11.2"),
        (Facts("offside", "deflection", "plays-ball"), True, "Law 11.2"),
        (Facts("offside", "rebound", "plays-ball"), True, "Law 11.2"),
        (Facts("offside", "save", "plays-ball"), True, "Law 11.2"),
        (Facts("offside", "match-official", "plays-ball"), True, "Law 11.2"),
        (Facts("offside", "team-mate", "none"), False, "Law 11.2"),
        (Facts(None, "deflection", "none"), False, "Law 11.2"),
        (Facts("offside", "team-mate", "plays-ball"), True, "Law 11.2"),
        (Facts("offside", "free-kick", "plays-ball"), True, "Law 11.2"),
        (Facts("offside", "team-mate", "interferes-with-opponent"), True, "Law 11.2"),
    ],
)
def test_decision_rules(facts, offence, clause):
    reading = decide(facts)
    assert reading.question is None and reading.ruling is not None
    assert reading.ruling.offence is offence and reading.clause == clause


def test_every_combination_is_ruled_or_asks_one_deciding_question():
    for facts in ALL_FACTS:
        reading = decide(facts)
        assert (reading.ruling is None) != (reading.question is None), facts
        if reading.ruling is not None:
            assert reading.ruling == judge(case_for(reading.facts))
            continue
        question = reading.question
        assert question is not None and getattr(facts, question.fact) is None
        assert all(len(label) <= 40 and value in ALLOWED[question.fact] for label, value in question.options)
        outcomes = set()
        for _, value in question.options:  # it is asked only when the answer changes the outcome...
            answered = decide(Facts(**{**asdict(facts), question.fact: value}))
            while answered.question is not None:  # ...and the answers always end in a ruling
                first = answered.question.options[0][1]
                answered = decide(Facts(**{**asdict(answered.facts), answered.question.fact: first}))
            assert answered.ruling is not None
            outcomes.add(answered.ruling.offence)
        assert outcomes == {True, False}, facts


def test_unknown_values_count_as_missing():
    assert decide(Facts("nowhere", "magic", "dancing")).facts == Facts()


def test_case_for_puts_the_attacker_where_the_facts_say():
    for position in ALLOWED["position"]:
        for source in ("team-mate", "deflection", "save", "free-kick"):
            ruling = judge(case_for(Facts(position, source, "plays-ball")))
            assert ruling.offside_position == (position == "offside"), (position, source)


@pytest.mark.parametrize("facts", ALL_FACTS, ids=lambda f: encode(f) or "empty")
def test_encode_decode_round_trip(facts):
    text = encode(facts)
    assert len(text) <= 60 and re.fullmatch(r"[a-z=;-]*", text)
    assert decode(text) == facts


def test_encode_example_and_refusal():
    assert (
        encode(Facts("offside", "deflection", "plays-ball")) == "pos=offside;from=deflection;inv=plays-ball"
    )
    with pytest.raises(ValueError):
        encode(Facts(position="nowhere"))


@pytest.mark.parametrize(
    "text",
    [
        None,
        42,
        b"pos=offside",
        ["pos=offside"],
        "pos",
        "pos=",
        "=offside",
        "pos=offside;",
        ";",
        ";;",
        "pos=offside;pos=level",
        "pos=nonsense",
        "POS=offside",
        "pos=OFFSIDE",
        " pos=offside",
        "pos=offside ",
        "pos==offside",
        "pos=off side",
        "pos=offside;extra=1",
        "from=deliberate-play;from=save",
        "inv=plays-ball;pos=level;from=rebound;inv=none",
        "pos=offside\x00",
        "pos=offside&from=save",
        "pos=%6Fffside",
        "pos=ofsíde",
        "from=__class__",
        "pos=offside;" * 50,
        "x" * 100_000,
    ],
)
def test_decode_refuses_anything_else_without_raising(text):
    assert decode(text) is None


def test_decode_takes_fields_in_any_order_and_the_empty_text():
    assert decode("inv=none;pos=level") == Facts(position="level", involvement="none")
    assert decode("") == Facts()


def test_word_lists_load_and_no_pattern_matches_nothing():
    assert (
        FIELDS == tuple(ALLOWED) == tuple(f.name for f in dataclasses.fields(Facts))
    )  # one order for the facts
    words = word_lists()
    for regex in (*words.regexes.values(), words.ignore):
        assert regex.search(" ") is None and regex.search("  ") is None
    for question in words.questions.values():
        assert question.fact in ALLOWED
        assert all(len(label) <= 40 and value in ALLOWED[question.fact] for label, value in question.options)


def test_render_case_draws_a_png_once_per_name(tmp_path):
    facts = Facts("offside", "deflection", "plays-ball")
    path = render_case(case_for(facts), tmp_path, encode(facts))
    image = Image.open(path)
    assert image.format == "PNG" and 600 <= image.size[0] <= 1200 and 400 <= image.size[1] <= 1200
    assert path.parent == tmp_path and path.name.endswith(".png") and ";" not in path.name
    drawn = path.stat().st_mtime_ns
    assert render_case(case_for(Facts("level")), tmp_path, encode(facts)) == path  # cached by name
    assert path.stat().st_mtime_ns == drawn
    for facts in (
        Facts("own-half", "goal-kick"),
        Facts("behind-ball", "corner-kick"),
        Facts("onside", "throw-in"),
    ):
        other = render_case(case_for(facts), tmp_path, encode(facts))
        assert other != path and Image.open(other).format == "PNG"


def test_render_case_names_cannot_escape_the_folder(tmp_path):
    path = render_case(case_for(Facts()), tmp_path / "img", "../../etc/passwd")
    assert path.parent == tmp_path / "img" and path.is_file()
    assert render_case(case_for(Facts()), tmp_path / "img", "..//etc/passwd") != path  # no shared file


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("keeper saves and it falls to our striker who was offside, does the save reset it", True),
        ("goal kick lumped to our striker behind their back line, can that be offside?", True),
        ("he was offside but never touched it, why no flag", True),
        ("shot came off the bar and our lad who was a yard offside nodded in the rebound", False),
        ("their keeper parried it and our guy who was offside at the shot scored, should it stand?", False),
    ],
)
def test_a_question_about_the_law_is_told_from_a_play(text, asks):
    assert asks_about_the_law(text) is asks


def test_a_keeper_off_his_line_is_no_attackers_position():
    reading = read_situation("PK was saved but the goalie was like two steps off his line, why no do-over")
    assert reading is None or reading.facts.position is None


@pytest.mark.parametrize(
    "text",
    [
        "we lost last night, their forward was offside when our centre half scuffed a back-pass to him. "
        "genuine question though: can a defender's back-pass ever put an offside player onside?",
        "their striker was standing offside and never moved. is an offside player who does nothing an offence?",
        "he was offside when it was played and it came off their defender. can you be offside from a deflection?",
    ],
)
def test_a_story_that_asks_the_general_rule_in_its_last_sentence_is_no_situation(text):
    assert read_situation(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "our striker was beyond everyone but one defender on the line when the winger crossed, he scored. "
        "How is that offside with a defender on the line??",
        "When the cross came in a defender got a touch and our striker, who was offside when it was crossed, scored",
    ],
)
def test_a_play_that_names_an_opponent_generically_is_still_read(text):
    assert read_situation(text) is not None


# How a play is told, read from the sentence rather than from set phrases (each is a wording none of the word
# lists spells out whole).
@pytest.mark.parametrize(
    ("text", "expect", "field", "value"),
    [
        # a negated position is its opposite: not beyond the second-last opponent is onside
        (
            "he wasnt past the last defender when the ball was played and he scored",
            "no-offence",
            "position",
            "onside",
        ),
        (
            "he wasnt even offside when the cross came in, he headed it home",
            "no-offence",
            "position",
            "onside",
        ),
        (
            "our 9 was never onside when the through ball went in, and he finished it",
            "offside",
            "position",
            "offside",
        ),
        # a play told in the present, and "'s" for "is"
        (
            "striker's offside, winger crosses, keeper parries it and he taps in",
            "offside",
            "received_from",
            "save",
        ),
        # the clauses an opponent goes on to without naming himself again are his
        (
            "their keeper collected the cross and rolled it out to our striker by mistake, our striker had been "
            "offside when it was crossed, goal",
            "no-offence",
            "received_from",
            "deliberate-play",
        ),
        # an opponent after a preposition is no subject: "to him" is the attacker receiving it
        (
            "he was offside when his teammate passed it, but it deflected off their defender to him, goal",
            "offside",
            "involvement",
            "plays-ball",
        ),
        # his own touch is no moment to judge his position at; "it" as an object is no claim about the goal
        (
            "he was past the last defender when he received it, but level when it was played, then scored",
            "no-offence",
            "position",
            "level",
        ),
        (
            "he received it in his own half and ran the length of the pitch to score",
            "no-offence",
            "position",
            "own-half",
        ),
        # a team-mate's play told after "after" came first: the opponent's touch is the later one
        (
            "their centre half headed it down to him after our 9 flicked it on, he was offside when it was "
            "flicked, goal",
            "no-offence",
            "received_from",
            "deliberate-play",
        ),
    ],
)
def test_the_reading_follows_the_sentence(text, expect, field, value):
    assert _outcome(text) == expect
    reading = read_situation(text)
    assert reading is not None and getattr(reading.facts, field) == value, reading


def test_a_play_supposed_in_the_present_is_not_mended_to_a_story():
    # "passes" stays a supposition after "if": in the past ("passed it backwards") it would tell where he was
    reading = read_situation("can my striker still be offside if his team-mate passes it backwards to him?")
    assert reading is None or reading.facts.position is None
    told = read_situation("our winger passes it backwards to him and he scores")
    assert told is not None and told.facts.position == "behind-ball"


@pytest.mark.parametrize(
    "text",
    [
        "our 9 was a yard off and scored",
        "he was miles offside, took it round the keeper and scored. how is that allowed?",
        "our striker was beyond their last defender and slotted it home",
    ],
)
def test_an_ordinary_attack_told_without_the_pass_is_from_a_team_mate(text):
    reading = read_situation(text)
    assert reading is not None and reading.question is None, reading
    assert (
        reading.facts.received_from == "team-mate" and reading.ruling is not None and reading.ruling.offence
    )


@pytest.mark.parametrize(
    "text",
    [
        "he was offside, their defender handballs it on purpose and it drops to him, he scores",
        "he was offside when it was crossed, it came off their centre back and he scored",
        "he was offside, the shot hit the post and he scored",
        "he was offside, the keeper parried it and he scored",
        "striker in an offside position got chopped down in the box, he was going to score",
        "our striker was offside, their keeper threw the ball straight to him",
        "it came to him off someone, he was offside, scored",
        "our striker was offside and it fell to him after a scramble in the box",
        "possession with their back four, they knock it around, one ball goes astray to our forward standing offside",
        "he was offside when the ball was played to him by their defender",
    ],
)
def test_a_play_naming_another_route_for_the_ball_is_not_taken_as_a_pass(text):
    """A hostile probe's finds among them: a miss here is a false "Offside."."""
    reading = read_situation(text)
    assert reading is None or reading.facts.received_from != "team-mate", reading


def test_a_throw_told_as_the_ball_going_out_is_a_throw_in():
    reading = read_situation(
        "the ball went out for a throw, his mate threw it down the line and he was behind all the defenders, "
        "then he scored"
    )
    assert reading is not None and reading.facts.received_from == "throw-in"
    assert reading.ruling is not None and not reading.ruling.offence and reading.clause == "Law 11.3"


def test_quoted_words_are_someone_elses_claim():
    reading = read_situation(
        "their 10 shoots, our keeper palms it out and their striker taps in the rebound. when the shot was struck "
        "he was two yards past our back line. their fans are singing that the save 'played him on'. did it?"
    )
    assert (
        reading is not None and reading.facts.position == "offside" and reading.facts.received_from == "save"
    )
    assert reading.ruling is not None and reading.ruling.offence


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("in moment of the shot he stand more near to our goal than all our defenders. he score", "offside"),
        (
            "when our 9 shoot, the other forward was more far from their goal than the ball. he score",
            "behind-ball",
        ),
        ("he was off side when it was played and he scored", "offside"),
        ("their 11 was already inside our half when it was played, and he scored", None),
    ],
)
def test_second_language_and_speech_to_text_wordings(text, position):
    reading = read_situation(text)
    assert reading is not None and reading.facts.position == position, reading


def test_a_position_told_only_at_his_own_touch_asks_where_he_was_at_the_pass():
    reading = read_situation(
        "their winger was two yards clear of our last defender when he took the ball down and scored"
    )
    assert reading is not None and reading.question is not None and reading.question.fact == "position"


def test_a_touch_that_did_not_happen_and_our_own_clearance_are_no_opponents_play():
    couldnt = read_situation(
        "he was two yards beyond the second-last opponent, challenged the centre back for it and the centre back "
        "couldnt clear it, it ran through to our winger who scored"
    )
    assert couldnt is not None and couldnt.facts.received_from != "deliberate-play"
    ours = read_situation(
        "we cleared it, our midfielder picked it up and played a pass to our striker who was nearer the goal line "
        "than their last defender. striker scored"
    )
    assert ours is not None and ours.facts.received_from == "team-mate" and ours.ruling is not None


def test_what_the_fan_only_guesses_is_asked_for():
    last_touch = read_situation(
        "corner comes in, gets half cleared and drops to Marcus, who was standing a yard offside the whole time. "
        "no idea who touched it last - could've been our Dev, could've been their full back. Marcus smashes it in"
    )
    assert last_touch is not None and last_touch.ruling is None
    assert last_touch.question is not None and last_touch.question.fact == "received_from"
    throw = read_situation(
        "throw-in for us. ball go long, maybe our player Mo touch with head a little, maybe not. then our striker "
        "receive it, he was nearer the goal than all their defenders, and he score"
    )
    assert throw is not None and throw.ruling is None and throw.question is not None


def test_a_closing_question_in_doubt_still_asks_for_the_ruling():
    reading = read_situation(
        "he was a yard past their last defender when it was played and scored, not sure if that's off?"
    )
    assert reading is not None and reading.ruling is not None and reading.ruling.offence


def test_the_team_mates_play_named_by_its_moment_and_an_arm_alone_beyond():
    named = read_situation(
        "he was bang in line with their CB when Foden played it, lino flagged anyway. fair?"
    )
    assert named is not None and named.facts == Facts("level", "team-mate", None)
    assert named.ruling is not None and not named.ruling.offence
    arm = read_situation(
        "at the pass only his arm was past the defender, the cross came in and he headed it in"
    )
    assert (
        arm is not None
        and arm.facts.position == "onside"
        and arm.ruling is not None
        and not arm.ruling.offence
    )


def test_a_doubt_in_a_run_on_and_a_doubt_about_the_view_are_asked_for():
    run_on = read_situation(
        "we hit it long our striker was a yard past their centre back when it was played and the centre back "
        "kind of went for it and it came off him to our striker who scored I honestly couldnt tell if he meant "
        "to play it or it just hit him ref disallowed it"
    )
    assert run_on is not None and run_on.ruling is None and run_on.question is not None
    view = read_situation(
        "Long-range strike from Odegaard flies into the bottom corner. At the moment he strikes it, Havertz is in "
        "an offside position near the penalty spot, but from this angle we can't tell whether he's across the "
        "goalkeeper's line of sight or well off to one side."
    )
    assert view is not None and view.ruling is None
    assert view.question is not None and view.question.fact == "involvement"


def test_a_relative_who_after_a_comma_is_no_general_question():
    reading = read_situation("our 7, who is a yard off when the cross is hit, heads it in")
    assert reading is not None and reading.facts == Facts("offside", "team-mate", "plays-ball")


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "our winger dey level with their last defender when the ball was played, he score",
            Facts("level", "team-mate", "plays-ball"),
        ),
        (
            "their keeper get the ball, e wan pass give their defender but our striker wey dey offside when we "
            "play it forward collect am and score",
            Facts("offside", "deliberate-play", "plays-ball"),
        ),
        (
            "he was the same line with their centre back when the pass came and he scored",
            Facts("level", "team-mate", "plays-ball"),
        ),
    ],
)
def test_nigerian_pidgin_is_mended(text, facts):
    reading = read_situation(text)
    assert reading is not None and reading.facts == facts


def test_a_pidgin_e_dey_asks_rather_than_tells_where_he_was():
    reading = read_situation("our 9 score from the through ball. e dey offside abi?")
    assert reading is not None and reading.facts.position is None and reading.ruling is None


def test_an_arm_alone_beyond_whoever_it_belongs_to_is_onside():
    reading = read_situation(
        "only our winger's arm was beyond the last defender when it was played and he scored"
    )
    assert reading is not None and reading.facts.position == "onside"
    assert reading.ruling is not None and not reading.ruling.offence


def test_an_opponent_the_attacker_stopped_from_clearing_is_no_route():
    reading = read_situation(
        "our 9 was two yards offside, jumped with their centre back and stopped him heading it clear, and our 8 scored"
    )
    assert reading is not None and reading.facts == Facts("offside", "team-mate", "interferes-with-opponent")
    assert reading.ruling is not None and reading.ruling.offence


def test_another_attacker_placed_in_a_relative_clause_is_not_the_attacker():
    interferes = read_situation(
        "our 9 was a yard past their last man when it was played and went up with their keeper, our 7 who was "
        "onside ran in and scored"
    )
    assert interferes is not None and interferes.facts.position == "offside"
    assert interferes.facts.involvement == "interferes-with-opponent"
    assert interferes.ruling is not None and interferes.ruling.offence
    # What the other one did is his: whether the offside 9 took part is asked, never taken from the 7's goal.
    unknown = read_situation(
        "our 9 was a yard off when it was played, our 7 who was onside ran on and scored"
    )
    assert unknown is not None and unknown.ruling is None
    assert unknown.question is not None and unknown.question.fact == "involvement"
    # With no other player named, "who was onside" may be the attacker himself.
    alone = read_situation("our 9 who was onside scored")
    assert alone is not None and alone.facts.position == "onside"


def test_going_up_shoulder_to_shoulder_with_an_opponent_interferes():
    reading = read_situation(
        "he was offside when it was crossed and went up for it shoulder to shoulder with their centre back, our "
        "10 headed it in"
    )
    assert reading is not None and reading.facts.involvement == "interferes-with-opponent"


def test_yards_abbreviated_and_an_opponents_overhit_pass():
    yards = read_situation("he was 2 yds off when it was played and scored")
    assert yards is not None and yards.facts.position == "offside"
    overhit = read_situation("their mid overhit a pass, our striker was 3 yards off and scored")
    assert overhit is not None and overhit.facts.received_from == "deliberate-play"
    assert overhit.ruling is not None and not overhit.ruling.offence


def test_an_opponent_named_by_his_role_is_a_route_the_ball_may_have_taken():
    reading = read_situation("their mid lost it in the middle, our striker was a yard off and scored")
    assert reading is not None and reading.ruling is None
    assert reading.question is not None and reading.question.fact == "received_from"


def test_a_defender_leaving_the_field_with_no_permission_counts_on_his_line():
    reading = read_situation(
        "their full back walks off the pitch behind the goal, no permission, and our 9 was past everyone else "
        "when it was played and scored"
    )
    assert reading is not None and reading.facts.position == "onside"


def test_an_opponent_made_to_go_round_or_pull_out_because_of_him_is_interfered_with():
    # In the way of an opponent's run to the ball, and it cost him: interfering, though he never touched it.
    around = read_situation(
        "our winger was two yards offside when the through ball went in, never touched it, but their full back "
        "had to run around him and our 8 got there first and scored"
    )
    assert around is not None and around.facts == Facts("offside", "team-mate", "interferes-with-opponent")
    assert around.ruling is not None and around.ruling.offence
    # A clearance he pulled out of is no touch (nothing deliberate to reset), and pulling out was his doing.
    pulled = read_situation(
        "the 9 was a yard off when our winger crossed, swung at it and missed, their 5 had to pull out of his "
        "clearance because of him and our 11 tapped in"
    )
    assert pulled is not None and pulled.facts == Facts("offside", "team-mate", "interferes-with-opponent")
    # Pulling out for no reason told is not the attacker's doing: still asked or ruled on what he did.
    unexplained = read_situation(
        "he was a yard off when it was crossed, their 5 had to pull out of his clearance"
    )
    assert unexplained is None or unexplained.facts.involvement != "interferes-with-opponent"


def test_a_defender_named_by_name_then_called_the_last_one():
    reading = read_situation(
        "our 10 slipped it through and their striker was past Okafor, our last defender, and finished it"
    )
    assert reading is not None and reading.facts.position == "offside"
    assert reading.ruling is not None and reading.ruling.offence
    # A pronoun is no name: "past him, the last defender" is left to the patterns that name the defender.
    pronoun = read_situation("the pass came through, he ran past him, the last defender, and scored")
    assert pronoun is None or pronoun.facts.position is None


def _ruled_offside(text: str) -> None:
    """The play is read with the attacker in an offside position and ruled an offside offence."""
    reading = read_situation(text)
    assert reading is not None and reading.facts.position == "offside", reading
    assert reading.ruling is not None and reading.ruling.offence, reading


def test_an_attacker_walking_back_on_from_behind_the_goal_counts_on_the_goal_line():
    _ruled_offside(
        "our striker fell over the byline in the scramble. The winger crossed it again and the striker came "
        "back onto the pitch from behind the goal and headed it in"
    )
    # A defender coming back on is not the attacker placed on the goal line.
    defender = read_situation(
        "their centre back walked back onto the pitch from behind the goal, our winger crossed and he scored"
    )
    assert defender is None or defender.facts.position != "offside"


def test_a_lay_off_back_to_the_passer_is_the_attackers_own_play():
    _ruled_offside(
        "their winger was a yard past our last man when the 6 played it, he controlled it and laid it back to the 6 "
        "who shot into the corner"
    )
    # A pull-back to anyone else may be the pass he took: behind the ball, no offence.
    pulled = read_situation(
        "our 9 was offside when the 6 played it wide, the winger ran on and cut it back to our 9 who scored"
    )
    assert pulled is not None and pulled.facts.position == "behind-ball"


def test_a_ball_that_clipped_the_referee_does_not_reset():
    reading = read_situation("he was a yard off when our 8 hit it, it clipped the ref and he scored")
    assert reading is not None and reading.facts.received_from == "match-official"
    assert reading.ruling is not None and reading.ruling.offence


@pytest.mark.parametrize(
    "text",
    [
        "their 4 just passed it to our 11 basically, and he was past the last man, 1-0",
        "our fullback crossed, their centre half mis-headed it backwards to our striker in offside position, goal",
    ],
)
def test_an_opponents_pass_or_mis_header_is_his_deliberate_play(text):
    reading = read_situation(text)  # a hostile probe's: both had been ruled "Offside." on a team-mate's pass
    assert reading is not None and reading.facts.received_from == "deliberate-play"
    assert reading.ruling is not None and not reading.ruling.offence


def test_slang_for_a_finish_a_distance_off_and_an_air_kick():
    slang = read_situation("mate plays him in, hes off by a mile, bangs it in")
    assert slang is not None and slang.facts == Facts("offside", "team-mate", "plays-ball")
    air = read_situation(
        "defender went to clear, completely fresh-aired it, ball carries on to their striker who was offside "
        "from the original pass"
    )
    assert air is not None and air.facts.received_from != "deliberate-play" and air.ruling is not None
    assert air.ruling.offence
    keeper = read_situation(
        "only the keeper was between him and the goal when our mid passed it, and he scored"
    )
    assert keeper is not None and keeper.facts.position == "offside"


def test_off_by_a_toenail_is_an_offside_position():
    reading = read_situation("off by a toenail, scored")
    assert reading is not None and reading.facts.position == "offside"


def test_his_mate_who_was_onside_is_another_player():
    # his mate's goal is no play of his (2026-12-04: with only where he was told, no play is read; the rule answers)
    reading = read_situation("he was offside but didnt touch it, his mate who was onside scored")
    assert reading is None or reading.facts.involvement != "plays-ball"


def test_a_doubt_that_opens_the_sentence_leaves_the_attackers_own_clause_told():
    reading = read_situation(
        "no idea who touched it last, could have been their full back, our striker was offside and scored"
    )
    assert reading is not None and reading.facts.position == "offside" and reading.ruling is None
    assert reading.question is not None and "defender" in reading.question.text


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the scorer was a yard offside when we crossed it and he headed in", "scorer"),
        ("he was offside though when the winger crossed and he tapped in", "though"),
        (
            "our 9 dropped deeper than their centre back when it was played, he controlled it and scored",
            "deeper",
        ),
    ],
)
def test_real_words_near_a_pattern_word_are_not_mended_into_it(text, word):
    assert mend(word) == word
    reading = read_situation(text)
    assert reading is None or reading.facts.received_from != "corner-kick", reading


@pytest.mark.parametrize(
    "text",
    [
        "our striker was three yards in behind when the winger crossed, he tapped it in",
        "our striker stood a good yard in behind their back four when it was played and scored",
        "their winger was goal-side of our full back when the cross came in and he volleyed it home",
        "way off when the cross came in, headed it in",
        "our 9 was a yard further forward than their last defender when it was played, he scored",
    ],
)
def test_an_offside_position_in_more_words(text):
    assert _outcome(text) == "offside"


def test_further_from_goal_than_the_defender_is_onside_but_not_when_the_defender_is_the_subject():
    onside = read_situation(
        "our 9 was a yard behind their last defender, further from goal than him, when it was played, he scored"
    )
    assert onside is not None and onside.facts.position == "onside"
    theirs = read_situation(
        "their defender was further from goal than our 9 when it was played, and he scored"
    )
    assert theirs is not None and theirs.facts.position is None
    half = read_situation(
        "their centre back was in his own half when we played it, and our 9 ran on and scored"
    )
    assert half is not None and half.facts.position is None


def test_a_defending_fans_their_keeper_and_our_opponents_winger_are_the_attackers_side():
    keeper = read_situation(
        "a long kick from their keeper, their big lad flicks it on and their striker was a yard past our last "
        "defender at the moment of the flick, he scored"
    )
    assert keeper is not None and keeper.facts.received_from == "team-mate"
    assert (
        _outcome(
            "our opponents striker crossed, their winger was two yards past our last defender when it was crossed, "
            "he scored"
        )
        == "offside"
    )


def test_where_the_passer_played_it_from_is_not_where_the_attacker_was():
    reading = read_situation(
        "the ball was played from Dan on the halfway line, and at that moment our 9 was a yard beyond their "
        "full back, he scored"
    )
    assert reading is not None and reading.facts.position == "offside"


@pytest.mark.parametrize(
    "text",
    [
        "couldnt see from where I was whether he was level or a yard off when it was played, he scored",
        "when the pass went he was either level or perhaps half a yard past their last man, he scored",
        "the cross might have flicked off our 6 or might have missed everyone, hard to say, and it dropped to "
        "our 9 who was past every defender, he scored",
        "by the time our striker got to the ball he was miles clear. no idea where he was when it was played",
    ],
)
def test_a_position_or_route_only_guessed_is_asked_for(text):
    reading = read_situation(text)
    assert reading is not None and reading.ruling is None and reading.question is not None, reading


def test_the_other_sides_later_set_piece_and_praise_are_not_his_play():
    reading = read_situation(
        "our 9 was in an offside position when our captain shot and it went in, fair play to him. then they "
        "equalised from a free kick. offside?"
    )
    assert reading is not None and reading.facts == Facts("offside", "team-mate", None)


@pytest.mark.parametrize(
    "text",
    [
        "our 11 was a yard off when it was played, didnt touch it but barged their centre half out of the way "
        "and our 7 scored",
        # a step-over interferes by its impact on an opponent (Law 11.2); told without one, it is asked about
        "our 11 was a yard offside when we crossed and stepped over it, their centre half bought the dummy, and our "
        "7 scored",
    ],
)
def test_a_bodily_contest_or_a_step_over_interferes(text):
    reading = read_situation(text)
    assert reading is not None and reading.facts.involvement == "interferes-with-opponent"


def test_the_referee_giving_the_goal_hints_the_placed_attacker_scored():
    assert (
        _outcome(
            "he was a yard past their last defender when the pass was hit, ref waved play on and gave the goal"
        )
        == "offside"
    )
    unplaced = (
        "their full back took a long throw-in that went straight in off nobody and the referee gave the goal"
    )
    assert read_situation(unplaced) is None  # a hint about the attacker placed: nobody is here


def test_a_back_pass_to_his_own_keeper_told_in_any_form_is_deliberate():
    reading = read_situation(
        "the defender of the other team have the ball, he try to pass to his goalkeeper, too soft, and our "
        "striker take it and score. before, when our midfielder pass, our striker was in offside position"
    )
    assert reading is not None and reading.facts.received_from == "deliberate-play"


def test_defenders_behind_him_at_his_first_touch_asks_where_he_was_at_the_pass():
    reading = read_situation(
        "all their defenders were behind him by the time he took his first touch, and he slotted it home"
    )
    assert reading is not None and reading.question is not None and reading.question.fact == "position"
    got = read_situation("she was 3 yards clear when she got it. offside?")
    assert got is not None and got.facts.involvement == "plays-ball" and got.question is not None


def test_an_onside_team_mate_the_ball_ran_on_to_is_another_player_only_when_the_attacker_interfered():
    dummy = read_situation(
        "Low cross, Petrov was a yard offside when it was crossed. He dummied it, their keeper went the wrong "
        "way and it ran to Lopes, who was onside, and he scored. Offside?"
    )
    assert dummy is not None and dummy.facts.position == "offside" and dummy.ruling is not None
    assert dummy.ruling.offence
    scorer = read_situation(
        "Petrov was a yard offside when it was crossed, it ran to Lopes, who was onside. He scored. Offside?"
    )
    assert scorer is not None and scorer.facts.position == "onside"


def test_a_fan_who_missed_the_pass_is_asked_where_he_was():
    reading = read_situation(
        "our 9 took it down on the edge of the box and slotted it in. I missed the build-up, was at the bar. "
        "Goal stood, fair?"
    )
    assert reading is not None and reading.question is not None and reading.question.fact == "position"


def test_the_reason_given_with_a_claim_is_the_claim_and_a_distance_is_no_question():
    claimed = read_situation(
        "people on here saying its offside because he was past the keeper when it was crossed. he scored"
    )
    assert claimed is not None and claimed.facts.position is None
    assert (
        _outcome("she was a yard in front of their last defender when it was played and scored") == "offside"
    )
    either_side = read_situation(
        "when our 10 lobbed it she was a few yards in front of their two centre backs and she scored"
    )
    assert either_side is not None and either_side.facts.position is None  # either side of them


def test_more_wordings_of_a_distance_beyond_and_of_not_knowing_where_he_was():
    assert _outcome(
        "their striker was half a yard goal-side of our centre back when it was played, scored"
    ) == ("offside")
    assert (
        _outcome("he was a yard further up than their last defender when it was played and scored")
        == "offside"
    )
    unknown = read_situation("i didnt see where he was when the pass was played, he scored though. offside?")
    assert unknown is not None and unknown.question is not None and unknown.question.fact == "position"


def test_a_restart_half_cleared_is_no_longer_the_restart():
    reading = read_situation(
        "the free kick was only half cleared and dropped to our 9, who was offside when it was taken, he scored"
    )
    assert reading is not None and reading.ruling is None and reading.question is not None
    assert reading.question.fact == "received_from" and reading.facts.received_from is None
