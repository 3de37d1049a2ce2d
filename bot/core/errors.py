"""Errors a user may see. Anything else is a bug: it goes to the log, never to chat."""

from bot.core.words import N_, PLAIN_ENGLISH, Words


class UserError(Exception):
    """A problem with what the user asked, told back to them in one sentence."""

    def __init__(self, message: str, *, usage: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage

    def __str__(self) -> str:
        return self.told()

    def told(self, _: Words = PLAIN_ENGLISH) -> str:
        """The sentence, then how to use the command when there is a usage to show (the message is worded
        in the reader's language where it was raised; `_` words the usage's label)."""
        return self.message if not self.usage else self.message + "\n" + _("Usage: {usage}", usage=self.usage)


class PermissionDenied(UserError):
    """The command exists but this actor may not run it (e.g. admin-only). Its reply is marked `denied`, so an
    adapter can tell a refusal from other errors in any language."""


class OperatorError(Exception):
    """A problem only whoever runs the bot can fix (a read-only or damaged database), in one sentence.

    The person at the bot's own terminal reads that sentence; a fan in chat reads `PUBLIC`, which names no
    file on the server, and the operator finds the sentence in the log."""

    PUBLIC = N_("I can't do that right now: the bot needs its operator's attention (the log says why).")


class ConfigError(Exception):
    """One or more problems with a configuration; `problems` lists each in one sentence."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems
