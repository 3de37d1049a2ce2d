"""/var explain <topic>: the Laws of the Game and VAR, explained from the knowledge base."""

from __future__ import annotations

from bot.commands.context import Context
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.reply import Action, Card, Field, Reply
from bot.core.tree import Argument, CommandTree
from bot.laws import EDITION, Topic, find_topic, load_topics


def explain_reply(topic: Topic, ctx: Context | None = None) -> Reply:
    """Short answer first, then the detail, the myth it corrects, the Law and edition, related topics."""
    topics = load_topics()
    related = [topics[r] for r in topic.related]
    parts = [f"{topic.title}", topic.short, topic.detail]
    if topic.misconception:
        parts.append(topic.misconception)
    if topic.changed:
        parts.append(f"What changed: {topic.changed}")
    image = None
    if topic.diagram and ctx is not None:
        from bot.laws.diagram import render_diagram

        image = render_diagram(topic.diagram, ctx.image_dir)
        parts.append(f"Diagram: {image}")
    parts.append(f"Source: {topic.citation}.")
    if related:
        parts.append("Related: " + ", ".join(f"/var explain {r.id}" for r in related))
    fields = [Field("In detail", topic.detail, inline=False)]
    if topic.misconception:
        fields.append(Field("Common myth", topic.misconception, inline=False))
    if topic.changed:
        fields.append(Field("What changed", topic.changed, inline=False))
    card = Card(
        title=f"📖 {topic.title}",
        body=topic.short,
        fields=tuple(fields),
        footer=topic.citation,
        image=image,
        colour=0x5865F2,
        actions=tuple(Action(r.title, f"/var explain {r.id}") for r in related[:3]),
    )
    return Reply(text="\n\n".join(parts), card=card)


def topics_reply() -> Reply:
    topics = sorted(load_topics().values(), key=lambda t: t.title)
    lines = [f"/var explain {t.id} — {t.title}" for t in topics]
    text = (
        "Ask me about any of these, or just ask a question (e.g. /var explain can a manager get a red card?):\n"
        + "\n".join(lines)
    )
    return Reply(
        text=text,
        card=Card(
            title="📖 Laws of the Game topics",
            body="\n".join(lines),
            footer=f"IFAB Laws of the Game {EDITION}",
        ),
    )


def register(tree: CommandTree) -> None:
    var = tree.group("var", "The Laws of the Game and VAR, explained.")

    @var.command(
        "explain",
        "Explain a law or VAR decision; ask in your own words.",
        Argument("topic", "a topic or question, e.g. offside", required=False, rest=True),
        examples=("/var explain offside", "/var explain why was kane's goal disallowed"),
    )
    async def explain(ctx: Context, inv: Invocation) -> Reply:
        text = str(inv.args.get("topic", "")).strip()
        if not text:
            return topics_reply()
        topics = load_topics()
        if text in topics:
            return explain_reply(topics[text], ctx)
        found = find_topic(text)
        if found.topic is None:
            options = ", ".join(f"/var explain {t.id}" for t in found.suggestions)
            raise UserError(f"I'm not sure which law you mean by {text!r}. Closest topics: {options}.")
        return explain_reply(found.topic, ctx)
