"""The card markdown subset, and its plain-text form for places that show no formatting."""

from __future__ import annotations

import re


def to_plain(text: str) -> str:
    """**bold** and _italic_ lose their marks; ~~struck~~ text keeps its tildes (the meaning is the strike)."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    return re.sub(r"(?<!\w)_(.+?)_(?!\w)", r"\1", text)
