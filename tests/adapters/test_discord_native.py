"""Discord done as Discord expects: commands offered in servers only, admin commands behind Manage Server (which
a server can delegate), every description whole within 100 characters, options that autocomplete from local
data, and commands synced only when asked: "auto" when the tree changed, "guild:<id>" at once, "off" never.

Before: commands were offered in DMs, the /follow option's description was cut at 100 characters
("…line-"), and `sync_commands = true` synced global commands at every start.
"""

from __future__ import annotations

from typing import Any

import pytest

from adapters.discord import DiscordAdapter
from adapters.discord.slash import build_app_commands, fit
from adapters.discord.sync import sync_mode
from bot.commands import build_tree
from bot.core.tree import CommandTree
from tests.fakes.discord_api import FakeDiscord, interaction
from tests.waiting import wait_for

ADMIN_ONLY = {"follow", "unfollow"}  # the core tree's admin-only commands


async def start_adapter(fake: FakeDiscord, **options: Any) -> DiscordAdapter:
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False, tree=build_tree(), **options)
    await adapter.start(None, None)  # type: ignore[arg-type]
    return adapter


async def synced(fake: FakeDiscord) -> list[dict[str, Any]]:
    adapter = await start_adapter(fake, sync_commands="auto")
    await adapter.stop()
    return fake.synced


def descriptions(options: list[dict[str, Any]]) -> list[str]:
    found = []
    for option in options:
        found.append(option["description"])
        found += descriptions(option.get("options") or [])
    return found


async def test_commands_are_offered_in_servers_only(fake):
    for command in await synced(fake):
        assert command["dm_permission"] is False, command["name"]
        assert command["contexts"] == [0], command["name"]  # guild; not bot DM (1) or private channels (2)


async def test_admin_commands_carry_manage_server_as_default_member_permissions(fake):
    commands = {c["name"]: c for c in await synced(fake)}
    for name, command in commands.items():
        expected = "32" if name in ADMIN_ONLY else None  # 32 = Manage Server, delegable per server
        got = command["default_member_permissions"]
        assert (None if got is None else str(got)) == expected, name


async def test_every_description_fits_in_100_characters_without_a_cut_word(fake):
    core = build_tree()
    for node in core.walk():  # the source texts fit, so nothing is ever cut
        assert len(node.help) <= 100, node.path
        for arg in node.arguments:
            assert len(arg.help) <= 100, (node.path, arg.name)
    sent = descriptions(await synced(fake))
    assert sent and all(0 < len(d) <= 100 and not d.endswith("…") for d in sent)
    follow = next(c for c in fake.synced if c["name"] == "follow")
    assert follow["options"][0]["description"].endswith("(e.g. goals var scoreboard; see /help follow)")


def test_a_description_too_long_is_cut_at_a_word_with_an_ellipsis():
    text = "team or competition, then kinds: " + "goals var red-cards kick-off half-time full-time " * 3
    cut = fit(text)
    assert len(cut) <= 100 and cut.endswith("…")
    assert text.startswith(cut[:-1]) and text[len(cut) - 1] == " "  # the cut falls between words
    assert fit("short") == "short"


async def test_options_autocomplete_from_the_injected_suggest_and_the_law_topics(fake):
    asked: list[tuple[str, str]] = []

    async def suggest(kind: str, typed: str) -> list[str]:
        asked.append((kind, typed))
        return {"team": ["Tottenham Hotspur"], "competition": ["UEFA Champions League"]}[kind]

    adapter = await start_adapter(fake, suggest=suggest)
    try:
        follow = {"name": "target", "type": 3, "value": "spu", "focused": True}
        adapter.client._connection.parse_interaction_create(
            interaction(4, {"id": "1", "name": "follow", "type": 1, "options": [follow]}, admin=True)
        )
        topic = {"name": "topic", "type": 3, "value": "offs", "focused": True}
        explain = {"name": "explain", "type": 1, "options": [topic]}
        adapter.client._connection.parse_interaction_create(
            interaction(4, {"id": "2", "name": "var", "type": 1, "options": [explain]})
        )
        await wait_for(lambda: len(fake.callbacks) == 2)
    finally:
        await adapter.stop()
    assert asked == [("team", "spu"), ("competition", "spu")]
    by_kind = {c["type"]: c for c in fake.callbacks}
    assert set(by_kind) == {8}  # APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
    choices = [[ch["name"] for ch in c["data"]["choices"]] for c in fake.callbacks]
    assert ["Tottenham Hotspur", "UEFA Champions League"] in choices
    topics = next(c for c in choices if c != ["Tottenham Hotspur", "UEFA Champions League"])
    assert "Offside" in topics and len(topics) <= 25


async def test_auto_sync_sends_the_tree_once_and_again_only_when_it_changed(fake, tmp_path):
    record = tmp_path / "matchday.db.discord-commands.json"
    for _ in range(2):
        adapter = await start_adapter(fake, sync_commands="auto", sync_record=record)
        await adapter.stop()
    assert fake.syncs == ["global"]  # the second start found the same tree: nothing sent

    changed = build_tree()

    @changed.command("ping", "Answers pong.")
    async def ping(ctx: object, inv: object) -> Any:
        return None

    adapter = DiscordAdapter(
        "token", api_base=fake.url, gateway=False, tree=changed, sync_commands="auto", sync_record=record
    )
    await adapter.start(None, None)  # type: ignore[arg-type]
    await adapter.stop()
    assert fake.syncs == ["global", "global"]
    assert "ping" in {c["name"] for c in fake.synced}


async def test_guild_sync_goes_to_that_server_only_and_off_never_syncs(fake):
    adapter = await start_adapter(fake, sync_commands="guild:555")
    await adapter.stop()
    assert fake.syncs == ["555"]
    assert {c["name"] for c in fake.guild_synced["555"]} >= {"follow", "var", "table"}
    adapter = await start_adapter(fake, sync_commands="off")
    await adapter.stop()
    assert fake.syncs == ["555"]


def test_sync_modes_from_the_config():
    assert sync_mode(True) == "auto" and sync_mode(False) == "off"
    assert sync_mode("guild:123") == "guild:123" and sync_mode("AUTO") == "auto"
    with pytest.raises(ValueError):
        sync_mode("guild:spurs")


def test_build_is_repeatable_on_the_same_tree():
    import discord
    from discord import app_commands

    client = discord.Client(intents=discord.Intents.none())
    app_tree = app_commands.CommandTree(client)
    core: CommandTree = build_tree()

    async def run(*args: Any) -> None:
        return None

    build_app_commands(app_tree, core, run)
    build_app_commands(app_tree, core, run)
    assert len(app_tree.get_commands()) == len(core.children)


async def test_back_on_auto_the_test_servers_copies_are_removed_once(fake, tmp_path):
    record = tmp_path / "synced.json"
    for mode in ("guild:555", "auto", "auto"):
        adapter = await start_adapter(fake, sync_commands=mode, sync_record=record)
        await adapter.stop()
    assert fake.syncs == ["555", "555", "global"]  # the copy synced, then cleared; the global set once
    assert fake.guild_synced["555"] == []
