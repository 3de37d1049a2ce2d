"""Every /var explain answer, rendered as Discord and Slack payloads, fits the platforms' limits whole:
short answers are never cut, long topics are cut (if ever) at a word, buttons run exactly their command."""

from __future__ import annotations

import itertools

import pytest

from adapters.discord.render import BUTTON_PREFIX
from adapters.discord.render import render as discord_render
from adapters.slack.render import render as slack_render
from bot.commands.explain import intent_reply, situation_reply, topic_full_reply, topic_short_reply
from bot.commands.var import answer
from bot.core.reply import Reply
from bot.laws import load_topics
from bot.laws.intents import load_intents
from bot.laws.situation_facts import Facts, decide

POSITIONS = ("offside", "level", "behind-ball", "own-half", "onside", None)
SOURCES = (
    "team-mate",
    "deflection",
    "rebound",
    "save",
    "deliberate-play",
    "throw-in",
    "corner-kick",
    "goal-kick",
    "free-kick",
    None,
)
INVOLVEMENT = ("plays-ball", "interferes-with-opponent", "none", None)


def replies() -> list[tuple[str, Reply, bool]]:
    """(name, reply, must be whole): short answers must fit uncut; a full topic may be cut at a word."""
    out: list[tuple[str, Reply, bool]] = []
    out += [(f"intent:{i.id}", intent_reply(i), True) for i in load_intents().values()]
    out += [(f"short:{t.id}", topic_short_reply(t), True) for t in load_topics().values()]
    out += [(f"full:{t.id}", topic_full_reply(t), False) for t in load_topics().values()]
    for pos, src, inv in itertools.product(POSITIONS, SOURCES, INVOLVEMENT):
        out.append((f"situation:{pos}/{src}/{inv}", situation_reply(decide(Facts(pos, src, inv))), True))
    for text in ("what is the meaning of life", "offside handball penalty var", "x" * 480, "a " * 240):
        out.append((f"ask:{text[:20]}", answer(text), False))  # quotes the question shortened
    return out


REPLIES = replies()


@pytest.mark.parametrize(("name", "reply", "whole"), REPLIES, ids=[r[0] for r in REPLIES])
def test_discord_payload_fits(name, reply, whole):
    msg = discord_render(reply, with_file=False)
    if msg.content is not None:
        assert len(msg.content) <= 2000
    embed = msg.embed
    if embed is not None:
        data = embed.to_dict()
        assert len(data.get("title", "")) <= 256
        assert len(data.get("description", "")) <= 4096
        fields = data.get("fields", [])
        assert len(fields) <= 25 and all(len(f["value"]) <= 1024 and len(f["name"]) <= 256 for f in fields)
        total = (
            len(data.get("title", ""))
            + len(data.get("description", ""))
            + len(data.get("footer", {}).get("text", ""))
            + sum(len(f["name"]) + len(f["value"]) for f in fields)
        )
        assert total <= 6000
        if whole:
            assert "…" not in data.get("description", "") + "".join(f["value"] for f in fields)
        if reply.card and reply.card.body and whole:
            assert data["description"] == reply.card.body
    if msg.view is not None:
        commands = [a.command for a in reply.card.actions] if reply.card else []
        ids = [item.custom_id for item in msg.view.children]
        assert ids == [BUTTON_PREFIX + c for c in commands if len(BUTTON_PREFIX + c) <= 100]
        assert len(ids) == len(commands), "a button was dropped: its command is too long for a custom id"


@pytest.mark.parametrize(("name", "reply", "whole"), REPLIES, ids=[r[0] for r in REPLIES])
def test_slack_payload_fits(name, reply, whole):
    fallback, blocks = slack_render(reply)
    assert len(fallback) <= 4000 and len(blocks) <= 50
    for block in blocks:
        text = block.get("text", {}).get("text", "")
        assert len(text) <= (150 if block["type"] == "header" else 3000)
        for f in block.get("fields", []):
            assert len(f["text"]) <= 2000
        for element in block.get("elements", []):
            if element.get("type") == "button":
                assert len(element["text"]["text"]) <= 75 and len(element["value"]) <= 2000
    if whole:
        assert "…" not in "".join(b.get("text", {}).get("text", "") for b in blocks if b["type"] == "section")


def test_a_long_topic_is_cut_at_a_word_never_mid_word():
    from adapters.discord.render import _cut

    text = "word " * 1000
    cut = _cut(text, 1024)
    assert len(cut) <= 1024 and cut.endswith("word…")
