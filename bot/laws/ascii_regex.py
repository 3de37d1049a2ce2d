"""A regex compiled twice, as written and in ASCII mode, the second used on text that is all ASCII: there both
match alike, and the ASCII one is faster. For a Unicode pattern the engine tests each \\w, \\b, \\d and \\s with
a call into the Unicode tables (four for a space at a \\b), and each letter of an IGNORECASE pattern is lowered
by another; in ASCII mode each is a table look-up. Over 500-character questions: a claim told (wording._CLAIMS,
ignoring case) 91 -> 55 us, one put to us (claims._CLAIM_AFTER) 54 -> 34 us; the readers' patterns made so,
4% fewer instructions per question.

Alike on ASCII text, because on ASCII characters the two modes' \\w, \\d and \\b are the same, and so is case
folding; but for two exceptions, each checked:
- Unicode \\s also matches the separators \\x1c-\\x1f, which are ASCII: a text with one goes to the pattern as
  written, when the pattern says \\s or \\S at all.
- ignoring case, a non-ASCII letter of the pattern, written or escaped, can match an ASCII one ("ſ" is "s", the
  Kelvin sign "k"): a pattern with one has no ASCII twin. Keeping case, such a letter matches only itself, in
  either mode (the told-play reader's "melée" had kept a whole fact's 690 KB pattern from its twin)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from contextlib import suppress
from typing import Any

_SEPARATORS = ("\x1c", "\x1d", "\x1e", "\x1f")  # whitespace to Unicode \s, not to ASCII \s
_ESCAPED_CHARACTER = re.compile(r"\\(?:[uUNx0-9])")  # a character given by its code, name or octal number
_IGNORING_CASE = re.compile(
    r"\(\?[aiLmsux]*i[aiLmsux]*(?:-[imsx]+)?[:)]"
)  # "(?i)", "(?i:...)", "(?ai-s:...)"


def _ascii_alike(pattern: str, flags: int) -> bool:
    """Whether the pattern in ASCII mode matches ASCII text (without \\x1c-\\x1f) as written: it keeps case, or it
    has no non-ASCII letter with a case, nor a character given by its code."""
    if not flags & re.IGNORECASE and not _IGNORING_CASE.search(pattern):
        return True
    written = all(char.isascii() or char.lower() == char.upper() for char in pattern)
    return written and _ESCAPED_CHARACTER.search(pattern) is None


# The last text looked at, whether it is ASCII, and whether it is so without a separator. A question is searched
# by a hundred patterns in turn, most of them one after another on the same text: each of its scans (0.5 us over
# 500 characters, and four for the separators) is then made once, not a hundred times. One entry, replaced whole:
# a thread reading another text meanwhile finds either entry complete.
_last: tuple[str, bool, bool] = ("", True, True)


def _ascii_kind(text: str) -> tuple[bool, bool]:
    """Whether `text` is all ASCII, and whether it is so with none of the separators Unicode \\s matches."""
    global _last
    last = _last
    if last[0] is text:
        return last[1], last[2]
    plain_ascii = text.isascii()
    spaced_ascii = plain_ascii and not any(s in text for s in _SEPARATORS)
    _last = (text, plain_ascii, spaced_ascii)
    return plain_ascii, spaced_ascii


class Regex:
    """`re.compile(pattern, flags)`, searched in ASCII mode where the text allows (the methods the readers use)."""

    __slots__ = ("ascii", "flags", "pattern", "spaces", "written")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.written = re.compile(pattern, flags)
        self.pattern, self.flags = pattern, self.written.flags
        self.ascii = self.written
        if _ascii_alike(pattern, flags):
            with suppress(re.error):  # an inline (?u): the pattern as written only
                self.ascii = re.compile(pattern, (flags & ~re.UNICODE) | re.ASCII)
        self.spaces = "\\s" in pattern or "\\S" in pattern

    def _for(self, text: str) -> re.Pattern[str]:
        plain_ascii, spaced_ascii = _ascii_kind(text)
        return self.ascii if (spaced_ascii if self.spaces else plain_ascii) else self.written

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(string).search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(string).match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(string).fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self._for(string).finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self._for(string).findall(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[Any]:
        return self._for(string).split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self._for(string).sub(repl, string, count)
