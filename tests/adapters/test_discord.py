"""The real discord.py, pointed at a local fake of the Discord API: commands, alerts, edits, buttons, limits."""

from __future__ import annotations

from adapters.discord import DiscordAdapter
from bot.app import App
from bot.config import load_config
from bot.core.reply import Reply
from bot.store import channels
from bot.store import subscriptions as subs
from tests.fakes.discord_api import interaction
from tests.waiting import wait_for

CHANNEL = "777"


async def make_app(
    tmp_path, fake, database: str, *, follow: bool = True, sync: bool = False
) -> tuple[App, DiscordAdapter]:
    # An instant replay is faster than any real match: lift the per-channel pace so every alert goes alone.
    config = (
        load_config(None, env={})
        .with_values("provider.replay", speed="max")
        .with_values("adapters.console", follow=[])
        .with_values("dispatch.discord", channel_burst=1000)
    )
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False, sync_commands=sync, application_id=42)
    app = App(config, adapters={"discord": adapter}, database=database)
    app.context.image_dir = tmp_path / "img"
    if follow:
        app.store.run_sync(subs.follow, "discord", CHANNEL, "team", 47, "Tottenham Hotspur")
    return app, adapter


async def test_the_night_arrives_as_embeds_with_the_goal_corrected_in_place(tmp_path, fake, database_url):
    app, _ = await make_app(tmp_path, fake, database_url)
    await app.start()
    try:
        await app.wait_replay()
    finally:
        await app.stop()
    msgs = fake.messages[CHANNEL]
    titles = [m["embeds"][0]["title"] for m in msgs]
    assert titles[0] == "🟢 KO KICK-OFF · Tottenham Hotspur v Sporting CP"
    assert "⚽ 90+5' GOAL · Tottenham Hotspur 2-1 Sporting CP · Harry Kane" in [
        e[2]["embeds"][0]["title"].strip("~") for e in fake.edits
    ]
    kane = next(
        m for m in msgs if "Harry Kane" in m["embeds"][0]["title"] and "GOAL ·" in m["embeds"][0]["title"]
    )
    assert (
        kane["embeds"][0]["title"].startswith("~~")
        and "Ruled out by VAR for offside." in kane["embeds"][0]["description"]
    )
    no_goal = next(m for m in msgs if "NO GOAL" in m["embeds"][0]["title"])
    assert no_goal["components"][0]["components"][0]["label"] == "Why?"
    assert no_goal["components"][0]["components"][0]["custom_id"] == "md:/var explain offside"
    for body in fake.posts:  # every send: no pings, and a nonce Discord enforces
        assert body["allowed_mentions"] == {"parse": []}
        assert body["enforce_nonce"] is True and len(body["nonce"]) <= 25
    assert len(fake.posts) == len(msgs) == 9


async def test_a_slash_command_is_answered_with_an_embed(tmp_path, fake, database_url):
    app, adapter = await make_app(tmp_path, fake, database_url)
    await app.start()
    try:
        await app.wait_replay()
        adapter.client._connection.parse_interaction_create(
            interaction(
                2,
                {
                    "id": "1",
                    "name": "table",
                    "type": 1,
                    "options": [{"name": "competition", "type": 3, "value": "Group D"}],
                },
            )
        )
        await wait_for(lambda: fake.callbacks)
    finally:
        await app.stop()
    embed = fake.callbacks[0]["data"]["embeds"][0]
    assert embed["title"] == "UEFA Champions League · Group D"
    assert "1  Tottenham Hotspur    5  2  2  1   6   5  +1    8" in embed["description"]
    assert fake.callbacks[0]["data"]["allowed_mentions"] == {"parse": []}


async def test_nested_command_and_errors_are_private(tmp_path, fake, database_url):
    app, adapter = await make_app(tmp_path, fake, database_url, follow=False)
    await app.start()
    try:
        adapter.client._connection.parse_interaction_create(
            interaction(
                2,
                {
                    "id": "2",
                    "name": "var",
                    "type": 1,
                    "options": [
                        {
                            "name": "explain",
                            "type": 1,
                            "options": [
                                {"name": "topic", "type": 3, "value": "can a manager get a red card?"}
                            ],
                        }
                    ],
                },
            )
        )
        adapter.client._connection.parse_interaction_create(
            interaction(
                2,
                {
                    "id": "3",
                    "name": "follow",
                    "type": 1,
                    "options": [{"name": "target", "type": 3, "value": "spurs"}],
                },
            )
        )
        await wait_for(lambda: len(fake.callbacks) == 2)
    finally:
        await app.stop()
    answers = {
        c["data"].get("embeds", [{}])[0].get("title") or c["data"].get("content"): c["data"]
        for c in fake.callbacks
    }
    laws = next(v for k, v in answers.items() if k and "coach" in k.lower())
    assert "Law 5.3 · IFAB 2026/27" in laws["embeds"][0]["footer"]["text"]
    refused = next(v for k, v in answers.items() if k and "Only server admins" in k)
    assert refused["flags"] == 64  # ephemeral: only the fan who typed it sees the refusal


async def test_admin_follows_and_the_why_button_explains(tmp_path, fake, database_url):
    app, adapter = await make_app(tmp_path, fake, database_url, follow=False)
    await app.start()
    try:
        adapter.client._connection.parse_interaction_create(
            interaction(
                2,
                {
                    "id": "4",
                    "name": "follow",
                    "type": 1,
                    "options": [{"name": "target", "type": 3, "value": "spurs goals var"}],
                },
                admin=True,
            )
        )
        await wait_for(lambda: fake.callbacks)
        assert fake.callbacks[0]["data"]["content"] == "Now following Tottenham Hotspur here: goals, var."
        adapter.client._connection.parse_interaction_create(
            interaction(3, {"custom_id": "md:/var explain offside", "component_type": 2})
        )
        await wait_for(lambda: len(fake.callbacks) == 2)
    finally:
        await app.stop()
    why = fake.callbacks[1]["data"]
    assert why["flags"] == 64 and why["embeds"][0]["title"] == "📖 Offside"


async def test_missing_access_three_times_pauses_the_channel_with_the_reason(tmp_path, fake, database_url):
    """Before: the subscription was dropped with a WARNING line only, and the admin never learnt why."""
    fake.forbidden.add(CHANNEL)
    app, _ = await make_app(tmp_path, fake, database_url)
    await app.start()
    try:
        await app.wait_replay()
    finally:
        subscriptions = app.store.run_sync(subs.for_channel, "discord", CHANNEL)
        pause = app.store.run_sync(channels.paused, "discord", CHANNEL)
        await app.stop()
    assert [s.target_name for s in subscriptions] == ["Tottenham Hotspur"]  # kept, for /follow to resume
    assert pause is not None and pause.reason == "Missing Access"
    assert CHANNEL not in fake.messages


async def test_429_is_waited_out_and_nothing_is_doubled(tmp_path, fake, database_url):
    adapter = DiscordAdapter("token", api_base=fake.url, gateway=False)
    await adapter.start(None, None)  # type: ignore[arg-type]
    try:
        fake.rate_limit_next = 1
        ref = await adapter.send(CHANNEL, Reply(text="hello @everyone"), idempotency_key="abc")
        again = await adapter.send(CHANNEL, Reply(text="hello @everyone"), idempotency_key="abc")  # a retry
    finally:
        await adapter.stop()
    assert ref == again and len(fake.messages[CHANNEL]) == 1
    assert fake.posts[0]["allowed_mentions"] == {"parse": []}


async def test_commands_are_synced_only_on_demand(tmp_path, fake, database_url):
    app, _ = await make_app(tmp_path, fake, database_url, follow=False, sync=True)
    await app.start()
    await app.stop()
    names = {c["name"] for c in fake.synced}
    assert names == {
        "var", "table", "live", "next", "fixtures", "results", "scorers", "follow", "unfollow", "following", "options",
        "help",
    }  # fmt: skip
    follow = next(c for c in fake.synced if c["name"] == "follow")
    assert str(follow["default_member_permissions"]) == "32"  # Manage Server
