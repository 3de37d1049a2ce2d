"""Errors a user may see. Anything else is a bug: it goes to the log, never to chat."""


class UserError(Exception):
    """A problem with what the user asked, told back to them in one sentence."""

    def __init__(self, message: str, *, usage: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage

    def __str__(self) -> str:
        return self.message if not self.usage else f"{self.message}\nUsage: {self.usage}"


class PermissionDenied(UserError):
    """The command exists but this actor may not run it (e.g. admin-only)."""
