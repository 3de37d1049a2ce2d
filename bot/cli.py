"""The `matchday` command: demo, ask, run, check-config, mock-server."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import math
import os
import signal
import sys
import tempfile
import threading
from collections.abc import AsyncIterator
from pathlib import Path

from bot.config import Config, ConfigError, load_config
from bot.core.markup import to_plain
from bot.core.platform import ChannelGone
from bot.providers.replay import ScenarioError
from bot.store import Store, StoreError

DEFAULT_CONFIG = "matchday.toml"


def _speed(text: str) -> float | None:
    if text == "max":
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError('speed must be a number (e.g. 60) or "max"') from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError('speed must be a number more than 0 (e.g. 60) or "max"')
    return value


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


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="matchday", description="A match-day chatbot for football fans.")
    sub = p.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="replay Tottenham 1-1 Sporting CP (26 Oct 2022) into the console")
    demo.add_argument(
        "--speed",
        type=_speed,
        default=argparse.SUPPRESS,
        help='times real speed (default 60 in a terminal), or "max" to replay instantly',
    )
    demo.add_argument("--scenario", help="a replay scenario file (default: the built-in Group D night)")
    demo.add_argument("--no-colour", action="store_true", help="plain text output")
    ask = sub.add_parser("ask", help='answer one command, e.g. matchday ask "/var explain offside"')
    ask.add_argument("text")
    ask.add_argument("--config")
    run = sub.add_parser("run", help="run the configured adapters and scheduler until stopped")
    run.add_argument("--config")
    run.add_argument(
        "--alerts-log",
        metavar="FILE",
        help="append every alert, edit and correction to FILE as JSON lines (overrides bot.alerts_log)",
    )
    check = sub.add_parser("check-config", help="validate a configuration and name every problem")
    check.add_argument("--config")
    check.add_argument(
        "--online", action="store_true", help="also log in and name missing platform scopes and permissions"
    )
    setup = sub.add_parser(
        "setup", help="print what a platform needs: the Discord invite URL, or a Slack app manifest"
    )
    setup.add_argument("platform", choices=["discord", "slack"])
    setup.add_argument("--config")
    setup.add_argument(
        "--url", default="", help="Slack in HTTP mode: the bot's public address, e.g. https://bot.example.com"
    )
    mock = sub.add_parser(
        "mock-server", help="serve the replay over HTTP as API-Football and football-data.org"
    )
    mock.add_argument("--port", type=_port, default=8081)
    mock.add_argument("--speed", type=_speed, default=60.0)
    mock.add_argument("--scenario")
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
            print(config.summary())
            return asyncio.run(_check_online(config)) if args.online else 0
        if args.command == "setup":
            try:
                print(_setup(args.platform, load_config(_config_path(args.config), need_secrets=False), args.url))
            except ValueError as exc:  # a --url Slack could not call
                print(str(exc), file=sys.stderr)
                return 2
            return 0
        if args.command == "ask":
            return asyncio.run(_ask(args.text, _config_path(args.config)))
        if args.command == "demo":
            return asyncio.run(_demo(args))
        if args.command == "run":
            config = load_config(_config_path(args.config))
            if args.alerts_log:
                config = config.with_values("bot", alerts_log=args.alerts_log)
            return asyncio.run(_run(config))
        if args.command == "mock-server":
            from bot.providers.replay.faults import FaultPlan
            from bot.providers.replay.server import serve

            try:
                return serve(
                    args.port,
                    args.speed,
                    args.scenario,
                    today=not args.original_dates,
                    faults=args.faults or FaultPlan(),
                )
            except OSError as exc:  # the port is taken, or not ours to use
                print(f"mock-server: cannot listen on port {args.port}: {exc.strerror or exc}.", file=sys.stderr)
                return 2
    except ConfigError as exc:
        for problem in exc.problems:
            print(f"config: {problem}", file=sys.stderr)
        return 2
    except (ScenarioError, StoreError) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader of our output went away (`matchday demo | head`): stop quietly, as a Unix tool should.
        _silence_stdout()
        return 0
    return 2


# Each platform's own setup text, found by name as its adapter is (the core imports no adapter).
SETUP_MODULES = {"discord": "adapters.discord.invite", "slack": "adapters.slack.manifest"}


def _setup(platform: str, config: Config, url: str) -> str:
    import importlib

    return str(importlib.import_module(SETUP_MODULES[platform]).setup_for(config, url))


async def _check_online(config: Config) -> int:
    """Log in to each configured platform; print what each missing scope or permission costs."""
    from bot.app import load_adapter
    from bot.core.platform import access_report

    adapters = {name: load_adapter(name, config) for name in config.adapters}
    database = Path(config.get("bot", "database"))
    if database.is_file():  # the followed channels' permissions too (Discord), when there is a database
        from bot.store import subscriptions as subs

        store = Store(database)
        try:
            for adapter in adapters.values():
                if hasattr(adapter, "followed"):
                    adapter.followed = store.run_sync(subs.channels_on, adapter.platform)
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


async def _ask(text: str, config_path: str | None) -> int:
    """One command, no scheduler. Live-data commands read the configured database when it exists."""
    from bot.commands import build_tree
    from bot.commands.context import Context
    from bot.core.dispatch import Dispatcher
    from bot.store import Store

    config = load_config(config_path, need_secrets=False)
    db_path = Path(config.get("bot", "database"))
    store = Store(db_path) if db_path.is_file() else None
    tree = build_tree()
    context = Context(store=store, tree=tree, timezone=config.timezone, provider=config.provider)
    dispatcher = Dispatcher(tree, context)
    try:
        reply = await dispatcher.answer_text(text)
    finally:
        if store:
            store.close()
    if reply.is_error:
        print(to_plain(reply.text), file=sys.stderr)
        return 2
    print(to_plain(reply.text))
    return 0


async def _demo(args: argparse.Namespace) -> int:
    from bot.app import App, load_adapter

    interactive = sys.stdin.isatty()
    speed = getattr(args, "speed", 60.0 if interactive else None)
    config = load_config(None, env={}).with_values(
        "provider.replay", speed=speed, scenario=args.scenario or ""
    )
    folder = Path(tempfile.mkdtemp(prefix="matchday-demo-"))
    console = load_adapter("console", config, colour=False if args.no_colour else None)
    app = App(config, adapters={"console": console}, database=folder / "demo.db")
    app.context.image_dir = folder
    scenario = app.bundle.scenario
    assert scenario is not None
    pace = "instantly" if speed is None else f"at {speed:g}x"
    print(f"Matchday demo · {scenario.name} · replaying {pace}\n", flush=True)
    await app.start()
    try:
        if interactive:
            print("Type a command (/help) at any time; Ctrl-D quits.\n", flush=True)
            await _prompt(app, console)
        else:
            await app.wait_replay()
            for line in sys.stdin:
                if console.closed:  # the reader of our output has gone (`| head`): nothing more to say
                    break
                if line.strip():
                    print(f"> {line.strip()}", flush=True)
                    await console.answer(line)
    except (ChannelGone, BrokenPipeError):
        console.closed = True  # the output was closed mid-answer
    finally:
        await app.stop()
        if console.closed:
            _silence_stdout()
    return 0


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


async def _prompt(app: object, console: object) -> None:
    async for line in _stdin_lines():
        if line.strip():
            await console.answer(line)  # type: ignore[attr-defined]


async def _run(config: Config) -> int:
    from bot.app import App
    from bot.store.lock import hold_database

    # Embedded SQLite serves one process: a second `run` on the same file would double-post.
    lock = hold_database(config.get("bot", "database"))
    app = App(config)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def on_signal() -> None:
        if stop.is_set():  # a second Ctrl-C: the person means it, whatever is still winding down
            os._exit(130)
        stop.set()

    for sig in (signal.SIGINT, signal.SIGTERM):
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
    print(f"Matchday running: {config.summary()} Ctrl-C stops.", file=sys.stderr, flush=True)
    # Commands typed or piped into the console are answered; other adapters take theirs from their platform.
    reader = asyncio.create_task(_prompt(app, app.adapters["console"])) if "console" in app.adapters else None
    # A platform that fails for good (a refused token, a gateway that keeps dying) ends the run with status 1,
    # so a supervisor restarts it.
    fatal = [asyncio.create_task(a.wait_fatal()) for a in app.adapters.values() if hasattr(a, "wait_fatal")]
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
