"""What we tell a channel about a match: the alert record and its kinds.

They are defined with the outbox that stores them (`bot.store.outbox`), so the store needs nothing of
`bot.alerts`; this is their name on the alerts side, for the detector, the formatter and the sender.
"""

from __future__ import annotations

from bot.store.outbox import Alert, AlertKind

__all__ = ["Alert", "AlertKind"]
