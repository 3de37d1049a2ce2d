"""Where discord.py sends REST calls: set here, and nowhere else.

discord.py reads its REST base from a class attribute (`discord.http.Route.BASE`), and interaction answers go
through its module-level webhook adapter, not the client: no per-client setting reaches them. A process runs
one Discord adapter (the config refuses a platform enabled twice), so one address per process is enough; this
is the one place that sets it (`adapters.discord.api_base`: discord.com, a rate-limit proxy, a local fake).
"""

from __future__ import annotations

import discord.http


def point_at(api_base: str) -> None:
    """Send discord.py's REST calls, interaction answers included, to `api_base`."""
    discord.http.Route.BASE = api_base
