"""Which Slack scopes Matchday uses, what each costs when it is missing, and reading the granted ones.

Slack's `auth.test` answers with the token's scopes in the `x-oauth-scopes` header; an API call made without
the scope it needs answers `missing_scope` with `needed` and `provided`.
"""

from __future__ import annotations

from collections.abc import Mapping

# scope -> what does not work without it (one clause, read after "without <scope>, ...").
COSTS: dict[str, str] = {
    "chat:write": "no alert or answer can be posted",
    "commands": "slash commands do not reach me",
    "users:read": "nobody counts as a workspace admin, so /follow and /options are refused",
    "chat:write.public": "I must be invited to each channel before /follow works there",
    "channels:read": "/follow cannot check that I can post in a public channel",
    "groups:read": "/follow cannot check that I can post in a private channel",
    "channels:history": (
        "recovery after a long stop cannot check public channels for duplicates, so an alert may be posted twice"
    ),
    "groups:history": (
        "recovery after a long stop cannot check private channels for duplicates, so an alert may be posted twice"
    ),
    "files:write": "diagrams (a /var explain ruling's pitch) cannot be shown",
}


def granted_scopes(headers: Mapping[str, str]) -> set[str]:
    """The scopes in an `auth.test` answer's `x-oauth-scopes` header (comma-separated)."""
    value = next((v for k, v in headers.items() if k.lower() == "x-oauth-scopes"), "")
    return {scope.strip() for scope in value.split(",") if scope.strip()}


def missing(granted: set[str]) -> list[str]:
    """One line per scope Matchday uses that is not granted: "no <scope>: <what it costs>"."""
    return [f"no {scope}: {cost}" for scope, cost in COSTS.items() if scope not in granted]
