"""A core Reply as a Discord message: content, an embed within Discord's limits, buttons, an image file.

Buttons are stateless: a button's custom id is "md:" plus the command it runs ("md:/var explain offside"),
and one `CommandButton` class, registered once at start, parses it on any click, however old the message.
The views we send are stopped before sending, so discord.py keeps no object per message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol, cast

import discord

from adapters.inert import code_text, discord_markdown, fit, plain_text
from bot.core.reply import Action, Card, Reply

# Discord's documented embed limits.
TITLE, DESCRIPTION, FIELDS, FIELD_NAME, FIELD_VALUE, FOOTER, TOTAL = 256, 4096, 25, 256, 1024, 2048, 6000
CONTENT = 2000
LABEL = 200  # a spoiler's label ("Spurs v Sporting"): the alert behind the bars gets the rest of the content
BUTTON_PREFIX = "md:"
CUSTOM_ID = 100  # Discord's limit on a component's custom id


_cut = fit  # the name older tests know it by


class RunsButtons(Protocol):
    """What the adapter sets on its client (`client.run_button`), so any stored button can run its command."""

    async def run_button(self, interaction: discord.Interaction, command: str) -> None: ...


class CommandButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=re.escape(BUTTON_PREFIX) + r"(?P<command>.+)"
):
    """A button that runs a command ("Why?" -> /var explain offside). Registered once with
    `client.add_dynamic_items`; a click is handed to the client's `run_button(interaction, command)`."""

    def __init__(self, command: str, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=fit(plain_text(label), 80) or None,
                style=discord.ButtonStyle.secondary,
                custom_id=BUTTON_PREFIX + command,
            )
        )
        self.command = command

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CommandButton:
        return cls(match["command"], getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await cast(RunsButtons, interaction.client).run_button(interaction, self.command)


def buttons(actions: tuple[Action, ...]) -> discord.ui.View | None:
    """The reply's actions as a row of command buttons, or None. The view is stopped: Discord gets the
    components, discord.py stores nothing for this message (clicks go to the registered `CommandButton`)."""
    items = [a for a in actions[:25] if len(BUTTON_PREFIX + a.command) <= CUSTOM_ID]  # five rows of five
    # A custom id cut short would run another command: such an action gets no button rather than a wrong one.
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    for action in items:
        view.add_item(CommandButton(action.command, action.label))
    view.stop()
    return view


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


def _description(card: Card, limit: int) -> str:
    """The body, then each table as a code block while whole tables fit (a cut block would never close)."""
    text = fit(discord_markdown(card.body), limit)
    for table in card.tables:
        block = f"```\n{code_text(table.render())}\n```"
        if len(text) + len(block) + 1 > limit:
            break
        text += ("\n" if text else "") + block
    return text


def render(reply: Reply, *, with_file: bool = True, mark: str = "") -> DiscordMessage:
    """The reply as a Discord message; `mark` (see `marker`) ends its embed footer, or its text. Every
    piece fits its own limit, and the embed the 6,000 characters of all its text together."""
    if reply.spoiler:
        # Embeds cannot be hidden; the whole alert goes behind spoiler bars in the content instead. The bars
        # are placed after cutting, so however long the alert, the closing bars are always there.
        opening = f"🙈 {fit(discord_markdown(reply.spoiler_label), LABEL)}: ||"
        body = discord_markdown(" / ".join(reply.text.splitlines()))
        body = fit(body, CONTENT - len(mark) - len(opening) - 2)
        return DiscordMessage(f"{opening}{body}||{mark}", None, None, None)
    card = reply.card
    if card is None:
        text = fit(discord_markdown(reply.text), CONTENT - len(mark)) or "…"
        return DiscordMessage(text + mark, None, None, None)
    title = fit(discord_markdown(card.title, native_times=False), TITLE)
    footer = fit(plain_text(card.footer), FOOTER - len(mark)) + mark
    room = TOTAL - len(title) - len(footer)
    description = _description(card, min(DESCRIPTION, room))
    room -= len(description)
    embed = discord.Embed(title=title or None, description=description or None, colour=card.colour)
    for field in card.fields[:FIELDS]:
        name = fit(discord_markdown(field.name, native_times=False), FIELD_NAME) or "-"
        value = fit(discord_markdown(field.value), FIELD_VALUE) or "-"
        if len(name) + len(value) > room:
            break
        embed.add_field(name=name, value=value, inline=field.inline)
        room -= len(name) + len(value)
    if footer:
        embed.set_footer(text=footer)
    file = None
    if card.image is not None and with_file and card.image.is_file():
        file = discord.File(card.image, filename=card.image.name)
        embed.set_image(url=f"attachment://{card.image.name}")
    view = buttons(card.actions)
    return DiscordMessage(None, embed, view, file)
