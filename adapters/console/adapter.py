"""The console adapter: prints alerts and answers as tidy terminal blocks, for local runs and the demo."""

from __future__ import annotations

import itertools
import re
import sys
from typing import TextIO

from bot.core.invocation import LOCAL_ADMIN
from bot.core.markup import convert, to_plain
from bot.core.platform import ChannelGone, CommandHandler, TextHandler
from bot.core.reply import Reply
from bot.plugins.platform import PlatformAdapter

STRUCK = re.compile(r"~~(.+?)~~")
BOLD, DIM, STRIKE, RED, RESET = "\x1b[1m", "\x1b[2m", "\x1b[9m", "\x1b[31m", "\x1b[0m"


def _colours(text: str) -> str:
    text = re.sub(r"~~(.+?)~~", lambda m: STRIKE + m.group(1) + RESET, text)
    return re.sub(r"\*\*(.+?)\*\*", lambda m: BOLD + m.group(1) + RESET, text)


def render_text(reply: Reply, *, colour: bool = False) -> str:
    """A reply as terminal text: headline in bold, detail indented, ~~struck~~ text struck through. Only
    our own colour codes reach the terminal: provider text loses its escape sequences and control characters
    (`markup.scrub`), and times show in the configured zone (a moment's fallback)."""
    if reply.spoiler:
        # The terminal has no spoiler markup: the label shows, the content waits behind Discord-style bars.
        reply = Reply(text=f"🙈 Spoiler: {reply.spoiler_label}\n||{' / '.join(reply.text.splitlines())}||")
    if colour:
        text = convert(reply.text, ours=_colours, escaped=str, time=lambda m: m.fallback)
    else:
        text = to_plain(reply.text)
    lines = text.splitlines() or [""]
    head, rest = lines[0], lines[1:]
    indent = " " * 4
    body = [indent + line if line.strip() else "" for line in rest]
    text = "\n".join([head, *body])
    if colour:
        first, _, remainder = text.partition("\n")
        colour_code = RED if reply.is_error else BOLD
        text = colour_code + first + RESET + ("\n" + remainder if remainder else "")
    return text


class ConsoleAdapter(PlatformAdapter):
    """One channel, "console". `send` prints; `edit` prints the correction, marked as an edit."""

    platform = "console"

    def __init__(
        self,
        out: TextIO | None = None,
        *,
        colour: bool | None = None,
        channel: str = "console",
    ) -> None:
        self.out = out or sys.stdout
        self.colour = self.out.isatty() if colour is None else colour
        self.channel = channel
        self._ids = itertools.count(1)
        self.sent: dict[str, Reply] = {}
        self.on_text: TextHandler | None = None
        self.on_command: CommandHandler | None = None
        self.closed = False

    async def start(self, on_text: TextHandler, on_command: CommandHandler) -> None:
        self.on_text, self.on_command = on_text, on_command

    async def stop(self) -> None:
        self.out.flush()

    def _print(self, text: str) -> None:
        if self.closed:
            raise ChannelGone("console output is closed")
        try:
            print(text, file=self.out, flush=True)
        except (BrokenPipeError, ValueError) as exc:  # `matchday demo | head`: the reader has gone
            self.closed = True
            raise ChannelGone("console output is closed") from exc

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        ref = str(next(self._ids))
        self.sent[ref] = reply
        self._print(render_text(reply, colour=self.colour) + "\n")
        return ref

    async def edit(self, channel: str, message_ref: str, reply: Reply) -> None:
        self.sent[message_ref] = reply
        text = render_text(reply, colour=self.colour)
        if self.colour:
            self._print(f"{DIM}✎ edited{RESET} {text}\n")
            return
        # Plain text has no strike-through: a struck message (a goal ruled out) says so in words instead of
        # showing markdown tildes. Only a struck headline makes the message struck out: a scoreboard striking
        # one goal's line is still the same, edited board (its line says "ruled out" in words).
        struck = STRUCK.search(text.split("\n", 1)[0]) is not None
        text = STRUCK.sub(lambda m: m.group(1), text)
        self._print(f"{'✎ struck out:' if struck else '✎ edited'} {text}\n")

    async def can_post(self, channel: str) -> str:
        return ""  # the terminal always takes alerts

    async def answer(self, text: str) -> Reply:
        """Answer one typed line as a command in this console's channel."""
        assert self.on_text is not None, "start() first"
        reply = await self.on_text(text, self.channel, LOCAL_ADMIN)
        self._print(render_text(reply, colour=self.colour) + "\n")
        return reply

    async def type_in(self, line: str) -> None:
        await self.answer(line)
