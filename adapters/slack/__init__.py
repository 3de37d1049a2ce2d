"""The Slack adapter (slack-bolt): slash commands, Block Kit, Socket Mode or HTTP."""

from adapters.slack.adapter import SlackAdapter

__all__ = ["SlackAdapter"]
