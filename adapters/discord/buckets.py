"""discord.py's rate-limit bookkeeping, kept cheap when alerts go to thousands of channels.

`HTTPClient.get_ratelimit` creates a bucket per channel and, each time it does with 256 or more buckets held,
scans every bucket for ones idle 5 minutes (`_try_clear_expired_ratelimits`). A fan-out touches a new
channel with nearly every send, so at 15,000 buckets each send paid a 3 ms scan: 30% of the sender's time.
The sweep itself is right (idle buckets must go, or memory grows with channels); only its frequency is
wrong for us. We run discord.py's own sweep at most once every `SWEEP_EVERY` seconds instead.

We change this one method on our client's instance, not the library; `test_bucket_sweep` pins the
behaviour, so a discord.py release that renames or reshapes it fails a test rather than silently slowing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

SWEEP_EVERY = 30.0  # seconds: buckets live 5 minutes idle anyway, so a sweep a few seconds late costs nothing


def amortise_bucket_sweep(http: Any, clock: Callable[[], float] = time.monotonic) -> None:
    """Make `http` (a discord.py HTTPClient) sweep idle buckets at most every SWEEP_EVERY seconds."""
    sweep = http._try_clear_expired_ratelimits  # discord.py's own, bound to this client
    last = clock()

    def sweep_now_and_then() -> None:
        nonlocal last
        now = clock()
        if now - last >= SWEEP_EVERY:
            last = now
            sweep()

    http._try_clear_expired_ratelimits = sweep_now_and_then
