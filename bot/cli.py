"""The `matchday` command: demo, ask, run, check-config, mock-server."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import shutil
import signal
import sys
import tempfile
import threading
from collections.abc import AsyncIterator
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from bot import plugins
from bot.app import AdapterUnavailable
from bot.config import Config, ConfigError, load_config
from bot.core.invocation import LOCAL_ADMIN
from bot.core.markup import to_plain
from bot.core.parser import typed
from bot.core.platform import ChannelGone
from bot.plugins import PlatformAdapter
from bot.providers.replay import ScenarioError
from bot.providers.replay.plugin import replay_speed
from bot.store import Store, StoreError
from bot.store.sql import is_postgres

DEFAULT_CONFIG = "matchday.toml"
# Ctrl-C, a supervisor's stop, and the terminal closing each stop the bot cleanly.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def _speed(text: str) -> float | None:
    try:
        return replay_speed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"speed {exc}") from None


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("port must be a whole number from 0 to 65535") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("port must be a whole number from 0 to 65535")
    return value


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so Python's final flush into a closed pipe does not print a traceback."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _config_path(arg: str | None) -> str | None:
    if arg:
        return arg
    env = os.environ.get("MATCHDAY_CONFIG")
    if env:
        return env
    return DEFAULT_CONFIG if Path(DEFAULT_CONFIG).is_file() else None


def _version() -> str:
    try:
        return version("matchday")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown (not installed)"


CONFIG_HELP = (
    "the configuration file (default: $MATCHDAY_CONFIG, else ./matchday.toml if present, else the demo's)"
)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="matchday", description="A match-day chatbot for football fans.")
    p.add_argument("--version", action="version", version=f"matchday {_version()}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    # `matchday run --version` works too: argparse has no option shared by every subcommand but a parent's
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--version", action="version", version=f"matchday {_version()}")
    demo = sub.add_parser(
        "demo", parents=[common], help="replay Tottenham 1-1 Sporting CP (26 Oct 2022) into the console"
    )
    demo.add_argument(
        "--speed",
        type=_speed,
        default=argparse.SUPPRESS,
        help='times real speed (default 60 in a terminal), or "max" to replay instantly',
    )
    demo.add_argument("--scenario", help="a replay scenario file (default: the built-in Group D night)")
    demo.add_argument("--no-colour", action="store_true", help="plain text output")
    ask = sub.add_parser(
        "ask",
        parents=[common],
        help='answer one command, e.g. matchday ask "/var explain offside"',
        description="Answer one command as the console would, from the configured database when it exists "
        "(nothing is polled or sent).",
    )
    ask.add_argument("text", help='the command, quoted: "/table group d", "/var explain handball"')
    ask.add_argument("--config", help=CONFIG_HELP)
    run = sub.add_parser(
        "run",
        parents=[common],
        help="run the configured adapters and scheduler until stopped",
        description="Poll the provider, send alerts and answer commands on every enabled platform until "
        "Ctrl-C or SIGTERM.",
    )
    run.add_argument("--config", help=CONFIG_HELP)
    run.add_argument(
        "--alerts-log",
        metavar="FILE",
        help="append every alert, edit and correction to FILE as JSON lines (overrides bot.alerts_log)",
    )
    run.add_argument(
        "--role",
        choices=("all", "poller", "sender", "gateway"),
        default="all",
        metavar="ROLE",
        help="what this process does (default all). On PostgreSQL a deployment runs several: poller (polls "
        "the provider while it holds the poller lock), sender (sends alerts), gateway (answers commands)",
    )
    check = sub.add_parser(
        "check-config",
        parents=[common],
        help="validate a configuration and name every problem",
        description="Check every setting and the secrets the enabled parts need; print each problem in one line.",
    )
    check.add_argument("--config", help=CONFIG_HELP)
    check.add_argument(
        "--online", action="store_true", help="also log in and name missing platform scopes and permissions"
    )
    setup = sub.add_parser(
        "setup",
        parents=[common],
        help="print what a platform needs: the Discord invite URL, or a Slack app manifest",
    )
    setup.add_argument(
        "platform", help="the platform: discord or slack (any installed platform with a setup)"
    )
    setup.add_argument("--config", help=CONFIG_HELP)
    setup.add_argument(
        "--url", default="", help="Slack in HTTP mode: the bot's public address, e.g. https://bot.example.com"
    )
    mock = sub.add_parser(
        "mock-server",
        parents=[common],
        help="serve the replay over HTTP as API-Football and football-data.org",
    )
    mock.add_argument(
        "--port", type=_port, default=8081, help="the local port to listen on (default 8081; 0: any)"
    )
    mock.add_argument("--speed", type=_speed, default=60.0, help='times real speed (default 60), or "max"')
    mock.add_argument("--scenario", help="a replay scenario file (default: the built-in Group D night)")
    mock.add_argument(
        "--original-dates", action="store_true", help="keep the scenario's dates (default: today)"
    )
    from bot.providers.replay.faults import parse_plan_arg

    mock.add_argument(
        "--faults",
        type=parse_plan_arg,
        default=None,
        metavar="SPEC",
        help="answer live polls with faults, e.g. stale@5,quota@9,stall:3@15,respell@26-40 "
        "(POST more to /_faults while it runs)",
    )
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr
    )
    # A skipped poll (the previous one still running) is normal back-pressure, not news.
    logging.getLogger("apscheduler").setLevel(logging.ERROR)
    try:
        if args.command == "check-config":
            config = load_config(_config_path(args.config))
            _preflight(config)
            if args.online and (failed := asyncio.run(_check_online(config))):
                return failed
            print(config.summary())
            return 0
        if args.command == "setup":
            config = load_config(_config_path(args.config), need_secrets=False)
            setup = plugins.platform(args.platform).setup
            if setup is None:
                print(f"{args.platform} needs no setup: it is ready to use.", file=sys.stderr)
                return 2
            try:
                print(setup(config, args.url))
            except ValueError as exc:  # a --url Slack could not call
                print(str(exc), file=sys.stderr)
                return 2
            return 0
        if args.command == "ask":
            config = load_config(_config_path(args.config), need_secrets=False)
            _log_level(config)
            return asyncio.run(_ask(args.text, config))
        if args.command == "demo":
            return asyncio.run(_demo(args))
        if args.command == "run":
            config = load_config(_config_path(args.config))
            if args.alerts_log:
                config = config.with_values("bot", alerts_log=args.alerts_log)
            _log_level(config)
            if args.role != "all" and not is_postgres(config.bot.database):
                print(
                    f"--role {args.role} is for processes sharing a PostgreSQL database ([bot] database = "
                    '"postgresql://..."); one SQLite file serves one process, with --role all.',
                    file=sys.stderr,
                )
                return 2
            return asyncio.run(_run(config, args.role))
        if args.command == "mock-server":
            from bot.providers.replay.faults import FaultPlan
            from bot.providers.replay.plugin import ReplaySettings
            from bot.providers.replay.server import serve

            replay = _demo_config(args.speed, args.scenario).section(ReplaySettings)
            try:
                return serve(
                    args.port,
                    replay.times,
                    replay.scenario or None,
                    today=not args.original_dates,
                    faults=args.faults or FaultPlan(),
                )
            except OSError as exc:  # the port is taken, or not ours to use
                print(
                    f"mock-server: cannot listen on port {args.port}: {exc.strerror or exc}.", file=sys.stderr
                )
                return 2
    except ConfigError as exc:
        for problem in exc.problems:
            print(f"config: {problem}", file=sys.stderr)
        return 2
    except (ScenarioError, StoreError, plugins.PluginError, AdapterUnavailable) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader of our output went away (`matchday demo | head`): stop quietly, as a Unix tool should.
        _silence_stdout()
        return 0
    return 2


def _preflight(config: Config) -> None:
    """What `run` would refuse about the files the config names, found without creating any of them."""
    from bot.alerts.journal import AlertJournal
    from bot.store.database import probe

    probe(config.bot.database)
    if config.bot.alerts_log:
        AlertJournal.probe(config.bot.alerts_log)


def _log_level(config: Config) -> None:
    """`bot.log_level` applies to the whole process (the libraries' loggers inherit it)."""
    logging.getLogger().setLevel(config.bot.log_level)


def _demo_config(speed: float | None, scenario: str | None) -> Config:
    """The demo's configuration: the defaults (replay, console, no secrets), whatever matchday.toml says. The
    console follows Spurs' live scoreboard too (`/follow spurs scoreboard`): one board, edited as the match goes."""
    return (
        load_config(None, env={})
        .with_values("provider.replay", speed="max" if speed is None else speed, scenario=scenario or "")
        .with_values("adapters.console", follow=["champions league", "tottenham hotspur scoreboard"])
    )


async def _check_online(config: Config) -> int:
    """Log in to each configured platform; print what each missing scope or permission costs."""
    from bot.app import create_adapter
    from bot.core.platform import access_report

    adapters = {name: create_adapter(name, config) for name in config.adapters.enabled}
    store = _existing_store(config.bot.database, check=False)
    if store is not None:  # the followed channels' permissions too (Discord), when there is a database
        from bot.store import subscriptions as subs

        try:
            for adapter in adapters.values():
                adapter.watch(store.run_sync(subs.channels_on, adapter.platform))
        finally:
            store.close()
    try:
        lines = await access_report(adapters)
    except Exception as exc:  # a bad token, an unreachable platform: one sentence, details in the log
        print(f"Could not log in to check scopes and permissions: {exc}", file=sys.stderr)
        return 2
    finally:
        for adapter in adapters.values():
            await adapter.stop()
    print("\n".join(lines) or "Every scope and permission Matchday uses is granted.")
    return 0


async def _ask(text: str, config: Config) -> int:
    """One command, answered by the same core `run` builds, with no scheduler and no platform. Live-data
    commands read the configured database when it exists."""
    from bot.app import Core

    # a read-only or damaged database is one sentence before any command runs
    core = Core(config, store=_existing_store(config.bot.database))
    try:
        reply = await core.on_text(text, "console", "console", LOCAL_ADMIN)
    finally:
        await core.close()
    if reply.is_error:
        print(to_plain(reply.text), file=sys.stderr)
        return 2
    print(to_plain(reply.text))
    return 0


def _existing_store(database: str, *, check: bool = True) -> Store | None:
    """The configured database for a one-off command, if there is one: an SQLite file only when it exists
    (asking never creates one); a PostgreSQL database always exists on its server."""
    if is_postgres(database) or Path(database).is_file():
        return Store(database, check=check)
    return None


async def _demo(args: argparse.Namespace) -> int:
    from bot.app import App, create_adapter

    interactive = sys.stdin.isatty()
    speed = getattr(args, "speed", 60.0 if interactive else None)
    config = _demo_config(speed, args.scenario)
    if args.no_colour:
        config = config.with_values("adapters.console", colour=False)
    # The demo's database lives only as long as the demo: nothing is left in the temp folder, also when the
    # demo is stopped by Ctrl-C, SIGTERM or its terminal closing (SIGHUP, which would otherwise end it on the
    # spot); it exits with the shell's status for the signal.
    this = asyncio.current_task()
    assert this is not None
    loop = asyncio.get_running_loop()
    stopped_by: list[signal.Signals] = []

    def stop(sig: signal.Signals) -> None:
        stopped_by.append(sig)
        this.cancel()

    for sig in STOP_SIGNALS:
        loop.add_signal_handler(sig, stop, sig)
    folder = Path(tempfile.mkdtemp(prefix="matchday-demo-"))
    try:
        console = create_adapter("console", config)
        app = App(config, adapters={"console": console}, database=folder / "demo.db")
        await _play_demo(app, console, speed, interactive)
    except asyncio.CancelledError:
        return 128 + (stopped_by[0] if stopped_by else signal.SIGTERM)  # the shell's convention: 143, 129
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


async def _play_demo(app: object, console: PlatformAdapter, speed: float | None, interactive: bool) -> None:
    from bot.app import App

    assert isinstance(app, App)
    scenario = app.bundle.scenario
    assert scenario is not None
    pace = "instantly" if speed is None else f"at {speed:g}x"
    print(f"Matchday demo · {scenario.name} · replaying {pace}\n", flush=True)
    try:
        await app.start()  # inside: a stop signal during the start still stops what has started
        if interactive:
            print(
                "> Type a command at any time (/live, /table, /next spurs, /var explain offside, /help), or ask "
                "about the Laws in your own words (was that offside?); Ctrl-C or Ctrl-D quits.\n",
                flush=True,
            )
            ended = asyncio.create_task(_say_when_over(app))
            try:
                await _prompt(console)
            finally:
                ended.cancel()
        else:
            await app.wait_replay()
            print("The replay has ended.\n", flush=True)
            # read off the event loop (a daemon thread): a stop signal is heard while waiting for a line
            async for line in _stdin_lines():
                if console.closed:  # the reader of our output has gone (`| head`): nothing more to say
                    break
                if shown := typed(line).strip():  # echoed without the control characters it may carry
                    print(f"> {shown}", flush=True)
                    await console.type_in(line)
    except (ChannelGone, BrokenPipeError):
        console.closed = True  # the output was closed mid-answer
    finally:
        await app.stop()
        if console.closed:
            _silence_stdout()


async def _say_when_over(app: object) -> None:
    from bot.app import App

    assert isinstance(app, App)
    await app.wait_replay()
    print(
        "The replay has ended. Ask away (/results, /scorers, /var explain handball), or Ctrl-C to quit.\n",
        flush=True,
    )


async def _stdin_lines() -> AsyncIterator[str]:
    """Lines typed or piped on standard input, read by a daemon thread: a blocked read of a terminal never
    keeps Ctrl-C or SIGTERM waiting for Enter (the event loop's own executor would be waited for at exit)."""
    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str] = asyncio.Queue()

    def hand_over(line: str) -> None:
        with contextlib.suppress(RuntimeError):  # the loop has closed: we are on our way out
            loop.call_soon_threadsafe(lines.put_nowait, line)

    def read() -> None:
        try:
            for line in sys.stdin:
                hand_over(line)
        except (OSError, ValueError):  # no usable standard input
            pass
        hand_over("")

    threading.Thread(target=read, name="matchday-stdin", daemon=True).start()
    while line := await lines.get():
        yield line


async def _prompt(console: PlatformAdapter) -> None:
    async for line in _stdin_lines():
        if line.strip():
            await console.type_in(line)


async def _run(config: Config, role: str = "all") -> int:
    from bot.app import App
    from bot.store.lock import hold_database

    # Embedded SQLite serves one process: a second `run` on the same file would double-post. (Processes sharing a
    # PostgreSQL database take roles, and one of them polls: bot.leader.)
    lock = hold_database(config.bot.database)
    try:
        app = App(config, role=role)
    except BaseException:
        lock.abandon()  # a refused database gets no lock file left beside it
        raise
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def on_signal() -> None:
        if stop.is_set():  # a second Ctrl-C: the person means it, whatever is still winding down
            os._exit(130)
        stop.set()

    for sig in STOP_SIGNALS:
        loop.add_signal_handler(sig, on_signal)
    starting = asyncio.create_task(app.start())
    stopping = asyncio.create_task(stop.wait())
    await asyncio.wait({starting, stopping}, return_when=asyncio.FIRST_COMPLETED)
    if not starting.done():  # a signal while a platform or the provider is slow to answer: give up starting
        starting.cancel()
        await asyncio.wait({starting})
        await app.stop()
        lock.close()
        return 0
    stopping.cancel()
    try:
        starting.result()
    except Exception as exc:
        if not getattr(exc, "fatal", False):  # only a platform's "this cannot work" is ours to report
            raise
        print(str(exc), file=sys.stderr)
        await app.stop()
        lock.close()
        return 1
    as_role = "" if role == "all" else f" Role: {role}."
    print(f"Matchday running: {config.summary()}{as_role} Ctrl-C stops.", file=sys.stderr, flush=True)
    # Commands typed or piped into the console are answered; other adapters take theirs from their platform.
    local = [
        a
        for name, a in app.adapters.items()
        if isinstance(a, PlatformAdapter) and plugins.platform(name).local
    ]
    reader = asyncio.create_task(_prompt(local[0])) if local else None
    # A platform that fails for good (a refused token, a gateway that keeps dying) ends the run with status 1,
    # so a supervisor restarts it.
    fatal = [
        asyncio.create_task(a.wait_fatal()) for a in app.adapters.values() if isinstance(a, PlatformAdapter)
    ]
    stopped = asyncio.create_task(stop.wait())
    done, _ = await asyncio.wait([stopped, *fatal], return_when=asyncio.FIRST_COMPLETED)
    for task in (stopped, *fatal):
        task.cancel()
    error = next((task.result() for task in fatal if task in done and not task.cancelled()), None)
    if reader:
        reader.cancel()
    if error is not None:
        print(f"Stopping: {error}", file=sys.stderr)
    await app.stop()
    lock.close()
    return 1 if error is not None else 0
