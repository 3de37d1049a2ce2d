"""Poll the provider, detect alerts and store them with the snapshot: the alert flow's first half.

Only followed matches are tracked. A poll is one call for every live match (plus a by-id call for tracked
matches that just left the live list). Provider failures never reach the scheduler: they back off with
jitter, open a circuit after repeated failures, and after `stale_after` seconds without data the channels
following a live match are told once that live data is delayed, and once again when it is back.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Protocol
from zoneinfo import ZoneInfo

from bot.alerts.detect import detect, stabilise
from bot.alerts.gate import GateSettings, TruthGate, budgeted
from bot.alerts.journal import AlertJournal
from bot.alerts.model import Alert, AlertKind
from bot.alerts.scoreboard import record_polls_and_boards
from bot.alerts.state import Tracked, book_from_json, book_to_json
from bot.core.markup import scrub
from bot.i18n import N_
from bot.logging_once import OnceLogger
from bot.providers.base import Provider
from bot.providers.errors import BadPayload, ProviderError, QuotaExhausted, RateLimited
from bot.providers.model import MatchSnapshot, Status
from bot.providers.resilience import Backoff
from bot.store import Store, calendar
from bot.store import names as name_store
from bot.store.matches import StoredMatch, StoredSnapshots, get_match, get_snapshot, save_standings
from bot.store.outbox import finish_fan_outs, record_notice
from bot.store.subscriptions import channels_for, followed_ids

log = logging.getLogger(__name__)
PRE_MATCH = timedelta(minutes=10)
LINEUP_WINDOW = timedelta(minutes=60)  # elevens are published 20 to 40 minutes before kick-off
LINEUP_EVERY = 300.0  # seconds between by-id checks for them: a few calls per match, never a poll each
LATE_NIGHT = timedelta(hours=4)  # after UTC midnight, yesterday's late kick-offs may still be playing


def season_of(day: date) -> int:
    """The season a day falls in, named by the year it starts (2022 for 2022/23): European seasons start in
    July. (A calendar-year league's season is its year: right from July to December, a year early before.)"""
    return day.year if day.month >= 7 else day.year - 1


SEARCH_TRIES = 4  # a team search the provider keeps failing is retried this often, then reported
FINISH_AFTER = 0.06  # seconds between a big fan-out's first wave and the rest: the sender claims meanwhile
SEARCH_BACKOFF = 60.0  # seconds before the first retry; doubles each time
# What one answer changes for one match: the stored match before (None: first seen), the match to store, and
# the alerts to send.
Change = tuple[Tracked | None, Tracked, list[Alert]]


def _tracked(row: StoredMatch | None) -> Tracked | None:
    """A stored row as the detector holds it: the snapshot, and its goal book decoded from beside it."""
    return None if row is None else Tracked(row.snapshot, book_from_json(row.detector))


def _as_row(match: Tracked) -> StoredMatch:
    """The match as the store keeps it: the snapshot, and the goal book in its own encoding beside it."""
    return StoredMatch(match.snap, book_to_json(match.book))


# What fans are told of an outage: the notice's detail, whole sentences marked for the catalogues and translated
# where they are shown (`bot.alerts.format`), so each channel reads them in its language.
DELAYED = N_("Live data is delayed; alerts resume as soon as it answers again")
RESTORED = N_("Live data is back")


def _why(exc: BaseException) -> str:
    """What fans are told about a delay, and why, in one sentence."""
    if isinstance(exc, QuotaExhausted):
        return N_(
            "Live data is delayed because the results provider's daily request limit is reached; "
            "alerts resume as soon as it answers again"
        )
    if isinstance(exc, RateLimited):
        return N_(
            "Live data is delayed because the results provider asked us to slow down; "
            "alerts resume as soon as it answers again"
        )
    return N_(
        "Live data is delayed because the results provider is not answering properly; "
        "alerts resume as soon as it answers again"
    )


class PollObserver(Protocol):
    """Told of each poll, for `/metrics` (`bot.ops`); the watcher works the same without one."""

    def poll_skipped(self) -> None:
        """A poll not made: the provider is backed off (or its circuit open)."""

    def polled(self, seconds: float, error: Exception | None) -> None:
        """A poll made, how long it took, and what it failed on (None: it succeeded): a `ProviderError`, or
        anything else that broke it (the watcher backs off from both alike)."""


class MatchWatcher:
    """Keeps the store's view of today's followed matches current and turns changes into outbox rows."""

    def __init__(
        self,
        store: Store,
        provider: Provider,
        clock: Callable[[], datetime],
        on_new_rows: Callable[[], None] = lambda: None,
        *,
        stale_after: float = 300.0,
        backoff: Backoff | None = None,
        monotonic: Callable[[], float] = time.monotonic,
        gate: GateSettings | None = None,
        journal: AlertJournal | None = None,
        timezone: ZoneInfo | None = None,
        observer: PollObserver | None = None,
    ) -> None:
        self.store = store
        self.provider = provider
        self.clock = clock
        self.on_new_rows = on_new_rows
        self.stale_after = stale_after
        self.backoff = backoff or Backoff()
        self.monotonic = monotonic
        self.polls = 0
        self.skipped = 0
        self.last_error = ""
        self.last_ok = monotonic()
        self.delayed_since: float | None = None
        self.delay_reason = ""  # the delayed notice, with why, in one sentence (`_why`)
        self.delayed_matches: frozenset[int] = frozenset()  # the live matches whose channels were told of it
        self.outage = ""  # the outage told of now: both its notices' keys carry it, and no other outage's do
        self.once = OnceLogger(log)
        self.gate = TruthGate(gate or GateSettings(), warn_once=self.once.warning, clock=monotonic)
        self.journal = journal
        self.timezone = timezone
        self.observer = observer
        self._search_failures: dict[str, tuple[int, float]] = {}
        self._lineups_checked: dict[int, float] = {}
        self.schedule_loaded = False
        self._stored = StoredSnapshots()
        self._finishing: asyncio.Task[None] | None = None
        # match id -> the provider's last snapshot of it, when applying it changed nothing and the gate holds
        # nothing for it: the same answer again is skipped without touching the database
        self._settled: dict[int, MatchSnapshot] = {}
        self._named: set[tuple[int, str, int, str, int, str]] = (
            set()
        )  # (home, away, competition) names learned
        # One poll or schedule load at a time: two interleaved diffs of the same match would each carry
        # forward their own goal bookkeeping, and one would overwrite the other.
        self._lock = asyncio.Lock()

    # ------------------------------------------------------------------------------ schedule
    async def _followed(self) -> tuple[set[int], set[int]]:
        return await self.store.run(followed_ids)

    def _is_followed(self, snap: MatchSnapshot, comps: set[int], teams: set[int]) -> bool:
        return snap.competition.id in comps or snap.home.id in teams or snap.away.id in teams

    async def load_schedule(self) -> list[MatchSnapshot]:
        """Today's followed fixtures (with line-ups, for coaches) and the standings of their competitions."""
        async with self._lock:
            return await self._load_schedule()

    async def _load_schedule(self) -> list[MatchSnapshot]:
        await self.store.run(finish_fan_outs)  # a fan-out a crash cut short is completed before anything new
        await self._serve_name_lookups_unlocked()
        comps, teams = await self._followed()
        if not comps and not teams:
            self.schedule_loaded = True
            self.once.info("schedule:none", "watching nothing: no channel follows a team or competition yet")
            return []
        now = self.clock()
        listed = list(await self.provider.fixtures_on(now.date()))
        if now - now.replace(hour=0, minute=0, second=0, microsecond=0) < LATE_NIGHT:
            # A match that kicked off before UTC midnight is listed under yesterday but may still be live.
            listed += [
                s
                for s in await self.provider.fixtures_on((now - LATE_NIGHT).date())
                if not s.status.is_terminal
            ]
        day = [s for s in listed if self._is_followed(s, comps, teams)]
        if day:
            detailed = {s.id: s for s in await self.provider.fixtures([s.id for s in day])}
            for snap in day:
                await self._apply_schedule(detailed.get(snap.id, snap))
        for comp_id, season in sorted({(s.competition.id, s.competition.season) for s in day}):
            await self.refresh_standings(comp_id, season)
        self.schedule_loaded = True
        log.info("%s", self.watching_summary(day))
        return day

    def watching_summary(self, day: list[MatchSnapshot]) -> str:
        """One line for the log: what is watched and when the next match starts."""
        if not day:
            return "watching no matches today: nothing followed plays (the schedule is read again later)"
        zone = self.timezone
        names = ", ".join(f"{scrub(s.home.name)} v {scrub(s.away.name)}" for s in day[:5]) + (
            " ..." if len(day) > 5 else ""
        )
        upcoming = [
            s.kickoff for s in day if s.status is Status.SCHEDULED and _timed(s) and s.kickoff >= self.clock()
        ]
        nxt = ""
        if upcoming:
            when = min(upcoming)
            local = when.astimezone(zone) if zone is not None else when
            nxt = f"; next kick-off {local:%H:%M} {zone.key if zone is not None else 'UTC'}"
        live = sum(1 for s in day if s.status.is_live)
        return f"watching {len(day)} match{'es' if len(day) != 1 else ''} ({live} live): {names}{nxt}"

    async def refresh_calendar(self) -> int:
        """Followed teams' and competitions' fixtures and results around today, and the competitions' top
        scorers, for /next, /fixtures, /results and /scorers. One call per followed team, two per followed
        competition. Returns the calls made."""
        comps, teams = await self._followed()
        today = self.clock().date()
        start, end = today - calendar.BEHIND, today + calendar.AHEAD
        season = season_of(today)
        calls = 0
        for team in sorted(teams):
            calls += 1
            await self.store.run(
                calendar.save_matches, await self.provider.team_matches(team, season, start, end)
            )
        for comp in sorted(comps):
            calls += 2
            matches = await self.provider.competition_matches(comp, season, start, end)
            await self.store.run(calendar.save_matches, matches)
            await self.store.run(calendar.save_scorers, await self.provider.top_scorers(comp, season))
        return calls

    async def refresh_scorers(self, competition_id: int, season: int) -> None:
        """After a match of a competition whose top scorers are kept (it is followed): one call."""
        if await self.store.run(calendar.scorers, [competition_id]):
            await self.store.run(
                calendar.save_scorers, await self.provider.top_scorers(competition_id, season)
            )

    async def refresh_standings(self, competition_id: int, season: int) -> None:
        for standings in await self.provider.standings(competition_id, season):
            await self.store.run(save_standings, standings)
            await self.store.run(name_store.learn_from_standings, standings)

    async def serve_name_lookups(self) -> None:
        async with self._lock:
            await self._serve_name_lookups_unlocked()

    async def _serve_name_lookups_unlocked(self) -> None:
        """Names fans asked /follow for that we did not know: ask the provider's search, off the command path.

        A search that fails is retried with back-off a few times, then given up and logged; one failing
        name never blocks the others."""
        for text in await self.store.run(name_store.pending_lookups):
            tries, not_before = self._search_failures.get(text, (0, 0.0))
            if self.monotonic() < not_before:
                continue
            try:
                found = await self.provider.search_teams(text)
            except Exception as exc:
                tries += 1
                if tries >= SEARCH_TRIES:
                    self._search_failures.pop(text, None)
                    await self.store.run(name_store.lookup_failed, text)
                    log.warning("team search for %r failed %d times; giving up (%s)", text, tries, exc)
                else:
                    wait = SEARCH_BACKOFF * 2 ** (tries - 1)
                    self._search_failures[text] = (tries, self.monotonic() + wait)
                    log.info("team search for %r failed (%s); retry in %.0f s", text, exc, wait)
                continue
            self._search_failures.pop(text, None)
            await self.store.run(name_store.learn_teams, [(t.id, t.name) for t in found])
            await self.store.run(name_store.lookup_done, text)

    async def stored(self) -> list[MatchSnapshot]:
        return await self.store.run(self._stored.read)

    async def last_match_end(self) -> datetime | None:
        pending = [_planned_start(s) for s in await self.stored() if not s.status.is_terminal]
        return max(pending) + timedelta(hours=2, minutes=15) if pending else None

    async def is_active(self) -> bool:
        """True while a followed match is live, about to kick off, or its line-ups may be out."""
        if not self.schedule_loaded:
            return True  # the day's schedule could not be read: poll, and let the live list tell us
        now = self.clock()
        return any(
            not s.status.is_terminal and _timed(s) and s.kickoff - LINEUP_WINDOW <= now
            for s in await self.stored()
        )

    # ------------------------------------------------------------------------------ polling
    async def poll(self) -> int:
        """One poll. Never raises into the scheduler: provider failures back off and are retried."""
        async with self._lock:
            return await self._poll_locked()

    async def _poll_locked(self) -> int:
        if not self.backoff.ready():
            self.skipped += 1
            if self.observer is not None:
                self.observer.poll_skipped()
            await self._maybe_delayed()
            return 0
        started = time.perf_counter()
        try:
            added = await self._poll()
        except Exception as exc:  # whatever broke, the same back-off, circuit and delayed notice apply
            error = exc if isinstance(exc, ProviderError) else BadPayload(f"unreadable answer ({exc!r})")
            if self.observer is not None:
                self.observer.polled(time.perf_counter() - started, exc)
            if not isinstance(exc, ProviderError):
                log.debug("poll failed", exc_info=True)
            self.last_error = str(error)
            self.delay_reason = _why(error)
            delay = self.backoff.failure(error)
            log.warning("poll failed (%s); next try in %.0f s (circuit %s)", error, delay, self.backoff.state)
            await self._maybe_delayed()
            return 0
        if self.observer is not None:
            self.observer.polled(time.perf_counter() - started, None)
        self.backoff.success()
        self.last_ok = self.monotonic()
        self.last_error = ""
        if self.delayed_since is not None:
            added += await self._notice(AlertKind.DATA_RESTORED, RESTORED)
            self.delayed_since = None
        if added:
            self.on_new_rows()
        return added

    async def _poll(self) -> int:
        self.polls += 1
        comps, teams = await self._followed()
        now = self.clock()
        rows = await self.store.run(self._stored.read_matches)
        stored = [r.snapshot for r in rows]
        live: list[MatchSnapshot] = []
        pending = [s for s in stored if not s.status.is_terminal]
        # The live call is skipped only when the schedule says nothing is near; with no schedule, discover.
        if not pending or any(_timed(s) and s.kickoff - PRE_MATCH <= now for s in pending):
            # One call for all live matches; narrowed to followed competitions when no team is followed.
            live = await self.provider.live(None if teams or not comps else comps)
            live = [s for s in live if self._is_followed(s, comps, teams)]
        seen = {s.id for s in live}
        missing = [
            s.id
            for s in stored
            if s.id not in seen
            and not s.status.is_terminal
            and s.kickoff <= now
            and s.status is not Status.SCHEDULED
        ]
        # A match whose score drop the gate still holds is asked for by id until it is settled, after full
        # time too: the final answer decides whether that goal stands.
        missing += [
            s.id for s in stored if self.gate.holding(s.id) and s.id not in seen and s.id not in missing
        ]
        missing += self._lineups_due(stored, now, seen | set(missing))
        snapshots = live + (await self.provider.fixtures(missing) if missing else [])
        known = {r.snapshot.id: r for r in rows}
        changes = [
            change
            for snap in snapshots
            if not self._unchanged(snap)
            and (change := self._decide(_tracked(known.get(snap.id)), snap)) is not None
        ]
        added = await self._record(changes)
        if added:
            self.on_new_rows()  # the sender starts now, not after the standings below
        finished = {
            (new.snap.competition.id, new.snap.competition.season)
            for old, new, _ in changes
            if old and not old.snap.status.is_terminal and new.snap.status.is_terminal
        }
        if changes:  # /next and /results see a match's news at no extra call
            await self.store.run(calendar.update_known, [new.snap for _, new, _ in changes])
        for comp_id, season in sorted(finished):
            await self.refresh_standings(comp_id, season)
            await self.refresh_scorers(comp_id, season)
        return added

    async def _finish_fan_outs(self) -> None:
        await asyncio.sleep(FINISH_AFTER)
        if await self.store.run(finish_fan_outs):
            self.on_new_rows()

    async def flush(self) -> None:
        """Wait for the rest of a fan-out still being written (before the store closes)."""
        if self._finishing is not None:
            await self._finishing

    def _unchanged(self, snap: MatchSnapshot) -> bool:
        """The provider's answer for this match is the one it gave last time, which changed nothing then."""
        return self._settled.get(snap.id) == snap and not self.gate.holding(snap.id)

    def _decide(self, old: Tracked | None, snap: MatchSnapshot) -> Change | None:
        """What one provider snapshot changes: (old, new, alerts), or None when nothing is to be stored."""
        self._settled.pop(snap.id, None)
        admitted = self.gate.admit(old, snap)
        if admitted is None:
            return None  # stale, held or nonsense: the stored snapshot stays the truth
        alerts, new = detect(old, stabilise(old.snap if old else None, admitted))
        verdict = self.gate.within_budget(snap.id, budgeted(alerts))
        if verdict is False:
            return None
        if verdict is None:
            alerts = []  # a runaway that persisted: adopt it as the baseline, announce nothing
        if not alerts and new == old and not self.gate.holding(snap.id):
            self._settled[snap.id] = snap
            return None
        return old, new, alerts

    async def _record(self, changes: list[Change]) -> int:
        """Store a poll's changes in one transaction; learn names not seen before; log the new alerts."""
        if not changes:
            return 0
        fresh: list[Alert] = []
        unfinished: list[Alert] = []
        # the matches' scoreboards in the same transaction: a board never lags its stored snapshot
        rows, boards = await self.store.run(
            record_polls_and_boards, [(_as_row(new), a) for _, new, a in changes], None, fresh, unfinished
        )
        if boards and not rows:
            self.on_new_rows()  # only a scoreboard changed: the sender posts or edits it
        if unfinished:
            self.on_new_rows()  # the first wave goes now
            # the rest of the fan-out just after, once the sender's first claim is in the database's queue
            self._finishing = asyncio.create_task(self._finish_fan_outs())
        for _, match, _ in changes:
            new = match.snap
            names = (
                new.home.id,
                new.home.name,
                new.away.id,
                new.away.name,
                new.competition.id,
                new.competition.name,
            )
            if names not in self._named:
                await self.store.run(name_store.learn_from_snapshot, new)
                self._named.add(names)
        if self.journal is not None:
            self.journal.write(fresh)
        return rows

    def _lineups_due(self, stored: list[MatchSnapshot], now: datetime, already: set[int]) -> list[int]:
        """Unstarted matches inside the line-up window whose elevens we lack, checked every few minutes."""
        due = []
        for s in stored:
            if (
                s.status is Status.SCHEDULED
                and _timed(s)
                and len(s.lineups) < 2
                and s.id not in already
                and s.kickoff - LINEUP_WINDOW <= now
                and self.monotonic() - self._lineups_checked.get(s.id, float("-inf")) >= LINEUP_EVERY
            ):
                self._lineups_checked[s.id] = self.monotonic()
                due.append(s.id)
        return due

    async def _apply_schedule(self, snap: MatchSnapshot) -> None:
        """A schedule listing never overrides live data: it only adds matches and updates unstarted ones."""
        old = await self.store.run(get_snapshot, snap.id)
        if old is None or old.status is Status.SCHEDULED:
            await self._apply(snap)

    async def _apply(self, snap: MatchSnapshot) -> tuple[int, bool]:
        """One snapshot outside a poll (the schedule, tests): (rows added, whether the match just ended)."""
        old = _tracked(await self.store.run(get_match, snap.id))
        change = self._decide(old, snap)
        if change is None:
            return 0, False
        rows = await self._record([change])
        return rows, bool(old and not old.snap.status.is_terminal and change[1].snap.status.is_terminal)

    # ------------------------------------------------------------------------------ stale data
    async def _maybe_delayed(self) -> None:
        """Told once per outage, driven only by the time since the last good data, whatever the cause."""
        if self.delayed_since is not None or self.monotonic() - self.last_ok < self.stale_after:
            return
        # Named by the wall clock in nanoseconds: two short outages in one second are two outages (a key of
        # whole seconds once made the second one's "back" a duplicate of the first's, and it was never sent).
        self.outage = str(time.time_ns())
        if await self._notice(AlertKind.DATA_DELAYED, self.delay_reason or DELAYED):
            self.delayed_since = self.monotonic()

    async def _notice(self, kind: AlertKind, text: str) -> int:
        """One message per channel following any live match, however many live matches it follows."""
        stored = await self.stored()
        live = [s for s in stored if s.status.is_live]
        if kind is AlertKind.DATA_RESTORED:
            # Those told of the delay are told it is over, even when the answer that ends it also ends their match
            # (full time came with it): otherwise "delayed" stood unanswered in their channel.
            live = [s for s in stored if s.id in self.delayed_matches] or live
        if not live:
            return 0
        if kind is AlertKind.DATA_DELAYED:
            self.delayed_matches = frozenset(s.id for s in live)
        channels: dict[tuple[str, str], None] = {}
        for s in live:
            for ch in await self.store.run(channels_for, s.competition.id, (s.home.id, s.away.id), "goals"):
                channels[ch] = None
        alert = Alert.for_match(live[0], f"notice:{kind.value}:{self.outage}", kind, detail=text)
        added = await self.store.run(record_notice, alert, list(channels))
        if added:
            self.on_new_rows()
        return added


def _timed(s: MatchSnapshot) -> bool:
    """Whether the kick-off time can plan polls: a fixture whose time the provider has not fixed (API-Football
    "TBD", football-data "SCHEDULED") carries a placeholder, often 00:00 UTC, which is no kick-off. Such a
    match is found live by the schedule's next reading (hourly) once the provider fixes its time."""
    return s.time_confirmed or s.status is not Status.SCHEDULED


def _planned_start(s: MatchSnapshot) -> datetime:
    """When a match may start, for the day's poll plan: its kick-off, or the end of its provisional day."""
    if _timed(s):
        return s.kickoff
    return datetime.combine(s.kickoff.astimezone(UTC).date() + timedelta(days=1), datetime.min.time(), UTC)
