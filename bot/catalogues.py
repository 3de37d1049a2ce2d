"""Every message the bot can say, found where it is written, and the catalogues brought up to date with them.

Three places hold wording: the code (`_("...")`, `_.ngettext(...)`, `t(lang, "...")`, `N_("...")`, found by
Babel's Python extractor; bot/core marks its own sentences with its `N_` and words them with the `_` the
composition root hands it), the data files (the alert templates, the live scoreboard's wording and the alert
kinds' help: `DATA`), and the command tree (each command's help and its arguments' as it declares them, so a
feature module that does not mark its help still has it translated, in /help and in Discord's own UI).

    python -m bot.catalogues     # writes bot/locale/matchday.pot and merges it into each language's .po

New messages arrive untranslated and changed ones fuzzy: both read in English until translated, and
tests/test_i18n_catalogues.py fails until they are.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from bot.i18n import DOMAIN, ENGLISH, LANGUAGES

# What the extractor reads as a message: gettext's `_`, our `t(lang, msgid)`, plurals and marks.
KEYWORDS: dict[str, tuple[int, ...] | None] = {"_": None, "N_": None, "t": (2,), "ngettext": (1, 2)}
ROOT = Path(__file__).resolve().parents[1]  # the repository: the extractor reads the source tree
SOURCES = ("bot", "adapters")
PLACEHOLDER = re.compile(r"{(\w*)[^{}]*}")
TEMPLATE_LAYOUT = frozenset({"emoji", "colour"})  # a template's keys that are data, not wording

Message = str | tuple[str, ...]  # a msgid, or (singular, plural)
Place = tuple[str, int]  # (file, line); 0 for a data file or the command tree


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def is_wording(text: str) -> bool:
    """Whether a template string has words to translate ("{home} {score} {away}" is layout only)."""
    return any(c.isalpha() for c in PLACEHOLDER.sub("", text))


def source_messages() -> Iterator[tuple[Message, Place]]:
    """(message, (file, line)) for each marked message in the code (of a source checkout: a maintainer's tool)."""
    for folder in SOURCES:
        for filename, line, message, _comments, _context in extract_from_dir(
            ROOT / folder, method_map=[("**.py", "python")], keywords=KEYWORDS
        ):
            yield message, (f"{folder}/{filename}", line)


# The data files with wording: (package, file). Every string in them with words in it is a message, except
# under the keys in TEMPLATE_LAYOUT (and an alert kind's other words, in `words`: what fans type, in English).
DATA = (("bot.alerts", "templates.toml"), ("bot.alerts", "scoreboard.toml"), ("bot.commands", "kinds.toml"))
DATA_LAYOUT = frozenset({"words"})


def _strings(value: object) -> Iterator[str]:
    """The strings in a TOML value, tables and lists walked, layout keys left out."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in TEMPLATE_LAYOUT | DATA_LAYOUT:
                yield from _strings(item)


def template_messages() -> Iterator[tuple[Message, Place]]:
    for package, name in DATA:
        text = (resources.files(package) / name).read_text(encoding="utf-8")
        for item in _strings(tomllib.loads(text)):
            if is_wording(item):
                yield item, (package.replace(".", "/") + "/" + name, 0)


def help_messages() -> Iterator[tuple[Message, Place]]:
    from bot.commands import build_tree

    for command in build_tree().walk():
        where = ("bot/commands/" + command.path[0] + ".help", 0)  # the command tree, as /help shows it
        if command.help:
            yield command.help, where
        for heading, _lines in command.details:
            yield heading, where
        for argument in command.arguments:  # an option's description in Discord's UI
            yield argument.help, where


def all_messages() -> dict[Message, list[Place]]:
    """Every message -> where it is written."""
    found: dict[Message, list[Place]] = {}
    for source in (source_messages(), template_messages(), help_messages()):
        for message, where in source:
            found.setdefault(message, []).append(where)
    return found


def template_catalog() -> Catalog:
    catalog = Catalog(domain=DOMAIN, project="Matchday", charset="utf-8", fuzzy=False)
    for message, places in all_messages().items():
        catalog.add(message, locations=places)
    return catalog


def update(locale_dir: Path = ROOT / "bot" / "locale") -> None:
    """Write the template and merge it into each language's catalogue (dropping messages no longer said)."""
    template = template_catalog()
    with open(locale_dir / f"{DOMAIN}.pot", "wb") as pot:
        write_po(pot, template, width=120, sort_output=True, include_lineno=False)
    for lang in LANGUAGES:
        if lang == ENGLISH:
            continue
        path = locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        with open(path, "rb") as po:
            catalog = read_po(po, locale=lang, domain=DOMAIN)
        catalog.update(template)
        with open(path, "wb") as po:
            write_po(po, catalog, width=120, sort_output=True, ignore_obsolete=True, include_lineno=False)
        print(f"{path}: {len(catalog)} messages")


if __name__ == "__main__":
    update()
