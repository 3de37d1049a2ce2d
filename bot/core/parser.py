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
        " " if c in "\t\r\n" else c for c in text if c in "\t\r\n" or unicodedata.category(c) not in ("Cc", "Cf")
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
) -> Invocation:
    """Parse one line asked by `actor` (required: whether admin-only commands run depends on it). Raises
    `UserError` with a helpful sentence for anything it cannot route."""
    text = typed(text).strip()
    if len(text) > MAX_INPUT:
        raise UserError(
            f"That message is too long for me ({len(text)} characters); keep it under {MAX_INPUT}."
        )
    if not text.lstrip("/").strip():
        raise UserError("Type a command, for example /help.")
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
    if node is tree:
        guess = did_you_mean(words[0].lower(), sorted(tree.children))
        hint = f" Did you mean /{guess}?" if guess else ""
        raise UserError(
            f"I don't know the command /{readable(words[0])}.{hint} Type /help to see what I can do."
        )
    if node.handler is None:
        raise _no_subcommand(node, words[consumed] if consumed < len(words) else "")
    args = _bind(node, words[consumed:], _raw_rest(body, consumed))
    return Invocation(path=node.path, args=args, actor=actor, channel=channel, platform=platform)


def _no_subcommand(group: Command, word: str) -> UserError:
    """/var alone needs a subcommand; /var foo names one that does not exist: say so, and which exist."""
    name = "/" + " ".join(group.path)
    if not word:
        return UserError(f"{name} needs a subcommand.", usage=group.usage())
    subcommands = sorted(group.children)
    guess = did_you_mean(word.lower(), subcommands)
    if guess:
        return UserError(f"{echo(word)} is not a {name} subcommand; did you mean {name} {guess}?")
    valid = ", ".join(f"{name} {c}" for c in subcommands)
    return UserError(
        f"{echo(word)} is not a {name} subcommand; try {'' if len(subcommands) == 1 else 'one of '}{valid}."
    )


def _raw_rest(body: str, consumed: int) -> str:
    """The text after the command words, as typed (quotes and apostrophes kept) for free-text args."""
    rest = body.strip()
    for _ in range(consumed):
        parts = rest.split(None, 1)
        rest = parts[1] if len(parts) > 1 else ""
    return rest.strip()


def _bind(node: Command, words: list[str], raw_rest: str) -> dict[str, object]:
    args: dict[str, object] = {}
    remaining = list(words)
    for index, argument in enumerate(node.arguments):
        if argument.rest:
            value = raw_rest if index == 0 else " ".join(remaining)
            remaining = []
            if value:
                args[argument.name] = value.strip().strip('"').strip()
            elif argument.required:
                raise UserError(f"/{' '.join(node.path)} needs {argument.usage()}.", usage=node.usage())
            continue
        if not remaining:
            if argument.required:
                raise UserError(f"/{' '.join(node.path)} needs {argument.usage()}.", usage=node.usage())
            continue
        raw = remaining.pop(0)
        if argument.choices and raw.lower() not in argument.choices:
            raise UserError(
                f"{argument.name} must be one of {', '.join(argument.choices)}, not {echo(raw)}.",
                usage=node.usage(),
            )
        args[argument.name] = argument.convert(raw)
    if remaining:
        # Extra words go to the last optional free-form argument when there is one, else they are an error.
        last = node.arguments[-1] if node.arguments else None
        if last is not None and last.name in args and isinstance(args[last.name], str):
            args[last.name] = " ".join([str(args[last.name]), *remaining])
        else:
            raise UserError(
                f"/{' '.join(node.path)} takes no {echo(' '.join(remaining))}.", usage=node.usage()
            )
    return args
