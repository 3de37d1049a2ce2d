"""The core's own sentences in the reader's language, without the core knowing any catalogue.

The composition root hands the dispatcher a `Translate` hook (bot.app: the channel's catalogue, `bot.i18n`);
the core words every sentence through the `Words` it gets back, English being the message id. Wording the
core declares ahead of saying it is marked `N_`, so `bot.catalogues` finds it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from bot.core.invocation import Invocation


def N_(msgid: str) -> str:
    """Mark wording for the catalogues where it is declared; it is translated where it is said."""
    return msgid


class Words(Protocol):
    """gettext for one language (`bot.i18n.Translator` is one): the English wording in, the reader's out."""

    @property
    def lang(self) -> str: ...

    def __call__(self, msgid: str, /, **fields: Any) -> str: ...


class _English:
    """The wording as written: what the core says when nobody passed it a catalogue."""

    lang = "en"

    def __call__(self, msgid: str, /, **fields: Any) -> str:
        return msgid.format(**fields) if fields else msgid


PLAIN_ENGLISH: Words = _English()

# The words for whoever asked `invocation` (its channel's language).
Translate = Callable[[Invocation], Awaitable[Words]]


async def in_english(invocation: Invocation) -> Words:
    return PLAIN_ENGLISH
