"""The platform-neutral request/answer model, the command tree and the text parser."""

from bot.core.errors import UserError
from bot.core.invocation import LOCAL_ADMIN, Actor, Invocation
from bot.core.reply import Action, Card, Field, Reply, Table

__all__ = ["LOCAL_ADMIN", "Action", "Actor", "Card", "Field", "Invocation", "Reply", "Table", "UserError"]
