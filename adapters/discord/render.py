"""A core Reply as a Discord message: content, an embed within Discord's limits, buttons, an image file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.core.reply import Reply

# Discord's documented embed limits.
TITLE, DESCRIPTION, FIELDS, FIELD_NAME, FIELD_VALUE, FOOTER, TOTAL = 256, 4096, 25, 256, 1024, 2048, 6000
CONTENT = 2000
BUTTON_PREFIX = "md:"


def _cut(text: str, limit: int) -> str:
    """Fit `text` into `limit` characters, ending at a word boundary with an ellipsis, never mid-word."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip() + "…"


@dataclass
class DiscordMessage:
    content: str | None
    embed: discord.Embed | None
    view: discord.ui.View | None
    file: discord.File | None

    def kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {"content": self.content, "embed": self.embed}
        if self.view is not None:
            out["view"] = self.view
        if self.file is not None:
            out["file"] = self.file
        return out


def render(reply: Reply, *, with_file: bool = True) -> DiscordMessage:
    if reply.spoiler:
        # Embeds cannot be hidden; the whole alert goes behind spoiler bars in the content instead.
        body = " / ".join(reply.text.splitlines())
        return DiscordMessage(_cut(f"🙈 {reply.spoiler_label}: ||{body}||", CONTENT), None, None, None)
    card = reply.card
    if card is None:
        return DiscordMessage(_cut(reply.text, CONTENT), None, None, None)
    description = card.body
    for table in card.tables:
        description += ("\n" if description else "") + f"```\n{table.render()}\n```"
    embed = discord.Embed(
        title=_cut(card.title, TITLE), description=_cut(description, DESCRIPTION) or None, colour=card.colour
    )
    used = len(embed.title or "") + len(embed.description or "")
    for field in card.fields[:FIELDS]:
        name, value = _cut(field.name, FIELD_NAME), _cut(field.value or "-", FIELD_VALUE)
        if used + len(name) + len(value) > TOTAL - FOOTER:
            break
        embed.add_field(name=name, value=value, inline=field.inline)
        used += len(name) + len(value)
    if card.footer:
        embed.set_footer(text=_cut(card.footer, FOOTER))
    file = None
    if card.image is not None and with_file and card.image.is_file():
        file = discord.File(card.image, filename=card.image.name)
        embed.set_image(url=f"attachment://{card.image.name}")
    view = None
    if card.actions:
        view = discord.ui.View(timeout=None)
        for action in card.actions[:25]:  # five rows of five: the most a message holds
            if len(BUTTON_PREFIX + action.command) > 100:
                continue  # a cut custom id would run another command: no button rather than a wrong one
            view.add_item(
                discord.ui.Button(
                    label=_cut(action.label, 80),
                    style=discord.ButtonStyle.secondary,
                    custom_id=BUTTON_PREFIX + action.command,
                )
            )
    return DiscordMessage(None, embed, view, file)
