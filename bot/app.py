"""The one composition root: store, provider, core, scheduler and adapters, wired from the config.

`Core` is what answers commands (store, tree, context, dispatcher, cooldowns): `matchday ask` uses it alone.
`App` adds the provider's polling, the outbox sender and the platforms, for `run` and `demo`. Platforms and
providers are plugins found by name (`bot.plugins`), so nothing in `bot` imports an adapter, and a missing extra
becomes a clear "install matchday[discord]".
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from apscheduler.schedulers.asyncio import AsyncIOScheduler

from bot import plugins
from bot.alerts.dispatch import AlertSender, Lifetimes
from bot.alerts.gate import GateSettings
from bot.alerts.journal import AlertJournal
from bot.alerts.pacing import Pacer
from bot.alerts.scoreboard_send import BoardPace, BoardSender
from bot.alerts.watch import MatchWatcher
from bot.commands import build_tree
from bot.commands import var as explain
from bot.commands.context import Context
from bot.commands.follow import split_target
from bot.config import Config
from bot.core.cooldown import Cooldowns, Limit, slow_down
from bot.core.dispatch import Dispatcher
from bot.core.errors import UserError
from bot.core.invocation import Actor, Invocation
from bot.core.markup import to_plain
from bot.core.platform import Adapter, TextHandler, can_post_in
from bot.core.reply import Reply, error_reply
from bot.leader import AdvisoryLock, AlwaysLeader, Leadership
from bot.logging_once import OnceLogger
from bot.names import resolve
from bot.plugins import PlatformAdapter, ProviderBundle
from bot.providers.polling import PollPlan, plan_interval
from bot.store import Store, StoreError
from bot.store import names as name_store
from bot.store import scoreboard as board_store
from bot.store import subscriptions as subs
from bot.store.matches import all_snapshots
from bot.store.outbox import pending_count
from bot.store.prune import prune
from bot.store.sql import is_postgres

if TYPE_CHECKING:
    from bot.ops.metrics import Metrics
    from bot.ops.server import OpsServer

log = logging.getLogger(__name__)
# Seconds each step of a stop may take (jobs, sends under way, the last sends, each twice at most for jobs): a
# SIGINT or SIGTERM ends the process within 5 s whatever a platform or the provider is doing.
STOP_GRACE = 1.0
STOP_WITHIN = 4.0  # the whole stop, then the store is closed whatever is left (the process is gone in 5 s)
# A poll skipped because the previous one is still running is normal back-pressure, not news.
logging.getLogger("apscheduler.scheduler").setLevel(logging.ERROR)


# What a `matchday run` process does (`--role`): everything, or one part of a deployment on PostgreSQL.
ROLES = ("all", "poller", "sender", "gateway")


def pacer_from(
    config: Config, platforms: list[str] | None = None, *, store: Store | None = None, database: str = ""
) -> Pacer:
    """Each platform's limits, from its plugin's published defaults and `[dispatch.<platform>]`.

    The one place that chooses where each platform's global grid lives: in memory (one process: SQLite, or no
    store), or, when `database` names the PostgreSQL server `store` is open on, booked there, so every sender
    process of the deployment shares the bot token's limit (a local platform, such as the console, keeps its
    own grid: its limit is this process's)."""
    names = plugins.platforms() if platforms is None else platforms
    limits = {name: config.limits(name).limits() for name in names}
    if store is None or not is_postgres(database):
        return Pacer(limits=limits)
    from bot.alerts.shared_grid import shared_grids

    shared = [name for name in names if not plugins.platform(name).local]
    return Pacer(limits=limits, grids=shared_grids(store, shared))


def board_paces(config: Config, platforms: list[str]) -> dict[str, BoardPace]:
    """How often each platform's live scoreboards may change: `[dispatch]`'s spacing and clock, but at once and
    on news only on a local platform (the console: no edit limit, and each edit prints anew)."""
    dispatch = config.dispatch
    paced = BoardPace(dispatch.scoreboard_edit_seconds, dispatch.scoreboard_clock_seconds)
    local = {name for name in platforms if name in plugins.platforms() and plugins.platform(name).local}
    return {name: BoardPace(0.0, None) if name in local else paced for name in platforms}


class AdapterUnavailable(Exception):
    pass


def create_adapter(name: str, config: Config) -> PlatformAdapter:
    """The enabled platform's adapter, built by its plugin; a missing SDK is one sentence."""
    try:
        plugin = plugins.platform(name)
    except plugins.PluginError as exc:
        raise AdapterUnavailable(str(exc)) from None
    try:
        return plugin.create(config)
    except ImportError as exc:
        hint = f"; install it with: pip install 'matchday[{plugin.extra}]'" if plugin.extra else ""
        raise AdapterUnavailable(f"The {name} adapter cannot load ({exc.name} is missing){hint}.") from None


class Core:
    """What answers commands: the store, the command tree, its context and the dispatcher, with the members'
    and channels' command limits. Needs no network and no scheduler."""

    def __init__(
        self,
        config: Config,
        *,
        store: Store | None,
        bundle: ProviderBundle | None = None,
        can_post: Mapping[str, Adapter] | None = None,
    ) -> None:
        self.config = config
        self.provider_plugin = plugins.provider(config.provider.name)
        self.bundle = bundle if bundle is not None else self.provider_plugin.create(config)
        self.store = store
        self.tree = build_tree()
        posting = can_post if can_post is not None else {}
        self.context = Context(
            store=store,
            tree=self.tree,
            timezone=config.timezone,
            default_language=config.bot.language,
            clock=self.bundle.clock,
            provider=config.provider.name,
            alias_ids=self.provider_plugin.alias_ids,
            provider_searches=self.provider_plugin.searches_names,
            refresh_schedule=self.request_schedule_refresh,
            can_post=lambda platform, channel: can_post_in(posting, platform, channel),
        )
        # The core words its own sentences (an unknown command, a refusal) in the channel's language too.
        self.dispatcher = Dispatcher(self.tree, self.context, translate=self.context.translator)
        commands = config.commands
        self.cooldowns = Cooldowns(
            Limit(commands.per_member, commands.per_member_seconds),
            Limit(commands.per_channel, commands.per_channel_seconds),
        )

    # ------------------------------------------------------------------------------ commands
    async def on_text(self, text: str, channel: str, platform: str, actor: Actor) -> Reply:
        asked = Invocation(path=(), actor=actor, channel=channel, platform=platform)
        if (refused := await self._too_fast(asked)) is not None:
            return refused
        return await self.dispatcher.answer_text(text, actor=actor, channel=channel, platform=platform)

    async def on_command(self, invocation: Invocation) -> Reply:
        if (refused := await self._too_fast(invocation)) is not None:
            return refused
        return await self.dispatcher.answer(invocation)

    async def _too_fast(self, invocation: Invocation) -> Reply | None:
        """A member or channel over its command limit is told privately, in the channel's language, how long
        to wait (the console's one local user is never limited)."""
        platform, actor = invocation.platform, invocation.actor
        if platform in plugins.platforms() and plugins.platform(platform).local:
            return None
        wait = self.cooldowns.check(platform, actor.id, invocation.channel, admin=actor.is_admin)
        if wait <= 0:
            return None
        _ = await self.dispatcher.words(invocation)
        return error_reply(slow_down(wait, busy=self.cooldowns.busy, _=_))

    def request_schedule_refresh(self) -> bool:
        """Without a scheduler, nothing to refresh: the next `run` reads the schedule (and looks up the names
        asked for) at start. False: nothing runs now."""
        return False

    async def close(self) -> None:
        await self.bundle.provider.aclose()
        if self.store is not None:
            self.store.close()


class App(Core):
    def __init__(
        self,
        config: Config,
        *,
        adapters: Mapping[str, Adapter] | None = None,
        database: str | Path | None = None,
        role: str = "all",
    ) -> None:
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}")
        self.role = role
        self.polls = role in ("all", "poller")  # runs the provider jobs, while it holds the poller lock
        self.sends = role in ("all", "sender")  # drains the outbox
        wanted = config.adapters.enabled if role != "poller" else []  # a poller talks to no platform
        self.adapters: dict[str, Adapter] = (
            dict(adapters)
            if adapters is not None
            else {name: create_adapter(name, config) for name in wanted}
        )
        for name in self.adapters:
            if name not in plugins.platforms():  # its plugin declares its limits: none, no sends
                raise AdapterUnavailable(f"{name} is not an installed platform: its send limits are unknown.")
        # The alerts log opens first: a log that cannot be written refuses the start before a database is made.
        alerts_log = config.bot.alerts_log
        self.journal = AlertJournal(alerts_log) if alerts_log else None
        super().__init__(config, store=Store(database or config.bot.database), can_post=self.adapters)
        for adapter in self.adapters.values():
            if isinstance(adapter, PlatformAdapter):
                adapter.attach(self.tree, self.suggest_names)
        # `[ops] enabled`: polls and sends are counted for /metrics; off, nothing is (and nothing is imported).
        self.metrics: Metrics | None = None
        if config.ops.enabled:
            from bot.ops.metrics import Metrics

            self.metrics = Metrics(self.adapters, role=role, leader=False)
        dispatch = config.dispatch
        self.sender = AlertSender(
            self.db,
            self.adapters,
            batch=dispatch.batch,
            lease_seconds=dispatch.lease_seconds,
            # every installed platform declares its limits; on PostgreSQL the senders share them
            pacer=pacer_from(config, store=self.db, database=str(database or config.bot.database)),
            lifetimes=Lifetimes(
                after_full_time=60 * dispatch.retry_after_full_time_minutes,
                correction=3600 * dispatch.retry_corrections_hours,
            ),
            observer=self.metrics,
            language=config.bot.language,
            # a process running some of a bot's shards sends for their servers' channels only
            shards=next(
                (
                    s
                    for a in self.adapters.values()
                    if isinstance(a, PlatformAdapter) and (s := a.own_shards())
                ),
                None,
            ),
        )
        provider = config.provider
        # live scoreboards go out in the sender's rounds, under its pacer (bot.alerts.scoreboard_send)
        self.sender.boards = BoardSender(
            self.db,
            self.adapters,
            self.sender.pacer,
            board_paces(config, list(self.adapters)),
            lease_seconds=dispatch.lease_seconds,
            after_full_time=60 * dispatch.retry_after_full_time_minutes,
            shards=self.sender.shards,
            language=config.bot.language,
        )
        self.watcher = MatchWatcher(
            self.db,
            self.bundle.provider,
            self.bundle.clock,
            self.sender.poke,
            stale_after=provider.stale_after_seconds,
            gate=GateSettings(
                confirm_polls=provider.confirm_drop_polls,
                max_jump=provider.max_score_jump,
                alert_budget=provider.alert_budget,
            ),
            journal=self.journal,
            timezone=config.timezone,
            observer=self.metrics,
        )
        self.scheduler = AsyncIOScheduler()
        self._stop = asyncio.Event()
        self._sender_task: asyncio.Task[None] | None = None
        self._poll_lock = asyncio.Lock()
        self.poll_interval = self.bundle.poll_seconds
        self._poll_reason = ""
        url = str(database or config.bot.database)
        # Exactly one poller across processes: a PostgreSQL advisory lock; one SQLite file has one process.
        self.leadership: Leadership = AdvisoryLock(url) if is_postgres(url) else AlwaysLeader()
        self._leading = False
        self._once = OnceLogger(log)
        self.ops: OpsServer | None = None
        if self.metrics is not None:
            from bot.ops.health import Health
            from bot.ops.server import OpsServer

            health = Health(self.db, self.watcher, self.adapters, running=self._polling)
            self.ops = OpsServer(config.ops.host, config.ops.port, health, self.metrics)

    @property
    def db(self) -> Store:
        """The app always has its store (a `Core` for `ask` may have none)."""
        assert self.store is not None
        return self.store

    def _polling(self) -> bool:
        """This process runs the poller now (its scheduler is started, and not stopping)."""
        return bool(self.scheduler.running) and not self._stop.is_set()

    def request_schedule_refresh(self) -> bool:
        """Run the schedule job now (after /follow or /unfollow), never inside the command handler. In a
        process that does not poll, the poller reads the request from the database at its next refresh."""
        if self.scheduler.running and self.scheduler.get_job("schedule") and not self._stop.is_set():
            self.scheduler.modify_job("schedule", next_run_time=datetime.now(UTC))
            if self.scheduler.get_job("calendar"):
                self.scheduler.modify_job("calendar", next_run_time=datetime.now(UTC))
        return True

    def _text_handler(self, platform: str) -> TextHandler:
        async def on_text(text: str, channel: str, actor: Actor) -> Reply:
            return await self.on_text(text, channel, platform, actor)

        return on_text

    async def suggest_names(self, kind: str, typed: str) -> list[str]:
        return await self.db.run(name_store.suggest, kind, typed)

    # ------------------------------------------------------------------------------ lifecycle
    async def seed_follows(self) -> None:
        """What a platform follows from its settings (the console's `follow`), so a local run shows alerts
        with no /follow typed. Each entry reads as /follow's argument does: a name, then the kinds it brings if
        not every alert ("tottenham hotspur scoreboard")."""
        for platform in self.adapters:
            if platform not in plugins.platforms():
                continue
            for channel, names in plugins.platform(platform).follows(self.config).items():
                for entry in names:
                    try:
                        name, kinds = split_target(entry)
                    except UserError as exc:
                        log.warning("adapters.%s.follow: %r: %s", platform, entry, to_plain(str(exc)))
                        continue
                    named = resolve(name, ids=self.provider_plugin.alias_ids)
                    if named is None:
                        log.warning(
                            "adapters.%s.follow: %r is not a team or competition I know", platform, name
                        )
                        continue
                    await self.db.run(
                        subs.follow,
                        platform,
                        channel,
                        named.kind,
                        named.id,
                        named.name,
                        kinds or subs.ALL_KINDS,
                    )

    async def _lead(self) -> bool:
        """Whether this process runs the provider jobs now (it holds, or has just taken, the poller lock)."""
        leading = await self.leadership.lead()
        if leading != self._leading:
            self._leading = leading
            if self.metrics is not None:
                self.metrics.set_leading(leading)
            if leading and self.role != "all":
                log.info("this process is the poller now")
        return leading

    async def _poll_job(self) -> None:
        try:
            async with self._poll_lock:
                if self._stop.is_set() or await self._replay_waits_for_sender():
                    return
                was_leading = self._leading
                if not await self._lead():
                    return
                if not was_leading:  # taken over from a poller that died: today's schedule first
                    await self.watcher.load_schedule()
                    await self.replan()
                if await self.watcher.is_active():
                    await self.watcher.poll()
        except asyncio.CancelledError:
            return  # shutting down: the next start polls again
        except (
            StoreError
        ) as exc:  # a damaged or read-only database: the same sentence every poll says nothing new
            self._once.warning(f"store:{exc}", f"polling paused: {exc}")
        except Exception:  # a bug in one poll must not stop the next one
            log.exception("poll failed")
        else:
            self._once.forget("store:")

    async def _replay_waits_for_sender(self) -> bool:
        """A stepped replay (`--speed max`) moves to its next moment only once this moment's alerts are out,
        so the story is the same on any machine: a slow sender never sees a goal already ruled out."""
        clock = self.bundle.replay_clock
        return bool(clock and clock.stepped and await self._unsent())

    async def _unsent(self) -> int:
        """Alerts waiting in the outbox, and scoreboards with news they do not show yet."""
        boards = await self.db.run(board_store.unshown, list(self.adapters))
        return await self.db.run(pending_count) + boards

    async def replan(self) -> PollPlan:
        """Fit the poll interval to the provider's update rate and the quota left until the last match ends.

        Planned in the provider's time: a replay at 60x plays a provider whose minute (and quota per minute)
        is a real second; the interval is then turned back into real seconds."""
        scale = self.bundle.time_scale
        if scale is None:  # a stepped replay polls as fast as its moments are sent
            return PollPlan(self.poll_interval, True, "stepping through the replay")
        end = await self.watcher.last_match_end()
        quota = self.bundle.provider.quota
        provider_plan = plan_interval(
            self.bundle.poll_seconds * scale,
            self.provider_plugin.update_seconds,
            remaining_day=quota.remaining_day,
            per_minute=quota.per_minute,
            seconds_left=max(0.0, (end - self.bundle.clock()).total_seconds()) if end else 0.0,
            floor=self.config.provider.min_poll_seconds,
        )
        plan = replace(provider_plan, interval=provider_plan.interval / scale)
        if plan.interval != self.poll_interval or plan.reason != self._poll_reason:
            log.info("polling %s %s", self.config.provider.name, plan.reason)
            self._poll_reason = plan.reason
        if plan.interval != self.poll_interval:
            self.poll_interval = plan.interval
            if self.scheduler.get_job("poll"):
                self.scheduler.reschedule_job("poll", trigger="interval", seconds=plan.interval)
        if not plan.sustainable:
            log.warning("polling %s", plan.reason)
        return plan

    async def _prune_job(self) -> None:
        keep = self.config.bot.keep_days * 86400
        if not self._leading:
            return
        try:
            deleted = await self.db.run(prune, keep)
            deleted["scoreboards"] = await self.db.run(board_store.forget, keep)
        except StoreError as exc:
            self._once.warning(f"store:{exc}", f"pruning skipped: {exc}")
            return
        except Exception as exc:  # storage housekeeping must never take the bot down
            log.warning("pruning old rows failed: %s", exc)
            return
        if any(deleted.values()):
            log.info("pruned rows older than %g days: %s", keep / 86400, deleted)

    async def _names_job(self) -> None:
        if not self._leading:
            return
        try:
            await self.watcher.serve_name_lookups()
            await self.db.checkpoint()
        except asyncio.CancelledError:
            return
        except StoreError as exc:
            self._once.warning(f"store:{exc}", f"team search skipped: {exc}")
        except Exception as exc:
            log.warning("team search failed: %s", exc)

    async def _calendar_job(self) -> None:
        if not self._leading:
            return
        try:
            calls = await self.watcher.refresh_calendar()
        except asyncio.CancelledError:
            return
        except StoreError as exc:
            self._once.warning(f"store:{exc}", f"fixtures and results not refreshed: {exc}")
        except (
            Exception
        ) as exc:  # the next refresh tries again; /next and the rest answer from what is stored
            log.warning("could not read fixtures, results or top scorers: %s", exc)
        else:
            log.info("fixtures, results and top scorers read (%d provider calls)", calls)

    async def _schedule_job(self) -> None:
        # a job cut off at shutdown: the next start loads the schedule again
        with contextlib.suppress(asyncio.CancelledError):
            await self._load_schedule()

    async def _load_schedule(self) -> None:
        """Today's fixtures and the poll plan. Awaited by `start` too, where a cancellation must go through: a
        stop signal while starting stops the start (swallowed here, the demo would play on, deaf to SIGTERM)."""
        try:
            async with self._poll_lock:
                if not self._stop.is_set() and await self._lead():
                    await self.watcher.load_schedule()
                    await self.replan()
        except StoreError as exc:
            self._once.warning(f"store:{exc}", f"fixtures not refreshed: {exc}")
        except Exception as exc:  # the next refresh tries again; never take the bot down
            log.warning("could not load today's fixtures: %s", exc)

    async def start(self) -> None:
        if self.ops is not None:  # first: /healthz says "not ready" while the rest starts
            await self.ops.start()
            print(f"Health and metrics on {self.ops.url}", file=sys.stderr, flush=True)
        if self.bundle.replay_clock is not None:
            # A fast replay's kick-off is only moments after its start: it starts when the bot does, not when
            # it was configured, or the first poll would find the match under way and miss its beginning.
            self.bundle.replay_clock.restart()
        if self.adapters:
            explain.warm_in_background()
        for adapter in self.adapters.values():
            if isinstance(adapter, PlatformAdapter):  # Discord checks its permissions in followed channels
                adapter.watch(await self.db.run(subs.channels_on, adapter.platform))
                if self.role == "sender":
                    adapter.send_only()
            await adapter.start(self._text_handler(adapter.platform), self.on_command)
        await self.seed_follows()
        if self.polls:
            await self._load_schedule()
            self._add_provider_jobs()
            self.scheduler.start()
        if self.sends:
            self._sender_task = asyncio.create_task(self.sender.run(self._stop), name="outbox-sender")

    def _add_provider_jobs(self) -> None:
        """Polls, the schedule, name lookups and pruning: run in every process of the role, done only by the
        one holding the poller lock (the others try to take it at each poll)."""
        # every poll_interval, as planned by the first schedule job from the quota left
        self._every(self._poll_job, "poll", self.poll_interval, misfire_grace_time=None)
        self._every(self._schedule_job, "schedule", self.config.provider.schedule_refresh_seconds)
        # Fixtures, results and top scorers of what is followed (/next, /fixtures, /results, /scorers): at once,
        # then every `calendar_refresh_seconds`, and again after a /follow.
        self._every(
            self._calendar_job,
            "calendar",
            self.config.provider.calendar_refresh_seconds,
            next_run_time=datetime.now(UTC),
        )
        # Names fans asked /follow for: looked up within a minute, off the command path; and a WAL checkpoint.
        self._every(self._names_job, "names", 30.0)
        # Sent rows, old alerts and finished matches are deleted after `keep_days`: storage stays bounded.
        self._every(
            self._prune_job, "prune", 6 * 3600.0, next_run_time=datetime.now(UTC) + timedelta(minutes=1)
        )

    def _every(self, job: Callable[[], Awaitable[None]], name: str, seconds: float, **when: Any) -> None:
        """A scheduler job every `seconds`: never two runs of it at once, missed runs folded into one."""
        self.scheduler.add_job(
            job, "interval", id=name, max_instances=1, coalesce=True, seconds=seconds, **when
        )

    async def stop(self) -> None:
        """Stop polling, finish pending sends, close everything, in at most STOP_WITHIN seconds whatever a
        platform or the provider is doing. Nothing pending is lost: it stays in the outbox.

        A provider request in flight gets a moment to finish; then it is cancelled (its poll stores nothing
        half-way: a snapshot and its alerts are one transaction)."""
        self._stop.set()
        try:
            await asyncio.wait_for(self._wind_down(), timeout=STOP_WITHIN)
        except TimeoutError:
            log.warning("stopping took too long; what was still running was cut off (the outbox keeps it)")
        finally:
            if self.journal is not None:
                self.journal.close()
            self.db.close()

    async def _wind_down(self) -> None:
        if self.ops is not None:  # first, and at once: a stopping process is not to be scraped or routed to
            await self.ops.stop()
        if self.scheduler.running:
            self.scheduler.pause()
            await self._finish_running_jobs(grace=STOP_GRACE)
            self.scheduler.shutdown(wait=False)
        async with self._poll_lock:
            pass  # a poll in progress finishes and stores its snapshot before we go on
        await self.leadership.resign()  # another process takes the provider jobs over at once
        try:
            await self.watcher.flush()  # and the rest of a big fan-out it began
        except Exception:  # the next start finishes it (record_polls and the schedule load do)
            log.exception("finishing a fan-out failed")
        cut_off = False
        if self._sender_task:
            # Sends under way get a moment; one stuck on a slow platform is cut off: its row stays leased and
            # the next start recovers it (looked for in the channel first), as after a crash.
            _, late = await asyncio.wait({self._sender_task}, timeout=STOP_GRACE)
            for task in late:
                task.cancel()
                cut_off = True
        if not cut_off:  # a platform that hung once would only hang the last sends too
            try:
                await asyncio.wait_for(self.sender.drain(), timeout=STOP_GRACE)
            except TimeoutError:
                log.warning("stopped with alerts still pending; they will be sent on the next start")
            except Exception as exc:  # a database that broke mid-run: the platforms and provider still close
                log.warning("the last sends could not be made (%s); they stay in the outbox", exc)
        await asyncio.gather(*(adapter.stop() for adapter in self.adapters.values()), return_exceptions=True)
        await self.bundle.provider.aclose()

    async def _finish_running_jobs(self, grace: float = 3.0) -> None:
        """Let submitted jobs run to their end (they return at once once `_stop` is set), for `grace` seconds;
        a job still waiting on the provider after that is cancelled.

        APScheduler 3's asyncio executor cancels unfinished job tasks on shutdown and logs each as an error;
        waiting for them first makes a stop quiet and loses no poll half-way.
        """
        executor = self.scheduler._lookup_executor("default")
        pending = [f for f in getattr(executor, "_pending_futures", ()) if not f.done()]
        if pending:
            _, late = await asyncio.wait(pending, timeout=grace)
            for future in late:
                future.cancel()
            if late:
                await asyncio.wait(late, timeout=grace)

    async def replay_done(self) -> bool:
        """The replay has played out, every match reached its end, and the outbox is empty."""
        clock = self.bundle.replay_clock
        if clock is None or not clock.finished:
            return False
        snaps = await self.db.run(all_snapshots)
        if any(not s.status.is_terminal for s in snaps):
            return False
        return await self._unsent() == 0

    async def wait_replay(self, poll: float = 0.05) -> None:
        while not await self.replay_done():
            await asyncio.sleep(poll)
