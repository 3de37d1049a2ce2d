"""`matchday setup discord|slack`: exactly the permissions and scopes the bot uses, each with its reason, ready
to paste; an app installed with them is reported complete by the same check `check-config --online` runs."""

from __future__ import annotations

import json

import pytest

from adapters.discord.adapter import PERMISSION_COSTS
from adapters.discord.invite import invite_url, permissions
from adapters.slack import SlackAdapter
from adapters.slack.access import COSTS
from adapters.slack.manifest import DESCRIPTION_LIMIT, manifest
from bot.cli import main
from bot.commands import build_tree
from tests.fakes.slack_api import FakeSlack


def test_the_discord_invite_asks_for_the_scopes_and_exactly_the_permissions_the_bot_checks():
    url = invite_url("1234")
    assert url.startswith("https://discord.com/oauth2/authorize?client_id=1234&")
    assert "scope=bot+applications.commands" in url
    # View Channel, Send Messages, Embed Links, Read Message History
    assert permissions().value == (1 << 10) | (1 << 11) | (1 << 14) | (1 << 16) == 84992
    assert f"permissions={permissions().value}" in url
    assert all(getattr(permissions(), name) for name, _, _ in PERMISSION_COSTS)
    assert bin(permissions().value).count("1") == len(PERMISSION_COSTS)  # and nothing else


def test_setup_discord_prints_the_url_and_every_reason(tmp_path, capsys):
    config = tmp_path / "m.toml"
    config.write_text('[adapters.discord]\napplication_id = "987654321"\n')
    assert main(["setup", "discord", "--config", str(config)]) == 0
    out = capsys.readouterr().out
    assert invite_url("987654321") in out
    for _, label, cost in PERMISSION_COSTS:
        assert label in out and cost in out


def test_setup_discord_without_an_application_id_says_where_to_find_it(capsys):
    assert main(["setup", "discord"]) == 0
    out = capsys.readouterr().out
    assert "client_id=<APPLICATION ID>" in out and "adapters.discord.application_id" in out


def _printed_manifest(out: str) -> dict:
    return json.loads(out[out.index("\n{") + 1 :])


@pytest.mark.parametrize("mode", ["socket", "http"])
def test_the_slack_manifest_has_every_command_the_scopes_and_the_right_transport(mode):
    tree = build_tree()
    m = manifest(tree, mode=mode, public_url="https://bot.example.com/")
    commands = {c["command"]: c for c in m["features"]["slash_commands"]}
    assert set(commands) == {f"/{name}" for name in tree.children}
    assert all(0 < len(c["description"]) <= DESCRIPTION_LIMIT for c in commands.values())
    assert m["oauth_config"]["scopes"]["bot"] == sorted(COSTS)
    assert m["settings"]["interactivity"]["is_enabled"]  # the buttons under alerts and answers
    if mode == "socket":
        assert m["settings"]["socket_mode_enabled"] and not any("url" in c for c in commands.values())
    else:
        url = "https://bot.example.com/slack/events"
        assert not m["settings"]["socket_mode_enabled"]
        assert (
            {c["url"] for c in commands.values()} == {url} == {m["settings"]["interactivity"]["request_url"]}
        )
    assert commands["/var"]["usage_hint"] == "explain [topic]"


def test_setup_slack_prints_json_to_paste(tmp_path, capsys):
    config = tmp_path / "m.toml"
    config.write_text('[adapters.slack]\nmode = "http"\n')
    assert main(["setup", "slack", "--config", str(config), "--url", "https://fans.example.org"]) == 0
    out = capsys.readouterr().out
    assert "SLACK_SIGNING_SECRET" in out and "SLACK_APP_TOKEN" not in out
    m = _printed_manifest(out)
    assert m["settings"]["interactivity"]["request_url"] == "https://fans.example.org/slack/events"


async def test_an_app_with_exactly_the_manifests_scopes_is_reported_complete():
    fake = FakeSlack()
    fake.scopes = set(manifest(build_tree(), mode="socket")["oauth_config"]["scopes"]["bot"])
    await fake.start()
    adapter = SlackAdapter(
        "xoxb-test", api_base=fake.url, mode="http", signing_secret="s", port=0, host="127.0.0.1"
    )
    try:
        assert await adapter.missing_access() == []
        fake.scopes -= {"files:write"}
        assert await adapter.missing_access() == [
            "no files:write: diagrams (a /var explain ruling's pitch) cannot be shown"
        ]
    finally:
        await adapter.stop()
        await fake.stop()


@pytest.mark.parametrize("url", ["x.example", "http://x.example", "https://x.example?a=b", "https://"])
def test_a_url_slack_could_not_call_is_one_sentence(tmp_path, capsys, url):
    config = tmp_path / "m.toml"
    config.write_text('[adapters.slack]\nmode = "http"\n')
    assert main(["setup", "slack", "--config", str(config), "--url", url]) == 2
    assert "public https address" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://x.example/slack/events", "https://x.example/slack/events"),
        ("https://x.example/bot/", "https://x.example/bot/slack/events"),
        ("https://x.example:8443", "https://x.example:8443/slack/events"),
    ],
)
def test_the_request_url_is_the_listeners_path_under_the_public_address(url, expected):
    m = manifest(build_tree(), mode="http", public_url=url)
    assert m["settings"]["interactivity"]["request_url"] == expected


def test_a_url_in_socket_mode_is_refused_not_ignored(capsys):
    assert main(["setup", "slack", "--url", "https://x.example"]) == 2
    assert "--url is for HTTP mode" in capsys.readouterr().err
