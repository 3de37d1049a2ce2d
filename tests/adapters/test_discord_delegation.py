"""Server admins can delegate the admin commands in Server Settings > Integrations: a member Discord lets use
one of our global commands that Discord holds with the Manage Server gate counts as an admin. What Discord
holds is asked at start, not read from our record: a registration without the gate (another deployment's, or
none synced by us) and a test server's copy never make an admin."""

from __future__ import annotations

import asyncio

from adapters.discord import DiscordAdapter
from adapters.discord.gateway import Backoff
from bot.commands import build_tree
from bot.core.invocation import Invocation
from bot.core.reply import Reply
from tests.fakes.discord_api import FakeDiscord, interaction

FOLLOW = {
    "id": "3",
    "name": "follow",
    "type": 1,
    "options": [{"name": "target", "type": 3, "value": "spurs"}],
}
LIVE = {"id": "4", "name": "live", "type": 1}


async def admin_flags(fake: FakeDiscord, tmp_path, sync: str, data: dict) -> list[bool]:  # type: ignore[type-arg]
    seen: list[bool] = []

    async def on_command(inv: Invocation) -> Reply:
        seen.append(inv.actor.is_admin)
        return Reply(text="ok")

    adapter = DiscordAdapter(
        "token",
        api_base=fake.url,
        tree=build_tree(),
        sync_commands=sync,
        sync_record=tmp_path / "synced.json",
        backoff=Backoff(0.05, 0.2),
        identify_window=0.05,
    )
    await adapter.start(None, on_command)  # type: ignore[arg-type]
    try:
        await fake.wait_shards(0)
        if fake.synced:  # the id Discord gave the command
            data = data | {"id": next((c["id"] for c in fake.registered() if c["name"] == data["name"]), "0")}
        await fake.push(0, "INTERACTION_CREATE", interaction(2, data, admin=False))
        for _ in range(200):
            if seen:
                break
            await asyncio.sleep(0.02)
    finally:
        await adapter.stop()
    return seen


async def test_a_member_discord_let_use_follow_is_an_admin_once_the_gate_is_ours(fake, tmp_path):
    assert await admin_flags(fake, tmp_path, "auto", FOLLOW) == [True]
    assert await admin_flags(fake, tmp_path, "auto", FOLLOW) == [
        True
    ]  # "unchanged" on the next start: still ours


async def test_without_our_gate_registered_only_manage_server_counts(fake, tmp_path):
    assert await admin_flags(fake, tmp_path, "off", FOLLOW) == [False]
    assert await admin_flags(fake, tmp_path, "guild:555", FOLLOW) == [False]


async def test_a_registration_changed_behind_our_back_is_not_trusted(fake, tmp_path):
    assert await admin_flags(fake, tmp_path, "auto", FOLLOW) == [True]
    # another deployment of the same application registers /follow without the gate; our record is unchanged
    fake.synced = [{k: v for k, v in c.items() if k != "default_member_permissions"} for c in fake.synced]
    assert await admin_flags(fake, tmp_path, "auto", FOLLOW) == [False]


async def test_other_commands_never_make_an_admin(fake, tmp_path):
    assert await admin_flags(fake, tmp_path, "auto", LIVE) == [False]
