"""A handler writes its answer once: as a card, whose text form the core derives (title, body, fields,
tables, footer, actions as lines to type), or as one line of text. Each platform shows one of the two."""

from __future__ import annotations

from pathlib import Path

from adapters.console.adapter import render_text
from adapters.discord.render import render as discord_render
from adapters.slack.render import render as slack_render
from bot.commands.explain import intent_reply, situation_reply, topic_full_reply, topic_short_reply
from bot.commands.options import _describe
from bot.commands.var import answer, topics_reply
from bot.core.reply import Action, Card, Field, Reply, Table, card_text
from bot.laws import load_topics
from bot.laws.intents import load_intents
from bot.laws.situation import read_situation
from bot.laws.situation_facts import decide
from bot.store.channels import ChannelOptions

CARD = Card(
    title="📖 Offside",
    body="**No.** Not from a throw-in.",
    fields=(Field("Common myth", "level is off"), Field("Live now", "22'  A 1-0 B\nHT  C 0-0 D")),
    tables=(Table(("Pos", "Team"), (("1", "Spurs*"),), align="rl"),),
    footer="Law 11.3 · IFAB 2026/27",
    actions=(Action("Full explanation", "/var explain --full offside"),),
)


def test_the_text_of_a_card_reads_top_to_bottom():
    assert card_text(CARD).splitlines() == [
        "📖 Offside",
        "**No.** Not from a throw-in.",
        "Common myth: level is off",
        "Live now",
        "22'  A 1-0 B",
        "HT  C 0-0 D",
        "Pos  Team",
        "  1  Spurs\\*",  # a cell is literal text, never markup
        "Law 11.3 · IFAB 2026/27",
        "Full explanation: /var explain --full offside",
    ]
    several = Card(title="🤔 Which?", actions=(Action("A", "/var explain a"), Action("B", "/var explain b")))
    assert card_text(several) == "🤔 Which?\n- A: /var explain a\n- B: /var explain b"
    assert card_text(Card(title="Offside.", image=Path("/tmp/o.png"))) == "Offside.\nDiagram: /tmp/o.png"


def test_a_reply_with_a_card_takes_its_text_from_the_card():
    assert Reply(card=CARD).text == card_text(CARD)
    assert Reply(text="Stopped following Spurs here.").text == "Stopped following Spurs here."
    # An alert keeps the one-line headline it gives (what a notification shows).
    assert Reply(text="⚽ 22' GOAL", card=CARD).text == "⚽ 22' GOAL"


def test_no_handler_writes_its_answer_twice():
    topic = load_topics()["offside"]
    told = "he was a yard past the last defender when his mate crossed it and he scored"
    reading = read_situation(told)
    assert reading is not None
    replies = {
        "intent": intent_reply(next(iter(load_intents().values()))),
        "topic": topic_short_reply(topic),
        "full topic": topic_full_reply(topic),
        "situation": situation_reply(decide(reading.facts)),
        "topics": topics_reply(),
        "a question": answer("is it offside from a throw in?"),
        "options": _describe(ChannelOptions(spoiler=False, confirm_delay=30.0)),
    }
    for name, reply in replies.items():
        assert reply.card is not None and reply.text == card_text(reply.card), name


def test_each_platform_shows_the_card_once():
    reply = intent_reply(load_intents()["offside-throw-in"])
    assert discord_render(reply).content is None  # the embed alone
    fallback, blocks = slack_render(reply)
    assert fallback.startswith("📖 ") and blocks[0]["type"] == "header"  # notification line, then the card
    shown = render_text(reply)  # the console prints the text: the title once, then the verdict
    assert shown.count("📖") == 1 and shown.splitlines()[1].strip().startswith("No.")
    assert shown.splitlines()[-1].strip() == "Full explanation: /var explain --full offside"


def test_channel_options_read_as_one_line_each():
    text = render_text(_describe(ChannelOptions(spoiler=True, confirm_delay=0.0)))
    assert text.splitlines()[1:3] == ["    Spoiler mode: on", "    Goal confirm delay: off"]
