"""Route an invocation to its handler and turn every failure into one clear sentence."""

from __future__ import annotations

import logging
from typing import Any

from bot.core.admins import only_admins
from bot.core.errors import OperatorError, PermissionDenied, UserError
from bot.core.invocation import LOCAL_ADMIN, Actor, Invocation
from bot.core.markup import readable
from bot.core.parser import parse
from bot.core.reply import Reply, error_reply
from bot.core.tree import CommandTree

log = logging.getLogger(__name__)

INTERNAL_ERROR = (
    "Sorry, something went wrong on my side answering that; the admins can find the details in the log."
)


class Dispatcher:
    """Holds the command tree and the services handlers need (`context`), and answers invocations."""

    def __init__(self, tree: CommandTree, context: Any) -> None:
        self.tree = tree
        self.context = context

    async def answer(self, invocation: Invocation) -> Reply:
        node = self.tree.find(invocation.path)
        try:
            if node is None or node.handler is None:
                raise UserError(
                    f"I don't know the command /{readable(' '.join(invocation.path))}. Type /help."
                )
            if node.admin_only and not invocation.actor.is_admin:
                raise PermissionDenied(only_admins(invocation.platform, f"use /{' '.join(node.path)}"))
            return await node.handler(self.context, invocation)
        except UserError as exc:
            return error_reply(str(exc))
        except OperatorError as exc:
            log.error("command %s: %s", "/" + " ".join(invocation.path), exc)
            return error_reply(str(exc) if invocation.actor == LOCAL_ADMIN else OperatorError.PUBLIC)
        except Exception:
            log.exception("command %s failed", "/" + " ".join(invocation.path))
            return error_reply(INTERNAL_ERROR)

    async def answer_text(
        self, text: str, *, actor: Actor, channel: str = "console", platform: str = "console"
    ) -> Reply:
        """Parse chat text asked by `actor` and answer it; parse errors come back as error replies, never
        exceptions. There is no default actor: the console and `matchday ask` pass `LOCAL_ADMIN`."""
        try:
            invocation = parse(text, self.tree, actor=actor, channel=channel, platform=platform)
        except UserError as exc:
            return error_reply(str(exc))
        return await self.answer(invocation)
