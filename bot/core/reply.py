"""The platform-neutral answer: plain text that always works, plus an optional rich card.

Adapters render the card natively (Discord embed, Slack Block Kit, terminal box) and fall back to `text`.
The card body uses a small markdown subset: **bold**, _italic_, ~~strike~~, `code`, and lines starting "- ".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    value: str
    inline: bool = True


@dataclass(frozen=True, slots=True)
class Table:
    """Rows of cells under a header; `align` holds "l" or "r" per column."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    align: str = ""
    title: str = ""

    def render(self) -> str:
        """Monospace text with aligned columns, the form every platform can show in a code block."""
        cols = len(self.header)
        widths = [max(len(str(r[i])) for r in (self.header, *self.rows)) for i in range(cols)]
        align = self.align.ljust(cols, "l")

        def line(cells: tuple[str, ...]) -> str:
            out = [
                str(c).rjust(widths[i]) if align[i] == "r" else str(c).ljust(widths[i])
                for i, c in enumerate(cells)
            ]
            return "  ".join(out).rstrip()

        lines = [line(self.header), *(line(r) for r in self.rows)]
        return "\n".join(([self.title] if self.title else []) + lines)


@dataclass(frozen=True, slots=True)
class Action:
    """A follow-up the user can take: a button on Discord/Slack, a hint line on the console."""

    label: str
    command: str


@dataclass(frozen=True, slots=True)
class Card:
    title: str
    body: str = ""
    fields: tuple[Field, ...] = ()
    tables: tuple[Table, ...] = ()
    footer: str = ""
    image: Path | None = None
    colour: int | None = None
    actions: tuple[Action, ...] = ()
    url: str = ""


@dataclass(frozen=True, slots=True)
class Reply:
    text: str
    card: Card | None = None
    ephemeral: bool = False
    is_error: bool = False
    # Spoiler mode: adapters hide `text` and the card behind the platform's spoiler markup, showing the label.
    spoiler: bool = False
    spoiler_label: str = ""

    def with_text(self, text: str) -> Reply:
        return replace(self, text=text)


def error_reply(message: str) -> Reply:
    return Reply(text=message, ephemeral=True, is_error=True)
