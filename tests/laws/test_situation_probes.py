"""Untrue rulings a hostile probe found in the reading of told plays (bot/laws/situation.py), and their
neighbours: each must now be read truly, or asked, or left to a rule answer."""

from __future__ import annotations

import pytest

from bot.laws.situation import read_situation
from tests.laws.evaluate import ruled


@pytest.mark.parametrize(
    "text",
    [
        # The subject told once, his verbs in the present ("has time, controls..., then passes"): all his.
        "defender has time, controls the ball, then passes it badly to the offside striker. offside?",
        "the defender controls it, looks up and passes it straight to our striker who was a yard offside, goal",
        "their keeper has the ball, rolls it out badly to our 9 who was offside and he scores",
        "their centre back had all the time in the world, took a touch and then played a terrible pass straight"
        " to our 9 who was offside. he scored",
    ],
)
def test_an_opponents_controlled_pass_however_bad_is_a_deliberate_play(text):
    reading = read_situation(text)
    assert reading is not None and reading.facts.received_from == "deliberate-play"
    assert ruled(text) == "no-offence"  # Law 11.2: a deliberate play, accurate or not, resets offside


def test_then_passed_after_an_opponent_is_his_pass_not_a_team_mates():
    reading = read_situation(
        "our 9 was offside, their defender had the ball and then passed it to him and he scored"
    )
    assert reading is not None and reading.facts.received_from == "deliberate-play"


@pytest.mark.parametrize(
    "text",
    [
        "the keeper saving it doesn't play him onside, does it?",
        "the save didnt put him onside did it?",
        "keeper parried it, doesnt that make him onside?",
    ],
)
def test_whether_a_save_plays_him_onside_is_no_play_told(text):
    # "doesn't play him onside" is said of the save, not of the attacker taking no part: nothing is ruled on
    # facts never told (a rule question: a save does not reset offside).
    assert read_situation(text) is None


def test_not_playing_the_ball_still_tells_he_took_no_part():
    reading = read_situation("our 9 was offside but didnt play the ball, their keeper saved from our 10")
    assert reading is not None and reading.facts.involvement == "none"


@pytest.mark.parametrize(
    "text",
    [
        "is he onside if he's level with the keeper and one defender is further up?",
        "our 9 is level with their keeper, is that onside?",
    ],
)
def test_placed_only_against_the_keeper_asks_where_he_was(text):
    # The keeper may be the last opponent (then level with him is beyond the second-last) or not: asked, never
    # answered as a level player.
    reading = read_situation(text)
    assert reading is not None and reading.ruling is None
    assert reading.question is not None and reading.question.fact == "position"


@pytest.mark.parametrize(
    "text",
    [
        "is it offside when a player is level with the keeper",
        "can you be offside if you are level with the goalkeeper?",
    ],
)
def test_anyone_level_with_the_keeper_is_a_question_about_the_law(text):
    assert read_situation(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Last night: an early cross, it came off a defender and fell to the striker, who'd been a yard offside"
        " when the cross was hit. Goal given.",
        "our 9 was a yard off, the shot went off the defender and he tapped in",
    ],
)
def test_came_off_a_defender_does_not_say_how_and_is_asked(text):
    reading = read_situation(text)
    assert reading is not None and reading.question is not None
    assert reading.question.text.startswith("Did the defender play the ball deliberately")


def test_came_off_a_defenders_shin_is_a_deflection():
    reading = read_situation("our 9 was a yard off, the shot came off their centre back's shin and he scored")
    assert reading is not None and reading.facts.received_from == "deflection"


def test_a_ball_hoofed_forward_by_a_team_mate_is_his_play():
    assert ruled("our CB lumped it forward, our 9 was miles offside and scored") == "offside"


def test_a_defending_fans_keeper_rolling_it_out_is_no_team_mate():
    text = "their number 9 was offside at the pass, but our keeper gathered it then rolled it straight to him and he scored"
    assert ruled(text) == "no-offence"


def test_an_opponent_in_a_relative_clause_is_the_subject_of_his_pass():
    text = "Our 9 was offside at the pass but it was cut out by their defender who then passed it to our 9 by accident"
    reading = read_situation(text + ", he scored")
    assert reading is not None and reading.facts.received_from == "deliberate-play"
    assert ruled("he was offside but their defender played the ball back to him by mistake, he scored") == (
        "no-offence"
    )


def test_did_nothing_is_no_involvement_but_not_the_referees():
    assert ruled(
        "he was a metre past the second last defender when it was played, but did nothing, our winger scored"
    ) == ("no-offence")
    reading = read_situation("our 9 was offside, the ref did nothing, he scored")
    assert reading is not None and reading.facts.involvement == "plays-ball"


def test_further_from_goal_than_the_last_defender_after_a_comma_is_still_his_place():
    text = "their 7 was half a yard behind our last defender, further from goal than him, when it was played; he scored"
    assert ruled(text) == "no-offence"


def test_a_keeper_flapping_at_it_in_the_present_asks_the_keepers_question():
    reading = read_situation("winger puts it in, our 9 is two yards off, keeper flaps at it, 9 heads in")
    assert reading is not None and reading.question is not None
    assert reading.question.text.startswith("Did the goalkeeper save it")


def test_an_opponent_who_gets_a_touch_in_the_present_is_asked_about():
    reading = read_situation("our 9 is offside, their defender gets a touch and he scores")
    assert reading is not None and reading.question is not None
    assert reading.question.fact == "received_from"


def test_when_exactly_is_offside_judged_is_a_question_about_the_law():
    assert (
        read_situation(
            "when exactly is offside judged - when the pass is played or when the player gets the ball?"
        )
        is None
    )
