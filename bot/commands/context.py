"""What command handlers may use: stored state and pure lookups, never the network."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from bot.core.invocation import Invocation
from bot.core.tree import CommandTree
from bot.i18n import ENGLISH, Translator, pick_language, t, translator
from bot.store import Store
from bot.store import channels as channel_store

log = logging.getLogger(__name__)


async def _can_always_post(platform: str, channel: str) -> str:
    return ""


@dataclass(slots=True, kw_only=True)
class Context:
    store: Store | None
    tree: CommandTree
    provider: str  # the running provider's name: ids, tables and names depend on it, so never a default
    # which id column of bot/data/aliases.toml the provider uses ("" = API-Football's, the table's keys); its
    # plugin says, and the composition root passes it on
    alias_ids: str = ""
    # whether the provider's search may find a team not seen yet (its plugin says; a replay's cannot)
    provider_searches: bool = True
    timezone: ZoneInfo = field(default_factory=lambda: ZoneInfo("Europe/London"))
    clock: Callable[[], datetime] = field(default=lambda: datetime.now(UTC))  # a replay's clock in a replay
    # The clock stored rows are stamped with (`time.time()`, even in a replay): how old stored data is.
    wall_clock: Callable[[], float] = field(default=time.time)
    image_dir: Path | None = None  # where diagrams go; None: the user cache folder (bot.laws.diagram)
    # Asks the scheduler to re-read the followed schedule (and pending name searches) now: /follow works at
    # once without the handler touching the network.
    # True when a scheduler in this process will run it (False in `matchday ask`).
    refresh_schedule: Callable[[], bool] = field(default=lambda: False)
    # (platform, channel) -> "" when the bot can post there, else what an admin must do: the platform's adapter
    # answers (`bot.core.platform.can_post_in`), from what the command carried or one quick platform call.
    can_post: Callable[[str, str], Awaitable[str]] = field(default=_can_always_post)
    default_language: str = ENGLISH  # `[bot] language`: for channels with no choice and no server locale

    async def translator(self, inv: Invocation) -> Translator:
        """The `_` of the channel's language: its /options language, else its server's locale (the one this
        command carries is remembered for the channel's alerts), else the configured default, else English."""
        if self.store is None:  # a one-off `matchday ask` with no database: no channel choices to read
            return translator(pick_language(inv.locale, self.default_language))
        try:
            opts = await self.store.run(
                channel_store.remember_server_language, inv.platform, inv.channel, inv.locale
            )
        except Exception:  # a read-only or damaged database: the answer still comes, in the default language
            log.warning("reading the language of %s:%s failed", inv.platform, inv.channel, exc_info=True)
            return translator(pick_language(inv.locale, self.default_language))
        return translator(pick_language(opts.language, opts.server_language, self.default_language))

    def require_store(self) -> Store:
        if self.store is None:
            from bot.core.errors import UserError

            raise UserError(
                t(
                    self.default_language,
                    "That needs the bot's database, which this one-off command did not find: `matchday run` "
                    "creates it as the bot starts (the demo keeps its own only while it plays).",
                )
            )
        return self.store
