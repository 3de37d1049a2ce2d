"""A core Reply as Slack Block Kit, with every piece of text escaped so provider text can never ping."""

from __future__ import annotations

import re
from typing import Any

from bot.core.reply import Reply

HEADER, SECTION, FIELD, FIELDS, BUTTONS, TEXT = 150, 3000, 2000, 10, 25, 4000


def escape(text: str) -> str:
    """Slack's three control characters: with them escaped, "<!everyone>" or "<@U123>" is just text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def mrkdwn(text: str) -> str:
    """Our markdown subset in Slack's dialect: **bold** -> *bold*, ~~strike~~ -> ~strike~."""
    text = escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"*\1*", text)
    return re.sub(r"~~(.+?)~~", r"~\1~", text)


def _cut(text: str, limit: int) -> str:
    """Fit `text` into `limit` characters, ending at a word boundary with an ellipsis, never mid-word."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip() + "…"


def render(reply: Reply) -> tuple[str, list[dict[str, Any]]]:
    """(fallback text, blocks). The fallback is what notifications and screen readers show."""
    if reply.spoiler:
        # Slack has no spoiler markup: show the label and reveal the alert privately on request.
        label = escape(reply.spoiler_label)
        return f"Spoiler: {label}", [
            {"type": "section", "text": {"type": "mrkdwn", "text": f"🙈 *Spoiler:* {label}"}},
            {
                "type": "actions",
                "elements": [
                    {
                        "type": "button",
                        "action_id": "md_reveal",
                        "text": {"type": "plain_text", "text": "Reveal"},
                        "value": _cut(reply.text, 2000),
                    }
                ],
            },
        ]
    fallback = _cut(mrkdwn(reply.text), TEXT)
    card = reply.card
    if card is None:
        return fallback, [
            {"type": "section", "text": {"type": "mrkdwn", "text": _cut(mrkdwn(reply.text), SECTION)}}
        ]
    blocks: list[dict[str, Any]] = []
    title = card.title
    if "~~" in title:  # a header cannot strike through: a corrected alert uses a section instead
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(mrkdwn(title), SECTION)}})
    else:
        blocks.append(
            {"type": "header", "text": {"type": "plain_text", "text": _cut(title, HEADER), "emoji": True}}
        )
    if card.body:
        blocks.append(
            {"type": "section", "text": {"type": "mrkdwn", "text": _cut(mrkdwn(card.body), SECTION)}}
        )
    for table in card.tables:
        blocks.append(
            {
                "type": "section",
                "text": {"type": "mrkdwn", "text": _cut(f"```{escape(table.render())}```", SECTION)},
            }
        )
    if card.fields:
        blocks.append(
            {
                "type": "section",
                "fields": [
                    {"type": "mrkdwn", "text": _cut(f"*{escape(f.name)}*\n{mrkdwn(f.value)}", FIELD)}
                    for f in card.fields[:FIELDS]
                ],
            }
        )
    if card.actions:
        blocks.append(
            {
                "type": "actions",
                "elements": [
                    {
                        "type": "button",
                        "action_id": f"md_run_{i}",
                        "text": {"type": "plain_text", "text": _cut(a.label, 75)},
                        "value": a.command,
                    }
                    for i, a in enumerate(card.actions[:BUTTONS])
                ],
            }
        )
    context = [card.footer] if card.footer else []
    # card.image is a file on the bot's machine; Slack can only show images by URL, so none is shown here.
    if context:
        blocks.append(
            {
                "type": "context",
                "elements": [{"type": "mrkdwn", "text": _cut(mrkdwn(c), 300)} for c in context],
            }
        )
    return fallback, blocks
