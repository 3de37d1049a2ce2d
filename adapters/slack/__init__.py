"""The Slack adapter. Its plugin (`plugin.py`) loads without slack-bolt; the adapter, which needs it, is
imported only when asked for, so a machine without the slack extra still runs the console and the demo."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from adapters.slack.adapter import SlackAdapter

__all__ = ["SlackAdapter"]


def __getattr__(name: str) -> Any:
    if name == "SlackAdapter":
        from adapters.slack.adapter import SlackAdapter

        return SlackAdapter
    raise AttributeError(name)
