"""What an adapter hands the core: who asked, where, and which command with which arguments."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Actor:
    """The person behind a command. The adapter decides `is_admin` from platform permissions."""

    id: str
    name: str = ""
    is_admin: bool = False


@dataclass(frozen=True, slots=True)
class Invocation:
    """One command to answer: `path=("var", "explain")`, `args={"topic": "offside"}`."""

    path: tuple[str, ...]
    args: dict[str, Any] = field(default_factory=dict)
    actor: Actor = Actor(id="console", name="you", is_admin=True)
    channel: str = "console"
    platform: str = "console"
