"""The Discord adapter. Its plugin (`plugin.py`) loads without discord.py; the adapter, which needs it, is
imported only when asked for, so a machine without the discord extra still runs the console and the demo."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from adapters.discord.adapter import DiscordAdapter

__all__ = ["DiscordAdapter"]


def __getattr__(name: str) -> Any:
    if name == "DiscordAdapter":
        from adapters.discord.adapter import DiscordAdapter

        return DiscordAdapter
    raise AttributeError(name)
