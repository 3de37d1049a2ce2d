"""Card markup (`bot.core.markup`) as each platform's text, with provider text inert.

The markup has no links, mentions or spoilers, so every platform syntax beyond it is neutralised in all
text, ours and the provider's alike: on Discord, masked links, `||`, `<@…>` and `<t:…>`, @everyone and
line-start quotes and headings get a backslash; on Slack `&`, `<` and `>` become entities. A character the
core escaped (the `*` of a name like "*x*") is written in the platform's literal form. Terminal sequences
and invisible characters are gone first (`markup.scrub`). `fit` then cuts to a platform's limit without
splitting what was escaped.
"""

from __future__ import annotations

import re

from bot.core.markup import Moment, convert, scrub, to_plain

# Discord: what the markup never means, escaped wherever it appears (a backslash shows nothing).
_DISCORD_SYNTAX = re.compile(r"[\\\[\]|<]|@(?=everyone|here)")
_DISCORD_LINE_START = re.compile(r"^(\s*)(>|#|-#)", re.MULTILINE)
# Slack has no escape character: a name's markup characters become their look-alikes.
_SLACK_LOOKALIKE = {"*": "∗", "_": "ˍ", "~": "∼", "`": "ˋ"}
# What a cut must not split: an escape, a Slack entity, a platform token such as <t:…> or <!date…>.
_ATOM = re.compile(r"\\[\s\S]|&(?:amp|lt|gt);|<[^<>\n]*>")


def fit(text: str, limit: int) -> str:
    """`text` within `limit` characters: cut at a word with an ellipsis, never inside an escape or token."""
    if len(text) <= limit:
        return text
    space = text.rfind(" ", 0, limit - 1)
    cut = space if space > limit // 2 else limit - 1
    for atom in _ATOM.finditer(text):
        if atom.start() >= cut:
            break
        if atom.end() > cut:
            cut = atom.start()
            break
    return text[:cut].rstrip() + "…"


def plain_text(text: str) -> str:
    """Where a platform shows no formatting (Discord footers, Slack plain_text): the words, nothing live."""
    return to_plain(text)


def code_text(text: str) -> str:
    """Literal text for inside a code block (a table), which only a run of backticks could end."""
    return scrub(text).replace("`", "ˋ")


def _discord_ours(text: str) -> str:
    text = _DISCORD_SYNTAX.sub(lambda m: "\\" + m[0], text)
    return _DISCORD_LINE_START.sub(r"\1\\\2", text)


def _discord_time(m: Moment) -> str:
    shown = f"<t:{m.unix}:{'D' if m.style == 'd' else m.style}>"  # a day alone: Discord's long date
    return f"{shown} (<t:{m.unix}:R>)" if m.relative else shown


def discord_markdown(text: str, *, native_times: bool = True) -> str:
    """Discord markdown. `native_times` False where Discord shows no <t:…> (titles, field names)."""
    return convert(
        text,
        ours=_discord_ours,
        escaped=lambda c: "\\" + c,
        time=_discord_time if native_times else lambda m: m.fallback,
    )


def slack_entities(text: str) -> str:
    """Slack's three control characters: with them escaped, "<!everyone>" or "<@U123>" is just text."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _slack_ours(text: str) -> str:
    text = re.sub(r"\*\*(.+?)\*\*", r"*\1*", slack_entities(text))
    return re.sub(r"~~(.+?)~~", r"~\1~", text)


def _slack_time(m: Moment) -> str:
    shown = {"f": "{date_short_pretty} {time}", "d": "{date_short_pretty}"}.get(m.style, "{time}")
    return f"<!date^{m.unix}^{shown}|{m.fallback}>"


def slack_mrkdwn(text: str) -> str:
    """Slack mrkdwn: **bold** -> *bold*, ~~strike~~ -> ~strike~, moments as <!date…>."""
    return convert(
        text,
        ours=_slack_ours,
        escaped=lambda c: _SLACK_LOOKALIKE.get(c) or slack_entities(c),
        time=_slack_time,
    )
