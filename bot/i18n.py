"""The fans' language: every word the bot says passes through a gettext catalogue (Babel), English by default.

One translator per language, `translator("pt")`, used as gettext's `_`:

    _ = translator(lang)
    _("{team} score; the scorer is not confirmed yet.", team=name)      # the msgid is the English wording
    _.ngettext("{n} update", "{n} updates", n)                         # `n` is a field of both forms
    _.moment(kickoff, zone, day=True)                                  # a time in the reader's zone
    t(lang, "Level at {score}.", score=score)                          # the same, in one call

Wording that is declared before anyone asks (a command's help, a template in a data file) is marked with
`N_` (or lives in a data file `bot.catalogues` reads) and translated when shown: `_(command.help)`.

The English text is the message id, so English output is the code's own wording, byte for byte, and a
message missing from a catalogue reads in English rather than failing. The catalogues are the .po files in
`bot/locale/<lang>/LC_MESSAGES/matchday.po`, read at runtime (no compile step a fresh clone could skip);
`python -m bot.catalogues` refreshes them after wording changes, and tests/test_i18n_catalogues.py fails
when one misses a message.
"""

from __future__ import annotations

import io
import logging
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, tzinfo
from functools import cache
from importlib import resources
from typing import Any

from babel.dates import format_date, format_datetime
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import NullTranslations, Translations

from bot.core.markup import moment as english_moment
from bot.core.words import N_ as N_  # re-exported: the one marker, the core uses it too

log = logging.getLogger(__name__)

DOMAIN = "matchday"
ENGLISH = "en"
# The catalogues, each named in its own language (what /options shows a fan choosing one).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt": "Português",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
}
# A time's fallback (the console, plain text) as each language writes a short day and time.
_DAY_TIME = {"de": "d. MMM HH:mm"}
_DAY = {"de": "d. MMM"}  # and a day alone


def catalogue_code(locale: str) -> str | None:
    """The catalogue for a language or platform locale ("pt-BR", "es_ES", "en-US", "de", "FR"), or None when
    we have none for it."""
    code = locale.strip().replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else None


# What a fan may type for a language besides its code: its name in English (its own is in LANGUAGES).
_ENGLISH_NAMES = {"english": "en", "portuguese": "pt", "spanish": "es", "french": "fr", "german": "de"}


def _folded(text: str) -> str:
    """Lower case without accents: "Português" and "portugues" are one name."""
    return "".join(
        c for c in unicodedata.normalize("NFKD", text.strip().lower()) if not unicodedata.combining(c)
    )


def language_named(name: str) -> str | None:
    """The catalogue a language's name names, in its own language or in English ("português", "Deutsch",
    "francais", "German"), or None."""
    names = {_folded(own): code for code, own in LANGUAGES.items()} | _ENGLISH_NAMES
    return names.get(_folded(name))


def pick_language(*choices: str) -> str:
    """The first choice we have a catalogue for (a channel's own choice, then its server's locale, then the
    configured default), else English."""
    for choice in choices:
        if choice and (code := catalogue_code(choice)) is not None:
            return code
    return ENGLISH


def catalogue_path(lang: str) -> Any:
    """The .po file of `lang` inside the installed package (a Traversable)."""
    return resources.files("bot") / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def _translations(lang: str) -> NullTranslations:
    """The catalogue of `lang`, read from its .po once. Fuzzy and empty entries are left out (write_mo
    skips them), so they read in English until someone translates them."""
    if lang == ENGLISH:
        return NullTranslations()
    with catalogue_path(lang).open("rb") as po:
        catalog = read_po(po, locale=lang, domain=DOMAIN)
    mo = io.BytesIO()
    write_mo(mo, catalog)
    mo.seek(0)
    return Translations(mo, domain=DOMAIN)


@dataclass(frozen=True, slots=True)
class Translator:
    """gettext for one language, with fields filled (`str.format`) and times and numbers as it writes them."""

    lang: str

    def __call__(self, msgid: str, /, **fields: Any) -> str:
        return self._fill(_translations(self.lang).gettext(msgid), msgid, fields)

    def ngettext(self, singular: str, plural: str, n: int, /, **fields: Any) -> str:
        """The form for `n` (`n` is also a field). English picks by n == 1; other languages by their rule."""
        text = _translations(self.lang).ngettext(singular, plural, n)
        return self._fill(text, singular if n == 1 else plural, {"n": n, **fields})

    def _fill(self, text: str, msgid: str, fields: dict[str, Any]) -> str:
        if not fields:
            return text
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError):
            # A translation whose placeholders drifted (the catalogue test stops that reaching a release):
            # the English wording, rather than no message at all.
            log.warning("the %s translation of %r does not fit its fields; said in English", self.lang, msgid)
            return msgid.format(**fields)

    def number(self, value: float) -> str:
        """2.5 as the language writes it ("2,5" in German); a whole number without decimals."""
        if self.lang == ENGLISH:
            return f"{value:g}"  # what the English replies have always said
        return format_decimal(value, locale=self.lang)

    def day(self, day: date) -> str:
        """A day alone, as plain text in this language ("01 Nov"; German "1. Nov.")."""
        if self.lang == ENGLISH:
            return day.strftime("%d %b")  # as the English fallback of a moment writes its day
        return format_date(day, _DAY.get(self.lang, "d MMM"), locale=self.lang)

    def moment(
        self,
        when: datetime,
        zone: tzinfo,
        *,
        day: bool = False,
        relative: bool = False,
        day_only: bool = False,
    ) -> str:
        """`markup.moment` with its fallback (the console, plain text) in this language: "26. Okt. 20:00".
        Discord's and Slack's own date tokens are localized by the reader's client already."""
        token = english_moment(when, zone, day=day, relative=relative, day_only=day_only)
        if self.lang == ENGLISH or not (day or day_only):
            return token  # a time of day ("20:00") reads the same in all five
        head, _, _english = token.rpartition("|")
        pattern = _DAY.get(self.lang, "d MMM") if day_only else _DAY_TIME.get(self.lang, "d MMM HH:mm")
        return f"{head}|{format_datetime(when.astimezone(zone), pattern, locale=self.lang)}>"


@cache
def translator(lang: str) -> Translator:
    """The translator for a catalogue code or a platform locale; English for one we have no catalogue for."""
    return Translator(pick_language(lang))


def t(lang: str, msgid: str, /, **fields: Any) -> str:
    """`translator(lang)(msgid, **fields)` in one call."""
    return translator(lang)(msgid, **fields)


IN_ENGLISH = translator(ENGLISH)
