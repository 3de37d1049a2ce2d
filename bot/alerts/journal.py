"""The operators' alert stream: every alert, edit and correction as one JSON line (`--alerts-log FILE`)."""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

from bot.alerts.format import format_alert
from bot.alerts.model import Alert
from bot.core.errors import ConfigError
from bot.core.markup import to_plain

log = logging.getLogger(__name__)


def journal_line(alert: Alert, at: float | None = None) -> str:
    """key, kind, match id, minute, score, the text as the console shows it, and the alert key it edits."""
    return json.dumps(
        {
            "at": round(at if at is not None else time.time(), 3),
            "key": alert.key,
            "kind": alert.kind.value,
            "match_id": alert.match_id,
            "minute": str(alert.minute) if alert.minute else None,
            "score": str(alert.score) if alert.score_known else None,  # (not given: no placeholder 0-0)
            "text": to_plain(format_alert(alert).text),
            "edits": alert.corrects or None,
        },
        ensure_ascii=False,
    )


class AlertJournal:
    """Appends to a file, line-buffered so `tail -f` sees each alert as it is decided."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self._file = self.path.open("a", encoding="utf-8", buffering=1)
        except OSError as exc:  # a setting the operator can fix: one sentence, not a traceback
            raise ConfigError(
                [f"bot.alerts_log: cannot write {self.path} ({exc.strerror}); choose a writable file."]
            ) from None

    @staticmethod
    def probe(path: str | Path) -> None:
        """Whether the file could be opened for appending, without creating it (`matchday check-config`)."""
        path = Path(path)
        folder = path.parent if str(path.parent) else Path(".")
        if path.is_dir():
            problem = "it is a folder"
        elif not folder.is_dir():
            problem = "its folder does not exist"
        elif path.exists() and not os.access(path, os.W_OK):
            problem = "it is read-only"
        elif not path.exists() and not os.access(folder, os.W_OK | os.X_OK):
            problem = "its folder is read-only"
        else:
            return
        raise ConfigError([f"bot.alerts_log: cannot write {path} ({problem}); choose a writable file."])

    def write(self, alerts: list[Alert]) -> None:
        try:
            for alert in alerts:
                self._file.write(journal_line(alert) + "\n")
        except OSError as exc:  # a full disk must not stop alerts reaching fans
            log.warning("could not write the alerts log %s: %s", self.path, exc)

    def close(self) -> None:
        self._file.close()
