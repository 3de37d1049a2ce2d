"""One forkserver for the tests that start real processes, and what it preloads.

The forkserver starts once per session with the preload list as it stands then, so each module adds its own
modules to the list rather than setting it outright (which would drop the others': their children would then
import everything themselves, about a second each)."""

from __future__ import annotations

import multiprocessing
from multiprocessing import forkserver

CTX = multiprocessing.get_context("forkserver")


def preload(*modules: str) -> None:
    current = getattr(getattr(forkserver, "_forkserver", None), "_preload_modules", None) or []
    CTX.set_forkserver_preload(sorted({m for m in current if m != "__main__"} | set(modules)))
