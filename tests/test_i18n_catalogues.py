"""The catalogues hold every message the bot can say, translated whole, and nothing it no longer says.

A wording change in the code, the alert templates or a command's help fails here until `python -m
bot.catalogues` has merged it and each language has its translation again.
"""

from __future__ import annotations

from functools import cache
from typing import get_args

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from bot.catalogues import Message, all_messages, placeholders, template_catalog
from bot.config import BotSettings
from bot.i18n import DOMAIN, ENGLISH, LANGUAGES, catalogue_path

TRANSLATED = [lang for lang in LANGUAGES if lang != ENGLISH]


@cache
def catalogue(lang: str) -> Catalog:
    with catalogue_path(lang).open("rb") as po:
        return read_po(po, locale=lang, domain=DOMAIN)


@cache
def said() -> dict[Message, list[tuple[str, int]]]:
    return all_messages()


def _show(message: Message) -> str:
    return message if isinstance(message, str) else " | ".join(message)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang: str) -> None:
    po = catalogue(lang)
    problems = []
    for message in said():
        msgid = message if isinstance(message, str) else message[0]
        entry = po.get(msgid)
        if entry is None or entry.fuzzy:
            problems.append(f"{'fuzzy' if entry else 'missing'}: {_show(message)}")
            continue
        english = [message] if isinstance(message, str) else list(message)
        forms = [entry.string] if isinstance(entry.string, str) else list(entry.string)
        if isinstance(message, tuple) != isinstance(entry.id, tuple) or not all(forms):
            problems.append(f"untranslated (or not a plural where the code asks one): {_show(message)}")
            continue
        wanted = set().union(*(placeholders(text) for text in english))
        if isinstance(message, str):
            if placeholders(forms[0]) != wanted:
                problems.append(f"placeholders {placeholders(forms[0])} != {wanted}: {msgid}")
        elif set().union(*(placeholders(f) for f in forms)) != wanted or placeholders(forms[-1]) != wanted:
            # a singular form may say "one day" without {n}; the plural form (and all of them together) may not
            problems.append(f"plural placeholders differ: {_show(message)}")
        for form in forms:  # a stray brace would fail only when the message is said
            try:
                form.format(**dict.fromkeys(wanted, "x"))
            except (KeyError, IndexError, ValueError) as exc:
                problems.append(f"does not format ({exc!r}): {form}")
    assert not problems, f"{lang} catalogue:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_catalogue_keeps_a_message_the_bot_no_longer_says(lang: str) -> None:
    wanted = set(said())
    stale = [message.id for message in catalogue(lang) if message.id and message.id not in wanted]
    assert not stale, f"{lang} has messages nothing says any more (run python -m bot.catalogues): {stale}"
    assert [m.id for m in catalogue(lang).obsolete.values()] == []


def test_the_template_lists_what_the_code_says() -> None:
    from importlib import resources

    with (resources.files("bot") / "locale" / f"{DOMAIN}.pot").open("rb") as pot:
        shipped = {m.id for m in read_po(pot) if m.id}
    assert shipped == {m.id for m in template_catalog() if m.id}, "run python -m bot.catalogues"


def test_the_data_and_the_help_are_in_the_catalogues() -> None:
    """The extractor finds wording outside the code too: the alert templates and every command's help, also
    of feature modules that do not mark their help."""
    messages = said()
    assert "GOAL" in messages and "{player_with_detail} for {team}. {state}" in messages
    assert "{home} {score} {away}" not in messages  # layout only: nothing to translate
    assert "What this channel follows." in messages  # /following, declared unmarked in follow.py
    assert ("{n} update", "{n} updates") in messages


def test_the_configured_default_offers_exactly_the_catalogues() -> None:
    annotation = BotSettings.model_fields["language"].annotation
    assert get_args(annotation) == tuple(LANGUAGES)
    for lang in TRANSLATED:
        assert catalogue_path(lang).is_file()
