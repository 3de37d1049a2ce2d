"""The text parser and the command tree: what a fan types, and what comes back when it is wrong."""

from __future__ import annotations

import pytest

from bot.commands import build_tree
from bot.core.errors import UserError
from bot.core.invocation import LOCAL_ADMIN
from bot.core.parser import parse as parse_as


def parse(text, tree):
    return parse_as(text, tree, actor=LOCAL_ADMIN)


@pytest.fixture(scope="module")
def tree():
    return build_tree()


def test_nested_command_with_free_text(tree):
    inv = parse("/var explain why was kane's goal disallowed", tree)
    assert inv.path == ("var", "explain")
    assert inv.args == {"topic": "why was kane's goal disallowed"}


def test_quoted_argument(tree):
    inv = parse('/table "Group D"', tree)
    assert inv.path == ("table",)
    assert inv.args == {"competition": "Group D"}


def test_two_optional_arguments(tree):
    assert parse("/table ucl D", tree).args == {"competition": "ucl", "group": "D"}


def test_slash_is_optional_and_case_is_ignored(tree):
    assert parse("VAR Explain offside", tree).path == ("var", "explain")


def test_unknown_command_suggests_the_closest(tree):
    with pytest.raises(UserError, match=r"Did you mean /table\?"):
        parse("/tabel", tree)


def test_unknown_subcommand_suggests_the_closest(tree):
    with pytest.raises(UserError, match=r"'explian' is not a /var subcommand; did you mean /var explain\?"):
        parse("/var explian offside", tree)


def test_group_without_subcommand_shows_usage(tree):
    with pytest.raises(UserError) as err:
        parse("/var", tree)
    assert "Usage: /var <explain>" in str(err.value)


def test_missing_argument_shows_usage(tree):
    with pytest.raises(UserError) as err:
        parse("/follow", tree)
    assert "Usage: /follow <target>" in str(err.value)


def test_long_input_is_refused_politely(tree):
    with pytest.raises(UserError, match="too long"):
        parse("/var explain " + "offside " * 80, tree)


def test_empty_input(tree):
    with pytest.raises(UserError, match="/help"):
        parse("   /  ", tree)


def test_extra_words_are_refused(tree):
    with pytest.raises(UserError, match="takes no"):
        parse("/live now please", tree)


@pytest.mark.parametrize(
    ("text", "path", "args"),
    [
        ("/var explain off\x00side", ("var", "explain"), {"topic": "offside"}),  # a NUL inside a word
        ("/var explain off\u200bside", ("var", "explain"), {"topic": "offside"}),  # a pasted zero-width space
        ("\x1b[A\x1b[A/table", ("table",), {}),  # Up-arrow pressed at a prompt that does not edit lines
        ("/var\texplain\x07 handball", ("var", "explain"), {"topic": "handball"}),
    ],
)
def test_what_a_person_cannot_see_is_not_part_of_the_command(tree, text, path, args):
    inv = parse(text, tree)
    assert inv.path == path
    assert {k: v for k, v in inv.args.items() if v not in (None, "", False)} == args


@pytest.mark.parametrize("text", ["\x1b[A", "/\x1b[A", "/\x00", "\u200b"])
def test_only_invisible_keys_is_an_empty_command(tree, text):
    with pytest.raises(UserError, match=r"^Type a command, for example /help\.$"):
        parse(text, tree)


@pytest.mark.parametrize(
    "text",
    [
        "was that offside?",
        "why was kane's goal disallowed",
        "can the keeper pick up a back pass",
        "Handball?",
        # ... or opening with a command's name (review 28: "var gave ..." had "'gave' is not a /var subcommand")
        "var gave a penalty for handball, was that right?",
        "live ball hit the referee and went in, goal?",
        "lived through that one, was it a pen?",
    ],
)
def test_a_question_typed_without_a_command_is_explained(tree, text):
    # In the console and `matchday ask` a fan types the question itself; chat platforms always send a command.
    inv = parse(text, tree)
    assert inv.path == ("var", "explain")
    assert inv.args == {"topic": text}


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("tabel Group D", "Did you mean /table?"),
        ("folow spurs please", "Did you mean /follow?"),
        ("/was that offside?", "I don't know the command /was."),
    ],
)
def test_a_mistyped_command_or_a_slash_is_still_read_as_a_command(tree, text, told):
    with pytest.raises(UserError) as error:
        parse(text, tree)
    assert told in str(error.value)


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("var explain is it offside from a throw in?", ("var", "explain")),
        ("next spurs", ("next",)),
        # review 30: a command with a question typed after it is still that command
        ("next spurs game when is it?", ("next",)),
        ("help how do I follow a team?", ("help",)),
        ("table", ("table",)),
    ],
)
def test_a_command_typed_without_a_slash_is_still_that_command(tree, text, path):
    assert parse(text, tree).path == path


def test_a_command_with_a_question_mark_and_no_question_word_is_that_command(tree):
    # review 29: "options language de for this server please?" had the answer about swearing at the referee
    assert parse("options language de for this server please?", tree).path == ("options",)
