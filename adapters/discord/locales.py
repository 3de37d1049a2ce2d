"""The slash commands' descriptions in Discord's own UI, in each member's language, from the bot's catalogues.

discord.py asks its `app_commands.Translator` for every string of every command in every Discord locale as the
commands are synced, and sends the answers as `description_localizations`. We answer for the descriptions only
(of commands, groups and options), in the locales we have a catalogue for; command, option and choice names stay
what a fan types in any language. Each description carries its English wording whole (`slash.described`), as
the description Discord gets may be cut to its 100 characters.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from adapters.discord.slash import fit
from bot.i18n import ENGLISH, translator

# Discord's locales -> our catalogues (Discord has two Spanishes and one Portuguese, Brazil's).
CATALOGUES: dict[discord.Locale, str] = {
    discord.Locale.brazil_portuguese: "pt",
    discord.Locale.spain_spanish: "es",
    discord.Locale.latin_american_spanish: "es",
    discord.Locale.french: "fr",
    discord.Locale.german: "de",
}
DESCRIPTIONS = frozenset({Where.command_description, Where.group_description, Where.parameter_description})


class CatalogueTranslator(app_commands.Translator):
    """Descriptions from the catalogues, fitted to Discord's limit; None (Discord shows the English) for any
    other string, any other locale, or a description no catalogue translates yet."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        lang = CATALOGUES.get(locale, ENGLISH)
        if lang == ENGLISH or context.location not in DESCRIPTIONS:
            return None
        msgid = str(string.extras.get("msgid", string.message))
        text = translator(lang)(msgid)
        return fit(text) if text != msgid else None
