"""Who may change what a channel follows, named the way each platform names them ("workspace admins" on Slack)."""

from __future__ import annotations

# platform -> the people an admin-only command is for, as the platform's own settings call them.
ADMIN_WORDS: dict[str, str] = {
    "slack": "workspace admins",
    "discord": "server admins",
    "console": "admins",
}


def admins_on(platform: str) -> str:
    """How `platform` names its admins (e.g. workspace admins); plain "admins" for one not named above."""
    return ADMIN_WORDS.get(platform, "admins")


def only_admins(platform: str, action: str) -> str:
    """The refusal of an admin-only command, e.g. "Only workspace admins can use /follow."."""
    return f"Only {admins_on(platform)} can {action}."
