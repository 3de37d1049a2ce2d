"""A test bot that reads like a fan's conversation: `await bot.ask("/table")`, `bot.alerts`.

The real pipeline runs: the replay provider over an httpx transport, APScheduler polling, detection,
the SQLite outbox on a real file, and the console adapter writing into a buffer.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from adapters.console import ConsoleAdapter
from bot.app import App
from bot.config import load_config
from bot.core.invocation import Actor
from bot.core.reply import Reply

FAN = Actor(id="fan-1", name="fan", is_admin=False)
ADMIN = Actor(id="admin-1", name="admin", is_admin=True)


@dataclass
class TestBot:
    app: App
    console: ConsoleAdapter
    out: io.StringIO

    __test__ = False  # not a test class for pytest

    async def ask(self, text: str, *, actor: Actor = ADMIN, channel: str = "console") -> Reply:
        return await self.app.on_text(text, channel, "console", actor)

    async def assert_response(self, text: str, *expected: str, actor: Actor = ADMIN) -> Reply:
        reply = await self.ask(text, actor=actor)
        assert not reply.is_error, reply.text
        for part in expected:
            assert part in reply.text, f"{part!r} not in reply to {text!r}:\n{reply.text}"
        return reply

    async def assert_error(self, text: str, *expected: str, actor: Actor = ADMIN) -> Reply:
        reply = await self.ask(text, actor=actor)
        assert reply.is_error, f"expected an error for {text!r}, got:\n{reply.text}"
        assert "Traceback" not in reply.text
        for part in expected:
            assert part in reply.text, f"{part!r} not in error for {text!r}:\n{reply.text}"
        return reply

    @property
    def alert_headlines(self) -> list[str]:
        """First line of every message the console printed, in order (edits marked ✎)."""
        blocks = [b for b in self.out.getvalue().split("\n\n") if b.strip()]
        return [b.strip().splitlines()[0] for b in blocks]

    @property
    def alert_lines(self) -> list[str]:
        """As `alert_headlines`, with a digest (alerts that waited together) read as the alerts it lists."""
        lines: list[str] = []
        for block in (b.strip().splitlines() for b in self.out.getvalue().split("\n\n") if b.strip()):
            lines += (
                [line.strip() for line in block[1:] if line.strip()]
                if block[0].startswith("🗞")
                else block[:1]
            )
        return lines


async def make_bot(
    tmp_path: Path,
    *,
    speed: float | None = None,
    follow: list[str] | None = None,
    start: bool = True,
    database: str | None = None,
) -> TestBot:
    config = load_config(None, env={}).with_values("provider.replay", speed="max" if speed is None else speed)
    if follow is not None:
        config = config.with_values("adapters.console", follow=follow)
    out = io.StringIO()
    console = ConsoleAdapter(out, colour=False)
    app = App(config, adapters={"console": console}, database=database or tmp_path / "test.db")
    app.context.image_dir = tmp_path / "images"
    if start:
        await app.start()
    return TestBot(app, console, out)
