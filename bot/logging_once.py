"""Log a recurring problem once, not on every poll: a stale provider answer repeats every 15 seconds."""

from __future__ import annotations

import logging
from collections import OrderedDict


class OnceLogger:
    """Remembers the last `size` keys it logged; a key seen again is silent until it is forgotten."""

    def __init__(self, logger: logging.Logger, size: int = 1024) -> None:
        self.logger = logger
        self.size = size
        self._seen: OrderedDict[str, None] = OrderedDict()

    def _first(self, key: str) -> bool:
        if key in self._seen:
            self._seen.move_to_end(key)
            return False
        self._seen[key] = None
        if len(self._seen) > self.size:
            self._seen.popitem(last=False)
        return True

    def warning(self, key: str, message: str) -> None:
        if self._first(key):
            self.logger.warning("%s", message)

    def info(self, key: str, message: str) -> None:
        if self._first(key):
            self.logger.info("%s", message)

    def forget(self, prefix: str) -> None:
        """Log `prefix…` keys again next time (e.g. once a match is back to normal)."""
        for key in [k for k in self._seen if k.startswith(prefix)]:
            del self._seen[key]
