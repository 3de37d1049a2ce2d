"""The adapter contract (defined in the core so the core can type against it without importing us)."""

from bot.core.platform import Adapter, ChannelGone, CommandHandler, ReportsAccess, SendError, TextHandler

__all__ = ["Adapter", "ChannelGone", "CommandHandler", "ReportsAccess", "SendError", "TextHandler"]
