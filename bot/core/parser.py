"""Turn chat text such as `/var explain offside` or `/table "Group D"` into an `Invocation`."""

from __future__ import annotations

import re
import shlex
import unicodedata

from rapidfuzz import process

from bot.core.errors import UserError
from bot.core.invocation import Actor, Invocation
from bot.core.markup import echo, readable
from bot.core.tree import Command, CommandTree
from bot.core.words import PLAIN_ENGLISH, Words

MAX_INPUT = 500


def did_you_mean(word: str, options: list[str]) -> str | None:
    """The closest command name to a mistyped one, or None when nothing is close."""
    if not options:
        return None
    best = process.extractOne(word, options, score_cutoff=60)
    return best[0] if best else None


# Keys a terminal sends as escape sequences (the arrows, Home, F1...), typed into a prompt that does not
# edit lines: never part of a command.
_TERMINAL_KEYS = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|O.|[@-Z\\-_])")


def typed(text: str) -> str:
    """What a person typed, without what they could not see: terminal key sequences, control characters
    (a NUL, a bell) and invisible format characters (a zero-width space pasted inside "off\u200bside") are
    dropped; tabs and line breaks are spaces."""
    text = _TERMINAL_KEYS.sub("", text)
    return "".join(
        " " if c in "\t\r\n" else c
        for c in text
        if c in "\t\r\n" or unicodedata.category(c) not in ("Cc", "Cf")
    )


def _split(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:
        # An unbalanced quote ("kane's goal") is normal in chat: fall back to plain words.
        return text.split()


def parse(
    text: str,
    tree: CommandTree,
    *,
    actor: Actor,
    channel: str = "console",
    platform: str = "console",
    _: Words = PLAIN_ENGLISH,
) -> Invocation:
    """Parse one line asked by `actor` (required: whether admin-only commands run depends on it). Raises
    `UserError` with a helpful sentence, worded by `_`, for anything it cannot route."""
    text = typed(text).strip()
    if len(text) > MAX_INPUT:
        raise UserError(
            _(
                "That message is too long for me ({length} characters); keep it under {most}.",
                length=len(text),
                most=MAX_INPUT,
            )
        )
    if not text.lstrip("/").strip():
        raise UserError(_("Type a command, for example /help."))
    body = text[1:] if text.startswith("/") else text
    words = _split(body)
    node: Command = tree
    consumed = 0
    for word in words:
        child = node.children.get(word.lower())
        if child is None:
            break
        node = child
        consumed += 1
    explain = _explain(tree) if not text.startswith("/") else None
    asked = (
        Invocation(
            path=explain.path,
            args=_bind(explain, words, body.strip(), _),
            actor=actor,
            channel=channel,
            platform=platform,
        )
        if explain is not None
        else None
    )
    if asked is not None and _typed_as_a_question(text, words, tree, consumed):
        return asked
    try:
        return _as_a_command(node, words, consumed, body, tree, actor, channel, platform, _)
    except UserError:
        # "help me with offside", "var gave a penalty for handball, was that right": a question that opens with a
        # command's name, typed with no slash, which reads as no command
        if asked is not None and consumed == 1 and _reads_as_a_question(text, words):
            return asked
        raise


def _as_a_command(
    node: Command,
    words: list[str],
    consumed: int,
    body: str,
    tree: CommandTree,
    actor: Actor,
    channel: str,
    platform: str,
    _: Words,
) -> Invocation:
    """The command the first `consumed` words name, with the rest bound to its arguments; a UserError when the line
    names no command or its arguments do not fit."""
    if node is tree:
        guess = did_you_mean(words[0].lower(), sorted(tree.children))
        command = readable(words[0])
        if guess:
            raise UserError(
                _(
                    "I don't know the command /{command}. Did you mean /{guess}? Type /help to see what I can do.",
                    command=command,
                    guess=guess,
                )
            )
        raise UserError(
            _("I don't know the command /{command}. Type /help to see what I can do.", command=command)
        )
    if node.handler is None:
        raise _no_subcommand(node, words[consumed] if consumed < len(words) else "", _)
    args = _bind(node, words[consumed:], _raw_rest(body, consumed), _)
    return Invocation(path=node.path, args=args, actor=actor, channel=channel, platform=platform)


# How close a first word must be to a command's name to be read as that command mistyped ("tabel", "folow"),
# not as the first word of a question ("was" is not "var").
_MISTYPED_COMMAND = 80
# A line this long ending in "?" is a question, however like a command its first word is ("lived through that one, was
# it a pen?" is no /live)
_QUESTION_WORDS = 5
_QUESTION_WORD = re.compile(
    r"\b(?:is|was|are|were|can|could|does|do|did|should|would|will|why|how|what|who|when|where|which|has|have)\b",
    re.IGNORECASE,
)


def _explain(tree: CommandTree) -> Command | None:
    """The /var explain command, when the tree has it."""
    group = tree.children.get("var")
    explain = group.children.get("explain") if group is not None else None
    return explain if explain is not None and explain.handler is not None else None


def _typed_as_a_question(text: str, words: list[str], tree: CommandTree, consumed: int) -> bool:
    """Whether a line typed with no slash that names no command is a question for /var explain: "was that offside?",
    "lived through that one, was it a pen?"; not a command mistyped ("tabel", "folow spurs") nor one set off by a comma
    ("help, what can you do?"). Chat platforms always send a command, so only the console and `matchday ask` reach
    here; a line that opens with a command's name is that command, unless it fails as one (`_reads_as_a_question`)."""
    if consumed:
        return False
    first = words[0].lower().strip(",.:;!?")
    if first in tree.children:
        return False
    long_question = text.endswith("?") and len(words) >= _QUESTION_WORDS
    if not long_question and process.extractOne(first, sorted(tree.children), score_cutoff=_MISTYPED_COMMAND):
        return False
    return text.endswith("?") or len(words) >= 3


def _reads_as_a_question(text: str, words: list[str]) -> bool:
    """Whether a line that failed as the command its first word names reads as a question ("var gave a penalty for
    handball, was that right?", "live ball hit the referee and went in, goal?"), not a command typed wrong ("fixtures
    tottenham next 14 days", whose usage the fan needs)."""
    return len(words) >= 4 and (text.endswith("?") or _QUESTION_WORD.search(" ".join(words[1:])) is not None)


def _no_subcommand(group: Command, word: str, _: Words = PLAIN_ENGLISH) -> UserError:
    """/var alone needs a subcommand; /var foo names one that does not exist: say so, and which exist."""
    name = "/" + " ".join(group.path)
    if not word:
        return UserError(_("{command} needs a subcommand.", command=name), usage=group.usage())
    subcommands = sorted(group.children)
    guess = did_you_mean(word.lower(), subcommands)
    if guess:
        return UserError(
            _(
                "{typed} is not a {command} subcommand; did you mean {command} {guess}?",
                typed=echo(word),
                command=name,
                guess=guess,
            )
        )
    valid = ", ".join(f"{name} {c}" for c in subcommands)
    if len(subcommands) == 1:
        return UserError(
            _(
                "{typed} is not a {command} subcommand; try {valid}.",
                typed=echo(word),
                command=name,
                valid=valid,
            )
        )
    return UserError(
        _(
            "{typed} is not a {command} subcommand; try one of {valid}.",
            typed=echo(word),
            command=name,
            valid=valid,
        )
    )


def _raw_rest(body: str, consumed: int) -> str:
    """The text after the command words, as typed (quotes and apostrophes kept) for free-text args."""
    rest = body.strip()
    for _ in range(consumed):
        parts = rest.split(None, 1)
        rest = parts[1] if len(parts) > 1 else ""
    return rest.strip()


def _bind(node: Command, words: list[str], raw_rest: str, _: Words = PLAIN_ENGLISH) -> dict[str, object]:
    command = "/" + " ".join(node.path)
    args: dict[str, object] = {}
    remaining = list(words)
    for index, argument in enumerate(node.arguments):
        if argument.rest:
            value = raw_rest if index == 0 else " ".join(remaining)
            remaining = []
            if value:
                args[argument.name] = value.strip().strip('"').strip()
            elif argument.required:
                raise _needs(command, argument.usage(), node.usage(), _)
            continue
        if not remaining:
            if argument.required:
                raise _needs(command, argument.usage(), node.usage(), _)
            continue
        raw = remaining.pop(0)
        if argument.choices and raw.lower() not in argument.choices:
            raise UserError(
                _(
                    "{name} must be one of {choices}, not {typed}.",
                    name=argument.name,
                    choices=", ".join(argument.choices),
                    typed=echo(raw),
                ),
                usage=node.usage(),
            )
        # a choice as declared, however it was typed ("LANGUAGE" is "language")
        args[argument.name] = argument.convert(raw.lower() if argument.choices else raw, _)
    if remaining:
        # Extra words go to the last optional free-form argument when there is one, else they are an error.
        last = node.arguments[-1] if node.arguments else None
        if last is not None and last.name in args and isinstance(args[last.name], str):
            args[last.name] = " ".join([str(args[last.name]), *remaining])
        else:
            raise UserError(
                _("{command} takes no {typed}.", command=command, typed=echo(" ".join(remaining))),
                usage=node.usage(),
            )
    return args


def _needs(command: str, argument: str, usage: str, _: Words) -> UserError:
    return UserError(_("{command} needs {argument}.", command=command, argument=argument), usage=usage)
