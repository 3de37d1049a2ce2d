"""Platforms and providers are plugins found by name: a package outside `bot/` adds one with an entry point.

The throwaway package here lives only in a temp folder (a module and a .dist-info with entry_points.txt on
PYTHONPATH): `matchday` finds its platform and its provider, checks their settings with the rest, and runs
them, with no file of this repository changed.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot import plugins
from bot.config import ConfigError, load_config

ROOT = Path(__file__).resolve().parents[1]

EXTRA = '''
"""A platform that appends what it is sent to a file, and a provider that is the replay under another name."""
from pathlib import Path

import httpx
from pydantic import Field

from bot.core.markup import to_plain
from bot.plugins import LimitSettings, PlatformAdapter, PlatformPlugin, ProviderBundle, ProviderPlugin
from bot.plugins.section import Section


class EchoSettings(Section):
    """Echo: every message to one file."""

    path: str = Field("echo.txt", description="the file messages are appended to")


class EchoAdapter(PlatformAdapter):
    platform = "echo"

    def __init__(self, path):
        self.path = Path(path)
        self.count = 0

    async def start(self, on_text, on_command):
        pass

    async def stop(self):
        pass

    async def send(self, channel, reply, *, idempotency_key="", maybe_sent=False):
        self.count += 1
        with self.path.open("a", encoding="utf-8") as out:
            out.write(f"{channel}: {to_plain(reply.text).splitlines()[0]}\\n")
        return str(self.count)

    async def edit(self, channel, message_ref, reply):
        await self.send(channel, reply)


ECHO = PlatformPlugin(
    name="echo",
    settings=EchoSettings,
    limits=LimitSettings(per_second=100.0, channel_burst=10, channel_window_seconds=1.0),
    create=lambda config: EchoAdapter(config.section(EchoSettings).path),
    follows=lambda config: {"room": ["champions league"]},
)


class StubSettings(Section):
    """The Group D night, served as another provider would be."""

    scenario: str = Field("", description="a scenario file; empty = the built-in night")


def _stub(config):
    from bot.providers.api_football import ApiFootballClient
    from bot.providers.replay import ReplayClock, load_scenario
    from bot.providers.replay.api_football_shape import ApiFootballShape

    scenario = load_scenario(config.section(StubSettings).scenario or None)
    clock = ReplayClock(scenario.moments(), start=scenario.start, speed=None)
    http = httpx.AsyncClient(base_url="https://stub.invalid/", transport=httpx.MockTransport(ApiFootballShape(scenario, clock).handle))
    return ProviderBundle(ApiFootballClient(http), clock.now, clock, scenario, 0.005)


STUB = ProviderPlugin(name="stub-feed", settings=StubSettings, update_seconds=0.0, create=_stub)

NOT_A_PLUGIN = object()


class NeedySettings(Section):
    """A section whose author forgot a default."""

    room: str = Field(description="no default")


NEEDY = PlatformPlugin(
    name="needy",
    settings=NeedySettings,
    limits=LimitSettings(per_second=1.0, channel_burst=1, channel_window_seconds=1.0),
    create=lambda config: None,
)
'''


def install(tmp_path: Path, points: str) -> dict[str, str]:
    """A package on PYTHONPATH, as pip would leave it: the module and its entry points."""
    (tmp_path / "matchday_extra.py").write_text(EXTRA)
    info = tmp_path / "matchday_extra-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: matchday-extra\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(points)
    return {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}


GOOD = """
[matchday.platforms]
echo = matchday_extra:ECHO

[matchday.providers]
stub-feed = matchday_extra:STUB
"""


def matchday(env: dict[str, str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=60
    )


def test_a_platform_and_a_provider_from_another_package_are_checked_and_run(tmp_path):
    env = install(tmp_path, GOOD)
    config = tmp_path / "matchday.toml"
    config.write_text(
        f'[bot]\ndatabase = "{tmp_path / "m.db"}"\n[provider]\nname = "stub-feed"\n'
        f'[adapters]\nenabled = ["echo"]\n[adapters.echo]\npath = "{tmp_path / "echo.txt"}"\n'
    )
    checked = matchday(env, "check-config", "--config", str(config), cwd=tmp_path)
    assert checked.returncode == 0, checked.stderr
    assert "provider stub-feed, adapters echo" in checked.stdout

    # Its settings are checked like the core's, with a did-you-mean.
    config.write_text(config.read_text() + "paht = 1\n")
    refused = matchday(env, "check-config", "--config", str(config), cwd=tmp_path)
    assert refused.returncode == 2
    assert "config: adapters.echo.paht is not a setting I know (did you mean 'path'?)." in refused.stderr
    config.write_text(config.read_text().replace("paht = 1\n", ""))

    run = subprocess.Popen(
        [sys.executable, "-m", "bot", "run", "--config", str(config)],
        env=env, cwd=tmp_path, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        echo = tmp_path / "echo.txt"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and "FULL TIME" not in (echo.read_text() if echo.exists() else ""):
            time.sleep(0.1)
    finally:
        run.send_signal(signal.SIGTERM)
        _, err = run.communicate(timeout=10)
    lines = echo.read_text().splitlines()
    assert run.returncode == 0, err
    assert any(line.startswith("room: ") and "KICK-OFF" in line for line in lines), lines
    assert any("FULL TIME" in line for line in lines), lines


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (
            "[matchday.platforms]\nodd = matchday_extra:NOT_A_PLUGIN\n",
            "'odd' (matchday_extra:NOT_A_PLUGIN) is not a PlatformPlugin",
        ),
        (
            "[matchday.platforms]\ngone = matchday_extra:MISSING\n",
            "'gone' (matchday_extra:MISSING) cannot load",
        ),
        ("[matchday.providers]\nalias = matchday_extra:STUB\n", "'alias' declares the name 'stub-feed'"),
        (
            "[matchday.platforms]\nneedy = matchday_extra:NEEDY\n",
            "'needy' declares settings without a default (room)",
        ),
    ],
)
def test_a_broken_plugin_is_one_sentence(tmp_path, points, expected):
    env = install(tmp_path, points)
    result = matchday(env, "check-config", cwd=tmp_path)
    assert result.returncode == 2
    assert expected in result.stderr and "Traceback" not in result.stderr


def test_a_platform_cannot_be_declared_without_limits():
    from adapters.console.plugin import ConsoleSettings

    with pytest.raises(TypeError, match="limits"):
        plugins.PlatformPlugin(name="nolimits", settings=ConsoleSettings, create=lambda config: None)  # type: ignore[call-arg, arg-type, return-value]


def test_an_unknown_platform_or_provider_is_named(tmp_path):
    path = tmp_path / "m.toml"
    path.write_text('[provider]\nname = "opta"\n[adapters]\nenabled = ["telegram"]\n')
    with pytest.raises(ConfigError) as err:
        load_config(path, env={})
    assert err.value.problems == [
        "provider.name 'opta' is not one of api-football, football-data, replay.",
        "adapters.enabled names 'telegram', which is not one of console, discord, slack.",
    ]


def test_the_built_in_parts_are_plugins_like_any_other():
    assert set(plugins.platforms()) == {"console", "discord", "slack"}
    assert set(plugins.providers()) == {"replay", "api-football", "football-data"}
    console, replay = plugins.platform("console"), plugins.provider("replay")
    assert console.local and console.limits.per_second > 0  # declared like Discord's and Slack's
    assert replay.update_seconds == 0.0
    # the composition root builds whatever is installed: no table of platform or provider names in bot/
    app = (ROOT / "bot" / "app.py").read_text()
    assert "adapters.console" not in app and "api_football" not in app and "replay.plugin" not in app


def test_without_the_discord_and_slack_extras_the_console_still_works(tmp_path):
    """The platforms' plugins load without their SDKs: only enabling one needs it, and then it is one sentence."""
    script = (
        "import sys; sys.modules.update(discord=None, slack_bolt=None, slack_sdk=None, aiohttp=None)\n"
        "from bot.cli import main; sys.exit(main(sys.argv[1:]))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    asked = subprocess.run([sys.executable, "-c", script, "ask", "/help"], env=env, cwd=tmp_path,
                           capture_output=True, text=True, timeout=60)  # fmt: skip
    assert asked.returncode == 0, asked.stderr
    config = tmp_path / "m.toml"
    config.write_text('[adapters]\nenabled = ["discord"]\n')
    run = subprocess.run([sys.executable, "-c", script, "run", "--config", str(config)],
                         env={**env, "DISCORD_TOKEN": "x"}, cwd=tmp_path, capture_output=True, text=True, timeout=60)  # fmt: skip
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "install it with: pip install 'matchday[discord]'" in run.stderr
