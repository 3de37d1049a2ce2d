"""A channel's-eye rig: the real watcher, store, outbox and sender, a scripted provider, and a recording
adapter that keeps what each channel shows (messages, in order, with edits applied)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.alerts.dispatch import MERGE_AT, AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.alerts.watch import MatchWatcher
from bot.core.platform import ChannelGone, SendError
from bot.core.reply import Reply
from bot.providers.api_football import parse_fixture
from bot.providers.model import MatchSnapshot
from bot.providers.quota import Quota
from bot.store import Store
from bot.store import subscriptions as subs

NOW = datetime(2026, 11, 30, 20, 30, tzinfo=UTC)


class ScriptedProvider:
    name = "scripted"

    def __init__(self) -> None:
        self.quota = Quota()
        self.current: list[MatchSnapshot] = []
        self.by_id_calls: list[list[int]] = []

    def show(self, *fixtures: dict[str, Any]) -> None:
        self.current = [parse_fixture(f) for f in fixtures]

    async def live(self, league_ids=None):
        return [s for s in self.current if s.status.is_live]

    async def fixtures(self, ids):
        self.by_id_calls.append(sorted(ids))
        return [s for s in self.current if s.id in set(ids)]

    async def fixtures_on(self, day):
        return list(self.current)

    async def standings(self, league_id, season):
        return []

    async def search_teams(self, text):
        return []

    async def aclose(self):
        return None


@dataclass
class Message:
    ref: str
    reply: Reply
    edits: list[Reply] = field(default_factory=list)

    @property
    def text(self) -> str:
        return (self.edits[-1] if self.edits else self.reply).text

    @property
    def headline(self) -> str:
        return self.text.splitlines()[0]


class RecordingAdapter:
    platform = "discord"

    def __init__(self) -> None:
        self.channels: dict[str, list[Message]] = {}
        self.fail: dict[str, Exception] = {}
        self.n = 0
        self.nonces: set[str] = set()

    async def start(self, on_text, on_command):
        return None

    async def stop(self):
        return None

    async def send(
        self, channel: str, reply: Reply, *, idempotency_key: str = "", maybe_sent: bool = False
    ) -> str:
        if channel in self.fail:
            raise self.fail[channel]
        assert idempotency_key and idempotency_key not in self.nonces, "a row was sent twice"
        self.nonces.add(idempotency_key)
        self.n += 1
        self.channels.setdefault(channel, []).append(Message(str(self.n), reply))
        return str(self.n)

    async def edit(self, channel: str, ref: str, reply: Reply) -> None:
        next(m for m in self.channels[channel] if m.ref == ref).edits.append(reply)

    def headlines(self, channel: str) -> list[str]:
        return [m.headline for m in self.channels.get(channel, [])]


class Rig:
    def __init__(
        self, tmp_path: Path, limits: Limits | None = None, *, merge: bool = True, database: str | None = None
    ) -> None:
        self.store = Store(database or tmp_path / "rig.db")
        self.provider = ScriptedProvider()
        self.adapter = RecordingAdapter()
        pacer = Pacer(
            limits={"discord": limits or Limits(per_second=1000, channel_burst=1000, channel_window=1)}
        )
        # merge=False: every alert its own message, for tests that judge what was told alert by alert
        self.sender = AlertSender(
            self.store, {"discord": self.adapter}, pacer=pacer, merge_at=MERGE_AT if merge else None
        )
        self.watcher = MatchWatcher(self.store, self.provider, lambda: NOW)

    def follow(self, channel: str, kind: str, target: int, kinds: tuple[str, ...] = subs.ALL_KINDS) -> None:
        self.store.run_sync(subs.follow, "discord", channel, kind, target, str(target), kinds)

    async def step(self, *fixtures: dict[str, Any], send: bool = True) -> None:
        self.provider.show(*fixtures)
        if any(not s.status.is_live and not s.status.is_terminal for s in self.provider.current):
            await self.watcher.load_schedule()  # the day's schedule: what is about to kick off
        await self.watcher.poll()
        if send:
            await self.sender.drain()

    def close(self) -> None:
        self.store.close()


__all__ = ["ChannelGone", "Rig", "SendError"]
