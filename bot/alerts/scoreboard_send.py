"""Post and edit live scoreboards: part of the outbox sender's rounds, paced by the same `Pacer`.

Each post goes through the platform's grid slot and its channel's window like any send, and besides at most
once per `spacing` seconds per channel (platforms count edits too, and a board edited every poll would be
noise). Only a board's latest state is ever sent: a post that waited (spacing, a 429, an outage) is brought up
to date with one edit. A failed attempt is tried again after the platform's Retry-After or a capped back-off,
for as long as the match is not long over; the final state closes the post, which is never edited again.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bot.alerts.pacing import Pacer
from bot.alerts.scoreboard import Board
from bot.alerts.scoreboard_format import render_board
from bot.core.platform import Adapter, ChannelGone, SendError, nonce_for
from bot.i18n import ENGLISH, pick_language
from bot.store import Store
from bot.store import channels as channel_store
from bot.store import scoreboard as board_store
from bot.store.scoreboard import BoardPost
from bot.store.spaces import Shards

log = logging.getLogger(__name__)


def board_nonce(post: BoardPost) -> str:
    """The platform idempotency key of a board's one post in a channel (the outbox's `nonce_for` shape)."""
    return nonce_for(f"scoreboard:{post.match_id}|{post.channel}")


@dataclass(frozen=True, slots=True)
class BoardPace:
    """How often one platform's boards may change: `spacing` seconds at least between two edits in one
    channel (0: a local terminal), and the match clock alone brought up to date every `clock_every` seconds
    (None: only news moves a board, as on the console, where each edit prints anew)."""

    spacing: float = 5.0
    clock_every: float | None = 60.0


class BoardSender:
    """Claims due posts (`claim`) and sends each (`deliver`); `AlertSender` runs both in its rounds."""

    def __init__(
        self,
        store: Store,
        adapters: Mapping[str, Adapter],
        pacer: Pacer,
        paces: Mapping[str, BoardPace],
        *,
        lease_seconds: float = 30.0,
        after_full_time: float = 1800.0,
        max_backoff: float = 300.0,
        now: Callable[[], float] = time.time,
        rand: Callable[[], float] = random.random,
        shards: Shards | None = None,
        language: str = ENGLISH,
    ) -> None:
        self.store = store
        self.adapters = adapters
        self.pacer = pacer
        self.paces = paces
        self.lease_seconds = lease_seconds
        self.after_full_time = after_full_time  # a final board is retried until this long after it was final
        self.max_backoff = max_backoff
        self.now = now
        self.rand = rand
        self.shards = shards
        self.language = language  # `[bot] language`: for channels that chose none and whose server said none
        self.sent = 0  # posts and edits made

    def pace(self, platform: str) -> BoardPace:
        return self.paces.get(platform, BoardPace())

    async def claim(self, platform: str, limit: int) -> list[BoardPost]:
        if limit <= 0:
            return []
        pace, now = self.pace(platform), self.now()
        return await self.store.run(
            lambda db: board_store.claim(
                db,
                platform,
                limit=limit,
                spacing=pace.spacing,
                clock_every=pace.clock_every,
                lease_seconds=self.lease_seconds,
                now=now,
                shards=self.shards,
            )
        )

    async def next_due(self) -> float | None:
        """When the earliest board with something to show may go, on any platform (wall clock)."""
        due: float | None = None
        for platform in self.adapters:
            pace, now = self.pace(platform), self.now()
            at = await self.store.run(
                board_store.next_due,
                platform,
                spacing=pace.spacing,
                clock_every=pace.clock_every,
                now=now,
                shards=self.shards,
            )
            if at is not None:
                due = at if due is None else min(due, at)
        return due

    async def drain_once(self) -> int:
        """Claim and send what is due on every platform (tests, the demo's stepped replay, shutdown)."""
        posts = [p for platform in self.adapters for p in await self.claim(platform, 100)]
        await asyncio.gather(*(self.deliver(p) for p in posts))
        return len(posts)

    async def deliver(self, post: BoardPost) -> None:
        """Post the board, or edit the post, with the state it was claimed with; pacing first."""
        adapter = self.adapters.get(post.platform)
        if adapter is None:
            await self.store.run(board_store.give_up, post, f"no adapter for {post.platform}")
            return
        wait = self.pacer.channel_wait(post.platform, post.channel)
        if wait > 0:  # the channel's own window is full (alerts went out): the board waits its turn
            await self.store.run(board_store.release, post, self.now() + wait)
            return
        await asyncio.sleep(await self.pacer.reserve_global(post.platform))
        while (wait := self.pacer.admit_global(post.platform)) > 0:
            await asyncio.sleep(wait)
        self.pacer.take_channel(post.platform, post.channel)
        # This channel's options alone (one keyed row): a send never reads every channel's.
        opts = await self.store.run(channel_store.get_options, post.platform, post.channel)
        reply = render_board(
            Board.from_json(post.payload),
            spoiler=opts.spoiler,
            lang=pick_language(opts.language, opts.server_language, self.language),
        )
        try:
            if post.message_ref:
                await adapter.edit(post.channel, post.message_ref, reply)
                ref = post.message_ref
            else:
                ref = await adapter.send(
                    post.channel,
                    reply,
                    idempotency_key=board_nonce(post),
                    # an earlier attempt may have reached the platform (a timeout, or a crash mid-send)
                    maybe_sent=post.attempts > 0 or post.recovered,
                )
        except ChannelGone as exc:
            await self.store.run(channel_store.record_gone, post.platform, post.channel, str(exc))
            await self.store.run(board_store.give_up, post, str(exc))
            return
        except Exception as exc:  # an adapter bug, or unexpected: a failed attempt, never a stuck post
            if not isinstance(exc, SendError):
                log.exception("scoreboard for %s:%s failed", post.platform, post.channel)
                exc = SendError(f"{type(exc).__name__}: {exc}")
            await self._failed(post, exc)
            return
        await self.store.run(board_store.shown, post, ref, self.now())
        self.sent += 1

    async def _failed(self, post: BoardPost, exc: SendError) -> None:
        """A 429 is tried again after the platform's Retry-After (with whatever the board shows by then), other
        transient failures after a capped exponential back-off with jitter; a final board only until
        `after_full_time` after the match ended, and a permanent refusal not at all."""
        now = self.now()
        if not exc.retryable:
            log.warning("not posting the scoreboard to %s:%s: %s", post.platform, post.channel, exc)
            await self.store.run(board_store.give_up, post, f"permanent: {exc}")
            return
        backoff = min(self.max_backoff, 2.0**post.attempts) * (1.0 + 0.5 * self.rand())
        delay = exc.retry_after if exc.retry_after is not None else backoff
        if post.final and now + delay > post.updated_at + self.after_full_time:
            await self.store.run(board_store.give_up, post, f"no longer worth sending: {exc}")
            return
        await self.store.run(board_store.retry, post, str(exc), delay, now)
