"""The platform-neutral answer: plain text that always works, plus an optional rich card.

A handler writes its answer once: as a card, or, for a one-line answer or an error, as text. A card's text
form is derived from it (`card_text`), the way errbot falls back from a card to markdown, so the console,
Slack's notification line and the embed can never say different things. Adapters render the card natively
(Discord embed, Slack Block Kit) and show `text` where there is no card or no room for one (the console).
Text, title, body, fields, footer and spoiler label are card markup (`bot.core.markup`): a small markdown
subset, where provider names enter only through `markup.literal` and times only through `markup.moment`.
A table's cells are literal text, shown in a code block.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from bot.core.markup import escape, scrub

CELL, TITLE = (
    40,
    100,
)  # the widest a cell and a table's title show: a 5,000-character name must not widen rows


def _cell(value: object, width: int = CELL) -> str:
    text = " ".join(scrub(str(value)).split())  # one line of visible characters, or the columns would break
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


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
        table = [tuple(_cell(c) for c in r) for r in (self.header, *self.rows)]
        widths = [max(len(r[i]) for r in table) for i in range(cols)]
        align = self.align.ljust(cols, "l")

        def line(cells: tuple[str, ...]) -> str:
            out = [c.rjust(widths[i]) if align[i] == "r" else c.ljust(widths[i]) for i, c in enumerate(cells)]
            return "  ".join(out).rstrip()

        title = _cell(self.title, TITLE)
        return "\n".join(([title] if title else []) + [line(r) for r in table])


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
    """`text` is given for a reply without a card and derived from the card otherwise. A reply may still give
    both when its text is deliberately not the card's (an alert's one-line headline, for notifications)."""

    text: str = ""
    card: Card | None = None
    ephemeral: bool = False
    is_error: bool = False
    # Spoiler mode: adapters hide `text` and the card behind the platform's spoiler markup, showing the label.
    spoiler: bool = False
    spoiler_label: str = ""
    # The core refused because of who asked (an admin-only command): adapters test this, never the wording,
    # which is in the channel's language. `lang` is that language, for what an adapter adds to the refusal.
    denied: bool = False
    lang: str = ""

    def __post_init__(self) -> None:
        if not self.text and self.card is not None:
            object.__setattr__(self, "text", card_text(self.card))  # frozen: set once, while being built

    def with_text(self, text: str) -> Reply:
        return replace(self, text=text)


def _field_text(field: Field) -> str:
    """ "name: value"; a value of several lines goes under its name, like a heading."""
    if not field.name:
        return field.value
    return f"{field.name}\n{field.value}" if "\n" in field.value else f"{field.name}: {field.value}"


def _hints(actions: tuple[Action, ...]) -> list[str]:
    """Buttons as lines to type: one as "label: command", several as a list."""
    if len(actions) == 1:
        return [f"{actions[0].label}: {actions[0].command}"]
    return [f"- {a.label}: {a.command}" for a in actions]


def card_text(card: Card) -> str:
    """The card as text (card markup): title, body, fields as "name: value", tables, the diagram's file,
    footer, and the actions as commands to type."""
    tables = "\n\n".join(escape(t.render()) for t in card.tables)  # cells are literal text, never markup
    # The diagram's path is written as it is: the Slack adapter finds that line by it, to leave it out.
    image = f"Diagram: {card.image}" if card.image is not None else ""
    parts = [
        card.title,
        card.body,
        *(_field_text(f) for f in card.fields),
        tables,
        image,
        card.footer,
        *_hints(card.actions),
    ]
    return "\n".join(p for p in parts if p)


def error_reply(message: str, *, denied: bool = False, lang: str = "") -> Reply:
    return Reply(text=message, ephemeral=True, is_error=True, denied=denied, lang=lang)
