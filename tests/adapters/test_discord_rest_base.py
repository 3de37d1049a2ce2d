"""discord.py's REST address is set in one place, by the adapter, on every way in."""

from __future__ import annotations

import ast
from pathlib import Path

import discord.http

from adapters.discord import DiscordAdapter

ADAPTERS = Path(__file__).resolve().parents[2] / "adapters"


async def test_logging_in_points_discord_py_at_the_configured_address(fake):
    discord.http.Route.BASE = "https://discord.com/api/v10"
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False)
    try:
        await adapter.missing_access()  # logs in over REST without starting
        assert fake.url == discord.http.Route.BASE
    finally:
        await adapter.stop()


def test_route_base_is_assigned_in_one_place():
    setters = []
    for path in ADAPTERS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Attribute) and t.attr == "BASE" for t in node.targets
            ):
                setters.append(path.name)
    assert setters == ["rest.py"]
