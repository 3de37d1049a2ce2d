"""The Discord adapter (discord.py 2.x): app commands from the core's tree, embeds, buttons, REST sends."""

from adapters.discord.adapter import DiscordAdapter

__all__ = ["DiscordAdapter"]
