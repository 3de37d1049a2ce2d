"""`matchday setup discord`: the invite URL with exactly the permissions the bot uses, and why each.

The permissions are `adapter.PERMISSION_COSTS` (the same list the start-up and `check-config --online` reports
check), so the invite can never ask for less, or more, than the bot needs.
"""

from __future__ import annotations

from urllib.parse import urlencode

import discord

from adapters.discord.adapter import PERMISSION_COSTS

SCOPES = {
    "bot": "joins the server as the bot user that posts alerts",
    "applications.commands": "registers the slash commands (/follow, /live, /table, /var ...)",
}


def permissions() -> discord.Permissions:
    return discord.Permissions(**{name: True for name, _, _ in PERMISSION_COSTS})


def invite_url(application_id: str) -> str:
    query = urlencode({"scope": " ".join(SCOPES), "permissions": permissions().value})
    return f"https://discord.com/oauth2/authorize?client_id={application_id}&{query}"


def setup_text(application_id: str) -> str:
    app_id = application_id or "<APPLICATION ID>"
    lines = [
        "Invite Matchday to your server (open it as someone with Manage Server there):",
        "",
        f"  {invite_url(app_id)}",
        "",
        "It asks for these scopes:",
        *(f"  {scope:<23}{why}" for scope, why in SCOPES.items()),
        f"and these permissions (integer {permissions().value}), each because without it:",
        *(f"  {label:<23}{cost}" for _, label, cost in PERMISSION_COSTS),
    ]
    if not application_id:
        lines += [
            "",
            "Put your application's id (Developer Portal > your app > General Information > Application ID)",
            "in adapters.discord.application_id, or replace <APPLICATION ID> above.",
        ]
    return "\n".join(lines)
