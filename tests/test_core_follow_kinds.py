"""/follow's alert kinds: typed with spaces or commas, an unknown one is named back, never swapped for all
kinds; /help follow says what each kind brings, and /help lists itself."""

from __future__ import annotations

import pytest

from bot.commands import build_tree
from bot.commands.context import Context
from bot.commands.follow import alert_kinds, split_target
from bot.core.dispatch import Dispatcher
from bot.core.errors import UserError
from bot.core.invocation import LOCAL_ADMIN
from bot.store.subscriptions import ALL_KINDS, OPTIONAL_KINDS

KINDS = "goals, var, red-cards, kick-off, half-time, full-time, yellow-cards, line-ups, scoreboard"


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("marseille", ("marseille", ())),
        ("marseille goals var", ("marseille", ("goals", "var"))),
        ("marseille goals,var", ("marseille", ("goals", "var"))),
        ("marseille goals, var", ("marseille", ("goals", "var"))),
        ("champions league Goals reds ht", ("champions league", ("goals", "red-cards", "half-time"))),
        ("red star belgrade goals", ("red star belgrade", ("goals",))),  # a kind's word opening a name
        ("spurs goals goal", ("spurs", ("goals",))),
    ],
)
def test_kinds_after_the_name(typed, expected):
    assert split_target(typed) == expected


def test_an_unknown_kind_is_named_with_the_valid_ones():
    for typed in ("marseille goals banana", "marseille goals,banana"):
        with pytest.raises(UserError) as err:
            split_target(typed)
        assert str(err.value) == f"'banana' is not an alert kind; choose from {KINDS} (see /help follow)."


@pytest.mark.parametrize(
    ("typed", "stray", "guess"),
    [
        ("spurs bogus-kind", "bogus-kind", ""),  # once taken for Spurs by fuzzy matching, with every kind
        ("spurs please", "please", ""),  # once taken for the Premier League
        ("tottenham hotspur goalz", "goalz", " (did you mean goals?)"),
        ("spurs goals,redcard", "redcard", " (did you mean red-cards?)"),
    ],
)
def test_a_word_after_a_known_name_must_be_a_kind(typed, stray, guess):
    with pytest.raises(UserError) as err:
        split_target(typed)
    assert str(err.value) == f"'{stray}' is not an alert kind{guess}; choose from {KINDS} (see /help follow)."


@pytest.mark.parametrize("typed", ["tottenham hotspur fc", "the spurs", "inter miami", "spurs"])
def test_a_name_with_club_words_or_an_unknown_name_is_left_whole(typed):
    assert split_target(typed) == (typed, ())


def test_separators_alone_name_no_kind_and_follow_nothing():
    with pytest.raises(UserError, match=r"^Name the alert kinds after spurs: goals, var, "):
        split_target("spurs ,,,")


def test_none_points_to_unfollow():
    with pytest.raises(UserError, match=r"^'none' would follow nothing: .* type /unfollow marseille\.$"):
        split_target("marseille none")


def test_the_kinds_file_matches_what_the_store_sends():
    assert tuple(alert_kinds()) == ALL_KINDS + OPTIONAL_KINDS


@pytest.fixture(scope="module")
def dispatcher() -> Dispatcher:
    tree = build_tree()
    return Dispatcher(tree, Context(store=None, tree=tree, provider="api-football"))


async def test_follow_with_an_unknown_kind_follows_nothing(dispatcher):
    reply = await dispatcher.answer_text("/follow marseille goals banana", actor=LOCAL_ADMIN)
    assert reply.is_error and reply.text.startswith("'banana' is not an alert kind")


async def test_help_follow_lists_each_kind_on_a_line(dispatcher):
    reply = await dispatcher.answer_text("/help follow", actor=LOCAL_ADMIN)
    lines = reply.text.splitlines()
    for kind in alert_kinds():
        assert sum(line.startswith(f"{kind}: ") for line in lines) == 1, reply.text
    assert "yellow-cards: every yellow card (only when named)" in lines
    assert "/follow spurs goals,red-cards" in lines  # the examples


async def test_help_lists_help_itself(dispatcher):
    reply = await dispatcher.answer_text("/help", actor=LOCAL_ADMIN)
    assert any(line.startswith("/help [command]: ") for line in reply.text.splitlines()), reply.text
