"""A core Reply as Slack Block Kit: provider text inert (`adapters.inert`), every block within its limit."""

from __future__ import annotations

from typing import Any

from adapters.inert import code_text, fit, plain_text, slack_entities, slack_mrkdwn
from bot.core.reply import Card, Reply

# Slack's limits: header text, section text, a field's text, fields per section, buttons, blocks per message,
# a button's value. TEXT (the fallback) may be 40,000; notifications show far less, so ours stays short.
HEADER, SECTION, FIELD, FIELDS, BUTTONS, BLOCKS, VALUE, TEXT = 150, 3000, 2000, 10, 25, 50, 2000, 4000
NAME, CONTEXT, LABEL = 150, 300, 75  # our own caps: a field's name, the footer, a button's label


def _section(text: str) -> dict[str, Any]:
    # verbatim: Slack links no URL or #channel it finds in the text; only what we spell as a token is live.
    return {"type": "section", "text": {"type": "mrkdwn", "text": text, "verbatim": True}}


def _field(name: str, value: str) -> dict[str, Any]:
    title = fit(slack_mrkdwn(name), NAME)
    head = f"*{title}*\n" if title else ""
    return {
        "type": "mrkdwn",
        "text": head + (fit(slack_mrkdwn(value), FIELD - len(head)) or "-"),
        "verbatim": True,
    }


def _spoiler(reply: Reply) -> tuple[str, list[dict[str, Any]]]:
    # Slack has no spoiler markup: show the label and reveal the alert privately on request.
    label = fit(slack_mrkdwn(reply.spoiler_label), CONTEXT)
    reveal = {
        "type": "button",
        "action_id": "md_reveal",
        "text": {"type": "plain_text", "text": "Reveal"},
        "value": fit(reply.text, VALUE),  # markup, rendered by this module again when revealed
    }
    return f"Spoiler: {label}", [
        _section(f"🙈 *Spoiler:* {label}"),
        {"type": "actions", "elements": [reveal]},
    ]


def _blocks(card: Card) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    if "~~" in card.title:  # a header cannot strike through: a corrected alert uses a section instead
        blocks.append(_section(fit(slack_mrkdwn(card.title), SECTION)))
    else:
        header = fit(plain_text(card.title), HEADER) or "-"
        blocks.append({"type": "header", "text": {"type": "plain_text", "text": header, "emoji": True}})
    if body := fit(slack_mrkdwn(card.body), SECTION):
        blocks.append(_section(body))
    after = sum(1 for part in (card.fields, card.actions, card.footer) if part)  # blocks still to come
    for table in card.tables[: max(0, BLOCKS - len(blocks) - after)]:
        blocks.append(_section(fit(f"```{slack_entities(code_text(table.render()))}```", SECTION)))
    if card.fields:
        blocks.append({"type": "section", "fields": [_field(f.name, f.value) for f in card.fields[:FIELDS]]})
    if card.actions:
        buttons = [
            {
                "type": "button",
                "action_id": f"md_run_{i}",
                "text": {"type": "plain_text", "text": fit(plain_text(a.label), LABEL) or "-"},
                "value": a.command,
            }
            for i, a in enumerate(card.actions[:BUTTONS])
        ]
        blocks.append({"type": "actions", "elements": buttons})
    # card.image is a file on the bot's machine; Slack can only show images by URL, so none is shown here.
    if footer := fit(slack_mrkdwn(card.footer), CONTEXT):
        blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": footer, "verbatim": True}]})
    return blocks


def render(reply: Reply) -> tuple[str, list[dict[str, Any]]]:
    """(fallback text, blocks). The fallback is what notifications and screen readers show."""
    if reply.spoiler:
        return _spoiler(reply)
    text = slack_mrkdwn(reply.text)
    if reply.card is None:
        return fit(text, TEXT), [_section(fit(text, SECTION) or "…")]
    return fit(text, TEXT), _blocks(reply.card)
