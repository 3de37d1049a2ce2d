"""Who may change what a channel follows, named the way each platform names them ("workspace admins" on Slack).

Each platform's plugin declares its word (`PlatformPlugin.admins`); the registry tells this module as it loads
the plugins, so the core holds no table of platforms.
"""

from __future__ import annotations

from bot.core.words import PLAIN_ENGLISH, Words

_WORDS: dict[str, str] = {}  # platform -> the people an admin-only command is for, in the platform's words


def call_admins(platform: str, words: str) -> None:
    _WORDS[platform] = words


def admins_on(platform: str) -> str:
    """How `platform` names its admins (e.g. workspace admins); plain "admins" for one that said nothing."""
    return _WORDS.get(platform, "admins")


def only_admins(platform: str, command: str, _: Words = PLAIN_ENGLISH) -> str:
    """The refusal of an admin-only command, e.g. "Only workspace admins can use /follow."."""
    return _("Only {admins} can use {command}.", admins=_(admins_on(platform)), command=command)
