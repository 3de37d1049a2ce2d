"""discord.py's idle-bucket sweep runs now and then, not on every new channel (adapters/discord/buckets.py)."""

from __future__ import annotations

import discord

from adapters.discord.buckets import SWEEP_EVERY, amortise_bucket_sweep


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


async def test_new_channels_do_not_each_scan_every_bucket_yet_idle_buckets_still_go():
    http = discord.http.HTTPClient(discord.utils.MISSING)  # no session needed: nothing is requested
    scans = {"n": 0}
    original = http._try_clear_expired_ratelimits

    def counted() -> None:
        scans["n"] += 1
        original()

    http._try_clear_expired_ratelimits = counted
    clock = Clock()
    amortise_bucket_sweep(http, clock)
    for channel in range(1000):  # a fan-out: a new bucket for nearly every send
        http.get_ratelimit(f"POST /channels/{channel}/messages")
    assert scans["n"] == 0  # before: one full scan per new bucket past 256, 744 scans here
    assert len(http._buckets) == 1000

    for bucket in http._buckets.values():  # five minutes later, all idle
        bucket._last_request -= 301
    clock.t += SWEEP_EVERY
    http.get_ratelimit("POST /channels/new/messages")
    assert scans["n"] == 1
    assert len(http._buckets) == 1  # discord.py's own sweep dropped the idle ones
