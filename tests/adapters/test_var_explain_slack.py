"""A fan's /var explain on Slack: the short verdict first, a working "Full explanation" action, and a
clarifying question whose buttons lead to the ruling."""

from __future__ import annotations

import asyncio
import json

from tests.adapters.test_slack import block_action, fake, post_to_bolt, slack_app, slash  # noqa: F401
from tests.adapters.test_var_explain_flows import UNCLEAR
from tests.fakes.slack_api import FakeSlack


async def click_slack(adapter, fake_slack: FakeSlack, value: str) -> dict:
    before = len(fake_slack.responses)
    resp = await post_to_bolt(adapter, block_action(fake_slack, value))
    assert resp.status_code == 200
    for _ in range(200):
        if len(fake_slack.responses) > before:
            break
        await asyncio.sleep(0.02)
    return fake_slack.responses[-1]


def buttons(blocks: list[dict]) -> list[dict]:
    return [e for b in blocks if b["type"] == "actions" for e in b["elements"]]


async def test_slack_verdict_then_full_explanation_then_a_ruling(slack_app, fake):  # noqa: F811
    _, adapter = slack_app
    short = (await post_to_bolt(adapter, slash("/var", "explain is it offside from a throw in?"))).json()
    section = next(b for b in short["blocks"] if b["type"] == "section")["text"]["text"]
    assert section.startswith("*No.")
    full_button = buttons(short["blocks"])[0]
    assert full_button["value"] == "/var explain --full offside"
    full = await click_slack(adapter, fake, full_button["value"])
    assert full["response_type"] == "ephemeral" and full["blocks"][0]["text"]["text"] == "📖 Offside"

    question = (await post_to_bolt(adapter, slash("/var", f"explain {UNCLEAR}"))).json()
    options = buttons(question["blocks"])
    deflection = next(b for b in options if "deflect" in b["text"]["text"].lower())
    ruling = await click_slack(adapter, fake, deflection["value"])
    assert "*Offside.*" in json.dumps(ruling["blocks"])
