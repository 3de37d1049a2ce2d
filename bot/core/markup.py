"""The card markup every reply is written in, and its plain-text form for places that show no formatting.

Ours: **bold**, _italic_, ~~strike~~, `code`, lines starting "- ", plus two things that are not markdown:

- A backslash before ASCII punctuation makes that character literal, never markup on any platform. Provider
  text (team, player and competition names) enters a reply only through `literal`, so "*x*" or
  "<time:…>" in a name stays a name. The markup has no links, mentions or spoilers, so renderers
  neutralise every platform syntax beyond it (Discord's masked links and `||`, Slack's `<…>`) in all text.
- A moment, `<time:UNIX:STYLE|FALLBACK>` from `moment`: a time each platform shows in the reader's own zone
  (Discord `<t:…>`, Slack `<!date…>`). Where it cannot (the console, plain text) FALLBACK shows, already
  written in the configured zone. STYLE is "t" (time of day) or "f" (day and time), then "R" to add how
  long from now.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, tzinfo

# Terminal control sequences, whole (so "\x1b[2J" leaves nothing behind): CSI, OSC, DCS/SOS/PM/APC, the
# two-character escapes, and their 8-bit forms.
_TERMINAL = re.compile(
    r"\x1b(?:\[[0-?]*[ -/]*[@-~]?|\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?|[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?"
    r"|[ -/]*[0-~]?)|\x9b[0-?]*[ -/]*[@-~]?|[\x90\x9d-\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
)
# What never shows as text: control characters but the newline, Unicode's invisible format characters
# (bidi overrides and isolates, zero-width spaces and joiners, tags) and lone surrogates, which no
# platform can even encode.
_INVISIBLE = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f]"
)
_SPACES = str.maketrans("\t\r\x0b\x0c\u2028\u2029", "      ")
_ESCAPE = re.compile(r"[\\*_~`<]|:(?=//)|^-", re.MULTILINE)
_MOMENT = r"<time:(-?\d+):([tfd])(R?)\|([^<>|\\\n]*)>"
_TOKEN = re.compile(r"\\([!-/:-@\[-`{-~])|" + _MOMENT)
_HELD = re.compile("\x00(\\d+)\x00")
# A byte that was not UTF-8 reaches us as a lone surrogate (Python's surrogateescape, e.g. from argv).
_SURROGATE = re.compile("[\ud800-\udfff]")
ECHO = 60  # the most of what a user typed that a reply repeats back


@dataclass(frozen=True, slots=True)
class Moment:
    unix: int
    style: str  # "t": time of day, "f": day and time, "d": the day alone
    relative: bool  # also say how long from now, where the platform can
    fallback: str  # the time in the configured zone, for places that cannot show the reader's


def moment(
    when: datetime, zone: tzinfo, *, day: bool = False, relative: bool = False, day_only: bool = False
) -> str:
    """A time in a reply: each reader sees it in their own zone where the platform can, else in `zone`.
    `day_only`: the day it falls on there, with no clock time (a result's date)."""
    style = "d" if day_only else "f" if day else "t"
    fallback = when.astimezone(zone).strftime({"d": "%d %b", "f": "%d %b %H:%M", "t": "%H:%M"}[style])
    return f"<time:{int(when.timestamp())}:{style}{'R' if relative else ''}|{fallback}>"


def scrub(text: str) -> str:
    """Text without terminal escape sequences or invisible characters; newlines stay, and the other line and
    tab controls become spaces (a "\\r" would let a name overwrite the console line it is printed on)."""
    return _INVISIBLE.sub("", _TERMINAL.sub("", text.translate(_SPACES)))


def escape(text: str) -> str:
    """Text written as literal markup: each character that would be ours gets its backslash."""
    return _ESCAPE.sub(lambda m: "\\" + m[0], text)


def literal(name: str) -> str:
    """Provider text (a team, player or competition name) as one line of literal markup."""
    return escape(" ".join(scrub(name).split()))


def readable(typed: str, width: int = ECHO) -> str:
    """What a user typed, as a reply repeats it: one line of literal markup, cut to `width`. A byte that was
    not UTF-8 shows as U+FFFD, neither dropped nor written as Python's escape ("\\udcff")."""
    text = " ".join(scrub(_SURROGATE.sub("\ufffd", typed)).split())
    if len(text) > width:
        text = text[: width - 1].rstrip() + "…"
    return escape(text)


def echo(typed: str, width: int = ECHO) -> str:
    """`readable(typed)` in quotes, for a sentence that names what the user typed ("no table for 'PL'")."""
    return f"'{readable(typed, width)}'"


def convert(
    text: str,
    *,
    ours: Callable[[str], str],
    escaped: Callable[[str], str],
    time: Callable[[Moment], str],
) -> str:
    """The markup in some platform's terms: `ours` rewrites what we wrote (every mark left in it is ours),
    `escaped` writes one escaped character as inert text, `time` writes a moment. Each escape and moment is
    held out of `ours` behind a placeholder that `scrub` guarantees no text contains."""
    held: list[str] = []

    def hold(m: re.Match[str]) -> str:
        if m[1] is not None:
            held.append(escaped(m[1]))
        else:
            held.append(time(Moment(int(m[2]), m[3], bool(m[4]), m[5])))
        return f"\x00{len(held) - 1}\x00"

    text = ours(_TOKEN.sub(hold, scrub(text)))
    return _HELD.sub(lambda m: held[int(m[1])], text)


def _unmark(text: str) -> str:
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    return re.sub(r"(?<!\w)_(.+?)_(?!\w)", r"\1", text)


def to_plain(text: str) -> str:
    """**bold** and _italic_ lose their marks; ~~struck~~ text keeps its tildes (the meaning is the strike);
    escapes become their characters and moments their fallback."""
    return convert(text, ours=_unmark, escaped=str, time=lambda m: m.fallback)
