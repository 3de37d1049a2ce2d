"""Slack in HTTP mode behind a load balancer: any number of gateway processes on one PostgreSQL database.

Nothing a request needs lives in one process: what /follow stores is read by the next request wherever it
lands, a button carries its own command, and each process checks the signature with the shared secret. Two
`App`s here (each `--role gateway` with its own HTTP listener) stand for two processes; requests alternate
between them as a round-robin balancer would send them.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator

import pytest

from adapters.slack import SlackAdapter
from bot.app import App
from bot.config import load_config
from tests.adapters.test_slack import SECRET, block_action, post_to_bolt, slash
from tests.fakes.slack_api import FakeSlack


@pytest.fixture
async def fake() -> AsyncIterator[FakeSlack]:
    f = FakeSlack()
    await f.start()
    yield f
    await f.stop()


@pytest.fixture
async def gateways(postgres_server, fake) -> AsyncIterator[list[SlackAdapter]]:
    config = load_config(None, env={}).with_values("adapters.console", follow=[])
    with postgres_server.database() as url:
        apps = []
        for _ in range(2):
            adapter = SlackAdapter(
                "xoxb-test", api_base=fake.url, mode="http", signing_secret=SECRET, port=0, host="127.0.0.1"
            )
            app = App(config, adapters={"slack": adapter}, database=url, role="gateway")
            await app.start()
            apps.append(app)
        try:
            yield [app.adapters["slack"] for app in apps]  # type: ignore[misc]
        finally:
            for app in apps:
                await app.stop()


async def test_requests_spread_over_processes_see_one_state(gateways, fake):
    balancer = itertools.cycle(gateways)
    fake.admins.add("UADMIN")
    followed = (await post_to_bolt(next(balancer), slash("/follow", "sporting goals", user="UADMIN"))).json()
    assert "Now following Sporting CP" in followed["text"]
    # the next request lands on the other process, which stored nothing itself
    following = (await post_to_bolt(next(balancer), slash("/following", ""))).json()
    assert "Sporting CP" in str(following["blocks"])
    refused = (await post_to_bolt(next(balancer), slash("/follow", "spurs", user="UFAN"))).json()
    assert refused["text"] == "Only workspace admins can use /follow."


async def test_a_button_answered_by_one_process_is_clicked_on_another(gateways, fake):
    first, second = gateways
    answer = (await post_to_bolt(first, slash("/var", "explain offside"))).json()
    values = [
        element["value"]
        for block in answer["blocks"]
        if block["type"] == "actions"
        for element in block["elements"]
        if element.get("action_id", "").startswith("md_run_")
    ]
    assert values, answer  # the Full explanation button
    resp = await post_to_bolt(second, block_action(fake, values[0]))
    assert resp.status_code == 200
    for _ in range(200):
        if fake.responses:
            break
        await asyncio.sleep(0.02)
    assert fake.responses and fake.responses[0]["response_type"] == "ephemeral"
    assert "Offside" in fake.responses[0]["blocks"][0]["text"]["text"]
