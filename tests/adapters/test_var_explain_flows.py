"""A fan's /var explain on Discord and the console (Slack: test_var_explain_slack.py): the short verdict first, a working "Full
explanation", and a clarifying question whose buttons lead to the ruling."""

from __future__ import annotations

import io

from adapters.console import ConsoleAdapter
from bot.core.markup import to_plain
from tests.adapters.test_discord import make_app
from tests.fakes.discord_api import interaction
from tests.waiting import wait_for

# A described play with the one deciding fact missing: was the defender's touch deliberate?
UNCLEAR = "he was a yard past the last defender when his mate crossed it, a defender touched it and it fell to him and he scored"


def explain(topic: str) -> dict:
    return {
        "id": "2",
        "name": "var",
        "type": 1,
        "options": [
            {"name": "explain", "type": 1, "options": [{"name": "topic", "type": 3, "value": topic}]}
        ],
    }


async def test_discord_verdict_then_full_explanation_then_a_ruling(tmp_path, fake):
    app, adapter = await make_app(tmp_path, fake, str(tmp_path / "d.db"), follow=False)
    await app.start()
    try:
        state = adapter.client._connection
        state.parse_interaction_create(interaction(2, explain("is it offside from a throw in?")))
        await wait_for(lambda: len(fake.callbacks) == 1)
        short = fake.callbacks[0]["data"]
        embed = short["embeds"][0]
        assert embed["description"].startswith("**No.") and len(embed["description"]) <= 500
        assert embed["footer"]["text"] == "Law 11.3 · IFAB 2026/27"
        full_id = short["components"][0]["components"][0]["custom_id"]
        assert full_id == "md:/var explain --full offside"
        state.parse_interaction_create(interaction(3, {"custom_id": full_id, "component_type": 2}))
        await wait_for(lambda: len(fake.callbacks) == 2)
        full = fake.callbacks[1]["data"]
        assert full["flags"] == 64 and full["embeds"][0]["title"] == "📖 Offside"
        assert "throw-in" in full["embeds"][0]["description"]

        state.parse_interaction_create(interaction(2, explain(UNCLEAR)))
        await wait_for(lambda: len(fake.callbacks) == 3)
        question = fake.callbacks[2]["data"]
        assert "deliberate" in question["embeds"][0]["description"].lower()
        buttons = [b for row in question["components"] for b in row["components"]]
        assert len(buttons) >= 2
        deflection = next(b for b in buttons if "deflect" in b["label"].lower())
        state.parse_interaction_create(
            interaction(3, {"custom_id": deflection["custom_id"], "component_type": 2})
        )
        await wait_for(lambda: len(fake.callbacks) == 4)
        ruling = fake.callbacks[3]["data"]["embeds"][0]
        assert ruling["description"].startswith("**Offside.**") and ruling["footer"]["text"].startswith(
            "Law 11.2"
        )
    finally:
        await app.stop()


async def test_console_full_flag_and_facts_answer():
    out = io.StringIO()
    console = ConsoleAdapter(out, colour=False)
    from bot.commands.var import answer

    short = to_plain(answer("is it offside from a throw in?").text).splitlines()
    assert short[1].startswith("No.") and "Full explanation: /var explain --full offside" in short
    assert answer("offside --full").text.startswith("📖 Offside\n")
    question = answer(UNCLEAR)
    line = next(x for x in question.text.splitlines() if x.startswith("- ") and "deflect" in x.lower())
    command = line.split(": ", 1)[1]
    assert answer(command.removeprefix("/var explain ")).text.startswith("🚩 Was it offside?\n**Offside.**")
    assert console is not None
