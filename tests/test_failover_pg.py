"""SIGKILL the poller during a live replay, 20 trials: another process takes over within two poll intervals,
and no alert is lost or doubled.

Each trial is real processes on a fresh PostgreSQL database (tests/failover.py): `matchday mock-server --speed
max` serving the Group D night as API-Football, and two `matchday run --role poller` pointed at it, with two
channels following the competition. The process holding the poller lock polls; at a random moment of the live
part the test SIGKILLs it, and times from the kill to
- the killed process's session ending (the lock gone from pg_locks: PostgreSQL's detection),
- the other process taking the lock, and its first live poll answered (from its own log).
The first live poll must come within two poll intervals of the kill, plus the detection time. The survivor then
polls a few more moments and is stopped with SIGTERM; its alerts (keys and kinds, each match's in detection
order) and outbox rows must be exactly those one undisturbed poller stores for the same moments of the night
(run once for the module): none lost, none doubled, none extra, one outbox row per alert and channel.

The stepped replay (`--speed max`) moves its clock one moment per live poll, whoever polls: the same moments in
the same order on any machine, and the moment a killed poller was served but never stored is gone for the
survivor as minutes of a real match would be; the survivor's next answer must make up for it. That is also why
no kill lands around Kane's 90+5' goal: in the replay it is on screen for one moment only (VAR removes it at the
next), so a poller killed after being served that moment and before storing it takes with it the only sight
anyone had of the goal. A real provider shows it for three minutes, many polls; losing it here would be the
replay's doing, not the failover's.

MATCHDAY_FAILOVER_TRIALS (default 20) sets the number of trials, MATCHDAY_FAILOVER_SEED the random kills.
"""

from __future__ import annotations

import os
import random
import signal
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.providers.replay.scenario import load_scenario, parse_minute
from tests.failover import (
    CHANNELS,
    Child,
    Mock,
    PollerLock,
    Rows,
    poller_child,
    subscribe,
    wait_until,
    write_config,
)

pytestmark = pytest.mark.slow

TRIALS = int(os.environ.get("MATCHDAY_FAILOVER_TRIALS", "20"))
SEED = int(os.environ.get("MATCHDAY_FAILOVER_SEED", str(time.time_ns() % 1_000_000)))
# [provider] poll_seconds: each poller's interval, and how often the follower tries the lock. Long enough that
# the other tests running beside it on a loaded two-core machine (pytest-xdist) cannot eat the margin.
POLL = 0.4
# The mock's advertised plan: enough for a poll every POLL over a whole match window (see tests/failover.py).
PER_DAY, PER_MINUTE = 1_000_000, 6_000
# Live polls the survivor makes after its first, before it is stopped (MATCHDAY_FAILOVER_AFTER=99: to the end
# of the night, about 2.5 s more a trial).
AFTER_TAKEOVER = int(os.environ.get("MATCHDAY_FAILOVER_AFTER", "2"))
NIGHT = load_scenario()
MOMENTS = len(NIGHT.moments())
# The live poll that is served Kane's 90+5' goal, the one moment of the night shown only once (see above).
KANE = NIGHT.moments().index(NIGHT.matches[0].at(parse_minute("90+5"))) + 1
# The kill comes once the mock has served KILL_AFTER live polls, at a random point of the next poll interval: the
# killed poller's last poll is that one or the next, never KANE, and the survivor has live moments left to poll.
KILL_AFTER = list(range(1, KANE - 2))
FULL_TIME = {f"{m.id}:full-time" for m in NIGHT.matches}


@dataclass
class Night:
    """What a night of real processes left: the rows, the moments served, the logs, and the failover timings."""

    rows: Rows
    served: int = 0  # live polls the mock answered: moments served
    polls: list[float] = field(default_factory=list)  # when the last poller's live polls were answered
    logs: dict[str, str] = field(default_factory=dict)
    detection: float | None = None  # kill -> the killed process's lock is gone from pg_locks
    lock_takeover: float | None = None  # kill -> the survivor holds the lock (its log)
    poll_takeover: float | None = None  # kill -> the survivor's first live poll is answered (its log)
    leader_served: int | None = None  # live polls the killed leader was served
    problems: list[str] = field(default_factory=list)


def play(url: str, folder: Path, *, kill_after: int | None, rng: random.Random) -> Night:
    """With `kill_after`: two pollers, the leader SIGKILLed once the mock has served that many live polls (and a
    random part of a poll interval), the survivor stopped AFTER_TAKEOVER polls after its first. Without: one
    poller plays the whole night."""
    folder.mkdir(parents=True, exist_ok=True)
    subscribe(url)
    lock = PollerLock(url)
    children: list[Child] = []
    night = Night(Rows([], []))
    try:
        mock = Mock(folder / "mock.log", PER_DAY, PER_MINUTE)
        children.append(mock)
        config = str(write_config(folder / "matchday.toml", url, mock.base_url, POLL))
        pollers = 1 if kill_after is None else 2
        procs = [
            Child(
                f"poller{i}", folder / f"poller{i}.log", poller_child, config, str(folder / f"poller{i}.log")
            )
            for i in range(pollers)
        ]
        children += procs
        leader = wait_until(lambda: next((p for p in procs if p.led_at() is not None), None), 30, "a leader")
        survivor = leader
        if kill_after is None:
            try:
                wait_until(lambda: _full_time(url), 30, "both full times", poll=0.05)
            except AssertionError:
                night.problems.append("the night never reached both full times")
            time.sleep(3 * POLL)  # and nothing more comes
        else:
            survivor = next(p for p in procs if p is not leader)
            wait_until(lambda: mock.live_requests() >= kill_after, 30, f"{kill_after} live polls")
            holders = lock.holders()
            if len(holders) != 1:
                night.problems.append(f"the poller lock is held by {len(holders)} backends: {holders}")
            time.sleep(rng.uniform(0.0, POLL))
            killed_at = time.time()
            leader.kill()
            if leader.proc.exitcode != -signal.SIGKILL:
                night.problems.append(
                    f"the leader was not killed by SIGKILL (exit code {leader.proc.exitcode})"
                )
            wait_until(
                lambda: not set(holders) & set(lock.holders()), 10, "the lock to be released", poll=0.001
            )
            night.detection = time.time() - killed_at
            polls = wait_until(survivor.live_polls, 30, "the survivor's first live poll")
            led = survivor.led_at()
            night.lock_takeover = None if led is None else led - killed_at
            night.poll_takeover = polls[0] - killed_at
            if early := [round(t - killed_at, 3) for t in polls if t < killed_at]:
                night.problems.append(f"the follower polled before the leader was killed ({early} s)")
            wait_until(
                lambda: len(survivor.live_polls()) > AFTER_TAKEOVER or _full_time(url),
                30,
                f"{AFTER_TAKEOVER} more live polls from the survivor",
                poll=0.02,
            )
        code = survivor.stop()
        if code != 0:
            night.problems.append(f"{survivor.name} exited with {code} on SIGTERM")
        night.rows = Rows.read(url)
        night.served = mock.live_requests()
        night.polls = survivor.live_polls()
        if kill_after is not None:
            night.leader_served = night.served - len(night.polls)
        night.logs = {c.name: c.text() for c in children}
        return night
    finally:
        for child in children:
            child.kill()
        lock.close()


def _full_time(url: str) -> bool:
    return set(Rows.read(url).alert_keys()) >= FULL_TIME


@pytest.fixture(scope="module")
def baseline(postgres_server, tmp_path_factory: pytest.TempPathFactory) -> Night:
    """The whole night as one undisturbed poller plays it."""
    with postgres_server.database() as url:
        night = play(url, tmp_path_factory.mktemp("baseline"), kill_after=None, rng=random.Random(0))
    assert not night.problems, night.problems
    return night


def expected(baseline: Night, moments: int) -> Rows:
    """What the undisturbed poller had stored once it had been served `moments` moments: its alerts stored before
    its next live poll was answered (a poll stores its alerts after its answer, and before the next request)."""
    if moments >= len(baseline.polls):
        return baseline.rows
    return baseline.rows.before(baseline.polls[moments])


def differences(trial: Night, want: Rows) -> list[str]:
    """What the trial lost, doubled or added against `want` (nothing, when failover works)."""
    out = list(trial.problems)
    keys = Counter(trial.rows.alert_keys())
    if doubled := sorted(k for k, n in keys.items() if n > 1):
        out.append(f"doubled alerts: {doubled}")
    if lost := [k for k in want.alert_keys() if k not in keys]:
        out.append(f"lost alerts: {lost}")
    if extra := [k for k in keys if k not in set(want.alert_keys())]:
        out.append(f"extra alerts: {extra}")
    if not lost and not extra and trial.rows.by_match() != want.by_match():
        out.append(f"alerts differ in kind or order: {trial.rows.by_match()} != {want.by_match()}")
    rows = Counter(trial.rows.outbox)
    if twice := sorted(r for r, n in rows.items() if n > 1):
        out.append(f"outbox rows written twice: {twice}")
    fan_out = {(key, "console", channel) for key in want.alert_keys() for channel in CHANNELS}
    if set(rows) != fan_out:
        out.append(
            f"outbox rows missing: {sorted(fan_out - set(rows))}; not wanted: {sorted(set(rows) - fan_out)}"
        )
    if trial.leader_served is not None and trial.leader_served >= KANE:
        out.append(f"the killed leader was served {trial.leader_served} live polls: the kill came too late")
    return out


def test_one_undisturbed_poller_plays_the_whole_night(baseline):
    kinds = [a.kind for a in baseline.rows.alerts]
    assert kinds.count("kick_off") == 2 and kinds.count("full_time") == 2, kinds
    assert kinds.count("goal") == 6 and kinds.count("goal_cancelled") == 1, kinds
    assert len(baseline.rows.outbox) == len(CHANNELS) * len(baseline.rows.alerts)
    assert baseline.served == MOMENTS == len(baseline.polls)


@pytest.mark.timeout(600)
def test_sigkill_the_poller_another_takes_over_within_two_polls_nothing_lost_or_doubled(
    postgres_server, baseline, tmp_path
):
    rng = random.Random(SEED)
    began = time.monotonic()
    failures: list[str] = []
    nights: list[Night] = []
    for trial in range(TRIALS):
        kill_after = rng.choice(KILL_AFTER)
        folder = tmp_path / f"trial{trial}"
        with postgres_server.database() as url:
            try:
                night = play(url, folder, kill_after=kill_after, rng=rng)
            except AssertionError as exc:  # a wait that timed out: no takeover, or no night
                raise AssertionError(
                    f"trial {trial} (kill after {kill_after}; logs in {folder}): {exc}"
                ) from exc
        nights.append(night)
        problems = differences(night, expected(baseline, night.served))
        assert night.poll_takeover is not None and night.detection is not None
        # Two poll intervals is the promise; a third is allowed to one trial's wake-up on a busy machine (two
        # cores running the rest of the suite), and the median below must keep the promise.
        if night.poll_takeover > 3 * POLL + night.detection:
            problems.append(
                f"the survivor's first live poll came {night.poll_takeover:.3f} s after the kill (three poll "
                f"intervals and the {night.detection:.3f} s PostgreSQL took to end the session: "
                f"{3 * POLL + night.detection:.3f} s)"
            )
        if problems:
            failures.append(
                f"trial {trial} (kill after {kill_after} live polls; logs in {folder}): "
                + "; ".join(problems)
            )
    took = time.monotonic() - began

    def spread(values: list[float | None]) -> str:
        known = [v for v in values if v is not None]
        return f"median {statistics.median(known):.3f} s, range {min(known):.3f}-{max(known):.3f} s"

    summary = (
        f"{TRIALS} trials (seed {SEED}) in {took:.1f} s, poll interval {POLL} s; after the kill: "
        f"first live poll {spread([n.poll_takeover for n in nights])}; lock taken "
        f"{spread([n.lock_takeover for n in nights])}; session ended {spread([n.detection for n in nights])}; "
        f"leader served {sorted(n.leader_served or 0 for n in nights)} moments, trials ended at "
        f"{sorted(n.served for n in nights)}"
    )
    print(summary)
    assert not failures, summary + "\n" + "\n".join(failures)
    late = statistics.median(n.poll_takeover - n.detection for n in nights if n.poll_takeover and n.detection)
    assert late <= 2 * POLL, summary
