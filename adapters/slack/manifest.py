"""`matchday setup slack`: a Slack app manifest to paste at app creation (api.slack.com/apps > Create New App >
From an app manifest): the slash commands from the core's command tree, the bot scopes from `access.COSTS`
(the same list `check-config --online` checks), interactivity for the buttons, and either Socket Mode or the
request URL of an HTTP deployment.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from adapters.slack.access import COSTS
from bot.core.tree import Command, CommandTree

EVENTS_PATH = "/slack/events"  # where the HTTP listener answers (see SlackAdapter.start)
DESCRIPTION_LIMIT = 100  # characters Slack shows of a slash command's description


def _short(text: str, limit: int) -> str:
    text = text.strip()
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def _hint(node: Command) -> str:
    """What follows the command: its arguments, or for a group each subcommand with its own."""
    usages = [child.usage() for child in node.children.values()] if node.is_group else [node.usage()]
    return " | ".join(u.split(" ", 1)[1] for u in usages if " " in u)


class BadURL(ValueError):
    """The public address given for an HTTP deployment cannot be Slack's request URL."""


def request_url_for(public_url: str) -> str:
    """`https://host[:port][/prefix]` -> its `/slack/events` URL; Slack calls only https addresses."""
    if not public_url:
        return f"https://YOUR-HOST{EVENTS_PATH}"
    parts = urlsplit(public_url.strip())
    if parts.scheme != "https" or not parts.netloc or parts.query or parts.fragment:
        raise BadURL(
            f"--url must be the bot's public https address, e.g. https://bot.example.com, not {public_url!r}"
        )
    path = parts.path.rstrip("/").removesuffix(EVENTS_PATH)
    return f"https://{parts.netloc}{path}{EVENTS_PATH}"


def manifest(tree: CommandTree, *, mode: str, public_url: str = "", name: str = "Matchday") -> dict[str, Any]:
    """The manifest as a dict. `mode` is "socket" or "http"; HTTP needs the bot's public base URL."""
    request_url = request_url_for(public_url)
    commands = []
    for node in tree.children.values():
        command: dict[str, Any] = {
            "command": f"/{node.name}",
            "description": _short(node.help, DESCRIPTION_LIMIT),
            "usage_hint": _short(_hint(node), DESCRIPTION_LIMIT),
            "should_escape": False,
        }
        if not command["usage_hint"]:
            del command["usage_hint"]
        if mode == "http":
            command["url"] = request_url
        commands.append(command)
    interactivity: dict[str, Any] = {"is_enabled": True}
    if mode == "http":
        interactivity["request_url"] = request_url
    return {
        "display_information": {
            "name": name,
            "description": "Live goals, VAR decisions and the Laws of the Game, for football fans.",
            "background_color": "#1d3c2a",
        },
        "features": {
            "bot_user": {"display_name": name, "always_online": True},
            "slash_commands": commands,
        },
        "oauth_config": {"scopes": {"bot": sorted(COSTS)}},
        "settings": {
            "interactivity": interactivity,
            "org_deploy_enabled": False,
            "socket_mode_enabled": mode == "socket",
            "token_rotation_enabled": False,
        },
    }


def setup_text(tree: CommandTree, *, mode: str, public_url: str = "") -> str:
    if public_url and mode != "http":
        raise BadURL(
            '--url is for HTTP mode: set adapters.slack.mode = "http" first (Socket Mode needs no URL)'
        )
    lines = [
        "Create the Slack app from this manifest (api.slack.com/apps > Create New App > From an app manifest),",
        "install it to your workspace, then set the tokens Matchday reads from the environment:",
        "  SLACK_BOT_TOKEN       the Bot User OAuth Token (xoxb-...), from OAuth & Permissions",
    ]
    if mode == "socket":
        lines.append(
            "  SLACK_APP_TOKEN       an app-level token with connections:write (xapp-...), from Basic Information"
        )
    else:
        lines.append("  SLACK_SIGNING_SECRET  the Signing Secret, from Basic Information")
        if not public_url:
            lines.append("Replace https://YOUR-HOST with the public address of this bot (or pass --url).")
        lines.append(
            "Matchday listens on adapters.slack.host:port (default 127.0.0.1:3000): put an https proxy in front."
        )
    lines += ["", "Bot scopes, each because without it:"]
    lines += [f"  {scope:<19}{cost}" for scope, cost in sorted(COSTS.items())]
    lines += ["", json.dumps(manifest(tree, mode=mode, public_url=public_url), indent=2, ensure_ascii=False)]
    return "\n".join(lines)
