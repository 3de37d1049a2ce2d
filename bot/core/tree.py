"""The command tree, declared once in the core.

Discord maps it to app-command groups and options; Slack and the console parse text against it.
Each feature module declares its commands with `register(tree)`, like a Bolt listener module.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.markup import echo
from bot.core.reply import Reply
from bot.core.words import PLAIN_ENGLISH, Words

Handler = Callable[[Any, Invocation], Awaitable[Reply]]
# A /help section's lines: as declared, or worded by the reader's translator when shown (`Words` -> lines).
Lines = str | Callable[[Any], str]


@dataclass(frozen=True, slots=True)
class Argument:
    """A typed argument. `rest=True` swallows the rest of the line (free text such as a question)."""

    name: str
    help: str
    required: bool = True
    rest: bool = False
    choices: tuple[str, ...] = ()
    kind: type = str

    def usage(self) -> str:
        return f"<{self.name}>" if self.required else f"[{self.name}]"

    def convert(self, raw: str, _: Words = PLAIN_ENGLISH) -> Any:
        if self.kind is int:
            try:
                return int(raw)
            except ValueError:
                raise UserError(
                    _("{name} should be a whole number, not {typed}.", name=self.name, typed=echo(raw))
                ) from None
        return raw


@dataclass(slots=True)
class Command:
    name: str
    help: str
    handler: Handler | None = None
    arguments: tuple[Argument, ...] = ()
    admin_only: bool = False
    admin_to_change: bool = False  # anyone may look; only admins may pass arguments (the handler checks)
    parent: Command | None = None
    children: dict[str, Command] = field(default_factory=dict)
    examples: tuple[str, ...] = ()
    # More for `/help <command>`: (heading, lines), e.g. ("Alert kinds", "goals: ...\nvar: ...").
    details: tuple[tuple[str, Lines], ...] = ()

    @property
    def path(self) -> tuple[str, ...]:
        return (*self.parent.path, self.name) if self.parent and self.parent.name else (self.name,)

    @property
    def is_group(self) -> bool:
        return bool(self.children)

    def usage(self) -> str:
        parts = ["/" + " ".join(self.path)]
        if self.is_group and self.handler is None:
            parts.append("<" + "|".join(sorted(self.children)) + ">")
        parts.extend(a.usage() for a in self.arguments)
        return " ".join(parts)

    def subcommand(self, name: str, help: str) -> Command:
        """Declare a nested command group (`/var explain`) and return it."""
        child = Command(name=name, help=help, parent=self)
        self.children[name] = child
        return child

    def command(
        self,
        name: str,
        help: str,
        *arguments: Argument,
        admin_only: bool = False,
        admin_to_change: bool = False,
        examples: tuple[str, ...] = (),
        details: tuple[tuple[str, Lines], ...] = (),
    ) -> Callable[[Handler], Handler]:
        """Decorator: declare a leaf command under this node with its typed arguments."""

        def decorate(handler: Handler) -> Handler:
            existing = self.children.get(name)
            node = existing or Command(name=name, help=help, parent=self)
            node.handler = handler
            node.help = help
            node.arguments = arguments
            node.admin_only = admin_only
            node.admin_to_change = admin_to_change
            node.examples = examples
            node.details = details
            self.children[name] = node
            return handler

        return decorate


class CommandTree(Command):
    """The root: its children are the top-level commands (`/var`, `/table`, ...)."""

    def __init__(self) -> None:
        super().__init__(name="", help="")

    def group(self, name: str, help: str) -> Command:
        return self.subcommand(name, help)

    def walk(self) -> Iterator[Command]:
        stack = list(self.children.values())
        while stack:
            node = stack.pop(0)
            yield node
            stack[:0] = list(node.children.values())

    def may_need_admin(self, text: str) -> bool:
        """Whether answering this command line could depend on the asker being an admin: an admin-only
        command on its path, or one admins alone may change, given arguments. Adapters that must ask the
        platform who is an admin ask only then."""
        words = text.strip().lstrip("/").split()
        node: Command = self
        for n, word in enumerate(words):
            child = node.children.get(word.lower())
            if child is None:
                break
            node = child
            if node.admin_only or (node.admin_to_change and len(words) > n + 1):
                return True
        return False

    def find(self, path: tuple[str, ...]) -> Command | None:
        node: Command = self
        for part in path:
            child = node.children.get(part)
            if child is None:
                return None
            node = child
        return node
