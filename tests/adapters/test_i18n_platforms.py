"""The fans' language on the real platforms' libraries: Slack's admin check explained in the channel's language
(found by the refusal's flag, not its English wording), and Discord's own UI showing the commands' descriptions
in the member's language, synced from the same catalogues."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from adapters.slack import SlackAdapter
from bot.app import App
from bot.config import load_config
from bot.i18n import t
from bot.store import channels as channel_store
from tests.adapters.test_discord import make_app
from tests.adapters.test_slack import CHANNEL, SECRET, post_to_bolt, slash
from tests.fakes.discord_api import FakeDiscord
from tests.fakes.slack_api import FakeSlack


@pytest.fixture
async def slack(tmp_path: Path) -> AsyncIterator[tuple[SlackAdapter, FakeSlack]]:
    fake = FakeSlack()
    await fake.start()
    config = load_config(None, env={}).with_values("adapters.console", follow=[])
    adapter = SlackAdapter(
        "xoxb-test", api_base=fake.url, mode="http", signing_secret=SECRET, port=0, host="127.0.0.1"
    )
    app = App(config, adapters={"slack": adapter}, database=str(tmp_path / "matchday.db"))
    app.db.run_sync(channel_store.set_options, "slack", CHANNEL, language="de")
    await app.start()
    try:
        yield adapter, fake
    finally:
        await app.stop()
        await fake.stop()


async def test_a_slack_admin_check_that_failed_is_explained_in_german(
    slack: tuple[SlackAdapter, FakeSlack],
) -> None:
    adapter, fake = slack
    fake.scopes.discard("users:read")
    adapter.scopes = set(fake.scopes)
    refused = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UADMIN"))).json()
    assert refused["response_type"] == "ephemeral"
    assert refused["text"] == (
        "Ich kann nicht erkennen, wer Workspace-Admin ist: Der Slack-App fehlt der Scope users:read; "
        "ein Owner muss ihn hinzufügen und die App neu installieren."
    )
    fake.scopes.add("users:read")
    adapter.scopes = set(fake.scopes)
    member = (await post_to_bolt(adapter, slash("/follow", "sporting", user="UFAN"))).json()
    assert member["text"] == "Nur Workspace-Admins können /follow verwenden."  # Slack said: no admin


async def test_discord_sync_carries_the_descriptions_in_each_catalogues_locale(
    tmp_path: Path, fake: FakeDiscord
) -> None:
    app, _ = await make_app(tmp_path, fake, str(tmp_path / "matchday.db"), follow=False, sync=True)
    await app.start()
    await app.stop()
    by_name: dict[str, Any] = {c["name"]: c for c in fake.synced}
    follow = by_name["follow"]
    assert (
        follow["description"]
        == "Alert this channel about a team or competition (optionally only some kinds)."
    )
    localized = follow["description_localizations"]
    assert set(localized) == {"pt-BR", "es-ES", "es-419", "fr", "de"}
    assert (
        localized["de"]
        == "Meldungen zu einem Team oder Wettbewerb in diesem Kanal (wahlweise nur bestimmte Arten)."
    )
    assert localized["pt-BR"] == t("pt", follow["description"]) and localized["es-419"] == localized["es-ES"]
    target = follow["options"][0]
    assert target["name"] == "target" and not target.get("name_localizations")  # what a fan types stays
    assert target["description_localizations"]["fr"].startswith("équipe ou compétition, puis les types")
    assert all(len(text) <= 100 for text in target["description_localizations"].values())
    explain = next(o for o in by_name["var"]["options"] if o["name"] == "explain")
    assert explain["description_localizations"]["es-ES"]  # a subcommand's description too
