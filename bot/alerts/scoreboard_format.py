"""A scoreboard as a Reply: the title says the period, the teams and the score; the body one line per goal,
goal ruled out, red card and VAR decision; the footer whether it is still live. The wording is data
(scoreboard.toml); provider text is escaped (`markup.literal`) before it fills a template, as in
`bot.alerts.format`, so a name never pings anyone nor breaks the markup.
"""

from __future__ import annotations

import re
import string
import tomllib
from functools import cache
from importlib import resources
from typing import Any

from bot.alerts.scoreboard import Board, Line
from bot.core.markup import literal
from bot.core.reply import Card, Reply

_FIELDS = re.compile(r"{(\w+)}")
OPTIONAL = frozenset({"detail_suffix", "reason_suffix", "minute"})  # may be empty without dropping their line


@cache
def wording() -> dict[str, Any]:
    return tomllib.loads((resources.files("bot.alerts") / "scoreboard.toml").read_text(encoding="utf-8"))


def _fill(template: str, values: dict[str, str]) -> str | None:
    """A template filled; None when a placeholder it needs is empty (the line is then left out)."""
    if any(not values.get(name) for name in _FIELDS.findall(template) if name not in OPTIONAL):
        return None
    return " ".join(string.Formatter().vformat(template, (), values).split())


def _line(line: Line) -> str | None:
    templates = wording()["lines"]
    values = {
        "minute": line.minute,
        "team": literal(line.team),
        "player": literal(line.player),
        "detail": literal(line.detail),
        "detail_suffix": f" ({literal(line.detail)})" if line.detail else "",
        "reason_suffix": f" for {literal(line.reason)}" if line.reason else "",
    }
    if line.kind == "goal":
        name = ("ruled_out" if line.by_var else "no_longer_counts") if line.ruled_out else "goal"
        return _fill(templates[name], values) or _fill(templates[f"{name}_unknown"], values)
    if line.kind == "red":
        return _fill(templates["red_official" if line.official else "red"], values)
    if line.kind == "var":
        return _fill(templates["var"], values)
    return None


def _period(board: Board) -> str:
    periods = wording()["periods"]
    template = periods.get(board.status, periods["scheduled"])
    return " ".join(template.format(minute=board.minute).split())


def render_board(board: Board, *, spoiler: bool = False) -> Reply:
    """The board as a card (an embed on Discord, Block Kit on Slack, text on the console)."""
    w = wording()
    home, away = literal(board.home), literal(board.away)
    values = {
        "emoji": w["emoji"]["final" if board.final else "live"],
        "period": _period(board),
        "home": home,
        "away": away,
        "score": f"{board.score[0]}-{board.score[1]}",
        "penalties": f"{board.penalties[0]}-{board.penalties[1]}" if board.penalties else "",
        "competition": literal(board.competition),
    }
    title = _fill(w["title_penalties"], values) if board.penalties else None
    title = title or _fill(w["title"], values) or f"{home} v {away}"
    lines = [text for line in board.lines if (text := _line(line))]
    body = "\n".join(lines) or (w["nothing_yet"] if board.status != "scheduled" else "")
    footer = _fill(w["footer_final" if board.final else "footer_live"], values) or ""
    card = Card(
        title=title,
        body=body,
        footer=footer,
        colour=int(w["colour_final" if board.final else "colour_live"]),
    )
    return Reply(card=card, spoiler=spoiler, spoiler_label=f"{home} v {away}")
