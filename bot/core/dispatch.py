"""Route an invocation to its handler and turn every failure into one clear sentence, in the reader's language."""

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
from bot.core.words import N_, PLAIN_ENGLISH, Translate, Words, in_english

log = logging.getLogger(__name__)

INTERNAL_ERROR = N_(
    "Sorry, something went wrong on my side answering that; the admins can find the details in the log."
)


class Dispatcher:
    """Holds the command tree and the services handlers need (`context`), and answers invocations. The
    composition root passes `translate` (the channel's catalogue); without it the core speaks English."""

    def __init__(self, tree: CommandTree, context: Any, translate: Translate = in_english) -> None:
        self.tree = tree
        self.context = context
        self.translate = translate

    async def words(self, invocation: Invocation) -> Words:
        """The words of the channel asked in; English when even that cannot be read (a failure is never
        worse for being said in English)."""
        try:
            return await self.translate(invocation)
        except Exception:
            log.warning(
                "choosing the language of %s:%s failed",
                invocation.platform,
                invocation.channel,
                exc_info=True,
            )
            return PLAIN_ENGLISH

    async def answer(self, invocation: Invocation) -> Reply:
        node = self.tree.find(invocation.path)
        try:
            if node is None or node.handler is None:
                _ = await self.words(invocation)
                raise UserError(
                    _(
                        "I don't know the command /{command}. Type /help.",
                        command=readable(" ".join(invocation.path)),
                    )
                )
            if node.admin_only and not invocation.actor.is_admin:
                _ = await self.words(invocation)
                raise PermissionDenied(only_admins(invocation.platform, "/" + " ".join(node.path), _))
            return await node.handler(self.context, invocation)
        except UserError as exc:
            return await self._refusal(exc, invocation)
        except OperatorError as exc:
            log.error("command %s: %s", "/" + " ".join(invocation.path), exc)
            if invocation.actor == LOCAL_ADMIN:
                return error_reply(str(exc))  # the operator, at the bot's own terminal
            _ = await self.words(invocation)
            return error_reply(_(OperatorError.PUBLIC), lang=_.lang)
        except Exception:
            log.exception("command %s failed", "/" + " ".join(invocation.path))
            _ = await self.words(invocation)
            return error_reply(_(INTERNAL_ERROR), lang=_.lang)

    async def _refusal(self, exc: UserError, invocation: Invocation) -> Reply:
        """A UserError's sentence (already in the reader's language) as an error reply; a refusal because of
        who asked is marked `denied`, so an adapter can add to it without reading its wording."""
        if not exc.usage and not isinstance(exc, PermissionDenied):
            return error_reply(exc.told())
        _ = await self.words(invocation)
        return error_reply(exc.told(_), denied=isinstance(exc, PermissionDenied), lang=_.lang)

    async def answer_text(
        self, text: str, *, actor: Actor, channel: str = "console", platform: str = "console"
    ) -> Reply:
        """Parse chat text asked by `actor` and answer it; parse errors come back as error replies, never
        exceptions. There is no default actor: the console and `matchday ask` pass `LOCAL_ADMIN`."""
        try:
            invocation = parse(text, self.tree, actor=actor, channel=channel, platform=platform)
        except UserError:
            # Parsed again to word the sentence in the channel's language: only a command that could not be
            # read pays for looking the language up.
            asked = Invocation(path=(), actor=actor, channel=channel, platform=platform)
            _ = await self.words(asked)
            try:
                parse(text, self.tree, actor=actor, channel=channel, platform=platform, _=_)
            except UserError as worded:
                return await self._refusal(worded, asked)
            raise  # parsing is deterministic: the second parse fails as the first did
        return await self.answer(invocation)
