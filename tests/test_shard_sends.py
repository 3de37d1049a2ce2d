"""A bot split over processes by Discord shard: each process sends for its own shards' servers.

Discord puts a guild on shard (guild_id >> 22) % shard_count. A channel's guild is learned when it is
followed; a process running shards [0] of 2 claims the rows of shard-0 guilds' channels (and of channels of no
known guild), never the others', on either engine, and the processes together send every row once.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.alerts.dispatch import AlertSender
from bot.alerts.pacing import Limits, Pacer
from bot.core.invocation import Actor, Invocation
from bot.store import outbox as ob
from bot.store import spaces
from bot.store import subscriptions as subs
from bot.store.spaces import SHARD_SHIFT, Shards
from tests.alerts.rig import RecordingAdapter, Rig
from tests.providers.builders import HOME, fixture


def guild(shard: int, count: int = 2, n: int = 7) -> str:
    """A guild id that Discord puts on `shard` of `count`."""
    return str(((n * count + shard) << SHARD_SHIFT) + 12345)


@given(st.integers(min_value=0, max_value=2**63 - 1), st.integers(min_value=1, max_value=64))
def test_the_shard_is_discords(guild_id, count):
    shard = (guild_id >> 22) % count
    assert Shards("discord", count, (shard,)).owns(str(guild_id))
    assert not Shards("discord", count, tuple(i for i in range(count) if i != shard)).owns(str(guild_id))


def test_a_channel_of_no_known_server_belongs_to_every_process():
    assert Shards("discord", 2, (1,)).owns("") and Shards("discord", 2, (0,)).owns("not-a-snowflake")


def _sender(rig: Rig, shards: Shards | None) -> tuple[AlertSender, RecordingAdapter]:
    adapter = RecordingAdapter()
    pacer = Pacer(limits={"discord": Limits(per_second=1000, channel_burst=1000, channel_window=1)})
    return AlertSender(rig.store, {"discord": adapter}, pacer=pacer, shards=shards), adapter


@pytest.fixture
def rig(tmp_path, database_url):
    r = Rig(tmp_path, database=database_url)
    yield r
    r.close()


async def test_each_shard_process_sends_for_its_own_guilds_and_together_they_send_everything_once(rig):
    channels = {"a0": guild(0), "b0": guild(0, n=9), "a1": guild(1), "b1": guild(1, n=11), "old": ""}
    for channel, space in channels.items():
        rig.store.run_sync(subs.follow, "discord", channel, "team", HOME, "Home", subs.ALL_KINDS, "", space)
    await rig.step(fixture("NS", None), send=False)
    await rig.step(fixture("1H", 1), send=False)  # a kick-off for every channel
    zero, sent_zero = _sender(rig, Shards("discord", 2, (0,)))
    one, sent_one = _sender(rig, Shards("discord", 2, (1,)))
    await zero.drain()
    assert set(sent_zero.channels) == {"a0", "b0", "old"}  # its guilds, and the channel of no known guild
    assert rig.store.run_sync(ob.next_due, shards=Shards("discord", 2, (0,))) is None  # nothing left for it
    assert rig.store.run_sync(ob.next_due, shards=Shards("discord", 2, (1,))) is not None
    await one.drain()
    assert set(sent_one.channels) == {"a1", "b1"}
    every = [
        m.headline for adapter in (sent_zero, sent_one) for msgs in adapter.channels.values() for m in msgs
    ]
    assert len(every) == len(channels)  # each channel's kick-off once


async def test_an_unsharded_sender_sends_for_every_guild(rig):
    for channel, space in {"a0": guild(0), "a1": guild(1)}.items():
        rig.store.run_sync(subs.follow, "discord", channel, "team", HOME, "Home", subs.ALL_KINDS, "", space)
    await rig.step(fixture("NS", None), send=False)
    await rig.step(fixture("1H", 1), send=False)
    sender, adapter = _sender(rig, None)
    await sender.drain()
    assert set(adapter.channels) == {"a0", "a1"}


async def test_follow_on_discord_remembers_the_channels_guild(database_url):
    from bot.commands import build_tree
    from bot.commands.context import Context
    from bot.core.dispatch import Dispatcher
    from bot.store import Store

    store = Store(database_url)
    try:
        tree = build_tree()
        dispatcher = Dispatcher(tree, Context(store=store, tree=tree, provider="api-football"))
        admin = Actor("u1", is_admin=True)
        reply = await dispatcher.answer(
            Invocation(
                path=("follow",), args={"target": "spurs"}, actor=admin, channel="c9", platform="discord",
                space=guild(1),
            )
        )  # fmt: skip
        assert not reply.is_error, reply.text
        rows = store.run_sync(lambda db: db.query("select space, shard_key from channel_spaces"))
        assert rows == [{"space": guild(1), "shard_key": int(guild(1)) >> SHARD_SHIFT}]
        store.run_sync(spaces.remember, "discord", "c9", guild(1))  # again: still one row
        assert store.run_sync(lambda db: db.query("select count(*) as n from channel_spaces"))[0]["n"] == 1
    finally:
        store.close()


def test_the_discord_adapter_runs_and_sends_for_its_configured_shards_only():
    from adapters.discord import DiscordAdapter

    assert DiscordAdapter("t", shard_count=4, shard_ids=[1, 3]).own_shards() == Shards("discord", 4, (1, 3))
    assert DiscordAdapter("t").own_shards() is None  # every shard in this process: every guild
