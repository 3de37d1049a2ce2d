"""Discord's gateway, sharded, reached through the configured REST base, and kept up.

discord.py's `AutoShardedClient` asks `GET /gateway/bot` only when no shard count is given, and dials
`wss://gateway.discord.gg` otherwise, and again after every reconnect that cannot resume: behind a proxy or
against a local fake no slash command would ever arrive. `ShardedClient` always asks `/gateway/bot` (through
`Route.BASE`, so through `api_base`) and sends every connection to the URL it answered.

It also changes three behaviours that matter to a bot in many fan servers:
- a shard whose task dies on an error (a payload discord.py cannot parse) is logged with its traceback and
  reconnected, instead of closing the whole client silently; `crash_limit` crashes within `crash_window`
  seconds end the gateway with `DiscordFatal`, so a supervisor restarts the process;
- a gateway that cannot be reached is retried with capped back-off and one log line, not a traceback every 5 s;
- identifies wait only as Discord asks (`max_concurrency` per 5 s), not 5 s for every shard after the first.

Overriding `launch_shards`, `launch_shard` and `connect` reaches into two of discord.py's private attributes
(the shard table and the event queue); `test_discord_gateway` runs all of it against the fake, so a discord.py
release that reshapes them fails a test rather than the bot.
"""

from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import aiohttp
import discord
import yarl
from discord.gateway import DiscordWebSocket, ReconnectWebSocket
from discord.shard import EventType, Shard

from adapters.discord.errors import DiscordFatal

log = logging.getLogger(__name__)

# Close codes after which connecting again cannot help: someone must change the token or the shard settings.
FATAL_CLOSES = {
    4004: "Discord refused the bot token (gateway close 4004); set a valid token",
    4010: "Discord refused the shard number (gateway close 4010); shard_ids must each be below shard_count",
    4011: "Discord requires more shards (gateway close 4011); raise adapters.discord.shard_count or set it to 0",
    4012: "Discord refused the gateway version (gateway close 4012)",
    4013: "Discord refused the bot's intents (gateway close 4013)",
    4014: "Discord refused a privileged intent this bot has not been granted (gateway close 4014)",
}
IDENTIFY_WINDOW = 5.0  # seconds: Discord allows `max_concurrency` identifies per window


class Backoff:
    """Capped exponential back-off: first, 2 x first, ... up to `cap` seconds; `reset` after a success."""

    def __init__(self, first: float = 1.0, cap: float = 60.0) -> None:
        self.first, self.cap = first, cap
        self._next = first

    def next(self) -> float:
        delay, self._next = self._next, min(self.cap, self._next * 2)
        return delay

    def reset(self) -> None:
        self._next = self.first


def fatal_close(exc: discord.ConnectionClosed) -> DiscordFatal:
    """The DiscordFatal for a gateway close that reconnecting cannot fix (or any other closed connection)."""
    says = FATAL_CLOSES.get(exc.code or 0, f"Discord closed the gateway (code {exc.code})")
    return DiscordFatal(says if exc.shard_id is None else f"{says} (shard {exc.shard_id})")


def describe(exc: BaseException) -> str:
    """One line for a failure to reach Discord: its cause without a traceback."""
    if isinstance(exc, TimeoutError):
        return "no answer in time"
    return str(exc) or type(exc).__name__


UNREACHABLE = (OSError, aiohttp.ClientError, TimeoutError, discord.GatewayNotFound, discord.ConnectionClosed)


class ShardedClient(discord.AutoShardedClient):
    """An AutoShardedClient that runs `shard_ids` of `shard_count` (0: as many as Discord recommends) on the
    gateway `/gateway/bot` names, and reconnects a shard that crashed (see the module's docstring)."""

    # Set by DiscordAdapter: what a click on any stored `render.CommandButton` runs (`render.RunsButtons`).
    run_button: Callable[[discord.Interaction, str], Awaitable[None]]

    def __init__(
        self,
        *,
        shard_count: int = 0,
        shard_ids: Sequence[int] = (),
        crash_limit: int = 5,
        crash_window: float = 600.0,
        backoff: Backoff | None = None,
        identify_window: float = IDENTIFY_WINDOW,
        **options: Any,
    ) -> None:
        super().__init__(**options)
        self.wanted_count = shard_count
        self.wanted_ids = list(shard_ids)
        self.crash_limit, self.crash_window = crash_limit, crash_window
        self.backoff = backoff or Backoff()
        self.identify_window = identify_window
        self.gateway_url: yarl.URL | None = None
        self.max_concurrency = 1
        self.crashes: collections.deque[float] = collections.deque()
        self._identified: collections.deque[float] = collections.deque()
        dial = self.http.ws_connect

        async def ws_connect(url: str, *, compress: int = 0) -> aiohttp.ClientWebSocketResponse:
            # discord.py falls back to its built-in gateway after a reconnect that cannot resume: use ours.
            target = yarl.URL(url)
            if self.gateway_url is not None and target.host == DiscordWebSocket.DEFAULT_GATEWAY.host:
                url = str(self.gateway_url.with_query(target.query))
            return await dial(url, compress=compress)

        self.http.ws_connect = ws_connect  # type: ignore[method-assign]  # wrapped, see above

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Wait only as long as Discord's identify limit needs (discord.py waits 5 s before every identify)."""
        loop = asyncio.get_running_loop()
        while True:
            now = loop.time()
            while self._identified and now - self._identified[0] >= self.identify_window:
                self._identified.popleft()
            if len(self._identified) < self.max_concurrency:
                self._identified.append(now)
                return
            await asyncio.sleep(self.identify_window - (now - self._identified[0]))

    async def launch_shards(self) -> None:
        if self.is_closed():
            return
        recommended, url, limits = await self._ask_gateway()
        self.gateway_url = yarl.URL(url)
        self.max_concurrency = max(1, int(limits.get("max_concurrency", 1)))
        count = self.wanted_count or recommended
        ids = self.wanted_ids or list(range(count))
        wrong = [i for i in ids if not 0 <= i < count]
        if wrong:
            raise DiscordFatal(
                f"Discord: adapters.discord.shard_ids {wrong} must each be below shard_count ({count}); fix the config"
            )
        self.shard_count, self.shard_ids = count, ids
        self._connection.shard_count, self._connection.shard_ids = count, ids
        log.info("Discord gateway %s: running shards %s of %d", self.gateway_url, ids, count)
        for shard_id in ids:
            await self.launch_shard(self.gateway_url, shard_id, initial=shard_id == ids[0])

    async def _ask_gateway(self) -> tuple[int, str, Any]:
        """`GET /gateway/bot`, asked again with capped back-off while Discord cannot answer it."""
        backoff, said = Backoff(self.backoff.first, self.backoff.cap), ""
        while True:
            try:
                return await self.http.get_bot_gateway()
            except discord.GatewayNotFound as exc:
                cause = exc.__cause__
                if isinstance(cause, discord.HTTPException) and cause.status == 401:
                    raise DiscordFatal(
                        "Discord refused the bot token (401 Unauthorized); set a valid token"
                    ) from None
                if isinstance(cause, discord.HTTPException) and cause.status < 500 and cause.status != 429:
                    raise DiscordFatal(
                        f"Discord answered {cause.status} to GET /gateway/bot; check api_base"
                    ) from None
                problem: BaseException = cause or exc
            except (OSError, aiohttp.ClientError, TimeoutError) as exc:
                problem = exc
            delay, cause_text = backoff.next(), describe(problem)
            level = logging.WARNING if cause_text != said else logging.DEBUG
            log.log(level, "Discord: cannot ask for the gateway (%s); retrying in %.0f s", cause_text, delay)
            said = cause_text
            await asyncio.sleep(delay)

    async def launch_shard(self, gateway: yarl.URL, shard_id: int, *, initial: bool = False) -> None:
        """Connect one shard, retrying an unreachable gateway with capped back-off and one line per cause."""
        backoff, said = Backoff(self.backoff.first, self.backoff.cap), ""
        while True:
            try:
                coro = DiscordWebSocket.from_client(self, initial=initial, gateway=gateway, shard_id=shard_id)
                ws = await asyncio.wait_for(coro, timeout=self.shard_connect_timeout)
                break
            except (*UNREACHABLE, ReconnectWebSocket) as exc:
                if isinstance(exc, discord.ConnectionClosed) and (exc.code or 0) in FATAL_CLOSES:
                    raise fatal_close(exc) from None
                delay, cause = backoff.next(), describe(exc)
                level = logging.WARNING if cause != said else logging.DEBUG
                log.log(
                    level, "Discord gateway %s unreachable (%s); retrying in %.0f s", gateway, cause, delay
                )
                said = cause
                await asyncio.sleep(delay)
        if said:
            log.warning("Discord gateway %s reached again (shard %s)", gateway, shard_id)
        shard = Shard(ws, self, self._queue.put_nowait)
        self._AutoShardedClient__shards[shard_id] = shard  # type: ignore[attr-defined]  # discord.py private
        shard.launch()

    @property
    def _queue(self) -> asyncio.PriorityQueue[Any]:
        return self._AutoShardedClient__queue  # type: ignore[attr-defined]  # discord.py's private queue

    async def connect(self, *, reconnect: bool = True) -> None:
        """discord.py's event loop over the shards, except that a crashed shard is reconnected (`_recover`) and
        an end that needs a person comes out as DiscordFatal."""
        self._reconnect = reconnect
        await self.launch_shards()
        while not self.is_closed():
            item = await self._queue.get()
            if item.type == EventType.close:
                await self.close()
                if isinstance(item.error, discord.ConnectionClosed) and item.error.code != 1000:
                    raise fatal_close(item.error) from None
                return
            if item.type in (EventType.identify, EventType.resume):
                await item.shard.reidentify(item.error)
            elif item.type == EventType.reconnect:
                await item.shard.reconnect()
            elif item.type == EventType.terminate:
                if isinstance(item.error, discord.PrivilegedIntentsRequired) or item.shard is None:
                    await self.close()
                    raise DiscordFatal(FATAL_CLOSES[4014]) from item.error
                await self._recover(item.shard, item.error)
            elif item.type == EventType.clean_close:
                return

    async def _recover(self, shard: Shard, error: BaseException) -> None:
        """Log a shard's crash with its traceback and connect it again; too many crashes end the gateway."""
        now = asyncio.get_running_loop().time()
        self.crashes.append(now)
        while self.crashes and now - self.crashes[0] > self.crash_window:
            self.crashes.popleft()
        if len(self.crashes) >= self.crash_limit:
            log.error("Discord gateway: shard %s crashed again", shard.id, exc_info=error)
            await self.close()
            raise DiscordFatal(
                f"The Discord gateway crashed {len(self.crashes)} times in {self.crash_window / 60:g} minutes "
                f"(last: {describe(error)}); exiting so a supervisor restarts the bot"
            ) from error
        if len(self.crashes) == 1:
            self.backoff.reset()  # the first crash in a while: reconnect soon
        delay = self.backoff.next()
        log.error(
            "Discord gateway: shard %s stopped on an error; reconnecting in %.0f s",
            shard.id,
            delay,
            exc_info=error,
        )
        try:
            await shard.ws.close(code=4000)  # not 1000: that would end the session on Discord's side
        except Exception:  # the socket may already be gone
            log.debug("closing the crashed shard's socket failed", exc_info=True)
        await asyncio.sleep(delay)
        await shard.reconnect()
