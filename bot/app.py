"""The composition root: store, provider, core, scheduler and adapters, wired from the config.

Adapters are loaded by import path (as errbot loads backends), so nothing in `bot` imports them and a
missing extra becomes a clear "install matchday[discord]".
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from apscheduler.schedulers.asyncio import AsyncIOScheduler

from bot.alerts.dispatch import AlertSender, Lifetimes
from bot.alerts.gate import GateSettings
from bot.alerts.journal import AlertJournal
from bot.alerts.pacing import DEFAULT_LIMITS, Limits, Pacer
from bot.alerts.watch import MatchWatcher
from bot.commands import build_tree
from bot.commands.context import Context
from bot.config import Config
from bot.core.cooldown import Cooldowns, Limit, slow_down
from bot.core.dispatch import Dispatcher
from bot.core.invocation import Actor, Invocation
from bot.core.platform import Adapter, can_post_in
from bot.core.reply import Reply, error_reply
from bot.names import resolve
from bot.providers.factory import ProviderBundle, build_provider
from bot.providers.polling import PollPlan, plan_interval
from bot.store import Store
from bot.store import names as name_store
from bot.store import subscriptions as subs
from bot.store.matches import all_snapshots
from bot.store.outbox import pending_count
from bot.store.prune import prune

log = logging.getLogger(__name__)
# Seconds each step of a stop may take (jobs, sends under way, the last sends, each twice at most for jobs): a
# SIGINT or SIGTERM ends the process within 5 s whatever a platform or the provider is doing.
STOP_GRACE = 1.0
STOP_WITHIN = 4.0  # the whole stop, then the store is closed whatever is left (the process is gone in 5 s)
# A poll skipped because the previous one is still running is normal back-pressure, not news.
logging.getLogger("apscheduler.scheduler").setLevel(logging.ERROR)

ADAPTER_PATHS = {
    "console": ("adapters.console", "ConsoleAdapter", ""),
    "discord": ("adapters.discord", "DiscordAdapter", "discord"),
    "slack": ("adapters.slack", "SlackAdapter", "slack"),
}


def pacer_from(config: Config) -> Pacer:
    limits = {
        name: Limits(
            per_second=config.get(f"dispatch.{name}", "per_second"),
            channel_burst=config.get(f"dispatch.{name}", "channel_burst"),
            channel_window=config.get(f"dispatch.{name}", "channel_window_seconds"),
        )
        for name in ("discord", "slack")
    }
    return Pacer(limits=limits | {"console": DEFAULT_LIMITS["console"]})


class AdapterUnavailable(Exception):
    pass


def load_adapter(name: str, config: Config, **kwargs: Any) -> Adapter:
    module_name, cls_name, extra = ADAPTER_PATHS[name]
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        hint = f"; install it with: pip install 'matchday[{extra}]'" if extra else ""
        raise AdapterUnavailable(f"The {name} adapter cannot load ({exc.name} is missing){hint}.") from None
    return (
        getattr(module, cls_name).from_config(config, **kwargs)
        if hasattr(getattr(module, cls_name), "from_config")
        else getattr(module, cls_name)(**kwargs)
    )


class App:
    def __init__(
        self,
        config: Config,
        *,
        adapters: dict[str, Adapter] | None = None,
        database: str | Path | None = None,
    ) -> None:
        self.config = config
        self.bundle: ProviderBundle = build_provider(config)
        self.store = Store(database or config.get("bot", "database"))
        self.tree = build_tree()
        self.context = Context(
            store=self.store,
            tree=self.tree,
            timezone=config.timezone,
            clock=self.bundle.clock,
            provider=self.bundle.provider.name if self.bundle.replay_clock is None else "replay",
            refresh_schedule=self.request_schedule_refresh,
            can_post=lambda platform, channel: can_post_in(self.adapters, platform, channel),
        )
        self.dispatcher = Dispatcher(self.tree, self.context)
        self.cooldowns = Cooldowns(
            Limit(config.get("commands", "per_member"), config.get("commands", "per_member_seconds")),
            Limit(config.get("commands", "per_channel"), config.get("commands", "per_channel_seconds")),
        )
        self.adapters: dict[str, Adapter] = (
            adapters
            if adapters is not None
            else {name: load_adapter(name, config) for name in config.adapters}
        )
        for adapter in self.adapters.values():
            if hasattr(adapter, "attach_tree"):
                adapter.attach_tree(self.tree)  # Discord builds its commands from it; Slack sees who may need an admin
            if hasattr(adapter, "suggest"):
                adapter.suggest = self.suggest_names  # autocomplete, from the store: no network
        alerts_log = str(config.get("bot", "alerts_log") or "")
        self.journal = AlertJournal(alerts_log) if alerts_log else None
        self.sender = AlertSender(
            self.store,
            self.adapters,
            batch=config.get("dispatch", "batch"),
            lease_seconds=config.get("dispatch", "lease_seconds"),
            pacer=pacer_from(config),
            lifetimes=Lifetimes(
                after_full_time=60 * float(config.get("dispatch", "retry_after_full_time_minutes")),
                correction=3600 * float(config.get("dispatch", "retry_corrections_hours")),
            ),
        )
        self.watcher = MatchWatcher(
            self.store,
            self.bundle.provider,
            self.bundle.clock,
            self.sender.poke,
            stale_after=float(config.get("provider", "stale_after_seconds")),
            gate=GateSettings(
                confirm_polls=config.get("provider", "confirm_drop_polls"),
                max_jump=config.get("provider", "max_score_jump"),
                alert_budget=config.get("provider", "alert_budget"),
            ),
            journal=self.journal,
            timezone=config.timezone,
        )
        self.scheduler = AsyncIOScheduler()
        self._stop = asyncio.Event()
        self._sender_task: asyncio.Task[None] | None = None
        self._poll_lock = asyncio.Lock()
        self.poll_interval = self.bundle.poll_seconds
        self._poll_reason = ""

    # ------------------------------------------------------------------------------ commands
    async def on_text(
        self, text: str, channel: str, platform: str = "console", actor: Actor | None = None
    ) -> Reply:
        if (refused := self._too_fast(platform, actor, channel)) is not None:
            return refused
        return await self.dispatcher.answer_text(text, actor=actor, channel=channel, platform=platform)

    async def on_command(self, invocation: Invocation) -> Reply:
        if (refused := self._too_fast(invocation.platform, invocation.actor, invocation.channel)) is not None:
            return refused
        return await self.dispatcher.answer(invocation)

    async def suggest_names(self, kind: str, typed: str) -> list[str]:
        return await self.store.run(name_store.suggest, kind, typed)

    def _too_fast(self, platform: str, actor: Actor | None, channel: str) -> Reply | None:
        """A member or channel over its command limit is told privately how long to wait (the console's one
        local user is never limited)."""
        if platform == "console":
            return None
        wait = self.cooldowns.check(platform, actor.id if actor else "", channel, admin=bool(actor and actor.is_admin))
        return error_reply(slow_down(wait, busy=self.cooldowns.busy)) if wait > 0 else None

    def request_schedule_refresh(self) -> None:
        """Run the schedule job now (after /follow or /unfollow), never inside the command handler."""
        if self.scheduler.running and self.scheduler.get_job("schedule") and not self._stop.is_set():
            self.scheduler.modify_job("schedule", next_run_time=datetime.now(UTC))

    # ------------------------------------------------------------------------------ lifecycle
    async def seed_console_follows(self) -> None:
        """The console's configured follows, so a local run shows alerts with no /follow typed."""
        if "console" not in self.adapters:
            return
        channel = self.config.get("adapters.console", "channel")
        for name in self.config.get("adapters.console", "follow"):
            named = resolve(name, provider=self.config.provider)
            if named is None:
                log.warning("adapters.console.follow: %r is not a team or competition I know", name)
                continue
            await self.store.run(subs.follow, "console", channel, named.kind, named.id, named.name)

    async def _poll_job(self) -> None:
        try:
            async with self._poll_lock:
                if self._stop.is_set() or await self._replay_waits_for_sender():
                    return
                if await self.watcher.is_active():
                    await self.watcher.poll()
        except asyncio.CancelledError:
            return  # shutting down: the next start polls again
        except Exception:  # a bug in one poll must not stop the next one
            log.exception("poll failed")

    async def _replay_waits_for_sender(self) -> bool:
        """A stepped replay (`--speed max`) moves to its next moment only once this moment's alerts are out,
        so the story is the same on any machine: a slow sender never sees a goal already ruled out."""
        clock = self.bundle.replay_clock
        return bool(clock and clock.stepped and await self.store.run(pending_count))

    async def replan(self) -> PollPlan:
        """Fit the poll interval to the provider's update rate and the quota left until the last match ends."""
        end = await self.watcher.last_match_end()
        quota = self.bundle.provider.quota
        plan = plan_interval(
            self.bundle.poll_seconds,
            self.config.provider if self.bundle.replay_clock is None else "replay",
            remaining_day=quota.remaining_day,
            per_minute=quota.per_minute,
            seconds_left=max(0.0, (end - self.bundle.clock()).total_seconds()) if end else 0.0,
            floor=float(self.config.get("provider", "min_poll_seconds")),
        )
        if plan.interval != self.poll_interval or plan.reason != self._poll_reason:
            log.info("polling %s %s", self.config.provider, plan.reason)
            self._poll_reason = plan.reason
        if plan.interval != self.poll_interval:
            self.poll_interval = plan.interval
            if self.scheduler.get_job("poll"):
                self.scheduler.reschedule_job("poll", trigger="interval", seconds=plan.interval)
        if not plan.sustainable:
            log.warning("polling %s", plan.reason)
        return plan

    async def _prune_job(self) -> None:
        keep = float(self.config.get("bot", "keep_days")) * 86400
        try:
            deleted = await self.store.run(prune, keep)
        except Exception as exc:  # storage housekeeping must never take the bot down
            log.warning("pruning old rows failed: %s", exc)
            return
        if any(deleted.values()):
            log.info("pruned rows older than %g days: %s", keep / 86400, deleted)

    async def _names_job(self) -> None:
        try:
            await self.watcher.serve_name_lookups()
            await self.store.checkpoint()
        except asyncio.CancelledError:
            return
        except Exception as exc:
            log.warning("team search failed: %s", exc)

    async def _schedule_job(self) -> None:
        try:
            async with self._poll_lock:
                if not self._stop.is_set():
                    await self.watcher.load_schedule()
                    await self.replan()
        except asyncio.CancelledError:
            return
        except Exception as exc:  # the next refresh tries again; never take the bot down
            log.warning("could not load today's fixtures: %s", exc)

    async def start(self) -> None:
        if self.bundle.replay_clock is not None:
            # A fast replay's kick-off is only moments after its start: it starts when the bot does, not when
            # it was configured, or the first poll would find the match under way and miss its beginning.
            self.bundle.replay_clock.restart()
        for adapter in self.adapters.values():
            if hasattr(adapter, "followed"):  # it checks its permissions in the followed channels at start
                adapter.followed = await self.store.run(subs.channels_on, adapter.platform)
            await adapter.start(
                lambda text, channel, actor=None, _p=adapter.platform: self.on_text(text, channel, _p, actor),
                self.on_command,
            )
        await self.seed_console_follows()
        await self._schedule_job()
        self.scheduler.add_job(
            self._poll_job,
            "interval",
            seconds=self.bundle.poll_seconds,
            id="poll",
            max_instances=1,
            coalesce=True,
            misfire_grace_time=None,
        )
        self.scheduler.add_job(
            self._schedule_job,
            "interval",
            id="schedule",
            max_instances=1,
            coalesce=True,
            seconds=float(self.config.get("provider", "schedule_refresh_seconds")),
        )
        # Names fans asked /follow for: looked up within a minute, off the command path; and a WAL checkpoint.
        self.scheduler.add_job(
            self._names_job, "interval", id="names", max_instances=1, coalesce=True, seconds=30.0
        )
        # Sent rows, old alerts and finished matches are deleted after `keep_days`: storage stays bounded.
        self.scheduler.add_job(
            self._prune_job,
            "interval",
            id="prune",
            max_instances=1,
            coalesce=True,
            hours=6,
            next_run_time=datetime.now(UTC) + timedelta(minutes=1),
        )
        self.scheduler.start()
        self._sender_task = asyncio.create_task(self.sender.run(self._stop), name="outbox-sender")

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
            self.store.close()

    async def _wind_down(self) -> None:
        if self.scheduler.running:
            self.scheduler.pause()
            await self._finish_running_jobs(grace=STOP_GRACE)
            self.scheduler.shutdown(wait=False)
        async with self._poll_lock:
            pass  # a poll in progress finishes and stores its snapshot before we go on
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
        snaps = await self.store.run(all_snapshots)
        if any(not s.status.is_terminal for s in snaps):
            return False
        return await self.store.run(pending_count) == 0

    async def wait_replay(self, poll: float = 0.05) -> None:
        while not await self.replay_done():
            await asyncio.sleep(poll)
